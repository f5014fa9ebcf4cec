import Foundation
import Testing
import ViewKit
import ViewKitPlatform

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Hand-made hostile theme files: past every limit, at the edge of every number, with names that
/// try to reach the terminal, and resolver documents that point where they should not. Each loads
/// in bounded time into a few diagnostics, one printable line each, and no theme.
@Suite struct HostileThemeTests {
  // MARK: Helpers

  /// The name the complete dark theme is loaded as.
  static let darkFile = "Themes/dark.tokens.json"

  /// The complete dark theme as JSON text.
  static func darkText() throws -> String { try #require(cachedDarkText) }

  /// The complete dark theme as JSON text, made once for every test.
  private static let cachedDarkText: String? = {
    guard let object = try? ThemeFixtures.completeDocument("dark"),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }()

  /// The complete dark theme with `group` (JSON text) added as the group `zz`, first in the file.
  static func dark(with group: String) throws -> String {
    var text = try darkText()
    text.removeFirst()
    return "{\"zz\":" + group + "," + text
  }

  /// The complete dark theme with one token (a key path) set to a JSON value.
  static func dark(setting path: [String], to value: Any) throws -> String {
    var object = try ThemeFixtures.completeDocument("dark")
    ThemeLoaderTests.set(&object, path, value)
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Loads a token file as the dark theme, prints how long it took, and checks what every load
  /// must satisfy: no theme with an error, one printable line per diagnostic, the file name first.
  static func load(
    _ text: String, _ label: String, file: String = darkFile, limits: ThemeLimits = .standard
  ) -> ThemeLoadResult {
    let start = Date()
    let result = ThemeLoader.load(text: text, file: file, limits: limits)
    let elapsed = Date().timeIntervalSince(start)
    print(
      "HostileTheme \(label): \(String(format: "%.3f", elapsed)) s, \(result.diagnostics.count) diagnostics")
    #expect((result.theme == nil) == !result.errors.isEmpty)
    for diagnostic in result.diagnostics { checkLine(diagnostic.description, file: file) }
    return result
  }

  /// Loads a resolver document whose sources are the built-in files and `extra`, with the same
  /// checks as ``load(_:_:file:)``.
  static func loadResolver(
    _ text: String, _ label: String, extra: [String: String] = [:], limits: ThemeLimits = .standard
  ) -> ThemeSetLoadResult {
    var files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    files.merge(extra) { $1 }
    let start = Date()
    let result = ThemeLoader.loadResolver(text: text, file: "my.resolver.json", limits: limits) {
      (files[$0], $0)
    }
    let elapsed = Date().timeIntervalSince(start)
    print(
      "HostileTheme \(label): \(String(format: "%.3f", elapsed)) s, \(result.diagnostics.count) diagnostics")
    #expect(result.themes.isEmpty == !result.errors.isEmpty)
    for diagnostic in result.diagnostics { checkLine(diagnostic.description, file: nil) }
    return result
  }

  /// Checks a printed diagnostic: one line, no control or bidirectional formatting character, not
  /// huge, and (when given) starting with the file name.
  static func checkLine(_ text: String, file: String?) {
    #expect(!text.contains("\n"), "\(text.debugDescription)")
    #expect(
      !text.unicodeScalars.contains {
        Sanitizer.isControl($0.value) || Sanitizer.isLayoutControl($0.value)
      }, "\(text.debugDescription)")
    #expect(text.utf8.count < 8_000, "\(text.prefix(200))")
    if let file { #expect(text.hasPrefix(file + ":"), "\(text.prefix(200))") }
  }

  /// The diagnostic codes of a result, in order.
  static func codes(_ diagnostics: [ThemeDiagnostic]) -> [String] { diagnostics.map(\.code) }

  /// A resolver document: `sets` and `modifiers` as JSON text, and the resolution order.
  static func resolver(sets: String = "{}", modifiers: String, order: String) -> String {
    #"{"version": "2025.10", "sets": \#(sets), "modifiers": \#(modifiers), "resolutionOrder": \#(order)}"#
  }

  /// The built-in theme modifier, as JSON text.
  static let themeModifier = #"""
    {"theme": {"contexts": {"dark": [{"$ref": "dark.tokens.json"}], "light": [{"$ref": "light.tokens.json"}]},
     "default": "dark"}}
    """#

  /// The built-in resolution order: the base set, then the theme modifier.
  static let builtInOrder = ##"[{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]"##

  /// The built-in base set.
  static let baseSet = #"{"base": {"sources": [{"$ref": "base.tokens.json"}]}}"#

  // MARK: Limits

  @Test func tenThousandDeepNestingIsOneVK016() {
    let text = String(repeating: "{\"a\":", count: 10_000)
    #expect(Self.codes(Self.load(text, "10,000-deep nesting").diagnostics) == ["VK016"])
    #expect(Self.codes(Self.loadResolver(text, "10,000-deep resolver").diagnostics) == ["VK016"])
    let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(Self.codes(Self.loadResolver(arrays, "10,000-deep arrays").diagnostics) == ["VK016"])
  }

  @Test func fiveMegabyteFileIsOneVK015() throws {
    let text = "{\"a\": \"" + String(repeating: "x", count: 5_000_000) + "\"}"
    #expect(Self.codes(Self.load(text, "5 MB token file").diagnostics) == ["VK015"])
    #expect(Self.codes(Self.loadResolver(text, "5 MB resolver").diagnostics) == ["VK015"])
    let folder = try HostileThemeFolder()
    let path = try folder.write("big.tokens.json", text)
    let result = ThemeLoader.load(contentsOf: path)
    #expect(Self.codes(result.diagnostics) == ["VK015"])
  }

  /// The token limit the token-count tests run at: a tenth of the standard one, so that they
  /// build a tenth of the tokens (the standard limit is the same code with another number).
  static let tokenLimits = {
    var limits = ThemeLimits.standard
    limits.tokens = ThemeLimits.standard.tokens / 10
    return limits
  }()

  @Test func twentyFiveThousandTokensIsOneVK017() throws {
    // 2,500 tokens over a limit of 2,000: 25,000 over the standard 20,000, a tenth the size.
    var group = "{"
    for index in 0..<2_500 { group += "\"t\(index)\": {\"$type\": \"number\", \"$value\": 1}," }
    group.removeLast()
    let result = Self.load(try Self.dark(with: group + "}"), "2,500 tokens", limits: Self.tokenLimits)
    // The tokens past the limit would look missing: the theme is not checked further.
    #expect(Self.codes(result.diagnostics) == ["VK017"])
  }

  @Test func tokensOfAllFilesTogetherAreLimited() {
    /// A token file holding `count` number tokens named `prefix`N.
    func file(_ prefix: String, _ count: Int) -> String {
      var text = #"{"zz": {"$type": "number""#
      for index in 0..<count { text += ",\"\(prefix)\(index)\": {\"$value\": 1}" }
      return text + "}}"
    }
    // Each file is within the limit; the dark theme merges both, and the base set, past it.
    let modifiers = #"""
      {"theme": {"contexts": {"dark": [{"$ref": "a.tokens.json"}, {"$ref": "b.tokens.json"}, {"$ref": "dark.tokens.json"}],
                              "light": [{"$ref": "light.tokens.json"}]}}}
      """#
    let document = Self.resolver(sets: Self.baseSet, modifiers: modifiers, order: Self.builtInOrder)
    // At a tenth of the standard token limit (2,000), with a tenth of the tokens.
    let result = Self.loadResolver(
      document, "two files of 1,200 tokens in one theme",
      extra: ["a.tokens.json": file("a", 1_200), "b.tokens.json": file("b", 1_200)], limits: Self.tokenLimits)
    #expect(Self.codes(result.diagnostics) == ["VK017"])
    #expect(result.diagnostics.first?.problem.contains("together") == true)
    // One file over the limit on its own is reported once, not again for the merge.
    let alone = Self.loadResolver(
      document, "one file of 2,500 tokens in one theme",
      extra: ["a.tokens.json": file("a", 2_500), "b.tokens.json": file("b", 1)], limits: Self.tokenLimits)
    #expect(Self.codes(alone.diagnostics) == ["VK017"])
    #expect(alone.diagnostics.first?.file == "a.tokens.json")
  }

  @Test func hundredLinkChainIsOneVK046() throws {
    var chain = "{"
    for index in 0..<100 { chain += "\"c\(index)\": {\"$value\": \"{zz.c\(index + 1)}\"}," }
    chain += "\"c100\": {\"$type\": \"number\", \"$value\": 1}}"
    let result = Self.load(try Self.dark(with: chain), "100-link chain")
    #expect(Self.codes(result.diagnostics) == ["VK046"])
    // c100 is the value; c36 is 64 references from it, c35 the first past the limit.
    #expect(result.diagnostics.first?.path == "zz.c35")
  }

  @Test func twoThousandLinkChainIsReportedOnce() throws {
    // 30 times the limit of 64 links (10,000 links before: the same, at a fifth of the time).
    var forward = "{"
    for index in 0..<2_000 { forward += "\"c\(index)\": {\"$value\": \"{zz.c\(index + 1)}\"}," }
    forward += "\"c2000\": {\"$type\": \"number\", \"$value\": 1}}"
    #expect(Self.codes(Self.load(try Self.dark(with: forward), "2,000-link chain").diagnostics) == ["VK046"])
    // The same chain written from its value back, so resolution starts at the other end.
    var backward = "{\"c2000\": {\"$type\": \"number\", \"$value\": 1}"
    for index in (0..<2_000).reversed() {
      backward += ",\"c\(index)\": {\"$value\": \"{zz.c\(index + 1)}\"}"
    }
    let result = Self.load(try Self.dark(with: backward + "}"), "2,000-link chain, backward")
    #expect(Self.codes(result.diagnostics) == ["VK046"])
  }

  @Test func cycleOfFiveThousandTokensIsOneShortDiagnostic() throws {
    var cycle = "{"
    for index in 0..<5_000 { cycle += "\"c\(index)\": {\"$value\": \"{zz.c\((index + 1) % 5_000)}\"}," }
    cycle.removeLast()
    let result = Self.load(try Self.dark(with: cycle + "}"), "5,000-token cycle")
    #expect(Self.codes(result.diagnostics) == ["VK044"])
    let text = try #require(result.diagnostics.first?.description)
    #expect(text.contains("zz.c0 → zz.c1 → ") && text.contains("… (4980 more) → zz.c0"))
    #expect(text.count < 1_000)
  }

  @Test func fiveHundredMisspeltReferencesCapTheSuggestions() throws {
    // Fifteen times the 32 suggestions one load makes (5,000 before: the same cap).
    var typos = "{"
    for index in 0..<500 {
      typos += "\"c\(index)\": {\"$type\": \"color\", \"$value\": \"{color.brand.primry\(index % 7)}\"},"
    }
    typos.removeLast()
    let result = Self.load(try Self.dark(with: typos + "}"), "500 misspelt references")
    #expect(result.diagnostics.count == 500 && Set(Self.codes(result.diagnostics)) == ["VK042"])
    let hinted = result.diagnostics.filter { $0.hint != nil }
    #expect(!hinted.isEmpty && hinted.count <= DiagnosticLog.suggestionBudget)
    #expect(hinted.first?.hint == "Did you mean color.brand.primary?")
  }

  @Test func misspellingsAmongManyTokensStayWithinTheWorkBudget() throws {
    // Thousands of tokens, each misspelling another: the suggestions compare within a budget of
    // table cells (`ThemeLimits.suggestionWork`) rather than 32 × tokens full comparisons (15 s
    // in a debug build for 19,000 tokens before the budget). Among 1,000 tokens one suggestion
    // costs about 10,000 cells: the standard budget gives all 32, and a budget of 100,000 runs
    // out after a few, so this fails if the budget is not kept.
    let text = try Self.misspellings(1_000)
    let standard = Self.load(text, "1,000 misspellings among 1,000 tokens")
    #expect(standard.diagnostics.count == 1_000)
    #expect(standard.diagnostics.filter { $0.hint != nil }.count == DiagnosticLog.suggestionBudget)
    #expect(standard.diagnostics.first?.hint == "Did you mean zz.token-number-0?")
    var limits = ThemeLimits.standard
    limits.suggestionWork = 100_000
    let small = Self.load(text, "1,000 misspellings, a budget of 100,000 cells", limits: limits)
    #expect(small.diagnostics.count == 1_000)
    let hinted = small.diagnostics.filter { $0.hint != nil }.count
    #expect(hinted > 0 && hinted < DiagnosticLog.suggestionBudget, "\(hinted) hints")
    #expect(small.diagnostics.first?.hint == "Did you mean zz.token-number-0?")
    // A budget of zero or less gives no hint, and Int.max no more than the 32 (no overflow).
    let few = try Self.misspellings(40)
    for value in [0, -1, Int.min, Int.max] {
      limits.suggestionWork = value
      let result = Self.load(few, "40 misspellings, a budget of \(value) cells", limits: limits)
      #expect(result.diagnostics.count == 40)
      #expect(
        result.diagnostics.filter { $0.hint != nil }.count == (value > 0 ? DiagnosticLog.suggestionBudget : 0)
      )
    }
  }

  /// The dark theme with `count` tokens `zz.token-number-N`, each referencing the misspelt
  /// `zz.token-numbr-N`.
  static func misspellings(_ count: Int) throws -> String {
    var group = "{"
    for index in 0..<count {
      group += "\"token-number-\(index)\": {\"$type\": \"color\", \"$value\": \"{zz.token-numbr-\(index)}\"},"
    }
    group.removeLast()
    return try dark(with: group + "}")
  }

  @Test func thousandsOfReferencesToAGroupStayLinear() throws {
    // Each reference to a group named up to three of its tokens by filtering every token (35 s
    // for 15,000 references in a debug build); the examples are now made once. 5,000 would
    // take about 4 s, quadratic, against under half a second now.
    var group = "{\"g\": {\"x\": {\"$type\": \"number\", \"$value\": 1}}"
    for index in 0..<5_000 { group += ",\"c\(index)\": {\"$type\": \"number\", \"$value\": \"{zz.g}\"}" }
    let result = Self.load(try Self.dark(with: group + "}"), "5,000 references to a group")
    #expect(result.diagnostics.count == 5_000 && Set(Self.codes(result.diagnostics)) == ["VK043"])
    #expect(result.diagnostics.first?.hint == "Reference one of its tokens, e.g. zz.g.x.")
  }

  @Test func hugeNameIsOneVK018NotAThousandCopies() throws {
    // Every token kept its whole path: a 100 KB group name with 1,000 tokens took 100 MB, and a
    // 1 MB name with 20,000 tokens would take 20 GB.
    var group = "{\"" + String(repeating: "k", count: 100_000) + "\": {"
    for index in 0..<1_000 { group += "\"t\(index)\": {\"$type\": \"number\", \"$value\": 1}," }
    group.removeLast()
    let result = Self.load(try Self.dark(with: group + "}}"), "100 KB name")
    #expect(Self.codes(result.diagnostics) == ["VK018"])
    #expect((result.diagnostics.first?.path?.count ?? .max) < 300)
  }

  @Test func absurdLimitsNeverTrap() throws {
    // A caller's limits of zero or less, or Int.max: `prefix` of a negative length, `0...-1` and
    // `Int.max + 1` trapped.
    let resolver = Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text ?? ""
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    let style = #"""
      {"solid": {"$type": "strokeStyle", "$value": "solid"},
       "b": {"$type": "border", "$value": {"color": "{color.brand.primary}", "width": {"value": 1, "unit": "px"},
             "style": "{zz.solid}"}}}
      """#
    let text = try Self.dark(with: style)
    let nested = Self.resolver(
      sets:
        ##"{"base": {"sources": [{"$ref": "#/sets/inner"}]}, "inner": {"sources": [{"$ref": "base.tokens.json"}]}}"##,
      modifiers: Self.themeModifier, order: Self.builtInOrder)
    let folder = try HostileThemeFolder()
    let path = try folder.write("dark.tokens.json", text)
    for value in [0, -1, Int.min, Int.max] {
      for field in [
        \ThemeLimits.fileBytes, \.nesting, \.tokens, \.referenceChain, \.pathBytes, \.sources, \.contexts,
        \.mergeWork,
      ] {
        var limits = ThemeLimits.standard
        limits[keyPath: field] = value
        let single = ThemeLoader.load(text: text, file: Self.darkFile, limits: limits)
        #expect((single.theme == nil) == !single.errors.isEmpty)
        let set = ThemeLoader.loadResolver(text: resolver, file: "t.resolver.json", limits: limits) {
          (files[$0], $0)
        }
        #expect(set.themes.isEmpty == !set.errors.isEmpty)
        let sets = ThemeLoader.loadResolver(text: nested, file: "t.resolver.json", limits: limits) {
          (files[$0], $0)
        }
        #expect(sets.themes.isEmpty == !sets.errors.isEmpty)
        let disk = ThemeLoader.load(contentsOf: path, limits: limits)
        #expect(disk.themes.isEmpty == !disk.errors.isEmpty)
      }
    }
  }

  // MARK: Names from the file reach the terminal inert

  @Test func controlAndBidiCharactersInNamesAndTypesAreInert() throws {
    // ESC (a title-setting OSC), BEL, a bidi override and the C1 CSI in a token name and a $type.
    let group =
      #"{"a\u001B]0;pwned\u0007b": {"$type": "col\u009Bor\u202Ex", "$value": 1}, "n\nl": {"$value": 1}}"#
    let result = Self.load(try Self.dark(with: group), "control characters in names")
    #expect(Self.codes(result.diagnostics) == ["VK021", "VK020"])
    let type = try #require(result.diagnostics.first { $0.code == "VK021" })
    // The diagnostic keeps the name as written; only its printed line is made inert.
    #expect(type.path == "zz.a\u{1B}]0;pwned\u{07}b")
    #expect(type.description.hasPrefix("Themes/dark.tokens.json:zz.a␛]0;pwned␇b: $type \"col␦or<U+202E>x\""))
    let untyped = try #require(result.diagnostics.first { $0.code == "VK020" })
    #expect(untyped.description.hasPrefix("Themes/dark.tokens.json:zz.n␊l: "))
  }

  @Test func controlCharactersInResolverNamesAreInert() throws {
    let named = #"""
      {"theme": {"contexts": {"dark\u001B[2J": [{"$ref": "dark.tokens.json"}], "light": [{"$ref": "light.tokens.json"}]}}}
      """#
    let result = Self.loadResolver(
      Self.resolver(sets: Self.baseSet, modifiers: named, order: Self.builtInOrder), "ESC in a context name")
    let mismatch = try #require(result.diagnostics.first)
    #expect(Self.codes(result.diagnostics) == ["VK004"])
    #expect(mismatch.description.contains("does not match the context name \"dark␛[2J\""))
    // A context name is a JSON pointer step: "/" written "~1" and "~" written "~0".
    let pointer = #"""
      {"theme": {"contexts": {"dark": [{"$ref": "dark.tokens.json"}], "li/g~ht\u202E": [{"$ref": "../x"}]}}}
      """#
    let escaped = Self.loadResolver(
      Self.resolver(sets: Self.baseSet, modifiers: pointer, order: Self.builtInOrder),
      "bidi in a context name")
    let diagnostic = try #require(escaped.diagnostics.first)
    #expect(diagnostic.path == "#/modifiers/theme/contexts/li~1g~0ht\u{202E}/0")
    #expect(
      diagnostic.description.hasPrefix("my.resolver.json:#/modifiers/theme/contexts/li~1g~0ht<U+202E>/0: "))
  }

  @Test func diagnosticDescriptionIsInertAndBounded() {
    let diagnostic = ThemeDiagnostic(
      code: "VK042", file: "x\u{1B}.tokens.json", path: "a\u{202E}b\u{2028}", line: 3,
      problem: String(repeating: "p", count: 5_000), expected: "e\u{85}", hint: "h\t")
    let text = diagnostic.description
    #expect(text.hasPrefix("x␛.tokens.json:a<U+202E>b<U+2028>: ppp"))
    #expect(text.contains("p…; e␦. h␉ [VK042, line 3]"))
    #expect(text.unicodeScalars.count < 1_200)
  }

  // MARK: Numbers at the edge of their types

  @Test func hugeNumbersAreRangeErrorsNotCrashes() throws {
    let component = try Self.dark(
      setting: ["color", "palette", "red-400", "$value"],
      to: ["colorSpace": "srgb", "components": [1e308, 0, 0]])
    #expect(Self.codes(Self.load(component, "1e308 component").diagnostics).first == "VK024")
    let space = try Self.dark(setting: ["space", "1", "$value"], to: 1e300)
    #expect(Self.codes(Self.load(space, "space.1 1e300").diagnostics) == ["VK028"])
    let huge = try Self.dark(setting: ["space", "1", "$value"], to: Double(Int.max) * 4)
    #expect(Self.codes(Self.load(huge, "space.1 past Int").diagnostics) == ["VK028"])
    let weight = try Self.dark(setting: ["font", "weight", "bold", "$value"], to: 1e308)
    #expect(Self.codes(Self.load(weight, "fontWeight 1e308").diagnostics).contains("VK029"))
    let duration = try Self.dark(
      setting: ["motion", "spinner", "interval", "$value"], to: ["value": 1e308, "unit": "ms"])
    #expect(Self.codes(Self.load(duration, "duration 1e308 ms").diagnostics) == ["VK030"])
    let seconds = try Self.dark(
      setting: ["motion", "spinner", "interval", "$value"], to: ["value": 1e300, "unit": "s"])
    #expect(Self.codes(Self.load(seconds, "duration 1e300 s").diagnostics) == ["VK030"])
    let ansi = try Self.dark(
      setting: ["color", "palette", "red-400", "$extensions", "dev.viewkit", "ansi256"], to: 1e308)
    #expect(Self.codes(Self.load(ansi, "ansi256 1e308").diagnostics).first == "VK027")
  }

  @Test func numbersJSONCannotHoldAreVK001() throws {
    let text = try Self.darkText()
    for number in ["-1e309", "1e400", "NaN", "Infinity", "-Infinity"] {
      let broken = text.replacingOccurrences(of: "\"formatVersion\":2", with: "\"formatVersion\":\(number)")
      #expect(broken != text)
      #expect(Self.codes(Self.load(broken, "formatVersion \(number)").diagnostics) == ["VK001"])
    }
  }

  @Test func negativeZeroAndUnderflowAreZero() throws {
    let text = try Self.darkText()
    let one = #""1":{"$description":"The smallest gap, in cells (1 in the built-in themes).","$value":1}"#
    let space = text.replacingOccurrences(of: one, with: #""1":{"$value":-0}"#)
    #expect(space != text)
    let theme = try #require(Self.load(space, "space.1 -0").theme)
    #expect(theme[.space1] == 0)
    let tiny = text.replacingOccurrences(of: one, with: #""1":{"$value":1e-400}"#)
    #expect(try #require(Self.load(tiny, "space.1 1e-400").theme)[.space1] == 0)
    let group = #"{"d": {"$type": "dimension", "$value": {"value": -0, "unit": "px"}}}"#
    #expect(Self.load(try Self.dark(with: group), "dimension -0").diagnostics.isEmpty)
  }

  // MARK: References through composites

  @Test func aliasBackToABorderIsACycleNotADepthLimit() throws {
    // A border whose colour is an alias of the border itself was reported as "composite values
    // nested more than 16 deep" (VK046) after reading the border 17 times.
    let group = #"""
      {"b": {"$type": "border", "$value": {"color": "{zz.x}", "width": {"value": 1, "unit": "px"}, "style": "solid"}},
       "x": {"$value": "{zz.b}"}}
      """#
    let result = Self.load(try Self.dark(with: group), "alias back to a border")
    #expect(Self.codes(result.diagnostics) == ["VK044"])
    #expect(result.diagnostics.first?.problem == "circular reference: zz.b needs its own value through zz.x")
  }

  @Test func typographyAndShadowCyclesAreReportedOnce() throws {
    let group = #"""
      {"t": {"$type": "typography", "$value": {"fontFamily": "mono", "fontSize": {"value": 1, "unit": "px"},
             "fontWeight": "{zz.w1}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}},
       "w1": {"$value": "{zz.w2}"}, "w2": {"$value": "{zz.t}"},
       "s": {"$type": "shadow", "$value": {"color": "{zz.c}", "offsetX": {"value": 1, "unit": "px"},
             "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "spread": {"value": 1, "unit": "px"}}},
       "c": {"$value": "{zz.s}"}}
      """#
    let result = Self.load(try Self.dark(with: group), "typography and shadow cycles")
    #expect(Self.codes(result.diagnostics) == ["VK044", "VK044"])
  }

  @Test func textStyleAliasWhoseColourIsItselfIsACycle() throws {
    // An alias's own text-style extensions were read after its chain was resolved, outside the
    // cycle and depth checks: a colour referencing the alias itself recursed until the stack
    // overflowed (signal 11; found by the structure fuzzer).
    let group = #"""
      {"a": {"$value": "{typography.bold}", "$extensions": {"dev.viewkit": {"color": "{zz.a}"}}}}
      """#
    let result = Self.load(try Self.dark(with: group), "text style colour is itself")
    #expect(Self.codes(result.diagnostics) == ["VK044"])
    // With its $type written, the colour is of the wrong type, found without resolving it.
    let typed = group.replacingOccurrences(of: #"{"$value""#, with: #"{"$type": "typography", "$value""#)
    #expect(Self.codes(Self.load(try Self.dark(with: typed), "typed").diagnostics) == ["VK045"])
  }

  @Test func textStyleAliasesWhoseColoursChainAreBounded() throws {
    // 5,000 aliases, each one's colour extension referencing the next: one level of recursion per
    // alias, unbounded before.
    var group = "{"
    for index in 0..<5_000 {
      group += #""a\#(index)": {"$value": "{typography.bold}", "#
      group += #""$extensions": {"dev.viewkit": {"background": "{zz.a\#(index + 1)}"}}},"#
    }
    group += #""a5000": {"$type": "color", "$value": "{color.brand.primary}"}}"#
    let result = Self.load(try Self.dark(with: group), "5,000 text style colours in a chain")
    // Nesting too deep is reported once, and a4998's background is a typography.
    #expect(Self.codes(result.diagnostics) == ["VK046", "VK045"])
    #expect(result.diagnostics.last?.path == "zz.a4998")
  }

  @Test func borderStyleThroughAnAliasIsItsName() throws {
    // The style's name was read from the first alias ("{stroke.solid}"), so a border whose style
    // referenced an alias of a stroke style failed with VK032.
    let group = #"""
      {"solid": {"$type": "strokeStyle", "$value": "double"}, "alias": {"$value": "{zz.solid}"},
       "b": {"$type": "border", "$value": {"color": "{color.brand.primary}", "width": {"value": 1, "unit": "px"},
             "style": "{zz.alias}"}}}
      """#
    let result = Self.load(try Self.dark(with: group), "style through an alias")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    #expect(
      result.theme?.tokens["zz.b"] == .border(BorderToken(style: .double, color: Theme.dark[.brandPrimary])))
  }

  // MARK: Resolver documents

  @Test func setIncludingItselfIsVK088() {
    let sets = ##"{"base": {"sources": [{"$ref": "base.tokens.json"}, {"$ref": "#/sets/base"}]}}"##
    let result = Self.loadResolver(
      Self.resolver(sets: sets, modifiers: Self.themeModifier, order: Self.builtInOrder),
      "set includes itself")
    #expect(Self.codes(result.diagnostics) == ["VK088"])
  }

  @Test func tenThousandSetsIncludingTheNextIsOneVK090() {
    // Each set read the next by recursion: 10,000 of them overflowed the stack (signal 11).
    var sets = "{"
    for index in 0..<10_000 {
      sets += ##""s\##(index)": {"sources": [{"$ref": "#/sets/s\##(index + 1)"}]},"##
    }
    sets += #""s10000": {"sources": [{"$ref": "base.tokens.json"}]}}"#
    let order = ##"[{"$ref": "#/sets/s0"}, {"$ref": "#/modifiers/theme"}]"##
    let result = Self.loadResolver(
      Self.resolver(sets: sets, modifiers: Self.themeModifier, order: order), "10,000 nested sets")
    #expect(Self.codes(result.diagnostics) == ["VK090"])
  }

  @Test func setsIncludedTwiceOverAreBounded() {
    // Each set including the next twice: 2^40 sources, built one array at a time, before the limit.
    var sets = "{"
    for index in 0..<40 {
      sets +=
        ##""s\##(index)": {"sources": [{"$ref": "#/sets/s\##(index + 1)"}, {"$ref": "#/sets/s\##(index + 1)"}]},"##
    }
    sets += #""s40": {"sources": [{"$ref": "base.tokens.json"}]}}"#
    let order = ##"[{"$ref": "#/sets/s0"}, {"$ref": "#/modifiers/theme"}]"##
    let result = Self.loadResolver(
      Self.resolver(sets: sets, modifiers: Self.themeModifier, order: order), "sets included twice over")
    #expect(Self.codes(result.diagnostics) == ["VK091"])
    // A broken set deep down is reported once, not once per path to it.
    let broken = sets.replacingOccurrences(of: "base.tokens.json", with: "../base.tokens.json")
    let once = Self.loadResolver(
      Self.resolver(sets: broken, modifiers: Self.themeModifier, order: order),
      "broken set included twice over")
    #expect(Self.codes(once.diagnostics) == ["VK085"])
    // Many steps of the resolution order naming a large set.
    let orderTwice =
      "[" + String(repeating: ##"{"$ref": "#/sets/s31"},"##, count: 300)
      + ##"{"$ref": "#/modifiers/theme"}]"##
    let steps = Self.loadResolver(
      Self.resolver(sets: sets, modifiers: Self.themeModifier, order: orderTwice), "300 steps of 512 sources")
    #expect(Self.codes(steps.diagnostics) == ["VK091"])
  }

  @Test func thousandContextsIsOneVK092() {
    var contexts = "{"
    for index in 0..<1_000 { contexts += #""c\#(index)": [{"$ref": "dark.tokens.json"}],"# }
    contexts.removeLast()
    let modifiers = #"{"theme": {"contexts": \#(contexts)}}}"#
    let result = Self.loadResolver(
      Self.resolver(sets: Self.baseSet, modifiers: modifiers, order: Self.builtInOrder), "1,000 contexts")
    // Not also "#/modifiers/theme is not defined" for the resolution order that names it.
    #expect(Self.codes(result.diagnostics) == ["VK092"])
  }

  /// The built-in base file with `count` number tokens more, in a group `zz`.
  static func base(adding count: Int) throws -> String {
    var base = try ThemeFixtures.object(
      Theme.builtInFiles.first { $0.name == "base.tokens.json" }?.text ?? "")
    var group: [String: Any] = ["$type": "number"]
    for index in 0..<count { group["t\(index)"] = ["$value": index % 100] }
    base["zz"] = group
    return String(decoding: try JSONSerialization.data(withJSONObject: base), as: UTF8.self)
  }

  @Test func mostContextsOverTheMostTokens() throws {
    // Several themes, each over a base of the most tokens a theme may have. It loads in time
    // linear in contexts × tokens; this prints how long (8 contexts over 19,500 tokens: 32 took
    // 5.5 s of a debug test run; all 256 took 15 s, and are now past the merge limit, VK093,
    // refused before any is merged: see `theMergeWorkIsLimited`). Run at a tenth of the
    // standard token and merge limits, over a tenth of the tokens: the same document for the
    // loader, a tenth of the work.
    var limits = ThemeLimits.standard
    limits.tokens /= 10
    limits.mergeWork /= 10
    let base = try Self.base(adding: 1_700)
    var contexts = "{"
    for index in 0..<8 { contexts += #""c\#(index)": [{"$ref": "dark.tokens.json"}],"# }
    contexts.removeLast()
    let modifiers = #"{"theme": {"contexts": \#(contexts)}}}"#
    let result = Self.loadResolver(
      Self.resolver(sets: Self.baseSet, modifiers: modifiers, order: Self.builtInOrder),
      "8 contexts over 1,950 tokens", extra: ["base.tokens.json": base], limits: limits)
    #expect(Set(Self.codes(result.diagnostics)) == ["VK004"])
  }

  /// A resolver document of the shape an adversarial run found (one set naming the same file
  /// 998 times, 256 contexts), over the built-in files in a folder of its own.
  static func repeatedSourceDocument(contexts: Int) -> String {
    // The same file spelled three ways: `./` and `//` steps name it too.
    let names = ["base.tokens.json", "./base.tokens.json", ".//base.tokens.json"]
    let base = (0..<998).map { #"{"$ref": "\#(names[$0 % 3])"}"# }.joined(separator: ", ")
    let list = (0..<contexts).map {
      #""c\#($0)": [{"$ref": "base.tokens.json"}, {"$ref": "dark.tokens.json"}]"#
    }
    return #"{"version": "2025.10", "sets": {"base": {"sources": [\#(base)]}}, "#
      + #""modifiers": {"theme": {"contexts": {\#(list.joined(separator: ", "))}}}, "#
      + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
  }

  @Test(.timeLimit(.minutes(1))) func oneFileNamed998TimesIn96ContextsIsMergedOnce() throws {
    // Regression: this valid document, with 256 contexts, took 63–105 s to check (base merged 999
    // times per theme). With 96 contexts it would take 24–39 s, past the bound below, and well
    // under a second merged once (256 cost 2 s of every test run).
    let folder = try HostileThemeFolder()
    for (name, text) in Theme.builtInFiles { _ = try folder.write(name, text) }
    let text = Self.repeatedSourceDocument(contexts: 96)
    #expect(text.utf8.count > 30_000)
    let path = try folder.write("many.resolver.json", text)
    let start = Date()
    let result = ThemeLoader.load(contentsOf: path)
    let elapsed = Date().timeIntervalSince(start)
    print("HostileTheme 998 sources × 96 contexts: \(String(format: "%.3f", elapsed)) s")
    // Every context is checked: each is the dark theme under another name (VK004), nothing else.
    #expect(Set(Self.codes(result.diagnostics)) == ["VK004"])
    #expect(result.diagnostics.count == 96)
    // Merged once, the document is checked as fast as 96 contexts over two files can be.
    #expect(elapsed < 10)
    // Merging once changes nothing: the built-in document with its base set named three times,
    // in three spellings, loads the same themes.
    let resolver = try #require(Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text)
    let thrice = resolver.replacingOccurrences(
      of: #""sources": ["#,
      with: #""sources": [{"$ref": "./base.tokens.json"}, {"$ref": "base.tokens.json"}, "#)
    #expect(thrice != resolver)
    let once = ThemeLoader.load(contentsOf: try folder.write("themes.resolver.json", resolver))
    let repeated = ThemeLoader.load(contentsOf: try folder.write("thrice.resolver.json", thrice))
    #expect(once.diagnostics.isEmpty && repeated.diagnostics.isEmpty)
    #expect(once.themes.map(\.name) == repeated.themes.map(\.name) && !once.themes.isEmpty)
    #expect(once.themes.map(\.tokens) == repeated.themes.map(\.tokens))
  }

  @Test func theMergeWorkIsLimited() throws {
    // Each context merges base and dark: 256 of them over a lower limit are one VK093, and no
    // theme is merged.
    var limits = ThemeLimits.standard
    limits.mergeWork = 10_000
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    let result = ThemeLoader.loadResolver(
      text: Self.repeatedSourceDocument(contexts: 256), file: "my.resolver.json", limits: limits
    ) { (files[$0], $0) }
    #expect(Self.codes(result.diagnostics) == ["VK093"])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.path == "#/modifiers/theme/contexts")
    #expect(
      diagnostic.problem.contains("more than 10000 token definitions in all (sources × contexts × tokens)"))
    Self.checkLine(diagnostic.description, file: "my.resolver.json")
    // 256 themes over a base of 1,500 tokens (384,000 definitions): past the standard limit,
    // refused before merging.
    let large = Self.loadResolver(
      Self.repeatedSourceDocument(contexts: 256), "256 contexts over 1,500 tokens",
      extra: ["base.tokens.json": try Self.base(adding: 1_000)])
    #expect(Self.codes(large.diagnostics) == ["VK093"])
  }

  @Test func aSourceThroughASymbolicallyLinkedFolderIsNeverRead() throws {
    // Regression: only a link as the last step was refused; `sub/dark.tokens.json` with `sub`
    // a link to another folder was read from there.
    let folder = try HostileThemeFolder()
    let elsewhere = try HostileThemeFolder()
    for (name, text) in Theme.builtInFiles { _ = try folder.write(name, text) }
    let dark = try #require(Theme.builtInFiles.first { $0.name == "dark.tokens.json" }?.text)
    _ = try elsewhere.write("dark.tokens.json", dark)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/sub", withDestinationPath: elsewhere.path)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/real/deeper", withIntermediateDirectories: true)
    _ = try folder.write("real/deeper/dark.tokens.json", dark)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/real/link", withDestinationPath: elsewhere.path)
    let resolver = try #require(Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text)
    for (target, problem) in [
      ("sub/dark.tokens.json", "\(folder.path)/sub is a symbolic link"),
      ("real/link/dark.tokens.json", "\(folder.path)/real/link is a symbolic link"),
      ("real/deeper/../../sub/dark.tokens.json", ""),
      ("real/deeper/dark.tokens.json", nil),
    ] as [(String, String?)] {
      let path = try folder.write(
        "t.resolver.json", resolver.replacingOccurrences(of: "\"dark.tokens.json\"", with: "\"\(target)\""))
      let result = ThemeLoader.load(contentsOf: path)
      guard let problem else {
        #expect(result.diagnostics.isEmpty && result.themes.contains { $0.name == "dark" }, "\(target)")
        continue
      }
      #expect(result.themes.isEmpty, "\(target)")
      if problem.isEmpty {
        #expect(Self.codes(result.diagnostics) == ["VK085"], "\(target)")
      } else {
        #expect(Self.codes(result.diagnostics).sorted() == ["VK003", "VK082"], "\(target)")
        #expect(result.diagnostics.contains { $0.code == "VK003" && $0.problem == problem }, "\(target)")
      }
    }
  }

  @Test func duplicateContextNamesAreVK011() {
    let modifiers = #"""
      {"theme": {"contexts": {"dark": [{"$ref": "dark.tokens.json"}], "dark": [{"$ref": "light.tokens.json"}]}}}
      """#
    let result = Self.loadResolver(
      Self.resolver(sets: Self.baseSet, modifiers: modifiers, order: Self.builtInOrder), "duplicate contexts")
    #expect(Self.codes(result.diagnostics) == ["VK011"])
    #expect(result.diagnostics.first?.path == "#/modifiers/theme/contexts")
  }

  @Test func contextsWithoutSourcesNameTheirContext() {
    // With no document at all, VK012 named the file "" and the line began with ":".
    let modifiers = #"{"theme": {"contexts": {"dark": [], "light": []}}}"#
    let result = Self.loadResolver(
      Self.resolver(modifiers: modifiers, order: ##"[{"$ref": "#/modifiers/theme"}]"##), "empty contexts")
    let missing = result.diagnostics.filter { $0.code == "VK012" }
    #expect(missing.map(\.file) == ["my.resolver.json:dark", "my.resolver.json:light"])
  }

  @Test func referencesOutOfTheFolderAreVK085() {
    for target in [
      "../../etc/passwd", "themes/../../x.tokens.json", "..", "a/..", "x\u{1B}.tokens.json", "/etc/passwd",
    ] {
      let sets =
        #"{"base": {"sources": [{"$ref": "\#(target.replacingOccurrences(of: "\u{1B}", with: "\\u001B"))"}]}}"#
      var asked: [String] = []
      let text = Self.resolver(sets: sets, modifiers: Self.themeModifier, order: Self.builtInOrder)
      let result = ThemeLoader.loadResolver(text: text, file: "my.resolver.json") { name in
        asked.append(name)
        return (nil, name)
      }
      #expect(Self.codes(result.diagnostics) == ["VK085"], "\(target)")
      #expect(asked.isEmpty, "\(target) is never read")
      for diagnostic in result.diagnostics {
        Self.checkLine(diagnostic.description, file: "my.resolver.json")
      }
    }
  }

  @Test func sourcesOnDiskThatAreNotThemeFiles() throws {
    let folder = try HostileThemeFolder()
    for (name, text) in Theme.builtInFiles { _ = try folder.write(name, text) }
    try FileManager.default.createDirectory(
      atPath: folder.path + "/folder.tokens.json", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/zero.tokens.json", withDestinationPath: "/dev/zero")
    #expect(Platform.makeFIFO(folder.path + "/fifo.tokens.json", 0o600) == 0)
    let resolver = Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text ?? ""
    // A resolver document's named file is never followed through a link; the same file given
    // on its own is opened as the user asked, and found to be a device.
    for (target, reason, directReason) in [
      ("folder.tokens.json", "is a folder", "is a folder"),
      ("zero.tokens.json", "the file is a symbolic link", "is not a regular file (a device, pipe or socket)"),
      (
        "fifo.tokens.json", "is not a regular file (a device, pipe or socket)",
        "is not a regular file (a device, pipe or socket)"
      ),
      ("../etc/passwd", "", ""),
    ] {
      let path = try folder.write(
        "t.resolver.json", resolver.replacingOccurrences(of: "\"dark.tokens.json\"", with: "\"\(target)\""))
      let start = Date()
      let result = ThemeLoader.load(contentsOf: path)
      #expect(Date().timeIntervalSince(start) < 10, "\(target) does not block")
      // Only the source is reported (why it cannot be read, and where the document names it),
      // not every token of the context as missing from base.
      let expected = target.hasPrefix("..") ? ["VK085"] : ["VK003", "VK082"]
      #expect(Self.codes(result.diagnostics).sorted() == expected, "\(target)")
      if !reason.isEmpty {
        #expect(result.diagnostics.contains { $0.code == "VK003" && $0.problem == reason }, "\(target)")
      }
      #expect(result.themes.isEmpty)
      if !reason.isEmpty {
        let direct = ThemeLoader.load(contentsOf: folder.path + "/" + target)
        #expect(Self.codes(direct.diagnostics) == ["VK003"])
        #expect(direct.diagnostics.first?.problem == directReason)
      }
    }
    let device = ThemeLoader.load(contentsOf: "/dev/zero")
    #expect(device.diagnostics.first?.problem == "is not a regular file (a device, pipe or socket)")
  }
}

/// A folder under the temporary directory, removed when the value is released.
final class HostileThemeFolder {
  /// The folder's path.
  let path: String

  /// Makes a new, empty folder.
  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-hostile-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes a file into the folder; returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
