import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

final class Capture: @unchecked Sendable {
  var out: [String] = []
  var err: [String] = []
  var answers: [String] = []
}

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

@Suite struct StorybookCLITests {
  @Test func withNoPathThePackagesThemeFilesAreCheckedAndNamed() {
    let (status, capture) = runCLI(["themes", "check"])
    #expect(status == 0)
    #expect(
      capture.out.last == "Themes: 0 errors, 0 warnings in 1 file (checked Themes/themes.resolver.json)")
  }

  @Test func aPathOnTheCommandLineIsFromTheCurrentFolderNotThePackage() {
    // Regression: `themes check PATH` looked for PATH under the storybook's package root.
    var book = Catalog.book
    book.packageRoot = "/nonexistent-package"
    let relative = "Tests/StorybookTests/Fixtures/broken.tokens.json"
    var err: [String] = []
    let status = book.run(["themes", "check", relative], output: { _ in }, error: { err.append($0) })
    #expect(status == 1)
    #expect(err.contains { $0.hasPrefix(relative + ":") && $0.hasSuffix("[VK060]") }, "\(err)")
    #expect(!err.contains { $0.contains("[VK003]") }, "\(err)")
  }

  @Test func aPackageWithoutThemesChecksTheBuiltIns() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vk-nothemes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
    #expect(Storybook.packageRoot(containing: "\(folder.path)/Sources/App/main.swift") == folder.path)
    var book = Storybook(name: "AppStorybook", stories: [])
    book.packageRoot = folder.path
    var out: [String] = []
    let status = book.run(["themes", "check"], output: { out.append($0) }, error: { _ in })
    #expect(status == 0)
    #expect(
      out.last
        == "Themes: 0 errors, 0 warnings in 6 files (the built-in themes: the package has no Themes/*.json)")
  }

  @Test func repositoryThemeFilesPassTheCheck() {
    let root = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let paths = [
      "themes.resolver", "base.tokens", "dark.tokens", "light.tokens", "high-contrast.tokens", "mono.tokens",
    ]
    .map { root.appendingPathComponent("Themes/\($0).json").path }
    let (status, capture) = runCLI(["themes", "check"] + paths)
    #expect(status == 0, "\(capture.err)")
  }

  @Test func brokenThemeReportsEveryProblemAtOnce() throws {
    let path = fixtures.appendingPathComponent("broken.tokens.json").path
    let (status, capture) = runCLI(["themes", "check", path])
    #expect(status == 1)
    let text = capture.err.joined(separator: "\n")
    for code in ["VK007", "VK042", "VK044", "VK024", "VK070"] {
      #expect(text.contains(code), "missing \(code)")
    }
    #expect(text.contains("\(path):color.brand.accent: unknown property \"$valeu\""))
    #expect(text.contains("\(path):color.text.link: references color.brand.primry"))
    #expect(text.contains("\(path):color.palette.red-400: component 0 is 1.2"))
    #expect(capture.err.last?.hasPrefix("Themes: 7 errors, 0 warnings in 1 file") == true)
    #expect(!text.contains("Fatal error") && !text.contains("Stack trace"))
  }

  @Test func missingFileAndBadJSONAreErrorsNotCrashes() throws {
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewkit-bad-\(UUID()).tokens.json")
    try Data("{\n  \"a\": 1,\n}\n".utf8).write(to: bad)
    defer { try? FileManager.default.removeItem(at: bad) }
    let (status, capture) = runCLI(["themes", "check", bad.path, "/nonexistent/x.tokens.json"])
    #expect(status == 1)
    #expect(capture.err.contains { $0.contains("VK001") && $0.contains("line 2, column 9") })
    #expect(capture.err.contains { $0.contains("/nonexistent/x.tokens.json: no such file") })
  }

  @Test func aMistypedCommandGetsASuggestionAndOneCommandsUsage() {
    let (status, capture) = runCLI(["lst"])
    #expect(status == 2)
    #expect(capture.err.joined().contains("unknown command \"lst\"; did you mean \"list\"?"))
    #expect(capture.err.joined(separator: "\n").split(separator: "\n").count <= 2, "\(capture.err)")
    let (_, review) = runCLI(["snapshots", "reveiw"])
    let text = review.err.joined(separator: "\n")
    #expect(text.contains("did you mean \"review\"?"))
    #expect(text.contains("snapshots review") && text.contains("snapshots prune"))
    #expect(!text.contains("themes show"), "only the command in hand")
    #expect(text.contains("--help` shows every command"))
    #expect(StorybookCLI.closest(to: "rendr", among: StorybookCLI.commands) == "render")
    #expect(StorybookCLI.closest(to: "zzzzzz", among: StorybookCLI.commands) == nil)
    #expect(StorybookCLI.closest(to: "snap", among: StorybookCLI.commands) == "snapshots")
  }

  @Test func usageErrorsExitTwo() {
    #expect(runCLI(["frobnicate"]).0 == 2)
    #expect(runCLI(["themes"]).0 == 2)
    #expect(runCLI(["themes", "check", "--strict"]).0 == 2)
    #expect(runCLI(["themes", "show"]).0 == 2)
    #expect(runCLI(["themes", "show", "dark", "--color", "purple"]).0 == 2)
    let (status, capture) = runCLI(["themes", "show", "sepia"])
    #expect(status == 2)
    #expect(capture.err.first?.contains("dark, light, high-contrast, mono") == true)
  }

  @Test func helpAndList() {
    #expect(runCLI([]).0 == 0)
    let (status, capture) = runCLI(["themes", "list"])
    #expect(status == 0)
    #expect(
      capture.out.map { $0.split(separator: "\t").first.map(String.init) ?? "" } == [
        "dark", "light", "high-contrast", "mono",
      ])
  }

  @Test func showRespectsTheOutputMode() throws {
    let (piped, plain) = runCLI(["themes", "show", "dark"])
    #expect(piped == 0)
    #expect(!(plain.out.first ?? "").utf8.contains(0x1B))
    #expect(plain.out.first?.contains("color.text.default") == true)
    let (_, styled) = runCLI(["themes", "show", "dark", "--color", "truecolor"])
    #expect((styled.out.first ?? "").contains("\u{1B}[48;2;"))
    let (_, noColor) = runCLI(
      ["themes", "show", "dark"], environment: ["NO_COLOR": "1", "TERM": "xterm"], terminal: true)
    #expect(!(noColor.out.first ?? "").contains("\u{1B}[48;2;"))
  }
}

@Suite struct ThemesShowRegressionTests {
  @Test func aHugeNumberTokenIsShownNotACrash() throws {
    let object = try ThemeFixtures.completeDocumentForCLI()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).tokens.json")
    var edited = object
    edited["extra"] = ["huge": ["$type": "number", "$value": 1e19]]
    var extensions = edited["$extensions"] as? [String: Any] ?? [:]
    var vendor = extensions["dev.viewkit"] as? [String: Any] ?? [:]
    vendor["theme"] = ["name": path.deletingPathExtension().deletingPathExtension().lastPathComponent]
    extensions["dev.viewkit"] = vendor
    edited["$extensions"] = extensions
    try JSONSerialization.data(withJSONObject: edited).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let (status, capture) = runCLI(["themes", "show", path.path, "--color", "never"])
    #expect(status == 0, "\(capture.err)")
    #expect(capture.out.joined().contains("1e+19"))
  }
}

extension ThemeFixtures {
  /// The complete dark theme as a JSON object (base set and dark context merged).
  static func completeDocumentForCLI() throws -> [String: Any] {
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    func object(_ name: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data((files[name] ?? "").utf8)) as? [String: Any])
    }
    func merge(_ base: [String: Any], _ overlay: [String: Any]) -> [String: Any] {
      var result = base
      for (key, value) in overlay {
        if let inner = value as? [String: Any], let existing = result[key] as? [String: Any], key != "$value"
        {
          result[key] = merge(existing, inner)
        } else {
          result[key] = value
        }
      }
      return result
    }
    return merge(try object("base.tokens.json"), try object("dark.tokens.json"))
  }
}

/// The fixture namespace of the Storybook tests.
enum ThemeFixtures {}

/// A package of one's own: a resolver document with a fifth context, and goldens for it.
@Suite struct OwnPackageStorybookTests {
  /// Makes a package folder with a theme set of ViewKit's four themes and `sepia`.
  func makePackage() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-own-\(UUID().uuidString)")
    let themes = folder.appendingPathComponent("Themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.2\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
    let resolver = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {
         "dark": [{"$ref": "dark.tokens.json"}], "light": [{"$ref": "light.tokens.json"}],
         "sepia": [{"$ref": "light.tokens.json"}, {"$ref": "sepia.tokens.json"}]}, "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """
    let sepia = """
      {"$extensions": {"dev.viewkit": {"theme": {"name": "sepia", "displayName": "Sepia", "appearance": "light"}}},
       "color": {"$type": "color", "text": {"default": {"$value": "{color.palette.blue-600}"}}}}
      """
    try Data(resolver.utf8).write(to: themes.appendingPathComponent("own.resolver.json"))
    try Data(sepia.utf8).write(to: themes.appendingPathComponent("sepia.tokens.json"))
    return folder
  }

  func book(at folder: URL) -> Storybook {
    let story = Story(
      "greeting/plain", title: "plain", summary: "A greeting.", layout: .fixed(Size(width: 12, height: 1))
    ) {
      _ in Text("Hello").textStyle(.title)
    }
    var book = Storybook(
      name: "OwnStorybook", stories: [story], themes: .file("Themes/own.resolver.json"), goldens: "Goldens")
    book.packageRoot = folder.path
    return book
  }

  @Test func itsThemesIncludeTheFifthContextAndPruneKeepsItsGoldens() throws {
    let folder = try makePackage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = book(at: folder)
    var out: [String] = []
    var err: [String] = []
    #expect(
      book.run(["themes", "list"], output: { out.append($0) }, error: { err.append($0) }) == 0, "\(err)")
    #expect(out.map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["dark", "light", "sepia"])
    // Goldens for every theme of the package, the fifth included.
    let themes = ThemeLoader.load(
      contentsOf: folder.appendingPathComponent("Themes/own.resolver.json").path, builtInSources: true
    ).themes
    let layout = GoldenLayout(root: folder.appendingPathComponent("Goldens"), themes: themes)
    for golden in layout.goldens(for: book.registry) {
      let url = layout.url(of: golden)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(golden.text.utf8).write(to: url)
    }
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Goldens/greeting/plain.sepia.txt").path))
    out = []
    #expect(
      book.run(["snapshots", "prune", "--dry-run"], output: { out.append($0) }, error: { err.append($0) })
        == 0)
    #expect(
      out == ["Dry run: would prune 0 golden files that no story calls for; nothing was changed."], "\(out)")
    out = []
    #expect(
      book.run(
        ["render", "greeting/plain", "--theme", "sepia", "--color", "never"], output: { out.append($0) },
        error: { err.append($0) }) == 0)
    #expect(out.joined() == "Hello")
  }

  @Test func aBrokenThemeFileStopsEveryCommandWithItsDiagnostics() throws {
    let folder = try makePackage()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\"color\": ".utf8).write(to: folder.appendingPathComponent("Themes/sepia.tokens.json"))
    var err: [String] = []
    let status = book(at: folder).run(["list"], output: { _ in }, error: { err.append($0) })
    #expect(status == 1)
    #expect(err.contains { $0.contains("sepia.tokens.json") })
    #expect(err.last == "OwnStorybook: the storybook's themes have errors; fix them to go on")
  }
}
