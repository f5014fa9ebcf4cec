import ViewKitStyle

/// A size offered to a view: a number of cells, or nil for "whatever you ideally want".
public struct ProposedSize: Hashable, Sendable {
  /// The columns offered, or nil to ask for the ideal width.
  public var width: Int?
  /// The rows offered, or nil to ask for the ideal height.
  public var height: Int?

  /// Creates a proposal; negative numbers count as 0.
  ///
  /// - Parameters:
  ///   - width: the columns offered, or nil for the ideal width.
  ///   - height: the rows offered, or nil for the ideal height.
  public init(width: Int?, height: Int?) {
    // `if let`, not `Optional.map`: every measure makes proposals, and an unoptimised build
    // calls a generic `map` for each.
    if let width { self.width = max(0, width) } else { self.width = nil }
    if let height { self.height = max(0, height) } else { self.height = nil }
  }

  /// Two proposals are equal when they offer the same columns and rows (nil equal to nil).
  /// Written out: a node compares a proposal with up to eight remembered ones each measure, and
  /// the derived comparison calls a generic `Optional` comparison twice in an unoptimised build.
  ///
  /// - Parameters:
  ///   - lhs: a proposal.
  ///   - rhs: another proposal.
  /// - Returns: whether both sides offer the same.
  public static func == (lhs: ProposedSize, rhs: ProposedSize) -> Bool {
    switch (lhs.width, rhs.width) {
    case (nil, nil): break
    case (let a?, let b?) where a == b: break
    default: return false
    }
    switch (lhs.height, rhs.height) {
    case (nil, nil): return true
    case (let a?, let b?): return a == b
    default: return false
    }
  }

  /// Creates a proposal of a definite size.
  ///
  /// - Parameter size: the exact columns and rows offered.
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
  // The last eight measurements, in a ring: a stack asks each child for its minimum, maximum
  // and share, and each answer is also filed under its exact size, so four were evicted before
  // the draw asked again (eight halved the catalogue's computed measurements).
  // Unchecked exclusivity: only the node itself reads and writes its memory, never while
  // another access is open, and a dynamic check on each of eight reads per measure was most of
  // what measuring cost.
  @exclusivity(unchecked) private final var cache0 = Measurement()
  @exclusivity(unchecked) private final var cache1 = Measurement()
  @exclusivity(unchecked) private final var cache2 = Measurement()
  @exclusivity(unchecked) private final var cache3 = Measurement()
  @exclusivity(unchecked) private final var cache4 = Measurement()
  @exclusivity(unchecked) private final var cache5 = Measurement()
  @exclusivity(unchecked) private final var cache6 = Measurement()
  @exclusivity(unchecked) private final var cache7 = Measurement()
  @exclusivity(unchecked) private final var nextEntry: UInt8 = 0

  /// What counts this node's measuring and drawing, when a render's work is counted.
  final var workCounter: WorkCounter?

  /// Creates a node; subclasses call this from their own initialisers.
  public init() {}

  /// The priority stacks offer space by: higher goes first; 0 unless overridden.
  open var layoutPriority: Int { 0 }

  /// Whether this node is a ``Spacer``, which stacks treat as infinitely flexible.
  open var isSpacer: Bool { false }

  /// The size the node wants for a proposal. Override this; call ``measure(_:)``.
  ///
  /// - Parameter proposal: the columns and rows offered; nil in a dimension asks for the ideal.
  /// - Returns: the columns and rows the node wants.
  open func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

  /// Draws the node into `rect` of `canvas`, counting the draw where work is counted: what a
  /// parent calls to draw a child (``draw(in:canvas:)`` is what a node overrides).
  ///
  /// - Parameters:
  ///   - rect: the cells given to the node, usually of the size it asked for.
  ///   - canvas: the cells being drawn into.
  public final func drawNode(in rect: Rect, canvas: inout Canvas) {
    if let workCounter { workCounter.draws += 1 }
    draw(in: rect, canvas: &canvas)
  }

  /// Draws the node into `rect` of `canvas`. Override this.
  ///
  /// - Parameters:
  ///   - rect: the cells given to the node, usually of the size it asked for.
  ///   - canvas: the cells being drawn into.
  open func draw(in rect: Rect, canvas: inout Canvas) {}

  /// The size for a proposal, remembered so repeated measuring costs nothing.
  ///
  /// Layout relies on one rule: a node offered exactly the size it asked for takes that size.
  /// So measuring also records the answer for that exact offer, which is what the node's
  /// parent gives it when drawing.
  ///
  /// - Parameter proposal: the columns and rows offered; nil in a dimension asks for the ideal.
  /// - Returns: the columns and rows the node wants, from ``sizeThatFits(_:)`` or the cache.
  public final func measure(_ proposal: ProposedSize) -> Size {
    let width = Measurement.key(proposal.width)
    let height = Measurement.key(proposal.height)
    if cache0.width == width && cache0.height == height { return cache0.size }
    if cache1.width == width && cache1.height == height { return cache1.size }
    if cache2.width == width && cache2.height == height { return cache2.size }
    if cache3.width == width && cache3.height == height { return cache3.size }
    if cache4.width == width && cache4.height == height { return cache4.size }
    if cache5.width == width && cache5.height == height { return cache5.size }
    if cache6.width == width && cache6.height == height { return cache6.size }
    if cache7.width == width && cache7.height == height { return cache7.size }
    let size = sizeThatFits(proposal)
    if let workCounter { workCounter.measures += 1 }
    remember(proposal, size)
    let exact = ProposedSize(size)
    if exact != proposal { remember(exact, size) }
    return size
  }

  private final func remember(_ proposal: ProposedSize, _ size: Size) {
    // A ring: one store, not eight moves (moving them was 2.5% of the dashboard frame).
    let entry = Measurement(
      width: Measurement.key(proposal.width), height: Measurement.key(proposal.height), size: size)
    switch nextEntry {
    case 0: cache0 = entry
    case 1: cache1 = entry
    case 2: cache2 = entry
    case 3: cache3 = entry
    case 4: cache4 = entry
    case 5: cache5 = entry
    case 6: cache6 = entry
    default: cache7 = entry
    }
    nextEntry = (nextEntry &+ 1) & 7
  }

}

/// A remembered measurement: the proposal as two whole numbers (-1 for nil, as a proposal is
/// never negative; -2 for an empty slot) and the size it got. Comparing two numbers costs less
/// than comparing optionals, most of all in an unoptimised build.
private struct Measurement {
  var width = -2
  var height = -2
  var size = Size.zero

  static func key(_ value: Int?) -> Int {
    if let value { return value }
    return -1
  }
}
