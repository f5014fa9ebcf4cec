/// Draws its content, then — when a modal is shown — dims everything and draws the modal
/// centred on top: the backdrop keeps its text but takes `alert.backdrop` (faint, muted).
final class ModalNode: WrapperNode {
  let modal: LayoutNode?
  let backdrop: TextStyleToken
  let maxWidth: Int

  init(child: LayoutNode, modal: LayoutNode?, backdrop: TextStyleToken, maxWidth: Int) {
    self.modal = modal
    self.backdrop = backdrop
    self.maxWidth = maxWidth
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.draw(in: rect, canvas: &canvas)
    guard let modal else { return }
    let backdrop = self.backdrop
    canvas.restyle(rect) { old in
      var dimmed = old
      dimmed.attributes.formUnion(backdrop.attributes)
      if let foreground = backdrop.foreground { dimmed.foreground = foreground }
      return dimmed
    }
    // Centre the modal in what can be seen: content taller than the screen must not push it
    // off the bottom.
    let area = rect.intersection(canvas.clip)
    guard !area.isEmpty else { return }
    let width = min(maxWidth, max(0, area.width - 2))
    let size = modal.measure(ProposedSize(width: width, height: area.height))
    let placed = Alignment.center.place(
      Size(width: min(size.width, area.width), height: min(size.height, area.height)), in: area)
    canvas.withClip(area) { modal.draw(in: placed, canvas: &$0) }
  }
}

/// A view with a modal shown over it. The modal is a focus scope: while it shows, keys and
/// clicks go to it alone and nothing underneath is drawn focused; when it goes, focus returns
/// where it was.
public struct ModalView<Content: View, Modal: View>: PrimitiveView {
  let content: Content
  let modal: Modal?
  let label: String
  let maxWidth: Int

  /// The content's node with the modal's on top.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    var under = environment
    if modal != nil { under.interactionPosition.underModal = true }
    return ModalNode(
      child: Resolve.node(content, changed: under),
      modal: modal.map { Resolve.node($0.focusScope(label), environment) },
      backdrop: environment.theme[.alertBackdrop], maxWidth: maxWidth)
  }
}

extension View {
  /// Shows an alert centred over this view, over a dimmed copy of it; nil shows nothing.
  /// Its actions run their handlers but the alert stays until the model clears it; use
  /// ``alert(_:)-(Binding<Alert?>)`` to have an action dismiss it.
  public func alert(_ alert: Alert?) -> ModalView<Self, AlertBox> {
    ModalView(
      content: self, modal: alert.map { AlertBox($0) }, label: alert.map(Self.scopeLabel) ?? "alert",
      maxWidth: 50)
  }

  /// Shows the alert a binding holds: an action (or Escape, for the cancel action) sets the
  /// binding to nil, then runs the action's handler. Focus starts on the cancel action.
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
  public func progressHUD(_ hud: ProgressHUD?) -> ModalView<Self, ProgressHUD> {
    ModalView(content: self, modal: hud, label: "progress", maxWidth: 40)
  }

  /// Shows any view as a modal centred over this one, over a dimmed copy of it; nil shows
  /// nothing. Focus is trapped in it while it shows (see ``ModalView``).
  public func modal<Modal: View>(_ modal: Modal?, label: String, maxWidth: Int = 60) -> ModalView<Self, Modal>
  {
    ModalView(content: self, modal: modal, label: label, maxWidth: maxWidth)
  }
}
