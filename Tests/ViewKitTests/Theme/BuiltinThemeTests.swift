import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct BuiltinThemeTests {
  @Test func compiledInFilesAreTheFilesInThemes() throws {
    let folder = repositoryRoot.appendingPathComponent("Themes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(Set(files) == Set(Theme.builtInFiles.map(\.name)), "every file in Themes/ is compiled in")
    for (name, text) in Theme.builtInFiles {
      let file = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(text == file, "\(name) is compiled in as it is on disk")
    }
  }

  @Test func resolverDocumentLoadsWithoutAnyDiagnostic() throws {
    let result = Theme.loadBuiltIn()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    #expect(result.themes.map(\.name) == ["dark", "light", "high-contrast", "mono"])
    for theme in result.themes {
      for (path, type) in ThemeSchema.required {
        #expect(theme.tokens[path]?.type == type, "\(theme.name) lacks \(path) as \(type)")
      }
      #expect(!theme.contrastChecks.isEmpty)
    }
  }

  @Test func contextsHoldOnlyWhatDiffersFromTheBase() throws {
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    let base = try ThemeFixtures.flatten(ThemeFixtures.object(try #require(files["base.tokens.json"])))
    for name in Theme.builtInNames {
      let context = try ThemeFixtures.flatten(
        ThemeFixtures.object(try #require(files["\(name).tokens.json"])))
      for (path, value) in context {
        #expect(base[path] != value, "\(name).tokens.json repeats \(path) from the base set")
      }
    }
  }

  @Test func noBuiltInFileUsesATypeOutsideTheSpec() throws {
    for (name, text) in Theme.builtInFiles where name.hasSuffix(".tokens.json") {
      let types = try ThemeFixtures.types(ThemeFixtures.object(text))
      for type in types { #expect(TokenType(rawValue: type) != nil, "\(name) uses $type \(type)") }
    }
  }

  @Test func menuOrderAndLookup() {
    #expect(Theme.builtIn.map(\.name) == ["dark", "light", "high-contrast", "mono"])
    #expect(Theme.named("light")?.appearance == .light)
    #expect(Theme.named("sepia") == nil)
    #expect(Theme.dark.name == "dark" && Theme.light.name == "light")
    #expect(Theme.highContrast.name == "high-contrast" && Theme.mono.name == "mono")
  }

  @Test func monoUsesOnlyTheTerminalsOwnColours() {
    // The palette of the base set is there to reference, but every colour a component reads is
    // the terminal's own.
    for (path, _) in ThemeSchema.required {
      switch Theme.mono.tokens[path] {
      case .color(let color, _)?:
        #expect(color.isDefault, "mono's \(path)")
      case .textStyle(let style)?:
        #expect(style.foreground?.isDefault ?? true && style.background?.isDefault ?? true, "mono's \(path)")
      default:
        break
      }
    }
  }

  @Test func highContrastTextReachesSevenToOne() throws {
    let theme = Theme.highContrast
    let text = try #require(theme.previewColor(at: "color.text.default"))
    let surface = try #require(theme.previewColor(at: "color.background.surface"))
    #expect(ColorMatcher.contrastRatio(text, surface) >= 7)
  }

  @Test func themesDifferWhereItMatters() {
    #expect(Theme.dark[.textDefault] != Theme.light[.textDefault])
  }

  @Test func textStylesKeepTheirAttributesThroughTypography() {
    #expect(Theme.dark[.title].attributes == .bold)
    #expect(Theme.mono[.muted].attributes == .faint)
    #expect(Theme.dark[.link].attributes.contains(.underline))
    #expect(Theme.dark[.title].foreground?.token?.path == "color.text.default")
  }
}

@Suite struct ThemeForOutputTests {
  @Test func noColourMeansMono() {
    #expect(Theme.forOutput(.styled(.none), preferred: .light).name == "mono")
    #expect(Theme.forOutput(.plain, preferred: .dark).name == "mono")
    #expect(Theme.forOutput(.styled(.ansi16), preferred: .light).name == "light")
    #expect(Theme.forOutput(.styled(.truecolor), preferred: .highContrast).name == "high-contrast")
  }
}

/// Built-in theme documents as JSON objects, for tests that edit them.
enum ThemeFixtures {
  /// A JSON object from text.
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// `overlay` merged into `base`: objects member by member, anything else replaced.
  static func merge(_ base: [String: Any], _ overlay: [String: Any]) -> [String: Any] {
    var result = base
    for (key, value) in overlay {
      if let inner = value as? [String: Any], let existing = result[key] as? [String: Any],
        !key.hasPrefix("$value")
      {
        result[key] = merge(existing, inner)
      } else {
        result[key] = value
      }
    }
    return result
  }

  /// A built-in theme as one complete token file: the base set with its context merged in.
  static func completeDocument(_ name: String) throws -> [String: Any] {
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    let base = try object(try #require(files["base.tokens.json"]))
    let context = try object(try #require(files["\(name).tokens.json"]))
    return merge(base, context)
  }

  /// Tokens by dotted path, each as its JSON text, for comparing documents.
  static func flatten(_ object: [String: Any], prefix: String = "") -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in object where !key.hasPrefix("$") {
      guard let child = value as? [String: Any] else { continue }
      let path = prefix.isEmpty ? key : prefix + "." + key
      if let token = child["$value"] {
        let data = try? JSONSerialization.data(
          withJSONObject: ["v": token, "e": child["$extensions"] ?? 0], options: .sortedKeys)
        result[path] = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
      } else {
        result.merge(flatten(child, prefix: path)) { $1 }
      }
    }
    return result
  }

  /// Every `$type` written anywhere in a document.
  static func types(_ object: [String: Any]) -> Set<String> {
    var result: Set<String> = []
    if let type = object["$type"] as? String { result.insert(type) }
    for (key, value) in object where key != "$extensions" && key != "$value" {
      if let child = value as? [String: Any] { result.formUnion(types(child)) }
    }
    return result
  }
}

@Suite struct ThemeKeyTests {
  @Test func keysAreTheSchemaAndTheBaseSetHoldsEachWithItsType() throws {
    let paths = ThemeKeys.all.map(\.path)
    #expect(Set(paths).count == paths.count, "each key once")
    let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
    var log = DiagnosticLog()
    let text = try #require(files["base.tokens.json"])
    let base = try #require(
      TokenReader.read(text: text, file: "base.tokens.json", limits: .standard, log: &log))
    let declared = Dictionary(base.tokens.map { ($0.path, $0.type) }) { $1 }
    for (path, type) in ThemeKeys.all {
      #expect(declared[path] == type, "base.tokens.json declares \(path) as \(type)")
    }
  }

  @Test func typedReadsGiveTheThemesOwnValues() {
    let theme = Theme.dark
    #expect(theme[.textDefault].token?.path == "color.text.default")
    #expect(theme[.space2] == 2)
    #expect(theme[.default].style == .rounded)
    #expect(theme[.title].attributes == .bold)
    #expect(theme[.motionSpinnerInterval] == .milliseconds(80))
    #expect(ThemeKey.button(nil).label == .buttonDisabledLabel)
    #expect(
      TextStyleName.allCases.map(\.key.path) == TextStyleName.allCases.map { "textStyle.\($0.rawValue)" })
  }
}
