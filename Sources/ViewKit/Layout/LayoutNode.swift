/// A size offered to a view: a number of cells, or nil for "whatever you ideally want".
public struct ProposedSize: Hashable, Sendable {
  /// Offered columns, or nil.
  public var width: Int?
  /// Offered rows, or nil.
  public var height: Int?

  /// Creates a proposal.
  public init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  /// Creates a proposal of a definite size.
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Asks for the ideal size in both directions.
  public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// The laid-out form of a primitive view: measures itself, then draws into a rectangle.
///
/// Layout is two-phase and in whole cells. A parent offers a ``ProposedSize``; the node answers
/// the size it wants (``sizeThatFits(_:)``); the parent then gives it a rectangle
/// (``draw(in:canvas:)``), usually of that size. Subclass it to write a new primitive.
open class LayoutNode {
  // The last four measurements, newest first: stacks ask for a minimum, a maximum and a share.
  private final var cache0: (ProposedSize, Size)?
  private final var cache1: (ProposedSize, Size)?
  private final var cache2: (ProposedSize, Size)?
  private final var cache3: (ProposedSize, Size)?

  /// Creates a node.
  public init() {}

  /// Stacks give space to higher priorities first.
  open var layoutPriority: Int { 0 }

  /// Whether this node is a ``Spacer``, which stacks treat as infinitely flexible.
  open var isSpacer: Bool { false }

  /// The size the node wants for a proposal. Override this; call ``measure(_:)``.
  open func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// Draws into `rect`. Override this.
  open func draw(in rect: Rect, canvas: inout Canvas) {}

  /// The size for a proposal, remembered so repeated measuring costs nothing.
  ///
  /// Layout relies on one rule: a node offered exactly the size it asked for takes that size.
  /// So measuring also records the answer for that exact offer, which is what the node's
  /// parent gives it when drawing.
  public final func measure(_ proposal: ProposedSize) -> Size {
    if let entry = cache0, entry.0 == proposal { return entry.1 }
    if let entry = cache1, entry.0 == proposal { return entry.1 }
    if let entry = cache2, entry.0 == proposal { return entry.1 }
    if let entry = cache3, entry.0 == proposal { return entry.1 }
    let size = sizeThatFits(proposal)
    remember(proposal, size)
    let exact = ProposedSize(size)
    if exact != proposal { remember(exact, size) }
    return size
  }

  private final func remember(_ proposal: ProposedSize, _ size: Size) {
    cache3 = cache2
    cache2 = cache1
    cache1 = cache0
    cache0 = (proposal, size)
  }
}

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
