import Observation
import ViewKit

/// The places the user is signed in, shown as a table in Settings: loaded from the server,
/// sorted by the column the user picks, the cursor following its row through a re-sort.
@Observable
public final class SessionsViewModel {
  /// The sessions, in the server's order.
  public var sessions: [DeviceSession] = []
  /// Whether the sessions are on their way from the server.
  public private(set) var isLoading = false
  /// The table's cursor and scroll.
  public var table = TableState(cursor: 0)
  /// The column the table is sorted by; nil for the server's order.
  public var sort: Table.Sort?
  /// The alert, HUD and banner the tab shares.
  public let basic: BasicViewModel
  @ObservationIgnored let loadSessions: LoadSessionsUseCase

  /// The table's columns: device, place and last active sort; the current marker does not.
  public static let sortableColumns = 0..<3

  /// Creates an empty list; ``load()`` fills it.
  ///
  /// - Parameters:
  ///   - load: lists the sessions.
  ///   - basic: the screen's status.
  public init(load: LoadSessionsUseCase, basic: BasicViewModel) {
    loadSessions = load
    self.basic = basic
  }

  /// The sessions in the table's order: by ``sort`` (device and place by name, last active
  /// most recent first when ascending), ties in the server's order.
  public var rows: [DeviceSession] {
    guard let sort, Self.sortableColumns.contains(sort.column) else { return sessions }
    let order = Dictionary(uniqueKeysWithValues: sessions.enumerated().map { ($1.id, $0) })
    return sessions.sorted { lhs, rhs in
      let (first, second) = sort.ascending ? (lhs, rhs) : (rhs, lhs)
      let ordered: Bool? =
        switch sort.column {
        case 0: Self.compare(first.device, second.device)
        case 1: Self.compare(first.place, second.place)
        default: first.minutesAgo == second.minutesAgo ? nil : first.minutesAgo < second.minutesAgo
        }
      return ordered ?? ((order[lhs.id] ?? 0) < (order[rhs.id] ?? 0))
    }
  }

  /// Whether `lhs` comes before `rhs` ignoring case; nil when they are the same.
  static func compare(_ lhs: String, _ rhs: String) -> Bool? {
    let (left, right) = (lhs.lowercased(), rhs.lowercased())
    return left == right ? nil : left < right
  }

  /// Loads the sessions.
  public func load() {
    let loadSessions = self.loadSessions
    isLoading = true
    basic.perform(
      nil, { () async throws(APIError) -> [DeviceSession] in try await loadSessions.execute() },
      then: { [weak self] sessions in
        guard let self else { return }
        self.sessions = sessions
        self.isLoading = false
      },
      failure: { [weak self] _ in
        self?.isLoading = false
        return false
      })
  }
}
