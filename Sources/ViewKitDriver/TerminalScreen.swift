import ViewKit

/// A small VT emulator: a `width`×`height` screen that interprets exactly the bytes ViewKit
/// writes, so tests can read back what a terminal would show.
///
/// It understands printable UTF-8 text, taken a grapheme cluster at a time with widths from
/// ``DisplayWidth`` (a wide cluster takes two cells); `\r` and `\n`; CSI SGR (0–4, 7, 9,
/// 22–24, 27, 29, 30–37, 38;5;n, 38;2;r;g;b, 39, 40–47, 48;5;n, 48;2;r;g;b, 49, 90–97,
/// 100–107); CUP (`CSI row;col H`), CUU, CUD, CUF, CUB, CHA; EL (`CSI 0/1/2 K`), ED
/// (`CSI 0/1/2 J`), ECH (`CSI n X`); and the private modes `CSI ? n h/l` ViewKit sets (7
/// autowrap, 25 cursor, 1000, 1002 and 1006 mouse, 1049 alternate screen, 2004 paste, 2026
/// synchronized output, 2027 grapheme clustering, 2031 colour-scheme notifications), which are
/// recorded (it always clusters as 2027 asks, the widths ViewKit counts); the kitty keyboard
/// protocol's push (`CSI > flags u`) and pop (`CSI < n u`), kept on a stack per screen as kitty does (``keyboardFlags``); hyperlinks
/// (`OSC 8 ; params ; URL ST`, or ended by BEL), each written cell keeping the link open
/// (``Cell/link``; an empty URL closes it; a URL with a space or a byte outside printable ASCII is taken but
/// also recorded in ``unsupported``); copies to the clipboard (`OSC 52 ; c ; base64 ST`), whose
/// base64 text is kept in ``clipboard``; CAN (0x18), which cancels a sequence in progress
/// as terminals do (the cut sequence is recorded in ``unsupported``), and a lone ST (`ESC \`),
/// which ends nothing — the restore string starts with both. Anything else is never silently
/// ignored: it lands in ``unsupported`` with its offset and bytes, so a test can require that
/// list empty.
///
/// Like xterm, writing the last column leaves the cursor there with a pending wrap, and the
/// next printable cluster (not a cursor move, `\r` or `\n`) wraps first when autowrap is on.
/// A line feed on the bottom row scrolls the screen up (counted in ``scrolledLines``).
///
/// Each cell keeps the grapheme, its width and the SGR state it was written in. Erasing (EL,
/// ED, ECH, a scroll, entering the alternate screen) fills cells with blanks whose background
/// depends on ``bce``: with background-colour erase (xterm, tmux) they take the current SGR
/// background, without it the terminal's default. Feeding the same bytes to a screen with
/// `bce` true and one with `bce` false and requiring the same cells proves that output never
/// relies on either behaviour.
///
/// ```swift
/// var screen = TerminalScreen(width: 10, height: 2)
/// screen.feed("\u{1B}[31mhi\u{1B}[m")
/// screen.cell(x: 0, y: 0).foreground  // .indexed(1)
/// screen.unsupported.isEmpty          // true
/// ```
///
/// A grapheme cluster must come whole in one ``feed(_:)`` (an escape sequence or a UTF-8
/// sequence may be split between two).
public struct TerminalScreen: Sendable {
  // MARK: Types

  /// A colour as the terminal stores it.
  public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own default foreground or background (SGR 39 / 49, or none set).
    case `default`
    /// A palette colour: SGR 30–37 and 40–47 are 0–7, 90–97 and 100–107 are 8–15, and
    /// `38;5;n` / `48;5;n` is `n`.
    case indexed(UInt8)
    /// A 24-bit colour (`38;2;r;g;b` / `48;2;r;g;b`).
    case rgb(RGB)

    /// The colour a terminal stores for a ViewKit colour kind already resolved for a profile.
    ///
    /// - Parameter kind: a colour already resolved for a profile.
    public init(_ kind: ViewKit.Color.Kind) {
      switch kind {
      case .default: self = .default
      case .ansi(let ansi): self = .indexed(ansi.rawValue)
      case .palette(let index): self = .indexed(index)
      case .rgb(let rgb): self = .rgb(rgb)
      }
    }

    /// Whether this is the terminal's default colour.
    public var isDefault: Bool { self == .default }

    /// `default`, `palette(n)` or `#rrggbb`.
    public var description: String {
      switch self {
      case .default: return "default"
      case .indexed(let index): return "palette(\(index))"
      case .rgb(let rgb): return rgb.hex
      }
    }
  }

  /// The SGR state: what the next written cell looks like.
  public struct Pen: Hashable, Sendable, CustomStringConvertible {
    /// The colour glyphs are drawn in.
    public var foreground: Color
    /// The colour behind the glyphs.
    public var background: Color
    /// Bold, faint, italic, underline, reverse and strikethrough.
    public var attributes: TextAttributes

    /// Creates a pen; everything defaults to the terminal's own look.
    ///
    /// - Parameters:
    ///   - foreground: the colour glyphs are drawn in.
    ///   - background: the colour behind them.
    ///   - attributes: bold, italic and the rest.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
      self.foreground = foreground
      self.background = background
      self.attributes = attributes
    }

    /// The state after SGR 0.
    public static let plain = Pen()

    /// `fg=… bg=…` and the attribute names.
    public var description: String {
      (["fg=\(foreground)", "bg=\(background)"] + attributes.names).joined(separator: " ")
    }
  }

  /// One cell of the screen.
  public struct Cell: Hashable, Sendable, CustomStringConvertible {
    /// The grapheme cluster shown; empty for the right half of a wide one.
    public var grapheme: String
    /// 1 or 2 for a grapheme's first cell, 0 for the right half of a wide grapheme.
    public var width: Int
    /// The SGR state the cell was written (or erased) in.
    public var pen: Pen
    /// Whether this is what is left of a wide grapheme whose other half was overwritten or
    /// erased. Terminals disagree on what it shows (here: a blank in the old grapheme's pen),
    /// so output whose final screen has one relies on a quirk.
    public var isOrphanedHalf: Bool
    /// The hyperlink (OSC 8) open when the cell was written: its URL; nil for none. Erased
    /// cells have none.
    public var link: String?

    /// Creates a cell holding a grapheme in a pen.
    ///
    /// - Parameters:
    ///   - grapheme: the text shown; empty for the right half of a wide grapheme.
    ///   - width: 1 or 2 for a grapheme, 0 for the right half of a wide one.
    ///   - pen: the colours and attributes.
    ///   - isOrphanedHalf: whether it is what is left of a wide grapheme whose other half was
    ///     overwritten or erased.
    ///   - link: the hyperlink's URL open when it was written, if any.
    public init(grapheme: String, width: Int, pen: Pen, isOrphanedHalf: Bool = false, link: String? = nil) {
      self.grapheme = grapheme
      self.width = width
      self.pen = pen
      self.isOrphanedHalf = isOrphanedHalf
      self.link = link
    }

    /// A blank (a space) in a pen.
    ///
    /// - Parameter pen: the colours and attributes of the space.
    /// - Returns: the cell.
    public static func blank(_ pen: Pen = .plain) -> Cell { Cell(grapheme: " ", width: 1, pen: pen) }

    /// The colour the cell's glyph is drawn in.
    public var foreground: Color { pen.foreground }
    /// The colour behind the cell's glyph.
    public var background: Color { pen.background }
    /// The cell's bold, italic and other attributes.
    public var attributes: TextAttributes { pen.attributes }
    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }

    /// The cell as it looks: a blank with nothing that draws in the foreground colour
    /// (underline, strikethrough, reverse) looks the same whatever its foreground, bold,
    /// faint or italic, so those are dropped. Everything else is kept.
    public var appearance: Cell {
      guard grapheme == " ", pen.attributes.isDisjoint(with: [.underline, .reverse, .strikethrough]) else {
        return self
      }
      var copy = self
      copy.pen.foreground = .default
      copy.pen.attributes = []
      return copy
    }

    /// `"a" fg=… bg=… bold`, `(right half) fg=…`, with `orphaned` for an orphaned half.
    public var description: String {
      let text = isContinuation ? "(right half)" : "\"\(grapheme)\"" + (width == 2 ? " (wide)" : "")
      return text + " \(pen)" + (isOrphanedHalf ? " orphaned" : "") + (link.map { " link=\($0)" } ?? "")
    }
  }

  /// How ``differences(from:comparing:)`` compares two cells.
  public enum Comparison: Sendable {
    /// Grapheme, width, foreground, background, attributes and orphaned halves, all equal.
    case exact
    /// Equal ``Cell/appearance``: blanks differing only in what does not show are equal.
    case appearance
  }

  /// A cell that differs between two screens (nil: outside that screen).
  public struct Difference: Sendable, CustomStringConvertible {
    /// The column, from 0.
    public let x: Int
    /// The row, from 0.
    public let y: Int
    /// The cell on this screen.
    public let this: Cell?
    /// The cell on the other screen (or the canvas).
    public let other: Cell?

    /// `x,y: <this> ≠ <other>`.
    public var description: String {
      "\(x),\(y): \(this.map(\.description) ?? "outside") ≠ \(other.map(\.description) ?? "outside")"
    }
  }

  /// Bytes the emulator does not interpret: none of them changed the screen.
  public struct Unsupported: Hashable, Sendable, CustomStringConvertible {
    /// The offset of the first byte in everything fed so far.
    public let offset: Int
    /// The bytes not interpreted.
    public let bytes: [UInt8]
    /// What they are, or why they are refused.
    public let reason: String

    /// `@offset "bytes": reason`, with escapes made visible.
    public var description: String { "@\(offset) \"\(TerminalScreen.escaped(bytes))\": \(reason)" }
  }

  /// One `CSI ? n h` (set) or `CSI ? n l` (reset).
  public struct ModeChange: Hashable, Sendable, CustomStringConvertible {
    /// The DEC private mode number.
    public let mode: Int
    /// True for `h`, false for `l`.
    public let isSet: Bool

    /// The mode and whether it was set, e.g. `?2026h` or `?25l`.
    public var description: String { "?\(mode)\(isSet ? "h" : "l")" }
  }

  /// The private modes interpreted or recorded without complaint.
  public static let knownModes: Set<Int> = [7, 25, 1000, 1002, 1006, 1049, 2004, 2026, 2027, 2031]

  // MARK: Configuration

  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// Background-colour erase: erased cells take the current SGR background (xterm, tmux)
  /// rather than the default background.
  public let bce: Bool
  /// tmux's `scroll-on-clear` (on by default): an erase of the whole screen from its top-left
  /// cell (`ED` 0 or 2 there) first pushes the screen's rows into the scrollback.
  public var scrollsOnClear = false
  /// The tty's `onlcr` output translation: each `\n` is written as `\r\n`, as happens when text
  /// is printed to a terminal in its normal (cooked) mode. A raw-mode program (OPOST off, as
  /// ``TerminalSession`` sets) has none, and `\n` only moves down.
  public let onlcr: Bool

  // MARK: State

  /// Where the next cluster goes (column and row, from 0).
  public private(set) var cursor = Point(x: 0, y: 0)
  /// Whether the last column was written and the next printable cluster wraps first.
  public private(set) var pendingWrap = false
  /// The current SGR state.
  public private(set) var pen = Pen.plain
  /// The hyperlink open (OSC 8): the URL cells written now take; nil when none is.
  public private(set) var link: String?
  /// Every copy to the clipboard (OSC 52 with target `c`), oldest first, as the base64 text sent.
  public private(set) var clipboard: [String] = []
  /// The current value of every private mode set or reset so far.
  public private(set) var modes: [Int: Bool] = [:]
  /// The kitty keyboard protocol's stack of pushed flags on the screen showing, the newest
  /// last; empty when the protocol is off. The main and alternate screens keep their own.
  public private(set) var keyboardFlags: [Int] = []
  /// The main screen's kitty keyboard stack while the alternate one shows.
  private var mainKeyboardFlags: [Int] = []
  /// Every private mode change, in order.
  public private(set) var modeChanges: [ModeChange] = []
  /// Everything not interpreted, in order.
  public private(set) var unsupported: [Unsupported] = []
  /// How many times a line feed on the bottom row scrolled the screen.
  public private(set) var scrolledLines = 0
  /// The rows scrolled off the top of the main screen, oldest first: the terminal's scrollback
  /// (the latest ``scrollbackLimit`` of them).
  public private(set) var scrollback: [[Cell]] = []
  /// The most rows ``scrollback`` keeps.
  public static let scrollbackLimit = 10_000
  /// How many bytes were fed in all.
  public private(set) var bytesFed = 0

  /// The cells, row by row.
  private var cells: [Cell]
  /// The main screen while the alternate one shows.
  private var savedMain: Saved?
  /// Where the parser is.
  private var phase = Phase.ground
  /// The escape sequence read so far.
  private var sequence: [UInt8] = []
  /// The offset of its first byte.
  private var sequenceStart = 0
  /// Printable bytes not drawn yet: a run of text is drawn whole, by grapheme cluster.
  private var text: [UInt8] = []
  /// The offset of its first byte.
  private var textStart = 0

  /// What DECSC (`ESC 7`) saved for DECRC (`ESC 8`).
  private var savedCursor: SavedCursor?

  /// The cursor, pen and pending wrap saved by DECSC.
  private struct SavedCursor: Sendable {
    var cursor: Point
    var pen: Pen
    var pendingWrap: Bool
  }

  /// The main screen, cursor and pen while the alternate screen shows (DECSC with mode 1049).
  private struct Saved: Sendable {
    var cells: [Cell]
    var cursor: Point
    var pen: Pen
  }

  /// Where the parser is between bytes.
  private enum Phase: Sendable {
    case ground, escape, csi, osc
  }

  /// A blank screen: every cell a space in the default colours, cursor at the top left,
  /// autowrap on.
  ///
  /// - Parameters:
  ///   - width: the number of columns; at least 1.
  ///   - height: the number of rows; at least 1.
  ///   - bce: see ``bce``.
  ///   - onlcr: see ``onlcr``.
  public init(width: Int, height: Int, bce: Bool = true, onlcr: Bool = false) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.bce = bce
    self.onlcr = onlcr
    cells = Array(repeating: .blank(), count: self.width * self.height)
  }

  /// A blank screen of a size; see ``init(width:height:bce:onlcr:)``.
  ///
  /// - Parameters:
  ///   - size: the columns and rows; each at least 1.
  ///   - bce: see ``bce``.
  ///   - onlcr: see ``onlcr``.
  public init(size: Size, bce: Bool = true, onlcr: Bool = false) {
    self.init(width: size.width, height: size.height, bce: bce, onlcr: onlcr)
  }

  // MARK: Reading

  /// Whether autowrap (DEC mode 7) is on; it is until `CSI ? 7 l`.
  public var autowrap: Bool { modes[7] ?? true }
  /// Whether the alternate screen (mode 1049) shows.
  public var isAlternateScreen: Bool { modes[1049] ?? false }
  /// Whether a synchronized update (mode 2026) is open.
  public var isSynchronizing: Bool { modes[2026] ?? false }
  /// Whether the cursor shows (mode 25).
  public var isCursorVisible: Bool { modes[25] ?? true }
  /// Whether the bytes fed so far end inside an escape sequence or a UTF-8 sequence.
  public var hasIncompleteInput: Bool { phase != .ground || !text.isEmpty }

  /// The cell at a position (a default blank outside the screen).
  ///
  /// - Parameters:
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  /// - Returns: the cell.
  public func cell(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < width, y < height else { return .blank() }
    return cells[y * width + x]
  }

  /// The cells of a row, left to right (empty outside the screen).
  ///
  /// - Parameter y: the row, from 0.
  /// - Returns: the row's cells.
  public func row(_ y: Int) -> [Cell] {
    guard y >= 0, y < height else { return [] }
    return Array(cells[y * width..<(y + 1) * width])
  }

  /// The screen's text, rows joined by `\n`, right halves of wide graphemes left out.
  ///
  /// - Parameter trimTrailingSpaces: drop each row's trailing spaces.
  /// - Returns: the text of every row.
  public func text(trimTrailingSpaces: Bool = true) -> String {
    (0..<height).map { y in
      var line = row(y).map(\.grapheme).joined()
      if trimTrailingSpaces {
        while line.last == " " { line.removeLast() }
      }
      return line
    }.joined(separator: "\n")
  }

  /// The scrollback's text then the screen's, rows joined by `\n`, each row's trailing spaces
  /// dropped: what `tmux capture-pane -S -` shows.
  public var textWithScrollback: String {
    let history = scrollback.map { row in
      var line = row.map(\.grapheme).joined()
      while line.last == " " { line.removeLast() }
      return line
    }
    return (history + [text()]).joined(separator: "\n")
  }

  /// Positions of cells left over from a wide grapheme cut in half (see ``Cell/isOrphanedHalf``).
  public var orphanedHalves: [Point] {
    var result: [Point] = []
    for index in cells.indices where cells[index].isOrphanedHalf {
      result.append(Point(x: index % width, y: index / width))
    }
    return result
  }

  /// The cells that differ from another screen's, row by row; cells outside either screen
  /// differ from any cell.
  ///
  /// - Parameters:
  ///   - other: the screen to compare with.
  ///   - comparing: whether cells must match exactly or only look the same.
  /// - Returns: one difference per cell, in reading order; empty when the screens agree.
  public func differences(from other: TerminalScreen, comparing: Comparison = .exact) -> [Difference] {
    guard width == other.width, height == other.height else {
      return differences(comparing: comparing, width: other.width, height: other.height) {
        other.cell(x: $0, y: $1)
      }
    }
    var result: [Difference] = []
    for index in cells.indices {
      let mine = cells[index]
      let theirs = other.cells[index]
      if mine == theirs || (comparing == .appearance && mine.appearance == theirs.appearance) { continue }
      result.append(Difference(x: index % width, y: index / width, this: mine, other: theirs))
    }
    return result
  }

  /// The cells that differ from what a canvas shows when it is written for `profile`: its
  /// graphemes, and its styles with colours resolved as the encoders resolve them.
  ///
  /// ViewKit's encoders leave out blanks that look like no cell at all, so compare the
  /// ``Comparison/appearance`` (the default) unless every cell was written.
  ///
  /// - Parameters:
  ///   - canvas: the canvas the bytes were made from.
  ///   - profile: the colour profile the canvas was written for.
  ///   - comparing: whether cells must match exactly or only look the same.
  ///   - hyperlinks: whether the canvas was written with hyperlinks (OSC 8), so its linked cells
  ///     must hold their links; without, no cell may hold one.
  /// - Returns: one difference per cell, in reading order; empty when the screen shows the canvas.
  public func differences(
    from canvas: Canvas, profile: ColorProfile, comparing: Comparison = .appearance, hyperlinks: Bool = false
  ) -> [Difference] {
    // Cells share a handful of styles: resolve each style of the table once, when first met.
    var pens = [Pen?](repeating: nil, count: canvas.styles.count)
    return differences(comparing: comparing, width: canvas.width, height: canvas.height) { x, y in
      let index = canvas.cell(x: x, y: y).styleIndex
      let pen = pens[index] ?? Self.pen(of: canvas.styles[index], profile: profile)
      pens[index] = pen
      var cell = Self.cell(of: canvas, x: x, y: y, pen: pen)
      if hyperlinks { cell.link = canvas.styles[index].link?.url }
      return cell
    }
  }

  /// The cell a terminal should hold for a canvas cell written with `profile`.
  ///
  /// - Parameters:
  ///   - canvas: the canvas.
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  ///   - profile: the colour profile it was written for.
  /// - Returns: the expected terminal cell.
  public static func cell(of canvas: Canvas, x: Int, y: Int, profile: ColorProfile) -> Cell {
    cell(of: canvas, x: x, y: y, pen: pen(of: canvas.style(x: x, y: y), profile: profile))
  }

  /// The pen a terminal holds for a style written with `profile`: in 16 and 256 colours, its
  /// two colours downsampled together as they are sent (``SentStyle``).
  ///
  /// - Parameters:
  ///   - style: a canvas style.
  ///   - profile: the colour profile it was written for.
  /// - Returns: the pen.
  public static func pen(of style: Style, profile: ColorProfile) -> Pen {
    let sent = SentStyle(
      foreground: style.foreground, background: style.background, attributes: style.attributes,
      profile: profile)
    return Pen(
      foreground: Color(sent.foreground), background: Color(sent.background), attributes: sent.attributes)
  }

  /// The cell for a canvas cell whose pen is known.
  private static func cell(of canvas: Canvas, x: Int, y: Int, pen: Pen) -> Cell {
    if canvas.cell(x: x, y: y).isContinuation { return Cell(grapheme: "", width: 0, pen: pen) }
    let isWide = x + 1 < canvas.width && canvas.cell(x: x + 1, y: y).isContinuation
    return Cell(grapheme: canvas.grapheme(x: x, y: y), width: isWide ? 2 : 1, pen: pen)
  }

  /// The differing cells, with `other` giving the other side's cell inside its size.
  private func differences(
    comparing: Comparison, width otherWidth: Int, height otherHeight: Int, other: (Int, Int) -> Cell
  ) -> [Difference] {
    var result: [Difference] = []
    for y in 0..<max(height, otherHeight) {
      for x in 0..<max(width, otherWidth) {
        let mine = x < width && y < height ? cells[y * width + x] : nil
        let theirs = x < otherWidth && y < otherHeight ? other(x, y) : nil
        guard let mine, let theirs else {
          result.append(Difference(x: x, y: y, this: mine, other: theirs))
          continue
        }
        let same = mine == theirs || (comparing == .appearance && mine.appearance == theirs.appearance)
        if !same { result.append(Difference(x: x, y: y, this: mine, other: theirs)) }
      }
    }
    return result
  }

  /// Bytes as readable text: ESC as `\e`, other controls as `\u{…}`, a backslash doubled,
  /// invalid UTF-8 as U+FFFD.
  ///
  /// - Parameter bytes: the bytes to show.
  /// - Returns: the text.
  public static func escaped(_ bytes: some Sequence<UInt8>) -> String {
    var result = ""
    for scalar in String(decoding: Array(bytes), as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 0x1B: result += "\\e"
      case 0x5C: result += "\\\\"
      case 0..<0x20, 0x7F..<0xA0: result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  // MARK: Feeding

  /// Interprets bytes as a terminal would, in order.
  ///
  /// - Parameter bytes: the bytes a program wrote.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      consume(byte)
      bytesFed += 1
    }
    flushText(atEnd: true)
  }

  /// Interprets the UTF-8 bytes of a string.
  ///
  /// - Parameter string: the text a program wrote, escape sequences included.
  public mutating func feed(_ string: String) { feed(Array(string.utf8)) }

  /// Takes one byte through the parser.
  private mutating func consume(_ byte: UInt8) {
    if byte == 0x18 {
      // CAN: a terminal drops the sequence or string in progress; on the ground it does nothing.
      if phase != .ground {
        phase = .ground
        reject("an escape sequence cancelled by CAN")
      } else {
        flushText(atEnd: false)
      }
      return
    }
    switch phase {
    case .ground:
      if byte == 0x1B {
        flushText(atEnd: false)
        phase = .escape
        sequence = [byte]
        sequenceStart = bytesFed
      } else if byte >= 0x20 && byte != 0x7F {
        if text.isEmpty { textStart = bytesFed }
        text.append(byte)
      } else {
        flushText(atEnd: false)
        control(byte)
      }
    case .escape:
      sequence.append(byte)
      switch byte {
      case 0x5B: phase = .csi
      case 0x5D: phase = .osc
      case 0x5C: phase = .ground  // ST with no string open: nothing to end
      case 0x37:  // DECSC: save the cursor and pen
        phase = .ground
        savedCursor = SavedCursor(cursor: cursor, pen: pen, pendingWrap: pendingWrap)
      case 0x38:  // DECRC: restore them (the top-left corner and a plain pen if none was saved)
        phase = .ground
        let saved = savedCursor ?? SavedCursor(cursor: Point(x: 0, y: 0), pen: .plain, pendingWrap: false)
        cursor = saved.cursor
        pen = saved.pen
        pendingWrap = saved.pendingWrap
      default:
        phase = .ground
        reject("an escape sequence other than CSI")
      }
    case .csi:
      if (0x40...0x7E).contains(byte) {
        sequence.append(byte)
        phase = .ground
        dispatchCSI()
      } else if (0x20...0x3F).contains(byte) {
        sequence.append(byte)
        if sequence.count > 64 {
          phase = .ground
          reject("a CSI sequence longer than 64 bytes")
        }
      } else {
        phase = .ground
        reject("a CSI sequence cut short by byte 0x" + String(byte, radix: 16))
        consume(byte)
      }
    case .osc:
      sequence.append(byte)
      let terminated = byte == 0x07 || (byte == 0x5C && sequence[sequence.count - 2] == 0x1B)
      if terminated || sequence.count > 4_096 {
        phase = .ground
        if terminated, hyperlink() || copy() { return }
        reject("an OSC (operating system command)")
      }
    }
  }

  /// Takes the OSC just read when it is a hyperlink (`OSC 8 ; params ; URL`): opens the link,
  /// or closes it for an empty URL. Returns false for any other OSC.
  private mutating func hyperlink() -> Bool {
    let end = sequence.last == 0x07 ? sequence.count - 1 : sequence.count - 2
    guard end >= 4, sequence[2] == 0x38, sequence[3] == 0x3B else { return false }
    let body = sequence[4..<end]
    guard let separator = body.firstIndex(of: 0x3B) else { return false }
    let url = body[(separator + 1)...]
    if url.contains(where: { $0 <= 0x20 || $0 > 0x7E }) {
      reject("an OSC 8 URL with a space or a byte outside printable ASCII")
    }
    link = url.isEmpty ? nil : String(decoding: url, as: UTF8.self)
    return true
  }

  /// Takes the OSC just read when it is a copy (`OSC 52 ; c ; base64`) holding only base64
  /// characters. Returns false for any other OSC.
  private mutating func copy() -> Bool {
    let end = sequence.last == 0x07 ? sequence.count - 1 : sequence.count - 2
    let prefix: [UInt8] = [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B]
    guard end >= prefix.count, Array(sequence[0..<prefix.count]) == prefix else { return false }
    let payload = sequence[prefix.count..<end]
    let base64 = payload.allSatisfy {
      (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2B
        || $0 == 0x2F || $0 == 0x3D
    }
    guard base64 else { return false }
    clipboard.append(String(decoding: payload, as: UTF8.self))
    return true
  }

  /// Records the escape sequence just read as unsupported.
  private mutating func reject(_ reason: String) {
    unsupported.append(Unsupported(offset: sequenceStart, bytes: sequence, reason: reason))
  }

  /// Records some bytes as unsupported.
  private mutating func reject(_ reason: String, bytes: [UInt8], offset: Int) {
    unsupported.append(Unsupported(offset: offset, bytes: bytes, reason: reason))
  }

  /// A C0 control byte: CR and LF; anything else is recorded.
  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D:
      carriageReturn()
    case 0x0A:
      if onlcr { carriageReturn() }
      lineFeed()
    default:
      reject("the control character 0x" + String(byte, radix: 16), bytes: [byte], offset: bytesFed)
    }
  }

  /// CR: column 0, no pending wrap.
  private mutating func carriageReturn() {
    cursor.x = 0
    pendingWrap = false
  }

  /// LF: one row down, scrolling on the bottom row.
  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.y + 1 < height {
      cursor.y += 1
      return
    }
    scrolledLines += 1
    if !isAlternateScreen {
      scrollback.append(Array(cells[0..<width]))
      if scrollback.count > Self.scrollbackLimit {
        scrollback.removeFirst(scrollback.count - Self.scrollbackLimit)
      }
    }
    cells.removeFirst(width)
    cells.append(contentsOf: Array(repeating: Cell.blank(erasePen), count: width))
  }

  /// The pen erased cells take: the current background with BCE, else the default.
  private var erasePen: Pen { Pen(background: bce ? pen.background : .default) }

  // MARK: Text

  /// Draws the text read so far; at the end of a feed an unfinished UTF-8 sequence waits.
  private mutating func flushText(atEnd: Bool) {
    guard !text.isEmpty else { return }
    var run = text
    var kept: [UInt8] = []
    if atEnd {
      let incomplete = Self.incompleteUTF8Suffix(run)
      kept = Array(run.suffix(incomplete))
      run.removeLast(incomplete)
    }
    let start = textStart
    text = kept
    textStart = start + run.count
    guard !run.isEmpty else { return }
    guard let string = String(validating: run, as: UTF8.self) else {
      return reject("invalid UTF-8", bytes: run, offset: start)
    }
    var offset = start
    for character in string {
      let count = character.utf8.count
      write(character, offset: offset)
      offset += count
    }
  }

  /// How many bytes at the end start a UTF-8 sequence that is not complete yet.
  private static func incompleteUTF8Suffix(_ bytes: [UInt8]) -> Int {
    for back in 1...min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      guard byte & 0xC0 == 0x80 else {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return length > back ? back : 0
      }
    }
    return 0
  }

  /// Draws one grapheme cluster at the cursor, wrapping as xterm does.
  private mutating func write(_ character: Character, offset: Int) {
    let clusterWidth = DisplayWidth.of(character)
    guard clusterWidth > 0 else {
      return reject(
        "a cluster of width 0, with no cell of its own", bytes: Array(character.utf8), offset: offset)
    }
    if pendingWrap {
      carriageReturn()
      lineFeed()
    }
    if clusterWidth == 2 && cursor.x == width - 1 {
      reject(
        "a wide cluster at the last column (a terminal leaves that column and wraps)",
        bytes: Array(character.utf8), offset: offset)
      guard autowrap && width >= 2 else { return }
      carriageReturn()
      lineFeed()
    }
    let x = cursor.x
    let y = cursor.y
    cutWideGraphemes(from: x, to: x + clusterWidth, y: y)
    cells[y * width + x] = Cell(grapheme: String(character), width: clusterWidth, pen: pen, link: link)
    if clusterWidth == 2 { cells[y * width + x + 1] = Cell(grapheme: "", width: 0, pen: pen, link: link) }
    if x + clusterWidth >= width {
      cursor.x = width - 1
      pendingWrap = autowrap
    } else {
      cursor.x = x + clusterWidth
    }
  }

  /// Before cells `start..<end` of a row are replaced: a wide grapheme crossing either edge
  /// loses its other half, which is left an orphaned blank.
  private mutating func cutWideGraphemes(from start: Int, to end: Int, y: Int) {
    guard start < end else { return }
    let row = y * width
    if start > 0 && cells[row + start].isContinuation { orphan(row + start - 1) }
    if end < width && cells[row + end].isContinuation { orphan(row + end) }
  }

  /// Turns a cell into the orphaned half of a wide cluster.
  private mutating func orphan(_ index: Int) {
    cells[index] = Cell(
      grapheme: " ", width: 1, pen: cells[index].pen, isOrphanedHalf: true, link: cells[index].link)
  }

  // MARK: Erasing

  /// Erases cells `start..<end` of a row (clamped to the row).
  private mutating func erase(row y: Int, from start: Int, to end: Int) {
    let start = max(0, start)
    let end = min(width, end)
    guard start < end else { return }
    cutWideGraphemes(from: start, to: end, y: y)
    let blank = Cell.blank(erasePen)
    for x in start..<end { cells[y * width + x] = blank }
  }

  /// Erases whole rows.
  private mutating func eraseRows(_ rows: Range<Int>) {
    for y in rows { erase(row: y, from: 0, to: width) }
  }

  // MARK: Control sequences

  /// Parses the parameters of the CSI sequence just read and acts on it.
  private mutating func dispatchCSI() {
    guard let final = sequence.last else { return }
    var body = sequence.dropFirst(2).dropLast()
    if final == 0x75, let marker = body.first, marker == 0x3E || marker == 0x3C {
      // The kitty keyboard protocol: push flags (`>`), or pop entries (`<`, 1 by default).
      let digits = body.dropFirst()
      guard digits.allSatisfy({ (0x30...0x39).contains($0) }), digits.count <= 6 else {
        return reject("a kitty keyboard push or pop with parameters other than one number")
      }
      let number = digits.isEmpty ? nil : digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      if marker == 0x3E {
        keyboardFlags.append(number ?? 0)
      } else {
        keyboardFlags.removeLast(min(keyboardFlags.count, max(1, number ?? 1)))
      }
      return
    }
    let isPrivate = body.first == 0x3F
    if isPrivate { body = body.dropFirst() }
    guard body.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else {
      return reject("parameters other than digits and ';' (sub-parameters, intermediates or a prefix)")
    }
    var params: [Int?] = []
    if !body.isEmpty {
      params = body.split(separator: 0x3B, omittingEmptySubsequences: false).map { digits in
        digits.isEmpty ? nil : digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), 1_000_000) }
      }
    }
    if isPrivate {
      guard final == 0x68 || final == 0x6C else { return reject("a private CSI other than ?…h or ?…l") }
      let numbers = params.compactMap { $0 }
      guard !numbers.isEmpty, numbers.count == params.count else {
        return reject("a private mode with no number")
      }
      for mode in numbers { setMode(mode, final == 0x68) }
      return
    }
    dispatch(final: final, params)
  }

  /// Acts on a CSI sequence without a private marker.
  private mutating func dispatch(final: UInt8, _ params: [Int?]) {
    /// The parameter at an index as a count or position: missing or 0 is 1.
    func count(_ index: Int) -> Int { max(1, index < params.count ? params[index] ?? 1 : 1) }
    let maximum: Int
    switch final {
    case 0x6D: return selectGraphicRendition(params)
    case 0x48: maximum = 2
    default: maximum = 1
    }
    guard params.count <= maximum else { return reject("more parameters than this sequence takes") }
    switch final {
    case 0x48:  // H: cursor position
      moveCursor(x: count(1) - 1, y: count(0) - 1)
    case 0x41:  // A: up
      moveCursor(x: cursor.x, y: cursor.y - count(0))
    case 0x42:  // B: down
      moveCursor(x: cursor.x, y: cursor.y + count(0))
    case 0x43:  // C: forward
      moveCursor(x: cursor.x + count(0), y: cursor.y)
    case 0x44:  // D: back
      moveCursor(x: cursor.x - count(0), y: cursor.y)
    case 0x47:  // G: column
      moveCursor(x: count(0) - 1, y: cursor.y)
    case 0x4B:  // K: erase in line
      pendingWrap = false
      switch params.first ?? 0 {
      case 0: erase(row: cursor.y, from: cursor.x, to: width)
      case 1: erase(row: cursor.y, from: 0, to: cursor.x + 1)
      case 2: erase(row: cursor.y, from: 0, to: width)
      default: reject("an EL mode other than 0, 1 or 2")
      }
    case 0x4A:  // J: erase in display
      pendingWrap = false
      switch params.first ?? 0 {
      case 0:
        if scrollsOnClear && cursor == Point(x: 0, y: 0) { pushScreenToScrollback() }
        erase(row: cursor.y, from: cursor.x, to: width)
        eraseRows(cursor.y + 1..<height)
      case 1:
        eraseRows(0..<cursor.y)
        erase(row: cursor.y, from: 0, to: cursor.x + 1)
      case 2:
        if scrollsOnClear { pushScreenToScrollback() }
        eraseRows(0..<height)
      default: reject("an ED mode other than 0, 1 or 2")
      }
    case 0x58:  // X: erase characters
      pendingWrap = false
      erase(row: cursor.y, from: cursor.x, to: cursor.x + count(0))
    default:
      reject("an unsupported CSI final byte '\(Character(Unicode.Scalar(final)))'")
    }
  }

  /// The rows down to the last one with something on it, into the scrollback (tmux's
  /// `scroll-on-clear`).
  private mutating func pushScreenToScrollback() {
    guard !isAlternateScreen else { return }
    let used = (0..<height).last { y in row(y).contains { $0.grapheme != " " && !$0.grapheme.isEmpty } }
    guard let used else { return }
    for y in 0...used { scrollback.append(row(y)) }
  }

  /// Moves the cursor, clamped to the screen; the pending wrap is cancelled.
  private mutating func moveCursor(x: Int, y: Int) {
    cursor = Point(x: min(max(0, x), width - 1), y: min(max(0, y), height - 1))
    pendingWrap = false
  }

  /// Records a private mode change and applies the ones that change the screen (7, 1049).
  private mutating func setMode(_ mode: Int, _ isSet: Bool) {
    modeChanges.append(ModeChange(mode: mode, isSet: isSet))
    let was = modes[mode]
    modes[mode] = isSet
    guard Self.knownModes.contains(mode) else { return reject("private mode \(mode)") }
    switch mode {
    case 7 where !isSet:
      pendingWrap = false
    case 1049 where isSet && was != true:
      savedMain = Saved(cells: cells, cursor: cursor, pen: pen)
      mainKeyboardFlags = keyboardFlags
      keyboardFlags = []
      pendingWrap = false
      eraseRows(0..<height)
    case 1049 where !isSet && was == true:
      if let savedMain {
        cells = savedMain.cells
        cursor = savedMain.cursor
        pen = savedMain.pen
      }
      savedMain = nil
      keyboardFlags = mainKeyboardFlags
      pendingWrap = false
    default:
      break
    }
  }

  /// SGR: applies each code in turn; an unknown one is recorded and skipped.
  private mutating func selectGraphicRendition(_ params: [Int?]) {
    let codes = params.isEmpty ? [nil] : params
    var index = 0
    while index < codes.count {
      let code = codes[index] ?? 0
      switch code {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.faint)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 9: pen.attributes.insert(.strikethrough)
      case 22: pen.attributes.subtract([.bold, .faint])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.reverse)
      case 29: pen.attributes.remove(.strikethrough)
      case 30...37: pen.foreground = .indexed(UInt8(code - 30))
      case 39: pen.foreground = .default
      case 40...47: pen.background = .indexed(UInt8(code - 40))
      case 49: pen.background = .default
      case 90...97: pen.foreground = .indexed(UInt8(code - 90 + 8))
      case 100...107: pen.background = .indexed(UInt8(code - 100 + 8))
      case 38, 48:
        guard let extended = Self.extendedColor(codes, after: index) else {
          return reject("SGR \(code) without a well-formed 5;n or 2;r;g;b")
        }
        if code == 38 { pen.foreground = extended.color } else { pen.background = extended.color }
        index += extended.used
      default:
        reject("SGR \(code)")
      }
      index += 1
    }
  }

  /// The colour of `38;5;n` or `38;2;r;g;b` whose 38 (or 48) is at `index`, and how many
  /// parameters after it the colour took.
  private static func extendedColor(_ codes: [Int?], after index: Int) -> (color: Color, used: Int)? {
    /// The parameter at an offset after `index`, when present and a byte.
    func byte(_ offset: Int) -> UInt8? {
      guard index + offset < codes.count, let value = codes[index + offset], value <= 255 else { return nil }
      return UInt8(value)
    }
    switch byte(1) {
    case 5:
      guard let palette = byte(2) else { return nil }
      return (.indexed(palette), 2)
    case 2:
      guard let red = byte(2), let green = byte(3), let blue = byte(4) else { return nil }
      return (.rgb(RGB(red, green, blue)), 4)
    default:
      return nil
    }
  }
}
