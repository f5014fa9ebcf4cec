import ViewKitCore
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

/// Every colour pair ViewKit's components draw, so `swift run Storybook check` can prove each
/// theme legible: text needs 4.5:1, borders, focus and other marks 3:1.
public enum ComponentContrast {
  static let text = 4.5
  static let mark = 3.0

  /// The pairs, by component.
  public static let pairs: [ComponentTokenPair] = {
    var pairs: [ComponentTokenPair] = []
    for ground: ThemeKey<Color> in [.backgroundDefault, .backgroundSurface] {
      for token: ThemeKey<Color> in [
        .textDefault, .textMuted, .textLink, .brandPrimary, .brandAccent, .statusError,
      ] {
        pairs.append(ComponentTokenPair("text", token, on: ground, minimum: text))
      }
      for token: ThemeKey<Color> in [.borderDefault, .borderFocus] {
        pairs.append(ComponentTokenPair("rounded-box", token, on: ground, minimum: mark))
        pairs.append(ComponentTokenPair("button", token, on: ground, minimum: mark))
      }
      pairs.append(ComponentTokenPair("divider", .dividerColor, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("progress-bar", .progressFill, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("progress-bar", .progressTrack, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("spinner", .spinnerColor, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("key-hints", .textMuted, on: ground, minimum: text))
      // Disabled text is an inactive control's: WCAG 2 sets it no minimum; 3:1 keeps it visible.
      pairs.append(ComponentTokenPair("text-field", .textDisabled, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("tab-bar", .textDisabled, on: ground, minimum: mark))
      for status: Avatar.Status in [.online, .away, .busy] {
        pairs.append(ComponentTokenPair("avatar", status.colorKey, on: ground, minimum: mark))
      }
    }
    pairs.append(ComponentTokenPair("rounded-box", .textDefault, on: .boxSurface, minimum: text))
    for variant in Button.Variant.allCases {
      let keys = ThemeKey.button(variant)
      pairs.append(ComponentTokenPair("button", keys.foreground, on: keys.background, minimum: text))
    }
    pairs.append(
      ComponentTokenPair(
        "button", .buttonDisabledForeground, on: .buttonDisabledBackground, minimum: mark))
    pairs.append(ComponentTokenPair("badge", .badgeForeground, on: .badgeBackground, minimum: text))
    for background in ThemeKey.avatarPalette {
      pairs.append(ComponentTokenPair("avatar", .avatarForeground, on: background, minimum: text))
    }
    pairs.append(
      ComponentTokenPair(
        "avatar", .avatarPlaceholderForeground, on: .avatarPlaceholderBackground, minimum: text))
    pairs.append(
      ComponentTokenPair("list", .textDefault, on: .backgroundSelected, minimum: text))
    pairs.append(ComponentTokenPair("alert", .textDefault, on: .alertSurface, minimum: text))
    pairs.append(ComponentTokenPair("progress-hud", .textDefault, on: .hudSurface, minimum: text))
    for ground: ThemeKey<Color> in [.backgroundDefault, .backgroundSurface] {
      for tone in Banner.Tone.allCases {
        pairs.append(ComponentTokenPair("banner", tone.colorKey, on: ground, minimum: text))
      }
      pairs.append(ComponentTokenPair("text-field", .statusError, on: ground, minimum: text))
      pairs.append(ComponentTokenPair("list", .listMarker, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("list", .listScrollbarThumb, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("tab-bar", .tabBarFocus, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("toggle", .toggleOn, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("toggle", .toggleOff, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("checkbox", .checkboxCheck, on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("page-indicator", .pageIndicatorActive, on: ground, minimum: mark))
    }
    return pairs
  }()
}
