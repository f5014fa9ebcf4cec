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
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top centre.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Middle left.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Middle right.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom centre.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The rectangle of a child of `size` placed in `rect`.
  func place(_ size: Size, in rect: Rect) -> Rect {
    Rect(
      x: rect.minX + horizontal.offset(size.width, in: rect.width),
      y: rect.minY + vertical.offset(size.height, in: rect.height), width: size.width, height: size.height)
  }
}

extension Int {
  /// No upper limit, for `frame(maxWidth: .infinity)`.
  public static var infinity: Int { .max }
}

/// A node around one child: unless a subclass says otherwise it takes the child's layout
/// priority and size and draws the child in its own rectangle.
class WrapperNode: LayoutNode {
  let child: LayoutNode

  init(child: LayoutNode) { self.child = child }

  override var layoutPriority: Int { child.layoutPriority }
  override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.measure(proposal) }
  override func draw(in rect: Rect, canvas: inout Canvas) { child.draw(in: rect, canvas: &canvas) }
}
