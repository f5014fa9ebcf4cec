import ViewKitStyle

/// A line of one repeated glyph across all the length it is offered: a divider's rule, a
/// scrollbar's track, a separator between panes.
///
/// ```swift
/// HStack { Sidebar(); Rule(.vertical, color: theme[.dividerColor]); Content() }
/// ```
public struct Rule: PrimitiveView {
  let axis: Axis
  let glyph: Glyph
  let color: Color?

  /// Creates a rule along an axis, drawn with one glyph.
  ///
  /// - Parameters:
  ///   - axis: the direction the line runs in.
  ///   - glyph: what it is drawn with; `─` across and `│` down when nil. A glyph two cells
  ///     wide is drawn as `?`, since a rule is one cell thick.
  ///   - color: its colour; the environment's foreground colour when nil.
  public init(_ axis: Axis = .horizontal, glyph: Character? = nil, color: Color? = nil) {
    self.axis = axis
    let chosen =
      glyph.flatMap { Glyph.glyphs(of: String($0)).first } ?? Glyph(axis == .horizontal ? "─" : "│")
    self.glyph = chosen.width == 1 ? chosen : Glyph("?")
    self.color = color
  }

  /// Builds the node that fills the length offered with the glyph.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    RuleNode(axis: axis, glyph: glyph, color: color ?? environment.foregroundColor ?? .default)
  }
}

/// Fills the length it is offered with one glyph, one cell thick.
final class RuleNode: LayoutNode {
  let axis: Axis
  let glyph: Glyph
  let color: Color

  init(axis: Axis, glyph: Glyph, color: Color) {
    self.axis = axis
    self.glyph = glyph
    self.color = color
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    switch axis {
    case .horizontal:
      return Size(
        width: proposal.width.map { min($0, StyledTextNode.widest) } ?? 1,
        height: proposal.height == 0 ? 0 : 1)
    case .vertical:
      return Size(
        width: proposal.width == 0 ? 0 : 1,
        height: proposal.height.map { min($0, StyledTextNode.widest) } ?? 1)
    }
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    let visible = rect.intersection(canvas.clip)
    guard !visible.isEmpty else { return }
    switch axis {
    case .horizontal:
      guard rect.minY >= visible.minY, rect.minY < visible.maxY else { return }
      canvas.draw(
        repeatElement(glyph, count: visible.width), at: Point(x: visible.minX, y: rect.minY),
        foreground: color)
    case .vertical:
      guard rect.minX >= visible.minX, rect.minX < visible.maxX else { return }
      for y in visible.minY..<visible.maxY {
        canvas.draw(CollectionOfOne(glyph), at: Point(x: rect.minX, y: y), foreground: color)
      }
    }
  }
}
