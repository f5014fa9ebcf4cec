import Testing

@testable import ViewKitComponents

@Suite struct TextAreaStateTests {
  typealias Position = TextAreaState.Position

  func at(_ line: Int, _ column: Int) -> Position { Position(line: line, column: column) }

  @Test func textIsSplitIntoLinesWithTheCaretAtTheEnd() {
    let state = TextAreaState("one\ntwo\r\nthree\rfour")
    #expect(state.lineCount == 4)
    #expect(state.text == "one\ntwo\nthree\nfour")
    #expect(state.caret == at(3, 4))
    #expect(state.count == 3 + 3 + 5 + 4 + 3)
    #expect(TextAreaState().lineCount == 1 && TextAreaState().isEmpty)
  }

  @Test func controlsAreDroppedAndTabsBecomeSpaces() {
    var state = TextAreaState()
    state.insert("a\u{1B}[2J\tb\u{7}\u{0}c")
    #expect(state.text == "a[2J    bc")
    #expect(state.lineCount == 1)
  }

  @Test func insertSplitsOnNewlinesAndTheCaretFollows() {
    var state = TextAreaState("headtail")
    state.moveCaret(to: at(0, 4))
    state.insert("1\n22\n333")
    #expect(state.text == "head1\n22\n333tail")
    #expect(state.caret == at(2, 3))
    #expect(state.count == 16)
  }

  @Test func deletionJoinsLines() {
    var state = TextAreaState("ab\ncd")
    state.moveCaret(to: at(1, 0))
    state.deleteBackward()
    #expect(state.text == "abcd" && state.caret == at(0, 2))
    state.moveToLineEnd()
    state.insert("\nef")
    state.moveCaret(to: at(0, 4))
    state.deleteForward()
    #expect(state.text == "abcdef" && state.caret == at(0, 4))
    #expect(state.count == 6)
  }

  @Test func graphemesAreOneStepAndJoinWhenTyped() {
    var state = TextAreaState("a👨‍👩‍👧b")
    state.moveLeft()
    state.moveLeft()
    #expect(state.caret == at(0, 1))
    state.moveToEnd()
    state.insert("👍")
    state.insert("🏽")
    #expect(state.line(0) == "a👨‍👩‍👧b👍🏽")
    #expect(state.caret == at(0, 4))
    state.deleteBackward()
    #expect(state.line(0) == "a👨‍👩‍👧b")
  }

  @Test func movesCrossLineEnds() {
    var state = TextAreaState("ab\ncd")
    state.moveToStart()
    state.moveToLineEnd()
    state.moveRight()
    #expect(state.caret == at(1, 0))
    state.moveLeft()
    #expect(state.caret == at(0, 2))
  }

  @Test func wordMoves() {
    var state = TextAreaState("alpha beta\ngamma")
    state.moveWordLeft()
    #expect(state.caret == at(1, 0))
    state.moveWordLeft()
    #expect(state.caret == at(0, 10))
    state.moveWordLeft()
    #expect(state.caret == at(0, 6))
    state.moveToStart()
    state.moveWordRight()
    #expect(state.caret == at(0, 5))
    state.deleteWordBackward()
    #expect(state.text == " beta\ngamma")
  }

  @Test func upAndDownKeepTheColumn() {
    var state = TextAreaState("long line\nab\nanother line")
    state.moveToStart()
    state.moveToLineEnd()
    state.moveDown()
    #expect(state.caret == at(1, 2))
    state.moveDown()
    #expect(state.caret == at(2, 9))
    state.moveDown()
    #expect(state.caret == at(2, 12), "down on the last line goes to its end")
    state.moveUp(10)
    #expect(state.caret == at(0, 0))
  }

  @Test func upAndDownMoveByWrappedRowsKeepingTheCell() {
    // At 5 cells: "aaaa " "bbbb " "cccc " "dddd".
    var state = TextAreaState("aaaa bbbb cccc dddd")
    state.moveCaret(to: at(0, 2))
    state.moveDown(width: 5)
    #expect(state.caret == at(0, 7))
    state.moveDown(2, width: 5)
    #expect(state.caret == at(0, 17))
    state.moveUp(width: 5)
    #expect(state.caret == at(0, 12))
    state.moveDown(5, width: 5)
    #expect(state.caret == at(0, 19), "down from the last row goes to the end")
    state.moveUp(9, width: 5)
    #expect(state.caret == at(0, 0), "up from the first row goes to the start")
  }

  @Test func upIntoARowThatContinuesStaysOnThatRow() {
    // At 5 cells: "aaaa " "bbbb" over "xxxxx"; the column after a continued row's last
    // grapheme shows at the next row's start, so the caret stops before it.
    var state = TextAreaState("aaaa bbbb\nxxxxx")
    state.moveCaret(to: at(1, 4))
    state.moveUp(width: 5)
    #expect(state.caret == at(0, 9))
    state.moveUp(width: 5)
    #expect(state.caret == at(0, 4))
  }

  @Test func theCaretOnItsOwnRowAfterAFullLineGoesUpToThatLinesLastRow() {
    var state = TextAreaState("abcde\nxy")
    state.moveCaret(to: at(0, 5))
    state.moveUp(width: 5)
    #expect(state.caret == at(0, 0))
    state.moveCaret(to: at(0, 5))
    state.moveDown(width: 5)
    #expect(state.caret == at(1, 0))
  }

  @Test func thePreferredColumnIsInCellsAndNeverInsideAWideCharacter() {
    // a b 日(2-3) 本(4-5) over a b c d e f.
    var state = TextAreaState("ab日本\nabcdef")
    state.moveCaret(to: at(1, 3))
    state.moveUp()
    #expect(state.caret == at(0, 2), "cell 3 is inside 日: the caret lands before it")
    state.moveDown()
    #expect(state.caret == at(1, 3), "the cell it started from is kept")
    state.moveCaret(to: at(0, 3))
    state.moveDown()
    #expect(state.caret == at(1, 4), "before 本 is cell 4")
    state.moveCaret(to: at(1, 6))
    state.moveUp()
    #expect(state.caret == at(0, 4), "past the end of the shorter row: its end")
    // Emoji: 🚀 takes cells 0-1.
    var emoji = TextAreaState("🚀x\nabc")
    emoji.moveCaret(to: at(1, 1))
    emoji.moveUp()
    #expect(emoji.caret == at(0, 0))
    emoji.moveCaret(to: at(1, 2))
    emoji.moveUp()
    #expect(emoji.caret == at(0, 1))
  }

  @Test func shiftWithUpAndDownSelectsByWrappedRow() {
    var state = TextAreaState("aaaa bbbb cccc")
    state.moveToStart()
    state.moveDown(width: 5, selecting: true)
    #expect(state.selectedText == "aaaa ")
    state.moveDown(width: 5, selecting: true)
    #expect(state.selectedText == "aaaa bbbb ")
    state.moveUp(width: 5, selecting: true)
    #expect(state.selectedText == "aaaa ")
  }

  @Test func shiftExtendsASelectionThatTypingReplaces() {
    var state = TextAreaState("one two\nthree")
    state.moveToStart()
    state.moveWordRight(selecting: true)
    #expect(state.selectedText == "one")
    state.moveDown(selecting: true)
    #expect(state.selectedText == "one two\nthr")
    state.insert("X")
    #expect(state.text == "Xee" && state.selection == nil)
    state.selectAll()
    #expect(state.selectedText == "Xee")
    state.deleteBackward()
    #expect(state.isEmpty)
  }

  @Test func leftAndRightEndASelectionAtItsEdges() {
    var state = TextAreaState("abcdef")
    state.moveLeft(selecting: true)
    state.moveLeft(selecting: true)
    state.moveRight()
    #expect(state.caret == at(0, 6) && state.selection == nil)
  }

  @Test func deleteToLineStartAndEnd() {
    var state = TextAreaState("abc\ndef")
    state.moveCaret(to: at(1, 1))
    state.deleteToLineStart()
    #expect(state.text == "abc\nef")
    state.deleteToLineStart()
    #expect(state.text == "abcef", "at a line's start ^U joins it to the line before")
    state.moveCaret(to: at(0, 1))
    state.deleteToLineEnd()
    #expect(state.text == "a")
  }

  @Test func typingIsOneUndoStepAndRedoComesBack() {
    var state = TextAreaState("x\n")
    for character in "hello" { state.insert(String(character)) }
    state.insertNewline()
    state.insert("w")
    #expect(state.text == "x\nhello\nw")
    state.undo()
    #expect(state.text == "x\nhello\n")
    state.undo()
    #expect(state.text == "x\nhello")
    state.undo()
    #expect(state.text == "x\n" && state.caret == at(1, 0))
    #expect(!state.canUndo)
    state.redo()
    state.redo()
    #expect(state.text == "x\nhello\n")
    state.insert("z")
    #expect(!state.canRedo, "an edit clears what could be redone")
  }

  @Test func undoRestoresASelectionAndItsText() {
    var state = TextAreaState("one\ntwo\nthree")
    state.moveToStart()
    state.moveDown(selecting: true)
    state.deleteSelection()
    #expect(state.text == "two\nthree")
    state.undo()
    #expect(state.text == "one\ntwo\nthree")
    #expect(state.selectedText == "one\n")
    #expect(state.count == 13)
  }

  @Test func undoKeepsTheLastTwoHundredEdits() {
    var state = TextAreaState()
    for _ in 0..<250 { state.insertNewline() }
    for _ in 0..<250 { state.undo() }
    #expect(state.lineCount == 51)
  }

  @Test func theLimitCountsLineBreaksAndCutsInsertions() {
    var state = TextAreaState("ab", limit: 5)
    state.insert("\ncdef")
    #expect(state.text == "ab\ncd")
    #expect(state.isFull && state.count == 5)
    state.insert("x")
    #expect(state.text == "ab\ncd")
    state.selectAll()
    state.insert("12345678")
    #expect(state.text == "12345")
    #expect(TextAreaState("a\nb\nc", limit: 3).text == "a\nb")
  }

  @Test func theCountIsKeptThroughEveryEdit() {
    var state = TextAreaState("héllo wörld\n日本語 🚀\nend", limit: 100)
    let edits: [(inout TextAreaState) -> Void] = [
      { $0.moveUp() }, { $0.insert("ab\ncd") }, { $0.deleteWordBackward() }, { $0.moveLeft(selecting: true) },
      { $0.deleteForward() }, { $0.deleteToLineStart() }, { $0.undo() }, { $0.undo() }, { $0.redo() },
      { $0.selectAll() }, { $0.insert("x\ny") }, { $0.undo() }, { $0.deleteToLineEnd() },
    ]
    for edit in edits {
      edit(&state)
      #expect(state.count == state.text.count)
    }
  }

  @Test func aHugeCombiningStackIsCapped() {
    var state = TextAreaState()
    state.insert("e" + String(repeating: "\u{301}", count: 1_000))
    #expect(state.count == 1)
    #expect(state.text.unicodeScalars.count == TextFieldState.maximumScalarsPerGrapheme)
  }
}
