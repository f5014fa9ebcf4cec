import Foundation
import Testing
import ViewKit
import ViewKitPlatform
import ViewKitTesting

/// The restore on real signals: a real program (the Storybook's browser, built with the tests)
/// runs full screen on a pseudo-terminal the test plays — a terminal that answers the probe
/// with every protocol ViewKit turns on (kitty keyboard, mode 2027 reset, mode 2031) — and gets
/// a signal from `kill(2)` while it runs. What it wrote must end with every mode undone: the
/// kitty keyboard popped, mouse, paste, synchronized output, 2031 and 2027 off, the cursor shown
/// and the main screen back; and the signal must still end it. The crash path too (SIGSEGV and
/// SIGABRT sent, as a crash raises them), and Ctrl-Z's: SIGTSTP gives the terminal back, SIGCONT
/// takes it again with every mode on.
///
/// Each run waits for the program's first frame (bounded), so the signal finds the handlers
/// installed and the modes on, and ends when the program has written its restore and exited.
@Suite struct TerminalSignalTests {
  /// What the program's probe is told: synchronized output, grapheme clustering settable but
  /// off, colour-scheme notifications, the kitty keyboard, a dark background, then DA1.
  static let answers =
    "\u{1B}[?2026;2$y\u{1B}[?2027;2$y\u{1B}[?2031;2$y\u{1B}[?0u\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"
    + "\u{1B}[?62;22c"
  /// Every mode the program turns on, as a resume turns them on again (at the start the probe's
  /// questions come between the session's modes and those turned on after its answers).
  static let enter = TerminalModes.enter + TerminalModes.pushKeyboard + TerminalModes.setGraphemeClustering
  /// What undoes them all.
  static let restore = TerminalModes.restore(poppingKeyboard: true, resettingGraphemeClustering: true)

  /// The Storybook executable beside the test bundle (`swift build --build-tests` builds it).
  static let storybook: String? = {
    let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
    for case let executable? in candidates {
      let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
      for up in [folder, folder.deletingLastPathComponent()] {
        let path = up.appendingPathComponent("Storybook").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// A program on a pseudo-terminal: everything it wrote so far, and the test's end of it.
  final class Child {
    let primary: Int32
    let process: ProcessID
    let folder: URL
    private(set) var bytes: [UInt8] = []
    private var answered = false
    private var exited = false

    init(program: String) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-signal-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let pty = try #require(Platform.openPseudoTerminal())
      // Nothing else the test process has open goes with it: tests running meanwhile have
      // pseudo-terminals of their own, whose hang-up a copy held here would delay.
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? []
      let closing = open.compactMap { Int32($0) }.filter { $0 > 2 && $0 != pty.secondary }
      // Standard error on the terminal too, no core file (SIGQUIT), an environment of its own:
      // a terminal worth asking, a probe that waits for the played answers however loaded the
      // machine, and its state kept out of the user's.
      let arguments = [
        "/bin/sh", "-c", "exec 2>&1; ulimit -c 0; exec \"$@\"", "sh", "/usr/bin/env", "-i",
        "PATH=/usr/bin:/bin", "TERM=xterm-256color", "HOME=\(folder.path)", "XDG_STATE_HOME=\(folder.path)",
        "VIEWKIT_PROBE_TIMEOUT=5000", program,
      ]
      let spawned = Platform.spawnProcess(
        arguments, input: pty.secondary, output: pty.secondary, closing: closing + [pty.primary])
      Platform.closeFile(pty.secondary)
      guard case .success(let process) = spawned else {
        Platform.closeFile(pty.primary)
        try? FileManager.default.removeItem(at: folder)
        throw ChildError.notStarted
      }
      primary = pty.primary
      self.process = process
    }

    enum ChildError: Error { case notStarted }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads what the program writes (answering the probe once it is asked) until `done` holds
    /// for everything read so far, or `seconds` pass; whether `done` held.
    @discardableResult
    func read(seconds: Double = 15, until done: (String) -> Bool) -> Bool {
      let clock = ContinuousClock()
      let deadline = clock.now + .milliseconds(Int(seconds * 1000))
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while clock.now < deadline {
        var fds = [PollDescriptor(fd: primary, events: Platform.PollEvent.input, revents: 0)]
        if Platform.pollDescriptors(&fds, timeout: 20) > 0 {
          let count = Platform.readBytes(primary, &buffer, buffer.count)
          if count > 0 { bytes += buffer[..<count] } else { return done(text) }
        }
        let text = self.text
        if !answered && text.contains("\u{1B}[c") {
          answered = true
          _ = Array(TerminalSignalTests.answers.utf8).withUnsafeBytes { Platform.writeAll(primary, $0) }
        }
        if done(text) { return true }
      }
      return false
    }

    /// Reads until the program has drawn a whole frame (synchronized output ended) after the
    /// last `marker` it wrote.
    @discardableResult
    func readFrame(after marker: String) -> Bool {
      read { text in
        guard let set = text.range(of: marker, options: .backwards) else { return false }
        return text[set.upperBound...].contains("\u{1B}[?2026l")
      }
    }

    /// Sends a signal to the program.
    func send(_ signal: Int32) { _ = Platform.sendSignal(process, signal) }

    /// Waits (at most `seconds`) until the program is stopped: its handler writes the restore
    /// before it stops itself, and a SIGCONT sent in between would be lost. Where `/proc` is
    /// missing, waits a moment instead.
    @discardableResult
    func waitUntilStopped(seconds: Double = 5) -> Bool {
      let path = "/proc/\(process)/stat"
      guard FileManager.default.fileExists(atPath: path) else {
        Thread.sleep(forTimeInterval: 0.2)
        return true
      }
      let clock = ContinuousClock()
      let deadline = clock.now + .milliseconds(Int(seconds * 1000))
      while clock.now < deadline {
        // `pid (name) S ...`: the state follows the name's closing parenthesis.
        if let stat = try? String(contentsOfFile: path, encoding: .utf8),
          let close = stat.lastIndex(of: ")"),
          stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
        {
          return true
        }
        Thread.sleep(forTimeInterval: 0.005)
      }
      return false
    }

    /// Waits for the program to end (killing it first if `force`) and reads what it wrote last.
    func end(force: Bool = false) -> Platform.ProcessEnd {
      if force { _ = Platform.sendSignal(process, Platform.Signal.kill) }
      let end = Platform.waitForProcess(process)
      exited = true
      read(seconds: 0.2) { _ in false }
      return end
    }

    deinit {
      if !exited {
        _ = Platform.sendSignal(process, Platform.Signal.kill)
        _ = Platform.waitForProcess(process)
      }
      Platform.closeFile(primary)
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// What the bytes leave on a screen once the first frame is drawn: every mode on.
  static func expectEverythingOn(_ bytes: [UInt8], _ what: String) {
    var screen = TerminalScreen(size: Size(width: 80, height: 24))
    screen.feed(bytes)
    #expect(screen.isAlternateScreen && !screen.isCursorVisible && screen.keyboardFlags == [1], "\(what)")
    for mode in [1000, 1002, 1006, 2004, 2027, 2031] {
      #expect(screen.modes[mode] == true, "\(what): mode \(mode) on")
    }
  }

  /// What the bytes leave on a screen: every mode ViewKit turns on is off again.
  static func expectEverythingUndone(_ bytes: [UInt8], _ what: String) {
    var screen = TerminalScreen(size: Size(width: 80, height: 24))
    screen.feed(bytes)
    #expect(!screen.isAlternateScreen && screen.isCursorVisible && !screen.isSynchronizing, "\(what)")
    #expect(screen.keyboardFlags.isEmpty, "\(what): the kitty keyboard popped")
    for mode in [1000, 1002, 1006, 2004, 2026, 2027, 2031] {
      #expect(screen.modes[mode] == false, "\(what): mode \(mode) off")
    }
    #expect(screen.pen == .plain, "\(what)")
  }

  @Test(arguments: [
    (Platform.Signal.terminate, "SIGTERM"), (Platform.Signal.hangUp, "SIGHUP"),
    (Platform.Signal.interrupt, "SIGINT"), (Platform.Signal.quit, "SIGQUIT"),
  ])
  func aSignalWhileFullScreenUndoesEveryMode(_ signal: Int32, _ name: String) throws {
    try expectRestored(by: signal, name, after: "")
  }

  /// The crash path, as a crash signal reaches it: the restore, then (on the terminal given back,
  /// cooked) the one line that says what happened.
  @Test(arguments: [(Platform.Signal.segmentationFault, "SIGSEGV"), (Platform.Signal.abort, "SIGABRT")])
  func aCrashWhileFullScreenUndoesEveryModeThenSaysSo(_ signal: Int32, _ name: String) throws {
    try expectRestored(
      by: signal, name, after: "ViewKit: the program crashed (\(name)); the terminal was restored.\r\n")
  }

  /// Starts the program, waits for its first frame, sends `signal`, and expects what it wrote to
  /// end with the restore and then `after`, every mode undone, and the signal to end it.
  private func expectRestored(by signal: Int32, _ name: String, after: String) throws {
    let program = try #require(Self.storybook, "the Storybook executable, built with the tests")
    let child = try Child(program: program)
    try #require(child.readFrame(after: TerminalModes.setGraphemeClustering), "\(name): the first frame")
    Self.expectEverythingOn(child.bytes, name)
    child.send(signal)
    let ended = child.read { $0.hasSuffix(Self.restore + after) }
    let end = child.end(force: !ended)
    #expect(ended, "\(name): \(TerminalScreen.escaped(Array(child.bytes.suffix(160))))")
    #expect(end == .signaled(signal), "\(name): the signal still ends the program")
    #expect(child.text.hasSuffix(Self.restore + after), "\(name): the restore is the last thing written")
    Self.expectEverythingUndone(child.bytes, name)
  }

  @Test func aSuspensionGivesEveryModeBackAndTheResumeTakesThemAgain() throws {
    let program = try #require(Self.storybook, "the Storybook executable, built with the tests")
    let child = try Child(program: program)
    try #require(child.readFrame(after: TerminalModes.setGraphemeClustering), "the first frame")
    Self.expectEverythingOn(child.bytes, "started")
    child.send(Platform.Signal.terminalStop)
    let suspended = child.read { $0.hasSuffix(Self.restore) }
    #expect(suspended, "SIGTSTP: \(TerminalScreen.escaped(Array(child.bytes.suffix(120))))")
    Self.expectEverythingUndone(child.bytes, "suspended")
    #expect(child.waitUntilStopped(), "SIGTSTP stops the program once the terminal is given back")
    let before = child.bytes.count
    child.send(Platform.Signal.resume)
    // Taken back: the modes, then a whole frame.
    let resumed = child.read { text in
      guard let enter = text.range(of: Self.enter, options: .backwards),
        text.utf8.distance(from: text.startIndex, to: enter.lowerBound) >= before
      else { return false }
      return text[enter.upperBound...].contains("\u{1B}[?2026l")
    }
    #expect(resumed, "SIGCONT: \(TerminalScreen.escaped(Array(child.bytes.suffix(160))))")
    var screen = TerminalScreen(size: Size(width: 80, height: 24))
    screen.feed(child.bytes)
    #expect(screen.isAlternateScreen && !screen.isCursorVisible && screen.keyboardFlags == [1])
    #expect(screen.modes[2027] == true && screen.modes[1000] == true && screen.modes[2004] == true)
    child.send(Platform.Signal.terminate)
    let ended = child.read { $0.utf8.count > before && $0.hasSuffix(Self.restore) }
    #expect(child.end(force: !ended) == .signaled(Platform.Signal.terminate))
    Self.expectEverythingUndone(child.bytes, "ended after the resume")
  }
}
