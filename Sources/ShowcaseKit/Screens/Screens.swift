import ViewKit

/// The whole app: the current flow's screen, with its alert and HUD on top. `q` quits
/// wherever no text field takes it.
public struct AppScreen: View {
  let coordinator: AppCoordinator

  /// Draws a coordinator's current screen.
  public init(coordinator: AppCoordinator) { self.coordinator = coordinator }

  /// The screen.
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

/// The keys every screen of the app has: `q` quits wherever no text field takes it.
public struct ShowcaseAppKeys<Content: View>: View {
  let content: Content
  @Environment(\.quit) private var quit

  /// The content with the app's keys.
  public var body: some View {
    content.keyBinding("q", "quit") { quit() }
  }
}

extension View {
  /// Adds the keys every screen of the ShowcaseApp has (`q` quits), as the app does; stories
  /// use it so their hints line is the app's.
  public func showcaseAppKeys() -> ShowcaseAppKeys<Self> { ShowcaseAppKeys(content: self) }
}

/// A screen filling the terminal, content centred, with the keys that act now at the bottom.
struct Page<Content: View>: View {
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
      KeyHints().padding(.horizontal, 1)
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
    Page {
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
    Page {
      VStack(alignment: .center, spacing: 1) {
        Card(title: "\(model.page + 1) of \(model.pages.count)", titleAlignment: .center) {
          VStack(alignment: .center, spacing: 1) {
            Text(page.title).textStyle(.title)
            Text(page.text).multilineTextAlignment(.center)
          }
          .padding(.top, 1)  // the heading clear of the card's top edge
        }
        .frame(maxWidth: 48)
        PageIndicator(count: model.pages.count, current: model.page)
        Button(model.isLastPage ? "Get started" : "Next", compact: true) { model.next() }.defaultFocus()
      }
    }
    .keyBindings([
      KeyBinding(.right, "next") { model.next() },
      KeyBinding(.left, "back") { model.back() },
      KeyBinding(["s", .escape], "skip", display: "s") { model.done() },
    ])
  }
}

/// Sign in: email, password, and the ways on.
public struct LoginScreen: View {
  let model: LoginViewModel

  /// Creates the screen.
  public init(model: LoginViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    let focus = Bindable(model).focus
    Page {
      Card(title: "Sign in", titleAlignment: .center) {
        VStack(alignment: .leading) {
          TextField(
            "Email", text: Bindable(model).email, placeholder: "you@example.com", error: model.emailError
          )
          .focused(focus, equals: .email)
          TextField(
            "Password", text: Bindable(model).password, placeholder: "Your password",
            helper: "Try “\(SampleData.password)”",
            error: model.passwordError, secure: true, revealed: model.revealPassword
          )
          .keyBinding(.ctrl("r"), model.revealPassword ? "hide password" : "show password") {
            model.toggleReveal()
          }
          .focused(focus, equals: .password)
          Text("")
          Button("Sign in", fullWidth: true) { model.signIn() }.focused(focus, equals: .signIn)
          HStack(spacing: 2) {
            Button("Create account", variant: .ghost, compact: true) { model.createAccount() }
              .focused(focus, equals: .register)
            Button("Forgot password?", variant: .ghost, compact: true) { model.forgotPassword() }
              .focused(focus, equals: .forgot)
          }
          .focusGroup()
        }
      }
      .frame(maxWidth: 52)
      .onSubmit("sign in") { model.signIn() }
    }
    .alert(Bindable(model.status).alert)
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
    let focus = Bindable(model).focus
    Page {
      Card(title: "Create an account", titleAlignment: .center) {
        VStack(alignment: .leading) {
          TextField(
            "Name", text: Bindable(model).name, placeholder: "Ada Lovelace", error: model.errors[.name]
          )
          .focused(focus, equals: .name)
          TextField(
            "Email", text: Bindable(model).email, placeholder: "you@example.com", error: model.errors[.email]
          )
          .focused(focus, equals: .email)
          TextField(
            "Password", text: Bindable(model).password, placeholder: "8 characters or more",
            error: model.errors[.password],
            secure: true
          )
          .focused(focus, equals: .password)
          Text("")
          Button("Create account", fullWidth: true) { model.create() }.focused(focus, equals: .create)
        }
      }
      .frame(maxWidth: 52)
      .onSubmit("create account") { model.create() }
    }
    .keyBinding(.escape, "back") { model.back() }
    .alert(Bindable(model.status).alert)
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
    Page {
      Card(title: "Reset your password", titleAlignment: .center) {
        VStack(alignment: .leading, spacing: 1) {
          if model.sent {
            Banner(.success, title: "Check your email", message: "We sent a link to \(model.email.text).")
            Button("Back to sign in", compact: true) { model.back() }.defaultFocus()
          } else {
            Text("We will email you a link to choose a new password.")
            TextField(
              "Email", text: Bindable(model).email, placeholder: "you@example.com", error: model.emailError
            )
            .defaultFocus()
            Button("Send link", compact: true) { model.send() }
          }
        }
      }
      .frame(maxWidth: 52)
      .onSubmit("send link") { model.send() }
    }
    .keyBinding(.escape, "back") { model.back() }
    .alert(Bindable(model.status).alert)
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
    let model = self.model
    VStack(alignment: .leading) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      Divider()
      TabBar(
        items,
        selection: Binding(
          get: { model.tab.rawValue }, set: { model.select(MainViewModel.Tab(rawValue: $0) ?? .home) })
      )
      .focused(Bindable(model).focus, equals: .tabBar)
      .padding(.horizontal, 1)
      KeyHints().padding(.horizontal, 1)
    }
    .keyBindings([
      KeyBinding(["1", "2", "3", "4"], "tabs", display: "1-4") { key in
        guard case .character(let digit) = key.code, let number = Int(String(digit)),
          let tab = MainViewModel.Tab(rawValue: number - 1)
        else { return false }
        model.show(tab)
        return true
      }
    ])
    .alert(Bindable(model.status).alert)
    .progressHUD(model.status.hud)
  }

  @ViewBuilder var content: some View {
    if let post = model.detail {
      PostDetail(post: post).keyBindings([
        KeyBinding([.escape, .left, .backspace], "back", display: "esc") { model.closeDetail() }
      ])
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
      List(
        count: model.posts.count, selection: Bindable(model).feed, emptyText: "No posts yet",
        onActivate: { model.open($0) }
      ) { index in
        let post = model.posts[index]
        HStack(spacing: 1) {
          Avatar(name: post.author)
          Text(post.title).bold()
          Text("· \(post.author)").textStyle(.muted)
          Spacer()
          Text("♥ \(post.likes)").textStyle(.muted)
        }
      }
      .focused(Bindable(model).focus, equals: .feed)
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
      .padding(.top, 1)  // the avatar's frame clear of the card's top edge
    }
    .frame(maxWidth: 72)
    .padding(.horizontal, 1)
  }
}

struct SearchTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: Bindable(model).query, placeholder: "Title, author or text")
        .keyBinding(.escape, "leave search") { model.leaveSearch() }
        .focused(Bindable(model).focus, equals: .search)
        .frame(maxWidth: 60)
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
    .keyBinding("r", "mark all read", scope: .screen) { model.markAllRead() }
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
          ThemeSettingRow()
          Button("Sign out", variant: .destructive, compact: true) { model.confirmSignOut() }
        }
      }
      .frame(maxWidth: 56)
    }
    .padding(.horizontal, 1)
    .keyBindings([
      KeyBinding("t", "theme", scope: .screen) { model.nextTheme() },
      KeyBinding("o", "sign out", visibility: .help, scope: .screen) { model.confirmSignOut() },
    ])
  }
}

/// Settings' theme row: the theme the screen is drawn in (the one `auto` chose, when it did).
struct ThemeSettingRow: View {
  @Environment(\.theme) private var theme

  var body: some View {
    HStack(spacing: 1) {
      Text("Theme").bold()
      Text(theme.displayName)
    }
  }
}
