import Synchronization
import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Work handed back to the app loop's thread from other threads and tasks.
///
/// Models are read by every frame on the loop's thread, so they are changed there too: a task
/// that finishes (a network answer, a timer) posts a closure here, the loop wakes, runs the
/// queued closures in order, then draws. ``TerminalApp/run(environment:choice:queue:theme:strings:isAnimating:onTick:onBackground:commandPaletteKey:view:)``
/// drains it; tests can call ``drain()`` themselves.
public final class LoopQueue: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let signal = Mutex<RedrawSignal?>(nil)
  private let quitRequested = Atomic<Bool>(false)

  /// Creates an empty queue, not yet attached to a loop.
  public init() {}

  /// Runs `job` on the loop's thread before the next frame.
  ///
  /// - Parameter job: the work to run; it may touch the models views read.
  public func post(_ job: @escaping @Sendable () -> Void) {
    jobs.withLock { $0.append(job) }
    signal.withLock { $0 }?.request()
  }

  /// Runs every queued job, in order; returns whether there were any.
  ///
  /// - Returns: `true` when at least one job ran.
  @discardableResult
  public func drain() -> Bool {
    let pending = jobs.withLock { jobs -> [@Sendable () -> Void] in
      defer { jobs.removeAll() }
      return jobs
    }
    for job in pending { job() }
    return !pending.isEmpty
  }

  /// Ends the loop from any thread, as a view's `quit()` does: it stops once the jobs posted
  /// before this call have run and their frame is drawn.
  public func quit() {
    quitRequested.store(true, ordering: .releasing)
    signal.withLock { $0 }?.request()
  }

  /// Whether ``quit()`` was called.
  public var isQuitRequested: Bool { quitRequested.load(ordering: .acquiring) }

  func attach(_ redraw: RedrawSignal?) { signal.withLock { $0 = redraw } }
}
