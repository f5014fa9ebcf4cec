import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

@Suite struct BrowserTests {
  @Test func storiesAreGroupedByComponent() {
    let model = BrowserModel(registry: Catalog.registry)
    #expect(model.stories.map(\.id) == Catalog.registry.ids)
    #expect(model.all.count == model.stories.count)
    #expect(model.sections.count == Set(Catalog.registry.ids.map { $0.split(separator: "/")[0] }).count)
    #expect(model.sections.first?.title == "alert")
  }

  func browser(size: Size = Size(width: 100, height: 30)) -> (BrowserModel, AppDriver<BrowserView>) {
    let model = BrowserModel(registry: Catalog.registry)
    return (model, AppDriver(size: size, theme: { model.theme }) { BrowserView(model: model) })
  }

  @Test func keysMoveSwitchThemesAndQuit() {
    let (model, driver) = browser()
    driver.send(.down)
    #expect(model.selection == 1)
    driver.send(.up, .up)
    #expect(model.selection == 0)
    driver.send(.right)
    #expect(model.story?.storyID?.component == "avatar")
    driver.send(.left)
    #expect(model.story?.storyID?.component == "alert")
    driver.send(.end)
    #expect(model.selection == model.stories.count - 1)
    driver.type("t")
    #expect(model.theme.name == "light")
    for expected in [ColorProfile.ansi256, .ansi16, .none, .truecolor] {
      driver.type("c")
      #expect(model.profile == expected)
    }
    driver.send(.escape)
    #expect(!driver.isFinished, "Esc never quits the browser")
    driver.type("q")
    #expect(driver.isFinished)
  }

  @Test func keysThatArriveTogetherSeeTheSearchOpen() {
    let (model, driver) = browser()
    driver.input(Array("/q".utf8))
    #expect(!driver.isFinished, "q typed into the search that / opened")
    #expect(model.query.text == "q")
    driver.input(Array("?".utf8) + [0x1B])
    #expect(!driver.isFinished)
    #expect(!driver.screen.contains("Keys"), "the Escape after ? closed the help")
  }

  @Test func ctrlCQuitsFromAnywhere() {
    let (_, driver) = browser()
    driver.type("/abc")
    driver.send(.ctrl("c"))
    #expect(driver.isFinished)
  }

  @Test func searchFiltersAndKeepsTheSelection() {
    let (model, driver) = browser()
    driver.type("/BUTTON/GHOST")
    #expect(model.stories.count == 5)
    #expect(model.stories.allSatisfy { $0.id.hasPrefix("button/ghost-") })
    driver.send(.down)  // leaves the field for the list
    driver.send(.down)
    #expect(model.selection == 1)
    let chosen = model.story?.id
    driver.type("/")
    driver.send(.backspace)
    #expect(model.story?.id == chosen, "the selected story stays selected as the filter widens")
    driver.send(.escape)
    #expect(model.stories.count == model.all.count)
    #expect(model.story?.id == chosen)
    #expect(model.focus == .stories, "Esc closes the search")
    driver.type("/zzzq")
    #expect(model.stories.isEmpty && model.story == nil)
    #expect(driver.screen.contains("No story matches"))
    #expect(!driver.isFinished, "q types while searching")
  }

  @Test func argumentsCanBeChanged() throws {
    let (model, driver) = browser(size: Size(width: 110, height: 40))
    driver.type("/text/wrapping")
    driver.send(.enter)
    let story = try #require(model.story)
    #expect(story.id == "text/wrapping")
    driver.type("a")
    #expect(model.focus == .argument(0))
    driver.send(.ctrl("u"))
    driver.type("one two")
    driver.send(.down, .right)
    #expect(model.currentArgs.text("text") == "one two")
    #expect(model.currentArgs.text("alignment") == "center")
    #expect(driver.screen.contains("‹ center ›"))
    driver.send(.ctrl("r"))
    #expect(model.currentArgs.values.isEmpty)
    driver.send(.escape)
    #expect(model.focus == .stories)
  }

  @Test func argumentTextKeepsItsCaretAndKeysThatArriveTogether() throws {
    // Regression: each key rebuilt the text from the value drawn last, caret at the end, so
    // keys sent in one write kept only the last and the arrows did nothing.
    let (model, driver) = browser(size: Size(width: 110, height: 40))
    driver.type("/text/wrapping")
    driver.send(.enter)
    driver.type("a")
    driver.send(.ctrl("u"))
    driver.input(Array("abcdef".utf8))
    driver.send(.left, .left)
    driver.type("L")
    #expect(model.currentArgs.text("text") == "abcdLef")
    driver.send(.ctrl("a"))
    driver.type("A")
    #expect(model.currentArgs.text("text") == "AabcdLef")
  }

  @Test func aSearchThatMatchesNothingKeepsTheSelection() {
    let (model, driver) = browser()
    driver.send(.down, .down, .down)
    let chosen = model.story?.id
    // No story holds a "~", so the selection never moves to a partial match on the way.
    driver.type("/~~~")
    #expect(model.story == nil)
    driver.send(.escape)
    #expect(model.story?.id == chosen)
  }

  @Test func flagsAndNumbers() throws {
    let (model, driver) = browser(size: Size(width: 110, height: 40))
    driver.type("/badge/count")
    driver.send(.enter)
    driver.type("a")
    driver.send(.right, .right, .left)
    #expect(model.currentArgs.integer("count") == 8)
  }

  @Test func aClickSelectsAStoryAndTheWheelScrolls() {
    let (model, driver) = browser()
    #expect(driver.click("busy"))
    #expect(model.story?.id == "avatar/busy")
    driver.wheel(x: 5, y: 5, steps: 10)
    #expect(model.list.offset > 0)
  }

  @Test func helpListsTheKeysAndEscClosesIt() {
    let (_, driver) = browser()
    driver.type("?")
    #expect(driver.screen.contains("Keys"))
    #expect(driver.screen.contains("search"))
    #expect(driver.screen.contains("colours"))
    driver.send(.escape)
    #expect(!driver.screen.contains("Keys"))
    #expect(!driver.isFinished)
  }

  @Test func movingBetweenTwoStoriesWritesOnlyWhatChanged() {
    let (_, driver) = browser()
    driver.send(.down)
    let first = driver.lastFrameBytes
    driver.send(.down)
    #expect(driver.lastFrameBytes > 0)
    #expect(
      driver.lastFrameBytes < 100 * 30,
      "a diff, not a full repaint (\(first), \(driver.lastFrameBytes) bytes)")
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 30, height: 8)])
  func screenFitsAnySize(_ size: Size) {
    let (model, driver) = browser(size: size)
    for _ in 0..<40 { driver.send(.down) }
    #expect(driver.canvas.invariantViolations().isEmpty)
    if size.width >= 80 { #expect(driver.screen.contains(model.story?.id ?? "?")) }
  }
}

@Suite struct BrowserSizeTests {
  func browser(_ size: Size) -> (BrowserModel, AppDriver<BrowserView>) {
    let model = BrowserModel(registry: Catalog.registry)
    return (model, AppDriver(size: size, theme: { model.theme }) { BrowserView(model: model) })
  }

  /// Whole panels: every row of the screen but the last has its right border in the last column,
  /// and the last row is the key hints.
  func expectWhole(_ text: String, _ size: Size, _ label: String) {
    let screen = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(screen.count == size.height, "\(label)")
    for (row, line) in screen.dropLast().enumerated() {
      let last = line.last.map(String.init) ?? ""
      #expect(["╮", "│", "╯", "┃"].contains(last), "\(label) row \(row) ends with \(last): \(line)")
    }
    #expect(screen.last?.contains("q quit") == true, "\(label): hints line \(screen.last ?? "")")
  }

  @Test(arguments: [Size(width: 60, height: 20), Size(width: 71, height: 22), Size(width: 80, height: 24)])
  func componentAndFullScreenStoriesFit(_ size: Size) {
    let (model, driver) = browser(size)
    expectWhole(driver.screen, size, "alert at \(size)")
    driver.type("/")
    driver.type("showcase-home")
    driver.send(.enter)
    #expect(model.story?.id.hasPrefix("showcase-home") == true)
    expectWhole(driver.screen, size, "showcase at \(size)")
    #expect(driver.screen.contains("fills the pane"))
  }

  @Test func aFixedStoryThatDoesNotFitSaysWhatItNeeds() {
    let registry = StoryRegistry([
      Story("wide/one", title: "Wide", summary: "Too wide.", layout: .fixed(Size(width: 90, height: 5))) {
        _ in
        Text("x")
      }
    ])
    let model = BrowserModel(registry: registry)
    let driver = AppDriver(size: Size(width: 60, height: 20), theme: { model.theme }) {
      BrowserView(model: model)
    }
    #expect(driver.screen.contains("Does not fit: this story needs 90x5"))
  }

  @Test func theFooterNamesTheProfileSentAndTheSimulatedOneWhenItDiffers() async {
    let (model, driver) = browser(Size(width: 100, height: 30))
    model.useOutput(.ansi16)
    await driver.settle()
    #expect(driver.screen.contains("· 16 colours ·"))
    driver.type("c")
    #expect(model.profile == .none)
    #expect(driver.screen.contains("no colour shown on 16 colours"))
  }
}
