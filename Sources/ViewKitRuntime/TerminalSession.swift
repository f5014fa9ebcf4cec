import ViewKitComponents
import ViewKitCore
import ViewKitPlatform
import ViewKitStyle

/// The escape sequences a session turns on, and the ones that undo them.
public enum TerminalModes {
  /// Alternate screen, hidden cursor, bracketed paste, mouse buttons, wheel and the pointer's
  /// moves while a button is held (1002, so a drag selects text) reported in the SGR (1006)
  /// encoding, cleared screen.
  public static let enter =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
  /// Safe after a half-written sequence (a signal mid-frame): CAN (0x18) cancels an escape
  /// sequence or string in progress and ST (`ESC \`) ends a string a terminal keeps open past
  /// CAN. Then synchronized output ends, the style is made plain, mouse reporting, bracketed
  /// paste and colour-scheme notifications (2031) are turned off, the cursor shows and the main
  /// screen comes back.
  public static let restore = restore(poppingKeyboard: false)
  /// Turns on the kitty keyboard protocol with the disambiguate flag (`CSI > 1 u`, pushed on the
  /// alternate screen's own stack): Esc, and Ctrl with I, M or [, arrive as `CSI u` keys.
  public static let pushKeyboard = "\u{1B}[>1u"
  /// Undoes ``pushKeyboard`` (`CSI < u`); it must come before the main screen does, since each
  /// screen keeps its own stack.
  public static let popKeyboard = "\u{1B}[<u"
  /// Turns on grapheme clustering (mode 2027, `CSI ? 2027 h`): the terminal gives a cluster
  /// (👍🏽, 👨‍👩‍👧, a flag, ❤️) the cells Unicode says, which are the cells ViewKit counts.
  public static let setGraphemeClustering = "\u{1B}[?2027h"
  /// Undoes ``setGraphemeClustering`` (`CSI ? 2027 l`).
  public static let resetGraphemeClustering = "\u{1B}[?2027l"

  /// An inline session's modes (``TerminalSession/presentsInline``): hidden cursor and bracketed
  /// paste, on the main screen, where the user's output stays; no mouse reporting, so the wheel
  /// still scrolls the terminal's scrollback.
  public static let enterInline = "\u{1B}[?25l\u{1B}[?2004h"

  /// ``restore``, with ``popKeyboard`` after synchronized output ends, before the main screen
  /// comes back, when the session pushed the kitty keyboard protocol, and
  /// ``resetGraphemeClustering`` after colour-scheme notifications are turned off when the
  /// session set mode 2027.
  ///
  /// - Parameters:
  ///   - poppingKeyboard: whether the kitty keyboard protocol was pushed.
  ///   - resettingGraphemeClustering: whether the session set grapheme clustering (mode 2027).
  /// - Returns: the restore string.
  public static func restore(poppingKeyboard: Bool, resettingGraphemeClustering: Bool = false) -> String {
    modesOff(poppingKeyboard: poppingKeyboard, resettingGraphemeClustering: resettingGraphemeClustering)
      + "\u{1B}[?25h\u{1B}[?1049l"
  }

  /// What both restores begin with: a cut sequence cancelled, synchronized output ended, the
  /// kitty keyboard popped (when pushed), the plain style, mouse, paste, 2031 and (when set)
  /// 2027 off.
  private static func modesOff(poppingKeyboard: Bool, resettingGraphemeClustering: Bool) -> String {
    "\u{18}\u{1B}\\\u{1B}[?2026l" + (poppingKeyboard ? popKeyboard : "")
      + "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?2031l"
      + (resettingGraphemeClustering ? resetGraphemeClustering : "")
  }

  /// What undoes ``enterInline``: as ``restore(poppingKeyboard:resettingGraphemeClustering:)``,
  /// but on the main screen, with the rows from the cursor's down erased (an inline region that
  /// is not ending normally: a signal, a crash, a suspension) and no switch of screens, whose
  /// `?1049l` would move the cursor to a position saved long ago.
  ///
  /// - Parameters:
  ///   - poppingKeyboard: whether the kitty keyboard protocol was pushed.
  ///   - resettingGraphemeClustering: whether the session set grapheme clustering (mode 2027).
  /// - Returns: the restore string.
  public static func restoreInline(poppingKeyboard: Bool, resettingGraphemeClustering: Bool = false) -> String
  {
    modesOff(poppingKeyboard: poppingKeyboard, resettingGraphemeClustering: resettingGraphemeClustering)
      + "\r" + InlineRegion.eraseBelow + "\u{1B}[?25h"
  }
}

/// What a signal handler may touch: plain memory prepared before any handler is installed.
/// Written only while no handler can run (start and stop), read only by handlers and `restore`.
private enum SignalState {
  /// The restore strings, one per ``variant`` (with or without the kitty keyboard's pop, with
  /// or without the reset of mode 2027), so a handler writes the one that fits in one `write(2)`.
  nonisolated(unsafe) static var restoreBytes = preparedSlots()
  /// The enter strings a resume writes, one per ``variant`` (the kitty keyboard pushed again,
  /// mode 2027 set again).
  nonisolated(unsafe) static var enterBytes = preparedSlots()
  /// Whether the session pushed the kitty keyboard protocol: restores pop it, a resume pushes
  /// it again.
  nonisolated(unsafe) static var keyboardPushed: SignalAtomic = 0
  /// Whether the session set grapheme clustering (mode 2027): restores reset it, a resume sets
  /// it again.
  nonisolated(unsafe) static var graphemeClusteringSet: SignalAtomic = 0

  /// Four empty slots for prepared strings, allocated once.
  private static func preparedSlots() -> UnsafeMutablePointer<PreparedBytes> {
    let slots = UnsafeMutablePointer<PreparedBytes>.allocate(capacity: 4)
    slots.initialize(repeating: PreparedBytes(), count: 4)
    return slots
  }

  /// Which prepared strings fit the modes on now: 1 for the kitty keyboard, plus 2 for mode 2027.
  static var variant: Int { (keyboardPushed != 0 ? 1 : 0) | (graphemeClusteringSet != 0 ? 2 : 0) }
  /// One line per crash signal, by signal number, written to standard error after the
  /// terminal is restored.
  nonisolated(unsafe) static var crashLines: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) static var crashOffsets = UnsafeMutablePointer<Int>.allocate(capacity: 66)
  nonisolated(unsafe) static var exitHandlerInstalled = false
  nonisolated(unsafe) static var saved = TerminalAttributes()
  nonisolated(unsafe) static var hasSaved = false
  nonisolated(unsafe) static var inputFD: Int32 = 0
  nonisolated(unsafe) static var outputFD: Int32 = 1
  nonisolated(unsafe) static var wakeWrite: Int32 = -1
  nonisolated(unsafe) static var resized: SignalAtomic = 0
  nonisolated(unsafe) static var active: SignalAtomic = 0
  /// Set while a child program has the terminal (``TerminalSession/runForeground(_:)``): a
  /// resume leaves the terminal to it.
  nonisolated(unsafe) static var handingOff: SignalAtomic = 0
  /// The child program that has the terminal, 0 for none: SIGTERM and SIGHUP go on to it.
  nonisolated(unsafe) static var child: ProcessID = 0
}

/// Bytes copied into plain memory for a signal handler: where they start and how many.
private struct PreparedBytes {
  var start: UnsafeMutablePointer<UInt8>?
  var count = 0

  /// Writes them to a file descriptor with `write(2)`: safe inside a signal handler.
  func write(to descriptor: Int32) {
    if let start { _ = Platform.writeBytes(descriptor, start, count) }
  }
}

/// Undoes every mode, with `write(2)` and `tcsetattr(3)` only: safe inside a signal handler.
private func restoreTerminalNow() {
  guard SignalState.active != 0 else { return }
  SignalState.restoreBytes[SignalState.variant].write(to: SignalState.outputFD)
  if SignalState.hasSaved {
    _ = Platform.setTerminalAttributes(SignalState.inputFD, Platform.TerminalChange.now, &SignalState.saved)
  }
  SignalState.active = 0
}

private func wake() {
  var byte: UInt8 = 1
  if SignalState.wakeWrite >= 0 { _ = Platform.writeBytes(SignalState.wakeWrite, &byte, 1) }
}

/// SIGTSTP: restore the terminal, then stop as the default action does.
private func installStopHandler() {
  Platform.setSignalHandler(Platform.Signal.terminalStop) { _ in
    restoreTerminalNow()
    Platform.resetSignalHandler(Platform.Signal.terminalStop)
    Platform.raiseSignal(Platform.Signal.terminalStop)
  }
}

/// Copies bytes into plain memory a signal handler may read.
private func plainBytes(_ text: String) -> (UnsafeMutablePointer<UInt8>, Int) {
  let bytes = Array(text.utf8)
  let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
  buffer.initialize(from: bytes, count: bytes.count)
  return (buffer, bytes.count)
}

/// ``plainBytes(_:)`` as ``PreparedBytes``.
private func prepared(_ text: String) -> PreparedBytes {
  let (start, count) = plainBytes(text)
  return PreparedBytes(start: start, count: count)
}

/// Signals that mean the program crashed (a one-line note follows the restore), by name.
private let crashSignals: [(Int32, String)] = [
  (Platform.Signal.segmentationFault, "SIGSEGV"), (Platform.Signal.busError, "SIGBUS"),
  (Platform.Signal.abort, "SIGABRT"), (Platform.Signal.illegalInstruction, "SIGILL"),
  (Platform.Signal.floatingPointError, "SIGFPE"), (Platform.Signal.trap, "SIGTRAP"),
  (Platform.Signal.badSystemCall, "SIGSYS"),
]

/// Writes the crash line for a signal, if it has one: `write(2)` of prepared bytes only.
private func noteCrash(_ number: Int32) {
  guard let lines = SignalState.crashLines, number > 0, number < 65 else { return }
  let start = SignalState.crashOffsets[Int(number)]
  let end = SignalState.crashOffsets[Int(number) + 1]
  if end > start { _ = Platform.writeBytes(2, lines + start, end - start) }
}

/// Fatal and terminating signals: restore the terminal, then let the signal do what it does.
private let restoringSignals: [Int32] = [
  Platform.Signal.interrupt, Platform.Signal.terminate, Platform.Signal.hangUp, Platform.Signal.quit,
  Platform.Signal.segmentationFault, Platform.Signal.busError, Platform.Signal.abort,
  Platform.Signal.illegalInstruction, Platform.Signal.floatingPointError, Platform.Signal.user1,
  Platform.Signal.user2, Platform.Signal.brokenPipe, Platform.Signal.alarm, Platform.Signal.virtualAlarm,
  Platform.Signal.cpuLimit, Platform.Signal.fileSizeLimit, Platform.Signal.profilingAlarm,
  Platform.Signal.badSystemCall, Platform.Signal.trap,
]

/// A terminal taken over for an interactive program: raw input, the alternate screen, a hidden
/// cursor and bracketed paste — and put back exactly as it was on ``stop()``, at exit, on a thrown
/// error (use `defer`), on SIGINT, SIGTERM, SIGHUP and SIGQUIT, and on crashes (SIGSEGV, SIGBUS,
/// SIGABRT, SIGILL, SIGFPE), where a pre-built restore string is written with `write(2)`.
/// Ctrl-Z (SIGTSTP) restores before stopping and takes the terminal back on SIGCONT; SIGWINCH
/// is reported through ``takeResize()``.
///
/// ```swift
/// let session = try TerminalSession()
/// try session.start()
/// defer { session.stop() }
/// ```
public final class TerminalSession {
  /// Why a session could not start.
  public enum Failure: Error, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// A system call failed.
    case system(String)

    /// A one-line explanation for the user, naming what failed.
    public var description: String {
      switch self {
      case .notATerminal:
        return "not a terminal: interactive mode needs a terminal on standard input and output"
      case .system(let call): return "the terminal could not be set up (\(call) failed)"
      }
    }
  }

  private let input: Int32
  private let output: Int32
  private var wakeRead: Int32 = -1
  private var wakeWriteFD: Int32 = -1
  private var started = false
  /// Whether ``probe(timeout:)`` has asked already.
  private var probed = false
  /// What ``probe(timeout:)`` learned.
  private var capabilities = TerminalCapabilities.unknown
  /// Whether the terminal went away; see ``hasHungUp``.
  private var hungUp = false
  /// Whether the session draws inline, on the main screen below the prompt
  /// (``TerminalModes/enterInline``), rather than on the alternate screen. Set before
  /// ``start()``; later changes are ignored until the next start.
  public var presentsInline = false
  /// ``presentsInline`` as it was at ``start()``.
  private var startedInline = false
  /// Bytes read while waiting for the replies (keys typed meanwhile, the replies themselves), which
  /// the next ``read(timeout:)`` returns first.
  private var heldInput: [UInt8] = []

  /// A session on standard input and output.
  ///
  /// - Parameters:
  ///   - input: the file descriptor to read keys from.
  ///   - output: the file descriptor to draw on.
  /// - Throws: ``Failure/notATerminal`` when `input` or `output` is not a terminal.
  public init(input: Int32 = 0, output: Int32 = 1) throws(Failure) {
    guard Platform.isTerminal(input), Platform.isTerminal(output) else { throw .notATerminal }
    self.input = input
    self.output = output
  }

  /// Takes the terminal over: raw mode, the alternate screen, mouse and paste reporting.
  ///
  /// - Throws: ``Failure/system(_:)`` naming the system call that failed.
  public func start() throws(Failure) {
    guard !started else { return }
    var saved = TerminalAttributes()
    guard Platform.getTerminalAttributes(input, &saved) == 0 else { throw .system("tcgetattr") }
    guard let wakePipe = Platform.makePipe() else { throw .system("pipe") }
    wakeRead = wakePipe.read
    wakeWriteFD = wakePipe.write
    Platform.setNonBlocking(wakePipe.read)
    Platform.setNonBlocking(wakePipe.write)

    let inline = presentsInline
    startedInline = inline
    for variant in 0..<4 {
      let (keyboard, grapheme) = (variant & 1 != 0, variant & 2 != 0)
      SignalState.restoreBytes[variant] =
        prepared(
          inline
            ? TerminalModes.restoreInline(poppingKeyboard: keyboard, resettingGraphemeClustering: grapheme)
            : TerminalModes.restore(poppingKeyboard: keyboard, resettingGraphemeClustering: grapheme))
      SignalState.enterBytes[variant] = prepared(
        Self.enter(inline: inline, keyboard: keyboard, graphemeClustering: grapheme))
    }
    SignalState.keyboardPushed = 0
    SignalState.graphemeClusteringSet = 0
    // The crash lines, one after another, with where each signal's starts (empty for others).
    var text = ""
    for number in 0...65 {
      SignalState.crashOffsets[number] = text.utf8.count
      if let (_, name) = crashSignals.first(where: { $0.0 == number }) {
        text += "ViewKit: the program crashed (\(name)); the terminal was restored.\n"
      }
    }
    (SignalState.crashLines, _) = plainBytes(text)
    SignalState.saved = saved
    SignalState.hasSaved = true
    SignalState.inputFD = input
    SignalState.outputFD = output
    SignalState.wakeWrite = wakePipe.write

    try enterRawMode(from: saved)
    SignalState.active = 1
    installHandlers()
    if !SignalState.exitHandlerInstalled {
      SignalState.exitHandlerInstalled = true
      Platform.onExit { restoreTerminalNow() }
    }
    write(inline ? TerminalModes.enterInline : TerminalModes.enter)
    started = true
  }

  /// What takes the terminal (back): the session's modes, and those turned on since start.
  private static func enter(inline: Bool, keyboard: Bool, graphemeClustering: Bool) -> String {
    (inline ? TerminalModes.enterInline : TerminalModes.enter) + (keyboard ? TerminalModes.pushKeyboard : "")
      + (graphemeClustering ? TerminalModes.setGraphemeClustering : "")
  }

  /// ``enter(inline:keyboard:graphemeClustering:)`` for this session as it is now.
  private var enterNow: String {
    Self.enter(
      inline: startedInline, keyboard: SignalState.keyboardPushed != 0,
      graphemeClustering: SignalState.graphemeClusteringSet != 0)
  }

  private func enterRawMode(from saved: TerminalAttributes) throws(Failure) {
    var raw = Platform.rawMode(from: saved)
    guard Platform.setTerminalAttributes(input, Platform.TerminalChange.flush, &raw) == 0 else {
      throw .system("tcsetattr")
    }
  }

  private func installHandlers() {
    for number in restoringSignals {
      Platform.setSignalHandler(number) { received in
        let wasActive = SignalState.active != 0
        restoreTerminalNow()
        // A program the terminal was handed to must not outlive the app holding it.
        if SignalState.child > 0
          && (received == Platform.Signal.terminate || received == Platform.Signal.hangUp)
        {
          _ = Platform.sendSignal(SignalState.child, received)
        }
        if wasActive { noteCrash(received) }
        Platform.resetSignalHandler(received)
        Platform.raiseSignal(received)
      }
    }
    Platform.setSignalHandler(Platform.Signal.windowChange) { _ in
      SignalState.resized = 1
      wake()
    }
    installStopHandler()
    Platform.setSignalHandler(Platform.Signal.resume) { _ in
      // The whole job was stopped while a child program has the terminal (Ctrl-Z in the
      // editor): it takes the terminal back itself; the session does when it ends.
      guard SignalState.handingOff == 0 else {
        installStopHandler()
        return
      }
      // Back in the foreground: take the terminal again and ask for a full repaint.
      // Only tcsetattr(3) and write(2) of prepared bytes: nothing here allocates.
      var raw = Platform.rawMode(from: SignalState.saved)
      _ = Platform.setTerminalAttributes(SignalState.inputFD, Platform.TerminalChange.now, &raw)
      SignalState.enterBytes[SignalState.variant].write(to: SignalState.outputFD)
      SignalState.active = 1
      SignalState.resized = 1
      wake()
      installStopHandler()
    }
  }

  /// Suspends the program as Ctrl-Z does in a shell (raw mode delivers Ctrl-Z as a key): the
  /// terminal is restored, the process stops, and on `fg` the session takes it back and
  /// ``takeResize()`` asks for a full repaint.
  ///
  /// Where nothing can stop the process (a shell without job control, an orphaned process
  /// group), the stop is discarded by the system; the session then takes the terminal straight
  /// back instead of leaving it restored under a running program.
  public func suspend() {
    guard started else { return }
    Platform.raiseSignal(Platform.Signal.terminalStop)
    guard SignalState.active == 0 else { return }  // stopped and resumed: SIGCONT took it back
    try? enterRawMode(from: SignalState.saved)
    write(enterNow)
    SignalState.active = 1
    SignalState.resized = 1
    installStopHandler()
  }

  /// Turns on the kitty keyboard protocol with the disambiguate flag (``TerminalModes/pushKeyboard``)
  /// for the rest of the session: every restore — ``stop()``, exit, a signal, a crash, a
  /// suspension — pops it before the main screen comes back, and a resume pushes it again.
  /// Only for a terminal that answered the kitty keyboard query (``TerminalCapabilities/keyboardFlags``);
  /// does nothing before ``start()`` or when pushed already.
  public func pushKittyKeyboard() {
    guard started, SignalState.keyboardPushed == 0 else { return }
    // Set first: a signal between the two pops a push not yet made, which is harmless; the
    // other way round a signal would leave the protocol on.
    SignalState.keyboardPushed = 1
    write(TerminalModes.pushKeyboard)
  }

  /// Turns on grapheme clustering (mode 2027, ``TerminalModes/setGraphemeClustering``) for the
  /// rest of the session, so the terminal gives each cluster the cells ViewKit counts: every
  /// restore — ``stop()``, exit, a signal, a crash, a suspension, a program given the terminal
  /// (``runForeground(_:)``) — resets it, and taking the terminal back sets it again. Only for a
  /// terminal that reported the mode as reset (``TerminalCapabilities/turnsOnGraphemeClustering``):
  /// one that has it on already, or always, is left as it is. Does nothing before ``start()`` or
  /// when set already.
  public func setGraphemeClustering() {
    guard started, SignalState.graphemeClusteringSet == 0 else { return }
    // Set first, as for the kitty keyboard: a signal between the two resets a mode not yet set,
    // which a terminal that reported it as resettable ignores.
    SignalState.graphemeClusteringSet = 1
    write(TerminalModes.setGraphemeClustering)
  }

  /// Whether the session set grapheme clustering (``setGraphemeClustering()``).
  public var isGraphemeClusteringSet: Bool { started && SignalState.graphemeClusteringSet != 0 }

  /// How a program run with ``runForeground(_:)`` ended.
  public enum ChildExit: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int)
    /// This signal ended it.
    case signaled(Int)
    /// It could not be started (or waited for); the words say why.
    case notStarted(String)
  }

  /// Hands the terminal to another program (an editor, a pager, a shell) until it exits, then
  /// takes it back.
  ///
  /// First the terminal is given back exactly as ``suspend()`` gives it: every mode off (the
  /// kitty keyboard popped, mouse and paste reporting off), the cursor shown, cooked mode and
  /// the main screen; an inline session's region is erased. The program runs with the session's
  /// terminal as its standard input and output, in the app's own process group — the
  /// terminal's foreground group, as `system(3)` and git run an editor — so it reads the keys
  /// with no `tcsetpgrp`, and a Ctrl-Z in it stops the whole job: `fg` continues both, and the
  /// program takes its own modes back. Meanwhile the app ignores SIGINT and SIGQUIT (the
  /// program's to handle); SIGTERM and SIGHUP still end the app and go on to the program; a
  /// resize waits for the repaint after. When it exits the session takes the terminal again
  /// (raw mode, its modes, the kitty keyboard pushed again if it was) and ``takeResize()`` asks
  /// for a full repaint. Call it on the loop's thread, between frames. Before ``start()`` the
  /// program just runs.
  ///
  /// - Parameter arguments: the program (looked up in `PATH` unless it has a `/`) and its
  ///   arguments.
  /// - Returns: how the program ended.
  public func runForeground(_ arguments: [String]) -> ChildExit {
    guard started else { return Self.runAndWait(arguments, input: input, output: output, closing: []) }
    restoreTerminalNow()
    SignalState.handingOff = 1
    Platform.ignoreSignal(Platform.Signal.interrupt)
    Platform.ignoreSignal(Platform.Signal.quit)
    let exit = Self.runAndWait(arguments, input: input, output: output, closing: [wakeRead, wakeWriteFD])
    // Set first: a signal from here on restores what is being taken back.
    SignalState.active = 1
    try? enterRawMode(from: SignalState.saved)
    write(enterNow)
    installHandlers()
    SignalState.handingOff = 0
    SignalState.resized = 1
    wake()
    return exit
  }

  /// Starts a program on the terminal and waits for it, noting it for the signal handlers.
  private static func runAndWait(_ arguments: [String], input: Int32, output: Int32, closing: [Int32])
    -> ChildExit
  {
    switch Platform.spawnProcess(arguments, input: input, output: output, closing: closing) {
    case .failure(let error):
      return .notStarted("\(arguments.first ?? "") could not start: \(Platform.errorText(error.code))")
    case .success(let process):
      SignalState.child = process
      defer { SignalState.child = 0 }
      switch Platform.waitForProcess(process) {
      case .exited(let status): return .exited(Int(status))
      case .signaled(let number): return .signaled(Int(number))
      case .unknown(let code): return .notStarted("waitpid failed: \(Platform.errorText(code))")
      }
    }
  }

  /// Whether the session pushed the kitty keyboard protocol (``pushKittyKeyboard()``).
  public var isKittyKeyboardPushed: Bool { started && SignalState.keyboardPushed != 0 }

  /// Gives the terminal back exactly as it was. Safe to call more than once.
  public func stop() {
    guard started else { return }
    restoreTerminalNow()
    for number in restoringSignals + [
      Platform.Signal.windowChange, Platform.Signal.terminalStop, Platform.Signal.resume,
    ] {
      Platform.resetSignalHandler(number)
    }
    // Release what start took: the self-pipe and the prepared bytes (no handler can run now).
    SignalState.wakeWrite = -1
    if wakeRead >= 0 { Platform.closeFile(wakeRead) }
    if wakeWriteFD >= 0 { Platform.closeFile(wakeWriteFD) }
    wakeRead = -1
    wakeWriteFD = -1
    SignalState.keyboardPushed = 0
    SignalState.graphemeClusteringSet = 0
    for variant in 0..<4 {
      SignalState.restoreBytes[variant].start?.deallocate()
      SignalState.enterBytes[variant].start?.deallocate()
      SignalState.restoreBytes[variant] = PreparedBytes()
      SignalState.enterBytes[variant] = PreparedBytes()
    }
    SignalState.crashLines?.deallocate()
    SignalState.crashLines = nil
    started = false
  }

  /// The terminal's size in cells (80x24 when it cannot be read).
  ///
  /// - Returns: the columns and rows of the window.
  public func size() -> Size {
    guard let window = Platform.windowSize(output), window.columns > 0, window.rows > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: window.columns, height: window.rows)
  }

  /// A signal that wakes this session's ``read(timeout:)`` when raised, from any thread.
  ///
  /// - Returns: the signal; raising it ends a wait in ``read(timeout:)``.
  public func makeRedrawSignal() -> RedrawSignal {
    RedrawSignal { wake() }
  }

  /// Whether the window changed size (or the program came back from suspension) since last asked.
  ///
  /// - Returns: `true` once after each change; the flag is then cleared.
  public func takeResize() -> Bool {
    guard SignalState.resized != 0 else { return false }
    SignalState.resized = 0
    return true
  }

  /// Writes bytes to the terminal, all of them, retrying partial writes.
  ///
  /// - Parameter bytes: the bytes to write.
  public func write(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { Platform.writeAll(output, $0) }
  }

  /// Writes text to the terminal as UTF-8, all of it.
  ///
  /// - Parameter text: the text, escape sequences included.
  public func write(_ text: String) { write(Array(text.utf8)) }

  /// Asks the terminal what it can do (``TerminalProbe``: XTVERSION, DECRQM for 2026, 2027 and
  /// 2031, the kitty keyboard flags, OSC 10 and 11, then DA1) and waits up to `timeout`
  /// milliseconds for the answers; ``TerminalCapabilities/unknown`` when the session has not
  /// started (outside raw mode the replies would be echoed) or output is not a terminal.
  ///
  /// Asks once per session: later calls return the first answers without writing. The wait
  /// ends early on the DA1 reply, which terminals send after the others. Every byte read
  /// meanwhile — keys typed during the wait, the replies — is returned by the next
  /// ``read(timeout:)``, in order, so the program's ``InputDecoder`` sees the keys and turns the
  /// replies (also one that comes late) into ``InputEvent/reply(_:)``, which views ignore.
  ///
  /// - Parameter timeout: the longest wait, in milliseconds, from 0 to 10,000.
  /// - Returns: what the terminal said.
  public func probe(timeout: Int = TerminalProbe.timeout) -> TerminalCapabilities {
    let timeout = min(max(0, timeout), 10_000)
    guard started, !probed, Platform.isTerminal(output) else { return capabilities }
    probed = true
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = TerminalProbe.exchange(
      timeout: timeout, write: { write($0) }, read: { readTerminal(timeout: $0) },
      elapsed: {
        let elapsed = (clock.now - start).components
        return Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
      })
    heldInput += outcome.bytes
    capabilities = outcome.capabilities
    return capabilities
  }

  /// The terminal's default background colour, from ``probe(timeout:)`` (which asks, once per
  /// session, if it has not yet); nil when the terminal did not say in time or the session has
  /// not started.
  ///
  /// - Parameter timeout: the longest wait, in milliseconds, from 0 to 10,000.
  /// - Returns: the background colour, or nil.
  public func queryBackground(timeout: Int = TerminalProbe.timeout) -> RGB? {
    probe(timeout: timeout).background
  }

  /// Whether the terminal went away: its input hung up (`POLLHUP`), failed (`POLLERR`,
  /// `POLLNVAL`, `EIO`) or ended (a read of 0 bytes). Seen by ``read(timeout:)``, whether or not
  /// SIGHUP arrives (a parent may ignore it); ``TerminalApp`` then ends, restoring the terminal as
  /// far as it still exists.
  public var hasHungUp: Bool { hungUp }

  /// Waits for input up to `timeout` milliseconds (nil: until something happens) and returns the
  /// bytes read; empty when the wait ended without input (a timeout, a resize, a signal) or the
  /// terminal went away (``hasHungUp``). Bytes read during ``probe(timeout:)`` come first,
  /// at once.
  ///
  /// - Parameter timeout: the longest wait, in milliseconds; nil waits until something happens.
  /// - Returns: the bytes read, or none.
  public func read(timeout: Int?) -> [UInt8] {
    guard heldInput.isEmpty else {
      defer { heldInput = [] }
      return heldInput
    }
    return readTerminal(timeout: timeout)
  }

  /// One wait on the terminal and the wake pipe, as ``read(timeout:)`` describes.
  private func readTerminal(timeout: Int?) -> [UInt8] {
    var fds = [
      PollDescriptor(fd: input, events: Platform.PollEvent.input, revents: 0),
      PollDescriptor(fd: wakeRead, events: Platform.PollEvent.input, revents: 0),
    ]
    let ready = Platform.pollDescriptors(&fds, timeout: Int32(timeout ?? -1))
    guard ready > 0 else { return [] }
    if fds[1].revents != 0 {
      var drain = [UInt8](repeating: 0, count: 64)
      _ = Platform.readBytes(wakeRead, &drain, drain.count)
    }
    let events = fds[0].revents
    guard events & Platform.PollEvent.input != 0 else {
      // Hung up with nothing left to read: waiting again would return at once, forever.
      let gone = Platform.PollEvent.hangUp | Platform.PollEvent.error | Platform.PollEvent.invalid
      if events & gone != 0 { hungUp = true }
      return []
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = Platform.readBytes(input, &buffer, buffer.count)
    if count > 0 { return Array(buffer[..<count]) }
    // End of file, or EIO: what reading a terminal that hung up gives.
    if count == 0 || Platform.lastError == Platform.ErrorCode.inputOutput { hungUp = true }
    return []
  }
}
