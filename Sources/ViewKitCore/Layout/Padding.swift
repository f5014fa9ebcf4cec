import ViewKitStyle

/// Which sides padding applies to.
public struct Edges: OptionSet, Sendable, Hashable {
  /// The set of edges, one bit per edge.
  public let rawValue: UInt8
  /// Creates edges from their bit pattern.
  ///
  /// - Parameter rawValue: the bits: 1 top, 2 leading, 4 bottom, 8 trailing.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge, above the view.
  public static let top = Edges(rawValue: 1)
  /// The leading (left) edge.
  public static let leading = Edges(rawValue: 2)
  /// The bottom edge, below the view.
  public static let bottom = Edges(rawValue: 4)
  /// The trailing (right) edge.
  public static let trailing = Edges(rawValue: 8)
  /// The left and right edges.
  public static let horizontal: Edges = [.leading, .trailing]
  /// The top and bottom edges.
  public static let vertical: Edges = [.top, .bottom]
  /// Every edge: top, left, bottom and right.
  public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// Empty space around a child.
final class PaddingNode: WrapperNode {
  let insets: EdgeInsets

  init(insets: EdgeInsets, child: LayoutNode) {
    self.insets = insets
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { $0 == .max ? .max : $0 - insets.horizontal },
      height: proposal.height.map { $0 == .max ? .max : $0 - insets.vertical })
    let size = child.measure(inner)
    return Size(
      width: size.width.adding(saturating: insets.horizontal),
      height: size.height.adding(saturating: insets.vertical))
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.drawNode(in: rect.inset(by: insets), canvas: &canvas)
  }
}

extension View {
  /// Adds empty cells around the view.
  ///
  /// ```swift
  /// Text("Hi").padding(.horizontal, 1)
  /// ```
  ///
  /// - Parameters:
  ///   - edges: the sides to pad.
  ///   - length: the number of empty cells on each of those sides.
  /// - Returns: the view with the padding around it.
  @inlinable
  public consuming func padding(_ edges: Edges = .all, _ length: Int = 1) -> NodeModifiedView<Self> {
    padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
  }

  /// Adds the same number of empty cells on every side.
  ///
  /// - Parameter length: the number of empty cells on every side.
  /// - Returns: the view with the padding around it.
  @inlinable
  public consuming func padding(_ length: Int) -> NodeModifiedView<Self> { padding(.all, length) }

  /// Adds empty cells around the view, side by side.
  ///
  /// - Parameter insets: the number of empty cells on each side.
  /// - Returns: the view with the padding around it.
  @inlinable
  public consuming func padding(_ insets: EdgeInsets) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.padding(insets))
  }
}
