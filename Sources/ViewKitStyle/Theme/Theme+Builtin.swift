extension Theme {
  /// The built-in theme files, compiled into the library from `Themes/` (SwiftPM resources,
  /// `.embedInCode`): nothing is read from disk at run time. (``builtIn`` reads what they
  /// resolve to from `Theme+Compiled.swift`, made from them and checked against them.)
  public static let builtInFiles: [(name: String, text: String)] = [
    ("themes.resolver.json", PackageResources.themes_resolver_json),
    ("base.tokens.json", PackageResources.base_tokens_json),
    ("dark.tokens.json", PackageResources.dark_tokens_json),
    ("light.tokens.json", PackageResources.light_tokens_json),
    ("high-contrast.tokens.json", PackageResources.high_contrast_tokens_json),
    ("mono.tokens.json", PackageResources.mono_tokens_json),
  ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }

  /// The text of each built-in file, by name.
  static let builtInFileTexts = Dictionary(uniqueKeysWithValues: builtInFiles.map { ($0.name, $0.text) })

  /// Loads the built-in resolver document: every built-in theme and the diagnostics, as
  /// `themes check` reports them.
  ///
  /// - Returns: the built-in themes, in context order, and every diagnostic.
  public static func loadBuiltIn() -> ThemeSetLoadResult {
    ThemeLoader.loadResolver(
      text: builtInFileTexts["themes.resolver.json"] ?? "", file: "Themes/themes.resolver.json"
    ) {
      (builtInFileTexts[$0], "Themes/" + $0)
    }
  }

  /// The built-in themes as compiled in (``compiledBuiltIn``), when that text was made from
  /// ``builtInFiles`` as they are; nil otherwise.
  package static func readCompiledBuiltIn() -> [Theme]? {
    CompiledThemes.decode(compiledBuiltIn, sourceHash: CompiledThemes.sourceHash(of: builtInFiles))
  }

  /// The built-in themes, in menu order: dark, light, high-contrast, mono.
  ///
  /// Read from the form compiled into the library at build time (``CompiledThemes``), which a
  /// test holds equal to what ``loadBuiltIn()`` makes of the theme files; loaded from the files
  /// when that form was made from other files than these (or cannot be read).
  public static let builtIn: [Theme] = {
    if let compiled = readCompiledBuiltIn(), !compiled.isEmpty { return compiled }
    let result = loadBuiltIn()
    // There is no theme without tokens: built-in files that do not load (a token removed from
    // base.tokens.json that a component still reads, say) are a defect of the kit's own build,
    // named here token by token, never papered over with defaults.
    guard result.errors.isEmpty, !result.themes.isEmpty else {
      let problems = result.errors.map(\.description).joined(separator: "\n")
      fatalError("ViewKit's built-in themes do not load:\n\(problems)")
    }
    return result.themes
  }()

  /// Light text on a dark background; the default.
  public static var dark: Theme { named("dark") ?? builtIn[0] }
  /// Dark text on a light background.
  public static var light: Theme { named("light") ?? builtIn[0] }
  /// At least 7:1 contrast for text, white borders and a yellow focus ring.
  public static var highContrast: Theme { named("high-contrast") ?? builtIn[0] }
  /// The terminal's own colours only; states are shown by bold, underline, faint and reverse.
  public static var mono: Theme { named("mono") ?? builtIn[0] }

  /// A built-in theme by name (`dark`, `light`, `high-contrast`, `mono`).
  ///
  /// - Parameter name: the theme's name.
  /// - Returns: the theme, or nil when no built-in theme has that name.
  public static func named(_ name: String) -> Theme? {
    builtIn.first { $0.name == name }
  }

  /// The names of the built-in themes, in menu order.
  public static var builtInNames: [String] { builtIn.map(\.name) }

  /// The theme `auto` stands for: `light` on a light terminal background, `dark` on a dark one
  /// and when the terminal did not say (see ``TerminalApp/run(environment:choice:queue:theme:strings:isAnimating:onTick:onBackground:commandPaletteKey:view:)``).
  ///
  /// - Parameter background: the terminal's background colour, as its OSC 11 reply gave it.
  /// - Returns: the built-in light or dark theme.
  public static func automatic(background: RGB?) -> Theme {
    guard let background, Appearance(background: background) == .light else { return .dark }
    return .light
  }
}

extension Theme {
  /// The theme to draw with for an output: `preferred`, unless the output shows no colour at all
  /// (`NO_COLOR`, `CLICOLOR=0`), when the `mono` theme — designed to be legible by attributes
  /// alone — takes its place.
  ///
  /// - Parameters:
  ///   - mode: the output mode detected for the terminal.
  ///   - preferred: the theme asked for.
  /// - Returns: `preferred`, or `mono` for output without colour.
  public static func forOutput(_ mode: OutputMode, preferred: Theme) -> Theme {
    switch mode {
    case .plain, .styled(.none): return .mono
    default: return preferred
    }
  }
}
