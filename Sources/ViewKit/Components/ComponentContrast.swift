/// A foreground/background colour-token pair a component draws, with the contrast it needs.
public struct ComponentTokenPair: Hashable, Sendable {
  /// The component, as in story ids.
  public let component: String
  /// The foreground colour token.
  public let foreground: String
  /// The background colour token.
  public let background: String
  /// The WCAG 2 minimum: 4.5 for text, 3 for borders, focus and other non-text marks.
  public let minimum: Double

  /// Creates a pair.
  public init(_ component: String, _ foreground: String, on background: String, minimum: Double) {
    self.component = component
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
  }

  /// The contrast of the pair in a theme; nil when a token is not a colour there.
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
    for ground in ["color.background.default", "color.background.surface"] {
      for token in [
        "color.text.default", "color.text.muted", "color.text.link", "color.brand.primary",
        "color.brand.accent",
        "color.status.error",
      ] {
        pairs.append(ComponentTokenPair("text", token, on: ground, minimum: text))
      }
      for token in ["color.border.default", "color.border.focus"] {
        pairs.append(ComponentTokenPair("rounded-box", token, on: ground, minimum: mark))
        pairs.append(ComponentTokenPair("button", token, on: ground, minimum: mark))
      }
      pairs.append(ComponentTokenPair("divider", "divider.color", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("progress-bar", "progress.fill", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("progress-bar", "progress.track", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("spinner", "spinner.color", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("key-hints", "color.text.muted", on: ground, minimum: text))
      for status in ["online", "away", "busy"] {
        pairs.append(ComponentTokenPair("avatar", "avatar.status.\(status)", on: ground, minimum: mark))
      }
    }
    pairs.append(ComponentTokenPair("rounded-box", "color.text.default", on: "box.surface", minimum: text))
    for variant in ["primary", "secondary", "destructive", "ghost"] {
      pairs.append(
        ComponentTokenPair(
          "button", "button.\(variant).foreground", on: "button.\(variant).background", minimum: text))
    }
    pairs.append(
      ComponentTokenPair(
        "button", "button.disabled.foreground", on: "button.disabled.background", minimum: mark))
    pairs.append(ComponentTokenPair("badge", "badge.foreground", on: "badge.background", minimum: text))
    for index in 1...6 {
      pairs.append(
        ComponentTokenPair("avatar", "avatar.foreground", on: "color.avatar.\(index)", minimum: text))
    }
    pairs.append(
      ComponentTokenPair(
        "avatar", "avatar.placeholder.foreground", on: "avatar.placeholder.background", minimum: text))
    pairs.append(
      ComponentTokenPair("list", "color.text.default", on: "color.background.selected", minimum: text))
    pairs.append(ComponentTokenPair("alert", "color.text.default", on: "alert.surface", minimum: text))
    pairs.append(ComponentTokenPair("progress-hud", "color.text.default", on: "hud.surface", minimum: text))
    for ground in ["color.background.default", "color.background.surface"] {
      for tone in ["info", "success", "warning", "error"] {
        pairs.append(ComponentTokenPair("banner", "banner.\(tone)", on: ground, minimum: text))
      }
      pairs.append(ComponentTokenPair("text-field", "color.status.error", on: ground, minimum: text))
      pairs.append(ComponentTokenPair("list", "list.marker", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("list", "list.scrollbar.thumb", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("tab-bar", "tabBar.focus", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("toggle", "toggle.on", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("toggle", "toggle.off", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("checkbox", "checkbox.check", on: ground, minimum: mark))
      pairs.append(ComponentTokenPair("page-indicator", "pageIndicator.active", on: ground, minimum: mark))
    }
    return pairs
  }()
}
