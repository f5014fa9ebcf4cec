// Generated from Themes/base.tokens.json by `python3 Scripts/generate-theme-keys.py`: do not edit.
// Change the tokens there and run the script again; `--check` tells whether this file is up to
// date. Each key is a token of the base set that is not a primitive, and its doc comment is the
// token's $description. ThemeKeys.swift holds the hand-written rest.

extension ThemeKey where Value == Color {
  /// `color.brand.primary`: the main brand colour, for primary actions and highlights.
  public static var brandPrimary: Self { Self("color.brand.primary") }
  /// `color.brand.accent`: the secondary brand colour, for accents beside the primary.
  public static var brandAccent: Self { Self("color.brand.accent") }
  /// `color.text.default`: the colour of ordinary text; also the surface's foreground.
  public static var textDefault: Self { Self("color.text.default") }
  /// `color.text.muted`: the colour of secondary, less important text.
  public static var textMuted: Self { Self("color.text.muted") }
  /// `color.text.disabled`: the colour of text on disabled controls.
  public static var textDisabled: Self { Self("color.text.disabled") }
  /// `color.text.inverse`: the colour of text on a filled ground, such as a primary button.
  public static var textInverse: Self { Self("color.text.inverse") }
  /// `color.text.link`: the colour of text that can be followed.
  public static var textLink: Self { Self("color.text.link") }
  /// `color.background.default`: the screen's background; also the surface's background.
  public static var backgroundDefault: Self { Self("color.background.default") }
  /// `color.background.surface`: the background of raised areas such as cards.
  public static var backgroundSurface: Self { Self("color.background.surface") }
  /// `color.background.panel`: the background of panels set apart from the screen (black in 16
  /// colours: the palette's grey takes no legible text).
  public static var backgroundPanel: Self { Self("color.background.panel") }
  /// `color.background.selected`: the background behind a selected item (blue in 16 colours, where
  /// no dark grey carries white text).
  public static var backgroundSelected: Self { Self("color.background.selected") }
  /// `color.border.default`: the colour of ordinary borders and rules.
  public static var borderDefault: Self { Self("color.border.default") }
  /// `color.border.focus`: the colour that marks the focused control.
  public static var borderFocus: Self { Self("color.border.focus") }
  /// `color.status.info`: the colour of neutral information.
  public static var statusInfo: Self { Self("color.status.info") }
  /// `color.status.success`: the colour of success and completion.
  public static var statusSuccess: Self { Self("color.status.success") }
  /// `color.status.warning`: the colour of warnings.
  public static var statusWarning: Self { Self("color.status.warning") }
  /// `color.status.error`: the colour of errors and failures.
  public static var statusError: Self { Self("color.status.error") }
  /// `color.avatar.1`: the first avatar background colour.
  public static var avatar1: Self { Self("color.avatar.1") }
  /// `color.avatar.2`: the second avatar background colour.
  public static var avatar2: Self { Self("color.avatar.2") }
  /// `color.avatar.3`: the third avatar background colour.
  public static var avatar3: Self { Self("color.avatar.3") }
  /// `color.avatar.4`: the fourth avatar background colour.
  public static var avatar4: Self { Self("color.avatar.4") }
  /// `color.avatar.5`: the fifth avatar background colour.
  public static var avatar5: Self { Self("color.avatar.5") }
  /// `color.avatar.6`: the sixth avatar background colour.
  public static var avatar6: Self { Self("color.avatar.6") }
  /// `alert.surface`: the fill of an alert's panel.
  public static var alertSurface: Self { Self("alert.surface") }
  /// `alert.scrim`: the colour a modal's backdrop blends toward (60%), fills and text alike; the
  /// terminal's own dims by `alert.backdrop` instead.
  public static var alertScrim: Self { Self("alert.scrim") }
  /// `avatar.foreground`: the colour of an avatar's initials.
  public static var avatarForeground: Self { Self("avatar.foreground") }
  /// `avatar.placeholder.background`: the fill of an avatar with no name.
  public static var avatarPlaceholderBackground: Self { Self("avatar.placeholder.background") }
  /// `avatar.placeholder.foreground`: the glyph colour of an avatar with no name.
  public static var avatarPlaceholderForeground: Self { Self("avatar.placeholder.foreground") }
  /// `avatar.status.online`: the colour of an avatar's online dot.
  public static var avatarStatusOnline: Self { Self("avatar.status.online") }
  /// `avatar.status.away`: the colour of an avatar's away dot.
  public static var avatarStatusAway: Self { Self("avatar.status.away") }
  /// `avatar.status.busy`: the colour of an avatar's busy dot.
  public static var avatarStatusBusy: Self { Self("avatar.status.busy") }
  /// `avatar.status.offline`: the colour of an avatar's offline dot.
  public static var avatarStatusOffline: Self { Self("avatar.status.offline") }
  /// `badge.background`: the fill of a badge, such as an unread count.
  public static var badgeBackground: Self { Self("badge.background") }
  /// `badge.foreground`: the text colour of a badge.
  public static var badgeForeground: Self { Self("badge.foreground") }
  /// `banner.info`: the accent colour of an information banner.
  public static var bannerInfo: Self { Self("banner.info") }
  /// `banner.success`: the accent colour of a success banner.
  public static var bannerSuccess: Self { Self("banner.success") }
  /// `banner.warning`: the accent colour of a warning banner.
  public static var bannerWarning: Self { Self("banner.warning") }
  /// `banner.error`: the accent colour of an error banner.
  public static var bannerError: Self { Self("banner.error") }
  /// `button.primary.background`: the fill of a primary button.
  public static var buttonPrimaryBackground: Self { Self("button.primary.background") }
  /// `button.primary.foreground`: the label colour of a primary button.
  public static var buttonPrimaryForeground: Self { Self("button.primary.foreground") }
  /// `button.secondary.background`: the fill of a secondary button.
  public static var buttonSecondaryBackground: Self { Self("button.secondary.background") }
  /// `button.secondary.foreground`: the label colour of a secondary button.
  public static var buttonSecondaryForeground: Self { Self("button.secondary.foreground") }
  /// `button.destructive.background`: the fill of a destructive button.
  public static var buttonDestructiveBackground: Self { Self("button.destructive.background") }
  /// `button.destructive.foreground`: the label colour of a destructive button.
  public static var buttonDestructiveForeground: Self { Self("button.destructive.foreground") }
  /// `button.ghost.background`: the fill of a ghost (quiet, text-only) button.
  public static var buttonGhostBackground: Self { Self("button.ghost.background") }
  /// `button.ghost.foreground`: the label colour of a ghost (quiet, text-only) button.
  public static var buttonGhostForeground: Self { Self("button.ghost.foreground") }
  /// `button.disabled.background`: the fill of a disabled button.
  public static var buttonDisabledBackground: Self { Self("button.disabled.background") }
  /// `button.disabled.foreground`: the label colour of a disabled button.
  public static var buttonDisabledForeground: Self { Self("button.disabled.foreground") }
  /// `chart.line`: the colour of a sparkline's blocks.
  public static var chartLine: Self { Self("chart.line") }
  /// `chart.bar`: the colour of a bar chart's bars.
  public static var chartBar: Self { Self("chart.bar") }
  /// `checkbox.box`: the colour of a checkbox's brackets.
  public static var checkboxBox: Self { Self("checkbox.box") }
  /// `checkbox.check`: the colour of a checkbox's tick.
  public static var checkboxCheck: Self { Self("checkbox.check") }
  /// `commandPalette.prompt`: the colour of the › before the command palette's query.
  public static var commandPalettePrompt: Self { Self("commandPalette.prompt") }
  /// `divider.color`: the colour of a divider's line.
  public static var dividerColor: Self { Self("divider.color") }
  /// `list.marker`: the colour of the marker beside a list's selected row.
  public static var listMarker: Self { Self("list.marker") }
  /// `list.scrollbar.track`: the colour of a list's scrollbar track.
  public static var listScrollbarTrack: Self { Self("list.scrollbar.track") }
  /// `list.scrollbar.thumb`: the colour of a list's scrollbar thumb.
  public static var listScrollbarThumb: Self { Self("list.scrollbar.thumb") }
  /// `logView.scrollbar.thumb`: the colour of a log view's scrollbar thumb.
  public static var logViewScrollbarThumb: Self { Self("logView.scrollbar.thumb") }
  /// `logView.scrollbar.track`: the colour of a log view's scrollbar track.
  public static var logViewScrollbarTrack: Self { Self("logView.scrollbar.track") }
  /// `pageIndicator.active`: the colour of the current page's dot.
  public static var pageIndicatorActive: Self { Self("pageIndicator.active") }
  /// `pageIndicator.inactive`: the colour of the other pages' dots.
  public static var pageIndicatorInactive: Self { Self("pageIndicator.inactive") }
  /// `progress.fill`: the colour of the done part of a progress bar.
  public static var progressFill: Self { Self("progress.fill") }
  /// `progress.track`: the colour of the part of a progress bar still to do.
  public static var progressTrack: Self { Self("progress.track") }
  /// `hud.surface`: the fill of a progress HUD's panel.
  public static var hudSurface: Self { Self("hud.surface") }
  /// `box.surface`: the fill inside a filled card.
  public static var boxSurface: Self { Self("box.surface") }
  /// `spinner.color`: the colour of a spinner's frames.
  public static var spinnerColor: Self { Self("spinner.color") }
  /// `tabBar.focus`: the colour of the brackets around the selected tab when the bar has focus.
  public static var tabBarFocus: Self { Self("tabBar.focus") }
  /// `tabBar.marker`: the colour of the markers that show a tab bar scrolls.
  public static var tabBarMarker: Self { Self("tabBar.marker") }
  /// `table.marker`: the colour of the cursor marker when the table is not focused, and of the ‹ ›
  /// marking hidden columns.
  public static var tableMarker: Self { Self("table.marker") }
  /// `table.check`: the colour of the ✓ beside a chosen row of a table that selects several.
  public static var tableCheck: Self { Self("table.check") }
  /// `table.sort`: the colour of the ▲ or ▼ beside the title of the column a table is sorted by.
  public static var tableSort: Self { Self("table.sort") }
  /// `table.rule`: the colour of the rule under a table's header.
  public static var tableRule: Self { Self("table.rule") }
  /// `table.scrollbar.track`: the colour of a table's scrollbar track.
  public static var tableScrollbarTrack: Self { Self("table.scrollbar.track") }
  /// `table.scrollbar.thumb`: the colour of a table's scrollbar thumb.
  public static var tableScrollbarThumb: Self { Self("table.scrollbar.thumb") }
  /// `toast.surface`: the fill of a toast's panel.
  public static var toastSurface: Self { Self("toast.surface") }
  /// `toast.info`: the colour of an information toast's border and mark.
  public static var toastInfo: Self { Self("toast.info") }
  /// `toast.success`: the colour of a success toast's border and mark.
  public static var toastSuccess: Self { Self("toast.success") }
  /// `toast.warning`: the colour of a warning toast's border and mark.
  public static var toastWarning: Self { Self("toast.warning") }
  /// `toast.error`: the colour of an error toast's border and mark.
  public static var toastError: Self { Self("toast.error") }
  /// `toggle.on`: the colour of a toggle that is on.
  public static var toggleOn: Self { Self("toggle.on") }
  /// `toggle.off`: the colour of a toggle that is off.
  public static var toggleOff: Self { Self("toggle.off") }
  /// `tree.guide`: the colour of a tree's guides (├─ └─ │).
  public static var treeGuide: Self { Self("tree.guide") }
  /// `tree.marker`: the colour of the ▸ ▾ marker before a tree node that has children.
  public static var treeMarker: Self { Self("tree.marker") }
  /// `tree.scrollbar.track`: the colour of a tree's scrollbar track.
  public static var treeScrollbarTrack: Self { Self("tree.scrollbar.track") }
  /// `tree.scrollbar.thumb`: the colour of a tree's scrollbar thumb.
  public static var treeScrollbarThumb: Self { Self("tree.scrollbar.thumb") }
}

extension ThemeKey where Value == TextStyleToken {
  /// `textStyle.title`: the style of screen and section titles.
  public static var title: Self { Self("textStyle.title") }
  /// `textStyle.headline`: the style of prominent headings inside content.
  public static var headline: Self { Self("textStyle.headline") }
  /// `textStyle.body`: the style of running text.
  public static var body: Self { Self("textStyle.body") }
  /// `textStyle.caption`: the style of small print under something else.
  public static var caption: Self { Self("textStyle.caption") }
  /// `textStyle.muted`: the style of secondary, less important text.
  public static var muted: Self { Self("textStyle.muted") }
  /// `textStyle.error`: the style of error messages.
  public static var error: Self { Self("textStyle.error") }
  /// `textStyle.link`: the style of text that can be followed.
  public static var link: Self { Self("textStyle.link") }
  /// `textStyle.code`: the style of code and literal values.
  public static var code: Self { Self("textStyle.code") }
  /// `textStyle.strong`: the style of emphasised text.
  public static var strong: Self { Self("textStyle.strong") }
  /// `textStyle.selected`: the style of a selected item.
  public static var selected: Self { Self("textStyle.selected") }
  /// `alert.title`: the style of an alert's title.
  public static var alertTitle: Self { Self("alert.title") }
  /// `alert.message`: the style of an alert's message.
  public static var alertMessage: Self { Self("alert.message") }
  /// `alert.backdrop`: the style of text behind a modal when the scrim cannot blend colours.
  public static var alertBackdrop: Self { Self("alert.backdrop") }
  /// `avatar.label`: the style of an avatar's initials.
  public static var avatarLabel: Self { Self("avatar.label") }
  /// `badge.label`: the style of a badge's text.
  public static var badgeLabel: Self { Self("badge.label") }
  /// `banner.title`: the style of a banner's title.
  public static var bannerTitle: Self { Self("banner.title") }
  /// `banner.message`: the style of a banner's message.
  public static var bannerMessage: Self { Self("banner.message") }
  /// `button.primary.label`: the label style of a primary button.
  public static var buttonPrimaryLabel: Self { Self("button.primary.label") }
  /// `button.secondary.label`: the label style of a secondary button.
  public static var buttonSecondaryLabel: Self { Self("button.secondary.label") }
  /// `button.destructive.label`: the label style of a destructive button.
  public static var buttonDestructiveLabel: Self { Self("button.destructive.label") }
  /// `button.ghost.label`: the label style of a ghost (quiet, text-only) button.
  public static var buttonGhostLabel: Self { Self("button.ghost.label") }
  /// `button.disabled.label`: the label style of a disabled button.
  public static var buttonDisabledLabel: Self { Self("button.disabled.label") }
  /// `button.hint`: the style of the shortcut hint after a button's label.
  public static var buttonHint: Self { Self("button.hint") }
  /// `chart.label`: the style of a chart's labels.
  public static var chartLabel: Self { Self("chart.label") }
  /// `chart.value`: the style of the values a chart shows beside its marks.
  public static var chartValue: Self { Self("chart.value") }
  /// `checkbox.label`: the style of a checkbox's label.
  public static var checkboxLabel: Self { Self("checkbox.label") }
  /// `commandPalette.match`: the style of the letters of a command's title that the query matched.
  public static var commandPaletteMatch: Self { Self("commandPalette.match") }
  /// `divider.label`: the style of the label set into a divider.
  public static var dividerLabel: Self { Self("divider.label") }
  /// `keyHints.key`: the style of the keys in the hints line.
  public static var keyHintsKey: Self { Self("keyHints.key") }
  /// `keyHints.label`: the style of what the keys do in the hints line.
  public static var keyHintsLabel: Self { Self("keyHints.label") }
  /// `keyHints.separator`: the style of the separators between hints.
  public static var keyHintsSeparator: Self { Self("keyHints.separator") }
  /// `list.row`: the style of an ordinary list row.
  public static var listRow: Self { Self("list.row") }
  /// `list.selected`: the style of the selected list row.
  public static var listSelected: Self { Self("list.selected") }
  /// `list.header`: the style of a list's section headers.
  public static var listHeader: Self { Self("list.header") }
  /// `list.empty`: the style of the text an empty list shows.
  public static var listEmpty: Self { Self("list.empty") }
  /// `logView.line`: the style of a log view's lines.
  public static var logViewLine: Self { Self("logView.line") }
  /// `logView.empty`: the style of the text an empty log view shows.
  public static var logViewEmpty: Self { Self("logView.empty") }
  /// `logView.status`: the style of the line that says a log view is paused.
  public static var logViewStatus: Self { Self("logView.status") }
  /// `progress.label`: the style of a progress bar's percentage.
  public static var progressLabel: Self { Self("progress.label") }
  /// `hud.message`: the style of a progress HUD's message.
  public static var hudMessage: Self { Self("hud.message") }
  /// `hud.success`: the style of a progress HUD's success mark.
  public static var hudSuccess: Self { Self("hud.success") }
  /// `hud.failure`: the style of a progress HUD's failure mark.
  public static var hudFailure: Self { Self("hud.failure") }
  /// `box.title`: the style of a card's title.
  public static var boxTitle: Self { Self("box.title") }
  /// `box.footer`: the style of a card's footer.
  public static var boxFooter: Self { Self("box.footer") }
  /// `tabBar.item`: the style of an unselected tab.
  public static var tabBarItem: Self { Self("tabBar.item") }
  /// `tabBar.selected`: the style of the selected tab.
  public static var tabBarSelected: Self { Self("tabBar.selected") }
  /// `tabBar.disabled`: the style of a disabled tab.
  public static var tabBarDisabled: Self { Self("tabBar.disabled") }
  /// `table.header`: the style of a table's column titles.
  public static var tableHeader: Self { Self("table.header") }
  /// `table.row`: the style of an ordinary table row.
  public static var tableRow: Self { Self("table.row") }
  /// `table.cursor`: the style of the table row under the cursor: its background fills the row;
  /// cells keep their own colours.
  public static var tableCursor: Self { Self("table.cursor") }
  /// `table.selected`: the style added to the rows chosen in a table that selects several.
  public static var tableSelected: Self { Self("table.selected") }
  /// `table.empty`: the style of the text a table shows with no rows or while loading.
  public static var tableEmpty: Self { Self("table.empty") }
  /// `textArea.label`: the style of a text area's label.
  public static var textAreaLabel: Self { Self("textArea.label") }
  /// `textArea.value`: the style of the text typed into a text area.
  public static var textAreaValue: Self { Self("textArea.value") }
  /// `textArea.placeholder`: the style of a text area's placeholder, shown while it is empty.
  public static var textAreaPlaceholder: Self { Self("textArea.placeholder") }
  /// `textArea.caret`: the style of the cursor in a focused text area.
  public static var textAreaCaret: Self { Self("textArea.caret") }
  /// `textArea.selection`: the style of the selected text in a text area: reversed, so it shows
  /// without colour too.
  public static var textAreaSelection: Self { Self("textArea.selection") }
  /// `textArea.lineNumber`: the style of a text area's line numbers.
  public static var textAreaLineNumber: Self { Self("textArea.lineNumber") }
  /// `textArea.counter`: the style of a text area's `count/limit` counter.
  public static var textAreaCounter: Self { Self("textArea.counter") }
  /// `textArea.disabled`: the style of a disabled text area's text.
  public static var textAreaDisabled: Self { Self("textArea.disabled") }
  /// `field.error.message`: the style of a text field's error message.
  public static var fieldErrorMessage: Self { Self("field.error.message") }
  /// `field.label`: the style of a text field's label.
  public static var fieldLabel: Self { Self("field.label") }
  /// `field.value`: the style of the text typed into a field.
  public static var fieldValue: Self { Self("field.value") }
  /// `field.placeholder`: the style of a field's placeholder, shown while it is empty.
  public static var fieldPlaceholder: Self { Self("field.placeholder") }
  /// `field.helper`: the style of the helper text under a field.
  public static var fieldHelper: Self { Self("field.helper") }
  /// `field.caret`: the style of the cursor in a focused field.
  public static var fieldCaret: Self { Self("field.caret") }
  /// `field.disabled`: the style of a disabled field's text.
  public static var fieldDisabled: Self { Self("field.disabled") }
  /// `toast.title`: the style of a toast's title.
  public static var toastTitle: Self { Self("toast.title") }
  /// `toast.message`: the style of a toast's message.
  public static var toastMessage: Self { Self("toast.message") }
  /// `toggle.label`: the style of a toggle's label.
  public static var toggleLabel: Self { Self("toggle.label") }
  /// `tree.label`: the style of a tree node's label.
  public static var treeLabel: Self { Self("tree.label") }
  /// `tree.selected`: the style of a tree's selected row: its ground and attributes; its content
  /// keeps its colours.
  public static var treeSelected: Self { Self("tree.selected") }
  /// `tree.loading`: the style of the Loading… row under a node whose children are being fetched.
  public static var treeLoading: Self { Self("tree.loading") }
  /// `tree.empty`: the style of the text an empty tree shows.
  public static var treeEmpty: Self { Self("tree.empty") }
}

extension ThemeKey where Value == BorderToken {
  /// `border.default`: the ordinary border, for panels and boxes.
  public static var `default`: Self { Self("border.default") }
  /// `border.focus`: the border that marks focus.
  public static var focus: Self { Self("border.focus") }
  /// `border.dialog`: the border of dialogs.
  public static var dialog: Self { Self("border.dialog") }
  /// `border.error`: a border that marks an error.
  public static var borderError: Self { Self("border.error") }
  /// `alert.border`: the border of an alert's panel.
  public static var alertBorder: Self { Self("alert.border") }
  /// `button.border`: the border of an unfocused bordered button.
  public static var buttonBorder: Self { Self("button.border") }
  /// `button.focus.border`: the border of a focused bordered button.
  public static var buttonFocusBorder: Self { Self("button.focus.border") }
  /// `hud.border`: the border of a progress HUD's panel.
  public static var hudBorder: Self { Self("hud.border") }
  /// `box.border`: the border of a card.
  public static var boxBorder: Self { Self("box.border") }
  /// `box.focus.border`: the border of a card that holds the focus.
  public static var boxFocusBorder: Self { Self("box.focus.border") }
  /// `tabBar.border`: the border of a tab bar.
  public static var tabBarBorder: Self { Self("tabBar.border") }
  /// `textArea.border`: the border of an unfocused text area.
  public static var textAreaBorder: Self { Self("textArea.border") }
  /// `textArea.focus.border`: the border of a focused text area.
  public static var textAreaFocusBorder: Self { Self("textArea.focus.border") }
  /// `field.border`: the border of an unfocused text field.
  public static var fieldBorder: Self { Self("field.border") }
  /// `field.focus.border`: the border of a focused text field.
  public static var fieldFocusBorder: Self { Self("field.focus.border") }
  /// `field.error.border`: the border of a text field showing an error.
  public static var fieldErrorBorder: Self { Self("field.error.border") }
  /// `toast.border`: the border of a toast; its colour is the toast's severity's.
  public static var toastBorder: Self { Self("toast.border") }
}

extension ThemeKey where Value == Int {
  /// `space.0`: no space: 0 cells.
  public static var space0: Self { Self("space.0") }
  /// `space.1`: the smallest gap, in cells (1 in the built-in themes).
  public static var space1: Self { Self("space.1") }
  /// `space.2`: a small gap, in cells (2 in the built-in themes).
  public static var space2: Self { Self("space.2") }
  /// `space.3`: a medium gap, in cells (3 in the built-in themes).
  public static var space3: Self { Self("space.3") }
  /// `space.4`: the largest gap, in cells (4 in the built-in themes).
  public static var space4: Self { Self("space.4") }
  /// `button.padding`: the empty cells either side of a button's label.
  public static var buttonPadding: Self { Self("button.padding") }
}

extension ThemeKey where Value == Duration {
  /// `motion.spinner.interval`: the time between a spinner's frames, and so the app loop's tick.
  public static var motionSpinnerInterval: Self { Self("motion.spinner.interval") }
}

/// Every key of the schema with its DTCG type, in the order of `Themes/base.tokens.json`.
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
    ("space.0", .number),
    ("space.1", .number),
    ("space.2", .number),
    ("space.3", .number),
    ("space.4", .number),
    ("border.default", .border),
    ("border.focus", .border),
    ("border.dialog", .border),
    ("border.error", .border),
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
    ("alert.border", .border),
    ("alert.surface", .color),
    ("alert.scrim", .color),
    ("alert.title", .typography),
    ("alert.message", .typography),
    ("alert.backdrop", .typography),
    ("avatar.foreground", .color),
    ("avatar.label", .typography),
    ("avatar.placeholder.background", .color),
    ("avatar.placeholder.foreground", .color),
    ("avatar.status.online", .color),
    ("avatar.status.away", .color),
    ("avatar.status.busy", .color),
    ("avatar.status.offline", .color),
    ("badge.background", .color),
    ("badge.foreground", .color),
    ("badge.label", .typography),
    ("banner.info", .color),
    ("banner.success", .color),
    ("banner.warning", .color),
    ("banner.error", .color),
    ("banner.title", .typography),
    ("banner.message", .typography),
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
    ("button.padding", .number),
    ("button.disabled.background", .color),
    ("button.disabled.foreground", .color),
    ("button.disabled.label", .typography),
    ("button.hint", .typography),
    ("button.border", .border),
    ("button.focus.border", .border),
    ("chart.line", .color),
    ("chart.bar", .color),
    ("chart.label", .typography),
    ("chart.value", .typography),
    ("checkbox.box", .color),
    ("checkbox.check", .color),
    ("checkbox.label", .typography),
    ("commandPalette.prompt", .color),
    ("commandPalette.match", .typography),
    ("divider.color", .color),
    ("divider.label", .typography),
    ("keyHints.key", .typography),
    ("keyHints.label", .typography),
    ("keyHints.separator", .typography),
    ("list.row", .typography),
    ("list.selected", .typography),
    ("list.header", .typography),
    ("list.empty", .typography),
    ("list.marker", .color),
    ("list.scrollbar.track", .color),
    ("list.scrollbar.thumb", .color),
    ("logView.line", .typography),
    ("logView.empty", .typography),
    ("logView.status", .typography),
    ("logView.scrollbar.thumb", .color),
    ("logView.scrollbar.track", .color),
    ("pageIndicator.active", .color),
    ("pageIndicator.inactive", .color),
    ("progress.fill", .color),
    ("progress.track", .color),
    ("progress.label", .typography),
    ("hud.border", .border),
    ("hud.surface", .color),
    ("hud.message", .typography),
    ("hud.success", .typography),
    ("hud.failure", .typography),
    ("box.border", .border),
    ("box.focus.border", .border),
    ("box.surface", .color),
    ("box.title", .typography),
    ("box.footer", .typography),
    ("spinner.color", .color),
    ("tabBar.item", .typography),
    ("tabBar.selected", .typography),
    ("tabBar.disabled", .typography),
    ("tabBar.focus", .color),
    ("tabBar.marker", .color),
    ("tabBar.border", .border),
    ("table.header", .typography),
    ("table.row", .typography),
    ("table.cursor", .typography),
    ("table.selected", .typography),
    ("table.empty", .typography),
    ("table.marker", .color),
    ("table.check", .color),
    ("table.sort", .color),
    ("table.rule", .color),
    ("table.scrollbar.track", .color),
    ("table.scrollbar.thumb", .color),
    ("textArea.border", .border),
    ("textArea.focus.border", .border),
    ("textArea.label", .typography),
    ("textArea.value", .typography),
    ("textArea.placeholder", .typography),
    ("textArea.caret", .typography),
    ("textArea.selection", .typography),
    ("textArea.lineNumber", .typography),
    ("textArea.counter", .typography),
    ("textArea.disabled", .typography),
    ("field.border", .border),
    ("field.focus.border", .border),
    ("field.error.border", .border),
    ("field.error.message", .typography),
    ("field.label", .typography),
    ("field.value", .typography),
    ("field.placeholder", .typography),
    ("field.helper", .typography),
    ("field.caret", .typography),
    ("field.disabled", .typography),
    ("toast.surface", .color),
    ("toast.info", .color),
    ("toast.success", .color),
    ("toast.warning", .color),
    ("toast.error", .color),
    ("toast.border", .border),
    ("toast.title", .typography),
    ("toast.message", .typography),
    ("toggle.on", .color),
    ("toggle.off", .color),
    ("toggle.label", .typography),
    ("tree.guide", .color),
    ("tree.marker", .color),
    ("tree.label", .typography),
    ("tree.selected", .typography),
    ("tree.loading", .typography),
    ("tree.empty", .typography),
    ("tree.scrollbar.track", .color),
    ("tree.scrollbar.thumb", .color),
  ]
}
