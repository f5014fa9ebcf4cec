import Foundation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Every theme diagnostic code is produced by a test: the codes no other test produced are
/// produced here, each by a small hostile edit of the complete dark theme (or of the built-in
/// resolver document), and ``everyCodeInTheSourcesIsCovered()`` fails when a code appears in the
/// sources that neither this file nor another test produces.
@Suite struct DiagnosticCodeTests {
  /// Codes produced (and asserted) by the tests in this file.
  static let producedHere = [
    "VK006", "VK008", "VK009", "VK013", "VK014", "VK023", "VK033", "VK047", "VK048", "VK061", "VK071",
    "VK087",
  ]

  /// Codes produced (and asserted) by other tests: `ThemeLoaderTests`, `HostileThemeTests`,
  /// `TokenValuesTests` and `ResolverDocumentTests`.
  static let producedElsewhere = [
    "VK001", "VK002", "VK003", "VK004", "VK007", "VK011", "VK012", "VK015", "VK016", "VK017", "VK018",
    "VK020", "VK021", "VK022", "VK024", "VK025", "VK026", "VK027", "VK028", "VK029", "VK030", "VK031",
    "VK032", "VK034", "VK035", "VK037", "VK038", "VK040", "VK041", "VK042", "VK043", "VK044", "VK045",
    "VK046", "VK060", "VK062", "VK070", "VK080", "VK081", "VK082", "VK083", "VK084", "VK085", "VK086",
    "VK088", "VK089", "VK090", "VK091", "VK092", "VK093",
  ]

  /// The name the dark theme is loaded as.
  static let file = "Themes/dark.tokens.json"

  /// The repository's root folder, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  // MARK: Helpers

  /// The complete dark theme, changed by `edit`, as pretty-printed JSON (one member a line, so
  /// that diagnostics' line numbers point somewhere).
  static func darkText(_ edit: (inout [String: Any]) -> Void) throws -> String {
    var object = try ThemeFixtures.completeDocument("dark")
    edit(&object)
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// The complete dark theme with `value` set at a key path.
  static func dark(setting path: [String], to value: Any?) throws -> String {
    try darkText { ThemeLoaderTests.set(&$0, path, value) }
  }

  static func load(_ text: String) -> ThemeLoadResult { ThemeLoader.load(text: text, file: file) }

  static func codes(_ diagnostics: [ThemeDiagnostic]) -> [String] { diagnostics.map(\.code) }

  /// The one-based line of the first line of `text` that contains `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }
      .map { $0 + 1 }
  }

  /// Checks that a diagnostic about a token names the file and the token's path first.
  static func expectNamed(_ diagnostic: ThemeDiagnostic, path: String, file: String = file) {
    #expect(diagnostic.file == file)
    #expect(diagnostic.path == path)
    #expect(
      diagnostic.description.hasPrefix("\(file):\(path): "), "\(diagnostic.description)")
    #expect(diagnostic.description.contains("[\(diagnostic.code)"))
  }

  /// The single diagnostic of a load that must have exactly the codes `expected`, first of them.
  static func only(_ result: ThemeLoadResult, _ expected: String) throws -> ThemeDiagnostic {
    #expect(codes(result.diagnostics) == [expected], "\(result.diagnostics.map(\.description))")
    return try #require(result.diagnostics.first { $0.code == expected })
  }

  // MARK: Token files

  /// A group member that is neither a token nor a group.
  @Test(arguments: [
    ("a scalar member", #"{"a": 3}"#, "zz.a"),
    ("a token with a child", #"{"a": {"$type": "number", "$value": 1, "b": {"$value": 2}}}"#, "zz.a"),
    ("a $root that is not an object", #"{"$type": "number", "$root": 1, "a": {"$value": 2}}"#, "zz.$root"),
  ])
  func vk006NotATokenOrGroup(_ label: String, _ group: String, _ path: String) throws {
    var text = try Self.darkText { _ in }
    text.removeFirst()
    let result = Self.load("{\"zz\": " + group + "," + text)
    let diagnostic = try Self.only(result, "VK006")
    Self.expectNamed(diagnostic, path: path)
    #expect(result.theme == nil)
  }

  @Test func vk006RootWithAValue() throws {
    let text = try Self.dark(setting: ["$value"], to: 1)
    let diagnostic = try Self.only(Self.load(text), "VK006")
    #expect(diagnostic.path == nil, "the root has no token path")
    #expect(diagnostic.description.hasPrefix("\(Self.file): the root object has \"$value\""))
    #expect(diagnostic.line == Self.line(of: "\"$value\" : 1", in: text))
  }

  @Test func vk008NameWithADot() throws {
    let text = try Self.dark(setting: ["zz"], to: ["a.b": ["$type": "number", "$value": 1]])
    let diagnostic = try Self.only(Self.load(text), "VK008")
    Self.expectNamed(diagnostic, path: "zz.a.b")
    #expect(diagnostic.problem.contains("\"a.b\""))
  }

  @Test func vk009EmptyGroupIsAWarning() throws {
    let text = try Self.dark(setting: ["zz"], to: ["empty": [String: Any]()])
    let result = Self.load(text)
    let diagnostic = try Self.only(result, "VK009")
    #expect(diagnostic.severity == .warning)
    Self.expectNamed(diagnostic, path: "zz.empty")
    #expect(diagnostic.description.contains(": warning: group has no tokens"))
    #expect(result.theme != nil, "a warning does not stop the theme")
  }

  @Test func vk013UnknownFormatVersion() throws {
    let text = try Self.dark(setting: ["$extensions", "dev.viewkit", "formatVersion"], to: 1)
    let diagnostic = try Self.only(Self.load(text), "VK013")
    // The version is not a token, so no path: the file and the line locate it.
    #expect(diagnostic.path == nil)
    #expect(diagnostic.description.hasPrefix("\(Self.file): formatVersion is 1; formatVersion 2."))
    let line = try #require(Self.line(of: "\"formatVersion\" : 1", in: text))
    #expect(diagnostic.line == line)
    #expect(diagnostic.description.hasSuffix("[VK013, line \(line)]"))
  }

  @Test func vk014UnknownAppearance() throws {
    let text = try Self.dark(setting: ["$extensions", "dev.viewkit", "theme", "appearance"], to: "dusk")
    let diagnostic = try Self.only(Self.load(text), "VK014")
    #expect(diagnostic.path == nil)
    #expect(diagnostic.description.hasPrefix("\(Self.file): appearance is \"dusk\"; \"dark\" or \"light\"."))
    let line = try #require(Self.line(of: "\"appearance\" : \"dusk\"", in: text))
    #expect(diagnostic.description.hasSuffix("[VK014, line \(line)]"))
  }

  @Test func vk023ColourWithTwoComponents() throws {
    let text = try Self.dark(setting: ["color", "palette", "red-400", "$value", "components"], to: [1, 0])
    let result = Self.load(text)
    let diagnostic = try Self.only(result, "VK023")
    Self.expectNamed(diagnostic, path: "color.palette.red-400")
    #expect(diagnostic.problem == "components has 2 values")
    #expect(result.theme == nil)
  }

  @Test(arguments: [
    ("rounded", "rounded corners on a heavy border"), ("bevelled", "corners is \"bevelled\""),
  ])
  func vk033CornersABorderCannotHave(_ corners: String, _ problem: String) throws {
    let text = try Self.dark(
      setting: ["border", "focus", "$extensions"], to: ["dev.viewkit": ["corners": corners]])
    let result = Self.load(text)
    let diagnostic = try Self.only(result, "VK033")
    Self.expectNamed(diagnostic, path: "border.focus")
    #expect(diagnostic.problem == problem)
    #expect(result.theme == nil)
  }

  @Test func vk047GroupThatExtendsNoGroup() throws {
    let text = try Self.dark(
      setting: ["zz"], to: ["$extends": "{spac}", "a": ["$type": "number", "$value": 1]])
    let diagnostic = try Self.only(Self.load(text), "VK047")
    Self.expectNamed(diagnostic, path: "zz")
    #expect(diagnostic.problem == "\"$extends\" names {spac}, no group of the theme")
    #expect(diagnostic.hint == "Did you mean space?")
  }

  @Test func vk048TokenWithAJSONPointerIntoAValue() throws {
    let text = try Self.dark(
      setting: ["zz"], to: ["a": ["$type": "number", "$ref": "#/space/1/$value/unit"]])
    let diagnostic = try Self.only(Self.load(text), "VK048")
    Self.expectNamed(diagnostic, path: "zz.a")
  }

  @Test func vk061SchemaTokenOfTheWrongType() throws {
    let text = try Self.dark(
      setting: ["space", "3"], to: ["$type": "dimension", "$value": ["value": 3, "unit": "px"]])
    let diagnostic = try Self.only(Self.load(text), "VK061")
    Self.expectNamed(diagnostic, path: "space.3")
    #expect(diagnostic.problem == "token is dimension")
    #expect(diagnostic.expected.hasPrefix("a number token"))
  }

  @Test(arguments: [
    ("not an array", #"{"min": 4.5}"#, "contrastChecks is an object"),
    (
      "incomplete", #"[{"foreground": "{color.text.default}", "min": 4.5}]"#,
      "contrastChecks[0] is incomplete"
    ),
    (
      "an undefined token",
      #"[{"foreground": "{color.text.nowhere}", "background": "{color.background.surface}", "min": 4.5}]"#,
      "contrast check names color.text.nowhere, which is not defined"
    ),
  ])
  func vk071BadContrastCheck(_ label: String, _ checks: String, _ problem: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(checks.utf8))
    let text = try Self.dark(setting: ["$extensions", "dev.viewkit", "contrastChecks"], to: value)
    let diagnostic = try Self.only(Self.load(text), "VK071")
    // Contrast checks live in the file's extensions, not in a token: the file and line locate it.
    #expect(diagnostic.path == nil)
    #expect(diagnostic.description.hasPrefix("\(Self.file): \(problem);"), "\(diagnostic.description)")
    let line = try #require(diagnostic.line)
    #expect(diagnostic.description.hasSuffix("[VK071, line \(line)]"))
  }

  // MARK: Resolver documents

  @Test func vk087ModifierWithoutADefault() throws {
    let resolver = try #require(Theme.builtInFiles.first { $0.name == "themes.resolver.json" }?.text)
    var document = try ThemeFixtures.object(resolver)
    var modifiers = try #require(document["modifiers"] as? [String: Any])
    modifiers["brand"] = ["contexts": ["plain": [[String: Any]](), "loud": [[String: Any]]()]]
    document["modifiers"] = modifiers
    var order = try #require(document["resolutionOrder"] as? [[String: Any]])
    order.append(["$ref": "#/modifiers/brand"])
    document["resolutionOrder"] = order
    let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    let result = ThemeLoader.loadResolver(
      text: String(decoding: data, as: UTF8.self), file: "my.resolver.json"
    ) {
      (files[$0], $0)
    }
    #expect(result.themes.isEmpty)
    let found = result.diagnostics.filter { $0.code == "VK087" }
    #expect(
      !found.isEmpty && found.count == result.diagnostics.count, "\(result.diagnostics.map(\.description))")
    let diagnostic = try #require(found.first)
    #expect(diagnostic.file == "my.resolver.json")
    #expect(diagnostic.path == "#/modifiers/brand")
    #expect(
      diagnostic.description.hasPrefix(
        "my.resolver.json:#/modifiers/brand: modifier \"brand\" has no default; "))
  }

  // MARK: The list is complete

  /// Every `VKnnn` code written anywhere under `Sources/`, from the files themselves.
  static func codesInSources() throws -> Set<String> {
    let sources = root.appendingPathComponent("Sources")
    let enumerator = try #require(
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var found: Set<String> = []
    var files = 0
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      files += 1
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(of: /VK[0-9]{3}/) { found.insert(String(match.output)) }
    }
    #expect(files > 50, "found the sources at \(sources.path)")
    return found
  }

  @Test func everyCodeInTheSourcesIsCovered() throws {
    let inSources = try Self.codesInSources()
    #expect(inSources.count > 50, "the scan found the codes")
    let covered = Set(Self.producedHere + Self.producedElsewhere)
    let untested = inSources.subtracting(covered).sorted()
    #expect(untested.isEmpty, "codes no test produces: \(untested); add a test and list the code here")
    let stale = covered.subtracting(inSources).sorted()
    #expect(stale.isEmpty, "listed codes that are no longer in the sources: \(stale)")
    #expect(Set(Self.producedHere).isDisjoint(with: Self.producedElsewhere))
  }
}
