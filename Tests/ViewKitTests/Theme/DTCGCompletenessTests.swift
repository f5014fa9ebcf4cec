import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// `$extends`, `$root` and JSON-pointer `$ref`, and a theme written as a design tool exports one.
@Suite struct DTCGCompletenessTests {
  /// The complete dark theme with `edit` applied.
  func dark(_ edit: (inout [String: Any]) -> Void) throws -> String {
    try DiagnosticCodeTests.darkText(edit)
  }

  func load(_ text: String) -> ThemeLoadResult {
    ThemeLoader.load(text: text, file: "Themes/dark.tokens.json")
  }

  @Test func aGroupExtendsAnotherAndOverridesWhatItDefines() throws {
    let text = try dark { object in
      ThemeLoaderTests.set(
        &object, ["brandCopy"],
        [
          "$extends": "{color.brand}",
          "accent": ["$type": "color", "$value": "{color.palette.red-400}"],
        ])
    }
    let result = load(text)
    let theme = try #require(result.theme, "\(result.diagnostics.map(\.description))")
    // Inherited as written in the extended group, and the group's own token wins.
    #expect(theme.previewColor(at: "brandCopy.primary") == theme.previewColor(at: "color.brand.primary"))
    #expect(theme.previewColor(at: "brandCopy.accent") == theme.previewColor(at: "color.palette.red-400"))
  }

  @Test func aJSONPointerRefIsAnAlias() throws {
    let text = try dark { object in
      ThemeLoaderTests.set(
        &object, ["alias"],
        [
          "plain": ["$type": "color", "$ref": "#/color/brand/primary"],
          "valued": ["$type": "color", "$ref": "#/color/brand/accent/$value"],
        ])
    }
    let theme = try #require(load(text).theme)
    #expect(theme.previewColor(at: "alias.plain") == theme.previewColor(at: "color.brand.primary"))
    #expect(theme.previewColor(at: "alias.valued") == theme.previewColor(at: "color.brand.accent"))
    #expect(TokenReader.pointerTarget("#/a~1b/c~0d") == "a/b.c~d")
    #expect(TokenReader.pointerTarget("other.json#/a") == nil)
    #expect(TokenReader.pointerTarget("#/a/$value/components/0") == nil)
    #expect(TokenReader.pointerTarget("#/a~2") == nil)
  }

  @Test func extendingGroupsInACycleIsOneError() throws {
    let text = try dark { object in
      ThemeLoaderTests.set(
        &object, ["ring", "a"], ["$extends": "{ring.b}", "x": ["$type": "number", "$value": 1]])
      ThemeLoaderTests.set(
        &object, ["ring", "b"], ["$extends": "{ring.a}", "y": ["$type": "number", "$value": 2]])
    }
    let result = load(text)
    #expect(result.diagnostics.map(\.code) == ["VK047"], "\(result.diagnostics.map(\.description))")
    #expect(result.diagnostics.first?.problem.contains("in a cycle") == true)
  }

  @Test func aGroupExtendingItsOwnParentIsAnError() throws {
    let text = try dark { object in
      ThemeLoaderTests.set(
        &object, ["outer", "inner"], ["$extends": "{outer}", "x": ["$type": "number", "$value": 1]])
    }
    #expect(load(text).diagnostics.map(\.code) == ["VK047"])
  }

  @Test func aContextChangingTheExtendedGroupChangesTheExtendingOne() throws {
    // In a resolver document: base extends, the context overrides the extended group.
    let base = """
      {"color": {"$type": "color", "brand": {"primary": {"$value": "#112233"}}, "copy": {"$extends": "{color.brand}"}}}
      """
    let context = """
      {"color": {"$type": "color", "brand": {"primary": {"$value": "#445566"}}}}
      """
    var documents: [TokenDocument] = []
    for (text, file) in [(base, "base.tokens.json"), (context, "ctx.tokens.json")] {
      var log = DiagnosticLog()
      documents.append(try #require(TokenReader.read(text: text, file: file, limits: .standard, log: &log)))
      #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.description))")
    }
    var resolver = TokenResolver(documents: documents, limits: .standard, log: DiagnosticLog())
    resolver.resolveAll()
    #expect(resolver.tokens["color.copy.primary"]?.value.string == "#445566")
  }

  /// A theme as a design tool exports one (Tokens Studio / Style Dictionary style): `$root`
  /// tokens, groups that extend others, JSON-pointer aliases, dimensions and typography, with
  /// the tool's own `$extensions` — on top of ViewKit's base through a resolver document.
  @Test func aThemeExportedByADesignToolLoads() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vk-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = """
      {
        "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
        "$description": "Exported from Figma by a tokens plugin",
        "$extensions": {
          "com.example.tokens-plugin": {"exportedAt": "2026-11-01T10:00:00Z", "figmaFile": "abc123"},
          "dev.viewkit": {"theme": {"name": "acme", "displayName": "Acme", "appearance": "dark"}}
        },
        "color": {
          "$type": "color",
          "acme": {
            "$root": {"$value": {"colorSpace": "srgb", "components": [0.95, 0.45, 0.2], "hex": "#f27333"}},
            "muted": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.62, 0.7]},
                      "$extensions": {"com.example.tokens-plugin": {"figmaId": "S:1234"}}}
          },
          "brand": {
            "primary": {"$ref": "#/color/acme/$root"},
            "accent": {"$value": "{color.acme}"}
          },
          "text": {"muted": {"$ref": "#/color/acme/muted/$value", "$description": "Secondary text"}}
        },
        "space": {
          "$type": "dimension",
          "card": {"$value": {"value": 1, "unit": "rem"}, "$deprecated": false}
        },
        "button": {
          "danger": {"$extends": "{button.primary}"}
        }
      }
      """
    let resolver = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {"dark": [{"$ref": "dark.tokens.json"}],
                                             "acme": [{"$ref": "dark.tokens.json"}, {"$ref": "acme.tokens.json"}]},
                               "default": "acme"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """
    try Data(exported.utf8).write(to: folder.appendingPathComponent("acme.tokens.json"))
    try Data(resolver.utf8).write(to: folder.appendingPathComponent("acme.resolver.json"))
    let result = ThemeLoader.load(
      contentsOf: folder.appendingPathComponent("acme.resolver.json").path, builtInSources: true)
    #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.description))")
    let acme = try #require(result.themes.first { $0.name == "acme" })
    #expect(acme.name == "acme")
    #expect(acme.previewColor(at: "color.brand.primary") == RGB(0xF2, 0x73, 0x33))
    #expect(
      acme.previewColor(at: "button.danger.background") == acme.previewColor(at: "button.primary.background"))
  }
}

extension DTCGCompletenessTests {
  @Test func thousandsOfExtendingGroupsMeetABudget() throws {
    // Each $extends scans the theme's tokens: 5,000 of them over 5,000 tokens would be 25 M.
    var members: [String] = []
    for index in 0..<5_000 {
      members.append(#""g\#(index)": {"$extends": "{base}", "t\#(index)": {"$type": "number", "$value": 1}}"#)
    }
    let text =
      #"{"base": {"$type": "number", "a": {"$value": 1}}, "#
      + members.joined(separator: ", ") + "}"
    var log = DiagnosticLog()
    let document = try #require(
      TokenReader.read(text: text, file: "big.tokens.json", limits: .standard, log: &log))
    let resolver = TokenResolver(documents: [document], limits: .standard, log: log)
    // The budget stops the expansion (reported once) instead of scanning 25 M tokens.
    #expect(resolver.log.diagnostics.filter { $0.code == "VK047" }.count == 1)
  }
}

extension DTCGCompletenessTests {
  @Test func aNamedFileThatIsASymbolicLinkIsRefusedNotFollowed() throws {
    // Regression: a context file linked to /etc/shadow was read, and its first word quoted.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    try Data("root:supersecret\n".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("evil.tokens.json"), withDestinationURL: secret)
    let resolver = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {"dark": [{"$ref": "dark.tokens.json"}],
                                            "evil": [{"$ref": "dark.tokens.json"}, {"$ref": "evil.tokens.json"}]},
                               "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """
    try Data(resolver.utf8).write(to: folder.appendingPathComponent("x.resolver.json"))
    let result = ThemeLoader.load(
      contentsOf: folder.appendingPathComponent("x.resolver.json").path, builtInSources: true)
    #expect(result.themes.isEmpty)
    let text = result.diagnostics.map(\.description).joined(separator: "\n")
    #expect(text.contains("evil.tokens.json: the file is a symbolic link"), "\(text)")
    #expect(!text.contains("root") && !text.contains("supersecret"))
  }
}
