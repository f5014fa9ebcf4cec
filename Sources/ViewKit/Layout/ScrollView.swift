/// Shows part of content that is taller (or wider) than the room it has, from an offset.
final class ScrollNode: LayoutNode {
  let axis: Axis
  let offset: Int
  let child: LayoutNode

  init(axis: Axis, offset: Int, child: LayoutNode) {
    self.axis = axis
    self.offset = max(0, offset)
    self.child = child
  }

  private func contentSize(_ proposal: ProposedSize) -> Size {
    axis == .vertical
      ? child.measure(ProposedSize(width: proposal.width, height: nil))
      : child.measure(ProposedSize(width: nil, height: proposal.height))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let content = contentSize(proposal)
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    let content = contentSize(ProposedSize(rect.size))
    let origin =
      axis == .vertical
      ? Point(x: rect.minX, y: rect.minY - offset) : Point(x: rect.minX - offset, y: rect.minY)
    canvas.withClip(rect) {
      child.draw(in: Rect(origin: origin, size: content), canvas: &$0)
    }
  }
}

/// A viewport onto content larger than itself, scrolled by a number of cells.
///
/// The content is laid out at its full length along the axis; only the part inside the
/// viewport is drawn.
///
/// ```swift
/// ScrollView(offset: 3) {
///   VStack { ForEach(posts) { PostCard(post: $0) } }
/// }
/// ```
public struct ScrollView<Content: View>: PrimitiveView {
  let axis: Axis
  let offset: Int
  let content: Content

  /// Creates a viewport scrolled `offset` cells from the start.
  public init(_ axis: Axis = .vertical, offset: Int = 0, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.offset = offset
    self.content = content()
  }

  /// The viewport's node.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    ScrollNode(axis: axis, offset: offset, child: Resolve.node(content, environment))
  }
}
