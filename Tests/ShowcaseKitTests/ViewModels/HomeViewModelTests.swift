import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct HomeViewModelTests {
  let gateway = FakeGateway()
  let runner = ManualEffectRunner()

  func model() -> HomeViewModel {
    HomeViewModel(
      load: LoadFeedUseCase(feed: gateway), like: ToggleLikeUseCase(feed: gateway), basic: makeBasic(runner))
  }

  func page(_ ids: ClosedRange<Int>, more: Bool) -> Result<FeedPage, APIError> {
    .success(FeedPage(posts: ids.map { samplePost($0) }, hasMore: more))
  }

  @Test func reachingTheEndLoadsTheNextPageOnce() async {
    gateway.pages = [page(1...10, more: true), page(11...20, more: false)]
    let model = model()
    model.loadFirstPage()
    #expect(model.basic.hud != nil)
    await runner.finishAll()
    #expect(model.posts.count == 10 && model.hasMore)
    model.select(ListState(selection: 8))
    #expect(runner.count == 0)
    model.select(ListState(selection: 9))
    model.select(ListState(selection: 9))
    #expect(runner.count == 1 && model.isLoading && model.basic.hud == nil)
    await runner.finishAll()
    #expect(model.posts.map(\.id) == Array(1...20) && !model.hasMore)
    model.select(ListState(selection: 19))
    #expect(runner.count == 0)
    #expect(gateway.calls == ["feed 0", "feed 1"])
  }

  @Test func aLikeShowsAtOnceAndIsTakenBackWithTheServersMessage() async {
    gateway.pages = [page(1...3, more: false)]
    let model = model()
    model.loadFirstPage()
    await runner.finishAll()
    model.list.selection = 1
    gateway.likeResult = .failure(.serverError(APIErrorDetail(code: "likes_off", message: "Likes are off.")))
    model.toggleLike()
    #expect(model.posts[1].liked && model.posts[1].likes == 11)
    await runner.finishAll()
    #expect(!model.posts[1].liked && model.posts[1].likes == 10)
    #expect(
      model.basic.alert?.title == "Could not like the post" && model.basic.alert?.message == "Likes are off.")
  }

  @Test func aSecondLikeWhileTheFirstIsOnItsWayWaits() async {
    gateway.pages = [page(1...3, more: false)]
    let model = model()
    model.loadFirstPage()
    await runner.finishAll()
    gateway.likeResult = .failure(.serverError(APIErrorDetail(code: "likes_off", message: "No.")))
    model.toggleLike()
    model.toggleLike()
    #expect(model.posts[0].liked && model.likesInFlight == [1] && runner.count == 1)
    await runner.finishAll()
    #expect(!model.posts[0].liked && model.posts[0].likes == 10 && model.likesInFlight.isEmpty)
    #expect(gateway.calls.filter { $0.hasPrefix("like") }.count == 1)
  }

  @Test func offlineTheNextPageIsAskedForOnceUntilTheRetry() async {
    gateway.pages = [page(1...10, more: true), .failure(.noConnection), page(11...20, more: false)]
    let model = model()
    model.loadFirstPage()
    await runner.finishAll()
    model.select(ListState(selection: 9))
    await runner.finishAll()
    #expect(model.isWaitingForRetry && model.basic.isOffline)
    for _ in 0..<3 {
      model.select(ListState(selection: 9))
      model.fill(rows: 40)
    }
    #expect(runner.count == 0)
    model.basic.retry()
    #expect(model.isLoading && !model.isWaitingForRetry)
    await runner.finishAll()
    #expect(model.posts.count == 20 && !model.basic.isOffline)
    #expect(gateway.calls == ["feed 0", "feed 1", "feed 1"])
  }

  @Test func aLikeTheServerTakesKeepsItsAnswer() async {
    gateway.pages = [page(1...3, more: false)]
    let model = model()
    model.loadFirstPage()
    await runner.finishAll()
    model.open(2)
    gateway.likeResult = .success(samplePost(3, likes: 99, liked: true))
    model.toggleLike()
    await runner.finishAll()
    #expect(model.opened?.likes == 99 && model.opened?.liked == true)
    #expect(gateway.calls.last == "like 3")
  }

  @Test func noConnectionShowsTheBannerAndRetryLoadsAgain() async {
    gateway.pages = [.failure(.noConnection), page(1...3, more: false)]
    let model = model()
    model.loadFirstPage()
    await runner.finishAll()
    #expect(model.basic.isOffline && model.posts.isEmpty && model.basic.alert == nil)
    model.basic.retry()
    #expect(!model.basic.isOffline)
    await runner.finishAll()
    #expect(model.posts.count == 3)
  }

  @Test func anExpiredSessionIsHandedToTheCoordinator() async {
    gateway.pages = [.failure(.tokenExpired)]
    let model = model()
    var ended = 0
    model.basic.onSessionExpired = { ended += 1 }
    model.loadFirstPage()
    await runner.finishAll()
    #expect(ended == 1 && model.basic.alert == nil && model.basic.hud == nil)
  }
}
