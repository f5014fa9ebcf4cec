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
    let width = min(maxWidth, max(0, rect.width - 2))
    let size = modal.measure(ProposedSize(width: width, height: rect.height))
    let placed = Alignment.center.place(
      Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect)
    canvas.withClip(rect) { modal.draw(in: placed, canvas: &$0) }
  }
}

/// A view with a modal shown over it.
public struct ModalView<Content: View, Modal: View>: PrimitiveView {
  let content: Content
  let modal: Modal?
  let maxWidth: Int

  /// The content's node with the modal's on top.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    ModalNode(
      child: Resolve.node(content, environment), modal: modal.map { Resolve.node($0, environment) },
      backdrop: environment.theme.textStyle("alert.backdrop"), maxWidth: maxWidth)
  }
}

extension View {
  /// Shows an alert centred over this view, over a dimmed copy of it; nil shows nothing.
  public func alert(_ alert: Alert?) -> ModalView<Self, AlertBox> {
    ModalView(content: self, modal: alert.map(AlertBox.init), maxWidth: 50)
  }

  /// Shows a progress HUD centred over this view, over a dimmed copy of it; nil shows nothing.
  public func progressHUD(_ hud: ProgressHUD?) -> ModalView<Self, ProgressHUD> {
    ModalView(content: self, modal: hud, maxWidth: 40)
  }
}
