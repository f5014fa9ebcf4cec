import Observation
import ViewKit

/// The signed-in part of the app: four tabs, a feed with post details, search, notifications
/// and a profile with the theme switch and sign-out.
@Observable
public final class MainViewModel {
  /// The tabs of the main screen, in tab-bar order.
  public enum Tab: Int, CaseIterable, Sendable {
    /// The feed.
    case home
    /// Search.
    case search
    /// Notifications.
    case notifications
    /// The profile and settings.
    case profile

    /// The tab's label in the tab bar.
    public var label: String {
      switch self {
      case .home: return "Home"
      case .search: return "Search"
      case .notifications: return "Notifications"
      case .profile: return "Profile"
      }
    }

    /// The one-cell icon before the tab's label.
    public var icon: String {
      switch self {
      case .home: return "⌂"
      case .search: return "⌕"
      case .notifications: return "✉"
      case .profile: return "☺"
      }
    }
  }

  /// What can have focus on the main screen.
  public enum Focus: Hashable, Sendable {
    /// The feed list.
    case feed
    /// The search field.
    case search
    /// The tab bar.
    case tabBar
  }

  /// The selected tab, whose content the screen shows.
  public var tab = Tab.home
  /// The focused control; nil when focus is elsewhere.
  public var focus: Focus? = .feed
  /// The user who is signed in, whose name the screen shows.
  public var user: User
  /// The feed, once loaded.
  public var posts: [Post] = []
  /// The notifications, once loaded.
  public var notices: [Notice] = []
  /// The feed's selection and scroll.
  public var feed = ListState(selection: 0)
  /// The post opened from the feed, if any.
  public var detail: Post?
  /// The search tab's query field.
  public var query = TextFieldState(limit: 40)
  /// The theme's name, or `auto` for the light or dark theme that matches the terminal.
  public var themeName: String
  /// The theme `auto` stands for on this terminal.
  @ObservationIgnored public var automaticTheme: () -> Theme = { .dark }
  /// The alert and progress HUD shown over the main screen.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var prefs: Prefs { services.prefs }
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var signOut: () -> Void = {}

  /// Creates the model for a signed-in user.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - services: the prefs, the API and the effect runner.
  public init(user: User, services: AppServices) {
    self.user = user
    self.services = services
    themeName = services.prefs.themeName ?? Self.automatic
  }

  /// Loads the feed and notifications; `signOut` is called when the user signs out or the
  /// session expires.
  ///
  /// - Parameter signOut: called when the user signs out or the session expires.
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

  /// The name that stands for the theme matching the terminal's background.
  public static let automatic = "auto"

  /// The theme to draw with.
  public var theme: Theme { Theme.named(themeName) ?? automaticTheme() }

  /// The number of unread notifications, shown as the tab's badge.
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

  /// Switches to the next theme (`auto`, then each built-in theme) and remembers it.
  public func nextTheme() {
    let names = [Self.automatic] + Theme.builtInNames
    let index = names.firstIndex(of: themeName) ?? 0
    themeName = names[(index + 1) % names.count]
    prefs.themeName = themeName == Self.automatic ? nil : themeName
  }

  /// Asks whether to sign out; focus starts on Cancel.
  public func confirmSignOut() {
    status.alert = Alert(
      title: "Sign out?", message: "You will need your password to sign in again.",
      actions: [
        Alert.Action("Cancel", role: .cancel),
        Alert.Action("Sign out", role: .destructive) { [weak self] in self?.endSession() },
      ])
  }

  /// Shows a tab, with focus in its content (the feed, the search field).
  ///
  /// - Parameter tab: the tab to show.
  public func show(_ tab: Tab) {
    detail = nil
    self.tab = tab
    switch tab {
    case .home: focus = .feed
    case .search: focus = .search
    case .notifications, .profile: focus = nil
    }
  }

  /// Selects a tab from the tab bar, where focus stays.
  ///
  /// - Parameter tab: the tab to select.
  public func select(_ tab: Tab) {
    detail = nil
    self.tab = tab
  }

  /// Opens a post of the feed.
  ///
  /// - Parameter index: the post's index in the feed; out of range does nothing.
  public func open(_ index: Int) {
    guard posts.indices.contains(index) else { return }
    feed.selection = index
    detail = posts[index]
  }

  /// Closes the open post; focus goes back to the feed.
  public func closeDetail() {
    detail = nil
    focus = .feed
  }

  /// Leaves the search field for the tab bar, so shortcuts work again.
  public func leaveSearch() { focus = .tabBar }

  /// Marks every notification read.
  public func markAllRead() {
    notices = notices.map { Notice(id: $0.id, text: $0.text, read: true) }
  }

  func endSession() {
    prefs.signOut()
    signOut()
  }
}
