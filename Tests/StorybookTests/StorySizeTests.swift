import Foundation
import StorybookCatalog
import Testing
import ViewKit

@testable import StorybookKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct StorySizeTests {
  static let sizes = [
    Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 5, height: 2),
    Size(width: 20, height: 5),
    Size(width: 33, height: 7), Size(width: 80, height: 24), Size(width: 200, height: 60),
  ]

  @Test("Every story renders within bounds at every size", arguments: Catalog.registry.stories.map(\.id))
  func rendersWithinBounds(_ id: String) throws {
    let story = try #require(Catalog.registry.story(id))
    for theme in [Theme.dark, Theme.mono] {
      for size in Self.sizes {
        let canvas = story.render(theme: theme, size: size)
        #expect(canvas.invariantViolations().isEmpty, "\(id) at \(size): \(canvas.invariantViolations())")
        let lines = canvas.plainText(trimTrailingSpaces: false).split(
          separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == max(1, size.height) || size.height == 0, "\(id) at \(size)")
        for line in lines where size.height > 0 {
          #expect(line.displayWidth == size.width, "\(id) at \(size): \"\(line)\"")
        }
      }
    }
  }

  /// `check` passes on the catalogue with every pair every story draws judged in full colour
  /// and as a 256- and a 16-colour terminal gets it (downsampled pairs still read), in every
  /// built-in theme: one run, each story drawn once per theme.
  @Test func checkPassesInEveryProfile() throws {
    let (status, capture) = runCLI(["check", "--color", "truecolor", "--color", "256", "--color", "16"])
    #expect(status == 0, "\(capture.err.prefix(10))")
    let summary = try #require(capture.out.last)
    #expect(summary.hasPrefix("Check: \(Catalog.registry.stories.count) stories"), "\(summary)")
    #expect(summary.hasSuffix("judged in full colour, 256 colours and 16 colours; 0 problems"), "\(summary)")
    // Not vacuous: most of what the stories draw has colours to judge.
    let drawn = summary.components(separatedBy: " colour pairs drawn").first?.split(separator: " ").last
    let pairs = try #require(drawn.flatMap { Int($0) }, "\(summary)")
    #expect(pairs > Catalog.registry.stories.count * Theme.builtIn.count)
  }

  @Test func checkRefusesAnUnknownProfile() {
    let (status, capture) = runCLI(["check", "--color", "17\u{1B}[31m"])
    #expect(status == 2)
    #expect(!capture.err.joined().contains("\u{1B}"))
  }
}

@Suite struct CheckDrawnContrastTests {
  /// A theme that passes every declared pair but draws a border the alert's surface hides.
  static func murkyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-murky-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      {"name": "Murky", "version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {
         "dark": [{"$ref": "dark.tokens.json"}],
         "murky": [{"$ref": "dark.tokens.json"}, {"$ref": "murky.tokens.json"}]}, "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """.utf8
    ).write(to: folder.appendingPathComponent("murky.resolver.json"))
    try Data(
      """
      {"$extensions": {"dev.viewkit": {"theme": {"name": "murky", "displayName": "Murky", "appearance": "dark"}}},
       "alert": {"surface": {"$type": "color",
         "$value": {"colorSpace": "srgb", "components": [0.349, 0.376, 0.478], "hex": "#59607a"}}}}
      """.utf8
    ).write(to: folder.appendingPathComponent("murky.tokens.json"))
    return folder
  }

  @Test func checkFailsOnAPairAStoryDrawsThatNoComponentRegisters() throws {
    let folder = try Self.murkyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("murky.resolver.json").path
    // The theme itself is valid: every pair it declares passes.
    #expect(runCLI(["themes", "check", path]).0 == 0)
    // The alert's stories and states only: the whole catalogue checked twice took seconds.
    var book = Catalog.book
    book.registry = StoryRegistry(Catalog.registry.stories.filter { $0.storyID?.component == "alert" })
    book.declarations = book.declarations.filter { $0.component == "alert" }
    book.themes = .file(path)
    let capture = Capture()
    let cli = StorybookCLI(
      output: { capture.out.append($0) }, error: { capture.err.append($0) }, environment: [:],
      isTerminal: false,
      input: { nil }, book: book)
    #expect(cli.run(["check"]) == 1)
    let errors = capture.err.joined(separator: "\n")
    #expect(
      errors.contains(
        "murky: alert/confirm draws color.border.default #6b7390 on alert.surface #59607a at 1.32:1, below 3.0:1"
      ),
      "\(errors)")
    #expect(!errors.contains("dark: "), "\(errors)")
    // The same theme file tried with --theme, from ViewKit's own storybook.
    book.themes = Catalog.book.themes
    let tried = Capture()
    let status = StorybookCLI(
      output: { tried.out.append($0) }, error: { tried.err.append($0) }, environment: [:], isTerminal: false,
      input: { nil }, book: book
    ).run(["check", "--theme", path])
    #expect(status == 1)
    #expect(tried.err.joined(separator: "\n").contains("murky: alert/confirm draws color.border.default"))
    #expect(tried.err.last?.contains("in 1 theme,") == true, "\(tried.err.last ?? "")")
    // A built-in theme by name, judged in full colour alone (no --color).
    let light = runCLI(["check", "--theme", "light"])
    #expect(light.0 == 0)
    #expect(light.1.out.last?.hasSuffix(" colour pairs drawn; 0 problems") == true, "\(light.1.out)")
    #expect(runCLI(["check", "--theme"]).0 == 2)
  }

  @Test func aThemeFileNamedLikeABuiltInOneTakesItsPlace() throws {
    var tokens = Theme.dark.tokens
    tokens["alert.surface"] = tokens["color.palette.gray-500"]
    let edited = Theme(name: "dark", displayName: "Dark, edited", appearance: .dark, tokens: tokens)
    let cli = StorybookCLI(
      output: { _ in }, error: { _ in }, environment: [:], isTerminal: false, input: { nil },
      book: Catalog.book)
    let themes = cli.browserThemes(trying: edited)
    #expect(themes.map(\.name) == ["dark", "light", "high-contrast", "mono"])
    #expect(themes.first == edited)
    // The storybook's own theme, named, changes nothing.
    #expect(cli.browserThemes(trying: Theme.light).map(\.name) == ["dark", "light", "high-contrast", "mono"])
  }

  @Test func aThemeFilesContextIsPickedByNameOrAsTheOneThatDiffers() throws {
    let folder = try Self.murkyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Light as shipped, dark with the alert's surface changed: the changed one is tried.
    try Data(
      """
      {"name": "Edited", "version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {
         "light": [{"$ref": "light.tokens.json"}],
         "dark": [{"$ref": "dark.tokens.json"}, {"$ref": "surface.tokens.json"}]}, "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """.utf8
    ).write(to: folder.appendingPathComponent("edited.resolver.json"))
    try Data(
      ##"{"alert": {"surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.349, 0.376, 0.478], "hex": "#59607a"}}}}"##
        .utf8
    ).write(to: folder.appendingPathComponent("surface.tokens.json"))
    let edited = folder.appendingPathComponent("edited.resolver.json").path
    let (status, capture) = runCLI(["render", "alert/confirm", "--theme", edited, "--color", "truecolor"])
    #expect(status == 0)
    #expect(capture.out.joined().contains("89;96;122"), "the edited dark's alert surface is drawn")
    // PATH#CONTEXT picks one; an unknown context lists those there are.
    let light = runCLI(["render", "alert/confirm", "--theme", edited + "#light", "--color", "truecolor"])
    #expect(light.0 == 0 && !light.1.out.joined().contains("89;96;122"))
    let unknown = runCLI(["render", "alert/confirm", "--theme", edited + "#dusk"])
    #expect(unknown.0 == 2)
    #expect(unknown.1.err.joined().contains("has no context \"dusk\"; it has light, dark"))
  }

  @Test func theBrowserTriesAThemeFileFirst() throws {
    let folder = try Self.murkyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("murky.resolver.json").path
    let (status, capture) = runCLI(["headless", "--size", "140x44", "--theme", path, "d", "d"])
    #expect(status == 0)
    let screen = capture.out.joined()
    #expect(screen.contains("murky · truecolor"), "\(screen)")
    // A table: the verdict, then the two colours, each whole.
    #expect(screen.contains("✗ 1.32:1 below 3.0:1 mark · 104 cells"), "\(screen)")
    #expect(screen.contains("color.border.default #6b7390") && screen.contains(" on alert.surface #59607a"))
  }
}
