extension Theme {
  /// The built-in themes, in menu order: dark, light, high-contrast, mono.
  public static let builtIn: [Theme] = BuiltinThemeSources.files.map { file in
    let result = ThemeLoader.load(text: file.json, file: "Themes/\(file.name).tokens.json")
    // The built-in files are checked by the test suite, so this fallback is never reached.
    return result.theme
      ?? Theme(name: file.name, displayName: file.name, appearance: .dark, tokens: [:])
  }

  /// Light text on a dark background; the default.
  public static var dark: Theme { builtIn[0] }
  /// Dark text on a light background.
  public static var light: Theme { builtIn[1] }
  /// At least 7:1 contrast for text, white borders and a yellow focus ring.
  public static var highContrast: Theme { builtIn[2] }
  /// The terminal's own colours only; states are shown by bold, underline, faint and reverse.
  public static var mono: Theme { builtIn[3] }

  /// A built-in theme by name (`dark`, `light`, `high-contrast`, `mono`).
  public static func named(_ name: String) -> Theme? {
    builtIn.first { $0.name == name }
  }

  /// The names of the built-in themes, in menu order.
  public static var builtInNames: [String] { BuiltinThemeSources.files.map(\.name) }
}

extension Theme {
  /// The JSON text of a built-in theme file, as embedded in the library.
  public static func builtInSource(named name: String) -> String? {
    BuiltinThemeSources.files.first { $0.name == name }?.json
  }
}

extension Theme {
  /// The theme to draw with for an output: `preferred`, unless the output shows no colour at all
  /// (`NO_COLOR`, `CLICOLOR=0`), when the `mono` theme — designed to be legible by attributes
  /// alone — takes its place.
  public static func forOutput(_ mode: OutputMode, preferred: Theme) -> Theme {
    switch mode {
    case .plain, .styled(.none): return .mono
    default: return preferred
    }
  }
}
