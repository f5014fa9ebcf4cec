import ViewKitStyle

/// A one-cell border around a child, with an optional title in the top edge.
final class BorderNode: LayoutNode {
  let style: BorderStyle
  let color: Color
  let title: [Glyph]
  let titleAlignment: TextAlignment
  let titleStyle: Style
  let footer: [Glyph]
  let footerAlignment: TextAlignment
  let footerStyle: Style
  let child: LayoutNode

  init(
    style: BorderStyle, color: Color, title: String?, titleAlignment: TextAlignment, titleStyle: Style,
    footer: String? = nil, footerAlignment: TextAlignment = .trailing, footerStyle: Style = Style(),
    child: LayoutNode
  ) {
    self.style = style
    self.color = color
    self.title = title.map { Glyph.glyphs(of: Glyph.lines(of: $0).first ?? "") } ?? []
    self.titleAlignment = titleAlignment
    self.titleStyle = titleStyle
    self.footer = footer.map { Glyph.glyphs(of: Glyph.lines(of: $0).first ?? "") } ?? []
    self.footerAlignment = footerAlignment
    self.footerStyle = footerStyle
    self.child = child
  }

  override var layoutPriority: Int { child.layoutPriority }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { $0 == .max ? .max : $0 - 2 },
      height: proposal.height.map { $0 == .max ? .max : $0 - 2 })
    let size = child.measure(inner)
    return Size(width: size.width.adding(saturating: 2), height: size.height.adding(saturating: 2))
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    let glyphs = style.glyphs
    let horizontal = Glyph(glyphs.horizontal.unicodeScalars.first ?? "-")
    let vertical = Glyph(glyphs.vertical.unicodeScalars.first ?? "|")
    func glyph(_ character: Character) -> Glyph { Glyph(character.unicodeScalars.first ?? "+") }
    // Border glyphs keep the background under them (drawn with no background), so a frame
    // around a filled panel is part of the panel, edge to edge.
    let color = self.color
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    // Only the part inside the clip costs anything, however large the rectangle.
    let visible = rect.intersection(canvas.clip)
    guard !visible.isEmpty else {
      child.drawNode(in: rect.inset(by: EdgeInsets(all: 1)), canvas: &canvas)
      return
    }
    func edge(_ left: Character, _ rightCorner: Character, row: Int) {
      canvas.draw(CollectionOfOne(glyph(left)), at: Point(x: rect.minX, y: row), foreground: color)
      if rect.width > 2 {
        let first = max(rect.minX + 1, visible.minX)
        let last = min(right, visible.maxX)
        if first < last {
          canvas.draw(
            repeatElement(horizontal, count: last - first), at: Point(x: first, y: row), foreground: color)
        }
      }
      if rect.width > 1 {
        canvas.draw(CollectionOfOne(glyph(rightCorner)), at: Point(x: right, y: row), foreground: color)
      }
    }
    edge(glyphs.topLeft, glyphs.topRight, row: rect.minY)
    if rect.height > 1 { edge(glyphs.bottomLeft, glyphs.bottomRight, row: bottom) }
    if rect.height > 2 {
      for y in max(rect.minY + 1, visible.minY)..<min(bottom, visible.maxY) {
        canvas.draw(CollectionOfOne(vertical), at: Point(x: rect.minX, y: y), foreground: color)
        if rect.width > 1 {
          canvas.draw(CollectionOfOne(vertical), at: Point(x: right, y: y), foreground: color)
        }
      }
    }
    drawLabel(title, alignment: titleAlignment, style: titleStyle, row: rect.minY, in: rect, canvas: &canvas)
    if rect.height > 1 {
      drawLabel(
        footer, alignment: footerAlignment, style: footerStyle, row: bottom, in: rect, canvas: &canvas)
    }
    child.drawNode(in: rect.inset(by: EdgeInsets(all: 1)), canvas: &canvas)
  }

  /// `╭─ Title ───╮`: one edge cell and a space on each side of a label, which is cut with `…`.
  private func drawLabel(
    _ label: [Glyph], alignment: TextAlignment, style: Style, row: Int, in rect: Rect, canvas: inout Canvas
  ) {
    let room = rect.width - 6
    guard !label.isEmpty, room >= 1 else { return }
    let shown = TextLayout.truncate(label, width: room, mode: .tail)
    let width = shown.displayWidth
    let x = rect.minX + 2 + alignment.offset(lineWidth: width + 2, in: room + 2)
    // The spaces around the label keep the background under them, as the edges do, so a title
    // on a filled panel (or a panel in another theme) is not cut out of it.
    canvas.draw(CollectionOfOne(Glyph.space), at: Point(x: x, y: row), foreground: color)
    canvas.draw(
      shown, at: Point(x: x + 1, y: row), foreground: style.foreground,
      background: style.background.isDefault ? nil : style.background, attributes: style.attributes)
    canvas.draw(CollectionOfOne(Glyph.space), at: Point(x: x + 1 + width, y: row), foreground: color)
  }

}

extension View {
  /// Draws a one-cell border with a title in its top edge and a footer in its bottom edge.
  ///
  /// - Parameters:
  ///   - style: the glyphs of the edges and corners.
  ///   - color: the colour of the edges; `.default` is the terminal's own.
  ///   - title: text set into the top edge, cut with `…` when too long; `nil` for none.
  ///   - titleAlignment: where the title sits along the top edge.
  ///   - titleStyle: the colours and attributes of the title.
  ///   - footer: text set into the bottom edge, cut with `…` when too long; `nil` for none.
  ///   - footerAlignment: where the footer sits along the bottom edge.
  ///   - footerStyle: the colours and attributes of the footer.
  /// - Returns: the view inside the border, one cell larger on each side.
  @inlinable
  public consuming func border(
    _ style: BorderStyle, color: Color = .default, title: String?, titleAlignment: TextAlignment = .leading,
    titleStyle: Style = Style(attributes: .bold), footer: String?, footerAlignment: TextAlignment = .trailing,
    footerStyle: Style = Style()
  ) -> NodeModifiedView<Self> {
    NodeModifiedView(
      content: self,
      wrap: NodeWraps.border(
        style, color: color, title: title, titleAlignment: titleAlignment, titleStyle: titleStyle,
        footer: footer, footerAlignment: footerAlignment, footerStyle: footerStyle))
  }

  /// Draws a one-cell border around the view, with an optional title in its top edge.
  ///
  /// The title is placed at the left, centre or right of the top edge and cut with `…` when
  /// the border is too narrow. Colours default to the terminal's own; use
  /// ``border(_:title:titleAlignment:)-(BorderToken,_,_)`` to take them from a theme.
  ///
  /// ```swift
  /// Text("Hello").padding(.horizontal, 1).border(.rounded, title: "Greeting")
  /// ```
  ///
  /// - Parameters:
  ///   - style: the glyphs of the edges and corners.
  ///   - color: the colour of the edges; `.default` is the terminal's own.
  ///   - title: text set into the top edge; `nil` for none.
  ///   - titleAlignment: where the title sits along the top edge.
  ///   - titleStyle: the colours and attributes of the title.
  /// - Returns: the view inside the border, one cell larger on each side.
  @inlinable
  public consuming func border(
    _ style: BorderStyle, color: Color = .default, title: String? = nil,
    titleAlignment: TextAlignment = .leading, titleStyle: Style = Style(attributes: .bold)
  ) -> NodeModifiedView<Self> {
    NodeModifiedView(
      content: self,
      wrap: NodeWraps.border(
        style, color: color, title: title, titleAlignment: titleAlignment, titleStyle: titleStyle,
        footer: nil,
        footerAlignment: .trailing, footerStyle: Style()))
  }

  /// Draws a border as a theme token describes it (glyphs and colour).
  ///
  /// ```swift
  /// content.border(theme[.default], title: "Card")
  /// ```
  ///
  /// - Parameters:
  ///   - token: the theme's border, giving the glyphs and the colour of edges and title.
  ///   - title: text set into the top edge, in bold; `nil` for none.
  ///   - titleAlignment: where the title sits along the top edge.
  /// - Returns: the view inside the border, one cell larger on each side.
  @inlinable
  public consuming func border(
    _ token: BorderToken, title: String? = nil, titleAlignment: TextAlignment = .leading
  ) -> NodeModifiedView<Self> {
    border(
      token.style, color: token.color, title: title, titleAlignment: titleAlignment,
      titleStyle: Style(foreground: token.color, attributes: .bold))
  }
}
