import Observation
import ViewKit

/// Search: people and posts, as you type.
@Observable
public final class SearchViewModel {
  /// The query field.
  public private(set) var query = TextFieldState(limit: 40)
  /// What the last answered search found.
  public private(set) var results = SearchResults()
  /// The query those results are for.
  public private(set) var resultsQuery = ""
  /// Whether a search is on its way.
  public private(set) var isSearching = false
  /// The results list's selection and scroll.
  public var list = ListState(selection: 0)
  /// The alert, HUD and banner over the tab.
  public let basic: BasicViewModel
  @ObservationIgnored let search: SearchUseCase
  /// Whether a search is on its way to the server.
  @ObservationIgnored private var inFlight = false
  /// The query typed while one was on its way, sent when its answer comes.
  @ObservationIgnored private var queued: String?

  /// Creates an empty search.
  ///
  /// - Parameters:
  ///   - search: runs searches.
  ///   - basic: the screen's status.
  public init(search: SearchUseCase, basic: BasicViewModel) {
    self.search = search
    self.basic = basic
  }

  /// Changes the query and searches for it, as you type. One search is on its way at a time:
  /// keys typed meanwhile wait, and when its answer comes the latest query is sent (a burst of
  /// typing costs two requests, not one per key); an answer for a query typed over is dropped.
  ///
  /// - Parameter state: the field's new text and caret.
  public func edit(_ state: TextFieldState) {
    let changed = state.text != query.text
    query = state
    guard changed else { return }
    isSearching = true
    if inFlight {
      queued = state.text
      return
    }
    send(state.text)
  }

  private func send(_ text: String) {
    inFlight = true
    let search = self.search
    basic.perform(
      nil, { () async throws(APIError) -> SearchResults in try await search.execute(text) },
      then: { [weak self] found in
        guard let self, !self.sendQueued(after: text) else { return }
        self.show(found, for: text)
      },
      failure: { [weak self] _ in
        guard let self else { return true }
        if self.sendQueued(after: text) { return true }
        self.isSearching = false
        return false
      })
  }

  /// Sends the query typed while `text` was on its way, if it differs; true when it did.
  private func sendQueued(after text: String) -> Bool {
    inFlight = false
    guard let next = queued else { return false }
    queued = nil
    guard next != text else { return false }
    send(next)
    return true
  }

  /// Shows what a search for `text` found, from the top of the list.
  ///
  /// - Parameters:
  ///   - found: the matching people and posts.
  ///   - text: the query they answer.
  public func show(_ found: SearchResults, for text: String) {
    isSearching = false
    results = found
    resultsQuery = text.trimmingCharacters(in: .whitespaces)
    list = ListState(selection: 0)
  }

  /// Rows of the results list: people first, then posts.
  public var rowCount: Int { results.users.count + results.posts.count }
}
