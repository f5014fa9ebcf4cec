import ViewKitStyle

/// Draws its content, then — when a layer is presented — dims everything under it and draws
/// the layer centred on top, in what can be seen: the frame of an alert, a progress HUD, any
/// modal panel.
package final class PresentationNode: WrapperNode {
  let layer: LayoutNode?
  let dim: (Style) -> Style
  let maxWidth: Int

  /// The least margin a layer keeps on each side; narrower screens get a layer as wide as they
  /// are, never a sliver of backdrop.
  static let margin = 2
  /// Below this width a layer covers the whole width.
  static let narrowest = 24

  package init(child: LayoutNode, layer: LayoutNode?, dim: @escaping (Style) -> Style, maxWidth: Int) {
    self.layer = layer
    self.dim = dim
    self.maxWidth = maxWidth
    super.init(child: child)
  }

  package override func draw(in rect: Rect, canvas: inout Canvas) {
    let read = canvas.semantics?.elements.count ?? 0
    child.drawNode(in: rect, canvas: &canvas)
    guard let layer else { return }
    // A modal hides what is under it from a screen reader, as it holds the keys.
    if canvas.semantics != nil { canvas.semantics?.elements.removeSubrange(read...) }
    canvas.restyle(rect, dim)
    // Centre the layer in what can be seen: content taller than the screen must not push it
    // off the bottom.
    let area = rect.intersection(canvas.clip)
    guard !area.isEmpty else { return }
    let width = min(maxWidth, max(0, area.width - 2 * Self.margin))
    var size = layer.measure(ProposedSize(width: width, height: area.height))
    if width < min(maxWidth, Self.narrowest) {
      size = layer.measure(ProposedSize(width: area.width, height: area.height))
      size.width = area.width
    }
    let placed = Alignment.center.place(
      Size(width: min(size.width, area.width), height: min(size.height, area.height)), in: area)
    canvas.withClip(area) { layer.drawNode(in: placed, canvas: &$0) }
  }
}
