import ViewKitStyle

/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(.horizontal, 1).border(.rounded)
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
public protocol ViewModifier {
  /// The view this modifier produces.
  associatedtype Body: View
  /// Stands for the view the modifier is applied to.
  typealias Content = ModifierContent
  /// Builds the modified view from the original one.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, inside its `body(content:)`.
public struct ModifierContent: View {
  let make: (EnvironmentValues, inout [LayoutNode]) -> Void

  /// Never evaluated: the content resolves to the original view's nodes.
  public var body: Never { fatalError("ModifierContent has no body") }

  /// The original view's nodes.
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    view.make(environment, &nodes)
  }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view the modifier is applied to.
  public let content: Content
  /// The modifier whose body wraps ``content``.
  public let modifier: Modifier

  /// The modifier's body around the original view.
  public var body: Modifier.Body {
    let content = self.content
    return modifier.body(
      content: ModifierContent { environment, nodes in
        Content._makeNodes(content, environment: environment, into: &nodes)
      })
  }
}

extension View {
  /// Applies a ``ViewModifier``, so a change written once can be reused on many views.
  ///
  /// - Parameter modifier: the change to apply.
  /// - Returns: the modifier's body built around this view.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
