import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Every DTCG 2025.10 type's form, the extensions ViewKit reads, and the loader's limits.
@Suite struct TokenValuesTests {
  /// The complete dark theme with `extra` tokens added under `extra.*`, loaded.
  func load(
    extra: [String: Any] = [:], limits: ThemeLimits = .standard,
    _ edit: (inout [String: Any]) -> Void = { _ in }
  )
    throws -> ThemeLoadResult
  {
    var object = try ThemeFixtures.completeDocument("dark")
    if !extra.isEmpty { object["extra"] = extra }
    edit(&object)
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return ThemeLoader.load(
      text: String(decoding: data, as: UTF8.self), file: "Themes/dark.tokens.json", limits: limits)
  }

  func codes(_ result: ThemeLoadResult) -> [String] { result.diagnostics.map(\.code) }

  static var valid: [String: Any] {
    [
      "gap": ["$type": "dimension", "$value": ["value": 4, "unit": "px"]],
      "family": ["$type": "fontFamily", "$value": ["Iosevka", "monospace"]],
      "weight": ["$type": "fontWeight", "$value": "semi-bold"],
      "ease": ["$type": "cubicBezier", "$value": [0.5, 0, 1, 1]],
      "dash": [
        "$type": "strokeStyle", "$value": ["dashArray": [["value": 2, "unit": "px"]], "lineCap": "round"],
      ],
      "fade": [
        "$type": "transition",
        "$value": [
          "duration": ["value": 200, "unit": "ms"], "delay": ["value": 0, "unit": "ms"],
          "timingFunction": "{extra.ease}",
        ],
      ],
      "lift": [
        "$type": "shadow",
        "$value": [
          "color": "{color.palette.white}", "offsetX": "{extra.gap}", "offsetY": ["value": 1, "unit": "px"],
          "blur": ["value": 2, "unit": "rem"], "spread": ["value": 0, "unit": "px"],
        ],
      ],
      "fill": [
        "$type": "gradient",
        "$value": [
          ["color": "{color.palette.white}", "position": 0],
          ["color": "{color.palette.black}", "position": 1],
        ],
      ],
      "ratio": ["$type": "number", "$value": 1.5],
    ]
  }

  @Test func aReferenceIsTheWholeValueInBracesByCharacters() {
    // The resolver reads bytes first and characters only for text beyond ASCII; the answer is
    // the characters' answer: a first `{` and a last `}` with neither between, where a brace
    // with a combining mark is another character.
    let cases: [(String, String?)] = [
      ("{color.text.default}", "color.text.default"), ("{a}", "a"), ("{}", nil), ("{", nil), ("}", nil),
      ("", nil), ("color", nil), ("{a", nil), ("a}", nil), ("x{a}", nil), ("{a}x", nil), ("{a{b}", nil),
      ("{a}b}", nil), ("{{a}}", nil), ("{\r\n}", "\r\n"), ("{é.x}", "é.x"), ("{\u{301}a}", nil),
      ("{a}\u{301}", nil), ("{a\u{301}}", "a\u{301}"), ("{a{\u{301}b}", "a{\u{301}b"), ("{\u{301}}", nil),
    ]
    for (text, path) in cases {
      #expect(TokenResolver.referencePath(text: text) == path, "\(text.unicodeScalars.map(\.value))")
    }
    // Every text of up to four pieces from braces, ASCII, CR, LF and a combining mark agrees
    // with the definition by characters.
    func byCharacters(_ text: String) -> String? {
      guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
      let inner = text.dropFirst().dropLast()
      return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }
    let pieces = ["{", "}", "a", ".", "\r", "\n", "\u{301}", "é"]
    var texts = [""]
    var all: [String] = []
    for _ in 0..<4 {
      texts = texts.flatMap { text in pieces.map { text + $0 } }
      all += texts
    }
    let differing = all.filter { TokenResolver.referencePath(text: $0) != byCharacters($0) }
    #expect(differing.isEmpty, "\(differing.prefix(5).map { $0.unicodeScalars.map(\.value) })")
  }

  @Test func everySpecTypeLoadsInItsForm() throws {
    let result = try load(extra: Self.valid)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    let theme = try #require(result.theme)
    #expect(theme.tokens["extra.gap"] == .dimension(4, unit: "px"))
    #expect(theme.tokens["extra.family"] == .fontFamily(["Iosevka", "monospace"]))
    #expect(theme.tokens["extra.weight"] == .fontWeight(600))
    #expect(theme.tokens["extra.fade"] == .other(.transition))
    #expect(theme.tokens["extra.ratio"] == .number(1.5))
  }

  @Test(arguments: [
    ("dimension", #"{"value": 4, "unit": "cells"}"#, "VK038"),
    ("dimension", #"{"value": 4}"#, "VK038"),
    ("fontFamily", "3", "VK038"),
    ("fontWeight", "0", "VK029"),
    ("fontWeight", #""Bold""#, "VK029"),
    ("cubicBezier", "[2, 0, 1, 1]", "VK038"),
    ("strokeStyle", #""wavy""#, "VK032"),
    ("duration", #"{"value": 1, "unit": "min"}"#, "VK030"),
    ("number", #""1""#, "VK028"),
    ("shadow", "[]", "VK038"),
    ("gradient", #"[{"color": "{color.palette.white}"}]"#, "VK038"),
    ("transition", #"{"duration": {"value": 1, "unit": "ms"}}"#, "VK038"),
  ])
  func aValueOutOfItsTypesFormIsADiagnostic(_ type: String, _ json: String, _ code: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    let result = try load(extra: ["bad": ["$type": type, "$value": value]])
    let diagnostic = try #require(result.diagnostics.first { $0.code == code }, "\(codes(result))")
    #expect(diagnostic.path == "extra.bad")
    #expect(result.theme == nil)
  }

  @Test func textStyleTypeIsRejectedWithWhatToWriteInstead() throws {
    let result = try load(extra: ["old": ["$type": "textStyle", "$value": ["intensity": "bold"]]])
    #expect(codes(result) == ["VK021"])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.path == "extra.old")
    #expect(diagnostic.description.contains("\"$type\": \"typography\""))
    #expect(diagnostic.description.contains("$extensions"))
  }

  @Test func unknownExtensionsAreKeptAndIgnoredWithoutAWarning() throws {
    let result = try load {
      ThemeLoaderTests.set(
        &$0, ["color", "text", "default", "$extensions", "com.example.tool"], ["any": [1, 2]])
      ThemeLoaderTests.set(&$0, ["$extensions", "org.other"], ["x": true])
    }
    #expect(result.diagnostics.isEmpty)
  }

  @Test func typographyExtensionsCarryTheTerminalAttributes() throws {
    let result = try load(extra: [
      "style": [
        "$type": "typography", "$value": "{typography.faint}",
        "$extensions": [
          "dev.viewkit": ["italic": true, "strikethrough": true, "color": "{color.status.error}"]
        ],
      ]
    ])
    let theme = try #require(result.theme, "\(result.diagnostics.map(\.description))")
    guard case .textStyle(let style)? = theme.tokens["extra.style"] else {
      Issue.record("extra.style is not a text style")
      return
    }
    #expect(style.attributes == [.faint, .italic, .strikethrough])
    #expect(style.foreground?.token?.path == "color.status.error")
  }

  @Test func duplicateKeysInsideValuesAndExtensionsAreErrors() throws {
    let text = """
      {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "colorSpace": "srgb", "components": [0, 0, 0]},
       "$extensions": {"dev.viewkit": {"ansi16": "black", "ansi16": "red"}}}}
      """
    let result = ThemeLoader.load(text: text, file: "x.tokens.json")
    let duplicates = result.diagnostics.filter { $0.code == "VK011" }
    #expect(duplicates.count == 2)
    #expect(duplicates.map(\.path) == ["a.$value", "a.$extensions.dev.viewkit"])
  }

  @Test func limitsEachHaveTheirOwnCode() throws {
    let tooBig = ThemeLoader.load(
      text: "{\"a\": \"" + String(repeating: "x", count: 300) + "\"}", file: "x.tokens.json",
      limits: ThemeLimits(fileBytes: 100))
    #expect(codes(tooBig) == ["VK015"])

    let deep = String(repeating: "{\"a\":", count: 200) + "1" + String(repeating: "}", count: 200)
    #expect(codes(ThemeLoader.load(text: deep, file: "x.tokens.json")) == ["VK016"])

    var many: [String: Any] = [:]
    for index in 0..<50 { many["t\(index)"] = ["$type": "number", "$value": index] }
    let tooMany = try load(extra: many, limits: ThemeLimits(tokens: 100))
    #expect(codes(tooMany).contains("VK017"))

    var chain: [String: Any] = ["c0": ["$type": "number", "$value": 1]]
    for index in 1...80 { chain["c\(index)"] = ["$value": "{extra.c\(index - 1)}"] }
    let long = try load(extra: chain)
    #expect(codes(long).contains("VK046"))
    #expect(
      long.diagnostics.filter { $0.code == "VK046" }.count < 40, "reported at the chains' heads, not per link"
    )
  }

  @Test func thousandsOfMissingReferencesGiveAFewSuggestions() throws {
    var broken: [String: Any] = [:]
    for index in 0..<3000 {
      broken["r\(index)"] = ["$type": "color", "$value": "{color.text.defaul\(index)}"]
    }
    let result = try load(extra: broken)
    let missing = result.diagnostics.filter { $0.code == "VK042" }
    #expect(missing.count == 3000)
    #expect(missing.filter { $0.hint != nil }.count <= DiagnosticLog.suggestionBudget)
  }
}

/// Regressions from the session's review.
@Suite struct ThemeReviewRegressionTests {
  func load(extra: [String: Any]) throws -> ThemeLoadResult {
    var object = try ThemeFixtures.completeDocument("dark")
    object["extra"] = extra
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return ThemeLoader.load(text: String(decoding: data, as: UTF8.self), file: "Themes/dark.tokens.json")
  }

  @Test func anAliasCarriesItsOwnColourFallbacks() throws {
    let result = try load(extra: [
      "plain": ["$type": "color", "$value": "{color.palette.white}"],
      "own": [
        "$type": "color", "$value": "{color.palette.white}",
        "$extensions": ["dev.viewkit": ["terminalDefault": "foreground"]],
      ],
      "pinned": [
        "$type": "color", "$value": "{color.palette.white}",
        "$extensions": ["dev.viewkit": ["ansi16": "red"]],
      ],
    ])
    let theme = try #require(result.theme, "\(result.diagnostics.map(\.description))")
    guard case .color(let plain, _)? = theme.tokens["extra.plain"],
      case .color(let own, _)? = theme.tokens["extra.own"],
      case .color(let pinned, _)? = theme.tokens["extra.pinned"]
    else {
      Issue.record("not colours")
      return
    }
    #expect(!plain.isDefault)
    #expect(own.isDefault && own.token?.path == "extra.own")
    #expect(pinned.ansi16Fallback == .red)
    let bad = try load(extra: [
      "x": [
        "$type": "color", "$value": "{color.palette.white}",
        "$extensions": ["dev.viewkit": ["ansi16": "nope"]],
      ]
    ])
    #expect(bad.diagnostics.contains { $0.code == "VK027" && $0.path == "extra.x" })
  }

  @Test func manyEmptyGroupsAreBoundedAndWarnedAboutOnce() {
    var text = "{"
    for index in 0..<30_000 { text += "\"g\(index)\":{}," }
    text += "\"last\":{}}"
    let result = ThemeLoader.load(text: text, file: "x.tokens.json")
    #expect(result.diagnostics.filter { $0.code == "VK009" }.count <= TokenReader.emptyGroupWarnings)
    #expect(result.diagnostics.contains { $0.code == "VK017" })
  }
}
