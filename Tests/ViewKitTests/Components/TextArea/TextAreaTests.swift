import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class TextAreaTestModel {
  var state: TextAreaState
  init(_ text: String = "", limit: Int? = nil) { state = TextAreaState(text, limit: limit) }
}

@Suite struct TextAreaTests {
  func harness(_ model: TextAreaTestModel, lineNumbers: Bool = false, width: Int = 24) -> Harness<some View> {
    Harness(width: width, height: 8) {
      TextArea(text: Bindable(model).state, placeholder: "Write…", lineNumbers: lineNumbers, rows: 4)
    }
  }

  /// The rows inside the border, without it.
  func inside(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(4).map {
      String($0.dropFirst(2).prefix(while: { $0 != "│" && $0 != "┃" }))
    }
  }

  @Test func emptyShowsThePlaceholder() {
    let lines = rows(TextArea(state: TextAreaState(), placeholder: "Write…", rows: 2), width: 20, height: 4)
    #expect(lines[1].contains("Write…"))
  }

  @Test func longLinesWrapAtTheWidthAndWideCharactersKeepTwoCells() {
    let state = TextAreaState("東京で会議 🚀👍🏽 and words here")
    let lines = rows(TextArea(state: state, rows: 4), width: 14, height: 6)
    // 10 cells inside the border and padding.
    #expect(lines[1].contains("東京で会議"))
    #expect(lines[2].contains("🚀👍🏽 and"))
    #expect(lines[3].contains("words here"))
    for line in lines { #expect(Glyph.glyphs(of: line).displayWidth == 14) }
  }

  @Test func lineNumbersNumberLogicalLinesOnly() {
    var state = TextAreaState("one two three four\nfive")
    state.moveToStart()
    let lines = rows(TextArea(state: state, lineNumbers: true, rows: 3), width: 14, height: 5)
    #expect(lines[1].contains("1 one two"))
    #expect(lines[2].contains("  three"))
    #expect(lines[3].contains("  four"))
  }

  @Test func typingEnterAndArrowsEditThroughTheLoop() {
    let model = TextAreaTestModel()
    let harness = harness(model)
    #expect(harness.screen.contains("Write…"))
    harness.type("ab")
    harness.send(.enter)
    harness.type("cd")
    harness.send(.up, .backspace)
    #expect(model.state.text == "a\ncd")
    harness.send(Key(.right, .shift), Key(.right, .shift))
    #expect(model.state.selectedText == "\nc")
    harness.type("X")
    #expect(model.state.text == "aXd")
    #expect(inside(harness.screen).first?.hasPrefix("aXd") == true)
  }

  @Test func undoAndRedoThroughKeys() {
    let model = TextAreaTestModel("start")
    let harness = harness(model)
    harness.type(" more")
    harness.send(.enter)
    harness.type("x")
    harness.send(.alt("z"))
    #expect(model.state.text == "start more\n")
    harness.send(.alt("z"), .alt("z"))
    #expect(model.state.text == "start")
    harness.send(.ctrl("y"))
    #expect(model.state.text == "start more")
    #expect(inside(harness.screen).first?.hasPrefix("start more") == true)
  }

  @Test func theCaretScrollsIntoViewInALongDocument() {
    let model = TextAreaTestModel((0..<10_000).map { "line \($0)" }.joined(separator: "\n"))
    let harness = harness(model, lineNumbers: true)
    #expect(inside(harness.screen).last?.contains("10000 line 9999") == true)
    harness.send(Key(.home, .control))
    #expect(inside(harness.screen).first?.contains("1 line 0") == true)
    harness.send(.down, .down, .down, .down)
    #expect(inside(harness.screen).last?.contains("5 line 4") == true)
    harness.send(.up)
    #expect(inside(harness.screen).first?.contains("2 line 1") == true, "no scroll while the caret shows")
  }

  @Test func aClickPutsTheCaretAndShiftClickSelects() {
    let model = TextAreaTestModel("hello world\nsecond")
    let harness = harness(model)
    harness.click(x: 4, y: 1)  // border, padding, then "he" → column 2
    #expect(model.state.caret == TextAreaState.Position(line: 0, column: 2))
    harness.input(MouseEvent(.left, x: 5, y: 2, modifiers: .shift).terminalBytes)
    #expect(model.state.selectedText == "llo world\nsec")
  }

  @Test func downAndUpMoveByTheRowsALineWrapsInto() {
    // 20 cells inside: "aaaaaaaaa bbbbbbbbb " then "ccccccccc ddd".
    let model = TextAreaTestModel("aaaaaaaaa bbbbbbbbb ccccccccc ddd\nend")
    let harness = harness(model)
    harness.send(.tab, Key(.home, .control), .right, .right)
    harness.send(.down)
    #expect(model.state.caret == TextAreaState.Position(line: 0, column: 22))
    harness.send(.down)
    #expect(model.state.caret == TextAreaState.Position(line: 1, column: 2))
    harness.send(.up, .up)
    #expect(model.state.caret == TextAreaState.Position(line: 0, column: 2))
    harness.send(Key(.down, .shift))
    #expect(model.state.selectedText == "aaaaaaa bbbbbbbbb cc", "from column 2 to the cell under it")
  }

  @Test func aDragSelectsFromThePressToTheRelease() {
    let model = TextAreaTestModel("hello world\nsecond\nthird")
    let harness = harness(model)
    harness.input(MouseEvent(.left, .press, x: 4, y: 1).terminalBytes)
    #expect(model.state.caret == TextAreaState.Position(line: 0, column: 2))
    harness.input(MouseEvent(.left, .drag, x: 6, y: 1).terminalBytes)
    #expect(model.state.selectedText == "ll")
    harness.input(MouseEvent(.left, .drag, x: 7, y: 2).terminalBytes)
    harness.input(MouseEvent(.left, .release, x: 7, y: 2).terminalBytes)
    #expect(model.state.selectedText == "llo world\nsecon")
    // Below the rows (outside the area too), the selection goes on to the end.
    harness.input(MouseEvent(.left, .press, x: 2, y: 1).terminalBytes)
    harness.input(MouseEvent(.left, .drag, x: 30, y: 7).terminalBytes)
    #expect(model.state.selectedText == "hello world\nsecond\nthird")
    // A move after the release selects nothing more; a press elsewhere starts afresh.
    harness.input(MouseEvent(.left, .release, x: 30, y: 7).terminalBytes)
    harness.input(MouseEvent(.left, .drag, x: 2, y: 1).terminalBytes)
    #expect(model.state.selectedText == "hello world\nsecond\nthird")
    harness.click(x: 3, y: 2)
    #expect(model.state.selection == nil && model.state.caret == TextAreaState.Position(line: 1, column: 1))
  }

  @Test func aDragPastTheTopScrollsARowAMove() {
    let model = TextAreaTestModel((0..<20).map { "line \($0)" }.joined(separator: "\n"))
    let harness = harness(model)
    #expect(inside(harness.screen).first?.hasPrefix("line 16") == true)
    harness.input(MouseEvent(.left, .press, x: 2, y: 1).terminalBytes)
    #expect(
      inside(harness.screen).first?.hasPrefix("line 16") == true, "a click on a row shown scrolls nothing")
    harness.input(MouseEvent(.left, .drag, x: 2, y: 0).terminalBytes)
    harness.input(MouseEvent(.left, .drag, x: 2, y: 0).terminalBytes)
    #expect(model.state.caret == TextAreaState.Position(line: 14, column: 0))
    #expect(inside(harness.screen).first?.hasPrefix("line 14") == true)
    #expect(model.state.selectedText == "line 14\nline 15\n")
  }

  @Test func aHugePasteIsCappedAndItsEscapesAreInert() {
    // The loop's decoder at a 64th of the standard cap, and a paste about twice the cap, as
    // 2 MB is against 1 MiB: the same cut on a 64th of the text (inserting a mebibyte took the
    // text area over a second in a debug build). The decoder's own tests use the real cap.
    let model = TextAreaTestModel()
    let harness = harness(model)
    let limit = InputDecoder.pasteLimit / 64
    harness.loop.decoder = InputDecoder(pasteLimit: limit)
    harness.send(.tab)
    let line = String(repeating: "x", count: 99) + "\n"
    let pasted = String(repeating: line, count: 20_000 / 64) + "\u{1B}]0;pwned\u{7}\u{1B}[2J"
    harness.input(Array("\u{1B}[200~\(pasted)\u{1B}[201~".utf8))
    #expect(model.state.count <= limit)
    #expect(model.state.count > 1_000)
    #expect(!model.state.text.contains("\u{1B}"))
    let small = TextAreaTestModel()
    let other = self.harness(small)
    other.input(Array("\u{1B}[200~a\u{1B}]0;pwned\u{7}\u{1B}[2Jb\u{1B}[201~".utf8))
    #expect(small.state.text == "a]0;pwned[2Jb")
    #expect(!other.screen.contains("\u{1B}"))
  }

  @Test func aLimitCutsTypingAndPaste() {
    let model = TextAreaTestModel("abc", limit: 5)
    let harness = harness(model)
    harness.type("defg")
    #expect(model.state.text == "abcde")
    #expect(harness.screen.contains("5/5"))
  }

  @Test func ctrlZIsLeftToTheAppAndLiveKeysAreDocumented() {
    #expect(TextArea.editing(.ctrl("z"), rows: 4) == nil, "Ctrl-Z suspends the app")
  }

  @Test func tabAndEscapeGoOn() {
    let model = TextAreaTestModel("a")
    let box = Binding(get: { model.state }, set: { model.state = $0 })
    for key in [Key.tab, .backTab, .escape, Key(.enter, .control), .ctrl("r")] {
      #expect(!TextArea.edit(box, .key(key), rows: 4, geometry: TextAreaGeometry()), "\(key)")
    }
  }
}
