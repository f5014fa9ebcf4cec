import ViewKitStyle

/// A view wrapped in one layout node made from its content's node.
public struct NodeModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode

  /// The wrapping node around the content's node.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    wrap(Resolve.node(content, environment), environment)
  }
}

extension NodeModifiedView {
  init(content: Content, wrap: @escaping (LayoutNode) -> LayoutNode) {
    self.content = content
    self.wrap = { node, _ in wrap(node) }
  }
}
