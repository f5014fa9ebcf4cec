/// Shows the first of its children whose ideal width fits the width offered, or the last one.
///
/// ```swift
/// ViewThatFits {
///   Text("Synchronising 3 of 12 folders")
///   Text("Sync 3/12")
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a choice between views, preferred first.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The choosing node.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    FitNode(children: Resolve.nodes(content, environment))
  }
}

final class FitNode: LayoutNode {
  let children: [LayoutNode]

  init(children: [LayoutNode]) { self.children = children }

  func choice(for proposal: ProposedSize) -> LayoutNode? {
    guard let width = proposal.width else { return children.first }
    for child in children
    where child.measure(ProposedSize(width: nil, height: proposal.height)).width <= width {
      return child
    }
    return children.last
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    choice(for: proposal)?.measure(proposal) ?? .zero
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard let child = choice(for: ProposedSize(rect.size)) else { return }
    let size = child.measure(ProposedSize(rect.size))
    child.draw(in: Rect(origin: rect.origin, size: size), canvas: &canvas)
  }
}
