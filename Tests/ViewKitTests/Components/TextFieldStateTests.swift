import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct TextFieldStateTests {
  @Test func caretStartsAtTheEnd() {
    let field = TextFieldState("héllo")
    #expect(field.cursor == 5)
    #expect(field.count == 5)
  }

  @Test func emojiAndClustersAreOneStep() {
    var field = TextFieldState("a👍🏽🇯🇵e\u{301}")
    #expect(field.count == 4)
    field.deleteBackward()
    #expect(field.text == "a👍🏽🇯🇵")
    field.moveLeft()
    field.deleteBackward()
    #expect(field.text == "a🇯🇵")
    #expect(field.cursor == 1)
    field.deleteForward()
    #expect(field.text == "a")
  }

  @Test func cjkInsertAndMove() {
    var field = TextFieldState("日本")
    field.moveToStart()
    field.insert("東京の")
    #expect(field.text == "東京の日本")
    #expect(field.cursor == 3)
    field.moveRight()
    field.insert("・")
    #expect(field.text == "東京の日・本")
    field.moveToEnd()
    #expect(field.cursor == 6)
  }

  @Test func wordMovement() {
    var field = TextFieldState("one two  three")
    field.moveWordLeft()
    #expect(field.textBeforeCursor == "one two  ")
    field.moveWordLeft()
    #expect(field.textBeforeCursor == "one ")
    field.moveWordRight()
    #expect(field.textBeforeCursor == "one two")
    field.moveToStart()
    field.moveWordRight()
    #expect(field.textBeforeCursor == "one")
    field.moveToEnd()
    field.deleteWordBackward()
    #expect(field.text == "one two  ")
  }

  @Test func wordMovementOverEmoji() {
    var field = TextFieldState("hi 👋🏿 there")
    field.moveWordLeft()
    field.moveWordLeft()
    #expect(field.textBeforeCursor == "hi ")
    field.moveWordRight()
    #expect(field.textBeforeCursor == "hi 👋🏿")
  }

  @Test func edgesAreSafe() {
    var field = TextFieldState()
    field.deleteBackward()
    field.deleteForward()
    field.moveLeft()
    field.moveWordLeft()
    field.moveRight()
    field.moveWordRight()
    #expect(field.text == "" && field.cursor == 0)
  }

  @Test func limitCountsGraphemes() {
    var field = TextFieldState("ab", limit: 4)
    field.insert("👍🏽🇯🇵xyz")
    #expect(field.text == "ab👍🏽🇯🇵")
    #expect(field.count == 4)
    #expect(TextFieldState("abcdef", limit: 3).text == "abc")
  }

  @Test func controlsAndLineBreaksAreRefused() {
    var field = TextFieldState("a\u{1B}[31mb\nc")
    #expect(field.text == "a[31mbc")
    field.insert("\t\u{07}\r\nd")
    #expect(field.text == "a[31mbcd")
  }

  @Test func secureEntryMasksEveryGrapheme() {
    let canvas = Renderer.render(
      TextField(state: TextFieldState("pw👍🏽日"), secure: true), size: Size(width: 20, height: 3))
    #expect(canvas.plainText().split(separator: "\n")[1].hasPrefix("│ ••••"))
    #expect(!canvas.plainText().contains("pw"))
  }

  @Test func caretIsReversedWhenFocused() {
    var state = TextFieldState("abc")
    state.moveLeft()
    let canvas = Renderer.render(TextField(state: state).focused(), size: Size(width: 10, height: 3))
    #expect(canvas.style(x: 4, y: 1).attributes.contains(.reverse))  // on "c"
    #expect(!canvas.style(x: 3, y: 1).attributes.contains(.reverse))
  }

  @Test func longValuesScrollToTheCaret() {
    let canvas = Renderer.render(
      TextField(state: TextFieldState("0123456789abcdefghij")).focused(), size: Size(width: 10, height: 3))
    #expect(canvas.plainText().split(separator: "\n")[1] == "┃ fghij  ┃")
  }
}

@Suite struct ListTests {
  @Test func offsetFollowsTheSelectionWithLeastMovement() {
    let lines = ListLines(count: 100, sections: [])
    #expect(lines.offset(for: ListState(selection: 3), height: 10) == 0)
    // A row of context stays below and above the selection (scroll-off).
    #expect(lines.offset(for: ListState(selection: 15), height: 10) == 7)
    #expect(lines.offset(for: ListState(selection: 15, offset: 12), height: 10) == 12)
    #expect(lines.offset(for: ListState(selection: 5, offset: 12), height: 10) == 4)
    #expect(lines.offset(for: ListState(selection: 99), height: 10) == 90, "no context past the end")
    #expect(lines.offset(for: ListState(selection: 0, offset: 50), height: 10) == 0)
    #expect(lines.offset(for: ListState(selection: 15), height: 4) == 12, "no context in a short list")
    #expect(lines.offset(for: ListState(selection: nil, offset: 500), height: 10) == 90)
  }

  @Test func sectionsAreLinesToo() {
    let lines = ListLines(count: 6, sections: [ListSection("A", start: 0), ListSection("B", start: 3)])
    #expect(lines.total == 8)
    #expect(
      (0..<8).map { lines.line($0) } == [
        .header(0), .row(0), .row(1), .row(2), .header(1), .row(3), .row(4), .row(5),
      ])
    #expect(lines.line(ofRow: 3) == 5)
  }

  @Test func movingStopsAtTheEnds() {
    var state = ListState()
    state.moveUp(count: 3)
    #expect(state.selection == 2)
    state.moveDown(count: 3)
    #expect(state.selection == 2)
    state.moveUp(count: 3)
    #expect(state.selection == 1)
    state.moveDown(count: 0)
    #expect(state.selection == nil)
  }

  @Test func onlyVisibleRowsAreBuilt() {
    nonisolated(unsafe) var built: [Int] = []
    let view = List(count: 10_000, state: ListState(selection: 5_000)) { index in
      let _ = built.append(index)
      Text("row \(index)")
    }
    _ = Renderer.render(view, size: Size(width: 20, height: 10))
    #expect(built.count == 10)
    #expect(built.contains(5_000))
  }

  @Test func scrollbarAndMarkers() {
    let canvas = Renderer.render(
      List(count: 30, state: ListState(selection: 0)) { Text("r\($0)") }.focused(),
      size: Size(width: 8, height: 5))
    let lines = canvas.plainText(trimTrailingSpaces: false).split(separator: "\n")
    #expect(lines[0] == "▸ r0   ┃")
    #expect(lines[4].hasSuffix("│"))
  }
}

@Suite struct AlertTests {
  let alert = Alert(
    title: "Delete?", message: "Gone for good.",
    actions: [.init("Cancel", role: .cancel), .init("Keep"), .init("Delete", role: .destructive)], focused: 2)

  @Test func theCancelActionIsEscapesAndTheDefaultFocus() {
    #expect(alert.cancelAction?.title == "Cancel")
    #expect(alert.focused == 2, "an explicit focus wins")
    let plain = Alert(title: "t", message: "m", actions: [.init("Keep"), .init("Cancel", role: .cancel)])
    #expect(plain.focused == 1, "focus starts on the cancel action")
    #expect(Alert(title: "t", message: "m").cancelAction?.title == "OK", "Esc answers a one-action alert")
    #expect(Alert(title: "t", message: "m", actions: [.init("A"), .init("B")]).cancelAction == nil)
  }

  @Test func actionsAreOneToThree() {
    #expect(Alert(title: "t", message: "m", actions: []).actions.map(\.title) == ["OK"])
    let many = Alert(title: "t", message: "m", actions: (1...5).map { .init("\($0)") }, focused: 9)
    #expect(many.actions.count == 3)
    #expect(many.focused == 2)
  }

  @Test func backdropIsDimmedAndTheAlertCentred() {
    let screen = VStack(alignment: .leading) { ForEach(0..<9) { _ in Text("background text here") } }
    let canvas = Renderer.render(
      screen.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).alert(alert),
      size: Size(width: 40, height: 9), theme: .mono)
    #expect(canvas.style(x: 0, y: 0).attributes.contains(.faint), "mono dims by attributes")
    #expect(canvas.plainText().contains("Delete?"))
    #expect(canvas.plainText().contains("▶ Delete ◀") == false)
    #expect(canvas.plainText().contains("▸ Delete ◂"))
  }
}

@Suite struct TabBarTests {
  let items = [
    TabBar.Item("Home"), TabBar.Item("Search"), TabBar.Item("Inbox", badge: 120), TabBar.Item("Profile"),
  ]

  @Test func badgesCapAt99Plus() {
    #expect(rows(TabBar(items, selection: 0), width: 40, height: 1)[0].contains(" 99+ "))
  }

  @Test(arguments: [40, 30, 24, 16, 10, 5, 1])
  func neverBreaksTheRow(_ width: Int) {
    let line = rows(TabBar(items, selection: 2), width: width, height: 1)
    #expect(line.count == 1)
    #expect(line[0].displayWidth == width)
  }

  @Test func narrowBarsShortenThenScroll() {
    let shortened = rows(TabBar(items, selection: 2), width: 38, height: 1)[0]
    #expect(shortened.contains("Profi…") && !shortened.contains("‹"))
    // Labels are never cut to a stub: narrower, the row scrolls with whole labels.
    let scrolled = rows(TabBar(items, selection: 1), width: 32, height: 1)[0]
    #expect(scrolled.contains("›") && scrolled.contains("Search") && !scrolled.contains("Se…"))
    let last = rows(TabBar(items, selection: 3), width: 16, height: 1)[0]
    #expect(last.hasPrefix("‹"))
    #expect(last.contains("Profile"))
  }

  @Test func iconsGoBeforeLabelsAreCut() {
    let icons = [
      TabBar.Item("Home", icon: "⌂"), TabBar.Item("Search", icon: "⌕"), TabBar.Item("Profile", icon: "☺"),
    ]
    #expect(rows(TabBar(icons, selection: 0), width: 31, height: 1)[0].contains("⌂ Home"))
    let plain = rows(TabBar(icons, selection: 0), width: 30, height: 1)[0]
    #expect(!plain.contains("⌂") && plain.contains("Home") && plain.contains("Profile"))
    #expect(rows(TabBar(icons, selection: 0), width: 24, height: 1)[0].contains("Profi…"))
  }

  @Test func focusBracketsTheSelection() {
    #expect(rows(TabBar(items, selection: 1).focused(), width: 40, height: 1)[0].contains("[Search]"))
  }

  /// Found by an adversarial run of the ShowcaseApp: a one-grapheme name of 600,000 combining
  /// marks passed a limit of 60, took 19 s to sign up and made a prefs file over 1 MiB.
  @Test func aGraphemeKeepsAtMost32Scalars() {
    let zalgo = "Z" + String(repeating: "\u{301}", count: 600_000)
    var pasted = TextFieldState(limit: 60)
    pasted.insert(zalgo)
    #expect(pasted.count == 1 && pasted.text.unicodeScalars.count == 32)
    #expect(TextFieldState(zalgo + "a", limit: 2).text.unicodeScalars.count == 33)
    var typed = TextFieldState("Z", limit: 60)
    for _ in 0..<100 { typed.insert("\u{301}") }
    #expect(typed.count == 1 && typed.text.unicodeScalars.count == 32 && typed.cursor == 1)
    let family = "👨‍👩‍👧‍👦"
    #expect(TextFieldState(family).text == family, "emoji sequences are far below the cap")
  }
}
