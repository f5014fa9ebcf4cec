import Foundation
import Testing
import ViewKit

@testable import Storybook
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
