// The design tokens ViewKit's components read, as typed keys: the theme schema. A misspelt
// token does not compile, and every theme is checked at load time to hold each key with its type
// (VK060, VK061), so no component ever draws a default in place of a missing token.

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
  /// `color.brand.primary`.
  public static var brandPrimary: Self { Self("color.brand.primary") }
  /// `color.brand.accent`.
  public static var brandAccent: Self { Self("color.brand.accent") }
  /// `color.text.default`.
  public static var textDefault: Self { Self("color.text.default") }
  /// `color.text.muted`.
  public static var textMuted: Self { Self("color.text.muted") }
  /// `color.text.disabled`.
  public static var textDisabled: Self { Self("color.text.disabled") }
  /// `color.text.inverse`.
  public static var textInverse: Self { Self("color.text.inverse") }
  /// `color.text.link`.
  public static var textLink: Self { Self("color.text.link") }
  /// `color.background.default`.
  public static var backgroundDefault: Self { Self("color.background.default") }
  /// `color.background.surface`.
  public static var backgroundSurface: Self { Self("color.background.surface") }
  /// `color.background.panel`.
  public static var backgroundPanel: Self { Self("color.background.panel") }
  /// `color.background.selected`.
  public static var backgroundSelected: Self { Self("color.background.selected") }
  /// `color.border.default`.
  public static var borderDefault: Self { Self("color.border.default") }
  /// `color.border.focus`.
  public static var borderFocus: Self { Self("color.border.focus") }
  /// `color.status.info`.
  public static var statusInfo: Self { Self("color.status.info") }
  /// `color.status.success`.
  public static var statusSuccess: Self { Self("color.status.success") }
  /// `color.status.warning`.
  public static var statusWarning: Self { Self("color.status.warning") }
  /// `color.status.error`.
  public static var statusError: Self { Self("color.status.error") }
  /// `color.avatar.1`.
  public static var avatar1: Self { Self("color.avatar.1") }
  /// `color.avatar.2`.
  public static var avatar2: Self { Self("color.avatar.2") }
  /// `color.avatar.3`.
  public static var avatar3: Self { Self("color.avatar.3") }
  /// `color.avatar.4`.
  public static var avatar4: Self { Self("color.avatar.4") }
  /// `color.avatar.5`.
  public static var avatar5: Self { Self("color.avatar.5") }
  /// `color.avatar.6`.
  public static var avatar6: Self { Self("color.avatar.6") }
  /// `button.primary.background`.
  public static var buttonPrimaryBackground: Self { Self("button.primary.background") }
  /// `button.primary.foreground`.
  public static var buttonPrimaryForeground: Self { Self("button.primary.foreground") }
  /// `button.secondary.background`.
  public static var buttonSecondaryBackground: Self { Self("button.secondary.background") }
  /// `button.secondary.foreground`.
  public static var buttonSecondaryForeground: Self { Self("button.secondary.foreground") }
  /// `button.destructive.background`.
  public static var buttonDestructiveBackground: Self { Self("button.destructive.background") }
  /// `button.destructive.foreground`.
  public static var buttonDestructiveForeground: Self { Self("button.destructive.foreground") }
  /// `button.ghost.background`.
  public static var buttonGhostBackground: Self { Self("button.ghost.background") }
  /// `button.ghost.foreground`.
  public static var buttonGhostForeground: Self { Self("button.ghost.foreground") }
  /// `button.disabled.background`.
  public static var buttonDisabledBackground: Self { Self("button.disabled.background") }
  /// `button.disabled.foreground`.
  public static var buttonDisabledForeground: Self { Self("button.disabled.foreground") }
  /// `badge.background`.
  public static var badgeBackground: Self { Self("badge.background") }
  /// `badge.foreground`.
  public static var badgeForeground: Self { Self("badge.foreground") }
  /// `divider.color`.
  public static var dividerColor: Self { Self("divider.color") }
  /// `progress.fill`.
  public static var progressFill: Self { Self("progress.fill") }
  /// `progress.track`.
  public static var progressTrack: Self { Self("progress.track") }
  /// `spinner.color`.
  public static var spinnerColor: Self { Self("spinner.color") }
  /// `box.surface`.
  public static var boxSurface: Self { Self("box.surface") }
  /// `avatar.foreground`.
  public static var avatarForeground: Self { Self("avatar.foreground") }
  /// `avatar.placeholder.background`.
  public static var avatarPlaceholderBackground: Self { Self("avatar.placeholder.background") }
  /// `avatar.placeholder.foreground`.
  public static var avatarPlaceholderForeground: Self { Self("avatar.placeholder.foreground") }
  /// `avatar.status.online`.
  public static var avatarStatusOnline: Self { Self("avatar.status.online") }
  /// `avatar.status.away`.
  public static var avatarStatusAway: Self { Self("avatar.status.away") }
  /// `avatar.status.busy`.
  public static var avatarStatusBusy: Self { Self("avatar.status.busy") }
  /// `avatar.status.offline`.
  public static var avatarStatusOffline: Self { Self("avatar.status.offline") }
  /// `tabBar.focus`.
  public static var tabBarFocus: Self { Self("tabBar.focus") }
  /// `tabBar.marker`.
  public static var tabBarMarker: Self { Self("tabBar.marker") }
  /// `list.marker`.
  public static var listMarker: Self { Self("list.marker") }
  /// `list.scrollbar.track`.
  public static var listScrollbarTrack: Self { Self("list.scrollbar.track") }
  /// `list.scrollbar.thumb`.
  public static var listScrollbarThumb: Self { Self("list.scrollbar.thumb") }
  /// `alert.surface`.
  public static var alertSurface: Self { Self("alert.surface") }
  /// `alert.scrim`: what a modal's backdrop blends toward.
  public static var alertScrim: Self { Self("alert.scrim") }
  /// `hud.surface`.
  public static var hudSurface: Self { Self("hud.surface") }
  /// `banner.info`.
  public static var bannerInfo: Self { Self("banner.info") }
  /// `banner.success`.
  public static var bannerSuccess: Self { Self("banner.success") }
  /// `banner.warning`.
  public static var bannerWarning: Self { Self("banner.warning") }
  /// `banner.error`.
  public static var bannerError: Self { Self("banner.error") }
  /// `toggle.on`.
  public static var toggleOn: Self { Self("toggle.on") }
  /// `toggle.off`.
  public static var toggleOff: Self { Self("toggle.off") }
  /// `checkbox.box`.
  public static var checkboxBox: Self { Self("checkbox.box") }
  /// `checkbox.check`.
  public static var checkboxCheck: Self { Self("checkbox.check") }
  /// `pageIndicator.active`.
  public static var pageIndicatorActive: Self { Self("pageIndicator.active") }
  /// `pageIndicator.inactive`.
  public static var pageIndicatorInactive: Self { Self("pageIndicator.inactive") }
}

extension ThemeKey where Value == TextStyleToken {
  /// `button.primary.label`.
  public static var buttonPrimaryLabel: Self { Self("button.primary.label") }
  /// `button.secondary.label`.
  public static var buttonSecondaryLabel: Self { Self("button.secondary.label") }
  /// `button.destructive.label`.
  public static var buttonDestructiveLabel: Self { Self("button.destructive.label") }
  /// `button.ghost.label`.
  public static var buttonGhostLabel: Self { Self("button.ghost.label") }
  /// `button.disabled.label`.
  public static var buttonDisabledLabel: Self { Self("button.disabled.label") }
  /// `button.hint`.
  public static var buttonHint: Self { Self("button.hint") }
  /// `badge.label`.
  public static var badgeLabel: Self { Self("badge.label") }
  /// `divider.label`.
  public static var dividerLabel: Self { Self("divider.label") }
  /// `progress.label`.
  public static var progressLabel: Self { Self("progress.label") }
  /// `keyHints.key`.
  public static var keyHintsKey: Self { Self("keyHints.key") }
  /// `keyHints.label`.
  public static var keyHintsLabel: Self { Self("keyHints.label") }
  /// `keyHints.separator`.
  public static var keyHintsSeparator: Self { Self("keyHints.separator") }
  /// `box.title`.
  public static var boxTitle: Self { Self("box.title") }
  /// `box.footer`.
  public static var boxFooter: Self { Self("box.footer") }
  /// `avatar.label`.
  public static var avatarLabel: Self { Self("avatar.label") }
  /// `tabBar.item`.
  public static var tabBarItem: Self { Self("tabBar.item") }
  /// `tabBar.selected`.
  public static var tabBarSelected: Self { Self("tabBar.selected") }
  /// `tabBar.disabled`.
  public static var tabBarDisabled: Self { Self("tabBar.disabled") }
  /// `list.row`.
  public static var listRow: Self { Self("list.row") }
  /// `list.selected`.
  public static var listSelected: Self { Self("list.selected") }
  /// `list.header`.
  public static var listHeader: Self { Self("list.header") }
  /// `list.empty`.
  public static var listEmpty: Self { Self("list.empty") }
  /// `field.error.message`.
  public static var fieldErrorMessage: Self { Self("field.error.message") }
  /// `field.label`.
  public static var fieldLabel: Self { Self("field.label") }
  /// `field.value`.
  public static var fieldValue: Self { Self("field.value") }
  /// `field.placeholder`.
  public static var fieldPlaceholder: Self { Self("field.placeholder") }
  /// `field.helper`.
  public static var fieldHelper: Self { Self("field.helper") }
  /// `field.caret`.
  public static var fieldCaret: Self { Self("field.caret") }
  /// `field.disabled`.
  public static var fieldDisabled: Self { Self("field.disabled") }
  /// `alert.title`.
  public static var alertTitle: Self { Self("alert.title") }
  /// `alert.message`.
  public static var alertMessage: Self { Self("alert.message") }
  /// `alert.backdrop`.
  public static var alertBackdrop: Self { Self("alert.backdrop") }
  /// `hud.message`.
  public static var hudMessage: Self { Self("hud.message") }
  /// `hud.success`.
  public static var hudSuccess: Self { Self("hud.success") }
  /// `hud.failure`.
  public static var hudFailure: Self { Self("hud.failure") }
  /// `banner.title`.
  public static var bannerTitle: Self { Self("banner.title") }
  /// `banner.message`.
  public static var bannerMessage: Self { Self("banner.message") }
  /// `toggle.label`.
  public static var toggleLabel: Self { Self("toggle.label") }
  /// `checkbox.label`.
  public static var checkboxLabel: Self { Self("checkbox.label") }
  /// `textStyle.title`.
  public static var title: Self { Self("textStyle.title") }
  /// `textStyle.headline`.
  public static var headline: Self { Self("textStyle.headline") }
  /// `textStyle.body`.
  public static var body: Self { Self("textStyle.body") }
  /// `textStyle.caption`.
  public static var caption: Self { Self("textStyle.caption") }
  /// `textStyle.muted`.
  public static var muted: Self { Self("textStyle.muted") }
  /// `textStyle.error`.
  public static var error: Self { Self("textStyle.error") }
  /// `textStyle.link`.
  public static var link: Self { Self("textStyle.link") }
  /// `textStyle.code`.
  public static var code: Self { Self("textStyle.code") }
  /// `textStyle.strong`.
  public static var strong: Self { Self("textStyle.strong") }
  /// `textStyle.selected`.
  public static var selected: Self { Self("textStyle.selected") }
}

extension ThemeKey where Value == BorderToken {
  /// `button.border`.
  public static var buttonBorder: Self { Self("button.border") }
  /// `button.focus.border`.
  public static var buttonFocusBorder: Self { Self("button.focus.border") }
  /// `box.border`.
  public static var boxBorder: Self { Self("box.border") }
  /// `box.focus.border`.
  public static var boxFocusBorder: Self { Self("box.focus.border") }
  /// `border.error`.
  public static var borderError: Self { Self("border.error") }
  /// `tabBar.border`.
  public static var tabBarBorder: Self { Self("tabBar.border") }
  /// `field.border`.
  public static var fieldBorder: Self { Self("field.border") }
  /// `field.focus.border`.
  public static var fieldFocusBorder: Self { Self("field.focus.border") }
  /// `field.error.border`.
  public static var fieldErrorBorder: Self { Self("field.error.border") }
  /// `alert.border`.
  public static var alertBorder: Self { Self("alert.border") }
  /// `hud.border`.
  public static var hudBorder: Self { Self("hud.border") }
  /// `border.default`.
  public static var `default`: Self { Self("border.default") }
  /// `border.focus`.
  public static var focus: Self { Self("border.focus") }
  /// `border.dialog`.
  public static var dialog: Self { Self("border.dialog") }
}

extension ThemeKey where Value == Int {
  /// `space.0`.
  public static var space0: Self { Self("space.0") }
  /// `space.1`.
  public static var space1: Self { Self("space.1") }
  /// `space.2`.
  public static var space2: Self { Self("space.2") }
  /// `space.3`.
  public static var space3: Self { Self("space.3") }
  /// `space.4`.
  public static var space4: Self { Self("space.4") }
  /// `button.padding`.
  public static var buttonPadding: Self { Self("button.padding") }
}

extension ThemeKey where Value == Duration {
  /// `motion.spinner.interval`.
  public static var motionSpinnerInterval: Self { Self("motion.spinner.interval") }
}

extension ThemeKey where Value == Color {
  /// The six avatar background colours, `color.avatar.1` to `color.avatar.6`.
  public static var avatarPalette: [Self] { [.avatar1, .avatar2, .avatar3, .avatar4, .avatar5, .avatar6] }
}

/// The three tokens of a button variant.
public struct ButtonKeys: Sendable, Hashable {
  /// The fill.
  public let background: ThemeKey<Color>
  /// The label's colour.
  public let foreground: ThemeKey<Color>
  /// The label's style.
  public let label: ThemeKey<TextStyleToken>

  init(_ background: ThemeKey<Color>, _ foreground: ThemeKey<Color>, _ label: ThemeKey<TextStyleToken>) {
    self.background = background
    self.foreground = foreground
    self.label = label
  }
}

/// Every key of the schema with its DTCG type, in schema order.
enum ThemeKeys {
  /// Every key ViewKit reads.
  static let all: [(path: String, type: TokenType)] = [
    ("color.brand.primary", .color),
    ("color.brand.accent", .color),
    ("color.text.default", .color),
    ("color.text.muted", .color),
    ("color.text.disabled", .color),
    ("color.text.inverse", .color),
    ("color.text.link", .color),
    ("color.background.default", .color),
    ("color.background.surface", .color),
    ("color.background.panel", .color),
    ("color.background.selected", .color),
    ("color.border.default", .color),
    ("color.border.focus", .color),
    ("color.status.info", .color),
    ("color.status.success", .color),
    ("color.status.warning", .color),
    ("color.status.error", .color),
    ("color.avatar.1", .color),
    ("color.avatar.2", .color),
    ("color.avatar.3", .color),
    ("color.avatar.4", .color),
    ("color.avatar.5", .color),
    ("color.avatar.6", .color),
    ("button.primary.background", .color),
    ("button.primary.foreground", .color),
    ("button.primary.label", .typography),
    ("button.secondary.background", .color),
    ("button.secondary.foreground", .color),
    ("button.secondary.label", .typography),
    ("button.destructive.background", .color),
    ("button.destructive.foreground", .color),
    ("button.destructive.label", .typography),
    ("button.ghost.background", .color),
    ("button.ghost.foreground", .color),
    ("button.ghost.label", .typography),
    ("button.disabled.background", .color),
    ("button.disabled.foreground", .color),
    ("button.disabled.label", .typography),
    ("badge.background", .color),
    ("badge.foreground", .color),
    ("divider.color", .color),
    ("progress.fill", .color),
    ("progress.track", .color),
    ("spinner.color", .color),
    ("box.surface", .color),
    ("avatar.foreground", .color),
    ("avatar.placeholder.background", .color),
    ("avatar.placeholder.foreground", .color),
    ("avatar.status.online", .color),
    ("avatar.status.away", .color),
    ("avatar.status.busy", .color),
    ("avatar.status.offline", .color),
    ("button.hint", .typography),
    ("badge.label", .typography),
    ("divider.label", .typography),
    ("progress.label", .typography),
    ("keyHints.key", .typography),
    ("keyHints.label", .typography),
    ("keyHints.separator", .typography),
    ("box.title", .typography),
    ("box.footer", .typography),
    ("avatar.label", .typography),
    ("tabBar.focus", .color),
    ("tabBar.marker", .color),
    ("list.marker", .color),
    ("list.scrollbar.track", .color),
    ("list.scrollbar.thumb", .color),
    ("alert.surface", .color),
    ("alert.scrim", .color),
    ("hud.surface", .color),
    ("banner.info", .color),
    ("banner.success", .color),
    ("banner.warning", .color),
    ("banner.error", .color),
    ("toggle.on", .color),
    ("toggle.off", .color),
    ("checkbox.box", .color),
    ("checkbox.check", .color),
    ("pageIndicator.active", .color),
    ("pageIndicator.inactive", .color),
    ("tabBar.item", .typography),
    ("tabBar.selected", .typography),
    ("tabBar.disabled", .typography),
    ("list.row", .typography),
    ("list.selected", .typography),
    ("list.header", .typography),
    ("list.empty", .typography),
    ("field.error.message", .typography),
    ("field.label", .typography),
    ("field.value", .typography),
    ("field.placeholder", .typography),
    ("field.helper", .typography),
    ("field.caret", .typography),
    ("field.disabled", .typography),
    ("alert.title", .typography),
    ("alert.message", .typography),
    ("alert.backdrop", .typography),
    ("hud.message", .typography),
    ("hud.success", .typography),
    ("hud.failure", .typography),
    ("banner.title", .typography),
    ("banner.message", .typography),
    ("toggle.label", .typography),
    ("checkbox.label", .typography),
    ("button.border", .border),
    ("button.focus.border", .border),
    ("box.border", .border),
    ("box.focus.border", .border),
    ("border.error", .border),
    ("tabBar.border", .border),
    ("field.border", .border),
    ("field.focus.border", .border),
    ("field.error.border", .border),
    ("alert.border", .border),
    ("hud.border", .border),
    ("space.0", .number),
    ("space.1", .number),
    ("space.2", .number),
    ("space.3", .number),
    ("space.4", .number),
    ("button.padding", .number),
    ("border.default", .border),
    ("border.focus", .border),
    ("border.dialog", .border),
    ("textStyle.title", .typography),
    ("textStyle.headline", .typography),
    ("textStyle.body", .typography),
    ("textStyle.caption", .typography),
    ("textStyle.muted", .typography),
    ("textStyle.error", .typography),
    ("textStyle.link", .typography),
    ("textStyle.code", .typography),
    ("textStyle.strong", .typography),
    ("textStyle.selected", .typography),
    ("motion.spinner.interval", .duration),
  ]
}
