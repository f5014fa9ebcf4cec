import ViewKitStyle

/// Draws a background (colour or view) sized to its child, behind it.
final class BackgroundNode: WrapperNode {
  let color: Color?
  let layer: LayoutNode?
  let alignment: Alignment
  let inFront: Bool

  init(child: LayoutNode, color: Color?, layer: LayoutNode?, alignment: Alignment, inFront: Bool) {
    self.color = color
    self.layer = layer
    self.alignment = alignment
    self.inFront = inFront
    super.init(child: child)
  }

  override var isSpacer: Bool { child.isSpacer }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    if let color { canvas.fill(rect, background: color) }
    if !inFront, let layer { drawLayer(layer, in: rect, canvas: &canvas) }
    child.drawNode(in: rect, canvas: &canvas)
    if inFront, let layer { drawLayer(layer, in: rect, canvas: &canvas) }
  }

  private func drawLayer(_ layer: LayoutNode, in rect: Rect, canvas: inout Canvas) {
    let size = layer.measure(ProposedSize(rect.size))
    let placed = alignment.place(size, in: rect)
    canvas.withClip(rect) { layer.drawNode(in: placed, canvas: &$0) }
  }
}

extension View {
  /// Fills the view's rectangle with a colour behind it.
  ///
  /// - Parameter color: the colour painted behind the view.
  /// - Returns: the view with the colour behind it.
  @inlinable
  public consuming func background(_ color: Color) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.background(color))
  }

  /// Draws another view behind this one, within this view's rectangle.
  ///
  /// - Parameters:
  ///   - alignment: where the layer sits when it is smaller than the view.
  ///   - layer: the view drawn behind; it is offered this view's size.
  /// - Returns: the view with the layer behind it.
  @inlinable
  public consuming func background<Layer: View>(
    alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer
  ) -> NodeModifiedView<Self> {
    let layer = layer()
    return NodeModifiedView(
      content: self,
      wrap: NodeWraps.layer(alignment: alignment, inFront: false) { environment in
        Resolve.node(layer, environment)
      })
  }

  /// Draws another view in front of this one, within this view's rectangle.
  ///
  /// - Parameters:
  ///   - alignment: where the layer sits when it is smaller than the view.
  ///   - layer: the view drawn in front; it is offered this view's size.
  /// - Returns: the view with the layer in front of it.
  @inlinable
  public consuming func overlay<Layer: View>(
    alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer
  ) -> NodeModifiedView<Self> {
    let layer = layer()
    return NodeModifiedView(
      content: self,
      wrap: NodeWraps.layer(alignment: alignment, inFront: true) { environment in
        Resolve.node(layer, environment)
      })
  }
}
