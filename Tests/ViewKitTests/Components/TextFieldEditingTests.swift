import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Every editing key of a focused text field, through the same path a terminal's keys take.
@Suite struct TextFieldEditingTests {
  final class Box {
    var state: TextFieldState
    init(_ text: String) { state = TextFieldState(text) }
    var binding: Binding<TextFieldState> { Binding(get: { self.state }, set: { self.state = $0 }) }
  }

  /// Applies keys to "alpha beta gamma" with the caret at `caret`; the text and the caret after.
  func edit(_ keys: [Key], text: String = "alpha beta gamma", caret: Int? = nil) -> (String, Int) {
    let box = Box(text)
    if let caret { for _ in 0..<(box.state.count - caret) { box.state.moveLeft() } }
    for key in keys { _ = TextField.edit(box.binding, .key(key)) }
    return (box.state.text, box.state.cursor)
  }

  @Test func caretMovesByGraphemeAndWord() {
    #expect(edit([.left, .left]).1 == 14)
    #expect(edit([.home, .right]).1 == 1)
    #expect(edit([.ctrl("a")]).1 == 0)
    #expect(edit([.home, .ctrl("e")]).1 == 16)
    #expect(edit([.end]).1 == 16)
    #expect(edit([Key(.left, .control)]).1 == 11)
    #expect(edit([Key(.left, .alt), Key(.left, .alt)]).1 == 6)
    #expect(edit([.home, Key(.right, .control)]).1 == 5)
    #expect(edit([.alt("b")]).1 == 11)
    #expect(edit([.home, .alt("f")]).1 == 5)
    #expect(edit([.ctrl("b")]).1 == 15)
    #expect(edit([.home, .ctrl("f")]).1 == 1)
  }

  @Test func deletion() {
    #expect(edit([.backspace]).0 == "alpha beta gamm")
    #expect(edit([.ctrl("h")]).0 == "alpha beta gamm")
    #expect(edit([.home, .delete]).0 == "lpha beta gamma")
    #expect(edit([.home, .ctrl("d")]).0 == "lpha beta gamma")
    #expect(edit([.ctrl("w")]).0 == "alpha beta ")
    #expect(edit([Key(.backspace, .alt)]).0 == "alpha beta ")
    #expect(edit([.ctrl("u")], caret: 6) == ("beta gamma", 0))
    #expect(edit([.ctrl("k")], caret: 5) == ("alpha", 5))
    #expect(edit([.backspace], caret: 0) == ("alpha beta gamma", 0), "nothing before the caret")
    #expect(edit([.delete]) == ("alpha beta gamma", 16), "nothing after the caret")
  }

  @Test func typingInsertsAtTheCaret() {
    #expect(edit(["X", "Y"], caret: 5) == ("alphaXY beta gamma", 7))
    #expect(edit(["é"], text: "", caret: 0) == ("é", 1))
  }

  @Test func emojiSequencesAreOneStep() {
    let family = "👨‍👩‍👧"
    #expect(edit([.left], text: "a\(family)b", caret: 2) == ("a\(family)b", 1))
    #expect(edit([.backspace], text: "a\(family)👍🏽", caret: nil) == ("a\(family)", 2))
    // A skin tone typed after its emoji joins it: one grapheme, one caret step.
    #expect(edit(["👍", "🏽"], text: "", caret: 0) == ("👍🏽", 1))
    #expect(edit(["e", "\u{301}"], text: "", caret: 0) == ("é", 1))
  }

  @Test func pasteIsInsertedAtTheCaretWithControlsMadeInert() {
    let box = Box("ab")
    box.state.moveLeft()
    _ = TextField.edit(box.binding, .paste("1\n2\t3\u{1B}[31m4\u{7}"))
    #expect(box.state.text == "a1 2 3[31m4b")
    #expect(box.state.cursor == 11)
  }

  @Test func otherKeysGoOn() {
    let box = Box("ab")
    for key in [
      Key.escape, .enter, .tab, .backTab, .up, .down, .pageUp, .ctrl("c"), .ctrl("r"), Key(.function(1)),
    ] {
      #expect(!TextField.edit(box.binding, .key(key)), "\(key) is not the field's")
    }
    #expect(!TextField.edit(box.binding, .mouse(MouseEvent(.left, x: 0, y: 0))))
    #expect(box.state.text == "ab")
  }

  @Test func aLongTextIsLaidOutAroundTheCaretOnly() {
    // Regression: each key cost time proportional to the whole text (re-glyphing it all).
    var state = TextFieldState(String(repeating: "x", count: 50_000))
    state.moveLeft()
    let canvas = Renderer.render(TextField(state: state).focused(), size: Size(width: 30, height: 3))
    #expect(canvas.plainText().contains("xxxxxxxxxx"))
    let line = FieldLineLayout(
      state: state, masked: false, placeholder: [], showsCaret: true, value: TextStyleToken(),
      placeholderStyle: TextStyleToken(), caret: TextStyleToken(), geometry: FieldGeometry())
    _ = line.line(width: 30)
    #expect(line.glyphs.count <= 62, "only what a 30-cell line can show is laid out")
    #expect(line.glyphs.count > 0)
  }

  @Test func secureFieldsShowABulletPerGraphemeAndKeepTheCaret() {
    var state = TextFieldState("a👍🏽b")
    state.moveLeft()
    let text = Renderer.render(
      TextField(state: state, secure: true).focused(), size: Size(width: 20, height: 3)
    ).plainText()
    #expect(text.contains("•••"))
    #expect(!text.contains("••••"))
  }

  @Test func aClickPutsTheCaretUnderThePointer() {
    final class Model {
      var text = TextFieldState("ab日本cd")
    }
    let model = Model()
    let harness = Harness(width: 30, height: 4) {
      TextField(text: Binding(get: { model.text }, set: { model.text = $0 }))
    }
    // The value line is row 1 (row 0 is the border), the text starts at column 2.
    harness.click(x: 2, y: 1)
    #expect(model.text.cursor == 0)
    harness.click(x: 5, y: 1)  // the right half of 日
    #expect(model.text.cursor == 2)
    harness.click(x: 20, y: 1)  // past the end
    #expect(model.text.cursor == 6)
    harness.click(x: 20, y: 3)  // below the field: nothing moves
    #expect(model.text.cursor == 6)
  }
}
