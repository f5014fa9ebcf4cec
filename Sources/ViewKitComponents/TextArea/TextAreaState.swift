import ViewKitCore
import ViewKitStyle

/// The text, caret, selection and undo history of a text area, edited one grapheme cluster at a
/// time.
///
/// The document is an array of lines, each an array of graphemes, so a keystroke changes one
/// line: it costs the length of that line, not of the document. The character count (line
/// breaks count one each) is kept as edits happen, never recounted. Text is taken as
/// ``TextFieldState`` takes it: control characters are dropped (an escape sequence arrives as
/// harmless text), a grapheme keeps at most ``TextFieldState/maximumScalarsPerGrapheme`` scalars;
/// line breaks of every kind start a new line and a tab becomes four spaces.
///
/// Undo and redo keep the last ``undoLimit`` edits; typing on one line is one undo step.
/// ↑↓ move by the rows lines wrap into at a width (by logical line without one), keeping the
/// cell they started from, as editors do: a wide character is never split, the caret lands
/// before it.
///
/// ```swift
/// var notes = TextAreaState("Dear Ada,\n", limit: 2_000)
/// notes.insert("Thank you 👍🏽")
/// notes.moveWordLeft(selecting: true)
/// notes.undo()
/// ```
public struct TextAreaState: Hashable, Sendable {
  /// A place in the text: a line, and a number of graphemes before it on that line.
  public struct Position: Hashable, Comparable, Sendable {
    /// The line, from 0.
    public var line: Int
    /// The graphemes before the place on its line.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: the line, from 0.
    ///   - column: the graphemes before the place on its line.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// Whether `lhs` comes before `rhs` in the text.
    public static func < (lhs: Position, rhs: Position) -> Bool {
      lhs.line < rhs.line || (lhs.line == rhs.line && lhs.column < rhs.column)
    }
  }

  /// One undoable change: lines `start ..< start + before.count` became `after`.
  struct Edit: Hashable, Sendable {
    var start: Int
    var before: [[Character]]
    var after: [[Character]]
    var caretBefore: Position
    var anchorBefore: Position?
    var caretAfter: Position
    var isTyping: Bool
  }

  /// The lines, each its graphemes (never empty: an empty text is one empty line).
  private(set) var lines: [[Character]]
  /// The caret.
  public private(set) var caret: Position
  /// Where a selection started; the selection runs from here to the caret. Nil for none.
  public private(set) var anchor: Position?
  /// The cell ↑↓ aim for, from the start of a wrapped row, kept while they move through
  /// shorter rows.
  private var preferredX: Int?
  /// The first logical line the view shows, kept so the view scrolls only to show the caret.
  var firstLine = 0
  /// The most characters the text takes (a line break counts one); nil for no limit.
  public let limit: Int?
  /// The number of characters, a line break counting one.
  public private(set) var count: Int
  private var undoStack: [Edit] = []
  private var redoStack: [Edit] = []

  /// The most edits undo keeps.
  public static let undoLimit = 200

  /// Creates a state with the caret at the end. Text over the limit is cut.
  ///
  /// - Parameters:
  ///   - text: the starting text; controls are dropped, line breaks start lines.
  ///   - limit: the most characters (a line break counts one); nil for no limit.
  public init(_ text: String = "", limit: Int? = nil) {
    self.limit = limit.map { max(0, $0) }
    var pieces = TextAreaState.pieces(of: text)
    if let limit = self.limit { pieces = TextAreaState.cut(pieces, to: limit) }
    lines = pieces.map(TextAreaState.healed)
    count = TextAreaState.size(of: lines)
    caret = Position(line: lines.count - 1, column: lines[lines.count - 1].count)
  }

  // MARK: Reading

  /// The text, lines joined with `\n`.
  public var text: String {
    var text = ""
    for (index, line) in lines.enumerated() {
      if index > 0 { text.append("\n") }
      for character in line { text.append(character) }
    }
    return text
  }

  /// The number of lines (at least 1).
  public var lineCount: Int { lines.count }
  /// Whether the text is empty.
  public var isEmpty: Bool { count == 0 }
  /// Whether the text has reached its limit.
  public var isFull: Bool { limit.map { count >= $0 } ?? false }
  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// The text of one line (empty for a line past the end).
  ///
  /// - Parameter index: the line, from 0.
  /// - Returns: its text, without a line break.
  public func line(_ index: Int) -> String {
    guard lines.indices.contains(index) else { return "" }
    var text = ""
    for character in lines[index] { text.append(character) }
    return text
  }

  /// The graphemes of one line.
  func characters(ofLine index: Int) -> [Character] {
    lines.indices.contains(index) ? lines[index] : []
  }

  /// The selected range, ordered; nil when nothing is selected.
  public var selection: Range<Position>? {
    guard let anchor, anchor != caret else { return nil }
    return min(anchor, caret)..<max(anchor, caret)
  }

  /// The selected text; empty when nothing is selected.
  public var selectedText: String {
    guard let selection else { return "" }
    var text = ""
    for line in selection.lowerBound.line...selection.upperBound.line {
      let start = line == selection.lowerBound.line ? selection.lowerBound.column : 0
      let end = line == selection.upperBound.line ? selection.upperBound.column : lines[line].count
      if line > selection.lowerBound.line { text.append("\n") }
      for character in lines[line][start..<end] { text.append(character) }
    }
    return text
  }

  // MARK: Taking text

  /// Text split into sanitised lines: line breaks split, tabs become four spaces, controls go,
  /// graphemes are capped.
  static func pieces(of text: String) -> [[Character]] {
    var pieces: [[Character]] = [[]]
    for character in text {
      switch character {
      case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}":
        pieces.append([])
      case "\t":
        pieces[pieces.count - 1].append(contentsOf: "    ")
      default:
        guard TextFieldState.isAccepted(character) else { continue }
        pieces[pieces.count - 1].append(TextFieldState.capped(character))
      }
    }
    return pieces
  }

  /// The characters lines take, a break between two counting one.
  static func size(of lines: some Collection<[Character]>) -> Int {
    var total = max(0, lines.count - 1)
    for line in lines { total += line.count }
    return total
  }

  /// Pieces cut to at most `room` characters (a break between two counting one).
  static func cut(_ pieces: [[Character]], to room: Int) -> [[Character]] {
    var left = room
    var result: [[Character]] = []
    for (index, piece) in pieces.enumerated() {
      if index > 0 {
        guard left > 0 else { break }
        left -= 1
      }
      result.append(piece.count <= left ? piece : Array(piece.prefix(left)))
      left -= result[result.count - 1].count
    }
    return result.isEmpty ? [[]] : result
  }

  /// A line split into graphemes again as its own text (after two pieces joined that form
  /// different clusters together: a skin tone after an emoji, a combining accent), capped.
  static func healed(_ line: [Character]) -> [Character] {
    var text = ""
    for character in line { text.append(character) }
    let new = Array(text)
    guard new.count != line.count || !new.elementsEqual(line) else { return line }
    return new.map(TextFieldState.capped)
  }

  /// The column in `healed` of the place `column` graphemes into `line`: the first cluster
  /// boundary at or after it.
  static func column(_ column: Int, in line: [Character], healed: [Character]) -> Int {
    guard line.count != healed.count || !line.elementsEqual(healed) else { return column }
    let offset = line.prefix(column).reduce(0) { $0 + $1.unicodeScalars.count }
    var scalars = 0
    var clusters = 0
    while clusters < healed.count && scalars < offset {
      scalars += healed[clusters].unicodeScalars.count
      clusters += 1
    }
    return clusters
  }

  // MARK: Editing

  /// Replaces the text from `start` to `end` with `pieces` (lines of graphemes), cut to the
  /// limit; records the edit for undo. The caret goes after the new text.
  private mutating func replace(
    from start: Position, to end: Position, with pieces: [[Character]], typing: Bool = false
  ) {
    let removed =
      TextAreaState.size(of: lines[start.line...end.line]) - start.column
      - (lines[end.line].count - end.column)
    var pieces = pieces
    if let limit { pieces = TextAreaState.cut(pieces, to: max(0, limit - (count - removed))) }
    let inserted = TextAreaState.size(of: pieces)
    guard inserted > 0 || start != end else { return }
    let prefix = lines[start.line][..<start.column]
    let suffix = lines[end.line][end.column...]
    var new: [[Character]]
    var caret: Position
    if pieces.count == 1 {
      let joined = Array(prefix) + pieces[0] + Array(suffix)
      let healed = TextAreaState.healed(joined)
      new = [healed]
      caret = Position(
        line: start.line,
        column: TextAreaState.column(start.column + pieces[0].count, in: joined, healed: healed))
    } else {
      new = pieces
      new[0] = TextAreaState.healed(Array(prefix) + pieces[0])
      let last = pieces[pieces.count - 1]
      let joined = last + Array(suffix)
      let healed = TextAreaState.healed(joined)
      new[new.count - 1] = healed
      caret = Position(
        line: start.line + pieces.count - 1,
        column: TextAreaState.column(last.count, in: joined, healed: healed))
    }
    let before = Array(lines[start.line...end.line])
    let edit = Edit(
      start: start.line, before: before, after: new, caretBefore: self.caret, anchorBefore: anchor,
      caretAfter: caret, isTyping: typing)
    apply(lines: start.line..<(end.line + 1), with: new)
    self.caret = caret
    anchor = nil
    preferredX = nil
    record(edit)
  }

  /// Puts `new` in place of the lines in `range`, keeping the count.
  private mutating func apply(lines range: Range<Int>, with new: [[Character]]) {
    count += TextAreaState.size(of: new) - TextAreaState.size(of: lines[range])
    lines.replaceSubrange(range, with: new)
  }

  /// Pushes an edit on the undo stack, merged into the last when both are typing on one line.
  private mutating func record(_ edit: Edit) {
    redoStack.removeAll()
    if edit.isTyping, let last = undoStack.last, last.isTyping, last.start == edit.start,
      last.after.count == 1, edit.before.count == 1, edit.after.count == 1,
      last.caretAfter == edit.caretBefore
    {
      undoStack[undoStack.count - 1].after = edit.after
      undoStack[undoStack.count - 1].caretAfter = edit.caretAfter
      return
    }
    undoStack.append(edit)
    if undoStack.count > TextAreaState.undoLimit {
      undoStack.removeFirst(undoStack.count - TextAreaState.undoLimit)
    }
  }

  /// Inserts text at the caret, in place of the selection if there is one (controls dropped,
  /// line breaks start lines, cut to the limit); the caret moves past it.
  ///
  /// - Parameter text: the typed or pasted text.
  public mutating func insert(_ text: String) {
    let pieces = TextAreaState.pieces(of: text)
    let (start, end) = selection.map { ($0.lowerBound, $0.upperBound) } ?? (caret, caret)
    let typing = selection == nil && pieces.count == 1 && pieces[0].count == 1
    replace(from: start, to: end, with: pieces, typing: typing)
  }

  /// Replaces the whole text (controls dropped, line breaks start lines, cut to the limit) as
  /// one undoable edit, the caret at its end, as an edit in an external editor comes back;
  /// nothing changes, and nothing is recorded, when the text is the same.
  ///
  /// - Parameter text: the new text.
  public mutating func replaceText(with text: String) {
    let pieces = TextAreaState.pieces(of: text)
    guard pieces != lines else { return }
    let end = Position(line: lines.count - 1, column: lines[lines.count - 1].count)
    replace(from: Position(line: 0, column: 0), to: end, with: pieces)
  }

  /// Starts a new line at the caret (in place of the selection).
  public mutating func insertNewline() { insert("\n") }

  /// Deletes the selection; true when there was one.
  @discardableResult
  public mutating func deleteSelection() -> Bool {
    guard let selection else { return false }
    replace(from: selection.lowerBound, to: selection.upperBound, with: [[]])
    return true
  }

  /// Deletes the selection, or the grapheme (or line break) before the caret.
  public mutating func deleteBackward() {
    guard !deleteSelection() else { return }
    let end = caret
    var start = caret
    step(&start, by: -1)
    replace(from: start, to: end, with: [[]])
  }

  /// Deletes the selection, or the grapheme (or line break) after the caret.
  public mutating func deleteForward() {
    guard !deleteSelection() else { return }
    var end = caret
    step(&end, by: 1)
    replace(from: caret, to: end, with: [[]])
  }

  /// Deletes the selection, or from the caret back to the start of the word before it.
  public mutating func deleteWordBackward() {
    guard !deleteSelection() else { return }
    let end = caret
    var start = caret
    wordStep(&start, by: -1)
    replace(from: start, to: end, with: [[]])
  }

  /// Deletes the selection, or from the caret back to the start of its line (the line break
  /// before it when the caret is at the start).
  public mutating func deleteToLineStart() {
    guard !deleteSelection() else { return }
    let end = caret
    var start = Position(line: caret.line, column: 0)
    if caret.column == 0 { step(&start, by: -1) }
    replace(from: start, to: end, with: [[]])
  }

  /// Deletes the selection, or from the caret to the end of its line (the line break after it
  /// when the caret is at the end).
  public mutating func deleteToLineEnd() {
    guard !deleteSelection() else { return }
    var end = Position(line: caret.line, column: lines[caret.line].count)
    if caret == end { step(&end, by: 1) }
    replace(from: caret, to: end, with: [[]])
  }

  /// Undoes the last edit: the text, caret and selection go back to what they were.
  public mutating func undo() {
    guard let edit = undoStack.popLast() else { return }
    apply(lines: edit.start..<(edit.start + edit.after.count), with: edit.before)
    caret = clamped(edit.caretBefore)
    anchor = edit.anchorBefore.map(clamped)
    preferredX = nil
    redoStack.append(edit)
  }

  /// Redoes the last undone edit.
  public mutating func redo() {
    guard let edit = redoStack.popLast() else { return }
    apply(lines: edit.start..<(edit.start + edit.before.count), with: edit.after)
    caret = clamped(edit.caretAfter)
    anchor = nil
    preferredX = nil
    undoStack.append(edit)
  }

  // MARK: Moving

  /// A position moved into the text.
  func clamped(_ position: Position) -> Position {
    let line = min(max(0, position.line), lines.count - 1)
    return Position(line: line, column: min(max(0, position.column), lines[line].count))
  }

  /// Moves a position one grapheme (or line break) back or forward.
  private func step(_ position: inout Position, by direction: Int) {
    if direction < 0 {
      if position.column > 0 {
        position.column -= 1
      } else if position.line > 0 {
        position.line -= 1
        position.column = lines[position.line].count
      }
    } else {
      if position.column < lines[position.line].count {
        position.column += 1
      } else if position.line + 1 < lines.count {
        position.line += 1
        position.column = 0
      }
    }
  }

  /// Moves a position to the start of the word before it, or the end of the word after it; at
  /// a line's edge, over the line break.
  private func wordStep(_ position: inout Position, by direction: Int) {
    let line = lines[position.line]
    var column = position.column
    if direction < 0 {
      guard column > 0 else { return step(&position, by: -1) }
      while column > 0 && line[column - 1].isWhitespace { column -= 1 }
      while column > 0 && !line[column - 1].isWhitespace { column -= 1 }
    } else {
      guard column < line.count else { return step(&position, by: 1) }
      while column < line.count && line[column].isWhitespace { column += 1 }
      while column < line.count && !line[column].isWhitespace { column += 1 }
    }
    position.column = column
  }

  /// Moves the caret to `position`, extending the selection or ending it.
  private mutating func move(to position: Position, selecting: Bool, keepsColumn: Bool = false) {
    if selecting {
      if anchor == nil { anchor = caret }
    } else {
      anchor = nil
    }
    caret = clamped(position)
    if !keepsColumn { preferredX = nil }
  }

  /// Moves the caret one grapheme left (over a line break at a line's start); without
  /// `selecting`, a selection ends at its start.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveLeft(selecting: Bool = false) {
    if !selecting, let selection { return move(to: selection.lowerBound, selecting: false) }
    var position = caret
    step(&position, by: -1)
    move(to: position, selecting: selecting)
  }

  /// Moves the caret one grapheme right (over a line break at a line's end); without
  /// `selecting`, a selection ends at its end.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveRight(selecting: Bool = false) {
    if !selecting, let selection { return move(to: selection.upperBound, selecting: false) }
    var position = caret
    step(&position, by: 1)
    move(to: position, selecting: selecting)
  }

  /// Moves the caret to the start of the word before it.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveWordLeft(selecting: Bool = false) {
    var position = caret
    wordStep(&position, by: -1)
    move(to: position, selecting: selecting)
  }

  /// Moves the caret to the end of the word after it.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveWordRight(selecting: Bool = false) {
    var position = caret
    wordStep(&position, by: 1)
    move(to: position, selecting: selecting)
  }

  /// Moves the caret `rows` rows up: rows of the lines wrapped at `width` (logical lines when
  /// `width` is nil), to the cell it started from or the nearest grapheme boundary before it;
  /// from the first row, to the start of the text.
  ///
  /// - Parameters:
  ///   - rows: how many rows.
  ///   - width: the cells the lines wrap at, as the area draws them; nil for logical lines.
  ///   - selecting: extend the selection (Shift).
  public mutating func moveUp(_ rows: Int = 1, width: Int? = nil, selecting: Bool = false) {
    moveVertically(by: -max(1, rows), width: width, selecting: selecting)
  }

  /// Moves the caret `rows` rows down: rows of the lines wrapped at `width` (logical lines
  /// when `width` is nil), to the cell it started from or the nearest grapheme boundary before
  /// it; from the last row, to the end of the text.
  ///
  /// - Parameters:
  ///   - rows: how many rows.
  ///   - width: the cells the lines wrap at, as the area draws them; nil for logical lines.
  ///   - selecting: extend the selection (Shift).
  public mutating func moveDown(_ rows: Int = 1, width: Int? = nil, selecting: Bool = false) {
    moveVertically(by: max(1, rows), width: width, selecting: selecting)
  }

  /// Where a position shows among its line's wrapped rows: the row (the line's row count for
  /// the caret's own row after a full last row) and the cell from that row's start.
  static func place(
    of column: Int, in wrapped: TextAreaLayout.WrappedLine, width: Int
  ) -> (row: Int, x: Int) {
    if column >= wrapped.count && TextAreaLayout.caretRowAfter(wrapped, width: width) {
      return (wrapped.rows.count, 0)
    }
    let row = wrapped.row(ofColumn: column)
    var x = 0
    for index in wrapped.rows[row] where wrapped.columns[index] < column { x += wrapped.glyphs[index].width }
    return (row, x)
  }

  /// The column on a wrapped row nearest before cell `x`: a grapheme boundary, never inside a
  /// wide character; on a row that continues, at most before its last grapheme (the column
  /// after it shows at the next row's start).
  static func column(atRow row: Int, x goal: Int, in wrapped: TextAreaLayout.WrappedLine) -> Int {
    let row = min(max(0, row), wrapped.rows.count - 1)
    let isLast = row == wrapped.rows.count - 1
    let start = wrapped.startColumn(ofRow: row)
    let end = isLast ? wrapped.count : max(start, wrapped.startColumn(ofRow: row + 1) - 1)
    var best = start
    var x = 0
    for index in wrapped.rows[row] {
      guard x <= goal else { break }
      best = wrapped.columns[index]
      x += wrapped.glyphs[index].width
    }
    if isLast && x <= goal { best = wrapped.count }
    return min(max(start, best), end)
  }

  private mutating func moveVertically(by delta: Int, width: Int?, selecting: Bool) {
    let width = width.map { max(1, $0) } ?? Int.max
    var line = caret.line
    var wrapped = TextAreaLayout.wrap(lines[line], width: width)
    var (row, x) = TextAreaState.place(of: caret.column, in: wrapped, width: width)
    let goal = preferredX ?? x
    var left = delta
    while left < 0 {
      if row > 0 {
        row = min(row, wrapped.rows.count) - 1
      } else if line > 0 {
        line -= 1
        wrapped = TextAreaLayout.wrap(lines[line], width: width)
        row = wrapped.rows.count - 1
      } else {
        return move(to: Position(line: 0, column: 0), selecting: selecting)
      }
      left += 1
    }
    while left > 0 {
      if row + 1 < wrapped.rows.count {
        row += 1
      } else if line + 1 < lines.count {
        line += 1
        wrapped = TextAreaLayout.wrap(lines[line], width: width)
        row = 0
      } else {
        return move(
          to: Position(line: lines.count - 1, column: lines[lines.count - 1].count), selecting: selecting)
      }
      left -= 1
    }
    let column = TextAreaState.column(atRow: row, x: goal, in: wrapped)
    move(to: Position(line: line, column: column), selecting: selecting, keepsColumn: true)
    preferredX = goal
  }

  /// Moves the caret to the start of its line.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveToLineStart(selecting: Bool = false) {
    move(to: Position(line: caret.line, column: 0), selecting: selecting)
  }

  /// Moves the caret to the end of its line.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveToLineEnd(selecting: Bool = false) {
    move(to: Position(line: caret.line, column: lines[caret.line].count), selecting: selecting)
  }

  /// Moves the caret to the start of the text.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveToStart(selecting: Bool = false) {
    move(to: Position(line: 0, column: 0), selecting: selecting)
  }

  /// Moves the caret to the end of the text.
  ///
  /// - Parameter selecting: extend the selection (Shift).
  public mutating func moveToEnd(selecting: Bool = false) {
    move(to: Position(line: lines.count - 1, column: lines[lines.count - 1].count), selecting: selecting)
  }

  /// Moves the caret to a position (clamped to the text).
  ///
  /// - Parameters:
  ///   - position: where the caret goes.
  ///   - selecting: extend the selection from where the caret was (Shift-click).
  public mutating func moveCaret(to position: Position, selecting: Bool = false) {
    move(to: position, selecting: selecting)
  }

  /// Selects the whole text, the caret at its end.
  public mutating func selectAll() {
    anchor = Position(line: 0, column: 0)
    caret = Position(line: lines.count - 1, column: lines[lines.count - 1].count)
    preferredX = nil
  }
}

extension TextAreaState: TakesStandIn {
  package static var standIn: TextAreaState { TextAreaState() }
}
