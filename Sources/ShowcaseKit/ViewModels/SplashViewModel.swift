import Observation
import ViewKit

/// The splash screen: checks the stored token and signs in automatically when it is still good.
@Observable
public final class SplashViewModel {
  /// Where the splash leads.
  public enum Outcome: Equatable, Sendable {
    /// First launch: show the tutorial.
    case tutorial
    /// Not signed in.
    case auth
    /// Signed in: the token was accepted, or could not be checked (no connection, a server
    /// error) and the stored user is shown.
    case main(User)
  }

  /// The status line under the logo.
  public var message = "Starting…"
  /// The spinner's frame, advanced by the app loop's ticks.
  public var frame = 0
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model; nothing happens until ``start(finish:)``.
  ///
  /// - Parameter services: the prefs, the API and the effect runner.
  public init(services: AppServices) { self.services = services }

  /// Decides where to go: a stored token is checked against the server first.
  ///
  /// The stored session is cleared only when the server says the token is no good (expired, or
  /// refused with 401). Any other failure (no connection, a server error, an answer that cannot
  /// be read) says nothing about the token, so it is kept: with the user stored beside it the app
  /// goes to the main screen, whose own requests then show what is wrong (for example "No
  /// connection"); without a stored user it goes to sign-in, and the token is still there for the
  /// next launch to try again.
  ///
  /// - Parameter finish: called once with where to go next.
  public func start(finish: @escaping (Outcome) -> Void) {
    self.finish = finish
    guard prefs.accessToken != nil else {
      finish(prefs.tutorialShown ? .auth : .tutorial)
      return
    }
    message = "Signing you in…"
    let api = self.api
    runner.run({ () async throws(APIError) -> User in try await api.request(.profile, as: User.self) }) {
      [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let user):
        self.prefs.signIn(user)
        self.finish(.main(user))
      case .failure(.tokenExpired), .failure(.invalidCredentials):
        self.prefs.signOut()
        self.finish(.auth)
      case .failure:
        if let user = self.prefs.user {
          self.finish(.main(user))
        } else {
          self.finish(.auth)
        }
      }
    }
  }
}
