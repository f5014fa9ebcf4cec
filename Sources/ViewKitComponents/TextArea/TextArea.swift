import ViewKitCore
import ViewKitStyle

/// A multi-line text input: label, placeholder, lines soft-wrapped at the width, a caret, a
/// selection, optional line numbers and a `count/limit` counter.
///
/// Only the lines on screen are wrapped and drawn, and an edit changes one line, so a keystroke
/// in a document of 10,000 lines costs what one in 10 lines does. The view shows `rows` rows
/// and scrolls only as far as it must to show the caret. CJK and emoji take their two cells; a
/// line breaks between words, between wide characters, or inside a word longer than the width.
/// Tokens: `textArea.*`.
///
/// ```swift
/// TextArea("Notes", text: Bindable(model).notes, placeholder: "Write something…", lineNumbers: true)
///   .focused(Bindable(model).focus, equals: .notes)
/// ```
public struct TextArea: View {
  let face: TextAreaFace
  let text: Binding<TextAreaState>?
  @Environment(\.editExternally) private var editExternally
  @Environment(\.externalEditFailure) private var editFailure

  /// Creates a picture of a text area in a state (it takes no input).
  ///
  /// - Parameters:
  ///   - label: the line above the area; nil for none.
  ///   - state: the text, caret and selection to show.
  ///   - placeholder: what the empty area shows.
  ///   - lineNumbers: number the lines in a gutter on the left.
  ///   - rows: how many rows of text show.
  public init(
    _ label: String? = nil, state: TextAreaState, placeholder: String = "", lineNumbers: Bool = false,
    rows: Int = 5
  ) {
    face = TextAreaFace(
      label: label, state: state, placeholder: placeholder, lineNumbers: lineNumbers, rows: max(1, rows))
    text = nil
  }

  /// Creates a text area that edits the text a binding holds.
  ///
  /// Focused, it takes every printable key and paste (controls made inert, line breaks kept,
  /// a paste capped by the limit), Enter for a new line, and the editing keys: ←→ by grapheme
  /// (with Ctrl or Alt: by word), ↑↓ by wrapped row, PgUp/PgDn by `rows` rows, Home/End and ^A/^E
  /// (line), Ctrl-Home/Ctrl-End (text), Shift with any of them to select, M-A to select all,
  /// Backspace/Delete, ^W (word), ^U (to the line's start), ^K (to its end), M-Z (Alt-Z) undo
  /// and ^Y (or M-Y, M-⇧Z) redo, M-E (Alt-E, as in fish) edits the text in `$VISUAL` or
  /// `$EDITOR` where the app runs in a terminal (one undoable change; a failure goes to
  /// ``View/onExternalEditFailure(_:)``); Ctrl-Z stays the app's suspend, handled before any view. A
  /// click puts the caret, a Shift-click selects to it, a drag (press, move, release) selects
  /// what it passes over (past the top or bottom it scrolls a row a move), the wheel moves the
  /// caret three rows. Tab, Escape and Ctrl-Enter go on to the views around it (Tab moves focus
  /// on). ↑↓ move by the rows lines wrap into, keeping the caret's cell (never inside a wide
  /// character), as editors do.
  ///
  /// - Parameters:
  ///   - label: the line above the area; nil for none.
  ///   - text: the text, caret and selection, written as the user edits.
  ///   - placeholder: what the empty area shows.
  ///   - lineNumbers: number the lines in a gutter on the left.
  ///   - rows: how many rows of text show.
  public init(
    _ label: String? = nil, text: Binding<TextAreaState>, placeholder: String = "", lineNumbers: Bool = false,
    rows: Int = 5
  ) {
    face = TextAreaFace(
      label: label, state: text.wrappedValue, placeholder: placeholder, lineNumbers: lineNumbers,
      rows: max(1, rows))
    self.text = text
  }

  /// The bordered area with its label, lines or placeholder, caret and counter.
  public var body: some View {
    if let text {
      let (geometry, rows) = (face.geometry, face.rows)
      face.focusable(
        face.label ?? face.placeholder, bindings: bindings(text, rows: rows, geometry: geometry),
        input: { TextArea.edit(text, $0, rows: rows, geometry: geometry) },
        onClick: { mouse, _ in
          guard let position = geometry.position(x: mouse.x, y: mouse.y) else { return }
          TextArea.change(text, rows: rows, geometry: geometry) {
            $0.moveCaret(to: position, selecting: mouse.modifiers.contains(.shift))
          }
        },
        onScroll: { mouse, _ in
          guard mouse.wheelDelta != 0 else { return false }
          TextArea.change(text, rows: rows, geometry: geometry) {
            let width = geometry.wrapWidth
            mouse.wheelDelta < 0 ? $0.moveUp(3, width: width) : $0.moveDown(3, width: width)
          }
          return true
        },
        onDrag: { mouse, _ in
          guard let (position, beyond) = geometry.dragPosition(x: mouse.x, y: mouse.y) else { return }
          TextArea.change(text, rows: rows, geometry: geometry) {
            $0.moveCaret(to: position, selecting: true)
            // Past the top or the bottom, the selection goes on a row at a time, scrolling.
            if beyond < 0 { $0.moveUp(width: geometry.wrapWidth, selecting: true) }
            if beyond > 0 { $0.moveDown(width: geometry.wrapWidth, selecting: true) }
          }
        })
    } else {
      face
    }
  }

  /// The keys listed in the help, with M-E where an editor can run (``ExternalEditAction``):
  /// the text goes to the editor and comes back as one undoable change.
  func bindings(_ text: Binding<TextAreaState>, rows: Int, geometry: TextAreaGeometry) -> [KeyBinding] {
    guard editExternally.isAvailable else { return TextArea.bindings }
    let (edit, failure) = (editExternally, editFailure)
    return TextArea.bindings + [
      KeyBinding([.alt("e")], "edit in $EDITOR", display: "M-E", visibility: .help) {
        let result = edit(text.wrappedValue.text)
        if let edited = result.text {
          TextArea.change(text, rows: rows, geometry: geometry) { $0.replaceText(with: edited) }
        } else {
          failure?.report(result)
        }
      }
    ]
  }

  /// The keys listed in the help; the area takes them in `edit`, so each binding passes.
  static var bindings: [KeyBinding] {
    [
      KeyBinding([.left, .right, .up, .down], "move the caret", display: "←→↑↓", visibility: .help) { _ in
        false
      },
      KeyBinding([Key(.left, .shift), Key(.right, .shift)], "select", display: "⇧←→", visibility: .help) {
        _ in
        false
      },
      KeyBinding(
        [Key(.left, .control), Key(.right, .control)], "by word", display: "^← ^→", visibility: .help
      ) {
        _ in false
      },
      KeyBinding([.home, .end], "line start / end", display: "home end", visibility: .help) { _ in false },
      KeyBinding([.alt("z")], "undo", display: "M-Z", visibility: .help) { _ in false },
      KeyBinding([.ctrl("y"), .alt("y"), .alt("Z")], "redo", display: "^Y", visibility: .help) { _ in false },
      KeyBinding([.alt("a")], "select all", display: "M-A", visibility: .help) { _ in false },
      KeyBinding([.ctrl("w")], "delete a word", display: "^W", visibility: .help) { _ in false },
      KeyBinding([.ctrl("u")], "delete to the line's start", display: "^U", visibility: .help) { _ in false },
      KeyBinding([.ctrl("k")], "delete to the line's end", display: "^K", visibility: .help) { _ in false },
    ]
  }

  /// Applies a change to the state, then scrolls so the caret shows in the last width drawn,
  /// from the first line drawn (which the state may not know yet: a view opened at the end of
  /// a long text is drawn scrolled there), so the text moves only as far as the caret needs.
  static func change(
    _ text: Binding<TextAreaState>, rows: Int, geometry: TextAreaGeometry,
    _ change: (inout TextAreaState) -> Void
  ) {
    text.modify { state in
      if let drawn = geometry.rows.first?.line { state.firstLine = drawn }
      change(&state)
      if geometry.textWidth > 0 {
        state.firstLine = TextAreaLayout.firstLine(of: state, width: geometry.textWidth, rows: rows)
      }
    }
  }

  /// Applies an editing key or a paste to an area's state; false for input it does not use.
  static func edit(
    _ text: Binding<TextAreaState>, _ event: InputEvent, rows: Int, geometry: TextAreaGeometry
  ) -> Bool {
    switch event {
    case .paste(let pasted):
      change(text, rows: rows, geometry: geometry) { $0.insert(pasted) }
      return true
    case .key(let key):
      if let character = key.printable {
        change(text, rows: rows, geometry: geometry) { $0.insert(String(character)) }
        return true
      }
      guard let edit = editing(key, rows: rows, width: geometry.wrapWidth) else { return false }
      change(text, rows: rows, geometry: geometry, edit)
      return true
    case .mouse, .unknown, .reply:
      return false
    }
  }

  /// The change an editing key makes, if it is one; ↑↓ and the page keys move by the rows of
  /// lines wrapped at `width` (by logical line when nil).
  static func editing(_ key: Key, rows: Int, width: Int? = nil) -> ((inout TextAreaState) -> Void)? {
    let word = !key.modifiers.isDisjoint(with: [.control, .alt])
    let select = key.modifiers.contains(.shift)
    switch key.code {
    case .enter:
      return key.modifiers.isEmpty ? { $0.insertNewline() } : nil
    case .left: return word ? { $0.moveWordLeft(selecting: select) } : { $0.moveLeft(selecting: select) }
    case .right: return word ? { $0.moveWordRight(selecting: select) } : { $0.moveRight(selecting: select) }
    case .up: return { $0.moveUp(width: width, selecting: select) }
    case .down: return { $0.moveDown(width: width, selecting: select) }
    case .pageUp: return { $0.moveUp(rows, width: width, selecting: select) }
    case .pageDown: return { $0.moveDown(rows, width: width, selecting: select) }
    case .home:
      return key.modifiers.contains(.control)
        ? { $0.moveToStart(selecting: select) } : { $0.moveToLineStart(selecting: select) }
    case .end:
      return key.modifiers.contains(.control)
        ? { $0.moveToEnd(selecting: select) } : { $0.moveToLineEnd(selecting: select) }
    case .backspace: return word ? { $0.deleteWordBackward() } : { $0.deleteBackward() }
    case .delete: return { $0.deleteForward() }
    case .character(let character) where key.modifiers == .control:
      switch character {
      case "a": return { $0.moveToLineStart() }
      case "e": return { $0.moveToLineEnd() }
      case "b": return { $0.moveLeft() }
      case "f": return { $0.moveRight() }
      case "p": return { $0.moveUp(width: width) }
      case "n": return { $0.moveDown(width: width) }
      case "d": return { $0.deleteForward() }
      case "h": return { $0.deleteBackward() }
      case "w": return { $0.deleteWordBackward() }
      case "u": return { $0.deleteToLineStart() }
      case "k": return { $0.deleteToLineEnd() }
      case "y": return { $0.redo() }
      default: return nil
      }
    case .character(let character) where key.modifiers == .alt:
      switch character {
      case "z": return { $0.undo() }
      case "y", "Z": return { $0.redo() }
      case "b": return { $0.moveWordLeft() }
      case "f": return { $0.moveWordRight() }
      case "a": return { $0.selectAll() }
      default: return nil
      }
    default: return nil
    }
  }
}

/// How a text area looks; ``TextArea`` adds focus and editing.
struct TextAreaFace: View {
  var geometry = TextAreaGeometry()
  let label: String?
  let state: TextAreaState
  let placeholder: String
  let lineNumbers: Bool
  let rows: Int
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let focused = isFocused && isEnabled
    let value = isEnabled ? theme[.textAreaValue] : theme[.textAreaDisabled]
    let styles = TextAreaLayout.Styles(
      value: TextStyleToken(attributes: value.attributes, foreground: value.foreground),
      placeholder: plain(theme[.textAreaPlaceholder]),
      caret: TextStyleToken(attributes: theme[.textAreaCaret].attributes),
      selection: plain(theme[.textAreaSelection]), lineNumber: plain(theme[.textAreaLineNumber]))
    let layout = TextAreaLayout(
      state: state, rows: rows, lineNumbers: lineNumbers, showsCaret: focused,
      placeholder: Glyph.glyphs(of: placeholder), styles: styles, geometry: geometry)
    let geometry = self.geometry
    VStack(alignment: .leading) {
      if let label { Text(label).style(theme[.textAreaLabel]).lineLimit(1) }
      StyledText(sizing: .fill(ideal: 40), runs: { layout.rows(width: $0) })
        .onDraw { rect in
          geometry.originX = rect.minX
          geometry.originY = rect.minY
        }
        .padding(.horizontal, 1)
        .border(focused ? theme[.textAreaFocusBorder] : theme[.textAreaBorder])
      if let limit = state.limit {
        HStack {
          Spacer()
          Text("\(state.count)/\(limit)").style(theme[.textAreaCounter])
        }
      }
    }
    .semantics { [label = label ?? placeholder, state, focused] in
      // The document and the selection are joined only when a screen reader records them: a
      // keystroke in a long document draws the lines that show, not all it holds.
      SemanticElement(
        role: .textArea, label: label, value: state.text,
        details: Self.spokenDetails(of: state, focused: focused))
    }
  }

  /// What a screen reader reads after the value: the lines, the caret's line and column when
  /// focused, the selection, the count against the limit.
  static func spokenDetails(of state: TextAreaState, focused: Bool) -> [String] {
    var details = ["\(state.lineCount) \(state.lineCount == 1 ? "line" : "lines")"]
    if focused {
      details.append("caret on line \(state.caret.line + 1), column \(state.caret.column + 1)")
      let selected = state.selectedText.count
      if selected > 0 { details.append("\(selected) characters selected") }
    }
    if let limit = state.limit { details.append("\(state.count) of \(limit) characters") }
    return details
  }

  /// A style's colour and attributes without its background.
  func plain(_ style: TextStyleToken) -> TextStyleToken {
    TextStyleToken(attributes: style.attributes, foreground: style.foreground)
  }
}

/// Where a text area drew its rows: which character of which line is at which cell, for clicks.
final class TextAreaGeometry {
  /// One drawn row: the line it shows, the cell each grapheme starts at, and the column a
  /// click past its end puts the caret at.
  struct Row {
    var line: Int
    var cells: [(x: Int, width: Int, column: Int)]
    var startColumn: Int
    var endColumn: Int
  }

  var originX = 0
  var originY = 0
  /// The cells left of the text (the line-number gutter).
  var gutter = 0
  /// The width lines were wrapped at, 0 before the first draw.
  var textWidth = 0
  /// The width ↑↓ move by rows of: the width drawn at, nil (logical lines) before a draw.
  var wrapWidth: Int? { textWidth > 0 ? textWidth : nil }
  var rows: [Row] = []

  /// Where a drag at a cell takes the caret: the position on the row drawn nearest the
  /// pointer, and whether the pointer is above the rows (-1), below them (1) or on one (0);
  /// nil before anything is drawn.
  func dragPosition(x: Int, y: Int) -> (TextAreaState.Position, beyond: Int)? {
    guard !rows.isEmpty else { return nil }
    let index = y - originY
    let row = min(max(0, index), rows.count - 1)
    guard let position = position(x: x, y: originY + row) else { return nil }
    return (position, index < 0 ? -1 : index >= rows.count ? 1 : 0)
  }

  /// The position a click at a cell puts the caret at, if the click is on a row of text.
  func position(x: Int, y: Int) -> TextAreaState.Position? {
    let index = y - originY
    guard rows.indices.contains(index) else { return nil }
    let row = rows[index]
    let x = x - originX - gutter
    guard x >= 0 else { return TextAreaState.Position(line: row.line, column: row.startColumn) }
    for cell in row.cells where x < cell.x + cell.width {
      return TextAreaState.Position(line: row.line, column: cell.column)
    }
    return TextAreaState.Position(line: row.line, column: row.endColumn)
  }
}

/// The rows of a text area for a width: the logical lines from the first shown, wrapped, with
/// line numbers, the selection and the caret. Only the lines that can show are wrapped.
final class TextAreaLayout {
  /// The styles rows are drawn in.
  struct Styles {
    var value: TextStyleToken
    var placeholder: TextStyleToken
    var caret: TextStyleToken
    var selection: TextStyleToken
    var lineNumber: TextStyleToken
  }

  /// One line's glyphs, the column in the line of each, and where its rows start.
  struct WrappedLine {
    var glyphs: [Glyph]
    var columns: [Int]
    /// Each row's glyphs; rows are contiguous (spaces at a break stay at the row's end).
    var rows: [Range<Int>]
    var count: Int

    /// The column the row starts at.
    func startColumn(ofRow row: Int) -> Int {
      row == 0 ? 0 : columns[rows[row].lowerBound]
    }

    /// The row the caret at `column` is on.
    func row(ofColumn column: Int) -> Int {
      var row = 0
      while row + 1 < rows.count && startColumn(ofRow: row + 1) <= column { row += 1 }
      return row
    }
  }

  let state: TextAreaState
  let rowCount: Int
  let lineNumbers: Bool
  let showsCaret: Bool
  let placeholder: [Glyph]
  let styles: Styles
  let geometry: TextAreaGeometry

  init(
    state: TextAreaState, rows: Int, lineNumbers: Bool, showsCaret: Bool, placeholder: [Glyph],
    styles: Styles, geometry: TextAreaGeometry
  ) {
    self.state = state
    rowCount = rows
    self.lineNumbers = lineNumbers
    self.showsCaret = showsCaret
    self.placeholder = placeholder
    self.styles = styles
    self.geometry = geometry
  }

  /// The cells the line-number gutter takes: the digits of the last line's number and a space.
  static func gutter(of state: TextAreaState, lineNumbers: Bool) -> Int {
    guard lineNumbers else { return 0 }
    var digits = 1
    var number = state.lineCount
    while number >= 10 {
      number /= 10
      digits += 1
    }
    return digits + 1
  }

  /// A line's glyphs (one per grapheme that takes a cell) wrapped at `width`.
  static func wrap(_ line: [Character], width: Int) -> WrappedLine {
    var glyphs: [Glyph] = []
    var columns: [Int] = []
    glyphs.reserveCapacity(line.count)
    columns.reserveCapacity(line.count)
    var text = ""
    text.reserveCapacity(line.count)
    for character in line { text.append(character) }
    let whole = Glyph.glyphs(of: text)
    if whole.count == line.count {
      // One glyph a grapheme, the usual case: glyph i is column i.
      glyphs = whole
      columns = Array(0..<line.count)
    } else {
      // A grapheme that takes no cell has no glyph: map them one by one.
      for (column, character) in line.enumerated() {
        guard let glyph = Glyph.glyphs(of: String(character)).first else { continue }
        glyphs.append(glyph)
        columns.append(column)
      }
    }
    let ranges = TextLayout.wrap(glyphs, width: max(1, width))
    var rows: [Range<Int>] = []
    for (index, range) in ranges.enumerated() {
      let start = index == 0 ? 0 : range.lowerBound
      let end = index + 1 < ranges.count ? ranges[index + 1].lowerBound : glyphs.count
      if end > start || rows.isEmpty { rows.append(start..<max(start, end)) }
    }
    return WrappedLine(glyphs: glyphs, columns: columns, rows: rows, count: line.count)
  }

  /// Whether the caret at the end of a wrapped line needs a row of its own (the last row is full).
  static func caretRowAfter(_ wrapped: WrappedLine, width: Int) -> Bool {
    guard let last = wrapped.rows.last, !last.isEmpty else { return false }
    return wrapped.glyphs[last].displayWidth >= width
  }

  /// The number of rows a line takes, with the caret's own row when it needs one.
  static func rowCount(_ wrapped: WrappedLine, width: Int, holdsCaretAtEnd: Bool) -> Int {
    wrapped.rows.count + (holdsCaretAtEnd && caretRowAfter(wrapped, width: width) ? 1 : 0)
  }

  /// The first logical line to show so that the caret shows in `rows` rows of `width` cells:
  /// the state's own first line unless that hides the caret. Wraps only the lines from the
  /// caret's back to the first that shows (and one more), through `wrapped` when given.
  static func firstLine(
    of state: TextAreaState, width: Int, rows: Int, wrapped: ((Int) -> WrappedLine)? = nil
  ) -> Int {
    let wrap = wrapped ?? { TextAreaLayout.wrap(state.characters(ofLine: $0), width: width) }
    let caret = state.caret
    let lowest = min(max(0, state.firstLine), caret.line)
    let caretLine = wrap(caret.line)
    let atEnd = caret.column == caretLine.count && caretRowAfter(caretLine, width: width)
    var used = (atEnd ? caretLine.rows.count : caretLine.row(ofColumn: caret.column)) + 1
    var top = caret.line
    // Back from the caret's line while the lines above fit: no further than the first line
    // shown before, so the view scrolls only to show the caret.
    while top > lowest {
      let count = wrap(top - 1).rows.count
      guard used + count <= rows else { break }
      used += count
      top -= 1
    }
    return top
  }

  /// The rows for a width: exactly ``rowCount`` lines of runs.
  func rows(width: Int) -> [[StyledRun]] {
    let gutter = min(TextAreaLayout.gutter(of: state, lineNumbers: lineNumbers), max(0, width - 1))
    let textWidth = max(1, width - gutter)
    geometry.gutter = gutter
    geometry.textWidth = textWidth
    geometry.rows = []
    if state.isEmpty {
      return placeholderRows(gutter: gutter, textWidth: textWidth)
    }
    // Each line is wrapped once a frame, for the scroll and for the rows.
    var cache: [Int: WrappedLine] = [:]
    let state = self.state
    func wrapped(_ line: Int) -> WrappedLine {
      if let known = cache[line] { return known }
      let wrapped = TextAreaLayout.wrap(state.characters(ofLine: line), width: textWidth)
      cache[line] = wrapped
      return wrapped
    }
    let top = TextAreaLayout.firstLine(of: state, width: textWidth, rows: rowCount, wrapped: wrapped)
    let caret = state.caret
    let selection = state.selection
    var built: [[StyledRun]] = []
    var rows: [TextAreaGeometry.Row] = []
    var caretRow = -1
    var line = top
    // Enough rows to fill the view after the caret's row, which may be deep in a long line.
    while line < state.lineCount && (built.count < rowCount || caretRow < 0 || built.count <= caretRow) {
      let characters = state.characters(ofLine: line)
      let wrapped = wrapped(line)
      let holdsCaretAtEnd = caret.line == line && caret.column == characters.count
      let count = TextAreaLayout.rowCount(wrapped, width: textWidth, holdsCaretAtEnd: holdsCaretAtEnd)
      if caret.line == line {
        caretRow =
          built.count + (count > wrapped.rows.count ? count - 1 : wrapped.row(ofColumn: caret.column))
      }
      for row in 0..<count {
        let (runs, geometryRow) = draw(
          line: line, wrapped: wrapped, row: row, gutter: gutter, textWidth: textWidth, selection: selection)
        built.append(runs)
        rows.append(geometryRow)
      }
      line += 1
    }
    var start = 0
    if caretRow >= rowCount { start = caretRow - rowCount + 1 }
    let end = min(built.count, start + rowCount)
    var shown = Array(built[start..<end])
    geometry.rows = Array(rows[start..<end])
    while shown.count < rowCount { shown.append([]) }
    return shown
  }

  /// The placeholder, with the caret before it when focused, and empty rows under it.
  func placeholderRows(gutter: Int, textWidth: Int) -> [[StyledRun]] {
    var first: [StyledRun] = []
    if gutter > 0 { first.append(number(1, gutter: gutter)) }
    if showsCaret { first.append(StyledRun([.space], style: styles.caret)) }
    let room = textWidth - (showsCaret ? 1 : 0)
    first.append(
      StyledRun(TextLayout.truncate(placeholder, width: room, mode: .tail), style: styles.placeholder))
    geometry.rows = [TextAreaGeometry.Row(line: 0, cells: [], startColumn: 0, endColumn: 0)]
    var rows = [first]
    while rows.count < rowCount { rows.append([]) }
    return rows
  }

  /// A line number right-aligned in the gutter, or blanks for a row that continues a line.
  func number(_ number: Int?, gutter: Int) -> StyledRun {
    guard let number else { return StyledRun(repeating: .space, count: gutter, style: styles.lineNumber) }
    let digits = Glyph.glyphs(of: String(number))
    let pad = max(0, gutter - 1 - digits.count)
    return StyledRun(
      Array(repeating: .space, count: pad) + digits + [.space], style: styles.lineNumber)
  }

  /// One row of a wrapped line: its gutter, graphemes (selected ones in the selection's style,
  /// the caret reversed), and a caret cell at the line's end.
  func draw(
    line: Int, wrapped: WrappedLine, row: Int, gutter: Int, textWidth: Int,
    selection: Range<TextAreaState.Position>?
  ) -> ([StyledRun], TextAreaGeometry.Row) {
    var runs: [StyledRun] = []
    if gutter > 0 { runs.append(number(row == 0 ? line + 1 : nil, gutter: gutter)) }
    let caret = state.caret
    let glyphRange =
      row < wrapped.rows.count ? wrapped.rows[row] : wrapped.glyphs.count..<wrapped.glyphs.count
    let isLast = row >= wrapped.rows.count - 1
    let startColumn = row < wrapped.rows.count ? wrapped.startColumn(ofRow: row) : wrapped.count
    let nextColumn = row + 1 < wrapped.rows.count ? wrapped.startColumn(ofRow: row + 1) : wrapped.count
    var cells: [(x: Int, width: Int, column: Int)] = []
    var x = 0
    var pending: [Glyph] = []
    var pendingStyle = styles.value
    func flush() {
      if !pending.isEmpty { runs.append(StyledRun(pending, style: pendingStyle)) }
      pending = []
    }
    func put(_ glyph: Glyph, _ style: TextStyleToken) {
      if style != pendingStyle { flush() }
      pendingStyle = style
      pending.append(glyph)
    }
    func isSelected(_ column: Int) -> Bool {
      guard let selection else { return false }
      let position = TextAreaState.Position(line: line, column: column)
      return position >= selection.lowerBound && position < selection.upperBound
    }
    for index in glyphRange {
      let glyph = wrapped.glyphs[index]
      guard x + glyph.width <= textWidth else { break }
      let column = wrapped.columns[index]
      let selected = isSelected(column)
      var style = selected ? styles.selection : styles.value
      if showsCaret && caret.line == line && caret.column == column {
        // On a reversed selection the caret is the one cell not reversed.
        style =
          selected
          ? styles.value
          : TextStyleToken(
            attributes: style.attributes.union(styles.caret.attributes), foreground: style.foreground,
            background: style.background)
      }
      put(glyph, style)
      cells.append((x, glyph.width, column))
      x += glyph.width
    }
    if isLast && x < textWidth {
      // The line's end: the caret, or the selected line break.
      if showsCaret && caret.line == line && caret.column == wrapped.count {
        put(.space, styles.caret)
      } else if let selection, line >= selection.lowerBound.line, line < selection.upperBound.line {
        put(.space, styles.selection)
      }
    }
    flush()
    let endColumn = isLast ? wrapped.count : max(startColumn, nextColumn - 1)
    return (
      runs, TextAreaGeometry.Row(line: line, cells: cells, startColumn: startColumn, endColumn: endColumn)
    )
  }
}
