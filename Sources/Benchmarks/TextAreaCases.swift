import ViewKit

/// A text area's document and caret, kept from one iteration to the next.
final class TextAreaBench: @unchecked Sendable {
  var state: TextAreaState

  /// A document of `lines` lines with the caret in the middle one. Each line wraps to two rows,
  /// so 10 lines fill the area's 20 rows as 10,000 do: both draw the same.
  init(lines: Int) {
    state = TextAreaState(
      (0..<lines).map {
        "Line \($0): the engine weaves algebraic patterns as the loom weaves flowers and leaves, 東京 👍🏽"
      }.joined(separator: "\n"))
    state.moveToStart()
    state.moveDown(lines / 2)
    state.moveWordRight()
  }

  /// Types one character at the caret, in the middle of the document, and draws the focused text
  /// area in an 80x24 frame, as ANSI. Both sizes type into a line that grows alike.
  func typeAndDraw(counter: WorkCounter?) -> Int {
    state.insert("x")
    let view = TextArea("Notes", state: state, lineNumbers: true, rows: 20).focused()
    return Case.frameBytes(view, counter: counter)
  }
}

extension Case {
  /// A keystroke in a text area: the large document should cost what the small one does.
  static var textArea: [Case] {
    [
      Case(name: "text-area keystroke 10 lines") { smallTextArea.typeAndDraw(counter: $0) },
      Case(name: "text-area keystroke 10000 lines") { largeTextArea.typeAndDraw(counter: $0) },
    ]
  }

  // Made at a case's first run, like the logs (``smallLog``).
  static let smallTextArea = TextAreaBench(lines: 10)
  static let largeTextArea = TextAreaBench(lines: 10_000)
}
