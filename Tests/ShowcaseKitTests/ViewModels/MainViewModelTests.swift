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

@Suite struct SearchViewModelTests {
  @Test func searchesAsYouTypeAndDropsStaleAnswers() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let model = SearchViewModel(search: SearchUseCase(search: gateway), basic: makeBasic(runner))
    gateway.searchResult = .success(SearchResults(users: [User(name: "Ada", email: "a@x")]))
    model.edit(TextFieldState("a"))
    model.edit(TextFieldState("ad"))
    model.edit(TextFieldState("ada"))
    model.edit(TextFieldState("ada"))
    #expect(runner.count == 1 && model.isSearching, "one search on its way, the rest wait")
    await runner.finishAll()
    #expect(model.resultsQuery == "ada" && model.rowCount == 1 && !model.isSearching)
    #expect(gateway.calls == ["search a", "search ada"], "the answer for a was dropped, ada sent")
    model.edit(TextFieldState("adb"))
    model.edit(TextFieldState("ada"))
    await runner.finishAll()
    #expect(gateway.calls.suffix(2) == ["search adb", "search ada"] && model.resultsQuery == "ada")
  }

  @Test func theMatchIsHighlightedWhereverItIs() {
    let base = TextStyleToken()
    let match = TextStyleToken(attributes: .bold)
    let spans = Highlight.spans("Ada and ADA", query: "ada", base: base, match: match)
    #expect(spans.map(\.text) == ["Ada", " and ", "ADA"])
    #expect(spans.map(\.style) == [match, base, match])
    #expect(Highlight.spans("x", query: "", base: base, match: match).map(\.text) == ["x"])
  }
}

@Suite struct NotificationsViewModelTests {
  @Test func openingTheTabClearsTheBadgeButKeepsWhatWasNew() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    gateway.noticesResult = .success(SampleData.notices)
    let model = NotificationsViewModel(
      useCase: NotificationsUseCase(gateway: gateway), basic: makeBasic(runner))
    model.load()
    await runner.finishAll()
    #expect(model.unread == 3)
    model.opened()
    #expect(model.unread == 0 && model.fresh == [1, 2, 3])
    await runner.finishAll()
    model.opened()
    #expect(model.fresh.isEmpty, "a second visit has nothing new")
    #expect(gateway.calls == ["notifications", "markAllRead"])
  }

  @Test func noticesArrivingWhileTheTabShowsAreSeenAtOnce() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    gateway.noticesResult = .success(SampleData.notices)
    let model = NotificationsViewModel(
      useCase: NotificationsUseCase(gateway: gateway), basic: makeBasic(runner))
    model.opened()
    model.load()
    await runner.finishAll()
    #expect(model.unread == 0 && model.fresh == [1, 2, 3])
  }
}

@Suite struct SettingsTests {
  @Test func themeAndLanguageApplyAtOnceAndAreRemembered() {
    let prefs = Prefs(store: MemoryPrefsStore())
    let settings = AppSettings(themePrefs: prefs, languagePrefs: prefs, fallbackLanguage: .ja)
    #expect(settings.themeName == "auto" && settings.language == .ja)
    settings.nextTheme()
    #expect(settings.theme.name == Theme.builtInNames[0] && prefs.themeName == Theme.builtInNames[0])
    settings.setTheme("auto")
    #expect(prefs.themeName == nil)
    settings.nextLanguage()
    #expect(settings.language == .en && prefs.languageCode == "en")
    #expect(settings.strings[.signInTitle] == "Sign in")
    let again = AppSettings(themePrefs: prefs, languagePrefs: prefs, fallbackLanguage: .ja)
    #expect(again.language == .en)
    prefs.themeName = "no-such-theme"
    #expect(AppSettings(themePrefs: prefs, languagePrefs: prefs).themeName == "auto")
  }
}
