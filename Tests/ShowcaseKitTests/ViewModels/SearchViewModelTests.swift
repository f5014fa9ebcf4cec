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

  @Test func theMatchIsHighlightedWhereverItIs() {
    let base = TextStyleToken()
    let match = TextStyleToken(attributes: .bold)
    let spans = Highlight.spans("Ada and ADA", query: "ada", base: base, match: match)
    #expect(spans.map(\.text) == ["Ada", " and ", "ADA"])
    #expect(spans.map(\.style) == [match, base, match])
    #expect(Highlight.spans("x", query: "", base: base, match: match).map(\.text) == ["x"])
  }
}
