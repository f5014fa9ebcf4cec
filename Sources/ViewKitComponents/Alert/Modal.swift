import ViewKitCore
import ViewKitStyle

/// How a modal's backdrop is dimmed: every cell's text and fill blend toward the theme's
/// `alert.scrim` colour, or — when the scrim is the terminal's own colour, as in mono — the
/// text takes `alert.backdrop` (faint) instead.
struct Scrim {
  /// The colour cells blend toward; nil to dim by attributes.
  let target: RGB?
  /// What a cell in the terminal's default colours really shows: the theme's surface.
  let surfaceForeground: RGB?
  /// The theme's surface background.
  let surfaceBackground: RGB?
  /// The fallback text style.
  let backdrop: TextStyleToken
  /// How far toward the scrim a colour moves.
  static let amount = 0.6
  /// The name blended colours carry.
  static let token = TokenName("alert.scrim")

  init(theme: Theme) {
    target = theme[.alertScrim].isDefault ? nil : theme.previewColor(.alertScrim)
    surfaceForeground = theme[.textDefault].isDefault ? nil : theme.previewColor(.textDefault)
    surfaceBackground = theme[.backgroundDefault].isDefault ? nil : theme.previewColor(.backgroundDefault)
    backdrop = theme[.alertBackdrop]
  }

  /// The dimmed look of a style.
  func apply(_ style: Style) -> Style {
    var dimmed = style
    guard let target else {
      dimmed.attributes.formUnion(backdrop.attributes)
      if let foreground = backdrop.foreground { dimmed.foreground = foreground }
      return dimmed
    }
    // A blended colour is named for the scrim that made it, so snapshots and the Storybook's
    // tokens panel tell the dimmed backdrop (inactive, WCAG 1.4.3) from the content's own
    // colours; a colour the blend leaves as it is (the surface under a scrim of the same colour)
    // keeps its own token.
    if let rgb = Self.rgb(of: style.foreground, surface: surfaceForeground), Self.blend(rgb, target) != rgb {
      dimmed.foreground = Color(.rgb(Self.blend(rgb, target)), token: Self.token)
    }
    if let rgb = Self.rgb(of: style.background, surface: surfaceBackground), Self.blend(rgb, target) != rgb {
      dimmed.background = Color(.rgb(Self.blend(rgb, target)), token: Self.token)
    }
    return dimmed
  }

  /// The sRGB a colour shows as; a default colour shows as the surface.
  static func rgb(of color: Color, surface: RGB?) -> RGB? {
    switch color.kind {
    case .default: return surface
    case .ansi(let ansi): return ColorMatcher.xterm16[Int(ansi.rawValue)]
    case .palette(let index): return ColorMatcher.rgb(ofPalette: index)
    case .rgb(let rgb): return rgb
    }
  }

  /// `color` moved ``amount`` of the way to `target`, channel by channel.
  static func blend(_ color: RGB, _ target: RGB) -> RGB { color.mixed(with: target, amount: amount) }
}

/// A view with a modal shown over it. The modal is a focus scope: while it shows, keys and
/// clicks go to it alone and nothing underneath is drawn focused; when it goes, focus returns
/// where it was.
public struct ModalView<Content: View, Modal: View>: PrimitiveView {
  let content: Content
  let modal: Modal?
  let label: String
  let maxWidth: Int

  /// Builds the node that draws the content, dims it, and centres the modal on top.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    var under = environment
    if modal != nil { under.interactionPosition.underModal = true }
    let scrim = Scrim(theme: environment.theme)
    return PresentationNode(
      child: Resolve.node(content, changed: under),
      layer: modal.map { Resolve.node($0.focusScope(label), environment) },
      dim: { scrim.apply($0) }, maxWidth: maxWidth)
  }
}

extension View {
  /// Shows an alert centred over this view, over a dimmed copy of it; nil shows nothing.
  /// Its actions run their handlers but the alert stays until the model clears it; use
  /// ``alert(_:)-(Binding<Alert?>)`` to have an action dismiss it.
  ///
  /// - Parameter alert: the alert to show, or nil.
  /// - Returns: the view with the alert over it.
  public func alert(_ alert: Alert?) -> ModalView<Self, AlertBox> {
    ModalView(
      content: self, modal: alert.map { AlertBox($0) }, label: alert.map(Self.scopeLabel) ?? "alert",
      maxWidth: 50)
  }

  /// Shows the alert a binding holds: an action (or Escape, for the cancel action) sets the
  /// binding to nil, then runs the action's handler. Focus starts on the cancel action.
  ///
  /// - Parameter alert: the alert to show; set to nil when it is dismissed.
  /// - Returns: the view with the alert over it.
  public func alert(_ alert: Binding<Alert?>) -> ModalView<Self, AlertBox> {
    ModalView(
      content: self, modal: alert.wrappedValue.map { AlertBox($0, dismiss: { alert.wrappedValue = nil }) },
      label: alert.wrappedValue.map(Self.scopeLabel) ?? "alert", maxWidth: 50)
  }

  /// An alert's scope is named by what it says, so an alert that replaces another (a second
  /// confirmation) starts on its own default focus instead of keeping the first one's.
  static func scopeLabel(_ alert: Alert) -> String {
    "alert:" + alert.title + "|" + alert.message + "|" + alert.actions.map(\.title).joined(separator: "|")
  }

  /// Shows a progress HUD centred over this view, over a dimmed copy of it; nil shows nothing.
  /// While it shows, it takes the keys: only app-wide keys (Ctrl-C, help) act.
  ///
  /// - Parameter hud: the HUD to show, or nil.
  /// - Returns: the view with the HUD over it.
  public func progressHUD(_ hud: ProgressHUD?) -> ModalView<Self, ProgressHUD> {
    ModalView(content: self, modal: hud, label: "progress", maxWidth: 40)
  }

  /// Shows any view as a modal centred over this one, over a dimmed copy of it; nil shows
  /// nothing. Focus is trapped in it while it shows (see ``ModalView``).
  ///
  /// - Parameters:
  ///   - modal: the view to show, or nil.
  ///   - label: names the focus scope the modal is.
  ///   - maxWidth: the most columns the modal takes.
  /// - Returns: the view with the modal over it.
  public func modal<Modal: View>(_ modal: Modal?, label: String, maxWidth: Int = 60) -> ModalView<Self, Modal>
  {
    ModalView(content: self, modal: modal, label: label, maxWidth: maxWidth)
  }
}
