import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Random edits with random text: the caret stays in the text, the limit holds, no control
/// gets in, and the graphemes are always the text's own (an emoji sequence is one step).
@Suite struct TextFieldStateFuzzTests {
  static let pieces = [
    "a", "é", "e", "\u{301}", "日本", "👍", "🏽", "\u{200D}", "👩", "🇫", "🇷", " ", "word ", "\u{1B}[31m", "\n",
    "\t",
    "\u{7}", "\u{85}", "x\u{2028}y", "ﾊﾟ", "🏳️‍🌈",
  ]

  @Test func randomEdits() {
    var random = SeededRandom(seed: 0xED17)
    for _ in 0..<fuzzIterations(300) {
      var state = TextFieldState(
        limit: Bool.random(using: &random) ? Int.random(in: 0...12, using: &random) : nil)
      for _ in 0..<40 {
        switch Int.random(in: 0..<12, using: &random) {
        case 0...3: state.insert(Self.pieces.randomElement(using: &random) ?? "")
        case 4: state.deleteBackward()
        case 5: state.deleteForward()
        case 6: state.moveLeft()
        case 7: state.moveRight()
        case 8: state.moveWordLeft()
        case 9: state.deleteWordBackward()
        case 10: Bool.random(using: &random) ? state.deleteToStart() : state.deleteToEnd()
        default: Bool.random(using: &random) ? state.moveToStart() : state.moveToEnd()
        }
        #expect(state.cursor >= 0 && state.cursor <= state.count)
        if let limit = state.limit { #expect(state.count <= limit) }
        #expect(
          state.text.count == state.count, "graphemes are the text's own: \(state.text.debugDescription)")
        #expect(!state.text.unicodeScalars.contains { Sanitizer.isControl($0.value) })
      }
    }
  }
}
