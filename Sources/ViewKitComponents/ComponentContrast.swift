import ViewKitCore
import ViewKitStyle

/// Every colour pair ViewKit's components draw, so `swift run Storybook check` can prove each
/// theme legible: text needs 4.5:1, borders, focus and other marks 3:1. Each component declares
/// its own pairs in its folder (``ComponentStories/contrast``); this is all of them.
public enum ComponentContrast {
  /// The WCAG 2 minimum for text.
  static let text = 4.5
  /// The WCAG 2 minimum for borders, focus and other marks (and for an inactive control's text).
  static let mark = 3.0
  /// The grounds components draw on: the screen and a raised surface.
  static let grounds: [ThemeKey<Color>] = [.backgroundDefault, .backgroundSurface]

  /// The pairs, by component, in catalogue order.
  public static let pairs: [ComponentTokenPair] = ComponentCatalog.all.flatMap(\.contrast)
}
