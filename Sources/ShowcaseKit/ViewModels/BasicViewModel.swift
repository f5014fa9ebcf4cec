import Observation
import ViewKit

/// What every screen can show over itself, and the one place API errors are handled (seed 000's
/// `BasicViewModel`): an alert, a progress HUD and the no-connection banner.
///
/// The common errors are handled here for every screen alike: an expired session calls
/// ``onSessionExpired`` (the coordinator clears the session and shows Login with an alert
/// saying why); no connection shows a banner whose retry runs the failed work again, and the
/// session is kept. Any other error is an alert with the server's own message.
@Observable
public final class BasicViewModel {
  /// The alert shown, if any.
  public var alert: Alert?
  /// The progress HUD shown, if any.
  public var hud: ProgressHUD?
  /// Whether the no-connection banner shows.
  public var isOffline: Bool { !retries.isEmpty }
  /// What the banner's retry runs again: each request that failed for want of a connection.
  private var retries: [() -> Void] = []
  /// Called when the server says the session is over; the coordinator ends it.
  @ObservationIgnored public var onSessionExpired: (() -> Void)?
  @ObservationIgnored let settings: AppSettings
  @ObservationIgnored let runner: any EffectRunner
  @ObservationIgnored let logger: any Logger

  /// Creates an empty status.
  ///
  /// - Parameters:
  ///   - settings: the language alerts are written in.
  ///   - runner: runs the work ``perform(_:_:then:failure:)`` is given.
  ///   - logger: where handled errors are logged.
  public init(settings: AppSettings, runner: any EffectRunner, logger: any Logger) {
    self.settings = settings
    self.runner = runner
    self.logger = logger
  }

  /// Creates the status a module's dependencies give.
  ///
  /// - Parameter dependencies: the app's dependencies.
  public convenience init(_ dependencies: AppDependencies) {
    self.init(settings: dependencies.settings, runner: dependencies.runner, logger: dependencies.logger)
  }

  /// The phrasebook of the language spoken now.
  public var strings: Strings { settings.strings }

  /// Shows an error: a common error as every screen shows it, any other as an alert.
  ///
  /// The log gets one line in words for what the user sees (an expired session is logged once,
  /// by the coordinator that ends it).
  ///
  /// - Parameters:
  ///   - error: the error.
  ///   - title: the alert's title for a server's refusal; "Something went wrong" by default.
  ///   - event: what failed, in the log's words (`sign-in failed`); "a request failed" by default.
  ///   - retry: what the no-connection banner's retry runs; nil shows an alert instead.
  public func show(_ error: APIError, title: String? = nil, event: String? = nil, retry: (() -> Void)? = nil)
  {
    switch error {
    case .tokenExpired: break
    case .noConnection where retry != nil:
      if retries.isEmpty { logger.warning("app", "no connection: the banner shows, and r retries") }
    default: logger.warning("app", "\(event ?? "a request failed"): \(error.summary)")
    }
    let strings = self.strings
    switch error {
    case .tokenExpired:
      alert = nil
      hud = nil
      if let onSessionExpired {
        onSessionExpired()
      } else {
        alert = Alert(title: strings[.sessionExpiredTitle], message: strings[.sessionExpiredMessage])
      }
    case .noConnection:
      if let retry {
        retries.append(retry)
      } else {
        alert = Alert(title: strings[.noConnectionTitle], message: strings[.noConnectionMessage])
      }
    case .serverError(let detail):
      alert = Alert(title: title ?? strings[.somethingWrong], message: detail.message)
    case .decoding:
      alert = Alert(title: title ?? strings[.somethingWrong], message: strings[.unreadable])
    }
  }

  /// Runs `work` with a HUD showing `message`, then `success`; a failure goes to `failure`
  /// when given, else to ``show(_:title:retry:)`` (no connection retries the whole call).
  ///
  /// - Parameters:
  ///   - message: what the HUD says while the work runs; nil for no HUD.
  ///   - work: the request to run.
  ///   - success: gets the result when the work succeeds.
  ///   - failure: gets the error instead of the common handling; it returns whether it handled
  ///     it (false passes it on).
  public func perform<Value: Sendable>(
    _ message: String?, _ work: @escaping @Sendable () async throws(APIError) -> Value,
    then success: @escaping (Value) -> Void, failure: ((APIError) -> Bool)? = nil
  ) {
    if let message { hud = .indeterminate(message, frame: 0) }
    runner.run(work) { [weak self] result in
      guard let self else { return }
      if message != nil { self.hud = nil }
      switch result {
      case .success(let value):
        success(value)
      case .failure(let error):
        if failure?(error) == true { return }
        self.show(error) { [weak self] in
          self?.perform(message, work, then: success, failure: failure)
        }
      }
    }
  }

  /// Sends a like already shown (`shown`, made from `before` by the use case's optimistic
  /// change): `settle` gets the server's post when it answers, or `before` back when it refuses,
  /// with the refusal shown (an expired session is left to the common handling).
  ///
  /// - Parameters:
  ///   - like: the use case that sends it.
  ///   - shown: the post as shown while the like is on its way.
  ///   - before: the post as it was.
  ///   - settle: puts the post that holds in place and ends the like's flight.
  public func sendLike(
    _ like: ToggleLikeUseCase, shown: Post, before: Post, settle: @escaping (Post) -> Void
  ) {
    perform(
      nil, { () async throws(APIError) -> Post in try await like.execute(shown) }, then: settle,
      failure: { [weak self] error in
        settle(before)
        if error == .tokenExpired { return false }
        guard let self else { return true }
        self.show(error, title: self.strings[.likeFailed], event: "the like was refused")
        return true
      })
  }

  /// Runs the failed work again, from the banner's retry.
  public func retry() {
    let failed = retries
    retries = []
    for work in failed { work() }
  }

  /// Whether a spinner is showing.
  public var isAnimating: Bool { hud?.isAnimated ?? false }

  /// Moves the spinner on one frame.
  public func tick() { hud = hud?.advanced() }
}
