import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ThemeLoaderTests {
  /// The dark theme's JSON, changed by `edit`, loaded as `Themes/<name>.tokens.json`.
  func load(named name: String = "dark", _ edit: (inout [String: Any]) -> Void) throws -> ThemeLoadResult {
    var object = try ThemeFixtures.completeDocument("dark")
    edit(&object)
    var extensions = object["$extensions"] as? [String: Any] ?? [:]
    var vendor = extensions["dev.viewkit"] as? [String: Any] ?? [:]
    var theme = vendor["theme"] as? [String: Any] ?? [:]
    if theme["name"] as? String == "dark" { theme["name"] = name }
    vendor["theme"] = theme
    extensions["dev.viewkit"] = vendor
    object["$extensions"] = extensions
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return ThemeLoader.load(text: String(decoding: data, as: UTF8.self), file: "Themes/\(name).tokens.json")
  }

  func codes(_ result: ThemeLoadResult) -> [String] { result.diagnostics.map(\.code) }

  static func set(_ object: inout [String: Any], _ path: [String], _ value: Any?) {
    guard let first = path.first else { return }
    if path.count == 1 {
      object[first] = value
      return
    }
    var child = object[first] as? [String: Any] ?? [:]
    set(&child, Array(path.dropFirst()), value)
    object[first] = child
  }

  @Test func builtInFileLoadsCleanly() throws {
    let result = try load { _ in }
    #expect(result.diagnostics.isEmpty)
    let theme = try #require(result.theme)
    #expect(theme.name == "dark")
    #expect(theme[.textDefault].token?.path == "color.text.default")
    #expect(theme[.space2] == 2)
    #expect(theme[.default].style == .rounded)
    #expect(theme[.focus].style == .heavy)
    #expect(theme[.dialog].style == .double)
    #expect(theme[.title].attributes == .bold)
    #expect(theme[.motionSpinnerInterval] == .milliseconds(80))
  }

  @Test func referencesResolveThroughChainsAndKeepTheirOwnName() throws {
    let theme = try #require(try load { _ in }.theme)
    let focus = theme[.borderFocus]
    #expect(theme.previewColor(.borderFocus) == theme.previewColor(at: "color.palette.blue-400"))
    #expect(focus.token?.path == "color.border.focus")
    #expect(theme[.buttonPrimaryBackground].ansi16Fallback == .brightBlue)
  }

  @Test func misspeltPropertyIsNamedWithASuggestion() throws {
    let result = try load {
      Self.set(&$0, ["color", "brand", "accent", "$valeu"], "{color.palette.purple-400}")
      Self.set(&$0, ["color", "brand", "accent", "$value"], nil)
    }
    let diagnostic = try #require(result.diagnostics.first { $0.code == "VK007" })
    #expect(diagnostic.path == "color.brand.accent")
    #expect(diagnostic.description.contains("Did you mean \"$value\"?"))
    #expect(diagnostic.line != nil)
    #expect(result.theme == nil)
  }

  @Test func missingReferenceSuggestsTheNearestToken() throws {
    let result = try load { Self.set(&$0, ["color", "text", "link", "$value"], "{color.brand.primry}") }
    let diagnostic = try #require(result.diagnostics.first { $0.code == "VK042" })
    #expect(diagnostic.path == "color.text.link")
    #expect(diagnostic.description.contains("Did you mean color.brand.primary?"))
  }

  @Test func cycleIsReportedOnceWithEveryMember() throws {
    let result = try load {
      Self.set(&$0, ["color", "status", "info", "$value"], "{color.status.warning}")
      Self.set(&$0, ["color", "status", "warning", "$value"], "{color.status.info}")
    }
    let cycles = result.diagnostics.filter { $0.code == "VK044" }
    #expect(cycles.count == 1)
    #expect(
      cycles.first?.problem.contains("color.status.info → color.status.warning → color.status.info") == true)
  }

  @Test func malformedColoursAreExplained() throws {
    let outOfRange = try load {
      Self.set(&$0, ["color", "palette", "red-400", "$value", "components"], [1.2, 0.5, 0.5])
    }
    #expect(codes(outOfRange).contains("VK024"))
    let plainHex = try load { Self.set(&$0, ["color", "palette", "red-400", "$value"], "#ff7b7b") }
    let hint = try #require(plainHex.diagnostics.first { $0.code == "VK026" })
    #expect(hint.description.contains("\"hex\": \"#ff7b7b\""))
    let mismatch = try load { Self.set(&$0, ["color", "palette", "red-400", "$value", "hex"], "#000000") }
    #expect(codes(mismatch).contains("VK025"))
    let space = try load { Self.set(&$0, ["color", "palette", "red-400", "$value", "colorSpace"], "oklch") }
    #expect(codes(space).contains("VK022"))
    let alpha = try load { Self.set(&$0, ["color", "palette", "red-400", "$value", "alpha"], 0.5) }
    #expect(codes(alpha).contains("VK037"))
  }

  @Test func lowContrastPairFails() throws {
    let result = try load {
      Self.set(
        &$0, ["color", "palette", "gray-300", "$value"],
        ["colorSpace": "srgb", "components": [0.1373, 0.1569, 0.2157], "hex": "#232837"])
    }
    let diagnostic = try #require(result.diagnostics.first { $0.code == "VK070" })
    #expect(diagnostic.path == "color.text.muted")
    #expect(diagnostic.problem.contains("below 4.5:1"))
  }

  @Test func typeMismatchInAReference() throws {
    let result = try load { Self.set(&$0, ["button", "padding", "$value"], "{color.brand.primary}") }
    #expect(codes(result).contains("VK045"))
  }

  @Test func referenceToAGroup() throws {
    let result = try load { Self.set(&$0, ["color", "text", "link", "$value"], "{color.brand}") }
    #expect(codes(result).contains("VK043"))
  }

  @Test func malformedAndMixedReferences() throws {
    #expect(
      codes(try load { Self.set(&$0, ["color", "text", "link", "$value"], "{color.brand.primary") })
        .contains("VK040"))
    #expect(
      codes(try load { Self.set(&$0, ["color", "text", "link", "$value"], "x {color.brand.primary}") })
        .contains("VK041"))
  }

  @Test func unknownTypeAndMissingType() throws {
    #expect(codes(try load { Self.set(&$0, ["space", "$type"], "spacing") }).contains("VK021"))
    let untyped = try load {
      Self.set(&$0, ["extra"], ["thing": ["$value": 3]])
    }
    #expect(codes(untyped).contains("VK020"))
  }

  @Test func numbersMustBeWholeCells() throws {
    #expect(codes(try load { Self.set(&$0, ["space", "2", "$value"], 1.5) }).contains("VK028"))
    #expect(codes(try load { Self.set(&$0, ["space", "2", "$value"], -1) }).contains("VK028"))
  }

  @Test func borderAndTextStyleValues() throws {
    #expect(
      codes(try load { Self.set(&$0, ["border", "focus", "$value", "style"], "groove") }).contains("VK032"))
    #expect(
      codes(try load { Self.set(&$0, ["border", "focus", "$value", "width"], ["value": 3, "unit": "px"]) })
        .contains("VK031"))
    #expect(
      codes(
        try load { Self.set(&$0, ["textStyle", "title", "$extensions", "dev.viewkit", "undercurl"], true) }
      )
      .contains("VK035"))
    #expect(
      codes(
        try load { Self.set(&$0, ["textStyle", "title", "$extensions", "dev.viewkit", "italic"], "yes") }
      )
      .contains("VK035"))
    #expect(
      codes(try load { Self.set(&$0, ["typography", "bold", "$value", "fontStyle"], "italic") }).contains(
        "VK034"))
    #expect(
      codes(try load { Self.set(&$0, ["typography", "bold", "$value", "lineHeight"], nil) }).contains("VK034")
    )
    #expect(
      codes(try load { Self.set(&$0, ["font", "weight", "bold", "$value"], "chunky") }).contains("VK029"))
  }

  @Test func missingSchemaTokensAreListed() throws {
    let result = try load { Self.set(&$0, ["motion"], nil) }
    let diagnostic = try #require(result.diagnostics.first { $0.code == "VK060" })
    #expect(diagnostic.problem.contains("motion.spinner.interval (duration)"))
  }

  @Test func themeNameMustMatchTheFile() throws {
    let data = try JSONSerialization.data(withJSONObject: try ThemeFixtures.completeDocument("dark"))
    let result = ThemeLoader.load(
      text: String(decoding: data, as: UTF8.self), file: "Themes/night.tokens.json")
    #expect(codes(result) == ["VK004"])
  }

  @Test func everyProblemOfAFileIsReportedAtOnce() throws {
    let result = try load {
      Self.set(&$0, ["color", "brand", "accent", "$valeu"], "{color.palette.purple-400}")
      Self.set(&$0, ["color", "brand", "accent", "$value"], nil)
      Self.set(&$0, ["color", "text", "link", "$value"], "{color.brand.primry}")
      Self.set(&$0, ["color", "status", "info", "$value"], "{color.status.warning}")
      Self.set(&$0, ["color", "status", "warning", "$value"], "{color.status.info}")
      Self.set(&$0, ["color", "palette", "red-400", "$value", "components"], [1.2, 0.5, 0.5])
      Self.set(
        &$0, ["color", "palette", "gray-300", "$value"],
        ["colorSpace": "srgb", "components": [0.1373, 0.1569, 0.2157], "hex": "#232837"])
    }
    let found = Set(codes(result))
    #expect(found.isSuperset(of: ["VK007", "VK042", "VK044", "VK024", "VK070"]))
    #expect(result.theme == nil)
    for diagnostic in result.diagnostics {
      #expect(diagnostic.description.hasPrefix("Themes/dark.tokens.json"))
      #expect(!diagnostic.description.contains("\n"))
    }
    let lines = result.diagnostics.compactMap(\.line)
    #expect(lines == lines.sorted())
  }

  @Test func diagnosticFormat() {
    let diagnostic = ThemeDiagnostic(
      code: "VK042", file: "Themes/x.tokens.json", path: "a.b", line: 7,
      problem: "references a.c, which is not defined",
      expected: "a reference to a token of this file", hint: "Did you mean a.d?")
    #expect(
      diagnostic.description
        == "Themes/x.tokens.json:a.b: references a.c, which is not defined; a reference to a token of this file. "
        + "Did you mean a.d? [VK042, line 7]")
  }

  @Test func unreadableFilesAreDiagnosticsNotCrashes() {
    let result = ThemeLoader.load(contentsOf: "/no/such/dir/x.tokens.json")
    #expect(result.themes.isEmpty)
    #expect(result.diagnostics.map(\.code) == ["VK003"])
    let notJSON = ThemeLoader.load(text: "not json", file: "x.tokens.json")
    #expect(notJSON.diagnostics.map(\.code) == ["VK001"])
    let array = ThemeLoader.load(text: "[]", file: "x.tokens.json")
    #expect(array.diagnostics.map(\.code) == ["VK002"])
  }

  @Test func suggestionsNeedAClosePair() {
    #expect(ThemeWording.suggestion(for: "$valeu", among: ["$value", "$type"]) == "$value")
    #expect(ThemeWording.suggestion(for: "zzz", among: ["$value", "$type"]) == nil)
  }
}
