import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct StoryArgsTextFieldTests {
  @Test func aTextBindingKeepsTheEditorsCaretAndWritesTextAndCaret() {
    final class Box: @unchecked Sendable {
      var text = "hello"
      var caret: Int? = 2
    }
    let box = Box()
    let editor = StoryArgEditor(
      value: { _ in .text(box.text) }, set: { _, _ in }, caret: { _ in box.caret },
      setText: { _, text, caret in
        box.text = text
        box.caret = caret
      })
    let binding = StoryArgs(["text": .text("hello")], editor: editor).textBinding("text")
    #expect(binding.wrappedValue.cursor == 2)
    binding.modify { $0.insert("X") }
    #expect(box.text == "heXllo")
    #expect(box.caret == 3)
  }

  @Test func withoutAnEditorTheFieldShowsTheValueWithTheCaretAtItsEndAndDropsTyping() {
    let binding = StoryArgs(["text": .text("日本")]).textBinding("text", limit: 10)
    #expect(binding.wrappedValue.text == "日本")
    #expect(binding.wrappedValue.cursor == 2)
    #expect(binding.wrappedValue.limit == 10)
    binding.modify { $0.insert("x") }
    #expect(binding.wrappedValue.text == "日本")
  }
}
