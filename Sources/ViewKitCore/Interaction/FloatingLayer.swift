import ViewKitStyle

/// Draws its content, then a layer in front of it at the first of its placements whose rows
/// keep clear of the focused control's (the first placement when none does).
final class FloatingNode: WrapperNode {
  let layer: LayoutNode
  let placements: [Alignment]
  let margin: Int
  let frame: InteractionFrame?

  init(child: LayoutNode, layer: LayoutNode, placements: [Alignment], margin: Int, frame: InteractionFrame?) {
    self.layer = layer
    self.placements = placements.isEmpty ? [.topTrailing] : placements
    self.margin = max(0, margin)
    self.frame = frame
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.drawNode(in: rect, canvas: &canvas)
    let inset = rect.inset(by: EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin))
    let size = layer.measure(ProposedSize(inset.size))
    guard size.width > 0, size.height > 0 else { return }
    let candidates = placements.map { $0.place(size, in: inset) }
    var placed = candidates[0]
    if let focus = frame?.focusedRect {
      placed = candidates.first { $0.maxY <= focus.minY || $0.minY >= focus.maxY } ?? candidates[0]
    }
    canvas.withClip(rect) { layer.drawNode(in: placed, canvas: &$0) }
  }
}

extension View {
  /// Draws a layer in front of this view, at the first of `placements` whose rows keep clear of
  /// the focused control (a toast that never covers the field being typed in).
  ///
  /// - Parameters:
  ///   - placements: where the layer may go, in order of preference.
  ///   - margin: the empty cells left at either side.
  ///   - layer: the view drawn in front; it is offered this view's size less the margins.
  /// - Returns: the view with the layer in front of it.
  @inlinable
  public consuming func floatingLayer<Layer: View>(
    placements: [Alignment] = [.topTrailing, .bottomTrailing], margin: Int = 1,
    @ViewBuilder _ layer: () -> Layer
  ) -> NodeModifiedView<Self> {
    let layer = layer()
    return NodeModifiedView(
      content: self,
      wrap: NodeWraps.floating(placements: placements, margin: margin) { environment in
        Resolve.node(layer, environment)
      })
  }
}

extension NodeWraps {
  /// ``View/floatingLayer(placements:margin:_:)``.
  @usableFromInline
  static func floating(
    placements: [Alignment], margin: Int, _ layer: @escaping (EnvironmentValues) -> LayoutNode
  ) -> Wrap {
    { node, environment in
      FloatingNode(
        child: node, layer: layer(environment), placements: placements, margin: margin,
        frame: environment.interactionFrame)
    }
  }
}
