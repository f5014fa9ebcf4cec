import Observation
import ViewKit

/// Owns navigation: starts each flow's model, and moves on when a flow says it has finished.
/// Splash → Tutorial (first launch) → Auth (sign in, create account, forgot password) → Main; signing out goes
/// back to Auth.
@Observable
public final class AppCoordinator {
  /// Where the app is.
  public enum Route {
    /// Checking the stored session.
    case splash(SplashViewModel)
    /// The first-launch tutorial.
    case tutorial(TutorialViewModel)
    /// Signing in.
    case login(LoginViewModel)
    /// Creating an account.
    case registration(RegistrationViewModel)
    /// Asking for a password reset.
    case forgotPassword(ForgotPasswordViewModel)
    /// Signed in.
    case main(MainViewModel)
  }

  /// The flow on screen now: splash, tutorial, authentication or main.
  public private(set) var route: Route
  /// Every route taken, by name, for tests and logs.
  public private(set) var history: [String] = []
  /// The theme `auto` stands for: set once the terminal has said its background colour.
  public var automaticTheme = Theme.dark
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }

  /// Creates the coordinator; call ``start()``.
  ///
  /// - Parameter services: the prefs, API and effect runner the flows share.
  public init(services: AppServices) {
    self.services = services
    route = .splash(SplashViewModel(services: services))
  }

  /// Starts at the splash screen.
  public func start() {
    let splash = SplashViewModel(services: services)
    show(.splash(splash), "splash")
    splash.start { [weak self] outcome in
      switch outcome {
      case .tutorial: self?.showTutorial()
      case .auth: self?.showLogin()
      case .main(let user): self?.showMain(user)
      }
    }
  }

  private func show(_ route: Route, _ name: String) {
    self.route = route
    history.append(name)
  }

  func showTutorial() {
    let tutorial = TutorialViewModel(prefs: prefs)
    show(.tutorial(tutorial), "tutorial")
    tutorial.start { [weak self] in self?.showLogin() }
  }

  func showLogin() {
    let login = LoginViewModel(services: services)
    show(.login(login), "login")
    login.start { [weak self] outcome in
      switch outcome {
      case .signedIn(let user): self?.showMain(user)
      case .register: self?.showRegistration()
      case .forgotPassword: self?.showForgotPassword()
      }
    }
  }

  func showRegistration() {
    let registration = RegistrationViewModel(services: services)
    show(.registration(registration), "registration")
    registration.start { [weak self] user in
      if let user { self?.showMain(user) } else { self?.showLogin() }
    }
  }

  func showForgotPassword() {
    let forgot = ForgotPasswordViewModel(services: services)
    show(.forgotPassword(forgot), "forgot-password")
    forgot.start { [weak self] in self?.showLogin() }
  }

  func showMain(_ user: User) {
    let main = MainViewModel(user: user, services: services)
    main.automaticTheme = { [weak self] in self?.automaticTheme ?? .dark }
    show(.main(main), "main")
    main.start { [weak self] in self?.showLogin() }
  }

  /// The theme the current screen wants.
  public var theme: Theme {
    if case .main(let main) = route { return main.theme }
    return Theme.named(prefs.themeName ?? "") ?? automaticTheme
  }

  /// The current screen's alert-and-HUD status, when it has one.
  var status: ScreenStatus? {
    switch route {
    case .splash, .tutorial: return nil
    case .login(let model): return model.status
    case .registration(let model): return model.status
    case .forgotPassword(let model): return model.status
    case .main(let model): return model.status
    }
  }

  /// Whether something on screen moves (a spinner), so the app should tick.
  public var isAnimating: Bool {
    if case .splash = route { return true }
    return status?.isAnimating ?? false
  }

  /// Advances whatever moves by one frame.
  public func tick() {
    if case .splash(let splash) = route { splash.frame += 1 }
    status?.tick()
  }
}
