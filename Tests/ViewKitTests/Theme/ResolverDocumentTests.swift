import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ResolverDocumentTests {
  /// Loads a resolver document whose sources are the built-in files plus `extra` files.
  func load(_ document: [String: Any], extra: [String: String] = [:]) throws -> ThemeSetLoadResult {
    let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    var files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    files.merge(extra) { $1 }
    return ThemeLoader.loadResolver(text: String(decoding: data, as: UTF8.self), file: "my.resolver.json") {
      (files[$0], $0)
    }
  }

  /// The built-in resolver document as an object, to edit.
  func builtIn() throws -> [String: Any] {
    let text = try #require(Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text)
    return try ThemeFixtures.object(text)
  }

  func codes(_ result: ThemeSetLoadResult) -> [String] { result.diagnostics.map(\.code) }

  /// The built-in document with one more context: ViewKit's dark, then `<name>.tokens.json`.
  func builtIn(addingDarkContext name: String) throws -> [String: Any] {
    var document = try builtIn()
    var modifiers = try #require(document["modifiers"] as? [String: Any])
    var theme = try #require(modifiers["theme"] as? [String: Any])
    var contexts = try #require(theme["contexts"] as? [String: Any])
    contexts[name] = [["$ref": "dark.tokens.json"], ["$ref": "\(name).tokens.json"]]
    theme["contexts"] = contexts
    modifiers["theme"] = theme
    document["modifiers"] = modifiers
    return document
  }

  @Test func aUserDocumentCanAddAFifthContext() throws {
    let document = try builtIn(addingDarkContext: "sepia")
    let sepia = """
      {"$extensions": {"dev.viewkit": {"theme": {"name": "sepia", "displayName": "Sepia", "appearance": "light"}}},
       "color": {"$type": "color", "text": {"default": {"$value": "{color.palette.orange-400}"}}}}
      """
    let result = try load(document, extra: ["sepia.tokens.json": sepia])
    #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.description))")
    let names = result.themes.map(\.name)
    #expect(names.contains("sepia") && names.count == 5)
    let theme5 = try #require(result.themes.first { $0.name == "sepia" })
    #expect(theme5.appearance == .light)
    #expect(
      theme5.previewColor(at: "color.text.default") == Theme.dark.previewColor(at: "color.palette.orange-400")
    )
  }

  @Test func aContextFailingABaseContrastCheckIsNamedWithTheFileThatSetTheColour() throws {
    let document = try builtIn(addingDarkContext: "murk")
    let murk = """
      {"$extensions": {"dev.viewkit": {"theme": {"name": "murk", "displayName": "Murk", "appearance": "dark"}}},
       "color": {"$type": "color", "text": {"default": {"$value": "{color.palette.gray-900}"}}}}
      """
    let result = try load(document, extra: ["murk.tokens.json": murk])
    let failure = try #require(result.diagnostics.first { $0.code == "VK070" })
    // The check is the base set's; the theme and the file that broke it are named.
    #expect(failure.problem.contains("in theme murk"), "\(failure.problem)")
    #expect(failure.problem.contains("color.text.default is set in murk.tokens.json:2"), "\(failure.problem)")
  }

  @Test func aContextOverridingAPaletteColourIsNamedThroughTheReference() throws {
    let document = try builtIn(addingDarkContext: "murk")
    // color.text.default refers to a palette colour, which the context makes dark.
    let murk = """
      {"$extensions": {"dev.viewkit": {"theme": {"name": "murk", "displayName": "Murk", "appearance": "dark"}}},
       "color": {"$type": "color", "palette": {"gray-100": {"$value":
         {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "hex": "#1a1a1a"}}}}}
      """
    let result = try load(document, extra: ["murk.tokens.json": murk])
    let failures = result.diagnostics.filter { $0.code == "VK070" && $0.path == "color.text.default" }
    #expect(!failures.isEmpty, "\(result.diagnostics.map(\.description))")
    #expect(
      failures.contains {
        $0.problem.contains("comes from color.palette.gray-100, set in murk.tokens.json:2")
      },
      "\(failures.map(\.problem))")
  }

  @Test func aNewContextOfBuiltInFilesAloneIsToldHowToNameItsTheme() throws {
    let document = """
      {"name": "Mine", "version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {"dark": [{"$ref": "dark.tokens.json"}],
         "dim": [{"$ref": "dark.tokens.json"}, {"$ref": "dim.tokens.json"}]}, "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-dim-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(document.utf8).write(to: folder.appendingPathComponent("mine.resolver.json"))
    try Data(
      #"{"color": {"brand": {"accent": {"$type": "color", "$value": "{color.palette.red-400}"}}}}"#.utf8
    )
    .write(to: folder.appendingPathComponent("dim.tokens.json"))
    let result = ThemeLoader.load(
      contentsOf: folder.appendingPathComponent("mine.resolver.json").path, builtInSources: true)
    let named = try #require(result.diagnostics.first { $0.code == "VK004" })
    #expect(
      named.problem.contains(
        "the context name is \"dim\", but its theme takes the name \"dark\" from this built-in file"))
    #expect(named.description.contains("\"name\": \"dim\""), "\(named.description)")
  }

  @Test func aSecondModifierTakesItsDefault() throws {
    var document = try builtIn()
    var modifiers = try #require(document["modifiers"] as? [String: Any])
    modifiers["brand"] = [
      "contexts": [
        "plain": [[String: Any]](),
        "loud": [["color": ["$type": "color", "brand": ["accent": ["$value": "{color.palette.red-400}"]]]]],
      ],
      "default": "loud",
    ]
    document["modifiers"] = modifiers
    var order = try #require(document["resolutionOrder"] as? [[String: Any]])
    order.append(["$ref": "#/modifiers/brand"])
    document["resolutionOrder"] = order
    let result = try load(document)
    #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.description))")
    let dark = try #require(result.themes.first { $0.name == "dark" })
    #expect(
      dark.previewColor(at: "color.brand.accent") == Theme.dark.previewColor(at: "color.palette.red-400"))
  }

  @Test func missingSourceFileIsNamedWithItsJSONPath() throws {
    var document = try builtIn()
    document["sets"] = ["base": ["sources": [["$ref": "nowhere.tokens.json"]]]]
    let result = try load(document)
    let diagnostic = try #require(result.diagnostics.first { $0.code == "VK082" })
    #expect(diagnostic.path == "#/sets/base/sources/0")
    #expect(
      diagnostic.description.hasPrefix(
        "my.resolver.json:#/sets/base/sources/0: cannot read nowhere.tokens.json"))
    #expect(result.themes.isEmpty)
  }

  @Test func modifierRulesOfTheSpec() throws {
    var noContexts = try builtIn()
    noContexts["modifiers"] = ["theme": ["description": "x"]]
    #expect(codes(try load(noContexts)).contains("VK083"))

    var oneContext = try builtIn()
    oneContext["modifiers"] = ["theme": ["contexts": ["dark": [["$ref": "dark.tokens.json"]]]]]
    #expect(codes(try load(oneContext)).contains("VK083"))

    var badDefault = try builtIn()
    var modifiers = try #require(badDefault["modifiers"] as? [String: Any])
    var theme = try #require(modifiers["theme"] as? [String: Any])
    theme["default"] = "dusk"
    modifiers["theme"] = theme
    badDefault["modifiers"] = modifiers
    let result = try load(badDefault)
    let diagnostic = try #require(result.diagnostics.first { $0.code == "VK086" })
    #expect(diagnostic.path == "#/modifiers/theme/default")

    var pointsAtModifier = try builtIn()
    pointsAtModifier["sets"] = ["base": ["sources": [["$ref": "#/modifiers/theme"]]]]
    #expect(codes(try load(pointsAtModifier)).contains("VK084"))
  }

  @Test func documentShapeErrors() throws {
    var noVersion = try builtIn()
    noVersion["version"] = "2024"
    #expect(codes(try load(noVersion)).contains("VK080"))

    var unknownKey = try builtIn()
    unknownKey["themes"] = [:] as [String: Any]
    let unknown = try load(unknownKey)
    #expect(unknown.diagnostics.first { $0.code == "VK081" }?.problem == "unknown property \"themes\"")

    var undefinedSet = try builtIn()
    undefinedSet["resolutionOrder"] = [["$ref": "#/sets/missing"], ["$ref": "#/modifiers/theme"]]
    #expect(codes(try load(undefinedSet)).contains("VK085"))

    var remote = try builtIn()
    remote["sets"] = ["base": ["sources": [["$ref": "https://example.com/x.json"]]]]
    #expect(codes(try load(remote)).contains("VK085"))

    var noTheme = try builtIn()
    var modifiers = try #require(noTheme["modifiers"] as? [String: Any])
    modifiers["mode"] = modifiers.removeValue(forKey: "theme")
    noTheme["modifiers"] = modifiers
    noTheme["resolutionOrder"] = [["$ref": "#/sets/base"], ["$ref": "#/modifiers/mode"]]
    #expect(codes(try load(noTheme)) == ["VK089"])
  }

  @Test func unknownContextIsNamedWithTheChoices() throws {
    let text = try #require(Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text)
    var log = DiagnosticLog()
    let document = try #require(
      ResolverDocument.read(text: text, file: "themes.resolver.json", limits: .standard, log: &log))
    #expect(document.sources(for: ["theme": "blue"], log: &log) == nil)
    let diagnostic = try #require(log.diagnostics.first)
    #expect(diagnostic.code == "VK062")
    #expect(diagnostic.description.contains("no context \"blue\" in modifier \"theme\"; one of dark, light"))
    #expect(document.sources(for: ["size": "big"], log: &log) == nil)
  }

  @Test func checkingAContextFileChecksItWithItsDocument() {
    let root = repositoryRoot.appendingPathComponent("Themes")
    for name in ["light.tokens.json", "base.tokens.json", "themes.resolver.json"] {
      let result = ThemeLoader.check(contentsOf: root.appendingPathComponent(name).path)
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics.map(\.description))")
      #expect(!result.themes.isEmpty)
    }
  }
}
