import ViewKitStyle

extension Resolve {
  /// One node for a view: several nodes are stacked vertically, none is an empty node.
  package static func node<V: View>(_ view: V, _ environment: EnvironmentValues) -> LayoutNode {
    let nodes = nodes(view, environment)
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return EmptyNode() }
    let stack = StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    if let counter = environment.workCounter { counter.count(stack) }
    return stack
  }

  /// One node for a view resolved with a changed environment (so `@Environment` sees it too).
  package static func node<V: View>(_ view: V, changed environment: EnvironmentValues) -> LayoutNode {
    EnvironmentValues.$current.withValue(environment) { node(view, environment) }
  }
}
