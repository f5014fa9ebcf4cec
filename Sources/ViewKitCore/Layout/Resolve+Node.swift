import ViewKitStyle

extension Resolve {
  /// One node for a view: several nodes are stacked vertically, none is an empty node.
  ///
  /// - Parameters:
  ///   - view: the view to resolve.
  ///   - environment: the environment it is resolved in (the one the container was given).
  /// - Returns: its node.
  @inlinable
  public static func node<V: View>(_ view: V, _ environment: EnvironmentValues) -> LayoutNode {
    single(nodes(view, environment), environment)
  }

  /// The one node of a view: its only node, an empty node, or its nodes stacked.
  @usableFromInline
  package static func single(_ nodes: [LayoutNode], _ environment: EnvironmentValues) -> LayoutNode {
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return EmptyNode() }
    let stack = StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    if let counter = environment.workCounter { counter.count(stack) }
    return stack
  }

  /// One node for a view resolved with a changed environment (so `@Environment` sees it too).
  ///
  /// - Parameters:
  ///   - view: the view to resolve.
  ///   - environment: the changed environment.
  /// - Returns: its node.
  @inlinable
  public static func node<V: View>(_ view: V, changed environment: EnvironmentValues) -> LayoutNode {
    EnvironmentValues.$current.withValue(environment) { node(view, environment) }
  }
}
