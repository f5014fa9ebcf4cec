import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct BrowserSearchAndViewportTests {
  func browser(_ size: Size = Size(width: 120, height: 40)) -> (BrowserModel, AppDriver<BrowserView>) {
    let model = BrowserModel(registry: Catalog.registry)
    return (model, AppDriver(size: size, theme: { model.theme }) { BrowserView(model: model) })
  }

  @Test func searchMatchesTitlesAndSummariesNotOnlyIds() {
    let (model, driver) = browser()
    driver.send("/")
    driver.type("card")
    // The rounded box's stories say "A card: …" in their summaries.
    #expect(!model.stories.isEmpty)
    #expect(
      model.stories.allSatisfy {
        $0.id.contains("card") || $0.title.lowercased().contains("card")
          || $0.summary.lowercased().contains("card") || $0.tags.contains("card")
      })
    #expect(model.stories.contains { $0.id.hasPrefix("rounded-box/") })
  }

  @Test func searchFindsStoriesByTheirTags() {
    let (model, driver) = browser()
    driver.send("/")
    driver.type("dropdown")
    #expect(!model.stories.isEmpty)
    #expect(model.stories.allSatisfy { $0.id.hasPrefix("picker/") }, "\(model.stories.map(\.id))")
    driver.send(.enter)
    driver.send("d")
    #expect(driver.screen.contains("tags: select, dropdown, segmented"))
  }

  @Test func vStepsThroughViewportsAndBackToTheStorysOwnSize() async {
    let (model, driver) = browser()
    await driver.settle()
    #expect(model.viewport == nil)
    for expected in BrowserModel.viewports {
      driver.send("v")
      #expect(model.viewport == expected)
    }
    driver.send("v")
    #expect(model.viewport == nil)
    driver.send("v")
    #expect(driver.screen.contains("viewport 40x12"))
    // A viewport larger than the pane says so.
    model.viewport = Size(width: 120, height: 40)
    driver.send("t")
    #expect(driver.screen.contains("Does not fit"))
    #expect(driver.screen.contains("press v for another viewport"))
  }

  @Test func theHelpOverlayListsTheViewportKey() {
    let (_, driver) = browser()
    driver.send("?")
    #expect(driver.screen.contains("viewport"))
  }
}

@Suite struct BrowserStateTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vk-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theStateFileIsUnderXDGStateHomeOrHomeAndItsNameIsSafe() {
    #expect(
      BrowserState.path(for: "Storybook", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/viewkit/Storybook.json")
    #expect(
      BrowserState.path(for: "Storybook", environment: ["HOME": "/h"])
        == "/h/.local/state/viewkit/Storybook.json")
    #expect(
      BrowserState.path(for: "../../etc/x", environment: ["HOME": "/h"])
        == "/h/.local/state/viewkit/------etc-x.json")
    // A relative XDG_STATE_HOME is ignored, as the spec says.
    #expect(
      BrowserState.path(for: "S", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
        == "/h/.local/state/viewkit/S.json")
    #expect(BrowserState.path(for: "S", environment: [:]) == nil)
  }

  @Test func theLastStoryThemeColoursAndViewportComeBack() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("viewkit/Storybook.json").path
    let first = BrowserModel(registry: Catalog.registry)
    first.useOutput(.truecolor)
    first.list.selection = 7
    first.nextTheme()
    first.nextProfile()
    first.nextViewport()
    first.state.save(to: path)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let saved = try #require(BrowserState.load(from: path))
    let second = BrowserModel(registry: Catalog.registry)
    second.useOutput(.truecolor)
    second.restore(saved, keepTheme: false)
    #expect(second.story?.id == first.story?.id)
    #expect(second.theme.name == first.theme.name)
    #expect(second.profile == first.profile)
    #expect(second.viewport == first.viewport)
    // A theme given on the command line wins over the saved one; colours never exceed the terminal's.
    let third = BrowserModel(registry: Catalog.registry)
    third.useOutput(.none)
    third.restore(
      BrowserState(story: nil, theme: "light", profile: "truecolor", viewport: nil), keepTheme: true)
    #expect(third.theme.name == "dark")
    #expect(third.profile == .none)
  }

  @Test func theColoursAreRememberedOnlyWhenTheUserChoseFewer() {
    let model = BrowserModel(registry: Catalog.registry)
    // Detected under a 256-colour tmux: nothing to remember, so a truecolor terminal tomorrow
    // gets truecolor.
    model.useOutput(.ansi256)
    #expect(model.state.profile == nil)
    model.nextProfile()
    #expect(model.state.profile == "ansi16")
    let tomorrow = BrowserModel(registry: Catalog.registry)
    tomorrow.useOutput(.truecolor)
    tomorrow.restore(model.state, keepTheme: false)
    #expect(tomorrow.profile == .ansi16)
  }

  @Test func aDamagedOrForeignStateFileIsIgnored() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("state.json").path
    try Data("{not json".utf8).write(to: URL(fileURLWithPath: path))
    #expect(BrowserState.load(from: path) == nil)
    try Data(#"{"story": "no/such-story", "theme": "plaid", "profile": "sepia", "viewport": "7x7"}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    let model = BrowserModel(registry: Catalog.registry)
    model.restore(try #require(BrowserState.load(from: path)), keepTheme: false)
    #expect(model.selection == 0)
    #expect(model.theme.name == "dark")
    #expect(model.viewport == nil)
    #expect(BrowserState.load(from: root.path) == nil, "a folder is not a state file")
  }
}

@Suite struct BrowserGridAndPanelTests {
  func browser(_ size: Size) -> (BrowserModel, AppDriver<BrowserView>) {
    let model = BrowserModel(registry: Catalog.registry)
    return (model, AppDriver(size: size, theme: { model.theme }) { BrowserView(model: model) })
  }

  @Test func gShowsTheStoryInEveryThemeSideBySideAt200x60() throws {
    let (model, driver) = browser(Size(width: 200, height: 60))
    let button: Int = try #require(model.stories.firstIndex { $0.id == "button/primary-normal" })
    model.list.selection = button
    driver.send("g")
    #expect(model.showsGrid)
    // The four captions on one row.
    let captions = driver.screen.split(separator: "\n").first {
      $0.contains("dark") && $0.contains("light") && $0.contains("high-contrast") && $0.contains("mono")
    }
    #expect(captions != nil, "\(driver.screen)")
    driver.send("g")
    #expect(!model.showsGrid)
  }

  @Test func aNarrowPaneStacksTheThemesAndSaysHowManyMore() throws {
    let (model, driver) = browser(Size(width: 60, height: 20))
    let button: Int = try #require(model.stories.firstIndex { $0.id == "button/primary-normal" })
    model.list.selection = button
    driver.send("g")
    #expect(driver.screen.contains("Themes 1–2 of 4; g shows the next."), "\(driver.screen)")
  }

  @Test func dShowsDocsThenTokensThenNothing() throws {
    let (model, driver) = browser(Size(width: 160, height: 50))
    let button: Int = try #require(model.stories.firstIndex { $0.id == "button/primary-normal" })
    model.list.selection = button
    driver.send("d")
    #expect(driver.screen.contains("─ Docs"))
    #expect(driver.screen.contains("declared at"))
    driver.send("d")
    #expect(driver.screen.contains("─ Tokens"))
    #expect(driver.screen.contains("colour pair(s) drawn in dark at 16x3, all meet AA"))
    #expect(driver.screen.contains("button.primary.background"))
    #expect(driver.screen.contains("✓"))
    driver.send("d")
    #expect(!driver.screen.contains("─ Tokens"))
  }

  @Test func theTokensPanelMarksAPairThatFails() throws {
    // The dark theme with the disabled button's text as dark as its fill.
    var tokens = Theme.dark.tokens
    if case .color(let color, let preview)? = tokens["button.disabled.background"] {
      tokens["button.disabled.foreground"] = .color(
        color.named(TokenName("button.disabled.foreground")), preview: preview)
    }
    let failing = Theme(name: "failing", displayName: "Failing", appearance: .dark, tokens: tokens)
    let story = try #require(Catalog.registry.stories.first { $0.id == "button/primary-disabled" })
    let panel = TokensPanel(
      story: story, args: story.defaultArgs, theme: failing, size: Size(width: 16, height: 3))
    let text = Renderer.render(panel, size: Size(width: 160, height: 14)).plainText()
    #expect(text.contains("1 below AA"), "\(text)")
    // Failures come first, named by token, with the minimum they miss.
    let firstPair = text.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    #expect(firstPair.hasPrefix("✗ 1.0:1 below 3.0:1 mark · 8 cells  button.disabled.foreground"), "\(text)")
    // In the theme as it ships, the same story passes.
    let shipped = Renderer.render(
      TokensPanel(story: story, args: story.defaultArgs, theme: .dark, size: Size(width: 16, height: 3)),
      size: Size(width: 160, height: 14)
    )
    .plainText()
    #expect(shipped.contains("all meet AA") && !shipped.contains("✗"), "\(shipped)")
  }

  @Test func theTokensPanelListsEveryTokenAStoryReadsItsOwnViewsIncluded() {
    struct Badge: View {
      @Environment(\.theme) var theme
      var body: some View {
        Text("mine").foregroundColor(theme[.brandAccent]).padding(.horizontal, theme[.space2])
      }
    }
    let story = Story(
      "mine/badge", title: "Mine", summary: "A view of the app's own.",
      layout: .fixed(Size(width: 10, height: 1))
    ) { _ in
      Badge()
    }
    let report = TokenReport(story: story, args: StoryArgs(), theme: .dark, size: Size(width: 10, height: 1))
    let paths = report.tokens.map(\.path)
    #expect(paths.contains("color.brand.accent"), "\(paths)")
    #expect(paths.contains("space.2"), "\(paths)")
    // The surface the renderer paints under every story counts too.
    #expect(paths.contains("color.background.default"), "\(paths)")
    #expect(report.pairs.first?.pair.foreground.token?.path == "color.brand.accent")
    #expect(report.pairs.first?.pair.minimum == 4.5)
  }
}

@Suite struct BrowserActionsTests {
  @Test func iHandsTheKeysToTheStoryAndTheLogHearsItsPresses() {
    let story = Story(
      "demo/press", title: "press", summary: "A button that does something.",
      layout: .fixed(Size(width: 16, height: 3))
    ) { _ in Button("Go") {} }
    let model = BrowserModel(registry: StoryRegistry([story]))
    let driver = AppDriver(size: Size(width: 100, height: 30), theme: { model.theme }) {
      BrowserView(model: model)
    }
    driver.send("i")
    #expect(model.interacting)
    #expect(driver.screen.contains("Actions · using the story"))
    driver.send(.enter)
    driver.send(.space)
    #expect(model.actions.map(\.action?.action) == ["go", "go"])
    #expect(driver.screen.contains("Go: go"))
    // The browser's own keys do not reach it while the story has them.
    driver.send("q")
    #expect(!driver.isFinished)
    driver.send(.escape)
    #expect(!model.interacting)
    driver.send("q")
    #expect(driver.isFinished)
  }
}

@Suite struct BrowserLiveStoryTests {
  func browser(at id: String) -> (BrowserModel, AppDriver<BrowserView>) {
    let model = BrowserModel(registry: Catalog.registry)
    model.list.selection = model.stories.firstIndex { $0.id == id }
    return (
      model,
      AppDriver(size: Size(width: 120, height: 40), theme: { model.theme }) { BrowserView(model: model) }
    )
  }

  /// An argument of the selected story as the browser holds it now, default included.
  func value(_ model: BrowserModel, _ name: String) -> StoryArgValue? {
    model.story?.args.first { $0.name == name }.map { model.value(of: $0) }
  }

  @Test func usingTheToggleStoryFlipsItsArgumentAndLogsTheSwitch() {
    let (model, driver) = browser(at: "toggle/off")
    #expect(model.currentArgs.bool("on") == false)
    driver.send("i")
    driver.send(.space)
    #expect(model.currentArgs.bool("on") == true)
    #expect(model.actions.map(\.action?.action) == ["switch"])
    #expect(driver.screen.contains("Dark mode: switch · on = true"))
    driver.send(.space)
    #expect(model.currentArgs.bool("on") == false)
    #expect(driver.screen.contains("Dark mode: switch · on = false"))
  }

  @Test func typingIntoTheFieldStoryEditsItsTextArgumentAndEnterSubmits() throws {
    let (model, driver) = browser(at: "text-field/placeholder")
    driver.send("i")
    driver.type("ada@")
    #expect(model.currentArgs.text("text") == "ada@")
    driver.send(.left)
    driver.type("x")
    #expect(model.currentArgs.text("text") == "adax@")
    // One line for the run of typing, then the submit on a line of its own.
    driver.send(.enter)
    #expect(model.actions.map(\.action?.action) == [nil, "submit"])
    #expect(driver.screen.contains("edit text = “adax@”"))
    #expect(driver.screen.contains("Email: submit"))
    // The argument's own control holds the same text, caret included.
    let arg = try #require(model.story?.args.first)
    #expect(model.textState(of: arg).text == "adax@")
    #expect(model.textState(of: arg).cursor == 4)
  }

  @Test func theCaretMovesInAFieldStillHoldingItsDefaultText() {
    let (model, driver) = browser(at: "text-field/filled")
    driver.send("i")
    for _ in 0..<3 { driver.send(.left) }
    driver.type("X")
    #expect(model.currentArgs.text("text") == "ada@example.Xcom")
  }

  @Test func aPastePastTheArgumentsLimitIsCutAndTheFieldKeepsInStep() {
    let (model, driver) = browser(at: "text-field/placeholder")
    driver.send("i")
    // 700 keys in one read, as an unbracketed paste arrives (a frame per key took seconds).
    driver.input(Array(String(repeating: "x", count: 700).utf8))
    #expect(model.currentArgs.text("text").count == BrowserModel.textLimit)
    driver.paste(String(repeating: "y", count: 700))
    #expect(model.currentArgs.text("text").count == BrowserModel.textLimit)
    #expect(!model.currentArgs.text("text").contains("y"), "a bracketed paste past the limit adds nothing")
    driver.send(.backspace)
    driver.type("Q")
    #expect(model.currentArgs.text("text").count == BrowserModel.textLimit)
    #expect(model.currentArgs.text("text").hasSuffix("xQ"))
  }

  @Test func typingInOneStoryNeverJoinsAnotherStorysAction() {
    let (model, driver) = browser(at: "text-field/placeholder")
    driver.send("i")
    driver.type("ada@")
    driver.send(.escape)
    model.list.selection = model.stories.firstIndex { $0.id == "toggle/off" }
    driver.send("i")
    driver.send(.space)
    #expect(model.actions.last?.changesText == "on = true")
    #expect(model.actions.last?.story == "toggle/off")
    #expect(model.actions.count == 2)
  }

  @Test func theListStoryMovesItsSelectionArgumentOnlyWhenUsed() async {
    let (model, driver) = browser(at: "list/scrolled")
    await driver.settle()
    // Drawing (still or live) writes nothing back.
    driver.send("i")
    #expect(model.actions.isEmpty)
    #expect(value(model, "selection") == .integer(14))
    driver.send(.down)
    #expect(value(model, "selection") == .integer(15))
    driver.send(.enter)
    #expect(model.actions.compactMap(\.action?.action).contains("choose"))
  }

  @Test func pickerAndTabBarStoriesCannotBeSetPastTheirOptions() {
    let (model, driver) = browser(at: "picker/focused")
    driver.send("i")
    for _ in 0..<10 { driver.send(.right) }
    #expect(value(model, "selection") == .integer(3))
    let story = model.story
    #expect(story?.id == "picker/focused")
    model.set("selection", .integer(99), story: "picker/focused", typing: false)
    #expect(value(model, "selection") == .integer(3))
  }

  @Test func whileTheStoryHasTheKeysTheHintsAreItsOwn() {
    let (_, driver) = browser(at: "toggle/off")
    #expect(driver.screen.contains("q quit"))
    driver.send("i")
    let hints = driver.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(!hints.contains("q quit") && !hints.contains("t theme"), "\(hints)")
    #expect(hints.contains("give the keys back"), "\(hints)")
    // The story's focused control's own keys, which the line is drawn after.
    #expect(hints.contains("space "), "\(hints)")
    driver.send(.escape)
    #expect(driver.screen.contains("q quit"))
    let (_, list) = browser(at: "list/scrolled")
    list.send("i")
    let listHints = list.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(listHints.contains("↑↓ move") && listHints.contains("give the keys back"), "\(listHints)")
  }

  /// A story that makes its own models (a ShowcaseApp screen) keeps what is typed into it while
  /// it has the keys, and starts again once they are given back.
  @Test func aLiveScreenStoryKeepsWhatIsTypedUntilTheKeysComeBack() {
    let (model, driver) = browser(at: "showcase-login/empty")
    driver.send("i")
    driver.type("ada@viewkit.dev")
    #expect(driver.screen.contains("ada@viewkit.dev"), "\(driver.screen)")
    driver.send(.tab)
    driver.type("secret")
    #expect(driver.screen.contains("ada@viewkit.dev") && driver.screen.contains("••••••"), "\(driver.screen)")
    driver.send(.escape)
    #expect(!model.interacting)
    #expect(!driver.screen.contains("ada@viewkit.dev"), "the still picture is the story's own state again")
  }

  /// The actions panel lists what the story on show did, not the last story's actions.
  @Test func theActionsPanelIsTheStoryOnShows() throws {
    let (model, driver) = browser(at: "toggle/off")
    driver.send("i")
    driver.send(.space)
    driver.send(.escape)
    let toggled = try #require(model.actions.last?.changesText)
    #expect(!toggled.isEmpty && driver.screen.contains(toggled), "\(driver.screen)")
    driver.send(.down)
    #expect(model.story?.id != "toggle/off" && model.panel == .actions)
    #expect(!driver.screen.contains(toggled), "\(driver.screen)")
  }

  @Test func escGivesTheKeysBackEvenFromAStoryThatBindsEsc() {
    for id in ["alert/confirm", "help-panel/form", "progress-hud/indeterminate"] {
      let (model, driver) = browser(at: id)
      driver.send("i")
      #expect(model.interacting)
      driver.send(.escape)
      #expect(!model.interacting, "\(id)")
      #expect(model.actions.isEmpty, "\(id): the story never saw Esc")
      driver.send("q")
      #expect(driver.isFinished, "\(id)")
    }
  }

  @Test func typingAfterUsingTheStoryAgainStartsALineOfItsOwn() {
    let (model, driver) = browser(at: "text-field/filled")
    driver.send("i")
    driver.type("ab")
    driver.send(.escape)
    driver.send("i")
    driver.type("cd")
    #expect(
      model.actions.map(\.changesText) == ["text = “ada@example.comab”", "text = “ada@example.comabcd”"])
  }

  @Test func theTabBarStorySelectsThroughItsArgument() {
    let (model, driver) = browser(at: "tab-bar/focused")
    driver.send("i")
    driver.send(.right)
    #expect(value(model, "selection") == .integer(3))
    #expect(model.actions.last?.changesText == "selection = 3")
  }

  @Test func buttonStoriesLogTheirPresses() {
    let (model, driver) = browser(at: "button/primary-normal")
    driver.send("i")
    driver.send(.enter)
    #expect(model.actions.map(\.action?.action) == ["continue"])
  }

  @Test func aStillRenderOfALiveStoryDropsWhatItsControlsWrite() {
    let args = StoryArgs(["on": .bool(true)])
    let binding = args.boolBinding("on")
    binding.wrappedValue = false
    #expect(binding.wrappedValue == true)
    let text = args.textBinding("missing")
    text.wrappedValue = TextFieldState("typed")
    #expect(text.wrappedValue.text.isEmpty)
  }
}

@Suite struct ReadmeLiveStoryTests {
  /// README's "Use ViewKit in your package": the live story, as written there.
  @Test func theReadmeStorySwitchesItsArgumentAndLogsIt() {
    let story = Story(
      "task-row/done", title: "done", summary: "A task marked done.",
      layout: .fixed(Size(width: 30, height: 1)), args: [StoryArg("done", .bool(default: true))]
    ) { args in
      Toggle("Write the report", isOn: args.boolBinding("done"))
    }
    let model = BrowserModel(registry: StoryRegistry([story]))
    let driver = AppDriver(size: Size(width: 110, height: 30), theme: { model.theme }) {
      BrowserView(model: model)
    }
    driver.send("i")
    driver.send(.space)
    #expect(model.value(of: story.args[0]) == .bool(false))
    #expect(driver.screen.contains("Write the report: switch · done = false"))
    // A still render draws the default and drops the write.
    #expect(story.render(theme: .dark).plainText().contains("Write the report"))
  }
}

@Suite struct LiveStoryStateTests {
  @Test func theWheelScrollsTheLiveListAndItsOffsetStays() async throws {
    let model = BrowserModel(registry: Catalog.registry)
    model.list.selection = model.stories.firstIndex { $0.id == "list/scrolled" }
    let driver = AppDriver(size: Size(width: 120, height: 40), theme: { model.theme }) {
      BrowserView(model: model)
    }
    await driver.settle()
    driver.send("i")
    // The scrolled list shows Mango to Papaya, Orange (14) selected; the wheel over it scrolls up.
    let lines = driver.screen.split(separator: "\n").map(String.init)
    let row = try #require(lines.firstIndex { $0.contains("Mango") })
    let column = try #require(lines[row].range(of: "Mango")).lowerBound.utf16Offset(in: lines[row])
    #expect(!driver.screen.contains("Honeydew"))
    driver.wheel(x: column, y: row, steps: -3)
    #expect(driver.screen.contains("Honeydew"), "\(driver.screen)")
    // The offset survives the next frame (the list keeps its selection in view, and the
    // argument follows it).
    driver.send("d")
    #expect(driver.screen.contains("Honeydew"))
    #expect(model.story.map { model.value(of: $0.args[0]) } != .integer(14))
    // ctrl-r resets the story's state with its arguments.
    model.resetArguments()
    driver.send("d")
    #expect(!driver.screen.contains("Honeydew"))
  }
}
