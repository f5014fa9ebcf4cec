import ViewKit

/// The whole app: the current flow's screen, with its alert and HUD on top.
public struct AppScreen: View {
  let coordinator: AppCoordinator

  /// Draws a coordinator's current screen.
  public init(coordinator: AppCoordinator) { self.coordinator = coordinator }

  /// The screen.
  public var body: some View {
    switch coordinator.route {
    case .splash(let model): SplashScreen(model: model)
    case .tutorial(let model): TutorialScreen(model: model)
    case .login(let model): LoginScreen(model: model)
    case .registration(let model): RegistrationScreen(model: model)
    case .forgotPassword(let model): ForgotPasswordScreen(model: model)
    case .main(let model): MainScreen(model: model)
    }
  }
}

/// A screen filling the terminal, content centred, with key hints at the bottom.
struct Page<Content: View>: View {
  let hints: [(key: String, label: String)]
  let content: Content

  init(hints: [(key: String, label: String)], @ViewBuilder content: () -> Content) {
    self.hints = hints
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
      KeyHints(hints).padding(.horizontal, 1)
    }
  }
}

/// The splash: the name, and what it is doing.
public struct SplashScreen: View {
  let model: SplashViewModel

  /// Creates the screen.
  public init(model: SplashViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    Page(hints: [("q", "quit")]) {
      VStack(alignment: .center, spacing: 1) {
        Text("◆ ViewKit Showcase").textStyle(.title)
        Spinner(frame: model.frame, label: model.message)
      }
    }
  }
}

/// The tutorial: a page, the page dots and the controls.
public struct TutorialScreen: View {
  let model: TutorialViewModel

  /// Creates the screen.
  public init(model: TutorialViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    let page = model.pages[model.page]
    Page(hints: [("→", "next"), ("←", "back"), ("s", "skip"), ("q", "quit")]) {
      VStack(alignment: .center, spacing: 1) {
        Card(title: "\(model.page + 1) of \(model.pages.count)", titleAlignment: .center) {
          VStack(alignment: .center, spacing: 1) {
            Text(page.title).textStyle(.title)
            Text(page.text).multilineTextAlignment(.center)
          }
        }
        .frame(maxWidth: 48)
        PageIndicator(count: model.pages.count, current: model.page)
        Button(model.page + 1 == model.pages.count ? "Get started" : "Next", compact: true).focused()
      }
    }
  }
}

/// Sign in: email, password, and the ways on.
public struct LoginScreen: View {
  let model: LoginViewModel

  /// Creates the screen.
  public init(model: LoginViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    Page(hints: [("⇥", "next field"), ("⏎", "sign in"), ("^R", "show password"), ("^C", "quit")]) {
      Card(title: "Sign in", titleAlignment: .center) {
        VStack(alignment: .leading) {
          TextField("Email", state: model.email, placeholder: "you@example.com", error: model.emailError)
            .focused(model.focus == .email)
          TextField(
            "Password", state: model.password, placeholder: "Your password",
            helper: "Try “\(SampleData.password)”",
            error: model.passwordError, secure: true, revealed: model.revealPassword
          )
          .focused(model.focus == .password)
          Text("")
          Button("Sign in", fullWidth: true).focused(model.focus == .signIn)
          HStack(spacing: 2) {
            Button("Create account", variant: .ghost, compact: true).focused(model.focus == .register)
            Button("Forgot password?", variant: .ghost, compact: true).focused(model.focus == .forgot)
          }
        }
      }
      .frame(maxWidth: 52)
    }
    .alert(model.status.alert)
    .progressHUD(model.status.hud)
  }
}

/// Create an account: name, email, password.
public struct RegistrationScreen: View {
  let model: RegistrationViewModel

  /// Creates the screen.
  public init(model: RegistrationViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    Page(hints: [("⇥", "next field"), ("⏎", "create"), ("esc", "back"), ("^C", "quit")]) {
      Card(title: "Create an account", titleAlignment: .center) {
        VStack(alignment: .leading) {
          TextField("Name", state: model.name, placeholder: "Ada Lovelace", error: model.errors[.name])
            .focused(model.focus == .name)
          TextField("Email", state: model.email, placeholder: "you@example.com", error: model.errors[.email])
            .focused(model.focus == .email)
          TextField(
            "Password", state: model.password, placeholder: "8 characters or more",
            error: model.errors[.password],
            secure: true
          )
          .focused(model.focus == .password)
          Text("")
          Button("Create account", fullWidth: true).focused(model.focus == .create)
        }
      }
      .frame(maxWidth: 52)
    }
    .alert(model.status.alert)
    .progressHUD(model.status.hud)
  }
}

/// Forgot password: an email, then a confirmation.
public struct ForgotPasswordScreen: View {
  let model: ForgotPasswordViewModel

  /// Creates the screen.
  public init(model: ForgotPasswordViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    Page(hints: [("⏎", model.sent ? "back to sign in" : "send"), ("esc", "back")]) {
      Card(title: "Reset your password", titleAlignment: .center) {
        VStack(alignment: .leading, spacing: 1) {
          if model.sent {
            Banner(.success, title: "Check your email", message: "We sent a link to \(model.email.text).")
          } else {
            Text("We will email you a link to choose a new password.")
            TextField("Email", state: model.email, placeholder: "you@example.com", error: model.emailError)
              .focused()
          }
        }
      }
      .frame(maxWidth: 52)
    }
    .alert(model.status.alert)
    .progressHUD(model.status.hud)
  }
}

/// Signed in: the selected tab above the tab bar.
public struct MainScreen: View {
  let model: MainViewModel

  /// Creates the screen.
  public init(model: MainViewModel) { self.model = model }

  var items: [TabBar.Item] {
    MainViewModel.Tab.allCases.map {
      TabBar.Item($0.label, icon: $0.icon, badge: $0 == .notifications ? model.unread : 0)
    }
  }

  /// The screen.
  public var body: some View {
    VStack(alignment: .leading) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      Divider()
      TabBar(items, selection: model.tab.rawValue).focused().padding(.horizontal, 1)
      KeyHints(hints).padding(.horizontal, 1)
    }
    .alert(model.status.alert)
    .progressHUD(model.status.hud)
  }

  var hints: [(key: String, label: String)] {
    if model.detail != nil { return [("esc", "back"), ("q", "quit")] }
    switch model.tab {
    case .home: return [("↑↓", "move"), ("⏎", "open"), ("⇥", "next tab"), ("q", "quit")]
    case .search: return [("type", "search"), ("⇥", "next tab"), ("^C", "quit")]
    case .notifications: return [("r", "mark all read"), ("⇥", "next tab"), ("q", "quit")]
    case .profile: return [("t", "theme"), ("o", "sign out"), ("⇥", "next tab"), ("q", "quit")]
    }
  }

  @ViewBuilder var content: some View {
    if let post = model.detail {
      PostDetail(post: post)
    } else {
      switch model.tab {
      case .home: HomeTab(model: model)
      case .search: SearchTab(model: model)
      case .notifications: NotificationsTab(model: model)
      case .profile: ProfileTab(model: model)
      }
    }
  }
}

struct HomeTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(" Home").textStyle(.title)
      List(count: model.posts.count, state: model.feed, emptyText: "No posts yet") { index in
        let post = model.posts[index]
        HStack(spacing: 1) {
          Avatar(name: post.author)
          Text(post.title).bold()
          Text("· \(post.author)").textStyle(.muted)
          Spacer()
          Text("♥ \(post.likes)").textStyle(.muted)
        }
      }
      .focused()
    }
  }
}

struct PostDetail: View {
  let post: Post

  var body: some View {
    Card(title: post.title) {
      VStack(alignment: .leading, spacing: 1) {
        HStack(spacing: 1) {
          Avatar(name: post.author, size: .medium, status: .online)
          VStack(alignment: .leading) {
            Text(post.author).textStyle(.headline)
            Text("♥ \(post.likes) likes").textStyle(.caption)
          }
        }
        Text(post.body)
      }
    }
    .frame(maxWidth: 72)
    .padding(.horizontal, 1)
  }
}

struct SearchTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", state: model.query, placeholder: "Title, author or text").focused().frame(
        maxWidth: 60)
      if model.query.isEmpty {
        Text("Type to search the feed.").textStyle(.muted)
      } else if model.results.isEmpty {
        Text("Nothing matches “\(model.query.text)”.").textStyle(.muted)
      } else {
        ForEach(model.results) { post in
          HStack(spacing: 1) {
            Text("•").textStyle(.muted)
            Text(post.title).bold()
            Text("· \(post.author)").textStyle(.muted)
          }
        }
      }
    }
    .padding(.horizontal, 1)
  }
}

struct NotificationsTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(" Notifications").textStyle(.title)
      ForEach(model.notices) { notice in
        HStack(spacing: 1) {
          Text(notice.read ? " " : "●").foregroundColor(nil).bold()
          Text(notice.text).attributes(notice.read ? [] : .bold)
        }
        .padding(.horizontal, 1)
      }
    }
  }
}

struct ProfileTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Card(title: "Profile") {
        HStack(spacing: 2) {
          Avatar(name: model.user.name, size: .large, status: .online)
          VStack(alignment: .leading) {
            Text(model.user.name).textStyle(.title)
            Text(model.user.email).textStyle(.muted)
          }
        }
      }
      .frame(maxWidth: 56)
      Card(title: "Settings") {
        VStack(alignment: .leading) {
          HStack(spacing: 1) {
            Text("Theme").bold()
            Text(model.theme.displayName)
            Text("(t to change)").textStyle(.muted)
          }
          Button("Sign out", variant: .destructive, compact: true)
        }
      }
      .frame(maxWidth: 56)
    }
    .padding(.horizontal, 1)
  }
}
