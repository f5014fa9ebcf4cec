import ViewKitCore
import ViewKitStyle

/// A box around content: a border with an optional title and footer, padding, and an optional
/// filled surface. When focused the border turns heavy in the focus colour and the title starts
/// with `▸`, so focus shows whatever border style the card has.
///
/// Tokens: `box.border`, `box.focus.border`, `box.title`, `box.footer`, `box.surface`, `space.1`.
///
/// ```swift
/// Card(title: "Profile", footer: "3 items", filled: true) {
///   Text("Ada Lovelace")
/// }
/// ```
public struct Card<Content: View>: View {
  let title: String?
  let titleAlignment: TextAlignment
  let footer: String?
  let footerAlignment: TextAlignment
  let borderStyle: BorderStyle?
  let filled: Bool
  let content: Content
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused

  /// Creates a bordered card around content, with an optional title and footer.
  ///
  /// - Parameters:
  ///   - title: text set into the top edge; nil for none.
  ///   - titleAlignment: where the title sits along the top edge.
  ///   - footer: text set into the bottom edge; nil for none.
  ///   - footerAlignment: where the footer sits along the bottom edge.
  ///   - borderStyle: glyphs other than the theme's (the theme's colour is kept).
  ///   - filled: fill the inside with `box.surface`.
  ///   - content: the views inside.
  public init(
    title: String? = nil, titleAlignment: TextAlignment = .leading, footer: String? = nil,
    footerAlignment: TextAlignment = .trailing, borderStyle: BorderStyle? = nil, filled: Bool = false,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.titleAlignment = titleAlignment
    self.footer = footer
    self.footerAlignment = footerAlignment
    self.borderStyle = borderStyle
    self.filled = filled
    self.content = content()
  }

  /// The border glyphs: the card's own, or the focus style when focused — double instead when the
  /// card's own style already is the focus style, so focus never shows by colour alone.
  func glyphs(focusStyle: BorderStyle) -> BorderStyle {
    let own = borderStyle ?? theme[.boxBorder].style
    guard isFocused else { return own }
    return own == focusStyle ? .double : focusStyle
  }

  /// The content inside the border, in the focus colour when it holds the focus.
  public var body: some View {
    let token = isFocused ? theme[.boxFocusBorder] : theme[.boxBorder]
    let titleToken = theme[.boxTitle]
    let footerToken = theme[.boxFooter]
    let padded = VStack(alignment: .leading) { content }
      .padding(.horizontal, theme[.space1])
      .frame(maxWidth: .infinity, alignment: .topLeading)
    return ZStack(alignment: .topLeading) {
      if filled {
        padded.background(theme[.boxSurface])
      } else {
        padded
      }
    }
    .border(
      glyphs(focusStyle: token.style), color: token.color,
      title: isFocused ? title.map { "▸ " + $0 } ?? "▸" : title,
      titleAlignment: titleAlignment,
      titleStyle: Style(foreground: titleToken.foreground ?? token.color, attributes: titleToken.attributes),
      footer: footer, footerAlignment: footerAlignment,
      footerStyle: Style(
        foreground: footerToken.foreground ?? token.color, attributes: footerToken.attributes)
    )
    .semantics(
      .group, label: title ?? "", details: footer.map { [$0] } ?? [], traits: isFocused ? .focused : [],
      contains: .contained)
  }
}

/// The declared states of ``Card``, each shown by a story (`rounded-box/<state>`).
enum CardState: String, StoryStates {
  /// The component part of story ids.
  static let storyComponent = "rounded-box"
  /// The theme's border (rounded), no title.
  case plain
  /// A title at the left of the top edge.
  case titled
  /// A title at the centre.
  case titleCenter = "title-center"
  /// A title at the right.
  case titleRight = "title-right"
  /// A title too long for the box, cut with `…`.
  case titleTruncated = "title-truncated"
  /// A footer in the bottom edge.
  case footer
  /// Keyboard focus.
  case focused
  /// A filled surface.
  case filled
  /// Emoji that terminals draw at different widths (👍🏽, 👨‍👩‍👧, 🇯🇵, ❤️): the right edge must
  /// stay in its column.
  case emoji
  /// Single-line border.
  case single
  /// Double-line border.
  case double
  /// Heavy border.
  case heavy
  /// ASCII border.
  case ascii
}
