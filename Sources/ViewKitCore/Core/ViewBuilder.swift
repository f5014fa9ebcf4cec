import ViewKitStyle

/// Builds views from the statements of a closure: any number of children, `if`/`else`,
/// `switch`, optionals, `for` loops and ``ForEach``.
@resultBuilder
public enum ViewBuilder {
  /// Builds an empty closure: no children.
  ///
  /// - Returns: an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// The first child of a block.
  ///
  /// - Parameter content: the first statement's view.
  /// - Returns: the view, unchanged.
  public static func buildPartialBlock<Content: View>(first content: Content) -> Content { content }

  /// Each further child of a block, paired with those before it: any number of children.
  ///
  /// - Parameters:
  ///   - accumulated: the children so far, paired.
  ///   - next: the next child.
  /// - Returns: the pair of them.
  public static func buildPartialBlock<Accumulated: View, Next: View>(
    accumulated: Accumulated, next: Next
  ) -> TupleView<Accumulated, Next> {
    TupleView(accumulated, next)
  }

  /// An `if` without `else`.
  ///
  /// - Parameter content: the body's view when the condition held, or nil.
  /// - Returns: the view or nil, which draws nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: the view the first branch built.
  /// - Returns: the first case of a ``ConditionalContent``.
  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second>
  {
    .first(first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: the view the second branch built.
  /// - Returns: the second case of a ``ConditionalContent``.
  public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<
    First, Second
  > {
    .second(second)
  }

  /// Builds a `for` loop: one child per pass.
  ///
  /// - Parameter content: the view built by each pass, in order.
  /// - Returns: a ``ForEach`` of them.
  public static func buildArray<Content: View>(_ content: [Content]) -> ForEach<[Content], Content> {
    ForEach(content) { $0 }
  }

  /// An `if #available` block.
  ///
  /// - Parameter content: the view built inside the block.
  /// - Returns: the view, type-erased so it compiles on every platform.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side in a builder; stacks lay each one out as a child.
///
/// A block of children builds nested pairs, `TupleView<TupleView<A, B>, C>`, which the
/// compiler can specialise fully: no run-time type work however many children there are.
public struct TupleView<First: View, Second: View>: View {
  /// The children before the last.
  public let first: First
  /// The last child, after those in ``first``.
  public let second: Second

  /// Pairs two views, drawn one after the other.
  ///
  /// - Parameters:
  ///   - first: the children before the last.
  ///   - second: the last child.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Never evaluated: a tuple resolves to the nodes of its children.
  public var body: Never { fatalError("TupleView has no body") }

  /// Each child's nodes, in order.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    First._makeNodes(view.first, environment: environment, into: &nodes)
    Second._makeNodes(view.second, environment: environment, into: &nodes)
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
public enum ConditionalContent<First: View, Second: View>: View {
  /// The first branch.
  case first(First)
  /// The second branch.
  case second(Second)

  /// Never evaluated: resolves to the chosen branch.
  public var body: Never { fatalError("ConditionalContent has no body") }

  /// The chosen branch's nodes.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    switch view {
    case .first(let content): First._makeNodes(content, environment: environment, into: &nodes)
    case .second(let content): Second._makeNodes(content, environment: environment, into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Never evaluated: resolves to the wrapped view, or nothing.
  public var body: Never { fatalError("Optional has no body") }

  /// The wrapped view's nodes, or none.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    if let view { Wrapped._makeNodes(view, environment: environment, into: &nodes) }
  }
}

/// Nothing: takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// Never evaluated: an empty view resolves to no nodes.
  public var body: Never { fatalError("EmptyView has no body") }

  /// Adds no nodes, so the view takes no space.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {}
}

/// One view per element of a collection.
///
/// ```swift
/// VStack {
///   ForEach(posts) { post in Text(post.title) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, Content: View>: View {
  /// The elements, one view each.
  public let data: Data
  /// Makes the view for one element.
  public let content: (Data.Element) -> Content

  /// Creates one view per element, in the collection's order.
  ///
  /// - Parameters:
  ///   - data: the elements.
  ///   - content: builds the view of one element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  /// Never evaluated: the views resolve to their nodes, element by element.
  public var body: Never { fatalError("ForEach has no body") }

  /// Each element's view's nodes, in order.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    for element in view.data {
      Content._makeNodes(view.content(element), environment: environment, into: &nodes)
    }
  }
}

/// Groups views without adding layout: a stack lays out a group's children as its own.
public struct Group<Content: View>: View {
  /// The grouped views, laid out as the parent's own children.
  public let content: Content

  /// Creates a group of views without adding layout.
  ///
  /// - Parameter content: the views to group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Never evaluated: a group resolves to its children's nodes.
  public var body: Never { fatalError("Group has no body") }

  /// Adds the children's nodes in place of the group's.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    Content._makeNodes(view.content, environment: environment, into: &nodes)
  }
}

/// A type-erased view, for when the type of a view is decided at run time.
public struct AnyView: View {
  @usableFromInline let make: (EnvironmentValues, inout [LayoutNode]) -> Void

  /// Wraps any view, hiding its type.
  ///
  /// - Parameter view: the view to wrap.
  @inlinable public init<V: View>(_ view: V) {
    make = { environment, nodes in V._makeNodes(view, environment: environment, into: &nodes) }
  }

  /// Never evaluated: resolves to the wrapped view's nodes.
  public var body: Never { fatalError("AnyView has no body") }

  /// The wrapped view's nodes.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    view.make(environment, &nodes)
  }
}
