import Observation
import ViewKit

/// The home feed: pages of posts loaded as the user reaches the end, likes shown at once and
/// taken back when the server refuses, and the post opened with Enter.
@Observable
public final class HomeViewModel {
  /// The posts loaded so far, newest first.
  public var posts: [Post] = []
  /// Whether older posts are still on the server.
  public var hasMore = true
  /// Whether a page is being loaded.
  public private(set) var isLoading = false
  /// Whether a page failed for want of a connection and waits for the banner's retry.
  public private(set) var isWaitingForRetry = false
  /// The posts whose like is on its way to the server: another `l` on them waits.
  public private(set) var likesInFlight: Set<Int> = []
  /// The feed's selection and scroll.
  public var list = ListState(selection: 0)
  /// The id of the post opened, if any.
  public var openedID: Int?
  /// The next page to load.
  private var nextPage = 0
  /// Whether a load to fill the screen is on its way.
  @ObservationIgnored private var fillScheduled = false
  /// The alert, HUD and banner over the feed.
  public let basic: BasicViewModel
  @ObservationIgnored let load: LoadFeedUseCase
  @ObservationIgnored let like: ToggleLikeUseCase

  /// Creates an empty feed; ``loadFirstPage()`` fills it.
  ///
  /// - Parameters:
  ///   - load: loads pages.
  ///   - like: likes posts.
  ///   - basic: the screen's status.
  public init(load: LoadFeedUseCase, like: ToggleLikeUseCase, basic: BasicViewModel) {
    self.load = load
    self.like = like
    self.basic = basic
  }

  /// The post opened, if any.
  public var opened: Post? { posts.first { $0.id == openedID } }

  /// Loads the first page, with the HUD.
  public func loadFirstPage() {
    nextPage = 0
    loadPage(hud: basic.strings[.loadingFeed])
  }

  /// Loads the next page, when there is one and none is loading.
  public func loadMore() {
    guard hasMore, !isLoading, !isWaitingForRetry, !posts.isEmpty else { return }
    loadPage(hud: nil)
  }

  /// Loads the next page soon when the feed shows fewer posts than the screen has rows, so a
  /// tall terminal is filled and the end of the feed is always reachable. Called while the feed
  /// is drawn, so it only schedules the load (through the effect runner, like any request).
  ///
  /// - Parameter rows: how many rows the feed has on screen.
  public func fill(rows: Int) {
    guard posts.count < rows, hasMore, !isLoading, !isWaitingForRetry, !posts.isEmpty, !fillScheduled else {
      return
    }
    fillScheduled = true
    basic.runner.run({ () async throws(APIError) in }) { [weak self] _ in
      self?.fillScheduled = false
      self?.loadMore()
    }
  }

  /// Loads the next page. No connection shows the banner, whose retry loads the same page
  /// again; until then no other page is asked for, so retries never pile up.
  private func loadPage(hud: String?) {
    isLoading = true
    isWaitingForRetry = false
    let load = self.load
    let page = nextPage
    basic.perform(
      hud, { () async throws(APIError) -> FeedPage in try await load.execute(page: page) },
      then: { [weak self] answer in
        guard let self else { return }
        self.isLoading = false
        if page == 0 { self.posts = [] }
        let known = Set(self.posts.map(\.id))
        self.posts += answer.posts.filter { !known.contains($0.id) }
        self.hasMore = answer.hasMore
        self.nextPage = page + 1
      },
      failure: { [weak self] error in
        guard let self else { return true }
        self.isLoading = false
        guard error == .noConnection else { return false }
        self.isWaitingForRetry = true
        self.basic.show(error) { [weak self] in self?.loadPage(hud: hud) }
        return true
      })
  }

  /// Moves the selection; reaching the last post loads the next page.
  ///
  /// - Parameter state: the list's new selection and scroll.
  public func select(_ state: ListState) {
    list = state
    if let selection = state.selection, selection >= posts.count - 1 { loadMore() }
  }

  /// Opens a post.
  ///
  /// - Parameter index: the post's index in the feed; out of range does nothing.
  public func open(_ index: Int) {
    guard posts.indices.contains(index) else { return }
    list.selection = index
    openedID = posts[index].id
  }

  /// Closes the open post.
  public func close() { openedID = nil }

  /// Likes the post shown (the open one, or the selected one), or takes the like back: the
  /// feed shows it at once; when the server refuses, it is put back and an alert says why.
  /// While a post's like is on its way, another `l` on it does nothing, so a refusal always
  /// puts back what the server last confirmed.
  public func toggleLike() {
    let id = openedID ?? list.selection.flatMap { posts.indices.contains($0) ? posts[$0].id : nil }
    guard let id, !likesInFlight.contains(id), let index = posts.firstIndex(where: { $0.id == id }) else {
      return
    }
    let before = posts[index]
    let shown = like.optimistic(before)
    posts[index] = shown
    likesInFlight.insert(id)
    let like = self.like
    basic.sendLike(like, shown: shown, before: before) { [weak self] post in
      self?.likesInFlight.remove(id)
      self?.replace(post)
    }
  }

  private func replace(_ post: Post) {
    guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
    posts[index] = post
  }
}
