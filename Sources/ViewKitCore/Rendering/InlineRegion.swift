import ViewKitStyle

/// The rows an inline program draws in, below the shell prompt, and the bytes that update them.
///
/// An inline region starts on the cursor's row and is as tall as its frame: it grows by
/// scrolling the screen (what was above goes into the scrollback, as printed output does) and
/// shrinks by erasing its last rows. Between updates the cursor rests on the region's top-left
/// cell. That choice is what survives a resize: a terminal that reflows its lines when it gets
/// narrower (tmux, kitty, alacritty, VTE) keeps the cursor at the start of its line, so after
/// ``invalidate()`` the next update erases from there to the end of the screen — the old region
/// however it was re-wrapped — and paints the frame whole. No copy of a frame is ever left in
/// the scrollback, and nothing above the region is touched.
///
/// Lines given to ``update(to:committing:profile:synchronized:hyperlinks:)`` are printed above the region
/// as plain output, before it is drawn again below them: they stay in the scrollback, and a
/// terminal re-wraps them on a resize like any other output.
///
/// ```swift
/// var region = InlineRegion()
/// let bytes = region.update(to: canvas, profile: .truecolor)
/// ```
public struct InlineRegion: Sendable {
  /// The rows the region takes on the screen now; 0 before the first update.
  public private(set) var height = 0
  private var previous: Canvas?

  /// A region not drawn yet; the first update starts on the cursor's row.
  public init() {}

  /// The terminal changed size (or was used by another program meanwhile): the next update
  /// erases from the region's top to the end of the screen and paints the frame whole.
  public mutating func invalidate() { previous = nil }

  /// The bytes that print `lines` above the region and show `next` in it, leaving the cursor on
  /// the region's top-left cell.
  ///
  /// - Parameters:
  ///   - next: the frame; the region takes its height (at least one row).
  ///   - lines: lines to print above the region, each the bytes of one line of output (text
  ///     and SGR sequences, no line end); they stay in the scrollback.
  ///   - profile: the terminal's colour support.
  ///   - synchronized: wrap the update in synchronized output (DEC mode 2026).
  ///   - hyperlinks: send linked cells as hyperlinks (OSC 8; see ``FrameDiff``).
  /// - Returns: the bytes to write; empty when nothing changed.
  public mutating func update(
    to next: Canvas, committing lines: [[UInt8]] = [], profile: ColorProfile, synchronized: Bool = true,
    hyperlinks: Bool = false
  ) -> [UInt8] {
    let rows = max(1, next.height)
    let frame = next.height == rows ? next : next.withHeight(rows)
    var base = previous
    var out: [UInt8] = []
    if synchronized { out += Self.bytes("\u{1B}[?2026h") }
    if base == nil || base?.width != frame.width || !lines.isEmpty {
      // Whatever the terminal made of the old region, it is below the cursor: erase it all.
      out += Self.bytes("\r\u{1B}[m" + Self.eraseBelow)
      for line in lines {
        out += line
        out += Self.bytes("\u{1B}[m\r\n")
      }
      base = nil
      height = 0
    }
    let existing = max(1, height)
    if rows > existing {
      // Make the rows: line feeds scroll the screen where the region reaches its bottom.
      out += Self.move(down: existing - 1)
      for _ in existing..<rows { out += Self.bytes("\r\n") }
      out += Self.move(up: rows - 1)
    }
    out += [0x1B, 0x37]  // DECSC: the region's top-left cell, for the moves of the update
    let diff = FrameDiff.update(
      from: base.map { $0.withHeight(rows) }, to: frame, profile: profile, addressing: .region,
      hyperlinks: hyperlinks)
    out += diff
    if height > rows {
      out += [0x1B, 0x38]
      out += Self.move(down: rows)
      out += Self.bytes("\r\u{1B}[J")
    }
    let changed = !diff.isEmpty || height != rows || previous == nil
    out += [0x1B, 0x38]  // DECRC: back on the top-left cell
    if synchronized { out += Self.bytes("\u{1B}[?2026l") }
    height = rows
    previous = frame
    return changed ? out : []
  }

  /// The bytes that end the region: the cursor goes to the start of the line after the last
  /// frame, which stays on the screen and in the scrollback, or the region is erased and the
  /// cursor left where it started.
  ///
  /// - Parameter keepingFrame: keep the last frame (true) or erase it (false).
  /// - Returns: the bytes to write; the region is then empty.
  public mutating func finish(keepingFrame: Bool) -> [UInt8] {
    defer {
      height = 0
      previous = nil
    }
    guard height > 0 else { return [] }
    guard keepingFrame else { return Self.bytes("\r\u{1B}[m" + Self.eraseBelow) }
    return Self.bytes("\u{1B}[m") + Self.move(down: height - 1) + Self.bytes("\r\n")
  }

  /// The bytes of one line of output for ``update(to:committing:profile:synchronized:hyperlinks:)``: each
  /// span's text made inert (a control character shows as its symbol, so no text can emit an
  /// escape sequence; a tab becomes spaces to the next multiple of eight columns), in its style
  /// as the profile sends it. The line is not cut or padded: a terminal wraps it where it is
  /// wider than the screen, and re-wraps it on a resize. A linked span (``TextSpan/link``) is a
  /// hyperlink (OSC 8) when `hyperlinks` are sent, and otherwise shows its URL after its text,
  /// as a ``StyledText`` does.
  ///
  /// - Parameters:
  ///   - spans: the line's text, in styles.
  ///   - profile: the terminal's colour support.
  ///   - hyperlinks: send linked spans as hyperlinks (OSC 8), for a terminal that shows them.
  /// - Returns: the line's bytes, ending in the plain style (and no open link), without a line end.
  public static func line(_ spans: [TextSpan], profile: ColorProfile, hyperlinks: Bool = false) -> [UInt8] {
    var out: [UInt8] = []
    var current = TerminalStyle.plain
    var column = 0
    for span in spans {
      let style = Style(
        foreground: span.style.foreground ?? .default, background: span.style.background ?? .default,
        attributes: span.style.attributes, link: span.link)
      let target = TerminalStyle(style, profile: profile, hyperlinks: hyperlinks)
      let shown = (hyperlinks ? LinkPresentation.hyperlink : .inline).shown(span.text, link: span.link)
      var text = ""
      for piece in shown.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
        if piece.offset > 0 {
          let spaces = 8 - column % 8
          text += String(repeating: " ", count: spaces)
          column += spaces
        }
        let inert = Sanitizer.sanitize(piece.element)
        text += inert
        column += DisplayWidth.of(inert)
      }
      guard !text.isEmpty else { continue }
      SGR.transition(from: current, to: target, into: &out)
      current = target
      out += Array(text.utf8)
    }
    SGR.transition(from: current, to: .plain, into: &out)
    return out
  }

  /// Erases from the cursor, at the start of a row, to the end of the screen and leaves the
  /// cursor there: the row with EL, then everything below with ED from the next row down. An ED
  /// from the screen's top-left cell, where a region may start, would make tmux (its default
  /// `scroll-on-clear`) push the whole screen into its scrollback: a copy of the frame.
  public static let eraseBelow = "\u{1B}7\u{1B}[K\u{1B}[B\u{1B}[J\u{1B}8"

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private static func move(down rows: Int) -> [UInt8] {
    rows > 0 ? bytes("\u{1B}[\(rows)B") : []
  }

  private static func move(up rows: Int) -> [UInt8] {
    rows > 0 ? bytes("\u{1B}[\(rows)A") : []
  }
}
