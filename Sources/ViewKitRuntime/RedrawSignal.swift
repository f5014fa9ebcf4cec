import Observation
import Synchronization
import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Tells a running ``TerminalApp`` to draw again, from any thread or task.
///
/// The app hands it to observation tracking, so that a change to any `@Observable` property a
/// frame read — made by a key handler, a background task or a timer — schedules one redraw.
public final class RedrawSignal: Sendable {
  private let requested = Atomic<Bool>(false)
  private let wake: @Sendable () -> Void

  /// Creates a signal that calls `wake` (which must be async-signal-safe or thread-safe) when raised.
  ///
  /// - Parameter wake: called when a request is first raised; wakes a loop waiting for input.
  public init(wake: @escaping @Sendable () -> Void = {}) { self.wake = wake }

  /// Asks for a redraw; many requests before the next frame make one redraw.
  public func request() {
    if !requested.exchange(true, ordering: .acquiringAndReleasing) { wake() }
  }

  /// Whether a redraw was asked for since the last call; clears the request.
  ///
  /// - Returns: `true` when a redraw was requested.
  public func take() -> Bool { requested.exchange(false, ordering: .acquiringAndReleasing) }

  /// Runs `body` while recording which observable properties it reads; the first later change to
  /// any of them raises the signal.
  ///
  /// - Parameter body: the work whose reads to watch, usually building a frame.
  /// - Returns: what `body` returns.
  public func tracking<Result>(_ body: () -> Result) -> Result {
    withObservationTracking(body) { [self] in request() }
  }
}
