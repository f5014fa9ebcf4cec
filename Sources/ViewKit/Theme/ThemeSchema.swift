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

  /// Every required token path and its type.
  public static let required: [(path: String, type: TokenType)] = {
    var list: [(String, TokenType)] = []
    for path in [
      "color.brand.primary", "color.brand.accent",
      "color.text.default", "color.text.muted", "color.text.disabled", "color.text.inverse",
      "color.text.link",
      "color.background.default", "color.background.surface", "color.background.panel",
      "color.background.selected",
      "color.border.default", "color.border.focus",
      "color.status.info", "color.status.success", "color.status.warning", "color.status.error",
      "color.avatar.1", "color.avatar.2", "color.avatar.3", "color.avatar.4", "color.avatar.5",
      "color.avatar.6",
    ] {
      list.append((path, .color))
    }
    for variant in ["primary", "secondary", "destructive", "ghost", "disabled"] {
      list.append(("button.\(variant).background", .color))
      list.append(("button.\(variant).foreground", .color))
      list.append(("button.\(variant).label", .typography))
    }
    for path in [
      "badge.background", "badge.foreground", "divider.color", "progress.fill", "progress.track",
      "spinner.color", "box.surface", "avatar.foreground", "avatar.placeholder.background",
      "avatar.placeholder.foreground", "avatar.status.online", "avatar.status.away", "avatar.status.busy",
      "avatar.status.offline",
    ] {
      list.append((path, .color))
    }
    for path in [
      "button.hint", "badge.label", "divider.label", "progress.label", "keyHints.key", "keyHints.label",
      "keyHints.separator", "box.title", "box.footer", "avatar.label",
    ] {
      list.append((path, .typography))
    }
    for path in [
      "tabBar.focus", "tabBar.marker", "list.marker", "list.scrollbar.track", "list.scrollbar.thumb",
      "alert.surface", "hud.surface", "banner.info", "banner.success", "banner.warning", "banner.error",
      "toggle.on", "toggle.off", "checkbox.box", "checkbox.check", "pageIndicator.active",
      "pageIndicator.inactive",
    ] {
      list.append((path, .color))
    }
    for path in [
      "tabBar.item", "tabBar.selected", "tabBar.disabled", "list.row", "list.selected", "list.header",
      "list.empty",
      "field.error.message", "field.label", "field.value", "field.placeholder", "field.helper", "field.caret",
      "field.disabled", "alert.title", "alert.message", "alert.backdrop", "hud.message", "hud.success",
      "hud.failure", "banner.title", "banner.message", "toggle.label", "checkbox.label",
    ] {
      list.append((path, .typography))
    }
    for path in [
      "button.border", "button.focus.border", "box.border", "box.focus.border", "border.error",
      "tabBar.border",
      "field.border", "field.focus.border", "field.error.border", "alert.border", "hud.border",
    ] {
      list.append((path, .border))
    }
    for index in 0...4 { list.append(("space.\(index)", .number)) }
    list.append(("button.padding", .number))
    for name in ["default", "focus", "dialog"] { list.append(("border.\(name)", .border)) }
    for name in textStyles { list.append(("textStyle.\(name)", .typography)) }
    list.append(("motion.spinner.interval", .duration))
    return list
  }()
}
