import ViewKitCore
import ViewKitStyle

/// A horizontal rule across the width it is given, with an optional label.
///
/// Colours come from `divider.color` and `divider.label`.
///
/// ```swift
/// VStack { Text("Above"); Divider("Settings"); Text("Below") }
/// ```
public struct Divider: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "divider"
    /// A plain rule.
    case plain
    /// A rule with a label.
    case labelled
  }

  let label: String?
  let alignment: TextAlignment
  @Environment(\.theme) private var theme

  /// Creates a divider, optionally with a label placed at the left, centre or right.
  ///
  /// - Parameters:
  ///   - label: text set into the rule; nil for a plain rule.
  ///   - alignment: where the label sits along the rule.
  public init(_ label: String? = nil, alignment: TextAlignment = .leading) {
    self.label = label
    self.alignment = alignment
  }

  /// A rule across the width offered, with the label set into it.
  public var body: some View {
    let color = theme[.dividerColor]
    if let label {
      let labelStyle = theme[.dividerLabel]
      let glyphs = Glyph.glyphs(of: label)
      let alignment = self.alignment
      StyledText(
        sizing: .fill(ideal: glyphs.displayWidth + 4),
        runs: { width in
          [Self.line(width: width, label: glyphs, alignment: alignment, color: color, labelStyle: labelStyle)]
        }
      )
      .semantics(.heading, label: label)
    } else {
      Rule(color: color)
    }
  }

  /// A rule `width` cells wide with ` label ` on it, one cell in from the ends at least; just the
  /// rule when not even one cell of the label fits.
  static func line(
    width: Int, label: [Glyph], alignment: TextAlignment, color: Color, labelStyle: TextStyleToken
  ) -> [StyledRun] {
    let rule = TextStyleToken(foreground: color)
    let room = width - 4
    guard room >= 1 else { return [StyledRun(repeating: Glyph("─"), count: width, style: rule)] }
    let shown = TextLayout.truncate(label, width: room, mode: .tail)
    let before = 1 + alignment.offset(lineWidth: shown.displayWidth + 2, in: room + 2)
    let after = width - before - shown.displayWidth - 2
    return [
      StyledRun(repeating: Glyph("─"), count: before, style: rule),
      StyledRun([.space], style: TextStyleToken()),
      StyledRun(shown, style: labelStyle),
      StyledRun([.space], style: TextStyleToken()),
      StyledRun(repeating: Glyph("─"), count: after, style: rule),
    ]
  }
}
