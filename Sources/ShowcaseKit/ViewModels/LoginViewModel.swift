import Observation
import ViewKit

/// The sign-in form: its fields, focus, errors and what signing in does.
@Observable
public final class LoginViewModel {
  /// What has keyboard focus.
  public enum Focus: Int, CaseIterable, Sendable {
    /// The email field.
    case email
    /// The password field.
    case password
    /// The sign-in button.
    case signIn
    /// The create-account button.
    case register
    /// The forgot-password button.
    case forgot
  }

  /// Where the form leads.
  public enum Outcome: Equatable, Sendable {
    /// Signed in.
    case signedIn(User)
    /// The user wants an account.
    case register
    /// The user forgot the password.
    case forgotPassword
  }

  /// The email field's text and caret.
  public var email = TextFieldState(limit: 80)
  /// The password field's text and caret.
  public var password = TextFieldState(limit: 64)
  /// Whether the password shows.
  public var revealPassword = false
  /// The focused control; nil when focus is elsewhere.
  public var focus: Focus? = .email
  /// Per-field errors, shown after a submit.
  public var emailError: String?
  /// The message under the password field; nil when it is acceptable.
  public var passwordError: String?
  /// The alert and progress HUD shown over the form.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model with empty fields.
  ///
  /// - Parameter services: the prefs, the API and the effect runner.
  public init(services: AppServices) { self.services = services }

  /// Starts; `finish` is called with where to go.
  ///
  /// - Parameter finish: called with where to go next.
  public func start(finish: @escaping (Outcome) -> Void) { self.finish = finish }

  /// Checks the fields; true when both are acceptable.
  ///
  /// - Returns: `true` when both fields are acceptable; otherwise the error messages are set.
  public func validate() -> Bool {
    let address = email.text.trimmingCharacters(in: .whitespaces)
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    emailError =
      address.isEmpty
      ? "Enter your email"
      : parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") ? nil : "Enter a whole email address"
    passwordError = password.isEmpty ? "Enter your password" : nil
    return emailError == nil && passwordError == nil
  }

  /// Signs in with the fields' values.
  public func signIn() {
    guard validate() else {
      focus = emailError != nil ? .email : .password
      return
    }
    let api = self.api
    let target = APITarget.login(
      email: email.text.trimmingCharacters(in: .whitespaces), password: password.text)
    status.perform(
      "Signing in…", runner: runner,
      { () async throws(APIError) -> AuthResponse in
        try await api.request(target, as: AuthResponse.self)
      }
    ) { [weak self] answer in
      guard let self else { return }
      self.prefs.signIn(answer.user, token: answer.token)
      self.finish(.signedIn(answer.user))
    }
  }

  /// Shows or hides the password.
  public func toggleReveal() { revealPassword.toggle() }

  /// Goes to account creation.
  public func createAccount() { finish(.register) }

  /// Goes to the password reset.
  public func forgotPassword() { finish(.forgotPassword) }
}
