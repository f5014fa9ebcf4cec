import ViewKit

/// The root of the app: runs the splash, then the tutorial, auth or main flow as the stored
/// state demands, and returns to auth when a session ends, with the reason shown.
public final class AppCoordinator: Coordinator {
  /// The flow running now.
  public var children: [any Coordinator] = []
  /// What the terminal shows.
  public let navigator: Navigator
  let dependencies: AppDependencies

  /// Creates the root; call ``start()``.
  ///
  /// - Parameters:
  ///   - dependencies: what every module is built from.
  ///   - navigator: where screens are shown; a new one by default.
  public init(dependencies: AppDependencies, navigator: Navigator? = nil) {
    self.dependencies = dependencies
    self.navigator = navigator ?? Navigator(logger: dependencies.logger)
  }

  /// Shows the splash, which checks the stored session.
  public func start() {
    let (module, splash) = Builders.splash(dependencies)
    navigator.show(module)
    splash.start { [weak self] outcome in
      guard let self else { return }
      switch outcome {
      case .tutorial: self.runTutorial()
      case .auth(let expired): self.runAuth(reason: expired ? .sessionExpired : nil, email: nil)
      case .main(let user): self.runMain(user)
      }
    }
  }

  func runTutorial() {
    let child = TutorialCoordinator(dependencies: dependencies, navigator: navigator)
    child.onFinish = { [weak self, unowned child] in
      self?.finishChild(child)
      self?.runAuth(reason: nil, email: nil)
    }
    startChild(child)
  }

  func runAuth(reason: AuthCoordinator.Reason?, email: String?) {
    let child = AuthCoordinator(
      dependencies: dependencies, navigator: navigator, reason: reason, email: email)
    child.onFinish = { [weak self, unowned child] user in
      self?.finishChild(child)
      self?.runMain(user)
    }
    startChild(child)
  }

  func runMain(_ user: User) {
    let child = MainCoordinator(dependencies: dependencies, navigator: navigator, user: user)
    child.onFinish = { [weak self, unowned child] outcome in
      self?.finishChild(child)
      self?.dependencies.logger.info(
        "app",
        outcome == .signedOut
          ? "signed out" : "the session expired and could not be refreshed: back to sign-in")
      // Back to sign-in; after an expired session the form keeps the address, so only the
      // password is to type.
      let expired = outcome == .sessionExpired
      self?.runAuth(reason: expired ? .sessionExpired : nil, email: expired ? user.email : nil)
    }
    startChild(child)
  }

  /// The theme the screens are drawn in.
  public var theme: Theme { dependencies.settings.theme }
}

/// The first-launch tutorial, as a flow of its own.
public final class TutorialCoordinator: Coordinator {
  /// Always empty: the tutorial starts no flows.
  public var children: [any Coordinator] = []
  /// Called when the tutorial ends.
  public var onFinish: () -> Void = {}
  let dependencies: AppDependencies
  let navigator: Navigator

  /// Creates the flow.
  ///
  /// - Parameters:
  ///   - dependencies: what the tutorial is built from.
  ///   - navigator: where it is shown.
  public init(dependencies: AppDependencies, navigator: Navigator) {
    self.dependencies = dependencies
    self.navigator = navigator
  }

  /// Shows the first page.
  public func start() {
    let (module, tutorial) = Builders.tutorial(dependencies)
    tutorial.start { [weak self] in self?.onFinish() }
    navigator.show(module)
  }
}

/// Sign in, create an account, forgot password; finishes with the signed-in user.
public final class AuthCoordinator: Coordinator {
  /// Why the user is asked to sign in, when it is not the first time.
  public enum Reason: Equatable, Sendable {
    /// The server ended the session.
    case sessionExpired
  }

  /// Always empty: the auth screens are this flow's own.
  public var children: [any Coordinator] = []
  /// Called with the user once signed in.
  public var onFinish: (User) -> Void = { _ in }
  let dependencies: AppDependencies
  let navigator: Navigator
  let reason: Reason?
  let email: String?

  /// Creates the flow.
  ///
  /// - Parameters:
  ///   - dependencies: what the screens are built from.
  ///   - navigator: where they are shown.
  ///   - reason: why sign-in is asked for; shown as an alert over the form.
  ///   - email: the address the form starts with (the one whose session ended), if any.
  public init(
    dependencies: AppDependencies, navigator: Navigator, reason: Reason? = nil, email: String? = nil
  ) {
    self.dependencies = dependencies
    self.navigator = navigator
    self.reason = reason
    self.email = email
  }

  /// Shows sign-in, with the reason's alert over it.
  public func start() { showLogin(reason: reason, email: email) }

  func showLogin(reason: Reason? = nil, email: String? = nil) {
    let (module, login) = Builders.login(dependencies, reason: reason)
    if let email { login.prefill(email: email) }
    login.start { [weak self] outcome in
      switch outcome {
      case .signedIn(let user): self?.onFinish(user)
      case .register: self?.showRegistration()
      case .forgotPassword: self?.showForgotPassword()
      }
    }
    navigator.show(module)
  }

  func showRegistration() {
    let (module, registration) = Builders.registration(dependencies)
    registration.start { [weak self] user in
      if let user { self?.onFinish(user) } else { self?.showLogin() }
    }
    navigator.show(module)
  }

  func showForgotPassword() {
    let (module, forgot) = Builders.forgotPassword(dependencies)
    forgot.start { [weak self] in self?.showLogin() }
    navigator.show(module)
  }
}

/// The signed-in tabs; finishes when the user signs out or the server ends the session.
public final class MainCoordinator: Coordinator {
  /// Always empty: the tabs are one screen.
  public var children: [any Coordinator] = []
  /// Called once with how the session ended.
  public var onFinish: (MainViewModel.Outcome) -> Void = { _ in }
  let dependencies: AppDependencies
  let navigator: Navigator
  let user: User

  /// Creates the flow.
  ///
  /// - Parameters:
  ///   - dependencies: what the tabs are built from.
  ///   - navigator: where they are shown.
  ///   - user: the signed-in user.
  public init(dependencies: AppDependencies, navigator: Navigator, user: User) {
    self.dependencies = dependencies
    self.navigator = navigator
    self.user = user
  }

  /// Shows Home and loads the data; an expired session anywhere ends the flow.
  public func start() {
    let (module, main) = Builders.main(dependencies, user: user)
    let session = dependencies.session
    var finished = false
    let finish: (MainViewModel.Outcome) -> Void = { [weak self] outcome in
      guard !finished else { return }
      finished = true
      if outcome == .sessionExpired { session.signOut() }
      self?.onFinish(outcome)
    }
    main.basic.onSessionExpired = { finish(.sessionExpired) }
    navigator.show(module)
    main.start(finish: finish)
  }
}
