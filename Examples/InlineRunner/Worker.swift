import Foundation
import Synchronization
import ViewKit

/// A value only touched on the app loop's thread, carried through closures posted to it.
struct OnLoop<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Runs the steps on its own thread, telling the loop through its queue and printing a line per
/// finished step to the scrollback; or, with no terminal (`| tee log`, CI), on the caller's
/// thread, printing only the lines.
final class Worker: Sendable {
  let steps: [RunnerStep]
  /// The live region's loop; nil when there is none.
  let queue: LoopQueue?
  /// Where a finished step's line goes.
  let commit: @Sendable ([TextSpan]) -> Void
  let model: OnLoop<RunnerModel>
  private let cancelled = Atomic<Bool>(false)
  private let process = Mutex<Process?>(nil)

  init(
    steps: [RunnerStep], queue: LoopQueue?, model: OnLoop<RunnerModel>,
    commit: @escaping @Sendable ([TextSpan]) -> Void
  ) {
    self.steps = steps
    self.queue = queue
    self.model = model
    self.commit = commit
  }

  /// Stops the run: the command running and everything it started (its process group) get
  /// SIGTERM, and no other step starts.
  func cancel() {
    cancelled.store(true, ordering: .releasing)
    guard let child = process.withLock({ $0 }), child.isRunning else { return }
    // Foundation starts the child in a process group of its own: `sh -c 'sleep 30'` leaves
    // the sleep behind when only the shell is terminated.
    kill(-child.processIdentifier, SIGTERM)
    child.terminate()
  }

  private var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Runs the steps in order until the end or a cancel.
  ///
  /// - Returns: how many steps did not succeed (a cancelled one counts).
  @discardableResult
  func run() -> Int {
    let model = self.model
    var failures = 0
    for (index, step) in steps.enumerated() {
      if isCancelled { break }
      queue?.post { model.value.start(index) }
      let started = ContinuousClock.now
      let outcome = step.command.map { execute($0) } ?? simulate(step)
      let elapsed = ContinuousClock.now - started
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      if outcome != .succeeded { failures += 1 }
      commit(RunnerModel.summary(of: step, outcome: outcome, seconds: seconds))
      queue?.post { model.value.finish(index, outcome: outcome) }
    }
    queue?.quit()
    return failures
  }

  private func say(_ line: String) {
    let model = self.model
    queue?.post { model.value.print(line) }
  }

  private func simulate(_ step: RunnerStep) -> StepOutcome {
    let pause = step.duration / max(1, step.output.count + 1)
    for line in step.output {
      if isCancelled { return .cancelled }
      Thread.sleep(
        forTimeInterval: Double(pause.components.attoseconds) / 1e18 + Double(pause.components.seconds))
      say(line)
    }
    Thread.sleep(
      forTimeInterval: Double(pause.components.attoseconds) / 1e18 + Double(pause.components.seconds))
    return isCancelled ? .cancelled : .succeeded
  }

  private func execute(_ command: String) -> StepOutcome {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", command]
    let pipe = Pipe()
    child.standardOutput = pipe
    child.standardError = pipe
    // The terminal is in raw mode and belongs to the live region: the command gets no input.
    child.standardInput = FileHandle.nullDevice
    do {
      try child.run()
    } catch {
      say("could not start /bin/sh: \(error)")
      return .failed(status: 127)
    }
    process.withLock { $0 = child }
    defer { process.withLock { $0 = nil } }
    if isCancelled { child.terminate() }
    var pending = Data()
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      // Keep the last complete line (and at most 64 KiB of an unfinished one).
      if let end = pending.lastIndex(of: 0x0A) {
        let lines = pending[..<end].split(separator: 0x0A)
        if let last = lines.last { say(String(decoding: last, as: UTF8.self)) }
        pending = Data(pending[pending.index(after: end)...])
      }
      if pending.count > 65_536 { pending = Data(pending.suffix(65_536)) }
    }
    child.waitUntilExit()
    if isCancelled { return .cancelled }
    return child.terminationStatus == 0 ? .succeeded : .failed(status: child.terminationStatus)
  }
}
