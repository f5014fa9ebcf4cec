import Observation
import ViewKit

/// The create-account form: name, email, password; signs the new user in.
@Observable
public final class RegistrationViewModel {
  /// What has keyboard focus.
  public enum Focus: Int, CaseIterable, Sendable {
    /// The name field.
    case name
    /// The email field.
    case email
    /// The password field.
    case password
    /// The create button.
    case create
  }

  /// The name field's text and caret.
  public var name = TextFieldState(limit: 60)
  /// The email field's text and caret.
  public var email = TextFieldState(limit: 80)
  /// The password field's text and caret.
  public var password = TextFieldState(limit: 64)
  /// The focused control; nil when focus is elsewhere.
  public var focus: Focus? = .name
  /// Field errors after a submit, by field.
  public var errors: [Focus: String] = [:]
  /// The alert and progress HUD shown over the form.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: (User?) -> Void = { _ in }

  /// Creates the model with empty fields.
  ///
  /// - Parameter services: the prefs, the API and the effect runner.
  public init(services: AppServices) { self.services = services }

  /// Starts; `finish` gets the new user, or nil when the user goes back.
  ///
  /// - Parameter finish: gets the new user, or nil.
  public func start(finish: @escaping (User?) -> Void) { self.finish = finish }

  /// Checks the fields: a name, an email with `@` and a dot after it, a password of 8 or more.
  ///
  /// - Returns: `true` when every field is acceptable; otherwise the error messages are set.
  public func validate() -> Bool {
    errors = [:]
    if name.text.trimmingCharacters(in: .whitespaces).isEmpty { errors[.name] = "Enter your name" }
    let parts = email.text.split(separator: "@", omittingEmptySubsequences: false)
    if !(parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")) {
      errors[.email] = "Enter a whole email address"
    }
    if password.count < 8 { errors[.password] = "Use at least 8 characters" }
    return errors.isEmpty
  }

  /// Creates the account and signs in.
  public func create() {
    guard validate() else {
      focus = Focus.allCases.first { errors[$0] != nil } ?? .name
      return
    }
    let api = self.api
    let target = APITarget.register(name: name.text, email: email.text, password: password.text)
    status.perform(
      "Creating your account…", runner: runner,
      { () async throws(APIError) -> AuthResponse in
        try await api.request(target, as: AuthResponse.self)
      }
    ) { [weak self] answer in
      guard let self else { return }
      self.prefs.signIn(answer.user, token: answer.token)
      self.finish(answer.user)
    }
  }

  /// Goes back to sign-in without an account.
  public func back() { finish(nil) }
}
