import ViewKitStyle

/// Turns the change from one frame to the next into the fewest terminal bytes.
///
/// Only changed cells are written, with the cheapest cursor move to each changed run
/// (a short run of unchanged cells is rewritten when that costs less than a move) and the
/// fewest SGR changes. With no previous frame, or one of another size, the screen is cleared
/// and painted in full, from a reset style. The update can be wrapped in synchronized output (DEC mode 2026) so
/// the terminal shows it at once.
///
/// Clusters terminals draw at different widths (❤️ is one cell in xterm and alacritty, two in
/// kitty; 👍🏽 is four cells where widths add up per codepoint) never leave a cell unwritten:
/// the cell a wide cluster reserves is written as a space in the cluster's style first, then the
/// cluster over it, so a terminal drawing it narrow shows the right background there and one
/// drawing it wide covers the space. The cells a per-codepoint terminal would spill over are
/// written again after it, and the next cell is placed absolutely, so the layout holds either way.
///
/// ```swift
/// let bytes = FrameDiff.update(from: previous, to: next, profile: .truecolor)
/// ```
public enum FrameDiff {
  /// The bytes that change the screen from `previous` (nil: unknown) to `next`.
  ///
  /// The cursor is assumed to be where the last update left it, which these bytes track; the
  /// first update starts with an absolute move. The style is reset at the end.
  ///
  /// - Parameters:
  ///   - previous: the frame on screen now; nil, or a frame of another size, clears the screen
  ///     and paints `next` in full.
  ///   - next: the frame to show.
  ///   - profile: the terminal's colour support.
  ///   - synchronized: wrap the bytes in synchronized output (DEC mode 2026) so the terminal
  ///     shows them at once.
  /// - Returns: the bytes to write; empty when nothing changed.
  ///   - addressing: how the cursor is placed: on the whole screen, or in an inline region.
  ///   - hyperlinks: send linked cells (``Style/link``) as hyperlinks (OSC 8), for a terminal
  ///     that shows them. A link stays open over cursor moves (moves write no cell), and is
  ///     closed before a `DECRC` and at the end.
  public static func update(
    from previous: Canvas?, to next: Canvas, profile: ColorProfile, synchronized: Bool = false,
    addressing: Addressing = .screen, hyperlinks: Bool = false
  ) -> [UInt8] {
    var out: [UInt8] = []
    let styles = next.styles.map { TerminalStyle($0, profile: profile, hyperlinks: hyperlinks) }
    var current = TerminalStyle.plain
    var cursor: Point? = addressing == .region ? Point(x: 0, y: 0) : nil
    let full = previous.map { $0.width != next.width || $0.height != next.height } ?? true
    let begin = Array("\u{1B}[?2026h".utf8)
    if synchronized { out.append(contentsOf: begin) }
    if full {
      // Reset first: a style left set before the app started must not tint the cleared screen
      // or the cells drawn in the plain style. A region's owner has erased it already.
      out.append(contentsOf: Array((addressing == .region ? "\u{1B}[m" : "\u{1B}[m\u{1B}[H\u{1B}[2J").utf8))
      cursor = Point(x: 0, y: 0)
    }
    let moves = Mover(addressing: addressing, styles: styles)
    // The frame before, when cells are compared with it, and its styles as indices of `next`'s:
    // a cell's style is compared as two numbers, not two `Style` values.
    // Unwrapped once: an optional canvas bound in the loop was copied for every cell.
    let before = full ? next : previous ?? next
    let sameStyles = full ? StyleCorrespondence.unused : StyleCorrespondence(from: before, to: next)
    for y in 0..<next.height {
      var x = 0
      // Cells a cluster drawn wider than its cells may have covered: written whatever changed.
      var spilled = 0
      while x < next.width {
        let cell = next.cells[y * next.width + x]
        if x >= spilled {
          if !full, !changed(before, next, sameStyles, x: x, y: y) {
            x += 1
            continue
          }
          if full && cell.content == 0x20 && styles[Int(cell.style)].isInvisibleAsSpace {
            x += 1
            continue
          }
        }
        if cell.isContinuation {
          x += 1
          continue
        }
        let target = styles[Int(cell.style)]
        let advance = max(1, Int(cell.width))
        let drawn = drawnWidths(cell)
        if let drawn, advance == 2, x + 1 < next.width {
          // A terminal may draw this cluster in one cell: its second cell gets a space in the
          // cluster's style first, which a terminal drawing it wide then covers.
          moves.move(from: &cursor, to: Point(x: x + 1, y: y), next: next, current: &current, into: &out)
          SGR.transition(from: current, to: target, into: &out)
          current = target
          out.append(0x20)
          moves.column(x, y: y, cursor: &cursor, into: &out)
          spilled = max(spilled, x + max(advance, drawn))
        } else if let drawn {
          spilled = max(spilled, x + max(advance, drawn))
        }
        moves.move(from: &cursor, to: Point(x: x, y: y), next: next, current: &current, into: &out)
        SGR.transition(from: current, to: target, into: &out)
        current = target
        next.appendUTF8(of: cell, to: &out)
        // Terminals disagree on clusters such as 👍🏽, 👨‍👩‍👧, flags and VS16 emoji (some sum
        // per-codepoint widths, some draw several glyphs): place the next cell absolutely.
        cursor = drawn != nil ? nil : Point(x: x + advance, y: y)
        x += advance
      }
    }
    SGR.transition(from: current, to: .plain, into: &out)
    // Nothing changed: nothing to write, not even the synchronized-output brackets (an idle
    // loop would otherwise send 16 bytes a frame).
    if synchronized && out.count == begin.count { return [] }
    if synchronized { out.append(contentsOf: Array("\u{1B}[?2026l".utf8)) }
    return out
  }

  /// Whether terminals are known to disagree on how far this cell moves the cursor: a cluster
  /// whose per-codepoint widths add up to another width, or one that holds a zero-width joiner,
  /// an emoji modifier (skin tone), a regional indicator (flags) or VS16. After such a cell the
  /// next one is placed explicitly.
  ///
  /// - Parameter cell: a cell of a canvas.
  /// - Returns: `true` when the cell's width may differ between terminals.
  public static func isWidthRisky(_ cell: Cell) -> Bool { drawnWidths(cell) != nil }

  /// For a cell terminals may draw at another width (see ``isWidthRisky(_:)``), the most cells a
  /// terminal adding up per-codepoint widths would draw it in; nil for a cell every terminal
  /// draws at its width.
  static func drawnWidths(_ cell: Cell) -> Int? {
    guard cell.content & Cell.clusterFlag != 0, cell.content != Cell.continuation else { return nil }
    var legacy = 0
    var risky = false
    for scalar in ClusterTable.string(cell.content & ~Cell.clusterFlag).unicodeScalars {
      switch scalar.value {
      case 0x200D, 0xFE0F: risky = true
      case 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF:
        risky = true
        legacy += DisplayWidth.width(ofScalar: scalar.value)
      default: legacy += DisplayWidth.width(ofScalar: scalar.value)
      }
    }
    return risky || legacy != Int(cell.width) ? legacy : nil
  }

  private static func changed(
    _ previous: Canvas, _ next: Canvas, _ styles: StyleCorrespondence, x: Int, y: Int
  ) -> Bool {
    let a = previous.cells[y * previous.width + x]
    let b = next.cells[y * next.width + x]
    if a.width != b.width { return true }
    if a.content != b.content { return true }
    return !styles.same(a.style, b.style)
  }

  /// Which styles of two canvases are equal, worked out once per update from their style
  /// tables (a few dozen entries) instead of comparing `Style` values cell by cell.
  private struct StyleCorrespondence {
    /// For each of the new canvas's styles, the first index of an equal style there.
    let canonical: [Int]
    /// For each of the old canvas's styles, the first index of an equal style in the new
    /// canvas, or -1.
    let previous: [Int]

    /// For a full repaint, which compares no cells.
    static let unused = StyleCorrespondence(canonical: [], previous: [])

    private init(canonical: [Int], previous: [Int]) {
      self.canonical = canonical
      self.previous = previous
    }

    init(from old: Canvas, to new: Canvas) {
      var first: [Style: Int] = [:]
      var canonical = [Int](repeating: 0, count: new.styles.count)
      for (index, style) in new.styles.enumerated() {
        if let known = first[style] {
          canonical[index] = known
        } else {
          first[style] = index
          canonical[index] = index
        }
      }
      self.canonical = canonical
      previous = old.styles.map { first[$0] ?? -1 }
    }

    /// Whether style `a` of the old canvas equals style `b` of the new one.
    func same(_ a: UInt16, _ b: UInt16) -> Bool { previous[Int(a)] == canonical[Int(b)] }
  }

  /// Where updates place the cursor.
  public enum Addressing: Sendable {
    /// Anywhere on the screen, with absolute moves (`CUP`): full-screen frames.
    case screen
    /// Inside an inline region whose top-left cell the cursor starts on and the caller saved
    /// (`DECSC`, `ESC 7`): moves are relative, or from that saved cell (`DECRC`, `ESC 8`) where
    /// the column is not known, so the region may sit on any row of the screen.
    case region
  }

  /// Cursor moves, cheapest first.
  private struct Mover {
    let addressing: Addressing
    let styles: [TerminalStyle]

    /// Moves the cursor to a column of its row (`CHA`), wherever it was on the row.
    func column(_ x: Int, y: Int, cursor: inout Point?, into out: inout [UInt8]) {
      if x == 0 {
        out.append(0x0D)
      } else {
        out.append(contentsOf: [0x1B, 0x5B])
        SGR.appendDecimal(x + 1, to: &out)
        out.append(0x47)  // G: cursor character absolute
      }
      cursor = Point(x: x, y: y)
    }

    func move(
      from cursor: inout Point?, to target: Point, next: Canvas, current: inout TerminalStyle,
      into out: inout [UInt8]
    ) {
      if let position = cursor, position == target { return }
      if let position = cursor, position.y == target.y, target.x > position.x {
        let gap = target.x - position.x
        // Rewriting up to a few unchanged cells in the current style beats a cursor move.
        if gap <= 3 {
          var cheap = true
          for x in position.x..<target.x {
            let cell = next.cells[target.y * next.width + x]
            if cell.isContinuation || cell.width != 1 || styles[Int(cell.style)] != current
              || drawnWidths(cell) != nil
            {
              cheap = false
              break
            }
          }
          if cheap {
            for x in position.x..<target.x {
              next.appendUTF8(of: next.cells[target.y * next.width + x], to: &out)
            }
            cursor = target
            return
          }
        }
        out.append(contentsOf: [0x1B, 0x5B])
        if gap > 1 { SGR.appendDecimal(gap, to: &out) }
        out.append(0x43)  // C: cursor forward
        cursor = target
        return
      }
      switch addressing {
      case .screen:
        out.append(contentsOf: [0x1B, 0x5B])
        SGR.appendDecimal(target.y + 1, to: &out)
        if target.x > 0 {
          out.append(0x3B)
          SGR.appendDecimal(target.x + 1, to: &out)
        }
        out.append(0x48)  // H: cursor position
      case .region:
        var row = 0
        var sameColumn = false
        if let position = cursor {
          row = position.y
          sameColumn = position.x == target.x
        } else {
          // Back to the region's top-left cell; DECRC also restores the pen saved with it,
          // made plain here whatever the terminal does. Terminals differ on whether the
          // hyperlink is part of that pen, so it is closed first.
          if current.link != nil {
            OSC8.close(into: &out)
            current.link = nil
          }
          out.append(contentsOf: [0x1B, 0x38])
          if current != .plain {
            out.append(contentsOf: [0x1B, 0x5B, 0x6D])
            current = .plain
          }
        }
        if target.y != row {
          out.append(contentsOf: [0x1B, 0x5B])
          let distance = abs(target.y - row)
          if distance > 1 { SGR.appendDecimal(distance, to: &out) }
          out.append(target.y > row ? 0x42 : 0x41)  // B: down, A: up
        }
        if !sameColumn { column(target.x, y: target.y, cursor: &cursor, into: &out) }
      }
      cursor = target
    }
  }
}
