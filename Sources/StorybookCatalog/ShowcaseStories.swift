import ShowcaseKit
import ViewKit

/// Every screen state of the ShowcaseApp, built by the app's own module builders and drawn by
/// its root view (the alert, HUD, banner and environment label included), in English and, for a
/// screen of each flow, in Japanese.
enum ShowcaseStories {
  static let size = Size(width: 80, height: 24)

  /// The app's dependencies in memory: nothing reaches disk, and effects wait forever, so a
  /// story stays in the state it was put in.
  static func dependencies(_ language: Language = .en, environment: AppEnvironment = .dev) -> AppDependencies
  {
    AppDependencies.live(
      environment: environment, prefs: Prefs(store: MemoryPrefsStore()), language: language,
      runner: ManualEffectRunner(), logger: MemoryLogger(level: .fatal), wait: { _ in })
  }

  /// A story drawing one module as the app draws it.
  static func screen(
    _ id: String, _ summary: String, language: Language = .en, environment: AppEnvironment = .dev,
    _ build: @escaping @Sendable (AppDependencies) -> Module
  ) -> Story {
    Story(id, title: id, summary: summary, layout: .fill(default: size)) { _ in
      let dependencies = Self.dependencies(language, environment: environment)
      let navigator = Navigator(logger: dependencies.logger)
      navigator.show(build(dependencies))
      return AppScreen(navigator: navigator, settings: dependencies.settings, environment: environment)
    }
  }

  static let user = SampleData.accounts[0].user

  /// A story of a module built by its builder, then put in a state by `configure`.
  static func module<Model: AnyObject>(
    _ id: String, _ summary: String, language: Language,
    _ build: @escaping @Sendable (AppDependencies) -> (Module, Model),
    _ configure: @escaping @Sendable (Model) -> Void
  ) -> Story {
    screen(id, summary, language: language) { dependencies in
      let (module, model) = build(dependencies)
      configure(model)
      return module
    }
  }

  static func login(
    _ id: String, _ summary: String, language: Language = .en,
    _ configure: @escaping @Sendable (LoginViewModel) -> Void = { _ in }
  ) -> Story {
    module(id, summary, language: language, { Builders.login($0) }, configure)
  }

  static func registration(
    _ id: String, _ summary: String, language: Language = .en,
    _ configure: @escaping @Sendable (RegistrationViewModel) -> Void = { _ in }
  ) -> Story {
    module(id, summary, language: language, { Builders.registration($0) }, configure)
  }

  static func main(
    _ id: String, _ summary: String, language: Language = .en, environment: AppEnvironment = .dev,
    _ configure: @escaping @Sendable (MainViewModel) -> Void = { _ in }
  ) -> Story {
    screen(id, summary, language: language, environment: environment) { dependencies in
      let (module, model) = Builders.main(dependencies, user: user)
      model.home.posts = Array(SampleData.posts.prefix(10))
      model.notifications.notices = SampleData.notices
      model.sessions.sessions = SampleData.sessions
      configure(model)
      return module
    }
  }

  /// The Search tab after `query` was typed and answered, with what the server would find.
  /// Search for "ada", Ada Lovelace opened and her page loaded, focus in her posts.
  static func openedPerson(_ model: MainViewModel) {
    searched(model, "ada")
    model.search.open(0)
    let ada = SampleData.people[0]
    model.search.show(PersonPage(user: ada, posts: SampleData.posts.filter { $0.handle == ada.handle }))
    model.focus = .personPosts
  }

  static func searched(_ model: MainViewModel, _ query: String) {
    model.show(.search)
    model.search.edit(TextFieldState(query))
    model.search.show(SampleData.search(query), for: query)
  }

  static func fill(_ model: LoginViewModel) {
    model.email = TextFieldState("demo@viewkit.dev")
    model.password = TextFieldState(SampleData.password)
  }

  static var all: [Story] {
    [
      screen("showcase-splash/checking", "The splash while it checks the stored session.") { dependencies in
        let (module, model) = Builders.splash(dependencies)
        model.start { _ in }
        return module
      },
      screen("showcase-splash/japanese", "The splash in Japanese.", language: .ja) { dependencies in
        let (module, model) = Builders.splash(dependencies)
        model.start { _ in }
        return module
      },
      screen(
        "showcase-splash/update-required",
        "The server no longer serves this version: a blocking alert whose one action quits."
      ) { dependencies in
        let (module, model) = Builders.splash(dependencies)
        model.updateRequired = "2.0"
        return module
      },
      screen(
        "showcase-splash/update-required-japanese", "The force-update alert in Japanese.", language: .ja
      ) { dependencies in
        let (module, model) = Builders.splash(dependencies)
        model.updateRequired = "2.0"
        return module
      },
      screen("showcase-tutorial/first-page", "The tutorial's first page.") { Builders.tutorial($0).0 },
      screen("showcase-tutorial/last-page", "The tutorial's last page, with Back.") { dependencies in
        let (module, model) = Builders.tutorial(dependencies)
        model.page = TutorialViewModel.pages.count - 1
        return module
      },
      screen("showcase-tutorial/japanese", "The tutorial in Japanese.", language: .ja) {
        Builders.tutorial($0).0
      },
      login(
        "showcase-login/empty", "Sign in, nothing typed: focus in the email field, the demo accounts listed."),
      login("showcase-login/filled", "Both fields filled, focus on Sign in.") {
        fill($0)
        $0.moveFocus(to: .signIn)
      },
      login("showcase-login/invalid", "After leaving a half-typed email: its error, as you type.") {
        $0.email = TextFieldState("ada@")
        $0.moveFocus(to: .password)
      },
      login("showcase-login/signing-in", "Signing in: the progress HUD over the form.") {
        fill($0)
        $0.submit()
      },
      login("showcase-login/failed", "A wrong password: the server's message in an alert.") {
        fill($0)
        $0.basic.show(
          .serverError(
            APIErrorDetail(code: "invalid_credentials", message: "The email or password is incorrect.")),
          title: "Sign-in failed")
      },
      screen("showcase-login/session-expired", "Back at sign-in because the server ended the session.") {
        Builders.login($0, reason: .sessionExpired).0
      },
      login("showcase-login/japanese", "Sign in, in Japanese, after a failed submit.", language: .ja) {
        $0.submit()
      },
      registration("showcase-registration/empty", "Create an account, nothing typed."),
      registration("showcase-registration/invalid", "After submitting: every rule's message.") {
        $0.email = TextFieldState("ada")
        $0.password = TextFieldState("short")
        $0.confirm = TextFieldState("shorter")
        $0.submit()
      },
      registration("showcase-registration/creating", "A valid form being sent: the HUD.") {
        $0.name = TextFieldState("Nia Okafor")
        $0.email = TextFieldState("nia@viewkit.dev")
        $0.password = TextFieldState("long enough")
        $0.confirm = TextFieldState("long enough")
        $0.acceptsTerms = true
        $0.submit()
      },
      registration("showcase-registration/taken", "The server refused the address: its message in an alert.")
      {
        $0.name = TextFieldState("Sam Rivera")
        $0.email = TextFieldState("demo@viewkit.dev")
        $0.basic.show(
          .serverError(
            APIErrorDetail(code: "email_taken", message: "An account with this email already exists.")),
          title: "Could not create the account")
      },
      registration(
        "showcase-registration/japanese", "Create an account in Japanese, after a submit.", language: .ja
      ) {
        $0.submit()
      },
      screen("showcase-forgot/form", "Forgot password: the email form.") { Builders.forgotPassword($0).0 },
      screen("showcase-forgot/japanese", "Forgot password in Japanese.", language: .ja) {
        Builders.forgotPassword($0).0
      },
      screen("showcase-forgot/sent", "Forgot password: the confirmation.") { dependencies in
        let (module, model) = Builders.forgotPassword(dependencies)
        model.email = TextFieldState("ada@example.com")
        model.sent = true
        return module
      },
      main("showcase-home/feed", "The home feed: avatars, authors, titles, ages and likes."),
      main("showcase-home/loading", "The feed while its first page loads.") {
        $0.home.posts = []
        $0.home.loadFirstPage()
      },
      main("showcase-home/loading-more", "The end of the feed reached: the next page loading.") {
        $0.home.select(ListState(selection: 9))
      },
      main("showcase-home/post", "A post opened from the feed, liked.") {
        $0.home.posts[1].liked = true
        $0.home.posts[1].likes += 1
        $0.home.open(1)
      },
      main("showcase-home/like-failed", "A like the server refused: taken back, with its message.") {
        $0.home.list.selection = 6
        $0.basic.show(
          .serverError(
            APIErrorDetail(code: "likes_off", message: "The author turned off likes for this post.")),
          title: "Could not like the post")
      },
      main("showcase-home/offline", "No connection: the banner with retry over an empty feed.") {
        $0.home.posts = []
        $0.basic.show(.noConnection) {}
      },
      main("showcase-home/japanese", "The home feed in Japanese.", language: .ja),
      main("showcase-home/production", "In production: no environment label.", environment: .prod),
      main("showcase-search/empty", "Search before typing.") { $0.show(.search) },
      main("showcase-search/results", "People and posts matching the query, the match highlighted.") {
        searched($0, "ad")
      },
      main("showcase-search/searching", "A query on its way to the server.") {
        $0.show(.search)
        $0.search.edit(TextFieldState("turing"))
      },
      main("showcase-search/japanese", "Search in Japanese, with matches.", language: .ja) {
        searched($0, "端末")
      },
      main("showcase-search/no-results", "Search with nothing matching.") { searched($0, "quantum") },
      main("showcase-search/person", "A person opened from the results: their stats and posts, with Back.") {
        openedPerson($0)
      },
      main("showcase-search/person-japanese", "A person's profile in Japanese.", language: .ja) {
        openedPerson($0)
      },
      main("showcase-search/post", "A post opened from the results: its detail, Like and Back.") {
        searched($0, "ada")
        $0.search.open(2)
      },
      main("showcase-notifications/unread", "Notifications just opened: three new, the badge cleared.") {
        $0.show(.notifications)
      },
      main("showcase-notifications/empty", "No notifications.") {
        $0.notifications.notices = []
        $0.show(.notifications)
      },
      main("showcase-notifications/japanese", "Notifications in Japanese.", language: .ja) {
        $0.show(.notifications)
      },
      main("showcase-profile/settings", "The profile, its stats and Settings.") { $0.show(.profile) },
      main("showcase-profile/sign-out", "Signing out asks first.") {
        $0.show(.profile)
        $0.confirmSignOut()
      },
      main("showcase-profile/japanese", "The profile and Settings in Japanese.", language: .ja) {
        $0.show(.profile)
      },
      main("showcase-profile/sessions", "The sessions table focused, its cursor on the second row.") {
        $0.show(.profile)
        $0.focus = .sessions
        $0.sessions.table = TableState(cursor: 1)
      },
      main(
        "showcase-profile/sessions-sorted",
        "The sessions sorted by last active, oldest first: the cursor stayed on its session."
      ) {
        $0.show(.profile)
        $0.focus = .sessions
        $0.sessions.sort = Table.Sort(column: 2, ascending: false)
        $0.sessions.table = TableState(cursor: 2)
      },
      main("showcase-profile/sessions-loading", "The sessions on their way from the server.") {
        $0.show(.profile)
        $0.sessions.sessions = []
        $0.sessions.load()
      },
      Story(
        "showcase-app/too-small", title: "showcase-app/too-small",
        summary: "Below 60×20, one centred line says how big the terminal must be.",
        layout: .fixed(Size(width: 50, height: 14))
      ) { _ in
        let dependencies = Self.dependencies()
        let navigator = Navigator(logger: dependencies.logger)
        navigator.show(Builders.login(dependencies).0)
        return AppScreen(navigator: navigator, settings: dependencies.settings, environment: .dev)
      },
    ]
  }
}
