import Foundation
import ShowcaseKit
import ViewKit

/// Every screen state of the ShowcaseApp, built from its view models in that state.
enum ShowcaseStories {
  static let size = Size(width: 80, height: 24)

  /// Services that never touch disk or network: effects wait until a story finishes them.
  static func services() -> AppServices {
    AppServices(
      prefs: Prefs(store: MemoryPrefsStore()),
      api: APIProvider(
        environment: .dev, transport: StubTransport(latency: .zero), plugins: [ErrorProcessingPlugin()]),
      runner: ManualEffectRunner())
  }

  static func screen<Content: View & SendableMetatype>(
    _ id: String, _ summary: String, @ViewBuilder _ make: @escaping @Sendable () -> Content
  ) -> Story {
    Story(id, title: id, summary: summary, layout: .fill(default: size)) { _ in make().showcaseAppKeys() }
  }

  static let user = User(name: "Ada Lovelace", email: "ada@example.com")

  static func main(_ configure: @escaping (MainViewModel) -> Void = { _ in }) -> MainScreen {
    let model = MainViewModel(user: user, services: services())
    model.posts = SamplePosts.all
    model.notices = SamplePosts.notices
    configure(model)
    return MainScreen(model: model)
  }

  static func login(_ configure: @escaping (LoginViewModel) -> Void = { _ in }) -> LoginScreen {
    let model = LoginViewModel(services: services())
    configure(model)
    return LoginScreen(model: model)
  }

  static var all: [Story] {
    [
      screen("showcase-splash/starting", "The splash while it checks the stored session.") {
        SplashScreen(model: SplashViewModel(services: services()))
      },
      screen("showcase-tutorial/first-page", "The tutorial's first page.") {
        TutorialScreen(model: TutorialViewModel(prefs: services().prefs))
      },
      screen("showcase-tutorial/last-page", "The tutorial's last page.") {
        let model = TutorialViewModel(prefs: services().prefs)
        model.page = model.pages.count - 1
        return TutorialScreen(model: model)
      },
      screen("showcase-login/empty", "Sign in, nothing typed.") { login() },
      screen("showcase-login/filled", "Sign in, both fields filled, focus on the button.") {
        login {
          $0.email = TextFieldState("ada@example.com")
          $0.password = TextFieldState("correct horse")
          $0.focus = .signIn
        }
      },
      screen("showcase-login/invalid", "Sign in after submitting bad values: errors under the fields.") {
        login {
          $0.email = TextFieldState("ada@")
          _ = $0.validate()
        }
      },
      screen("showcase-login/signing-in", "Signing in: the progress HUD over the form.") {
        login {
          $0.email = TextFieldState("ada@example.com")
          $0.password = TextFieldState("correct horse")
          $0.signIn()
        }
      },
      screen("showcase-login/failed", "A wrong password: the alert over the form.") {
        login { $0.status.show(.invalidCredentials) }
      },
      screen("showcase-registration/empty", "Create an account, nothing typed.") {
        RegistrationScreen(model: RegistrationViewModel(services: services()))
      },
      screen("showcase-registration/invalid", "Create an account after submitting bad values.") {
        let model = RegistrationViewModel(services: services())
        model.email = TextFieldState("ada")
        model.password = TextFieldState("short")
        model.create()
        return RegistrationScreen(model: model)
      },
      screen("showcase-forgot/form", "Forgot password: the email form.") {
        ForgotPasswordScreen(model: ForgotPasswordViewModel(services: services()))
      },
      screen("showcase-forgot/sent", "Forgot password: the confirmation.") {
        let model = ForgotPasswordViewModel(services: services())
        model.email = TextFieldState("ada@example.com")
        model.sent = true
        return ForgotPasswordScreen(model: model)
      },
      screen("showcase-home/feed", "The home feed.") { main() },
      screen("showcase-home/loading", "The home feed while it loads.") {
        main {
          $0.posts = []
          $0.status.hud = .indeterminate("Loading your feed…", frame: 2)
        }
      },
      screen("showcase-home/post", "A post opened from the feed.") {
        main { $0.detail = SamplePosts.all[1] }
      },
      screen("showcase-home/offline", "The feed with no connection: an alert.") {
        main {
          $0.posts = []
          $0.status.show(.noConnection)
        }
      },
      screen("showcase-search/results", "Search with matches.") {
        main {
          $0.show(.search)
          $0.query = TextFieldState("machine")
        }
      },
      screen("showcase-search/no-results", "Search with nothing matching.") {
        main {
          $0.show(.search)
          $0.query = TextFieldState("quantum")
        }
      },
      screen("showcase-notifications/unread", "Notifications, two unread.") {
        main { $0.show(.notifications) }
      },
      screen("showcase-profile/settings", "The profile with the theme setting.") {
        main { $0.show(.profile) }
      },
      screen("showcase-profile/sign-out", "Signing out asks first.") {
        main {
          $0.show(.profile)
          $0.confirmSignOut()
        }
      },
    ]
  }
}

/// The sample feed, decoded once for stories.
enum SamplePosts {
  static let all: [Post] = decode(SampleData.postsJSON)
  static let notices: [Notice] = decode(SampleData.noticesJSON)

  static func decode<Value: Decodable>(_ json: String) -> [Value] {
    (try? JSONDecoder().decode([Value].self, from: Data(json.utf8))) ?? []
  }
}
