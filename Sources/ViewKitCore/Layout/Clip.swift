import ViewKitStyle

/// Limits a child's drawing to its own rectangle.
final class ClipNode: WrapperNode {
  override func draw(in rect: Rect, canvas: inout Canvas) {
    canvas.withClip(rect) { child.drawNode(in: rect, canvas: &$0) }
  }
}

extension View {
  /// Hides whatever the view draws outside its own rectangle.
  ///
  /// - Returns: the view, cut to its own rectangle.
  @inlinable
  public consuming func clipped() -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.clip())
  }
}
