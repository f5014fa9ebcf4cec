import ViewKitStyle

/// A node that takes no space and draws nothing.
final class EmptyNode: LayoutNode {
  override func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }
}

/// Where a child sits horizontally within a wider space.
public enum HorizontalAlignment: Sendable, Hashable, CaseIterable {
  /// At the left.
  case leading
  /// Centred (an odd cell goes to the right).
  case center
  /// At the right.
  case trailing

  func offset(_ child: Int, in space: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return max(0, space - child) / 2
    case .trailing: return max(0, space - child)
    }
  }
}

/// Where a child sits vertically within a taller space.
public enum VerticalAlignment: Sendable, Hashable, CaseIterable {
  /// At the top.
  case top
  /// Centred (an odd row goes below).
  case center
  /// At the bottom.
  case bottom

  func offset(_ child: Int, in space: Int) -> Int {
    switch self {
    case .top: return 0
    case .center: return max(0, space - child) / 2
    case .bottom: return max(0, space - child)
    }
  }
}

/// A position in two dimensions, for frames, overlays and ``ZStack``.
public struct Alignment: Sendable, Hashable {
  /// Where the child sits across: left, centre or right.
  public var horizontal: HorizontalAlignment
  /// Where the child sits down: top, centre or bottom.
  public var vertical: VerticalAlignment

  /// Creates an alignment from a horizontal and a vertical position.
  ///
  /// - Parameters:
  ///   - horizontal: left, centre or right.
  ///   - vertical: top, centre or bottom.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The child sits in the top-left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The child sits at the top, centred across.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The child sits in the top-right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The child sits at the left, centred down.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The child sits in the middle both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The child sits at the right, centred down.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The child sits in the bottom-left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The child sits at the bottom, centred across.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The child sits in the bottom-right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The rectangle of a child of `size` placed in `rect`.
  func place(_ size: Size, in rect: Rect) -> Rect {
    Rect(
      x: rect.minX + horizontal.offset(size.width, in: rect.width),
      y: rect.minY + vertical.offset(size.height, in: rect.height), width: size.width, height: size.height)
  }
}

/// A bound given to ``View/frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)``: a number
/// of cells, or no limit. Written as a number (`.frame(maxWidth: 52)`), as `.infinity` to take
/// all the room offered, or as `.cells(n)` for a number held in a variable.
public struct FrameLength: ExpressibleByIntegerLiteral, Hashable, Sendable {
  /// The bound in cells; `Int.max` for no limit.
  public let cells: Int

  /// A bound of a number of cells (negative counts as 0).
  ///
  /// - Parameter cells: the number of cells.
  /// - Returns: the bound.
  public static func cells(_ cells: Int) -> FrameLength { FrameLength(cells: max(0, cells)) }

  /// No limit: the view takes all the room it is offered.
  public static let infinity = FrameLength(cells: .max)

  private init(cells: Int) { self.cells = cells }

  /// A bound written as a number.
  ///
  /// - Parameter value: the number of cells.
  public init(integerLiteral value: Int) { cells = max(0, value) }
}

/// A node around one child: unless a subclass says otherwise it takes the child's layout
/// priority and size and draws the child in its own rectangle.
package class WrapperNode: LayoutNode {
  let child: LayoutNode

  init(child: LayoutNode) { self.child = child }

  package override var layoutPriority: Int { child.layoutPriority }
  package override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.measure(proposal) }
  package override func draw(in rect: Rect, canvas: inout Canvas) {
    child.drawNode(in: rect, canvas: &canvas)
  }
}
