import Foundation
import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct TerminalSessionTests {
  @Test func refusesSomethingThatIsNotATerminal() throws {
    let pipe = Pipe()
    #expect(throws: TerminalSession.Failure.self) {
      try TerminalSession(
        input: pipe.fileHandleForReading.fileDescriptor, output: pipe.fileHandleForWriting.fileDescriptor)
    }
  }

  @Test func restoreUndoesEveryModeEnterSets() {
    for (on, off) in [
      ("?1049h", "?1049l"), ("?25l", "?25h"), ("?2004h", "?2004l"), ("?1000h", "?1000l"),
      ("?1002h", "?1002l"), ("?1006h", "?1006l"),
    ] {
      #expect(TerminalModes.enter.contains(on))
      #expect(TerminalModes.restore.contains(off))
    }
    #expect(TerminalModes.restore.contains("\u{1B}[0m"))
    // Grapheme clustering, set only where the terminal reported it reset, is reset by the
    // restore of a session that set it, on either screen, and by no other.
    #expect(TerminalModes.setGraphemeClustering == "\u{1B}[?2027h")
    #expect(TerminalModes.resetGraphemeClustering == "\u{1B}[?2027l")
    for push in [false, true] {
      for restore in [
        TerminalModes.restore(poppingKeyboard: push, resettingGraphemeClustering: true),
        TerminalModes.restoreInline(poppingKeyboard: push, resettingGraphemeClustering: true),
      ] {
        #expect(restore.components(separatedBy: TerminalModes.resetGraphemeClustering).count == 2)
      }
      #expect(!TerminalModes.restore(poppingKeyboard: push).contains("2027"))
      #expect(!TerminalModes.restoreInline(poppingKeyboard: push).contains("2027"))
    }
    #expect(!TerminalModes.enter.contains("2027") && !TerminalModes.enterInline.contains("2027"))
  }

  /// Mode 2027 set after the start (and the kitty keyboard pushed or not), a frame cut anywhere,
  /// then the restore a signal, a crash, a suspension or a handoff writes: every mode is off,
  /// 2027 included, on either screen, and what the restore cancelled leaves nothing open.
  @Test func restoreResetsGraphemeClusteringAfterACutAnywhere() {
    let cuts = Array("\u{1B}[>1".utf8) + Array("\u{1B}]8;;https://x".utf8)
    for (inline, push) in [(false, false), (false, true), (true, false), (true, true)] {
      let enter =
        (inline ? TerminalModes.enterInline : TerminalModes.enter) + (push ? TerminalModes.pushKeyboard : "")
        + TerminalModes.setGraphemeClustering
      let restore =
        inline
        ? TerminalModes.restoreInline(poppingKeyboard: push, resettingGraphemeClustering: true)
        : TerminalModes.restore(poppingKeyboard: push, resettingGraphemeClustering: true)
      for cut in (0...cuts.count).map({ Array(cuts[..<$0]) }) {
        var screen = TerminalScreen(size: Size(width: 24, height: 5))
        screen.feed(enter)
        #expect(screen.modes[2027] == true)
        screen.feed(cut)
        screen.feed(restore)
        let shown = "inline \(inline), pushed \(push), cut after \(TerminalScreen.escaped(cut))"
        #expect(screen.modes[2027] == false, "\(shown)")
        #expect(
          [1000, 1002, 1006, 1049, 2004, 2026, 2031].allSatisfy { screen.modes[$0] != true }, "\(shown)")
        #expect(
          !screen.isAlternateScreen && screen.isCursorVisible && screen.keyboardFlags.isEmpty, "\(shown)")
        #expect(screen.unsupported.allSatisfy { !$0.reason.contains("private mode") }, "\(shown)")
      }
    }
  }

  /// A signal can arrive mid-frame, with a sequence or a string half-written: the restore first
  /// cancels it (CAN), ends a string left open (ST), then ends synchronized output.
  @Test func restoreFirstEndsWhateverWasHalfWrittenThenSynchronizedOutput() {
    #expect(TerminalModes.restore.hasPrefix("\u{18}\u{1B}\\\u{1B}[?2026l\u{1B}[0m"))
  }

  /// A frame cut at every byte, as a signal mid-frame leaves it, then the restore: the terminal is
  /// as it was before the session (main screen, cursor shown, plain pen, every mode off, no
  /// synchronized output), and the next byte prints instead of ending a sequence.
  @Test func restoreAfterAFrameCutAnywhereLeavesTheTerminalAsItWas() {
    let size = Size(width: 24, height: 5)
    let loop = AppLoop(size: size, profile: .truecolor, theme: { .dark }) {
      VStack(alignment: .leading) {
        Text("Frame 日本 ✓").textStyle(.title)
        Button("Go", compact: true) {}
      }
      .padding(1)
      .background(Color.rgb(30, 40, 50))
    }
    let frame = loop.render()
    #expect(frame.count > 100)
    // A string cut short too: the background query, as an OSC without its end.
    let query = Array("\u{1B}]11;?".utf8)
    let tolerated = ["an escape sequence cancelled by CAN", "invalid UTF-8"]
    for cut in [Array(frame), query].flatMap({ bytes in (0...bytes.count).map { Array(bytes[..<$0]) } }) {
      var screen = TerminalScreen(size: size)
      screen.feed("main")
      screen.feed(TerminalModes.enter)
      screen.feed(cut)
      screen.feed(TerminalModes.restore)
      let shown = TerminalScreen.escaped(cut.suffix(12))
      #expect(!screen.isAlternateScreen && screen.isCursorVisible && !screen.isSynchronizing, "\(shown)")
      #expect(
        [1000, 1002, 1006, 1049, 2004, 2026].allSatisfy { screen.modes[$0] == false }, "cut after \(shown)")
      #expect(screen.pen == .plain, "cut after \(shown)")
      #expect(screen.text() == "main\n\n\n\n", "cut after \(shown)")
      screen.feed("!")
      #expect(screen.cell(x: 4, y: 0).grapheme == "!", "cut after \(shown): a sequence stayed open")
      #expect(screen.unsupported.allSatisfy { tolerated.contains($0.reason) }, "\(screen.unsupported)")
    }
  }

  /// The kitty keyboard protocol is popped before the main screen comes back (each screen has
  /// its own stack), after whatever a signal cut was cancelled; without a push, nothing is popped.
  @Test func restorePopsTheKittyKeyboardOnTheAlternateScreen() throws {
    let restore = TerminalModes.restore(poppingKeyboard: true)
    #expect(restore.hasPrefix("\u{18}\u{1B}\\\u{1B}[?2026l\u{1B}[<u"))
    let pop = try #require(restore.range(of: TerminalModes.popKeyboard))
    let main = try #require(restore.range(of: "\u{1B}[?1049l"))
    #expect(pop.upperBound <= main.lowerBound)
    #expect(!TerminalModes.restore.contains(TerminalModes.popKeyboard))
    #expect(TerminalModes.restore == TerminalModes.restore(poppingKeyboard: false))
    #expect(TerminalModes.pushKeyboard == "\u{1B}[>1u")
    // A frame cut anywhere after the push: the restore leaves no flags on either screen.
    let query = Array("\u{1B}[>1".utf8) + Array("\u{1B}]11;?".utf8)
    for cut in (0...query.count).map({ Array(query[..<$0]) }) {
      var screen = TerminalScreen(size: Size(width: 24, height: 5))
      screen.feed(TerminalModes.enter + TerminalModes.pushKeyboard)
      #expect(screen.keyboardFlags == [1])
      screen.feed(cut)
      screen.feed(restore)
      #expect(screen.keyboardFlags.isEmpty && !screen.isAlternateScreen, "cut after \(cut)")
    }
  }

  /// The restore an inline session's signal, crash and suspend handlers write (and the handoff
  /// to a program): after a sequence cut anywhere, with or without the kitty keyboard, every
  /// inline mode is off, the region is erased from the cursor down and the screen stays the main
  /// one, what was above the region kept.
  @Test func inlineRestoreAfterACutUndoesEveryInlineMode() {
    let cuts = Array("\u{1B}[>1".utf8) + Array("\u{1B}]8;;https://x".utf8)
    for push in [false, true] {
      let restore = TerminalModes.restoreInline(poppingKeyboard: push)
      for cut in (0...cuts.count).map({ Array(cuts[..<$0]) }) {
        var screen = TerminalScreen(size: Size(width: 24, height: 5))
        screen.feed("prompt\r\n")
        screen.feed(TerminalModes.enterInline + (push ? TerminalModes.pushKeyboard : ""))
        screen.feed("region")
        screen.feed(cut)
        screen.feed(restore)
        let shown = TerminalScreen.escaped(cut)
        #expect(!screen.isAlternateScreen && screen.isCursorVisible && !screen.isSynchronizing, "\(shown)")
        #expect([1000, 1002, 1006, 2004, 2026].allSatisfy { screen.modes[$0] != true }, "\(shown)")
        #expect(screen.keyboardFlags.isEmpty && screen.pen == .plain, "\(shown)")
        #expect(screen.text().hasPrefix("prompt\n\n"), "the region is erased: \(shown)")
      }
    }
  }

  @Test func dumbTerminalsAreRefusedBeforeAnythingIsWritten() {
    #expect(throws: TerminalApp.Failure.self) {
      try TerminalApp.run(environment: ["TERM": "dumb"]) {
        Text("x")
      }
    }
  }

  @Test func failuresExplainThemselves() {
    #expect(TerminalSession.Failure.notATerminal.description.contains("needs a terminal"))
    #expect(TerminalApp.Failure.dumbTerminal.description.contains("TERM=dumb"))
  }
}
