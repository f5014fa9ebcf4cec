import Testing
import ViewKit

@testable import Storybook

@Suite struct BrowserTests {
  @Test func storiesAreGroupedByComponent() {
    let model = BrowserModel(registry: Catalog.registry)
    #expect(model.stories.map(\.id) == Catalog.registry.ids)
    #expect(model.all.count == model.stories.count)
    #expect(model.sections.count == Set(Catalog.registry.ids.map { $0.split(separator: "/")[0] }).count)
    #expect(model.sections.first?.title == "alert")
  }

  @Test func keysMoveSwitchThemesAndQuit() {
    var model = BrowserModel(registry: Catalog.registry)
    #expect(model.handle(.down([])) == .continue)
    #expect(model.selection == 1)
    _ = model.handle(.up([]))
    _ = model.handle(.up([]))
    #expect(model.selection == 0)
    _ = model.handle(.right([]))
    #expect(model.story?.storyID?.component == "avatar")
    _ = model.handle(.left([]))
    #expect(model.story?.storyID?.component == "alert")
    _ = model.handle(.end)
    #expect(model.selection == model.stories.count - 1)
    _ = model.handle(.character("t"))
    #expect(model.theme.name == "light")
    for expected in [ColorProfile.ansi256, .ansi16, .none, .truecolor] {
      _ = model.handle(.character("c"))
      #expect(model.profile == expected)
    }
    for key in [KeyEvent.character("q"), .escape, .ctrl("c")] {
      var copy = model
      #expect(copy.handle(key) == .quit)
    }
  }

  @Test func searchFiltersAndKeepsTheSelection() {
    var model = BrowserModel(registry: Catalog.registry)
    _ = model.handle(.character("/"))
    for character in "BUTTON/GHOST" { _ = model.handle(.character(character)) }
    #expect(model.stories.count == 5)
    #expect(model.stories.allSatisfy { $0.id.hasPrefix("button/ghost-") })
    _ = model.handle(.down([]))
    #expect(model.selection == 1)
    let chosen = model.story?.id
    _ = model.handle(.character("/"))
    _ = model.handle(.backspace)
    #expect(model.story?.id == chosen, "the selected story stays selected as the filter widens")
    _ = model.handle(.escape)
    #expect(model.stories.count == model.all.count)
    #expect(model.story?.id == chosen)
    _ = model.handle(.character("/"))
    for character in "zzz" { _ = model.handle(.character(character)) }
    #expect(model.stories.isEmpty && model.story == nil)
    let canvas = Renderer.render(BrowserView(model: model), size: Size(width: 80, height: 24))
    #expect(canvas.plainText().contains("No story matches"))
    #expect(model.handle(.character("q")) == .continue, "q types while searching")
    #expect(model.handle(.ctrl("c")) == .quit)
  }

  @Test func argumentsCanBeChanged() throws {
    var model = BrowserModel(registry: Catalog.registry)
    _ = model.handle(.character("/"))
    for character in "text/wrapping" { _ = model.handle(.character(character)) }
    _ = model.handle(.enter)
    let story = try #require(model.story)
    #expect(story.id == "text/wrapping")
    _ = model.handle(.character("a"))
    #expect(model.editingArgs)
    _ = model.handle(.ctrl("u"))
    for _ in 0..<200 { _ = model.handle(.backspace) }
    for character in "one two" { _ = model.handle(.character(character)) }
    _ = model.handle(.down([]))
    _ = model.handle(.right([]))
    #expect(model.currentArgs.text("text") == "one two")
    #expect(model.currentArgs.text("alignment") == "center")
    let canvas = Renderer.render(BrowserView(model: model), size: Size(width: 90, height: 30))
    #expect(canvas.plainText().contains("‹ center ›"))
    _ = model.handle(.ctrl("r"))
    #expect(model.currentArgs.values.isEmpty)
    _ = model.handle(.escape)
    #expect(!model.editingArgs)
  }

  @Test func flagsAndNumbers() throws {
    var model = BrowserModel(registry: Catalog.registry)
    _ = model.handle(.character("/"))
    for character in "badge/count" { _ = model.handle(.character(character)) }
    _ = model.handle(.enter)
    _ = model.handle(.character("a"))
    _ = model.handle(.right([]))
    _ = model.handle(.right([]))
    _ = model.handle(.left([]))
    #expect(model.currentArgs.integer("count") == 8)
    _ = model.handle(.character("a"))
    #expect(!model.editingArgs)
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 30, height: 8)])
  func screenFitsAnySize(_ size: Size) {
    var model = BrowserModel(registry: Catalog.registry)
    for _ in 0..<40 { _ = model.handle(.down([])) }
    let canvas = Renderer.render(BrowserView(model: model), size: size)
    #expect(canvas.invariantViolations().isEmpty)
    if size.width >= 80 { #expect(canvas.plainText().contains(model.story?.id ?? "?")) }
  }
}
