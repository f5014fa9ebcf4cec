import Foundation
import Synchronization
import ViewKit

/// A value only touched on the app loop's thread, carried through closures posted to it.
struct OnLoop<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Runs the steps on its own thread, telling the loop through its queue and printing a line per
/// finished step to the scrollback.
final class Worker: Sendable {
  let steps: [RunnerStep]
  let queue: LoopQueue
  let scrollback: Scrollback
  let model: OnLoop<RunnerModel>
  private let cancelled = Atomic<Bool>(false)
  private let process = Mutex<Process?>(nil)

  init(steps: [RunnerStep], queue: LoopQueue, scrollback: Scrollback, model: OnLoop<RunnerModel>) {
    self.steps = steps
    self.queue = queue
    self.scrollback = scrollback
    self.model = model
  }

  /// Stops the run: the command running is terminated, no other starts.
  func cancel() {
    cancelled.store(true, ordering: .releasing)
    process.withLock { $0 }?.terminate()
  }

  private var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  func run() {
    let model = self.model
    for (index, step) in steps.enumerated() {
      if isCancelled { break }
      queue.post { model.value.start(index) }
      let started = ContinuousClock.now
      let outcome = step.command.map { execute($0) } ?? simulate(step)
      let elapsed = ContinuousClock.now - started
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      scrollback.commit(RunnerModel.summary(of: step, outcome: outcome, seconds: seconds))
      queue.post { model.value.finish(index, outcome: outcome) }
    }
    queue.quit()
  }

  private func say(_ line: String) {
    let model = self.model
    queue.post { model.value.print(line) }
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
