import ViewKitStyle

/// The direction a stack lays its children out in.
public enum Axis: Sendable, Hashable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// Lays children out in a row or a column.
///
/// Space along the axis is shared the way SwiftUI shares it: children with a higher layout
/// priority first; within a priority, the least flexible child first, each offered an equal
/// share of what is left. Spacers are the most flexible and take what remains.
/// A stack child's minimum and maximum along the axis, and how much it can grow. A struct, not
/// a tuple: an unoptimised build looks up a tuple array's type at every access.
struct ChildRange {
  var low: Int
  var high: Int
  var flexibility: Int
}

final class StackNode: LayoutNode {
  let axis: Axis
  let crossAlignment: Int  // 0 leading/top, 1 center, 2 trailing/bottom
  let spacing: Int
  let children: [LayoutNode]
  @exclusivity(unchecked) private var lastProposal: ProposedSize?
  @exclusivity(unchecked) private var lastSizes: [Size] = []
  @exclusivity(unchecked) private var lastTotal = Size.zero

  init(axis: Axis, alignment: HorizontalAlignment, spacing: Int, children: [LayoutNode]) {
    self.axis = axis
    crossAlignment = alignment == .leading ? 0 : alignment == .center ? 1 : 2
    self.spacing = max(0, spacing)
    self.children = children
  }

  init(axis: Axis, alignment: VerticalAlignment, spacing: Int, children: [LayoutNode]) {
    self.axis = axis
    crossAlignment = alignment == .top ? 0 : alignment == .center ? 1 : 2
    self.spacing = max(0, spacing)
    self.children = children
  }

  private func main(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }

  private func proposal(main: Int?, cross: Int?) -> ProposedSize {
    axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }

  /// The size of each child for a proposal.
  private func allocate(_ proposal: ProposedSize) -> [Size] {
    if lastProposal == proposal { return lastSizes }
    let proposedMain = axis == .horizontal ? proposal.width : proposal.height
    let proposedCross = axis == .horizontal ? proposal.height : proposal.width
    var sizes = Array(repeating: Size.zero, count: children.count)
    if let proposedMain {
      let gaps = spacing * max(0, children.count - 1)
      var remaining = max(0, proposedMain - gaps)
      // Each child's minimum, maximum and flexibility along the axis, in one array: a stack is
      // measured many times a frame, so it allocates as little as it can.
      var ranges = Array(repeating: ChildRange(low: 0, high: .max, flexibility: 0), count: children.count)
      var spacerMinimums = 0
      var spacerCount = 0
      var highest = Int.min
      // Index loops, not `enumerated()`: a stack is measured many times a frame, and an
      // unoptimised build pays for every generic iterator.
      for index in children.indices {
        let child = children[index]
        if child.isSpacer {
          let low = main(child.measure(self.proposal(main: 0, cross: proposedCross)))
          ranges[index] = ChildRange(low: low, high: .max, flexibility: .max)
          spacerMinimums += low
          spacerCount += 1
          continue
        }
        let low = main(child.measure(self.proposal(main: 0, cross: proposedCross)))
        let high = main(child.measure(self.proposal(main: .max, cross: proposedCross)))
        ranges[index] = ChildRange(low: low, high: high, flexibility: high.adding(saturating: -low))
        highest = max(highest, child.layoutPriority)
      }
      // Spacers take only what is left once every other child has had its share.
      remaining = max(0, remaining - spacerMinimums)
      // Priorities from the highest down; each group least flexible first and, among equals,
      // least demanding first, so spare room flows on.
      var priority: Int? = highest == Int.min ? nil : highest
      var group: [Int] = []
      while let current = priority {
        group.removeAll(keepingCapacity: true)
        var lowerReserve = 0
        var next: Int?
        for index in children.indices where !children[index].isSpacer {
          let childPriority = children[index].layoutPriority
          if childPriority == current {
            group.append(index)
          } else if childPriority < current {
            lowerReserve += ranges[index].low
            next = max(next ?? .min, childPriority)
          }
        }
        group.sort { a, b in
          let (x, y) = (ranges[a], ranges[b])
          if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
          if x.high != y.high { return x.high < y.high }
          return a < b
        }
        var available = max(0, remaining - lowerReserve)
        var left = group.count
        for index in group {
          // Never less than the child's minimum, while there is room for it: a child takes its
          // minimum whatever it is offered, but one offered less squeezes what is inside it (a
          // row with a three-line avatar offered one line drops the text beside it).
          let share = max(available / max(1, left), min(ranges[index].low, available))
          let size = children[index].measure(self.proposal(main: share, cross: proposedCross))
          sizes[index] = size
          available = max(0, available - main(size))
          remaining = max(0, remaining - main(size))
          left -= 1
        }
        priority = next
      }
      var left = spacerCount
      for index in children.indices where children[index].isSpacer {
        let share = ranges[index].low + remaining / max(1, left)
        let size = children[index].measure(self.proposal(main: share, cross: proposedCross))
        sizes[index] = size
        remaining = max(0, remaining - (main(size) - ranges[index].low))
        left -= 1
      }
    } else {
      for index in children.indices {
        sizes[index] = children[index].measure(self.proposal(main: nil, cross: proposedCross))
      }
    }
    for index in children.indices where children[index].isSpacer {
      // A spacer only takes room along the stack's axis.
      sizes[index] =
        axis == .horizontal
        ? Size(width: sizes[index].width, height: 0) : Size(width: 0, height: sizes[index].height)
    }
    lastProposal = proposal
    lastSizes = sizes
    lastTotal = total(of: sizes)
    return sizes
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    _ = allocate(proposal)
    return lastTotal
  }

  private func total(of sizes: [Size]) -> Size {
    var total = spacing * max(0, children.count - 1)
    var thickness = 0
    for size in sizes {
      total = total.adding(saturating: main(size))
      thickness = max(thickness, cross(size))
    }
    return axis == .horizontal
      ? Size(width: total, height: thickness) : Size(width: thickness, height: total)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    // Drawn at the size it last measured to: keep that allocation rather than share again.
    let sizes = lastProposal != nil && lastTotal == rect.size ? lastSizes : allocate(ProposedSize(rect.size))
    let thickness = axis == .horizontal ? rect.height : rect.width
    var position = axis == .horizontal ? rect.minX : rect.minY
    for index in children.indices {
      let (child, size) = (children[index], sizes[index])
      let free = max(0, thickness - cross(size))
      let offset = crossAlignment == 0 ? 0 : crossAlignment == 1 ? free / 2 : free
      let childRect =
        axis == .horizontal
        ? Rect(x: position, y: rect.minY + offset, width: size.width, height: size.height)
        : Rect(x: rect.minX + offset, y: position, width: size.width, height: size.height)
      if !childRect.intersection(canvas.clip).isEmpty || childRect.isEmpty {
        child.drawNode(in: childRect, canvas: &canvas)
      }
      position = position.adding(saturating: main(size)).adding(saturating: spacing)
      if position >= (axis == .horizontal ? canvas.clip.maxX : canvas.clip.maxY) { break }
    }
  }
}

/// Children side by side, left to right.
///
/// ```swift
/// HStack(spacing: 1) { Text("Sync"); Spacer(); Text("42%") }
/// ```
public struct HStack<Content: View>: PrimitiveView {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: Int
  @usableFromInline let content: Content

  /// Creates a row. Spacing between children is in cells and defaults to none.
  ///
  /// - Parameters:
  ///   - alignment: where shorter children sit: top, centre or bottom.
  ///   - spacing: the number of empty cells between neighbouring children.
  ///   - content: the children, left to right.
  public init(alignment: VerticalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Builds the node that shares the width among the children.
  @inlinable
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    horizontalStackNode(alignment: alignment, spacing: spacing, children: Resolve.nodes(content, environment))
  }
}

/// Children one above the other, top to bottom.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title").bold(); Text("Body") }
/// ```
public struct VStack<Content: View>: PrimitiveView {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: Int
  @usableFromInline let content: Content

  /// Creates a column. Spacing between children is in rows and defaults to none.
  ///
  /// - Parameters:
  ///   - alignment: where narrower children sit: left, centre or right.
  ///   - spacing: the number of empty rows between neighbouring children.
  ///   - content: the children, top to bottom.
  public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content)
  {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Builds the node that shares the height among the children.
  @inlinable
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    verticalStackNode(alignment: alignment, spacing: spacing, children: Resolve.nodes(content, environment))
  }
}

/// Children on top of each other, later ones in front, all aligned the same way.
final class ZStackNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var result = Size.zero
    for child in children {
      let size = child.measure(proposal)
      result.width = max(result.width, size.width)
      result.height = max(result.height, size.height)
    }
    return result
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    for child in children {
      let size = child.measure(ProposedSize(rect.size))
      child.drawNode(in: alignment.place(size, in: rect), canvas: &canvas)
    }
  }
}

/// Children drawn on top of each other, later ones in front.
///
/// ```swift
/// ZStack { Text("background"); Text("front") }
/// ```
public struct ZStack<Content: View>: PrimitiveView {
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  /// Creates a stack of layers, later ones drawn in front.
  ///
  /// - Parameters:
  ///   - alignment: where each child sits within the stack's rectangle.
  ///   - content: the children, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Builds the node that draws each child over the ones before.
  @inlinable
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    zStackNode(alignment: alignment, children: Resolve.nodes(content, environment))
  }
}

final class SpacerNode: LayoutNode {
  let minLength: Int
  init(minLength: Int) { self.minLength = max(0, minLength) }
  override var isSpacer: Bool { true }
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(
      width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength)
    )
  }
}

/// Flexible empty space that pushes its neighbours apart in a stack.
///
/// ```swift
/// HStack { Text("left"); Spacer(); Text("right") }
/// ```
public struct Spacer: PrimitiveView {
  let minLength: Int

  /// Creates a spacer that is at least `minLength` cells long.
  ///
  /// - Parameter minLength: the fewest cells it takes along the stack's axis.
  public init(minLength: Int = 0) { self.minLength = minLength }

  /// Builds the node that takes the room its neighbours leave.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode { SpacerNode(minLength: minLength) }
}

// The stacks' nodes, made outside the generic views: `makeNode` is inlined into the module that
// names the concrete view (so its content resolves without looking up generic metadata at run
// time), and these non-generic makers keep the node classes internal.

/// A horizontal stack's node.
@usableFromInline
func horizontalStackNode(alignment: VerticalAlignment, spacing: Int, children: [LayoutNode]) -> LayoutNode {
  StackNode(axis: .horizontal, alignment: alignment, spacing: spacing, children: children)
}

/// A vertical stack's node.
@usableFromInline
func verticalStackNode(alignment: HorizontalAlignment, spacing: Int, children: [LayoutNode]) -> LayoutNode {
  StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children)
}

/// A depth stack's node.
@usableFromInline
func zStackNode(alignment: Alignment, children: [LayoutNode]) -> LayoutNode {
  ZStackNode(alignment: alignment, children: children)
}
