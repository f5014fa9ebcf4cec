/// A set of box-drawing glyphs for borders.
///
/// ```swift
/// BorderStyle.rounded.glyphs.topLeft // "╭"
/// ```
public enum BorderStyle: String, Sendable, Hashable, CaseIterable {
  /// `╭─╮ │ ╰─╯`
  case rounded
  /// `┌─┐ │ └─┘`
  case single
  /// `╔═╗ ║ ╚═╝`
  case double
  /// `┏━┓ ┃ ┗━┛`
  case heavy
  /// `+-+ | +-+`, for fonts and consoles without box drawing.
  case ascii
  /// Blank cells: the border keeps its space but draws nothing.
  case hidden

  /// The glyphs of one border style.
  public struct Glyphs: Sendable, Hashable {
    /// The glyph in the top-left corner.
    public var topLeft: Character
    /// The glyph in the top-right corner.
    public var topRight: Character
    /// The glyph in the bottom-left corner.
    public var bottomLeft: Character
    /// The glyph in the bottom-right corner.
    public var bottomRight: Character
    /// Top and bottom edges.
    public var horizontal: Character
    /// Left and right edges.
    public var vertical: Character
  }

  /// The glyphs to draw.
  public var glyphs: Glyphs {
    switch self {
    case .rounded:
      return Glyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    case .single:
      return Glyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    case .double:
      return Glyphs(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    case .heavy:
      return Glyphs(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    case .ascii:
      return Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
    case .hidden:
      return Glyphs(
        topLeft: " ", topRight: " ", bottomLeft: " ", bottomRight: " ", horizontal: " ", vertical: " ")
    }
  }
}
