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
  /// The spinner's frame.
  public var frame = 0
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model.
  public init(services: AppServices) { self.services = services }

  /// Decides where to go: a stored token is checked against the server first.
  ///
  /// The stored session is cleared only when the server says the token is no good (expired, or
  /// refused with 401). Any other failure (no connection, a server error, an answer that cannot
  /// be read) says nothing about the token, so it is kept: with the user stored beside it the app
  /// goes to the main screen, whose own requests then show what is wrong (for example "No
  /// connection"); without a stored user it goes to sign-in, and the token is still there for the
  /// next launch to try again.
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

/// The tutorial: a few pages, Next and Back, Skip; seen once.
@Observable
public final class TutorialViewModel {
  /// One page.
  public struct Page: Hashable, Sendable {
    /// The title.
    public let title: String
    /// The text.
    public let text: String
  }

  /// The pages.
  public let pages = [
    Page(title: "Welcome to ViewKit", text: "Terminal apps written the way SwiftUI apps are written."),
    Page(
      title: "Every state, every theme",
      text: "Each screen is a story, checked as a golden file in four themes."),
    Page(title: "Yours to keep", text: "Your terminal is always restored, whatever happens."),
  ]
  /// The page shown.
  public var page = 0
  @ObservationIgnored let prefs: Prefs
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model.
  public init(prefs: Prefs) { self.prefs = prefs }

  /// Starts; `finish` is called when the tutorial ends.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// Next page, or done after the last.
  public func next() {
    if page + 1 < pages.count {
      page += 1
    } else {
      done()
    }
  }

  /// The previous page.
  public func back() { page = max(0, page - 1) }

  /// Ends the tutorial and remembers it was seen.
  public func done() {
    prefs.tutorialShown = true
    finish()
  }

  /// Whether the last page shows.
  public var isLastPage: Bool { page + 1 == pages.count }
}

/// The sign-in form.
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

  /// The email field.
  public var email = TextFieldState(limit: 80)
  /// The password field.
  public var password = TextFieldState(limit: 64)
  /// Whether the password shows.
  public var revealPassword = false
  /// The focused control; nil when focus is elsewhere.
  public var focus: Focus? = .email
  /// Per-field errors, shown after a submit.
  public var emailError: String?
  /// The password error.
  public var passwordError: String?
  /// Alert and HUD.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model.
  public init(services: AppServices) { self.services = services }

  /// Starts; `finish` is called with where to go.
  public func start(finish: @escaping (Outcome) -> Void) { self.finish = finish }

  /// Checks the fields; true when both are acceptable.
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

/// The forgot-password form: an email, then a confirmation.
@Observable
public final class ForgotPasswordViewModel {
  /// The email field.
  public var email = TextFieldState(limit: 80)
  /// The field's error.
  public var emailError: String?
  /// Whether the email was sent.
  public var sent = false
  /// Alert and HUD.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model.
  public init(services: AppServices) { self.services = services }

  /// Starts; `finish` goes back to sign-in.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// Sends the reset email.
  public func send() {
    let address = email.text.trimmingCharacters(in: .whitespaces)
    guard address.contains("@") else {
      emailError = "Enter your email address"
      return
    }
    emailError = nil
    let api = self.api
    status.perform(
      "Sending…", runner: runner,
      { () async throws(APIError) -> Empty in
        try await api.request(.forgotPassword(email: address), as: Empty.self)
      }
    ) { [weak self] _ in
      self?.sent = true
    }
  }

  /// Goes back to sign-in.
  public func back() { finish() }
}

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

  /// The name field.
  public var name = TextFieldState(limit: 60)
  /// The email field.
  public var email = TextFieldState(limit: 80)
  /// The password field.
  public var password = TextFieldState(limit: 64)
  /// The focused control; nil when focus is elsewhere.
  public var focus: Focus? = .name
  /// Field errors after a submit, by field.
  public var errors: [Focus: String] = [:]
  /// Alert and HUD.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: (User?) -> Void = { _ in }

  /// Creates the model.
  public init(services: AppServices) { self.services = services }

  /// Starts; `finish` gets the new user, or nil when the user goes back.
  public func start(finish: @escaping (User?) -> Void) { self.finish = finish }

  /// Checks the fields: a name, an email with `@` and a dot after it, a password of 8 or more.
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
