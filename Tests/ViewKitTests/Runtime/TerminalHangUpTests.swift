import Dispatch
import Synchronization
import Testing
import ViewKit
import ViewKitPlatform

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
