import ViewKitStyle

/// Shows the first of its children whose ideal size fits the space offered along an axis, or
/// the last one: by default the width (a shorter label), or the height (a denser layout).
///
/// ```swift
/// ViewThatFits {
///   Text("Synchronising 3 of 12 folders")
///   Text("Sync 3/12")
/// }
/// ViewThatFits(in: .vertical) {
///   LongForm()
///   CompactForm()
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
  let axis: Axis
  let content: Content

  /// Creates a choice between views, preferred first, by the space along `axis`.
  ///
  /// - Parameters:
  ///   - axis: the direction whose space decides: `.horizontal` for width, `.vertical` for height.
  ///   - content: the candidates, most preferred first.
  public init(in axis: Axis = .horizontal, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.content = content()
  }

  /// Builds the node that picks the first child that fits.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    var alternatives = environment
    alternatives.interactionPosition.mayNotDraw = true
    return FitNode(axis: axis, children: Resolve.nodes(content, alternatives))
  }
}

final class FitNode: LayoutNode {
  let axis: Axis
  let children: [LayoutNode]

  init(axis: Axis, children: [LayoutNode]) {
    self.axis = axis
    self.children = children
  }

  func choice(for proposal: ProposedSize) -> LayoutNode? {
    switch axis {
    case .horizontal:
      guard let width = proposal.width else { return children.first }
      for child in children
      where child.measure(ProposedSize(width: nil, height: proposal.height)).width <= width {
        return child
      }
    case .vertical:
      guard let height = proposal.height else { return children.first }
      for child in children {
        // It fits when its ideal width fits (nothing is cut) and its height at that width does.
        let ideal = child.measure(.unspecified)
        guard ideal.width <= (proposal.width ?? .max) else { continue }
        if child.measure(ProposedSize(width: proposal.width, height: nil)).height <= height { return child }
      }
    }
    return children.last
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    choice(for: proposal)?.measure(proposal) ?? .zero
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard let child = choice(for: ProposedSize(rect.size)) else { return }
    let size = child.measure(ProposedSize(rect.size))
    child.drawNode(in: Rect(origin: rect.origin, size: size), canvas: &canvas)
  }
}
