import Dispatch
import Foundation
import Synchronization
import Testing
import ViewKit
import ViewKitPlatform
import ViewKitTesting

@testable import ViewKitRuntime

/// Every signal a session handles: ``TerminalSession/stop()`` leaves each at its default action,
/// so these tests put back what the test process had.
private let sessionSignals: [Int32] = [
  Platform.Signal.interrupt, Platform.Signal.terminate, Platform.Signal.hangUp, Platform.Signal.quit,
  Platform.Signal.segmentationFault, Platform.Signal.busError, Platform.Signal.abort,
  Platform.Signal.illegalInstruction, Platform.Signal.floatingPointError, Platform.Signal.user1,
  Platform.Signal.user2, Platform.Signal.brokenPipe, Platform.Signal.alarm, Platform.Signal.virtualAlarm,
  Platform.Signal.cpuLimit, Platform.Signal.fileSizeLimit, Platform.Signal.profilingAlarm,
  Platform.Signal.badSystemCall, Platform.Signal.trap, Platform.Signal.windowChange,
  Platform.Signal.terminalStop, Platform.Signal.resume,
]

/// Runs `body`, then gives every signal a session handles the disposition it had before.
private func keepingSignalDispositions(_ body: () throws -> Void) rethrows {
  var saved: [(Int32, SignalHandler?)] = []
  for number in sessionSignals {
    let previous = Platform.replaceSignalHandler(number, nil)
    _ = Platform.replaceSignalHandler(number, previous)
    saved.append((number, previous))
  }
  defer {
    for (number, handler) in saved { _ = Platform.replaceSignalHandler(number, handler) }
  }
  try body()
}

/// A terminal a test plays on a pseudo-terminal's primary end, on another thread: it reads what
/// the app writes, and each time something arrives asks `respond` (with everything read so far
/// and how many answers it has sent) for bytes to send back, nil for none yet; it stops when
/// what it read contains `end` (or `stop` says so), after 5 seconds (or `seconds`), or when the
/// app closes its end.
private final class PlayedTerminal: Sendable {
  private let written = Mutex<[UInt8]>([])
  private let done = DispatchSemaphore(value: 0)

  convenience init(
    primary: Int32, until end: String, respond: @escaping @Sendable (_ text: String, _ step: Int) -> String?
  ) {
    self.init(primary: primary, seconds: 5, stop: { text, _ in text.contains(end) }, respond: respond)
  }

  init(
    primary: Int32, seconds: Int, stop: @escaping @Sendable (_ text: String, _ step: Int) -> Bool,
    respond: @escaping @Sendable (_ text: String, _ step: Int) -> String?
  ) {
    DispatchQueue.global().async { [self] in
      defer { done.signal() }
      var seen: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4_096)
      var step = 0
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(seconds)
      while clock.now < deadline {
        var fds = [PollDescriptor(fd: primary, events: Platform.PollEvent.input, revents: 0)]
        if Platform.pollDescriptors(&fds, timeout: 50) > 0 {
          let count = Platform.readBytes(primary, &buffer, buffer.count)
          guard count > 0 else { break }
          seen += buffer[..<count]
        }
        let text = String(decoding: seen, as: UTF8.self)
        if let answer = respond(text, step) {
          _ = Array(answer.utf8).withUnsafeBytes { Platform.writeAll(primary, $0) }
          step += 1
        }
        if stop(text, step) { break }
      }
      written.withLock { $0 = seen }
    }
  }

  /// Waits for the terminal to stop; everything the app wrote.
  func finish() -> [UInt8] {
    done.wait()
    return written.withLock { $0 }
  }
}

/// The quit action of the app under test, for the watchdog.
private final class QuitBox: Sendable {
  let action = Mutex<QuitAction?>(nil)
}

/// A screen that hands its quit action to the test.
private struct HangUpScreen: View {
  let box: QuitBox
  @Environment(\.quit) private var quit

  var body: some View {
    let _ = box.action.withLock { $0 = quit }
    Text("Waiting for the terminal to go away")
  }
}

/// The terminal going away ends the app, whether or not SIGHUP arrives: here it never does (the
/// pseudo-terminal is not the test's controlling terminal), as when a parent shell ignores it.
/// Before, `poll` kept answering `POLLHUP` at once and the loop spun at full CPU forever.
@Suite(.serialized) struct TerminalHangUpTests {
  @Test func aSessionSeesItsTerminalHangUp() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { Platform.closeFile(pty.secondary) }
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try session.start()
      defer { session.stop() }
      #expect(!session.hasHungUp)
      Platform.closeFile(pty.primary)
      let clock = ContinuousClock()
      let start = clock.now
      var reads = 0
      while !session.hasHungUp && reads < 50 {
        _ = session.read(timeout: 2_000)
        reads += 1
      }
      #expect(session.hasHungUp)
      #expect(reads <= 2, "a hang-up is seen by the first wait, or the read after it")
      #expect(clock.now - start < .seconds(2))
    }
  }

  @Test func theAppEndsWhenItsTerminalHangsUp() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { Platform.closeFile(pty.secondary) }
    let primary = pty.primary
    // The terminal reads what the app draws for a moment, then goes away.
    DispatchQueue.global().async {
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let clock = ContinuousClock()
      let end = clock.now + .milliseconds(300)
      while clock.now < end {
        var fds = [PollDescriptor(fd: primary, events: Platform.PollEvent.input, revents: 0)]
        if Platform.pollDescriptors(&fds, timeout: 20) > 0 {
          _ = Platform.readBytes(primary, &buffer, buffer.count)
        }
      }
      Platform.closeFile(primary)
    }
    // A loop that spins instead of ending is quit after 10 seconds: the test fails, never hangs.
    let box = QuitBox()
    DispatchQueue.global().asyncAfter(deadline: .now() + 10) { box.action.withLock { $0?() } }
    let clock = ContinuousClock()
    let start = clock.now
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try TerminalApp.run(session: session, environment: ["TERM": "xterm-256color"]) {
        HangUpScreen(box: box)
      }
      #expect(session.hasHungUp)
    }
    #expect(clock.now - start < .seconds(5), "the app ended on the hang-up, not on the watchdog's quit")
  }
}

/// The capability probe over a pseudo-terminal (in this serialized suite: a session's signal
/// state is the process's).
extension TerminalHangUpTests {
  /// The probe's wait for the played terminals, which answer at once: on a busy machine their
  /// thread can miss the default 100 ms, and the answer ends the wait anyway.
  static let slowLink = "5000"

  /// Reads what the program wrote to the terminal, for up to `milliseconds`.
  private static func drain(_ primary: Int32, milliseconds: Int32 = 200) -> [UInt8] {
    var written: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    var fds = [PollDescriptor(fd: primary, events: Platform.PollEvent.input, revents: 0)]
    while Platform.pollDescriptors(&fds, timeout: milliseconds) > 0 {
      let count = Platform.readBytes(primary, &buffer, buffer.count)
      guard count > 0 else { break }
      written += buffer[..<count]
    }
    return written
  }

  @Test func aTerminalThatNeverAnswersCostsTheTimeoutOnceAndKeepsWhatWasTyped() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try session.start()
      defer { session.stop() }
      // Typed before the probe: read during its wait, never taken for a reply.
      let typed = Array("q\u{1B}[A".utf8)
      _ = typed.withUnsafeBytes { Platform.writeAll(pty.primary, $0) }
      let clock = ContinuousClock()
      let start = clock.now
      let capabilities = session.probe()
      let waited = clock.now - start
      #expect(capabilities == .unknown)
      #expect(waited >= .milliseconds(TerminalProbe.timeout - 5), "it waited for an answer")
      #expect(waited < .milliseconds(TerminalProbe.timeout + 1_000), "and gave up after the timeout")
      // Asked once: the second call neither asks nor waits (the bytes below show no second query).
      #expect(session.probe() == .unknown)
      #expect(session.read(timeout: 0) == typed, "the typing comes back as input")
      let written = Self.drain(pty.primary)
      #expect(written.starts(with: Array(TerminalModes.enter.utf8)))
      #expect(Array(written.dropFirst(TerminalModes.enter.utf8.count)) == TerminalProbe.query, "asked once")
    }
  }

  @Test func aTerminalThatAnswersEndsTheProbeOnDA1() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    let primary = pty.primary
    // The terminal answers once it has read the whole query, DA1 last.
    DispatchQueue.global().async {
      var written: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let deviceAttributes = Array("\u{1B}[c".utf8)
      while !written.reversed().starts(with: deviceAttributes.reversed()) {
        var fds = [PollDescriptor(fd: primary, events: Platform.PollEvent.input, revents: 0)]
        guard Platform.pollDescriptors(&fds, timeout: 2_000) > 0 else { return }
        let count = Platform.readBytes(primary, &buffer, buffer.count)
        guard count > 0 else { return }
        written += buffer[..<count]
      }
      let answer = Array(
        ("\u{1B}P>|xterm(390)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}]10;rgb:0000/0000/0000\u{1B}\\"
          + "x\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;22c").utf8)
      _ = answer.withUnsafeBytes { Platform.writeAll(primary, $0) }
    }
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try session.start()
      defer { session.stop() }
      let capabilities = session.probe(timeout: 3_000)
      #expect(capabilities.versionText == "xterm(390)")
      #expect(capabilities.synchronizedOutput == .supported)
      #expect(capabilities.graphemeClustering == .unsupported)
      #expect(capabilities.colorSchemeUpdates == .unknown)
      #expect(capabilities.kittyKeyboard == .unsupported)
      #expect(capabilities.foreground == RGB(0, 0, 0))
      #expect(capabilities.background == RGB(255, 255, 255))
      #expect(capabilities.deviceAttributes == [64, 22])
      #expect(session.queryBackground() == RGB(255, 255, 255), "the background comes from the probe")
      // The program's decoder gets the typed x as a key and the replies as replies.
      var decoder = InputDecoder()
      let keys = decoder.feed(session.read(timeout: 0)).filter { if case .key = $0 { true } else { false } }
      #expect(keys == [.key("x")])
    }
  }
}

/// The kitty keyboard protocol over a pseudo-terminal: pushed where the terminal answers the
/// query, popped by the restore.
extension TerminalHangUpTests {
  @Test func stopPopsTheKittyKeyboardOnlyWhenPushed() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    try keepingSignalDispositions {
      for (push, cluster) in [(true, false), (false, false), (true, true), (false, true)] {
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        try session.start()
        if push { session.pushKittyKeyboard() }
        if push { session.pushKittyKeyboard() }  // once only
        if cluster { session.setGraphemeClustering() }
        if cluster { session.setGraphemeClustering() }  // once only
        #expect(session.isKittyKeyboardPushed == push)
        #expect(session.isGraphemeClusteringSet == cluster)
        session.stop()
        #expect(!session.isKittyKeyboardPushed && !session.isGraphemeClusteringSet)
        let written = Self.drain(pty.primary, milliseconds: 100)
        let expected =
          TerminalModes.enter + (push ? TerminalModes.pushKeyboard : "")
          + (cluster ? TerminalModes.setGraphemeClustering : "")
          + TerminalModes.restore(poppingKeyboard: push, resettingGraphemeClustering: cluster)
        #expect(written == Array(expected.utf8), "pushed: \(push), 2027: \(cluster)")
        var screen = TerminalScreen(size: Size(width: 20, height: 4))
        screen.feed(written)
        #expect(screen.keyboardFlags.isEmpty && !screen.isAlternateScreen && screen.modes[2027] != true)
      }
      // Before the start, nothing is written and nothing is set.
      let unstarted = try TerminalSession(input: pty.secondary, output: pty.secondary)
      unstarted.setGraphemeClustering()
      #expect(!unstarted.isGraphemeClusteringSet)
      #expect(Self.drain(pty.primary, milliseconds: 50).isEmpty)
    }
  }

  @Test func theAppPushesTheKittyKeyboardWhereTheTerminalSpeaksItAndPopsIt() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    // A kitty-like terminal: answers the flags query and DA1, then presses Ctrl-C as the
    // protocol sends it, and reads until the main screen comes back.
    let terminal = PlayedTerminal(primary: pty.primary, until: "\u{1B}[?1049l") { text, step in
      switch step {
      case 0 where text.contains("\u{1B}[c"): return "\u{1B}[?0u\u{1B}[?62;22c"
      case 1 where text.contains("Kitty"): return "\u{1B}[99;5u"
      default: return nil
      }
    }
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      var capabilities = TerminalCapabilities.unknown
      try TerminalApp.run(
        session: session, environment: ["TERM": "xterm-kitty", "VIEWKIT_PROBE_TIMEOUT": Self.slowLink],
        onCapabilities: { capabilities = $0 }
      ) {
        Text("Kitty")
      }
      #expect(capabilities.keyboardFlags == 0)
    }
    let bytes = terminal.finish()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.components(separatedBy: TerminalModes.pushKeyboard).count == 2, "pushed once")
    #expect(text.hasSuffix(TerminalModes.restore(poppingKeyboard: true)), "and popped by the restore")
    var screen = TerminalScreen(size: Size(width: 80, height: 24))
    screen.feed(bytes)
    #expect(screen.keyboardFlags.isEmpty && !screen.isAlternateScreen)
  }
}

/// Grapheme clustering (mode 2027) over a pseudo-terminal: set after the probe where the terminal
/// reports it reset, reset by the restore; left alone where it is on already or always, and
/// never set where the terminal does not know it or says nothing.
extension TerminalHangUpTests {
  @Test func theAppSetsGraphemeClusteringOnlyWhereTheTerminalReportsItReset() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    for state in [2, 3, 1, 0, nil] {
      // Answers the probe with that state (or without the mode), then presses Ctrl-C once the
      // frame shows, and reads until the main screen comes back.
      let answer = (state.map { "\u{1B}[?2027;\($0)$y" } ?? "") + "\u{1B}[?62;22c"
      let terminal = PlayedTerminal(primary: pty.primary, until: "\u{1B}[?1049l") { text, step in
        switch step {
        case 0 where text.contains("\u{1B}[c"): return answer
        case 1 where text.contains("Clusters"): return "\u{03}"
        default: return nil
        }
      }
      var capabilities = TerminalCapabilities.unknown
      try keepingSignalDispositions {
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        try TerminalApp.run(
          session: session, environment: ["TERM": "xterm-256color", "VIEWKIT_PROBE_TIMEOUT": Self.slowLink],
          onCapabilities: { capabilities = $0 }
        ) {
          Text("Clusters 👍🏽 🇯🇵 ❤️")
        }
      }
      let bytes = terminal.finish()
      let text = String(decoding: bytes, as: UTF8.self)
      let sets = state == 2
      #expect(capabilities.modeStates[2027] == state)
      #expect(
        text.components(separatedBy: TerminalModes.setGraphemeClustering).count == (sets ? 2 : 1), "\(state)")
      #expect(
        text.hasSuffix(TerminalModes.restore(poppingKeyboard: false, resettingGraphemeClustering: sets)))
      #expect(
        text.contains(TerminalModes.resetGraphemeClustering) == sets, "a mode ViewKit did not set stays")
      if sets {
        // Set after the probe's answer, before the first frame is drawn.
        let set = try #require(text.range(of: TerminalModes.setGraphemeClustering))
        let frame = try #require(text.range(of: "Clusters"))
        #expect(set.upperBound <= frame.lowerBound)
      }
      var screen = TerminalScreen(size: Size(width: 80, height: 24))
      let restore = TerminalModes.restore(poppingKeyboard: false, resettingGraphemeClustering: sets)
      screen.feed(text.components(separatedBy: restore)[0])
      // A terminal clustering as mode 2027 asks (TerminalScreen always does) shows the frame in
      // exactly the cells ViewKit counted: nothing else changes with the mode on.
      let row = try #require(
        (0..<24).first {
          screen.text().split(separator: "\n", omittingEmptySubsequences: false)[$0].contains("Clusters")
        })
      let start = try #require((0..<80).first { screen.cell(x: $0, y: row).grapheme == "C" })
      let cells = [(9, "👍🏽", 2), (11, " ", 1), (12, "🇯🇵", 2), (14, " ", 1), (15, "❤️", 2)]
      for (x, grapheme, width) in cells {
        let cell = screen.cell(x: start + x, y: row)
        #expect(cell.grapheme == grapheme && cell.width == width, "\(x): \(cell.grapheme)")
      }
      screen.feed(restore)
      #expect(!screen.isAlternateScreen && screen.isCursorVisible && screen.modes[2027] != true)
    }
  }
}

/// Inline mode over a pseudo-terminal: the main screen throughout, the last frame kept below
/// what was there, every mode undone.
extension TerminalHangUpTests {
  @Test func stopUndoesAnInlineSessionOnTheMainScreen() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    try keepingSignalDispositions {
      for (push, cluster) in [(false, false), (true, false), (false, true), (true, true)] {
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        session.presentsInline = true
        try session.start()
        if push { session.pushKittyKeyboard() }
        if cluster { session.setGraphemeClustering() }
        session.stop()
        let written = Self.drain(pty.primary, milliseconds: 100)
        let restore = TerminalModes.restoreInline(poppingKeyboard: push, resettingGraphemeClustering: cluster)
        let expected =
          TerminalModes.enterInline + (push ? TerminalModes.pushKeyboard : "")
          + (cluster ? TerminalModes.setGraphemeClustering : "") + restore
        #expect(written == Array(expected.utf8))
        #expect(!restore.contains("1049"))
      }
    }
  }

  @Test func anInlineAppDrawsBelowThePromptAndLeavesItsLastFrame() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    // Reads the first frame, presses q, then reads until the cursor shows again.
    let terminal = PlayedTerminal(primary: pty.primary, until: "\u{1B}[?25h") { text, step in
      step == 0 && text.contains("Inline 3") ? "q" : nil
    }
    let scrollback = Scrollback()
    scrollback.commit("committed before the first frame")
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try TerminalApp.run(session: session, environment: [:], inline: InlineLayout(), scrollback: scrollback)
      {
        QuittingOnQ()
      }
    }
    let bytes = terminal.finish()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("1049") && !text.contains("\u{1B}[2J") && !text.contains("?1000h"))
    #expect(text.hasSuffix(TerminalModes.restoreInline(poppingKeyboard: false)))
    var screen = TerminalScreen(width: 80, height: 24)
    screen.feed("$ inline\r\n")
    screen.feed(bytes)
    screen.feed("$ ")
    #expect(
      screen.text().hasPrefix("$ inline\ncommitted before the first frame\nInline 1\nInline 2\nInline 3\n$\n")
    )
    #expect(!screen.isAlternateScreen && screen.isCursorVisible)
  }
}

private struct QuittingOnQ: View {
  @Environment(\.quit) var quit
  var body: some View {
    VStack(alignment: .leading) {
      Text("Inline 1")
      Text("Inline 2")
      Text("Inline 3")
    }
    .keyBinding("q", "quit") { quit() }
  }
}

/// Themes that follow the terminal: with mode 2031, a switch to light asks for the colours again
/// and hands the new background to the app, which draws the next frame in the light theme.
extension TerminalHangUpTests {
  @Test func aThemeInAutoFollowsTheTerminalLive() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    let terminal = PlayedTerminal(primary: pty.primary, until: "\u{1B}[?1049l") { text, step in
      switch step {
      case 0 where text.contains("\u{1B}[c"):
        // A dark terminal that knows mode 2031.
        return "\u{1B}[?2031;2$y\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?62;22c"
      case 1 where text.contains("\u{1B}[?2031h") && text.contains("theme dark"):
        return "\u{1B}[?997;2n"  // the user switched the terminal to light
      case 2 where text.components(separatedBy: "\u{1B}]11;?").count == 3:
        return "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"
      case 3 where text.contains("theme light"):
        return "\u{03}"
      default: return nil
      }
    }
    var theme = Theme.dark
    var backgrounds: [RGB?] = []
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try TerminalApp.run(
        session: session, environment: ["TERM": "xterm-256color", "VIEWKIT_PROBE_TIMEOUT": Self.slowLink],
        theme: { theme },
        onBackground: { background in
          backgrounds.append(background)
          theme = .automatic(background: background)
        }
      ) {
        ThemeName()
      }
    }
    let text = String(decoding: terminal.finish(), as: UTF8.self)
    #expect(backgrounds == [RGB(0, 0, 0), RGB(255, 255, 255)])
    #expect(text.contains("theme light"), "the next frame is drawn in the light theme")
    #expect(text.hasSuffix(TerminalModes.restore(poppingKeyboard: false)))
    #expect(TerminalModes.restore.contains("\u{1B}[?2031l"), "notifications are turned off on every exit")
  }
}

private struct ThemeName: View {
  @Environment(\.theme) var theme
  var body: some View { Text("theme \(theme.name)") }
}

/// Handing the terminal to a program (``TerminalSession/runForeground(_:)``) over a
/// pseudo-terminal: the program sees a cooked terminal on the main screen with every mode off,
/// and the session takes it back after.
extension TerminalHangUpTests {
  /// The terminal settings as bytes, to compare.
  private static func attributes(_ descriptor: Int32) -> [UInt8] {
    var attributes = TerminalAttributes()
    _ = Platform.getTerminalAttributes(descriptor, &attributes)
    return withUnsafeBytes(of: &attributes) { Array($0) }
  }

  @Test func aProgramGetsACookedTerminalOnTheMainScreenAndTheSessionTakesItBack() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    let cooked = Self.attributes(pty.secondary)
    try keepingSignalDispositions {
      for (inline, push, cluster) in [
        (false, true, true), (false, false, false), (true, true, true), (false, false, true),
      ] {
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        session.presentsInline = inline
        try session.start()
        defer { session.stop() }
        if push { session.pushKittyKeyboard() }
        if cluster { session.setGraphemeClustering() }
        let raw = Self.attributes(pty.secondary)
        #expect(raw != cooked)
        _ = Self.drain(pty.primary, milliseconds: 50)
        _ = session.takeResize()
        let exit = session.runForeground(["/bin/sh", "-c", "stty -a; printf '<child>'; exit 4"])
        #expect(exit == .exited(4))
        #expect(Self.attributes(pty.secondary) == raw, "raw mode again")
        #expect(session.takeResize(), "a full repaint is asked for")
        #expect(session.isKittyKeyboardPushed == push)
        #expect(session.isGraphemeClusteringSet == cluster)
        let written = String(decoding: Self.drain(pty.primary), as: UTF8.self)
        let restore =
          inline
          ? TerminalModes.restoreInline(poppingKeyboard: push, resettingGraphemeClustering: cluster)
          : TerminalModes.restore(poppingKeyboard: push, resettingGraphemeClustering: cluster)
        let enter =
          (inline ? TerminalModes.enterInline : TerminalModes.enter)
          + (push ? TerminalModes.pushKeyboard : "") + (cluster ? TerminalModes.setGraphemeClustering : "")
        let shown = "inline \(inline), pushed \(push), 2027 \(cluster)"
        #expect(written.hasPrefix(restore), "\(shown)")
        #expect(written.hasSuffix("<child>" + enter), "\(shown)")
        // What the program saw: stty's words, from a cooked terminal with signals from keys.
        let words = Set(written.split(whereSeparator: { $0.isWhitespace || $0 == ";" }))
        #expect(words.contains("icanon") && words.contains("echo") && words.contains("isig"))
        #expect(!words.contains("-icanon") && !words.contains("-echo"))
        // And the screen it drew on: the main one, every mode off.
        var screen = TerminalScreen(size: Size(width: 80, height: 24))
        screen.feed(inline ? TerminalModes.enterInline : TerminalModes.enter)
        if push { screen.feed(TerminalModes.pushKeyboard) }
        if cluster { screen.feed(TerminalModes.setGraphemeClustering) }
        screen.feed(restore)
        #expect(!screen.isAlternateScreen && screen.isCursorVisible && screen.keyboardFlags.isEmpty)
        #expect([1000, 1006, 2004, 2026, 2027].allSatisfy { screen.modes[$0] != true })
        screen.feed(enter)
        #expect(screen.isAlternateScreen == !inline && !screen.isCursorVisible)
        #expect(screen.keyboardFlags == (push ? [1] : []))
        #expect((screen.modes[2027] == true) == cluster, "taken back: 2027 set again where it was")
      }
    }
  }

  @Test func aProgramThatCannotStartIsSaidAndTheTerminalComesBack() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    try keepingSignalDispositions {
      let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
      try session.start()
      defer { session.stop() }
      let raw = Self.attributes(pty.secondary)
      guard case .notStarted(let reason) = session.runForeground(["/nonexistent/program"]) else {
        Issue.record("it started")
        return
      }
      #expect(reason.contains("/nonexistent/program could not start"))
      #expect(Self.attributes(pty.secondary) == raw)
      let written = String(decoding: Self.drain(pty.primary), as: UTF8.self)
      #expect(written.hasSuffix(TerminalModes.restore + TerminalModes.enter))
    }
  }

  /// The whole way, as a user does it: M-E in a text area of a running app (kitty keyboard on,
  /// grapheme clustering set) runs `$EDITOR` on the main screen in cooked mode, every mode off; when it exits the app takes the screen
  /// back, draws it whole and shows the edited text; Ctrl-C then restores everything.
  @Test func altEInATextAreaEditsInTheEditorAndTheAppRepaints() throws {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    try withEditorFolder { folder in
      let log = folder + "/stty"
      let script = try editorScript(
        in: folder, "stty -a > \(quoted(log)); printf '<editor>'; printf 'edited text\\n' > \"$1\"")
      // A kitty-like terminal: answers the probe, presses M-E once the text area shows, Ctrl-C
      // once the edited text shows, and reads until the main screen comes back.
      let restore = TerminalModes.restore(poppingKeyboard: true, resettingGraphemeClustering: true)
      let terminal = PlayedTerminal(
        primary: pty.primary, seconds: 10, stop: { text, step in step == 3 && text.hasSuffix(restore) }
      ) { text, step in
        switch step {
        case 0 where text.contains("\u{1B}[c"): return "\u{1B}[?2027;2$y\u{1B}[?0u\u{1B}[?62;22c"
        case 1 where text.contains("draft"): return "\u{1B}[101;3u"  // M-E as the kitty protocol sends it
        case 2:
          guard let after = text.range(of: "<editor>"), text[after.upperBound...].contains("edited text")
          else {
            return nil
          }
          return "\u{1B}[99;5u"  // Ctrl-C
        default: return nil
        }
      }
      let model = EditedNotes()
      try keepingSignalDispositions {
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        try TerminalApp.run(
          session: session,
          environment: [
            "TERM": "xterm-kitty", "EDITOR": quoted(script), "TMPDIR": folder,
            "VIEWKIT_PROBE_TIMEOUT": Self.slowLink,
          ]
        ) {
          EditedNotesScreen(model: model)
        }
      }
      let bytes = terminal.finish()
      #expect(model.notes.text == "edited text")
      #expect(model.failure == nil)
      let stty = try String(contentsOfFile: log, encoding: .utf8)
      #expect(stty.contains(" icanon") && !stty.contains("-icanon") && !stty.contains("-echo "))
      let text = String(decoding: bytes, as: UTF8.self)
      let parts = text.components(separatedBy: "<editor>")
      try #require(parts.count == 2)
      #expect(parts[0].hasSuffix(restore), "every mode off first")
      let enter = TerminalModes.enter + TerminalModes.pushKeyboard + TerminalModes.setGraphemeClustering
      #expect(parts[1].hasPrefix(enter), "then taken back")
      #expect(parts[1].hasSuffix(restore))
      // The screen before the editor: main screen, no mode on; after: drawn whole, edited.
      var screen = TerminalScreen(size: Size(width: 80, height: 24))
      screen.feed(parts[0])
      #expect(!screen.isAlternateScreen && screen.isCursorVisible && screen.keyboardFlags.isEmpty)
      #expect([1000, 1006, 2004, 2027].allSatisfy { screen.modes[$0] != true })
      var after = TerminalScreen(size: Size(width: 80, height: 24))
      after.feed(parts[1].components(separatedBy: restore)[0])
      #expect(after.isAlternateScreen && after.keyboardFlags == [1] && after.modes[2027] == true)
      #expect(after.text().contains("edited text") && !after.text().contains("draft"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/viewkit-edit"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["editor.sh", "stty"])
    }
  }
}
