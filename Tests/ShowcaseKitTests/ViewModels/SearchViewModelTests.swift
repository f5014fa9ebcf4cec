import Testing
import ViewKit

@testable import ShowcaseKit

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

  @Test func aResultOpensAPostOrAPersonAndBackReturnsOneStep() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let model = SearchViewModel(
      search: SearchUseCase(search: gateway), like: ToggleLikeUseCase(feed: gateway),
      loadPerson: LoadPersonUseCase(search: gateway), basic: makeBasic(runner))
    let ada = User(name: "Ada", email: "a@x", handle: "ada")
    model.show(SearchResults(users: [ada], posts: [samplePost(1), samplePost(2)]), for: "a")
    model.open(2)
    #expect(model.opened == .post(2) && model.list.selection == 2)
    model.back()
    #expect(model.opened == nil)
    gateway.personResult = .success(PersonPage(user: ada, posts: [samplePost(7)]))
    model.open(0)
    #expect(model.opened == .person(ada) && model.isLoadingPerson && model.person == nil)
    await runner.finishAll()
    #expect(model.person?.posts.map(\.id) == [7] && !model.isLoadingPerson)
    #expect(gateway.calls.last == "person ada")
    model.openPersonPost(0)
    #expect(model.opened == .post(7) && model.post(7) != nil)
    model.back()
    #expect(model.opened == .person(ada) && model.person != nil, "back to the person, still loaded")
    model.back()
    #expect(model.opened == nil && model.person == nil)
  }

  @Test func aPersonLeftBeforeTheAnswerStaysClosed() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let model = SearchViewModel(
      search: SearchUseCase(search: gateway), loadPerson: LoadPersonUseCase(search: gateway),
      basic: makeBasic(runner))
    let ada = User(name: "Ada", email: "a@x", handle: "ada")
    gateway.personResult = .success(PersonPage(user: ada, posts: []))
    model.show(SearchResults(users: [ada]), for: "a")
    model.open(0)
    model.back()
    await runner.finishAll()
    #expect(model.opened == nil && model.person == nil)
  }

  @Test func anOpenedPostIsLikedAndARefusalIsTakenBack() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let basic = makeBasic(runner)
    let model = SearchViewModel(
      search: SearchUseCase(search: gateway), like: ToggleLikeUseCase(feed: gateway), basic: basic)
    model.show(SearchResults(posts: [samplePost(3, likes: 10)]), for: "p")
    model.open(0)
    gateway.likeResult = .success(samplePost(3, likes: 11, liked: true))
    model.toggleLike()
    #expect(model.post(3)?.liked == true && model.post(3)?.likes == 11)
    model.toggleLike()
    #expect(runner.count == 1, "a second press waits for the first")
    await runner.finishAll()
    #expect(gateway.calls == ["like 3"])
    gateway.likeResult = .failure(.serverError(APIErrorDetail(code: "likes_off", message: "No likes.")))
    model.toggleLike()
    await runner.finishAll()
    #expect(model.post(3)?.liked == true && basic.alert?.message == "No likes.")
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
