/// A border as a theme defines it: glyph set and colour.
public struct BorderToken: Hashable, Sendable {
  /// Which glyphs to draw.
  public var style: BorderStyle
  /// The colour of the glyphs.
  public var color: Color

  /// Creates a border token.
  ///
  /// - Parameters:
  ///   - style: the glyphs of the edges and corners.
  ///   - color: the colour of the edges.
  public init(style: BorderStyle, color: Color) {
    self.style = style
    self.color = color
  }
}

/// A text style as a theme defines it: attributes, and optionally colours.
public struct TextStyleToken: Hashable, Sendable {
  /// Bold, italic, underline and the rest.
  public var attributes: TextAttributes
  /// The text colour, when the style sets one.
  public var foreground: Color?
  /// The background colour, when the style sets one.
  public var background: Color?

  /// Creates a text style token.
  ///
  /// - Parameters:
  ///   - attributes: bold, italic and the rest.
  ///   - foreground: the text colour; nil leaves it to the view.
  ///   - background: the colour behind the text; nil leaves it to the view.
  public init(attributes: TextAttributes = [], foreground: Color? = nil, background: Color? = nil) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }
}

/// The value of one resolved design token.
public enum TokenValue: Hashable, Sendable {
  /// A colour, with the sRGB value used for contrast checks and previews.
  case color(Color, preview: RGB)
  /// A number, such as a spacing in cells.
  case number(Double)
  /// A duration in milliseconds.
  case duration(milliseconds: Int)
  /// A border.
  case border(BorderToken)
  /// A text style: a `typography` token with the terminal attributes of its `$extensions`.
  case textStyle(TextStyleToken)
  /// A distance in `px` or `rem`; terminals have no use for it, but a design system has.
  case dimension(Double, unit: String)
  /// Font names in order of preference.
  case fontFamily([String])
  /// A font weight from 1 to 1000.
  case fontWeight(Int)
  /// A token of a type ViewKit checks but does not draw (cubicBezier, strokeStyle, transition,
  /// shadow, gradient).
  case other(TokenType)

  /// The DTCG type of the value.
  public var type: TokenType {
    switch self {
    case .color: return .color
    case .number: return .number
    case .duration: return .duration
    case .border: return .border
    case .textStyle: return .typography
    case .dimension: return .dimension
    case .fontFamily: return .fontFamily
    case .fontWeight: return .fontWeight
    case .other(let type): return type
    }
  }
}

/// Whether a theme is meant for a dark or a light terminal background.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  /// Light text on a dark background.
  case dark
  /// Dark text on a light background.
  case light
}

extension Appearance {
  /// What a background colour calls for: light when black text would contrast more with it than
  /// white text (WCAG 2 contrast), so the cut falls between #757575 and #767676.
  ///
  /// - Parameter background: a terminal's background colour (its answer to OSC 11).
  public init(background: RGB) {
    let againstBlack = ColorMatcher.contrastRatio(background, RGB(0, 0, 0))
    let againstWhite = ColorMatcher.contrastRatio(background, RGB(255, 255, 255))
    self = againstBlack > againstWhite ? .light : .dark
  }
}

/// A resolved theme: every design token a component reads, by typed key.
///
/// Themes come from DTCG 2025.10 files: the built-in ones from `Themes/themes.resolver.json`
/// (compiled into the library), others through ``ThemeLoader``. Components read tokens through
/// ``ThemeKey``s, so a misspelt token does not compile:
///
/// ```swift
/// let theme = Theme.dark
/// let text = theme[.textDefault]
/// let gap = theme[.space1]
/// ```
///
/// Only ``ThemeLoader`` makes themes, and it rejects a theme that lacks any key of the schema
/// (VK060) or holds it with another type (VK061); so every key reads the theme's own value.
public struct Theme: Sendable, Hashable, Identifiable {
  /// The theme's name: its context in a resolver document, or its file name without
  /// `.tokens.json`.
  public let name: String
  /// The name to show people.
  public let displayName: String
  /// Whether the theme is for a dark or a light background.
  public let appearance: Appearance
  /// Every token, by dotted path, including those no component reads (the palette, and tokens
  /// of types ViewKit does not draw).
  public let tokens: [String: TokenValue]
  /// The contrast pairs the theme file declares.
  public let contrastChecks: [ContrastCheck]

  /// Where reads through the subscripts are noted, when a caller asked (``recordingReads(into:)``).
  var readLog: TokenReadLog?

  /// The theme's name, which identifies it among the loaded themes.
  public var id: String { name }

  /// Two themes are equal when their names, appearance, tokens and checks are; a read log
  /// (``recordingReads(into:)``) does not count.
  ///
  /// - Parameters:
  ///   - lhs: one theme.
  ///   - rhs: the other.
  /// - Returns: whether they are the same theme.
  public static func == (lhs: Theme, rhs: Theme) -> Bool {
    lhs.name == rhs.name && lhs.displayName == rhs.displayName && lhs.appearance == rhs.appearance
      && lhs.tokens == rhs.tokens && lhs.contrastChecks == rhs.contrastChecks
  }

  /// Hashes what ``==(_:_:)`` compares.
  ///
  /// - Parameter hasher: the hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(displayName)
    hasher.combine(appearance)
    hasher.combine(tokens)
    hasher.combine(contrastChecks)
  }

  /// The same theme, noting in `log` the path of every token read through its subscripts: the
  /// tokens a view reads while it is drawn with it. Equal to this theme.
  ///
  /// - Parameter log: where the paths go.
  /// - Returns: the recording theme.
  public func recordingReads(into log: TokenReadLog) -> Theme {
    var theme = self
    theme.readLog = log
    return theme
  }

  /// A theme from resolved tokens; the loader's to call, after it has checked the schema.
  init(
    name: String, displayName: String, appearance: Appearance, tokens: [String: TokenValue],
    contrastChecks: [ContrastCheck] = []
  ) {
    self.name = name
    self.displayName = displayName
    self.appearance = appearance
    self.tokens = tokens
    self.contrastChecks = contrastChecks
  }

  /// A colour, labelled with its token path.
  ///
  /// - Parameter key: the colour token to read.
  /// - Returns: the theme's colour for it.
  public subscript(key: ThemeKey<Color>) -> Color {
    readLog?.note(key.path)
    if case .color(let color, _)? = tokens[key.path] { return color }
    return .default  // unreachable for a loaded theme: the schema check guarantees the key
  }

  /// A text style: attributes and optional colours.
  ///
  /// - Parameter key: the text-style token to read.
  /// - Returns: the theme's style for it.
  public subscript(key: ThemeKey<TextStyleToken>) -> TextStyleToken {
    readLog?.note(key.path)
    if case .textStyle(let value)? = tokens[key.path] { return value }
    return TextStyleToken()
  }

  /// A border: glyphs and colour.
  ///
  /// - Parameter key: the border token to read.
  /// - Returns: the theme's border for it.
  public subscript(key: ThemeKey<BorderToken>) -> BorderToken {
    readLog?.note(key.path)
    if case .border(let value)? = tokens[key.path] { return value }
    return BorderToken(style: .single, color: .default)
  }

  /// A spacing, in terminal cells (the schema check makes it a whole number from 0 to 1000).
  ///
  /// - Parameter key: the spacing token to read.
  /// - Returns: the number of cells.
  public subscript(key: ThemeKey<Int>) -> Int {
    readLog?.note(key.path)
    if case .number(let value)? = tokens[key.path] { return Int(exactly: value) ?? 0 }
    return 0
  }

  /// A duration, such as a spinner's frame interval.
  ///
  /// - Parameter key: the duration token to read.
  /// - Returns: the theme's duration for it.
  public subscript(key: ThemeKey<Duration>) -> Duration {
    readLog?.note(key.path)
    if case .duration(let value)? = tokens[key.path] { return .milliseconds(value) }
    return .zero
  }

  /// The sRGB value of a colour token, for contrast checks and previews; nil when the path is
  /// not a colour of this theme.
  ///
  /// - Parameter path: a token's dotted path, as a theme file or a contrast check names it.
  /// - Returns: the colour as the theme file gives it (mono's terminal defaults included).
  public func previewColor(at path: String) -> RGB? {
    if case .color(_, let preview)? = tokens[path] { return preview }
    return nil
  }

  /// The sRGB value of a colour key, for contrast checks and previews.
  ///
  /// - Parameter key: the colour token.
  /// - Returns: the colour as the theme file gives it.
  public func previewColor(_ key: ThemeKey<Color>) -> RGB? { previewColor(at: key.path) }
}

/// A foreground/background pair whose WCAG 2 contrast must reach a minimum.
public struct ContrastCheck: Hashable, Sendable {
  /// The path of the foreground colour token.
  public var foreground: String
  /// The path of the background colour token.
  public var background: String
  /// The lowest acceptable ratio, e.g. 4.5 for text, 3 for borders.
  public var minimum: Double

  /// Creates a check that a foreground token has enough contrast on a background token.
  ///
  /// - Parameters:
  ///   - foreground: the path of the foreground colour token.
  ///   - background: the path of the background colour token.
  ///   - minimum: the lowest acceptable WCAG 2 ratio, from 1 to 21.
  public init(foreground: String, background: String, minimum: Double) {
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
  }
}

extension Theme {
  /// The sRGB value a colour shows in this theme: a 24-bit colour's own; for a palette colour,
  /// the value its token gives in this theme, else its xterm value; nil for the terminal's own
  /// default colours, which only the terminal knows (mono's).
  ///
  /// - Parameter color: a colour a view drew with.
  /// - Returns: its sRGB value, or nil.
  public func previewColor(of color: Color) -> RGB? {
    let index: UInt8
    switch color.kind {
    case .default: return nil
    case .rgb(let rgb): return rgb
    case .ansi(let ansi): index = ansi.rawValue
    case .palette(let palette): index = palette
    }
    if let token = color.token, let preview = previewColor(at: token.path) { return preview }
    return ColorMatcher.rgb(ofPalette: index)
  }
}
