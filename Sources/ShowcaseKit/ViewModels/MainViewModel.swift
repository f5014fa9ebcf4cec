import Observation
import ViewKit

/// The signed-in part of the app: four tabs, a feed with post details, search, notifications
/// and a profile with the theme switch and sign-out.
@Observable
public final class MainViewModel {
  /// The tabs.
  public enum Tab: Int, CaseIterable, Sendable {
    /// The feed.
    case home
    /// Search.
    case search
    /// Notifications.
    case notifications
    /// The profile and settings.
    case profile

    /// The tab's label.
    public var label: String {
      switch self {
      case .home: return "Home"
      case .search: return "Search"
      case .notifications: return "Notifications"
      case .profile: return "Profile"
      }
    }

    /// The tab's icon.
    public var icon: String {
      switch self {
      case .home: return "⌂"
      case .search: return "⌕"
      case .notifications: return "✉"
      case .profile: return "☺"
      }
    }
  }

  /// The selected tab.
  public var tab = Tab.home
  /// The signed-in user.
  public var user: User
  /// The feed, once loaded.
  public var posts: [Post] = []
  /// The notifications, once loaded.
  public var notices: [Notice] = []
  /// The feed's selection and scroll.
  public var feed = ListState(selection: 0)
  /// The post opened from the feed, if any.
  public var detail: Post?
  /// The search query.
  public var query = TextFieldState(limit: 40)
  /// The theme.
  public var themeName: String
  /// Alert and HUD.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var signOut: () -> Void = {}

  /// Creates the model.
  public init(user: User, services: AppServices) {
    self.user = user
    self.services = services
    themeName = services.prefs.themeName ?? Theme.dark.name
  }

  /// Loads the feed and notifications; `signOut` is called when the user signs out or the
  /// session expires.
  public func start(signOut: @escaping () -> Void) {
    self.signOut = signOut
    status.onSessionExpired = { [weak self] in self?.endSession() }
    let api = self.api
    status.perform(
      "Loading your feed…", runner: runner,
      { () async throws(APIError) -> [Post] in
        try await api.request(.posts, as: [Post].self)
      }
    ) { [weak self] posts in
      self?.posts = posts
    }
    runner.run({ () async throws(APIError) -> [Notice] in
      try await api.request(.notifications, as: [Notice].self)
    }) {
      [weak self] result in
      if case .success(let notices) = result { self?.notices = notices }
    }
  }

  /// The theme to draw with.
  public var theme: Theme { Theme.named(themeName) ?? .dark }

  /// Unread notifications.
  public var unread: Int { notices.filter { !$0.read }.count }

  /// Posts matching the query (title, author or text, ignoring case).
  public var results: [Post] {
    let text = query.text.trimmingCharacters(in: .whitespaces).lowercased()
    guard !text.isEmpty else { return [] }
    return posts.filter {
      $0.title.lowercased().contains(text) || $0.author.lowercased().contains(text)
        || $0.body.lowercased().contains(text)
    }
  }

  /// Switches to the next built-in theme and remembers it.
  public func nextTheme() {
    let names = Theme.builtInNames
    let index = names.firstIndex(of: themeName) ?? 0
    themeName = names[(index + 1) % names.count]
    prefs.themeName = themeName
  }

  /// Asks whether to sign out.
  public func confirmSignOut() {
    status.alert = Alert(
      title: "Sign out?", message: "You will need your password to sign in again.",
      actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Sign out", role: .destructive)],
      focused: 1)
  }

  func endSession() {
    prefs.signOut()
    signOut()
  }

  /// Keys: 1–4 or Tab switch tabs; ↑↓ move in lists; Enter opens a post; Esc closes it; on the
  /// profile, t switches the theme and o signs out.
  public func handle(_ key: KeyEvent) {
    if let alert = status.alert {
      handleAlert(alert, key)
      return
    }
    if status.hud != nil { return }
    if detail != nil {
      if key == .escape || key == .left([]) || key == .backspace { detail = nil }
      return
    }
    switch key {
    case .character(let digit) where ("1"..."4").contains(digit) && tab != .search:
      tab = Tab(rawValue: Int(String(digit)).map { $0 - 1 } ?? 0) ?? .home
    case .tab: tab = Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count) ?? .home
    case .backTab: tab = Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? .home
    default: handleInTab(key)
    }
  }

  private func handleAlert(_ alert: Alert, _ key: KeyEvent) {
    var alert = alert
    switch key {
    case .left, .backTab: alert.focused = max(0, alert.focused - 1)
    case .right, .tab: alert.focused = min(alert.actions.count - 1, alert.focused + 1)
    case .escape:
      status.alert = nil
      return
    case .enter:
      status.alert = nil
      if alert.action(forKey: .enter)?.title == "Sign out" { endSession() }
      return
    default: break
    }
    status.alert = alert
  }

  private func handleInTab(_ key: KeyEvent) {
    switch tab {
    case .home:
      switch key {
      case .down, .character("j"): feed.moveDown(count: posts.count)
      case .up, .character("k"): feed.moveUp(count: posts.count)
      case .enter: if let index = feed.selection, posts.indices.contains(index) { detail = posts[index] }
      default: break
      }
    case .search:
      LoginViewModel.edit(&query, key)
    case .notifications:
      if key == .character("r") {
        notices = notices.map { Notice(id: $0.id, text: $0.text, read: true) }
      }
    case .profile:
      switch key {
      case .character("t"): nextTheme()
      case .character("o"): confirmSignOut()
      default: break
      }
    }
  }
}
