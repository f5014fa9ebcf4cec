import ViewKitStyle

/// Builds its content from the size it is given, like SwiftUI's `GeometryReader` reduced to a
/// size: a full-screen preview laid out at its pane's own size, or a layout that changes with the
/// window.
///
/// It takes all the space it is offered (an unspecified dimension counts as 0) and builds its
/// content when it is drawn, at the size it is drawn at; the content is drawn from the top-left
/// corner and clipped to that size.
///
/// ```swift
/// SizeReader { size in
///   if size.width < 60 { CompactView() } else { WideView() }
/// }
/// ```
public struct SizeReader<Content: View>: PrimitiveView {
  let content: (Size) -> Content

  /// A view whose content depends on its size.
  ///
  /// - Parameter content: builds the content for the size the reader is drawn at.
  public init(@ViewBuilder content: @escaping (Size) -> Content) {
    self.content = content
  }

  /// The node that builds the content when it knows its size.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    let content = self.content
    // Built at draw time: resolve with this environment as the current one, so the content's
    // `@Environment` reads what the modifiers above the reader set.
    return SizeReaderNode { size in Resolve.node(content(size), changed: environment) }
  }
}

/// Takes the offered size and builds its child at the size it is drawn at.
final class SizeReaderNode: LayoutNode {
  let build: (Size) -> LayoutNode
  /// The child built last, and the size it was built for.
  private var built: (size: Size, node: LayoutNode)?

  init(build: @escaping (Size) -> LayoutNode) {
    self.build = build
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    let size = Size(width: max(0, rect.width), height: max(0, rect.height))
    let node: LayoutNode
    if let built, built.size == size {
      node = built.node
    } else {
      node = build(size)
      built = (size, node)
    }
    let measured = node.measure(ProposedSize(size))
    canvas.withClip(rect) {
      node.drawNode(
        in: Rect(
          x: rect.minX, y: rect.minY, width: min(measured.width, size.width),
          height: min(measured.height, size.height)),
        canvas: &$0)
    }
  }
}
