/// The kind of value a design token holds.
public enum TokenType: String, Sendable, Hashable, CaseIterable {
  /// A colour (DTCG `color`).
  case color
  /// A number (DTCG `number`); ViewKit uses whole cells.
  case number
  /// A duration (DTCG `duration`).
  case duration
  /// A border (DTCG `border`), drawn with box-drawing glyphs.
  case border
  /// Terminal text attributes and colours (ViewKit's extension type).
  case textStyle
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
      list.append(("button.\(variant).label", .textStyle))
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
      list.append((path, .textStyle))
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
      list.append((path, .textStyle))
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
    for name in textStyles { list.append(("textStyle.\(name)", .textStyle)) }
    list.append(("motion.spinner.interval", .duration))
    return list
  }()
}
