import ViewKitStyle

/// A foreground/background colour-token pair a component draws, with the contrast it needs.
public struct ComponentTokenPair: Hashable, Sendable {
  /// The component, as in story ids.
  public let component: String
  /// The foreground colour token.
  public let foreground: ThemeKey<Color>
  /// The background colour token.
  public let background: ThemeKey<Color>
  /// The WCAG 2 minimum: 4.5 for text, 3 for borders, focus and other non-text marks.
  public let minimum: Double

  /// Creates a pair to check in every theme.
  ///
  /// - Parameters:
  ///   - component: the component, as in story ids.
  ///   - foreground: the foreground colour token.
  ///   - background: the background colour token.
  ///   - minimum: the WCAG 2 minimum: 4.5 for text, 3 for borders and other marks.
  public init(
    _ component: String, _ foreground: ThemeKey<Color>, on background: ThemeKey<Color>, minimum: Double
  ) {
    self.component = component
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
  }

  /// The contrast of the pair in a theme; nil when a token is not a colour there.
  ///
  /// - Parameter theme: the theme to read the colours from.
  /// - Returns: the WCAG 2 ratio, from 1 to 21, or nil.
  public func ratio(in theme: Theme) -> Double? {
    guard let fg = theme.previewColor(foreground), let bg = theme.previewColor(background) else { return nil }
    return ColorMatcher.contrastRatio(fg, bg)
  }
}
