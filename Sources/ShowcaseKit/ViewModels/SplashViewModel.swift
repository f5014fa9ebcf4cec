import Observation
import ViewKit

/// The splash screen: the brand and a spinner while it asks the server whether this version is
/// still served (seed 000's force update: a blocking alert when not) and then checks the stored
/// session (auto-login, refreshing the access token when it has expired).
@Observable
public final class SplashViewModel {
  /// Where the splash leads.
  public enum Outcome: Equatable, Sendable {
    /// First launch: show the tutorial.
    case tutorial
    /// Not signed in; `expired` when a stored session was refused, so Login says why.
    case auth(expired: Bool)
    /// Signed in: the token was accepted, or the server could not be reached and the stored
    /// user is shown (the main screen's own requests then show the banner).
    case main(User)
  }

  /// Whether the stored session is being checked (the status line says so, and the spinner
  /// turns).
  public var checking = false
  /// The spinner's frame, advanced by the app loop's ticks.
  public var frame = 0
  /// The version the server requires, when this one is no longer served: the splash stops
  /// there, with a blocking alert.
  public var updateRequired: String?
  @ObservationIgnored let restore: RestoreSessionUseCase
  @ObservationIgnored let checkUpdate: CheckForUpdateUseCase?
  @ObservationIgnored let tutorial: any TutorialPrefs
  @ObservationIgnored let runner: any EffectRunner
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model; nothing happens until ``start(finish:)``.
  ///
  /// - Parameters:
  ///   - restore: checks the stored session.
  ///   - checkUpdate: asks whether this version is still served; nil skips the check.
  ///   - tutorial: whether the tutorial was seen.
  ///   - runner: runs the check.
  public init(
    restore: RestoreSessionUseCase, checkUpdate: CheckForUpdateUseCase? = nil, tutorial: any TutorialPrefs,
    runner: any EffectRunner
  ) {
    self.restore = restore
    self.checkUpdate = checkUpdate
    self.tutorial = tutorial
    self.runner = runner
  }

  /// Checks the version, then the stored session, then calls `finish` once with where to go;
  /// never when an update is required.
  ///
  /// - Parameter finish: called once with where to go next.
  public func start(finish: @escaping (Outcome) -> Void) {
    self.finish = finish
    checking = true
    guard let checkUpdate else {
      restoreSession()
      return
    }
    runner.run({ () async throws(APIError) -> UpdateCheck in await checkUpdate.execute() }) {
      [weak self] result in
      guard let self else { return }
      if case .success(.required(let minimum)) = result {
        self.checking = false
        self.updateRequired = minimum
        return
      }
      self.restoreSession()
    }
  }

  private func restoreSession() {
    let restore = self.restore
    runner.run({ () async throws(APIError) -> SessionCheck in await restore.execute() }) {
      [weak self] result in
      guard let self else { return }
      self.checking = false
      let check = (try? result.get()) ?? .none
      switch check {
      case .valid(let user), .unreachable(.some(let user)): self.finish(.main(user))
      case .expired: self.finish(.auth(expired: true))
      case .none, .unreachable(.none):
        self.finish(self.tutorial.tutorialShown ? .auth(expired: false) : .tutorial)
      }
    }
  }
}
