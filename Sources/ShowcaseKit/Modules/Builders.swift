import ViewKit

/// Builds each screen of the app from the app's dependencies: its use cases, its view model and
/// its view (seed 004's builders). A builder only assembles: the coordinator that shows the
/// screen starts its view model (`start(finish:)`), so a story can build a screen and put it in
/// any state without starting anything. Coordinators, stories and tests all build screens
/// here, so a screen in a story is wired exactly as in the app.
public enum Builders {
  /// The splash.
  ///
  /// - Parameter dependencies: the app's dependencies.
  /// - Returns: the module and its view model.
  public static func splash(_ dependencies: AppDependencies) -> (Module, SplashViewModel) {
    let model = SplashViewModel(
      restore: RestoreSessionUseCase(auth: dependencies.auth, session: dependencies.session),
      checkUpdate: CheckForUpdateUseCase(gateway: dependencies.configuration),
      tutorial: dependencies.tutorial, runner: dependencies.runner)
    let settings = dependencies.settings
    let module = Module(
      name: "splash", model: model, basic: nil, animates: { model.checking }, tick: { model.frame += 1 }
    ) { SplashScreen(model: $0, strings: settings.strings) }
    return (module, model)
  }

  /// The tutorial.
  ///
  /// - Parameter dependencies: the app's dependencies.
  /// - Returns: the module and its view model.
  public static func tutorial(_ dependencies: AppDependencies) -> (Module, TutorialViewModel) {
    let model = TutorialViewModel(prefs: dependencies.tutorial)
    let settings = dependencies.settings
    return (
      Module(name: "tutorial", model: model, basic: nil) {
        TutorialScreen(model: $0, strings: settings.strings)
      },
      model
    )
  }

  /// Sign in.
  ///
  /// - Parameters:
  ///   - dependencies: the app's dependencies.
  ///   - reason: why sign-in is asked for, when it is not the user's choice; the form opens with
  ///     an alert saying so.
  /// - Returns: the module and its view model.
  public static func login(_ dependencies: AppDependencies, reason: AuthCoordinator.Reason? = nil) -> (
    Module, LoginViewModel
  ) {
    let model = LoginViewModel(
      signIn: SignInUseCase(auth: dependencies.auth, session: dependencies.session),
      basic: BasicViewModel(dependencies))
    if reason == .sessionExpired { model.basic.show(.tokenExpired) }
    return (Module(name: "login", model: model, basic: model.basic) { LoginScreen(model: $0) }, model)
  }

  /// Create an account.
  ///
  /// - Parameter dependencies: the app's dependencies.
  /// - Returns: the module and its view model.
  public static func registration(_ dependencies: AppDependencies) -> (Module, RegistrationViewModel) {
    let model = RegistrationViewModel(
      register: RegisterUseCase(auth: dependencies.auth, session: dependencies.session),
      basic: BasicViewModel(dependencies))
    return (
      Module(name: "registration", model: model, basic: model.basic) { RegistrationScreen(model: $0) }, model
    )
  }

  /// Forgot password.
  ///
  /// - Parameter dependencies: the app's dependencies.
  /// - Returns: the module and its view model.
  public static func forgotPassword(_ dependencies: AppDependencies) -> (Module, ForgotPasswordViewModel) {
    let model = ForgotPasswordViewModel(
      reset: ResetPasswordUseCase(auth: dependencies.auth), basic: BasicViewModel(dependencies))
    return (
      Module(name: "forgot-password", model: model, basic: model.basic) { ForgotPasswordScreen(model: $0) },
      model
    )
  }

  /// The signed-in tabs, one status shared by all four.
  ///
  /// - Parameters:
  ///   - dependencies: the app's dependencies.
  ///   - user: the signed-in user.
  /// - Returns: the module and its view model.
  public static func main(_ dependencies: AppDependencies, user: User) -> (Module, MainViewModel) {
    let basic = BasicViewModel(dependencies)
    let model = MainViewModel(
      user: user,
      home: HomeViewModel(
        load: LoadFeedUseCase(feed: dependencies.feed), like: ToggleLikeUseCase(feed: dependencies.feed),
        basic: basic),
      search: SearchViewModel(
        search: SearchUseCase(search: dependencies.search), like: ToggleLikeUseCase(feed: dependencies.feed),
        loadPerson: LoadPersonUseCase(search: dependencies.search), basic: basic),
      notifications: NotificationsViewModel(
        useCase: NotificationsUseCase(gateway: dependencies.notifications), basic: basic),
      sessions: SessionsViewModel(load: LoadSessionsUseCase(gateway: dependencies.sessions), basic: basic),
      settings: dependencies.settings, loadProfile: LoadProfileUseCase(auth: dependencies.auth),
      signOut: SignOutUseCase(session: dependencies.session), basic: basic)
    return (Module(name: "main", model: model, basic: basic) { MainScreen(model: $0) }, model)
  }
}
