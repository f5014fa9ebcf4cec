import ViewKitStyle

/// Shows part of content that is taller (or wider) than the room it has, from an offset.
final class ScrollNode: LayoutNode {
  let axis: Axis
  let offset: Int
  let child: LayoutNode
  /// Whether the offset stops where the content's end reaches the viewport's.
  var clamps = false
  /// Whether `⋮` marks at the right edge say there is more above or below (vertical only).
  var marksMore = false
  /// Called when drawn, with the offset drawn at and the viewport's length.
  var onDraw: ((Int, Int) -> Void)?

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
    if clamps {
      // A clamped viewport is no larger than its content.
      return Size(
        width: axis == .vertical ? content.width : min(content.width, proposal.width ?? content.width),
        height: axis == .vertical ? min(content.height, proposal.height ?? content.height) : content.height)
    }
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    let content = contentSize(ProposedSize(rect.size))
    let length = axis == .vertical ? rect.height : rect.width
    let contentLength = axis == .vertical ? content.height : content.width
    let shown = clamps ? min(offset, max(0, contentLength - length)) : offset
    onDraw?(shown, length)
    let origin =
      axis == .vertical
      ? Point(x: rect.minX, y: rect.minY - shown) : Point(x: rect.minX - shown, y: rect.minY)
    canvas.withClip(rect) {
      child.drawNode(in: Rect(origin: origin, size: content), canvas: &$0)
    }
    guard marksMore, axis == .vertical, rect.width > 0 else { return }
    if shown > 0 { canvas.draw([Glyph("⋮")], at: Point(x: rect.maxX - 1, y: rect.minY)) }
    if shown + rect.height < content.height {
      canvas.draw([Glyph("⋮")], at: Point(x: rect.maxX - 1, y: rect.maxY - 1))
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
  @usableFromInline let axis: Axis
  @usableFromInline let offset: Int
  @usableFromInline let content: Content
  @usableFromInline var clamps = false
  @usableFromInline var marksMore = false
  @usableFromInline var onDraw: ((Int, Int) -> Void)?

  /// Creates a viewport scrolled `offset` cells from the start.
  ///
  /// - Parameters:
  ///   - axis: the direction the content scrolls in.
  ///   - offset: how many cells the content is scrolled from its start; 0 shows the start.
  ///   - content: the views inside the viewport, laid out at their full length along `axis`.
  public init(_ axis: Axis = .vertical, offset: Int = 0, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.offset = offset
    self.content = content()
  }

  /// Builds the node that draws the visible part of the content.
  @inlinable
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    scrollNode(
      axis: axis, offset: offset, clamps: clamps, marksMore: marksMore, onDraw: onDraw,
      child: Resolve.node(content, environment))
  }

  /// The viewport, stopping where the content ends, with `⋮` marks where there is more, and
  /// telling `onDraw` the offset it drew at and its length: what a pager needs.
  package func paging(onDraw: @escaping (Int, Int) -> Void) -> ScrollView {
    var copy = self
    copy.clamps = true
    copy.marksMore = true
    copy.onDraw = onDraw
    return copy
  }
}

/// A scroll view's node, made outside the generic view (see ``Resolve``).
@usableFromInline
func scrollNode(
  axis: Axis, offset: Int, clamps: Bool, marksMore: Bool, onDraw: ((Int, Int) -> Void)?, child: LayoutNode
) -> LayoutNode {
  let node = ScrollNode(axis: axis, offset: offset, child: child)
  node.clamps = clamps
  node.marksMore = marksMore
  node.onDraw = onDraw
  return node
}
