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
  /// The frame the live tracking belongs to; an older tracking's change is not a request.
  private let generation = Atomic<Int>(0)
  /// Read by every tracked frame and written before the next: see ``tracking(_:)``.
  private let epoch = TrackingEpoch()

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
  /// Only the latest frame's reads are watched. Observation keeps a tracking's registrations in
  /// every model it read until one of those properties changes; a frame drawn again with nothing
  /// changed (a key that moved nothing, a tick) would leave the last frame's behind, a little
  /// memory per key for as long as the app runs. So every tracked frame also reads a property of
  /// the signal's own, which is written before the next frame is tracked: that change ends the
  /// previous tracking everywhere at once, and its call, no longer the latest, asks for nothing.
  ///
  /// - Parameter body: the work whose reads to watch, usually building a frame.
  /// - Returns: what `body` returns.
  public func tracking<Result>(_ body: () -> Result) -> Result {
    let current = generation.add(1, ordering: .acquiringAndReleasing).newValue
    epoch.advance()
    return withObservationTracking {
      epoch.read()
      return body()
    } onChange: { [self] in
      if generation.load(ordering: .acquiring) == current { request() }
    }
  }
}

/// A property every tracked frame reads, written to end the previous frame's tracking.
///
/// Read and written by the loop's thread only (``RedrawSignal/tracking(_:)``); a model changed on
/// another thread never touches it.
@Observable final class TrackingEpoch: @unchecked Sendable {
  private var value = 0

  func read() { _ = value }

  func advance() { value &+= 1 }
}
