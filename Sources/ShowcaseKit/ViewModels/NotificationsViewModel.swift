import Observation
import ViewKit

/// Notifications: the list, and the unread badge cleared once the tab is seen.
@Observable
public final class NotificationsViewModel {
  /// The notifications, newest first.
  public var notices: [Notice] = []
  /// Those that were unread when the tab was opened this time: marked new during the visit.
  public private(set) var fresh: Set<Int> = []
  /// The list's selection and scroll.
  public var list = ListState(selection: 0)
  /// Whether the tab is on screen, so notices arriving now count as seen.
  public var isShowing = false
  /// The alert, HUD and banner over the tab.
  public let basic: BasicViewModel
  @ObservationIgnored let useCase: NotificationsUseCase

  /// Creates an empty list; ``load()`` fills it.
  ///
  /// - Parameters:
  ///   - useCase: loads and marks notifications.
  ///   - basic: the screen's status.
  public init(useCase: NotificationsUseCase, basic: BasicViewModel) {
    self.useCase = useCase
    self.basic = basic
  }

  /// How many are unread: the tab's badge.
  public var unread: Int { notices.filter { !$0.read }.count }

  /// Loads the notifications; when the tab is showing, they count as seen at once.
  public func load() {
    let useCase = self.useCase
    basic.perform(
      nil, { () async throws(APIError) -> [Notice] in try await useCase.load() },
      then: { [weak self] notices in
        guard let self else { return }
        self.notices = notices
        if self.isShowing { self.opened() }
      })
  }

  /// The tab was opened: the unread ones are kept as new for this visit and marked read, so
  /// the badge clears.
  public func opened() {
    isShowing = true
    fresh = Set(notices.filter { !$0.read }.map(\.id))
    guard !fresh.isEmpty else { return }
    notices = notices.map(\.markedRead)
    let useCase = self.useCase
    basic.perform(nil, { () async throws(APIError) in try await useCase.markAllRead() }, then: {})
  }
}
