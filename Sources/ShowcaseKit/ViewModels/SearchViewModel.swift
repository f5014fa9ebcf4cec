import Observation
import ViewKit

/// Search: people and posts, as you type; a result opens over the results (a post's detail, or
/// a person's profile with their posts, whose posts open too), and Back returns one step.
@Observable
public final class SearchViewModel {
  /// A page opened over the results.
  public enum Opened: Equatable, Sendable {
    /// A post's detail, by the post's id.
    case post(Int)
    /// A person's profile and posts.
    case person(User)
  }

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
  /// The pages opened over the results, the one on show last.
  public private(set) var stack: [Opened] = []
  /// The page of the person opened, once loaded.
  public private(set) var person: PersonPage?
  /// Whether the person's page is on its way.
  public private(set) var isLoadingPerson = false
  /// The selection and scroll of the person's posts.
  public var personList = ListState(selection: 0)
  /// The posts whose like is on its way.
  public private(set) var likesInFlight: Set<Int> = []
  /// The alert, HUD and banner over the tab.
  public let basic: BasicViewModel
  @ObservationIgnored let search: SearchUseCase
  @ObservationIgnored let like: ToggleLikeUseCase?
  @ObservationIgnored let loadPerson: LoadPersonUseCase?
  /// Whether a search is on its way to the server.
  @ObservationIgnored private var inFlight = false
  /// The query typed while one was on its way, sent when its answer comes.
  @ObservationIgnored private var queued: String?

  /// Creates an empty search.
  ///
  /// - Parameters:
  ///   - search: runs searches.
  ///   - like: likes an opened post; nil offers no like.
  ///   - loadPerson: loads an opened person's page; nil opens no person.
  ///   - basic: the screen's status.
  public init(
    search: SearchUseCase, like: ToggleLikeUseCase? = nil, loadPerson: LoadPersonUseCase? = nil,
    basic: BasicViewModel
  ) {
    self.search = search
    self.like = like
    self.loadPerson = loadPerson
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

  /// The page on show over the results, if any.
  public var opened: Opened? { stack.last }

  /// A post among the results or the opened person's posts, as it shows now.
  ///
  /// - Parameter id: the post's id.
  /// - Returns: the post, when it is there.
  public func post(_ id: Int) -> Post? {
    person?.posts.first { $0.id == id } ?? results.posts.first { $0.id == id }
  }

  /// Opens a row of the results: a person's profile (loading their posts) or a post's detail.
  ///
  /// - Parameter index: the row, people first.
  public func open(_ index: Int) {
    guard index >= 0, index < rowCount else { return }
    list.selection = index
    if index < results.users.count {
      openPerson(results.users[index])
    } else {
      stack.append(.post(results.posts[index - results.users.count].id))
    }
  }

  /// Opens one of the opened person's posts.
  ///
  /// - Parameter index: the post's row in the person's list.
  public func openPersonPost(_ index: Int) {
    guard let posts = person?.posts, posts.indices.contains(index) else { return }
    personList.selection = index
    stack.append(.post(posts[index].id))
  }

  private func openPerson(_ user: User) {
    stack.append(.person(user))
    person = nil
    personList = ListState(selection: 0)
    guard let loadPerson else { return }
    isLoadingPerson = true
    let handle = user.handle
    basic.perform(
      nil, { () async throws(APIError) -> PersonPage in try await loadPerson.execute(handle: handle) },
      then: { [weak self] page in
        guard let self, self.stack.contains(.person(user)) else { return }
        self.show(page)
      },
      failure: { [weak self] _ in
        self?.isLoadingPerson = false
        return false
      })
  }

  /// Shows the page of the person opened, as the server answered it.
  ///
  /// - Parameter page: the person and their posts.
  public func show(_ page: PersonPage) {
    isLoadingPerson = false
    person = page
  }

  /// Goes back one page: from a post to the person or the results, from a person to the results.
  public func back() {
    guard !stack.isEmpty else { return }
    stack.removeLast()
    if !stack.contains(where: { if case .person = $0 { true } else { false } }) {
      person = nil
      isLoadingPerson = false
    }
  }

  /// Closes every page opened over the results (leaving the tab does).
  public func closeAll() {
    stack = []
    person = nil
    isLoadingPerson = false
  }

  /// Likes the opened post, or takes the like back: shown at once, sent, and put back as it
  /// was with the server's message when refused. A second press waits for the first.
  public func toggleLike() {
    guard let like, case .post(let id) = opened, !likesInFlight.contains(id), let before = post(id) else {
      return
    }
    let shown = like.optimistic(before)
    replace(shown)
    likesInFlight.insert(id)
    basic.sendLike(like, shown: shown, before: before) { [weak self] post in
      self?.likesInFlight.remove(id)
      self?.replace(post)
    }
  }

  private func replace(_ post: Post) {
    if let index = results.posts.firstIndex(where: { $0.id == post.id }) { results.posts[index] = post }
    if let index = person?.posts.firstIndex(where: { $0.id == post.id }) { person?.posts[index] = post }
  }
}
