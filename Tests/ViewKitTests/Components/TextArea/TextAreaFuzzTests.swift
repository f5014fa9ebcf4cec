import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Random keys, pastes, clicks and drags sent to a text area through the app loop, at random
/// widths: nothing crashes, the caret and the selection's anchor stay in the text and on
/// grapheme boundaries (each line's graphemes are its text's own), the count is the text's,
/// the limit holds, and undoing every edit with M-Z brings the starting text back.
@Suite struct TextAreaFuzzTests {
  static let pieces = [
    "a", "é", "e", "\u{301}", "日本", "👍", "🏽", "\u{200D}", "👩", "🇫", "🇷", " ", "word ", "\u{1B}[31m",
    "ﾊﾟ", "🏳️‍🌈", "東京で会議", "long words wrap here ",
  ]
  static let pastes = ["one\ntwo", "x\r\ny\u{2028}z", "\t tab", "🚀🚀🚀 ok", "\u{1B}]0;t\u{7}", "日本語\n"]
  static let keys: [Key] = [
    .left, .right, .up, .down, Key(.left, .shift), Key(.right, .shift), Key(.up, .shift), Key(.down, .shift),
    Key(.left, .control), Key(.right, .control), .home, .end, Key(.home, .control), Key(.end, .control),
    Key(.end, [.control, .shift]), .pageUp, .pageDown, Key(.pageDown, .shift), .backspace, .delete, .enter,
    .ctrl("w"), .ctrl("u"), .ctrl("k"), .ctrl("p"), .ctrl("n"), .alt("z"), .alt("y"), .alt("a"),
  ]

  /// Checks the invariants on a state.
  static func check(_ state: TextAreaState, limit: Int?, _ note: @autoclosure () -> String) {
    #expect(state.caret.line >= 0 && state.caret.line < state.lineCount, "\(note())")
    #expect(
      state.caret.column >= 0 && state.caret.column <= state.characters(ofLine: state.caret.line).count,
      "\(note())")
    if let anchor = state.anchor {
      #expect(state.clamped(anchor) == anchor, "anchor in the text: \(note())")
    }
    for line in Set([state.caret.line, state.anchor?.line ?? 0]) {
      #expect(Array(state.line(line)) == state.characters(ofLine: line), "graphemes: \(note())")
    }
    #expect(state.count == state.text.count, "\(note())")
    if let limit { #expect(state.count <= limit, "\(note())") }
  }

  @Test func randomEditingThroughTheLoop() {
    var random = SeededRandom(seed: 0x7E47_A2EA)
    var budget = FuzzBudget(120, seconds: 0.4, minimum: 10)
    while budget.next() {
      let start = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? ""
        }
        .joined()
      }
      .joined(separator: "\n")
      let limit = Bool.random(using: &random) ? Int.random(in: 5...80, using: &random) : nil
      let model = TextAreaTestModel(start, limit: limit)
      let initial = model.state.text
      let width = Int.random(in: 6...30, using: &random)
      let rows = Int.random(in: 1...5, using: &random)
      let harness = Harness(width: width, height: rows + 3) {
        TextArea(text: Bindable(model).state, lineNumbers: width > 12, rows: rows)
      }
      harness.send(.tab)
      var log: [String] = []
      // At most 60 events: fewer edits than undo keeps, so undoing them all is possible.
      for _ in 0..<Int.random(in: 1...60, using: &random) {
        let x = Int.random(in: -1...(width + 1), using: &random)
        let y = Int.random(in: -1...(rows + 3), using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2:
          let piece = Self.pieces.randomElement(using: &random) ?? ""
          log.append("type \(piece.debugDescription)")
          harness.type(piece)
        case 3...5:
          let key = Self.keys.randomElement(using: &random) ?? .left
          log.append("key \(key)")
          harness.send(key)
        case 6:
          let pasted = Self.pastes.randomElement(using: &random) ?? ""
          log.append("paste \(pasted.debugDescription)")
          harness.input(Array("\u{1B}[200~".utf8) + Array(pasted.utf8) + Array("\u{1B}[201~".utf8))
        case 7:
          let shift: KeyModifiers = Bool.random(using: &random) ? .shift : []
          log.append("click \(x),\(y) \(shift)")
          harness.input(MouseEvent(.left, x: max(0, x), y: max(0, y), modifiers: shift).terminalBytes)
        case 8:
          log.append("drag \(x),\(y)")
          harness.input(MouseEvent(.left, .drag, x: max(0, x), y: max(0, y)).terminalBytes)
        default:
          log.append("release \(x),\(y)")
          harness.input(MouseEvent(.left, .release, x: max(0, x), y: max(0, y)).terminalBytes)
        }
        Self.check(
          model.state, limit: limit, "width \(width) rows \(rows) from \(initial.debugDescription): \(log)")
      }
      var undos = 0
      while model.state.canUndo && undos < TextAreaState.undoLimit {
        harness.send(.alt("z"))
        undos += 1
      }
      #expect(
        model.state.text == initial, "undo all: width \(width) from \(initial.debugDescription): \(log)")
    }
  }
}
