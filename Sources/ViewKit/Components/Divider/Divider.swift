/// A horizontal rule across the width it is given, with an optional label.
///
/// Colours come from `divider.color` and `divider.label`.
///
/// ```swift
/// VStack { Text("Above"); Divider("Settings"); Text("Below") }
/// ```
public struct Divider: View {
  /// The declared states, each shown by a story.
  public enum State: String, StoryStates {
    /// The component part of story ids.
    public static let storyComponent = "divider"
    /// A plain rule.
    case plain
    /// A rule with a label.
    case labelled
  }

  let label: String?
  let alignment: TextAlignment
  @Environment(\.theme) private var theme

  /// Creates a divider, optionally with a label placed at the left, centre or right.
  public init(_ label: String? = nil, alignment: TextAlignment = .leading) {
    self.label = label
    self.alignment = alignment
  }

  /// The rule.
  public var body: some View {
    RuleView(
      label: label, alignment: alignment, color: theme[.dividerColor],
      labelStyle: theme[.dividerLabel])
  }
}

struct RuleView: PrimitiveView {
  let label: String?
  let alignment: TextAlignment
  let color: Color
  let labelStyle: TextStyleToken

  func makeNode(environment: EnvironmentValues) -> LayoutNode {
    RuleNode(
      label: label.map { Glyph.glyphs(of: $0) } ?? [], alignment: alignment, color: color,
      labelStyle: labelStyle)
  }
}

final class RuleNode: LayoutNode {
  let label: [Glyph]
  let alignment: TextAlignment
  let color: Color
  let labelStyle: TextStyleToken

  init(label: [Glyph], alignment: TextAlignment, color: Color, labelStyle: TextStyleToken) {
    self.label = label
    self.alignment = alignment
    self.color = color
    self.labelStyle = labelStyle
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let ideal = label.isEmpty ? 1 : label.displayWidth + 4
    return Size(width: proposal.width.map { min($0, 10_000) } ?? ideal, height: proposal.height == 0 ? 0 : 1)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    let visible = rect.intersection(canvas.clip)
    if !visible.isEmpty, rect.minY >= visible.minY, rect.minY < visible.maxY {
      let line = Array(repeating: Glyph("─"), count: visible.width)
      canvas.draw(line, at: Point(x: visible.minX, y: rect.minY), foreground: color)
    }
    let room = rect.width - 4
    guard !label.isEmpty, room >= 1 else { return }
    let shown = TextLayout.truncate(label, width: room, mode: .tail)
    let x = rect.minX + 1 + alignment.offset(lineWidth: shown.displayWidth + 2, in: room + 2)
    canvas.draw([Glyph.space], at: Point(x: x, y: rect.minY))
    canvas.draw(
      shown, at: Point(x: x + 1, y: rect.minY), foreground: labelStyle.foreground ?? .default,
      background: labelStyle.background, attributes: labelStyle.attributes)
    canvas.draw([Glyph.space], at: Point(x: x + 1 + shown.displayWidth, y: rect.minY))
  }
}
