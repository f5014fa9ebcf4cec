import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// The browser at any size and in every mode (issue 24, item 7): the hints follow focus, `z`
/// zooms, `g` pages, `t` reaches `auto`, the tokens panel is a table, too small says so.
@Suite struct BrowserModesTests {
  func browser(_ size: Size = Size(width: 80, height: 24)) -> (BrowserModel, AppDriver<BrowserView>) {
    let model = BrowserModel(registry: Catalog.registry)
    return (model, AppDriver(size: size, theme: { model.theme }) { BrowserView(model: model) })
  }

  func hints(_ driver: AppDriver<BrowserView>) -> String {
    driver.screen.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
  }

  @Test func inTheSearchFieldTheHintsSayWhatTypingDoesAndNoKeyThatTypes() {
    let (_, driver) = browser()
    driver.type("/")
    let line = hints(driver)
    #expect(line.hasPrefix("typing searches · "), "\(line)")
    #expect(line.contains("F1 help"), "\(line)")
    for typed in ["t theme", "q quit", "? help", "/ search", "c colours"] {
      #expect(!line.contains(typed), "\(typed) types here: \(line)")
    }
    driver.send(.escape)
    #expect(hints(driver).contains("q quit · ? help"))
  }

  @Test func inAnArgumentsTextFieldTheHintsNameTheArgument() {
    let (_, driver) = browser(Size(width: 110, height: 40))
    driver.type("/text/wrapping")
    driver.send(.enter)
    driver.type("a")
    let line = hints(driver)
    #expect(line.hasPrefix("typing edits text · "), "\(line)")
    #expect(!line.contains("t theme") && !line.contains("q quit") && line.contains("F1 help"), "\(line)")
  }

  @Test func theSearchFieldShowsNoCounter() {
    let (_, driver) = browser()
    driver.type("/")
    #expect(!driver.screen.contains("0/200"))
    driver.type("abc")
    #expect(!driver.screen.contains("/200"))
  }

  @Test func zShowsAFullScreenStoryWholeAt80x24() {
    let (model, driver) = browser()
    driver.type("/showcase-home")
    driver.send(.enter)
    #expect(model.story?.id == "showcase-home/feed")
    // In the pane (49x19) the screen is below the ShowcaseApp's minimum and says so.
    #expect(driver.screen.contains("ShowcaseApp needs at least"))
    driver.type("z")
    #expect(!driver.screen.contains("ShowcaseApp needs at least"), "\(driver.screen)")
    #expect(!driver.screen.contains("Stories ("), "the list is hidden")
    #expect(
      driver.screen.contains("Load more") && driver.screen.contains("Notifications"), "\(driver.screen)")
    #expect(hints(driver) == "↑↓ story · z show the list · t theme · q quit · ? help")
    driver.send(.down)
    #expect(model.story?.id == "showcase-home/japanese")
    driver.type("z")
    #expect(driver.screen.contains("Stories ("))
  }

  @Test func gPagesThroughTheThemesThatDoNotFitThenCloses() throws {
    let (model, driver) = browser(Size(width: 100, height: 30))
    driver.type("g")
    #expect(driver.screen.contains("Themes 1 of 4; g shows the next."), "\(driver.screen)")
    #expect(hints(driver).contains("g more themes"))
    driver.type("g")
    #expect(driver.screen.contains("Themes 2 of 4; g shows the next."))
    #expect(driver.screen.contains("light"))
    driver.type("gg")
    #expect(driver.screen.contains("Themes 4 of 4; g closes the grid."))
    driver.type("g")
    #expect(!model.showsGrid)
  }

  @Test(arguments: [80, 100, 120, 160])
  func theHintsShowTheBrowsersKeysWhereThereIsRoom(_ width: Int) {
    let (_, driver) = browser(Size(width: width, height: 30))
    let line = hints(driver)
    #expect(!line.contains("…"), "\(line)")
    #expect(line.hasSuffix("q quit · ? help"), "\(line)")
    #expect(line.contains("z zoom"), "\(line)")
    if width >= 160 {
      for key in ["g themes", "v viewport", "d panels", "i use"] { #expect(line.contains(key), "\(line)") }
    }
  }

  @Test func tStepsThroughEveryThemeThenAuto() {
    let (model, driver) = browser()
    var names: [String] = []
    for _ in 0..<5 {
      driver.type("t")
      names.append(model.themeLabel)
    }
    #expect(names == ["light", "high-contrast", "mono", "dark (auto)", "dark"])
    model.background = RGB(250, 250, 250)
    driver.type("tttt")
    #expect(model.themeLabel == "light (auto)")
    #expect(driver.screen.contains("light (auto)"))
  }

  @Test func belowItsMinimumTheBrowserSaysHowBigTheTerminalMustBe() {
    let (_, driver) = browser(Size(width: 20, height: 6))
    let words = driver.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words == "Terminal 20×6: the Storybook needs 50×12 or more.", "\(driver.screen)")
    #expect(!driver.screen.contains("╭"), "no clipped frames")
    driver.resize(to: Size(width: 80, height: 24))
    #expect(driver.screen.contains("Stories ("))
    driver.resize(to: Size(width: 20, height: 6))
    driver.type("q")
    #expect(driver.isFinished)
  }

  @Test func theTokensPanelIsATableWhoseRowsFit() throws {
    let story = try #require(Catalog.registry.stories.first { $0.id == "alert/confirm" })
    for width in [44, 60, 160] {
      let panel = TokensPanel(
        story: story, args: story.defaultArgs, theme: .dark, size: Size(width: 48, height: 12), pairLines: 20)
      let lines = Renderer.render(panel, size: Size(width: width, height: 80)).plainText()
        .split(separator: "\n").map(String.init)
      for line in lines.dropFirst() {
        #expect(!line.contains("…"), "cut at \(width): \(line)")
      }
      let text = lines.joined(separator: "\n")
      #expect(text.contains("color.border.default #6b7390"), "\(text)")
      #expect(text.contains("alert.surface #232837"), "\(text)")
      #expect(text.contains("color.text.default"), "\(text)")
    }
  }

  @Test func aThemeFileWithAContrastFailureOpensWithItsProblemsAtTheUsersLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-problems-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      {"name": "Mine", "version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {
         "dark": [{"$ref": "dark.tokens.json"}],
         "murk": [{"$ref": "dark.tokens.json"}, {"$ref": "murk.tokens.json"}]}, "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """.utf8
    ).write(to: folder.appendingPathComponent("my.resolver.json"))
    try Data(
      """
      {"$extensions": {"dev.viewkit": {"theme": {"name": "murk", "displayName": "Murk", "appearance": "dark"}}},
       "color": {"$type": "color", "text": {"default": {"$value": "{color.palette.gray-900}"}}}}
      """.utf8
    ).write(to: folder.appendingPathComponent("murk.tokens.json"))
    let path = folder.appendingPathComponent("my.resolver.json").path
    let cli = StorybookCLI(
      output: { _ in }, error: { _ in }, environment: [:], isTerminal: true, book: Catalog.book)
    let (theme, problems, status) = cli.loadBrowseTheme(path)
    #expect(status == 0)
    #expect(theme?.name == "murk")
    #expect(!problems.isEmpty)
    // Every problem points at the user's file and line, never at ViewKit's base set.
    let murk = folder.appendingPathComponent("murk.tokens.json").path
    for problem in problems {
      #expect(problem.hasPrefix(murk + ":"), "\(problem)")
      #expect(problem.contains("[VK070, line 2]"), "\(problem)")
    }
    // The browser shows it, says it has problems, and lists them with d.
    let model = BrowserModel(registry: Catalog.registry, themes: cli.browserThemes(trying: theme))
    if let theme { model.use(theme) }
    model.themeProblems["murk"] = problems
    let driver = AppDriver(size: Size(width: 160, height: 50), theme: { model.theme }) {
      BrowserView(model: model)
    }
    #expect(driver.screen.contains("Theme murk has \(problems.count) problem"), "\(driver.screen)")
    driver.type("d")
    #expect(driver.screen.contains("Theme problems"))
    #expect(driver.screen.contains("murk.tokens.json:color.text.default: contrast"), "\(driver.screen)")
  }
}
