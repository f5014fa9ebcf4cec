import ViewKitStyle

/// A view wrapped in one layout node made from its content's node.
public struct NodeModifiedView<Content: View>: PrimitiveView {
  @usableFromInline let content: Content
  @usableFromInline let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode

  /// Wraps a view's node in the node `wrap` makes of it.
  @inlinable
  init(content: Content, wrap: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) {
    self.content = content
    self.wrap = wrap
  }

  /// The wrapping node around the content's node.
  @inlinable
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    wrap(Resolve.node(content, environment), environment)
  }
}

extension NodeModifiedView {
  @inlinable
  init(content: Content, wrap: @escaping (LayoutNode) -> LayoutNode) {
    self.content = content
    self.wrap = { node, _ in wrap(node) }
  }
}
