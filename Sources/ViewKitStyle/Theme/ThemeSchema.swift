/// The `$type` of a design token: exactly the types of DTCG 2025.10 (Format §8 and §9).
///
/// ViewKit reads `color`, `number`, `duration`, `border` and `typography` (its text styles);
/// tokens of the other types are checked for the form their type requires and kept, so a design
/// system's file loads unchanged.
public enum TokenType: String, Sendable, Hashable, CaseIterable {
  /// A colour: `{"colorSpace": "srgb", "components": [r, g, b]}`.
  case color
  /// A distance: `{"value": 4, "unit": "px"}` (`px` or `rem`).
  case dimension
  /// A font name, or a list of names in order of preference.
  case fontFamily
  /// A weight from 1 to 1000, or a name such as `bold`.
  case fontWeight
  /// A length of time: `{"value": 80, "unit": "ms"}` (`ms` or `s`).
  case duration
  /// A timing curve: four numbers, the first and third from 0 to 1.
  case cubicBezier
  /// A plain number; ViewKit reads spacings as whole terminal cells.
  case number
  /// A line style such as `solid` or `double`, or a dash pattern.
  case strokeStyle
  /// A border: colour, width and style.
  case border
  /// A transition: duration, delay and timing function.
  case transition
  /// A shadow, or a list of shadows; terminals draw none, so ViewKit only checks the form.
  case shadow
  /// A gradient: a list of colour stops; checked, not drawn.
  case gradient
  /// A typography; ViewKit's text styles, with terminal attributes in `$extensions`.
  case typography
}

/// The tokens every theme must define, with their types: what ViewKit's components read.
///
/// A theme file missing one of these, or giving it another type, is rejected with an error
/// naming the token, so a loaded theme never lacks a token a component needs.
public enum ThemeSchema {
  /// The semantic text styles a ``Text`` can take, by token path.
  public static let textStyles = [
    "title", "headline", "body", "caption", "muted", "error", "link", "code", "strong", "selected",
  ]

  /// Every required token path and its type: the ``ThemeKey``s components read.
  public static var required: [(path: String, type: TokenType)] { ThemeKeys.all }
}
