import Observation
import ViewKit

/// What every screen can show on top of itself: an alert and a progress HUD. API errors are
/// turned into alerts here, in one place; an expired session also signs the user out.
@Observable
public final class ScreenStatus {
  /// The alert shown, if any.
  public var alert: Alert?
  /// The progress HUD shown, if any.
  public var hud: ProgressHUD?
  /// Called when the server says the session expired.
  @ObservationIgnored public var onSessionExpired: (() -> Void)?

  /// Creates an empty status.
  public init() {}

  /// Shows an error as an alert.
  ///
  /// - Parameter error: the error to explain; an expired session also calls ``onSessionExpired``.
  public func show(_ error: APIError) {
    let (title, message) = error.alertText
    alert = Alert(title: title, message: message)
    if error == .tokenExpired { onSessionExpired?() }
  }

  /// Runs `work` with a HUD showing `message`, then `success` or an error alert.
  ///
  /// - Parameters:
  ///   - message: what the HUD says while the work runs.
  ///   - runner: runs the work and brings the result back to the loop.
  ///   - work: the request to run.
  ///   - success: gets the result when the work succeeds.
  public func perform<Value: Sendable>(
    _ message: String, runner: EffectRunner, _ work: @escaping @Sendable () async throws(APIError) -> Value,
    then success: @escaping (Value) -> Void
  ) {
    hud = .indeterminate(message, frame: 0)
    runner.run(work) { [weak self] result in
      self?.hud = nil
      switch result {
      case .success(let value): success(value)
      case .failure(let error): self?.show(error)
      }
    }
  }

  /// Whether a spinner is showing.
  public var isAnimating: Bool { hud?.isAnimated ?? false }

  /// Moves the spinner on one frame.
  public func tick() { hud = hud?.advanced() }
}
