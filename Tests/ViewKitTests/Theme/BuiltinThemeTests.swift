import Foundation
import Testing

@testable import ViewKit

@Suite struct BuiltinThemeTests {
  @Test(arguments: ["dark", "light", "high-contrast", "mono"])
  func embeddedCopyEqualsTheFile(_ name: String) throws {
    let url = repositoryRoot.appendingPathComponent("Themes/\(name).tokens.json")
    let file = try String(contentsOf: url, encoding: .utf8)
    #expect(
      Theme.builtInSource(named: name) == file,
      "Themes/\(name).tokens.json changed: run python3 Scripts/embed-themes.py")
  }

  @Test func everyThemeFileIsBuiltIn() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Themes").path
    )
    .filter { $0.hasSuffix(".tokens.json") }.map { String($0.dropLast(".tokens.json".count)) }
    #expect(Set(files) == Set(Theme.builtInNames))
  }

  @Test(arguments: ["dark", "light", "high-contrast", "mono"])
  func loadsWithoutAnyDiagnostic(_ name: String) throws {
    let source = try #require(Theme.builtInSource(named: name))
    let result = ThemeLoader.load(text: source, file: "Themes/\(name).tokens.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    let theme = try #require(result.theme)
    for (path, _) in ThemeSchema.required { #expect(theme.tokens[path] != nil, "\(name) lacks \(path)") }
    #expect(!theme.contrastChecks.isEmpty)
  }

  @Test func menuOrderAndLookup() {
    #expect(Theme.builtIn.map(\.name) == ["dark", "light", "high-contrast", "mono"])
    #expect(Theme.named("light")?.appearance == .light)
    #expect(Theme.named("sepia") == nil)
    #expect(Theme.dark.name == "dark" && Theme.light.name == "light")
    #expect(Theme.highContrast.name == "high-contrast" && Theme.mono.name == "mono")
  }

  @Test func monoUsesOnlyTheTerminalsOwnColours() {
    for (_, value) in Theme.mono.tokens {
      if case .color(let color, _) = value { #expect(color.isDefault) }
    }
  }

  @Test func highContrastTextReachesSevenToOne() throws {
    let theme = Theme.highContrast
    let text = try #require(theme.previewColor("color.text.default"))
    let surface = try #require(theme.previewColor("color.background.surface"))
    #expect(ColorMatcher.contrastRatio(text, surface) >= 7)
  }

  @Test func themesDifferWhereItMatters() {
    #expect(Theme.dark.color("color.text.default") != Theme.light.color("color.text.default"))
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
