import ViewKitStyle

/// A piece of user interface, described as a value.
///
/// Write a view as a struct with a `body` built from other views; only the kit's primitives
/// (``Text``, stacks, ``Spacer``, and the like) measure and draw themselves.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View {
///     HStack(spacing: 1) {
///       Text("Hello,")
///       Text(name).bold()
///     }
///     .padding(.horizontal, 1)
///     .border(.rounded)
///   }
/// }
/// ```
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view; evaluated with the environment in force where the view sits.
  @ViewBuilder var body: Body { get }

  /// Turns a view into layout nodes. Implementation detail of the kit: do not call or implement.
  ///
  /// - Parameters:
  ///   - view: the view to resolve.
  ///   - environment: the values in force where the view sits.
  ///   - nodes: the list the view's nodes are appended to, in order.
  static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
}

extension View {
  /// Composite views resolve to the nodes of their body.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    if let counter = environment.workCounter { counter.countView() }
    Body._makeNodes(view.body, environment: environment, into: &nodes)
  }
}

extension Never: View {
  /// Primitive views have no body; it is never evaluated.
  public var body: Never { fatalError("Never has no body") }
}

/// A view that measures and draws itself through a ``LayoutNode`` instead of having a body.
///
/// Write one to add a new kind of drawing to the kit:
///
/// ```swift
/// struct Checkerboard: PrimitiveView {
///   func makeNode(environment: EnvironmentValues) -> LayoutNode { CheckerboardNode() }
/// }
/// ```
public protocol PrimitiveView: View where Body == Never {
  /// Creates the node that lays out and draws this view.
  ///
  /// - Parameter environment: the values in force where the view sits: theme, colours, focus and the rest.
  /// - Returns: a new node for this view.
  func makeNode(environment: EnvironmentValues) -> LayoutNode
}

extension PrimitiveView {
  /// Primitive views have no body; the kit never asks for it.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

  /// A primitive view is one node.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    let node = view.makeNode(environment: environment)
    if let counter = environment.workCounter { counter.count(node) }
    nodes.append(node)
  }
}

/// Turns views into layout nodes: what a custom ``PrimitiveView`` container calls to resolve
/// its content (``node(_:_:)`` for one child node, ``nodes(_:_:)`` for one node per child).
///
/// These are `@inlinable`, as are the kit's containers, modifiers and ``Renderer``'s generic
/// entry points: compiled into the module that names the concrete views, the whole tree
/// resolves specialized, with no generic metadata looked up at run time on each frame.
///
/// A container that resolves its content in the environment it was given uses ``node(_:_:)``
/// or ``nodes(_:_:)``; one that changes the environment for its content uses
/// ``node(_:changed:)`` or ``nodes(_:_:into:)``, which also make the change what
/// `@Environment` reads inside (the short forms leave `@Environment` as it was).
public enum Resolve {
  /// The nodes of a view: one per child of a builder's list, none for an empty view.
  ///
  /// - Parameters:
  ///   - view: the view to resolve.
  ///   - environment: the environment it is resolved in (the one the container was given).
  /// - Returns: its nodes, in order.
  @inlinable
  public static func nodes<V: View>(_ view: V, _ environment: EnvironmentValues) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    V._makeNodes(view, environment: environment, into: &nodes)
    return nodes
  }

  /// The nodes of a view, resolved with a changed environment (so `@Environment` sees it too).
  ///
  /// - Parameters:
  ///   - view: the view to resolve.
  ///   - environment: the changed environment.
  ///   - nodes: where its nodes are appended, in order.
  @inlinable
  public static func nodes<V: View>(
    _ view: V, _ environment: EnvironmentValues, into nodes: inout [LayoutNode]
  ) {
    EnvironmentValues.$current.withValue(environment) {
      V._makeNodes(view, environment: environment, into: &nodes)
    }
  }
}
