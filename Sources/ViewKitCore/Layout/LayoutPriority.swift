import ViewKitStyle

/// Changes a child's layout priority.
final class PriorityNode: WrapperNode {
  let priority: Int

  init(child: LayoutNode, priority: Int) {
    self.priority = priority
    super.init(child: child)
  }

  override var layoutPriority: Int { priority }
}

extension View {
  /// Makes stacks offer this view space before views of a lower priority.
  ///
  /// - Parameter priority: higher goes first; views without one have 0.
  /// - Returns: the view with the priority.
  @inlinable
  public consuming func layoutPriority(_ priority: Int) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.priority(priority))
  }
}
