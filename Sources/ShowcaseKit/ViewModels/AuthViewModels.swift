import Observation
import ViewKit

/// The checks the auth forms share; each gives the phrase to show, or nil when the value is fine.
enum Validation {
  static func email(_ text: String) -> Phrase? {
    let address = text.trimmingCharacters(in: .whitespaces)
    guard !address.isEmpty else { return .enterEmail }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    let valid =
      parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".")
      && !parts[1].hasSuffix(".") && !address.contains(" ")
    return valid ? nil : .wholeEmail
  }

  static func required(_ text: String, _ phrase: Phrase) -> Phrase? {
    text.trimmingCharacters(in: .whitespaces).isEmpty ? phrase : nil
  }
}

/// The sign-in form: its fields, focus, errors as you type, and what signing in does.
///
/// A field's error shows once the field has been left or the form submitted (the email's also
/// as soon as it is typed with its `@`), and follows the text from then on: it goes away as
/// soon as the text is fixed.
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
  public private(set) var focus: Focus? = .email
  /// The fields whose errors show: left once, or submitted.
  public private(set) var touched: Set<Focus> = []
  /// The alert, HUD and banner over the form.
  public let basic: BasicViewModel
  @ObservationIgnored let signIn: SignInUseCase
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model with empty fields and focus in the email field.
  ///
  /// - Parameters:
  ///   - signIn: signs in and keeps the session.
  ///   - basic: the screen's status.
  public init(signIn: SignInUseCase, basic: BasicViewModel) {
    self.signIn = signIn
    self.basic = basic
  }

  /// Starts; `finish` is called with where to go.
  ///
  /// - Parameter finish: called with where to go next.
  public func start(finish: @escaping (Outcome) -> Void) { self.finish = finish }

  /// The demo accounts the screen lists, with what each does.
  public var demoAccounts: [(email: String, phrase: Phrase)] {
    SampleData.accounts.map { account in
      let phrase: Phrase =
        switch account.behaviour {
        case .normal: .demoNormal
        case .refreshing: .demoRefreshing
        case .expiring: .demoExpiring
        case .offline: .demoOffline
        }
      return (account.user.email, phrase)
    }
  }

  /// Moves focus; the field left counts as touched, so its error shows.
  ///
  /// - Parameter next: the control that gets focus.
  public func moveFocus(to next: Focus?) {
    if let focus, focus != next, focus == .email || focus == .password { touched.insert(focus) }
    focus = next
  }

  /// The email field's error, when it shows: as you type once the address has its `@`, and
  /// whatever it holds once the field has been left.
  public var emailError: Phrase? {
    touched.contains(.email) || email.text.contains("@") ? Validation.email(email.text) : nil
  }
  /// The password field's error, when it shows.
  public var passwordError: Phrase? {
    touched.contains(.password) ? Validation.required(password.text, .enterPassword) : nil
  }

  /// Signs in with the fields' values; with an error, focus goes to the first field at fault.
  public func submit() {
    touched.formUnion([.email, .password])
    if emailError != nil {
      focus = .email
      return
    }
    if passwordError != nil {
      focus = .password
      return
    }
    let signIn = self.signIn
    let (email, password) = (self.email.text, self.password.text)
    let basic = self.basic
    basic.perform(
      basic.strings[.signingIn],
      { () async throws(APIError) -> User in try await signIn.execute(email: email, password: password) },
      then: { [weak self] user in self?.finish(.signedIn(user)) },
      failure: { [weak self] error in
        // A form's failure is an alert: there is nothing on screen for a banner's retry to reload.
        guard let self, error != .tokenExpired else { return false }
        self.basic.show(error, title: self.basic.strings[.signInFailed], event: "sign-in failed")
        self.focus = .password
        return true
      })
  }

  /// Starts the form with an address already typed, and focus in the password.
  ///
  /// - Parameter email: the address.
  public func prefill(email: String) {
    self.email = TextFieldState(email, limit: 80)
    focus = .password
  }

  /// Shows or hides the password.
  public func toggleReveal() { revealPassword.toggle() }

  /// Goes to account creation.
  public func createAccount() { finish(.register) }

  /// Goes to the password reset.
  public func forgotPassword() { finish(.forgotPassword) }
}

/// The registration form: name, email, password and its confirmation, the terms.
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
    /// The confirmation field.
    case confirm
    /// The terms checkbox.
    case terms
    /// The create button.
    case create
  }

  /// The name field.
  public var name = TextFieldState(limit: 60)
  /// The email field.
  public var email = TextFieldState(limit: 80)
  /// The password field.
  public var password = TextFieldState(limit: 64)
  /// The confirmation field.
  public var confirm = TextFieldState(limit: 64)
  /// Whether the terms are accepted.
  public var acceptsTerms = false
  /// The focused control.
  public private(set) var focus: Focus? = .name
  /// The controls whose errors show.
  public private(set) var touched: Set<Focus> = []
  /// The alert, HUD and banner over the form.
  public let basic: BasicViewModel
  @ObservationIgnored let register: RegisterUseCase
  @ObservationIgnored var finish: (User?) -> Void = { _ in }

  /// Creates the model with empty fields and focus on the name.
  ///
  /// - Parameters:
  ///   - register: creates the account and keeps the session.
  ///   - basic: the screen's status.
  public init(register: RegisterUseCase, basic: BasicViewModel) {
    self.register = register
    self.basic = basic
  }

  /// Starts; `finish` gets the new user, or nil when the user goes back.
  ///
  /// - Parameter finish: called once.
  public func start(finish: @escaping (User?) -> Void) { self.finish = finish }

  /// Moves focus; the control left counts as touched.
  ///
  /// - Parameter next: the control that gets focus.
  public func moveFocus(to next: Focus?) {
    if let focus, focus != next, focus != .create, focus != .terms { touched.insert(focus) }
    focus = next
  }

  /// The error shown for a control, if any.
  ///
  /// - Parameter control: the control.
  /// - Returns: the phrase to show under it, or nil.
  public func error(_ control: Focus) -> Phrase? {
    guard touched.contains(control) else { return nil }
    switch control {
    case .name: return Validation.required(name.text, .enterName)
    case .email: return Validation.email(email.text)
    case .password: return password.text.count < 8 ? .shortPassword : nil
    case .confirm: return confirm.text != password.text ? .passwordsDiffer : nil
    case .terms: return acceptsTerms ? nil : .termsRequired
    case .create: return nil
    }
  }

  /// Creates the account, or puts focus on the first control at fault.
  public func submit() {
    touched.formUnion(Focus.allCases)
    if let first = Focus.allCases.first(where: { error($0) != nil }) {
      focus = first
      return
    }
    let register = self.register
    let (name, email, password) = (self.name.text, self.email.text, self.password.text)
    basic.perform(
      basic.strings[.creatingAccount],
      { () async throws(APIError) -> User in
        try await register.execute(name: name, email: email, password: password)
      },
      then: { [weak self] user in self?.finish(user) },
      failure: { [weak self] error in
        guard let self, error != .tokenExpired else { return false }
        self.basic.show(error, title: self.basic.strings[.registerFailed], event: "registration failed")
        return true
      })
  }

  /// Goes back to sign-in.
  public func back() { finish(nil) }
}

/// Forgot password: the email to send a reset link to, then the confirmation.
@Observable
public final class ForgotPasswordViewModel {
  /// The email field.
  public var email = TextFieldState(limit: 80)
  /// Whether the link was sent.
  public var sent = false
  /// Whether the email's error shows.
  public private(set) var touched = false
  /// The alert, HUD and banner over the form.
  public let basic: BasicViewModel
  @ObservationIgnored let reset: ResetPasswordUseCase
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - reset: sends the reset request.
  ///   - basic: the screen's status.
  public init(reset: ResetPasswordUseCase, basic: BasicViewModel) {
    self.reset = reset
    self.basic = basic
  }

  /// Starts; `finish` is called when the user goes back to sign-in.
  ///
  /// - Parameter finish: called once.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// The email's error, when it shows.
  public var emailError: Phrase? { touched ? Validation.email(email.text) : nil }

  /// Sends the link, when the address is whole.
  public func submit() {
    touched = true
    guard emailError == nil else { return }
    let reset = self.reset
    let email = self.email.text
    basic.perform(
      basic.strings[.sending], { () async throws(APIError) in try await reset.execute(email: email) },
      then: { [weak self] in self?.sent = true },
      failure: { [weak self] error in
        self?.basic.show(error, event: "the password reset failed")
        return true
      })
  }

  /// Goes back to sign-in.
  public func back() { finish() }
}
