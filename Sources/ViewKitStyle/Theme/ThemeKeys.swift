// The design tokens ViewKit's components read, as typed keys: the theme schema. A misspelt
// token does not compile, and every theme is checked at load time to hold each key with its type
// (VK060, VK061), so no component ever draws a default in place of a missing token.
//
// The keys themselves (`ThemeKey.textDefault`, …) and `ThemeKeys.all` are generated from
// Themes/base.tokens.json into ThemeKeys+Generated.swift by Scripts/generate-theme-keys.py; this
// file holds what is written by hand.

/// A design token a component reads: its path in the theme files, typed by the value it gives.
///
/// ```swift
/// let text = theme[.textDefault]          // a Color
/// let title = theme[.title]               // a TextStyleToken
/// let gap = theme[.space1]                // cells
/// ```
public struct ThemeKey<Value>: Hashable, Sendable {
  /// The token's dotted path, e.g. `color.text.default`.
  public let path: String

  /// A key for a token path; only ViewKit declares keys, so every key is in the schema.
  init(_ path: String) { self.path = path }
}

extension ThemeKey where Value == Color {
  /// The six avatar background colours, `color.avatar.1` to `color.avatar.6`.
  public static var avatarPalette: [Self] { [.avatar1, .avatar2, .avatar3, .avatar4, .avatar5, .avatar6] }
}

/// The three tokens of a button variant.
public struct ButtonKeys: Sendable, Hashable {
  /// The key of the button's fill colour.
  public let background: ThemeKey<Color>
  /// The key of the label's colour.
  public let foreground: ThemeKey<Color>
  /// The key of the label's text style.
  public let label: ThemeKey<TextStyleToken>

  package init(
    _ background: ThemeKey<Color>, _ foreground: ThemeKey<Color>, _ label: ThemeKey<TextStyleToken>
  ) {
    self.background = background
    self.foreground = foreground
    self.label = label
  }
}
