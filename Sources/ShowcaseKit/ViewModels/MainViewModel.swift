import Observation
import ViewKit

/// The signed-in part of the app: four tabs over one status (alert, HUD, banner), each tab with
/// its own view model.
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

    /// The tab's label.
    public var phrase: Phrase {
      switch self {
      case .home: return .tabHome
      case .search: return .tabSearch
      case .notifications: return .tabNotifications
      case .profile: return .tabProfile
      }
    }

  }

  /// What can have focus on the main screen.
  public enum Focus: Hashable, Sendable {
    /// The feed list.
    case feed
    /// The search field.
    case search
    /// The search results.
    case results
    /// The posts of a person opened from the search results.
    case personPosts
    /// The notifications list.
    case notices
    /// The theme picker in Settings.
    case theme
    /// The language picker in Settings.
    case language
    /// The sign-out button.
    case signOut
    /// The sessions table in Settings.
    case sessions
    /// The tab bar.
    case tabBar
  }

  /// How the signed-in part ends.
  public enum Outcome: Equatable, Sendable {
    /// The user signed out.
    case signedOut
    /// The server ended the session.
    case sessionExpired
  }

  /// The selected tab.
  public private(set) var tab = Tab.home
  /// The focused control; nil when focus is elsewhere.
  public var focus: Focus? = .feed
  /// The signed-in user, updated with their stats once loaded.
  public var user: User
  /// What became of the last copy of the handle (`c` on the profile), shown under it: that it
  /// was copied, or why not; nil before any.
  public private(set) var copyStatus: String?
  /// The feed.
  public let home: HomeViewModel
  /// Search.
  public let search: SearchViewModel
  /// Notifications.
  public let notifications: NotificationsViewModel
  /// The places the user is signed in.
  public let sessions: SessionsViewModel
  /// Theme and language.
  public let settings: AppSettings
  /// The alert, HUD and banner over every tab.
  public let basic: BasicViewModel
  @ObservationIgnored let loadProfile: LoadProfileUseCase
  @ObservationIgnored let signOutUseCase: SignOutUseCase
  @ObservationIgnored var finish: (Outcome) -> Void = { _ in }

  /// Creates the model for a signed-in user.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - home: the feed's model.
  ///   - search: the search's model.
  ///   - notifications: the notifications' model.
  ///   - sessions: the sessions' model.
  ///   - settings: theme and language.
  ///   - loadProfile: loads the user's stats.
  ///   - signOut: ends the session.
  ///   - basic: the status every tab shares.
  public init(
    user: User, home: HomeViewModel, search: SearchViewModel, notifications: NotificationsViewModel,
    sessions: SessionsViewModel, settings: AppSettings, loadProfile: LoadProfileUseCase,
    signOut: SignOutUseCase,
    basic: BasicViewModel
  ) {
    self.user = user
    self.home = home
    self.search = search
    self.notifications = notifications
    self.sessions = sessions
    self.settings = settings
    self.loadProfile = loadProfile
    signOutUseCase = signOut
    self.basic = basic
  }

  /// Loads the feed, the notifications, the sessions and the user's stats; `finish` is called when the user
  /// signs out or the server ends the session.
  ///
  /// - Parameter finish: called once with how the signed-in part ended.
  public func start(finish: @escaping (Outcome) -> Void) {
    self.finish = finish
    home.loadFirstPage()
    notifications.load()
    sessions.load()
    let loadProfile = self.loadProfile
    basic.perform(
      nil, { () async throws(APIError) -> User in try await loadProfile.execute() },
      then: { [weak self] user in self?.user = user })
  }

  /// Shows a tab, with focus in its content.
  ///
  /// - Parameter tab: the tab to show.
  public func show(_ tab: Tab) {
    select(tab)
    switch tab {
    case .home: focus = .feed
    case .search:
      search.closeAll()
      focus = .search
    case .notifications: focus = .notices
    case .profile: focus = .theme
    }
  }

  /// Selects a tab from the tab bar, where focus stays.
  ///
  /// - Parameter tab: the tab to select.
  public func select(_ tab: Tab) {
    home.close()
    if tab != self.tab { search.closeAll() }
    self.tab = tab
    if tab == .notifications {
      notifications.opened()
    } else {
      notifications.isShowing = false
    }
  }

  /// Leaves the search field for the tab bar, so shortcuts work again.
  public func leaveSearch() { focus = .tabBar }

  /// Copies the user's handle (`@ada`) to the clipboard and says what became of it in
  /// ``copyStatus``: copied, or not and why (the terminal does not take copies, or tmux needs
  /// `set-clipboard on`).
  ///
  /// - Parameter copy: the environment's copy action.
  public func copyHandle(with copy: CopyAction) {
    let handle = "@\(user.handle)"
    let strings = settings.strings
    switch copy(handle) {
    case .copied: copyStatus = "✓ \(strings[.copied]) \(handle)"
    case .unsupported(let reason): copyStatus = "✖ \(strings[.notCopied]): \(reason)"
    case .tooLong(let limit): copyStatus = "✖ \(strings[.notCopied]): more than \(limit) bytes"
    }
  }

  /// Asks whether to sign out; focus starts on Cancel.
  public func confirmSignOut() {
    let strings = settings.strings
    basic.alert = Alert(
      title: strings[.signOutTitle], message: strings[.signOutMessage],
      actions: [
        Alert.Action(strings[.cancel], role: .cancel),
        Alert.Action(strings[.signOut], role: .destructive) { [weak self] in self?.signOut() },
      ])
  }

  /// Signs out at once.
  public func signOut() {
    signOutUseCase.execute()
    finish(.signedOut)
  }
}
