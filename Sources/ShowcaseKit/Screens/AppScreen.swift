import ViewKit

/// The whole app: the current flow's screen, with its alert and HUD on top. `q` quits
/// wherever no text field takes it.
public struct AppScreen: View {
  let coordinator: AppCoordinator

  /// Draws a coordinator's current screen.
  ///
  /// - Parameter coordinator: decides which flow, and so which screen, shows.
  public init(coordinator: AppCoordinator) { self.coordinator = coordinator }

  /// The current route's screen, with its alert and HUD on top and the app's keys.
  public var body: some View {
    Group {
      switch coordinator.route {
      case .splash(let model): SplashScreen(model: model)
      case .tutorial(let model): TutorialScreen(model: model)
      case .login(let model): LoginScreen(model: model)
      case .registration(let model): RegistrationScreen(model: model)
      case .forgotPassword(let model): ForgotPasswordScreen(model: model)
      case .main(let model): MainScreen(model: model)
      }
    }
    .showcaseAppKeys()
  }
}
