import Testing
import ViewKit
import ViewKitTesting

/// The VT emulator the read-back tests rely on: each behaviour it models, checked on bytes
/// written by hand.
@Suite struct TerminalScreenTests {
  /// A screen fed some text.
  func screen(
    _ text: String, width: Int = 8, height: Int = 3, bce: Bool = true, onlcr: Bool = false
  ) -> TerminalScreen {
    var screen = TerminalScreen(width: width, height: height, bce: bce, onlcr: onlcr)
    screen.feed(text)
    return screen
  }

  /// The graphemes of a row, right halves of wide ones left out.
  func line(_ screen: TerminalScreen, _ y: Int) -> String { screen.row(y).map(\.grapheme).joined() }

  /// Every SGR code ViewKit writes sets or clears what it should, in one sequence or several.
  @Test func sgrSetsAndClearsEveryAttributeAndColourForm() {
    let screen = screen(
      "\u{1B}[1;3;4;7;9;31;42mA\u{1B}[22;23;24;27;29;39;49mB\u{1B}[38;5;200;48;2;1;2;3mC\u{1B}[0mD"
        + "\u{1B}[95;103;2mE\u{1B}[mF")
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    let a = screen.cell(x: 0, y: 0)
    #expect(a.grapheme == "A")
    #expect(a.foreground == .indexed(1))
    #expect(a.background == .indexed(2))
    #expect(a.attributes == [.bold, .italic, .underline, .reverse, .strikethrough])
    #expect(screen.cell(x: 1, y: 0).pen == .plain)
    #expect(
      screen.cell(x: 2, y: 0).pen
        == TerminalScreen.Pen(foreground: .indexed(200), background: .rgb(RGB(1, 2, 3))))
    #expect(screen.cell(x: 3, y: 0).pen == .plain)
    #expect(
      screen.cell(x: 4, y: 0).pen
        == TerminalScreen.Pen(foreground: .indexed(13), background: .indexed(11), attributes: .faint))
    #expect(screen.cell(x: 5, y: 0).pen == .plain)
    #expect(screen.pen == .plain)
  }

  /// SGR 22 is normal intensity: it ends bold and faint both.
  @Test func sgr22ClearsBoldAndFaintTogether() {
    let screen = screen("\u{1B}[1;2;3mA\u{1B}[22mB")
    #expect(screen.cell(x: 0, y: 0).attributes == [.bold, .faint, .italic])
    #expect(screen.cell(x: 1, y: 0).attributes == .italic)
  }

  /// CUP, CUF, CUB, CUU, CUD and CHA count from 1, treat 0 as 1 and stop at the edges.
  @Test func cursorMovesAreOneBasedAndClampedToTheScreen() {
    var screen = screen("\u{1B}[2;3HX\u{1B}[HY\u{1B}[3HZ")
    #expect(screen.cell(x: 2, y: 1).grapheme == "X")
    #expect(screen.cell(x: 0, y: 0).grapheme == "Y")
    #expect(screen.cell(x: 0, y: 2).grapheme == "Z")
    screen.feed("\u{1B}[99;99H")
    #expect(screen.cursor == Point(x: 7, y: 2))
    screen.feed("\u{1B}[2;2H\u{1B}[3C")
    #expect(screen.cursor == Point(x: 4, y: 1))
    screen.feed("\u{1B}[C\u{1B}[D\u{1B}[2D")
    #expect(screen.cursor == Point(x: 2, y: 1))
    screen.feed("\u{1B}[A\u{1B}[9B")
    #expect(screen.cursor == Point(x: 2, y: 2))
    screen.feed("\u{1B}[6G\u{1B}[0;0H")
    #expect(screen.cursor == Point(x: 0, y: 0))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
  }

  /// Wide clusters take a cell and a right half; combining marks stay in their cluster.
  @Test func wideClustersTakeTwoCells() {
    let screen = screen("日本👍🏽e\u{301}x")
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(screen.cell(x: 0, y: 0) == TerminalScreen.Cell(grapheme: "日", width: 2, pen: .plain))
    #expect(screen.cell(x: 1, y: 0).isContinuation)
    #expect(screen.cell(x: 2, y: 0).grapheme == "本")
    #expect(screen.cell(x: 4, y: 0).grapheme == "👍🏽")
    #expect(screen.cell(x: 5, y: 0).isContinuation)
    #expect(screen.cell(x: 6, y: 0).grapheme == "e\u{301}")
    #expect(screen.cell(x: 7, y: 0).grapheme == "x")
    #expect(screen.text() == "日本👍🏽e\u{301}x\n\n")
  }

  /// Writing over either half of a wide cluster leaves the other half an orphaned blank.
  @Test func overwritingHalfAWideClusterLeavesAnOrphan() {
    var screen = screen("日本")
    screen.feed("\u{1B}[1;2Hx")
    #expect(screen.cell(x: 0, y: 0).isOrphanedHalf)
    #expect(screen.cell(x: 0, y: 0).grapheme == " ")
    #expect(screen.cell(x: 1, y: 0).grapheme == "x")
    screen.feed("\u{1B}[1;3Hy")
    #expect(screen.cell(x: 3, y: 0).isOrphanedHalf)
    #expect(screen.orphanedHalves == [Point(x: 0, y: 0), Point(x: 3, y: 0)])
    screen.feed("\u{1B}[1;1Hab")
    #expect(screen.orphanedHalves == [Point(x: 3, y: 0)], "rewriting the orphan cell makes it whole again")
  }

  /// The last column sets xterm's pending wrap, which a cursor move or CR cancels.
  @Test func writingTheLastColumnWrapsOnlyBeforeTheNextCluster() {
    var screen = screen("abcdefgh", height: 2)
    #expect(screen.cursor == Point(x: 7, y: 0))
    #expect(screen.pendingWrap)
    screen.feed("i")
    #expect(line(screen, 1) == "i       ")
    #expect(screen.cursor == Point(x: 1, y: 1))

    var cursorMove = self.screen("abcdefgh", height: 2)
    cursorMove.feed("\u{1B}[1;8Hz")
    #expect(line(cursorMove, 0) == "abcdefgz", "a cursor move cancels the pending wrap")
    #expect(cursorMove.cursor == Point(x: 7, y: 0))

    let newline = self.screen("abcdefgh\r\nij", height: 2)
    #expect(line(newline, 1) == "ij      ", "CR LF after a full row does not skip a row")
    #expect(newline.scrolledLines == 0)
  }

  /// With autowrap off (`CSI ? 7 l`) text piles up in the last column.
  @Test func withoutAutowrapTheLastColumnIsOverwritten() {
    let screen = screen("\u{1B}[?7labcdefghij", height: 2)
    #expect(line(screen, 0) == "abcdefgj")
    #expect(line(screen, 1) == "        ")
    #expect(!screen.autowrap)
    #expect(screen.unsupported.isEmpty)
  }

  /// A wide cluster that does not fit the row wraps whole, and is reported.
  @Test func aWideClusterAtTheLastColumnIsReportedAndWraps() {
    let screen = screen("abcdefg日", height: 2)
    #expect(screen.unsupported.count == 1)
    #expect(screen.unsupported.first?.offset == 7)
    #expect(line(screen, 0) == "abcdefg ")
    #expect(screen.cell(x: 0, y: 1).grapheme == "日")
  }

  /// LF moves down only; with `onlcr` it is CR LF; at the bottom it scrolls.
  @Test func lineFeedMovesDownOnlyUnlessTheTTYAddsCarriageReturns() {
    let raw = screen("ab\ncd")
    #expect(line(raw, 0) == "ab      ")
    #expect(line(raw, 1) == "  cd    ")
    let cooked = screen("ab\ncd", onlcr: true)
    #expect(line(cooked, 1) == "cd      ")
    let scrolled = screen("\u{1B}[41ma\nb\nc\nd", width: 2, height: 3, onlcr: true)
    #expect(scrolled.scrolledLines == 1)
    #expect(scrolled.text() == "b\nc\nd")
    #expect(scrolled.cell(x: 1, y: 2).background == .indexed(1), "a scrolled-in row is erased, with BCE")
  }

  /// EL fills with the current background with BCE and with the default one without.
  @Test func eraseInLineFillsWithTheCurrentBackgroundOnlyWithBCE() {
    let bytes = "abcdefgh\u{1B}[44;31;1m\u{1B}[1;3H\u{1B}[K"
    let withBCE = screen(bytes, bce: true)
    let without = screen(bytes, bce: false)
    #expect(line(withBCE, 0) == "ab      ")
    #expect(withBCE.cell(x: 2, y: 0) == .blank(TerminalScreen.Pen(background: .indexed(4))))
    #expect(withBCE.cell(x: 1, y: 0).pen == .plain)
    #expect(without.cell(x: 2, y: 0) == .blank())
    #expect(withBCE.differences(from: without).map { $0.x } == [2, 3, 4, 5, 6, 7])
    let plain = "abcdefgh\u{1B}[1;3H\u{1B}[K"
    #expect(screen(plain, bce: true).differences(from: screen(plain, bce: false)).isEmpty)
  }

  /// EL 0/1/2, ED 0/1/2 and ECH erase exactly their cells and leave the cursor.
  @Test func everyEraseFormCoversItsCells() {
    let full = "abcdefgh\r\nabcdefgh\r\nabcdefgh\u{1B}[2;4H"
    #expect(screen(full + "\u{1B}[0K").text() == "abcdefgh\nabc\nabcdefgh")
    #expect(screen(full + "\u{1B}[1K").text() == "abcdefgh\n    efgh\nabcdefgh")
    #expect(screen(full + "\u{1B}[2K").text() == "abcdefgh\n\nabcdefgh")
    #expect(screen(full + "\u{1B}[J").text() == "abcdefgh\nabc\n")
    #expect(screen(full + "\u{1B}[1J").text() == "\n    efgh\nabcdefgh")
    #expect(screen(full + "\u{1B}[2J").text() == "\n\n")
    #expect(screen(full + "\u{1B}[2X").text() == "abcdefgh\nabc  fgh\nabcdefgh")
    #expect(screen(full + "\u{1B}[X").text() == "abcdefgh\nabc efgh\nabcdefgh")
    let erased = screen(full + "\u{1B}[42m\u{1B}[2J", bce: true)
    #expect(erased.row(0).allSatisfy { $0.background == .indexed(2) })
    #expect(erased.cursor == Point(x: 3, y: 1), "ED does not move the cursor")
  }

  /// Erasing half of a wide cluster orphans the other half too.
  @Test func erasingHalfAWideClusterOrphansTheOtherHalf() {
    let screen = screen("日本\u{1B}[1;2H\u{1B}[X")
    #expect(screen.orphanedHalves == [Point(x: 0, y: 0)])
  }

  /// The session's private modes are recorded; 1049 swaps the screens and back.
  @Test func privateModesAreRecorded() {
    var screen = screen("main")
    screen.feed(TerminalModes.enter)
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.modes[2004] == true && screen.modes[1000] == true && screen.modes[1006] == true)
    #expect(screen.text() == "\n\n")
    screen.feed("\u{1B}[?2026halt\u{1B}[?2026l")
    #expect(screen.modeChanges.suffix(2).map(\.description) == ["?2026h", "?2026l"])
    #expect(!screen.isSynchronizing)
    screen.feed(TerminalModes.restore)
    #expect(!screen.isAlternateScreen)
    #expect(screen.text() == "main\n\n", "leaving the alternate screen brings the main one back")
    #expect(screen.cursor == Point(x: 4, y: 0))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
  }

  /// Every sequence ViewKit does not write is recorded with its offset and changes nothing.
  @Test func unsupportedSequencesAreRecordedNotIgnored() {
    let screen = screen(
      "a\u{1B}[5mb\u{1B}[3J\u{1B}[?1h\u{1B}c\u{1B}]11;?\u{07}\tc\u{1B}[1;2;3H\u{1B}[38;5m\u{1B}[4:3m"
        + "\u{1B}[>c\u{08}\u{1B}[2Sd",
      width: 12)
    let reasons = screen.unsupported.map(\.bytes).map(TerminalScreen.escaped)
    #expect(
      reasons == [
        "\\e[5m", "\\e[3J", "\\e[?1h", "\\ec", "\\e]11;?\\u{7}", "\\u{9}", "\\e[1;2;3H", "\\e[38;5m",
        "\\e[4:3m", "\\e[>c", "\\u{8}", "\\e[2S",
      ])
    #expect(screen.unsupported.first?.offset == 1)
    #expect(screen.unsupported.first?.reason == "SGR 5")
    #expect(line(screen, 0) == "abcd        ", "refused bytes change nothing")
    #expect(screen.modes[1] == true, "an unknown private mode is still recorded")
  }

  /// DECSC and DECRC (`ESC 7`, `ESC 8`) save and restore the cursor and pen, as an inline
  /// region's updates use them; rows scrolled off the top of the main screen are kept.
  @Test func savedCursorAndScrollback() {
    var screen = TerminalScreen(width: 8, height: 3)
    screen.feed("one\r\ntwo\r\n\u{1B}[1mthree\u{1B}7\u{1B}[m\r\nfour")
    #expect(screen.scrollback.map { $0.map(\.grapheme).joined() } == ["one     "])
    screen.feed("\u{1B}8!")
    // Saved before the scroll: the position is the screen's, as in a terminal.
    #expect(screen.textWithScrollback == "one\ntwo\nthree\nfour !")
    #expect(screen.cursor == Point(x: 6, y: 2) && screen.pen.attributes == .bold)
    #expect(screen.unsupported.isEmpty)
  }

  /// Invalid UTF-8 and a zero-width cluster with no cell are recorded too.
  @Test func invalidUTF8AndLoneCombiningMarksAreRecorded() {
    var screen = TerminalScreen(width: 4, height: 1)
    screen.feed([0x61, 0xFF, 0x62])
    screen.feed("\u{1B}[1;3H\u{301}")
    #expect(
      screen.unsupported.map(\.reason) == ["invalid UTF-8", "a cluster of width 0, with no cell of its own"])
    #expect(screen.unsupported.map(\.offset) == [0, 9])
  }

  /// An escape sequence or a UTF-8 sequence split between two feeds still works.
  @Test func sequencesAndUTF8MaySpanFeeds() {
    var screen = TerminalScreen(width: 4, height: 1)
    screen.feed("\u{1B}[3")
    #expect(screen.hasIncompleteInput)
    screen.feed("1mA")
    screen.feed([0xE6])
    #expect(screen.hasIncompleteInput)
    screen.feed([0x97, 0xA5])
    #expect(!screen.hasIncompleteInput)
    #expect(screen.cell(x: 0, y: 0).foreground == .indexed(1))
    #expect(screen.cell(x: 1, y: 0).grapheme == "日")
    #expect(screen.unsupported.isEmpty)
    #expect(screen.bytesFed == 9)
  }

  /// Comparing appearance ignores a blank's foreground and bold, not its underline.
  @Test func appearanceIgnoresWhatABlankDoesNotShow() {
    let bold = TerminalScreen.Cell.blank(
      TerminalScreen.Pen(foreground: .indexed(1), attributes: [.bold, .italic]))
    #expect(bold != .blank())
    #expect(bold.appearance == TerminalScreen.Cell.blank().appearance)
    let underlined = TerminalScreen.Cell.blank(
      TerminalScreen.Pen(foreground: .indexed(1), attributes: .underline))
    #expect(underlined.appearance != TerminalScreen.Cell.blank().appearance)
    let a = screen("\u{1B}[1;31m \u{1B}[m")
    let b = screen(" ")
    #expect(a.differences(from: b).count == 1)
    #expect(a.differences(from: b, comparing: .appearance).isEmpty)
  }

  /// Cells outside the smaller of two screens count as differences.
  @Test func screensOfDifferentSizesDifferOutsideTheSmaller() {
    let small = TerminalScreen(width: 2, height: 1)
    let large = TerminalScreen(width: 3, height: 1)
    let differences = small.differences(from: large)
    #expect(differences.count == 1)
    #expect(differences.first?.this == nil && differences.first?.x == 2)
  }

  /// A full repaint and `ansiText` read back as the canvas in every colour profile.
  @Test func readsBackWhatViewKitWrites() {
    let view = VStack(alignment: .leading) {
      Text("日本 ok").bold().foregroundColor(.rgb(200, 10, 10))
      Text("plain")
      Text("under").underline().backgroundColor(.palette(33))
    }
    let canvas = Renderer.render(view, size: Size(width: 10, height: 3), theme: .dark, profile: .truecolor)
    for profile in [ColorProfile.truecolor, .ansi256, .ansi16, .none] {
      var full = TerminalScreen(width: 10, height: 3, bce: false)
      full.feed(FrameDiff.update(from: nil, to: canvas, profile: profile, synchronized: true))
      #expect(full.unsupported.isEmpty, "\(full.unsupported)")
      #expect(
        full.differences(from: canvas, profile: profile).isEmpty,
        "\(profile): \(full.differences(from: canvas, profile: profile))")
      var printed = TerminalScreen(width: 10, height: 3, bce: false, onlcr: true)
      printed.feed(canvas.ansiBytes(.styled(profile)))
      #expect(printed.unsupported.isEmpty, "\(printed.unsupported)")
      #expect(printed.differences(from: canvas, profile: profile).isEmpty)
    }
  }

  /// Escaped bytes show ESC, controls and backslashes visibly.
  @Test func escapedMakesControlsVisible() {
    #expect(TerminalScreen.escaped(Array("\u{1B}[1m\\a\u{7}日".utf8)) == "\\e[1m\\\\a\\u{7}日")
  }
}

/// Hyperlinks (OSC 8) as terminals keep them: per written cell, until closed.
@Suite struct TerminalScreenHyperlinkTests {
  @Test func aLinkIsKeptByTheCellsWrittenWhileItIsOpen() {
    var screen = TerminalScreen(width: 10, height: 1)
    screen.feed("a\u{1B}]8;id=1;https://x.test\u{1B}\\bc\u{1B}[0md\u{1B}]8;;\u{1B}\\e")
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(
      (0..<5).map { screen.cell(x: $0, y: 0).link } == [
        nil, "https://x.test", "https://x.test", "https://x.test", nil,
      ])
    #expect(screen.link == nil)
  }

  @Test func belEndsALinkToo() {
    var screen = TerminalScreen(width: 10, height: 1)
    screen.feed("\u{1B}]8;;https://x.test\u{7}a")
    #expect(screen.unsupported.isEmpty)
    #expect(screen.cell(x: 0, y: 0).link == "https://x.test")
    #expect(screen.link == "https://x.test")
  }

  @Test func erasedCellsHaveNoLinkAndOtherOSCsAreStillUnsupported() {
    var screen = TerminalScreen(width: 10, height: 1)
    screen.feed("\u{1B}]8;;https://x.test\u{1B}\\ab\u{1B}[1G\u{1B}[K\u{1B}]0;title\u{7}")
    #expect(screen.cell(x: 0, y: 0).link == nil)
    #expect(screen.unsupported.count == 1)
  }

  @Test func aURLWithARawByteIsRecorded() {
    var screen = TerminalScreen(width: 10, height: 1)
    screen.feed("\u{1B}]8;;https://x.test/a b\u{1B}\\a")
    #expect(screen.unsupported.count == 1)
    #expect(screen.cell(x: 0, y: 0).link == "https://x.test/a b")
  }
}
