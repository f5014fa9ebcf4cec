import ViewKitStyle

/// Draws a child, then restyles every cell of its rectangle (see ``Canvas/restyle(_:_:)``).
final class RestyleNode: WrapperNode {
  let transform: (Style) -> Style

  init(child: LayoutNode, transform: @escaping (Style) -> Style) {
    self.transform = transform
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.drawNode(in: rect, canvas: &canvas)
    canvas.restyle(rect, transform)
  }
}

extension View {
  /// Restyles every cell the view covers once it is drawn, text and blanks alike: how a
  /// selected row takes the selection's style over whatever its content chose.
  @inlinable
  package consuming func restyled(_ transform: @escaping (Style) -> Style) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.restyle(transform))
  }

  /// Restyles every cell the view covers with a text style: its attributes are added and the
  /// colours it sets replace the cells' own.
  @inlinable
  package consuming func restyled(_ style: TextStyleToken) -> NodeModifiedView<Self> {
    restyled { old in
      var new = old
      new.attributes.formUnion(style.attributes)
      if let foreground = style.foreground { new.foreground = foreground }
      if let background = style.background { new.background = background }
      return new
    }
  }
}
