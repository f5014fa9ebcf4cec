/// The colours a terminal reports as its own: default text and background (OSC 10, OSC 11) and
/// the 16 palette colours (OSC 4), from which ``Theme/system(_:)`` makes a theme.
public struct TerminalPalette: Hashable, Sendable {
  /// The default text colour.
  public var foreground: RGB
  /// The default background colour.
  public var background: RGB
  /// Palette colours 0 to 15: black, red, green, yellow, blue, magenta, cyan, white, then their
  /// bright forms.
  public var colors: [RGB]

  /// A palette; `colors` short of 16 is filled with xterm's defaults.
  ///
  /// - Parameters:
  ///   - foreground: the default text colour.
  ///   - background: the default background colour.
  ///   - colors: palette colours 0 to 15.
  public init(foreground: RGB, background: RGB, colors: [RGB]) {
    self.foreground = foreground
    self.background = background
    self.colors = Array((colors + Self.xterm.dropFirst(min(16, colors.count))).prefix(16))
  }

  /// xterm's default 16 colours.
  public static let xterm: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
    RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0),
    RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
  ]
}

/// A theme made from a terminal's palette, and the roles where the palette would not read and
/// the built-in theme's colour was kept.
public struct SystemTheme: Sendable {
  /// The theme, named `system`.
  public var theme: Theme
  /// One sentence per role that fell back, naming the pair that failed: empty when every role
  /// takes the terminal's colour.
  public var fallbacks: [String]
}

extension Theme {
  /// The roles a system theme takes from the terminal, in the order they are given up when a
  /// contrast check fails: accents first, the default text and background last.
  static func systemRoles(_ palette: TerminalPalette, appearance: Appearance) -> [(
    path: String, color: RGB, ansi: String?
  )] {
    let bg = palette.background
    let fg = palette.foreground
    let dark = appearance == .dark
    /// The palette colour for a hue: the bright one on a dark background.
    func hue(_ index: Int) -> (RGB, String?) {
      let chosen = dark ? index + 8 : index
      return (palette.colors[chosen], ANSIColor(rawValue: UInt8(chosen))?.name)
    }
    let surface = bg.mixed(with: fg, amount: 0.05)
    let panel = bg.mixed(with: fg, amount: 0.09)
    let selected = bg.mixed(with: fg, amount: 0.18)
    /// The text colour furthest towards the background, from `most` down, that still reads at
    /// `minimum` on the panel (the darkest surface text sits on in a dark theme, the lightest
    /// in a light one is the background itself).
    func receding(_ most: Double, minimum: Double) -> RGB {
      var amount = most
      while amount > 0 {
        let color = fg.mixed(with: bg, amount: amount)
        let worst = min(
          ColorMatcher.contrastRatio(color, panel), ColorMatcher.contrastRatio(color, selected),
          ColorMatcher.contrastRatio(color, bg))
        if worst >= minimum + 0.3 { return color }
        amount -= 0.05
      }
      return fg
    }
    let blue = hue(4)
    let magenta = hue(5)
    let green = hue(2)
    let yellow = hue(3)
    let red = hue(1)
    let cyan = hue(6)
    return [
      ("color.avatar.6", magenta.0, magenta.1), ("color.avatar.5", cyan.0, cyan.1),
      ("color.avatar.4", yellow.0, yellow.1), ("color.avatar.3", green.0, green.1),
      ("color.avatar.2", magenta.0, magenta.1), ("color.avatar.1", blue.0, blue.1),
      ("color.status.info", cyan.0, cyan.1), ("color.status.warning", yellow.0, yellow.1),
      ("color.status.success", green.0, green.1), ("color.status.error", red.0, red.1),
      ("color.brand.accent", magenta.0, magenta.1), ("color.brand.primary", blue.0, blue.1),
      ("color.border.default", receding(0.6, minimum: 3), nil),
      ("color.text.disabled", receding(0.6, minimum: 3), nil),
      ("color.text.muted", receding(0.4, minimum: 4.5), nil), ("color.background.selected", selected, nil),
      ("color.background.panel", panel, nil), ("color.background.surface", surface, nil),
      ("color.text.inverse", bg, nil), ("color.palette.background", bg, nil),
      ("color.palette.foreground", fg, nil),
      ("color.background.default", bg, nil), ("color.text.default", fg, nil),
    ]
  }

  /// A theme made from the terminal's own colours: surfaces from its background, text from its
  /// foreground, accents and statuses from its palette (the bright colours on a dark background).
  /// It starts from the built-in dark or light theme, as the background is, and every pair that
  /// theme declares is checked: where one fails with the terminal's colours, the roles it reads
  /// keep the built-in theme's colour, accents given up first, and ``SystemTheme/fallbacks``
  /// says which and why. When even the terminal's own text on its background fails, the built-in
  /// theme is used whole.
  ///
  /// - Parameter palette: the terminal's colours (``TerminalPalette``).
  /// - Returns: the theme, named `system`, and the roles that fell back.
  public static func system(_ palette: TerminalPalette) -> SystemTheme {
    let appearance = Appearance(background: palette.background)
    var roles = systemRoles(palette, appearance: appearance)
    var fallbacks: [String] = []
    for _ in 0..<roles.count {
      let result = loadSystem(roles, appearance: appearance)
      let failures = result.errors.filter { $0.code == "VK070" }
      if let theme = result.themes.first(where: { $0.name == "system" }), result.errors.isEmpty {
        return SystemTheme(theme: theme, fallbacks: fallbacks)
      }
      guard !failures.isEmpty else { break }
      // For each failing pair, give up the first role (in the list's order) it reads; the
      // default text and background are never given up one by one.
      var given: Set<String> = []
      for failure in failures {
        let implicated = Set(implicatedRoles(failure.problem))
        guard let role = roles.first(where: { implicated.contains($0.path) }),
          role.path != "color.text.default" && role.path != "color.background.default"
        else { continue }
        if given.insert(role.path).inserted {
          let problem = failure.problem
          let pair =
            problem.firstRange(of: " in theme system").map { String(problem[..<$0.lowerBound]) } ?? problem
          fallbacks.append(
            "\(role.path): with the terminal's \(role.color.hex), \(failure.path ?? "a pair")'s \(pair); "
              + "the \(appearance.rawValue) theme's colour is kept")
        }
      }
      guard !given.isEmpty else { break }
      roles.removeAll { given.contains($0.path) }
    }
    let base = appearance == .dark ? Theme.dark : Theme.light
    return SystemTheme(
      theme: base,
      fallbacks: fallbacks + [
        "the terminal's text \(palette.foreground.hex) on its background \(palette.background.hex) does not read; "
          + "the \(base.name) theme is used whole"
      ])
  }

  /// The role tokens a VK070 problem names as set in the system theme's file.
  static func implicatedRoles(_ problem: String) -> [String] {
    var roles: [String] = []
    for marker in [" is set in system.tokens.json", ", set in system.tokens.json"] {
      var rest = problem[...]
      while let range = rest.firstRange(of: marker) {
        let before = rest[..<range.lowerBound]
        let separator = before.lastIndex { (character: Character) in character == " " || character == "(" }
        let start = separator.map { before.index(after: $0) } ?? before.startIndex
        roles.append(String(before[start...]))
        rest = rest[range.upperBound...]
      }
    }
    return roles
  }

  /// Loads the built-in resolver with a `system` context: the light context's changes first on a
  /// light background, then the roles (and the built-in `dark` context beside it: a modifier
  /// offers at least two).
  static func loadSystem(_ roles: [(path: String, color: RGB, ansi: String?)], appearance: Appearance)
    -> ThemeSetLoadResult
  {
    let document = systemDocument(roles, appearance: appearance)
    let lightFirst = appearance == .light ? #"{ "$ref": "light.tokens.json" }, "# : ""
    let resolver = """
      {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "name": "ViewKit system theme", "version": "2025.10",
        "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } },
        "modifiers": { "theme": {
          "contexts": {
            "system": [ \(lightFirst){ "$ref": "system.tokens.json" } ],
            "dark": [ { "$ref": "dark.tokens.json" } ] },
          "default": "system" } },
        "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" } ]
      }
      """
    return ThemeLoader.loadResolver(text: resolver, file: "system.resolver.json") { name in
      name == "system.tokens.json" ? (document, name) : (builtInFileTexts[name], "Themes/" + name)
    }
  }

  /// The `system` context's document: each role's colour, with its palette colour's name as the
  /// 16-colour fallback where it is one.
  static func systemDocument(_ roles: [(path: String, color: RGB, ansi: String?)], appearance: Appearance)
    -> String
  {
    var tree = Node.group([:])
    for role in roles {
      let channels = [role.color.red, role.color.green, role.color.blue].map { value -> String in
        let scaled = (Double(value) / 255 * 10_000).rounded() / 10_000
        return "\(scaled)"
      }
      var leaf =
        #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": ["#
        + channels.joined(separator: ", ")
      leaf += #"], "hex": ""# + role.color.hex + #""}"#
      if let ansi = role.ansi { leaf += #", "$extensions": {"dev.viewkit": {"ansi16": ""# + ansi + #""}}"# }
      tree.insert(.leaf(leaf + "}"), at: role.path.split(separator: ".").map(String.init)[...])
    }
    let meta =
      #""$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "$extensions": {"dev.viewkit": {"theme": {"name": "system", "displayName": "System", "appearance": ""#
      + appearance.rawValue + #""}}}"#
    guard case .group(let groups) = tree else { return "{}" }
    return "{"
      + ([meta] + groups.keys.sorted().compactMap { key in groups[key].map { "\"\(key)\": \($0.json)" } })
      .joined(separator: ", ") + "}"
  }

  /// A JSON object of groups and leaves, written in key order.
  private indirect enum Node {
    case group([String: Node])
    case leaf(String)

    mutating func insert(_ node: Node, at path: ArraySlice<String>) {
      guard let first = path.first, case .group(var children) = self else { return }
      if path.count == 1 {
        children[first] = node
      } else {
        var child = children[first] ?? .group([:])
        child.insert(node, at: path.dropFirst())
        children[first] = child
      }
      self = .group(children)
    }

    var json: String {
      switch self {
      case .leaf(let text): return text
      case .group(let children):
        return "{"
          + children.keys.sorted().compactMap { key in children[key].map { "\"\(key)\": \($0.json)" } }
          .joined(separator: ", ") + "}"
      }
    }
  }
}
