import ViewKitStyle

/// The semantic text styles a theme defines (`textStyle.<name>` tokens).
public enum TextStyleName: String, Sendable, Hashable, CaseIterable {
  /// A screen or section title.
  case title
  /// A prominent heading inside content.
  case headline
  /// Running text.
  case body
  /// Small print under something else.
  case caption
  /// Secondary, less important text.
  case muted
  /// An error message.
  case error
  /// Something that can be followed.
  case link
  /// Code or a literal value.
  case code
  /// Emphasised text.
  case strong
  /// A selected item.
  case selected

  /// The token path, e.g. `textStyle.title`.
  public var tokenPath: String { key.path }

  /// The theme key of the style.
  public var key: ThemeKey<TextStyleToken> {
    switch self {
    case .title: return .title
    case .headline: return .headline
    case .body: return .body
    case .caption: return .caption
    case .muted: return .muted
    case .error: return .error
    case .link: return .link
    case .code: return .code
    case .strong: return .strong
    case .selected: return .selected
    }
  }
}

/// Text, wrapped at spaces (and between wide CJK characters) to the width it is given.
///
/// Any string is safe to show: control characters appear as visible symbols (`␛`), never as
/// escape sequences. Explicit line breaks start new lines; `.lineLimit(1)` truncates with `…`
/// instead of wrapping.
///
/// ```swift
/// Text("ViewKit Dashboard").bold().foregroundColor(.rgb(0xFF, 0xAF, 0x5F))
/// Text("Saved").textStyle(.caption)
/// Text("docs", link: "https://example.com/docs")
/// ```
///
/// Text with a link leads to its target: where the terminal shows hyperlinks (OSC 8,
/// ``LinkPresentation/hyperlink``) it shows its label and the terminal opens the target on a
/// click; elsewhere (``LinkPresentation/inline``, the default) the URL is written after the
/// label, `docs (https://example.com/docs)`, or alone when the label is the URL. Unless the
/// text is given another style it takes the theme's `link` text style.
public struct Text: PrimitiveView {
  let content: String
  var foreground: Color?
  var background: Color?
  var attributes: TextAttributes = []
  var styleName: TextStyleName?
  var link: Hyperlink?

  /// Creates text from a string, shown as it is (sanitised).
  ///
  /// - Parameter content: the text; control characters are shown as visible symbols.
  public init(_ content: String) { self.content = content }

  /// Creates text from any string-like value.
  ///
  /// - Parameter content: the text; control characters are shown as visible symbols.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Creates text that leads to a URL (see ``Hyperlink`` for what is accepted).
  ///
  /// - Parameters:
  ///   - content: the label; control characters are shown as visible symbols.
  ///   - link: the target, with its scheme (`https://…`); a URL ``Hyperlink`` refuses (no
  ///     scheme, too long) leaves plain text.
  public init(_ content: String, link: String) {
    self.content = content
    self.link = Hyperlink(link)
  }

  /// Makes the text lead to a URL.
  ///
  /// - Parameter url: the target, with its scheme; nil, or a URL ``Hyperlink`` refuses,
  ///   leaves the text without a link.
  /// - Returns: the text, linked.
  public consuming func link(_ url: String?) -> Text {
    self.link = url.flatMap(Hyperlink.init)
    return self
  }

  /// Sets the text colour.
  ///
  /// - Parameter color: the colour of the glyphs; `nil` takes the style's or the environment's.
  /// - Returns: the text in that colour.
  public consuming func foregroundColor(_ color: Color?) -> Text {
    self.foreground = color
    return self
  }

  /// Sets the colour behind the text's own cells.
  ///
  /// - Parameter color: the colour behind the glyphs; `nil` takes the style's or leaves the cells as they
  ///   are.
  /// - Returns: the text on that colour.
  public consuming func backgroundColor(_ color: Color?) -> Text {
    self.background = color
    return self
  }

  /// Applies a semantic style from the theme (colour and attributes).
  ///
  /// - Parameter name: the style whose `textStyle.<name>` token is read from the environment's theme.
  /// - Returns: the text in that style.
  public consuming func textStyle(_ name: TextStyleName) -> Text {
    self.styleName = name
    return self
  }

  /// Applies a theme text-style token: its attributes, and its colours where it sets them.
  ///
  /// - Parameter token: the attributes and colours to apply.
  /// - Returns: the text in that style.
  public consuming func style(_ token: TextStyleToken) -> Text {
    var copy = textAttributes(token.attributes)
    if let foreground = token.foreground { copy.foreground = foreground }
    if let background = token.background { copy.background = background }
    return copy
  }

  /// Adds text attributes (bold, italic and the rest) to the text's own. Spelled as the view
  /// modifier ``View/textAttributes(_:)`` that sets them for everything inside a view.
  ///
  /// - Parameter attributes: the attributes to add.
  /// - Returns: the text with them.
  public consuming func textAttributes(_ attributes: TextAttributes) -> Text {
    self.attributes.formUnion(attributes)
    return self
  }

  /// Draws the text in bold.
  ///
  /// - Returns: the text, bold.
  public consuming func bold() -> Text { textAttributes(.bold) }
  /// Draws the text faint (dimmed), for secondary detail.
  ///
  /// - Returns: the text, faint.
  public consuming func faint() -> Text { textAttributes(.faint) }
  /// Draws the text in italics, where the terminal supports them.
  ///
  /// - Returns: the text, italic.
  public consuming func italic() -> Text { textAttributes(.italic) }
  /// Draws the text underlined.
  ///
  /// - Returns: the text, underlined.
  public consuming func underline() -> Text { textAttributes(.underline) }
  /// Draws the text in reverse video, swapping its colours.
  ///
  /// - Returns: the text, reversed.
  public consuming func reverse() -> Text { textAttributes(.reverse) }
  /// Draws the text crossed out.
  ///
  /// - Returns: the text, crossed out.
  public consuming func strikethrough() -> Text { textAttributes(.strikethrough) }

  /// The text's node, with its style resolved from the environment and theme.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    var attributes = environment.textAttributes.union(attributes)
    var foreground = foreground
    var background = background
    if let styleName = styleName ?? (link != nil ? .link : nil) {
      let token = environment.theme[styleName.key]
      attributes.formUnion(token.attributes)
      foreground = foreground ?? token.foreground
      background = background ?? token.background
    }
    return TextNode(
      text: environment.linkPresentation.shown(content, link: link),
      foreground: foreground ?? environment.foregroundColor ?? .default,
      background: background,
      attributes: attributes, alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit,
      truncation: environment.truncationMode, link: link)
  }
}

/// Lays out and draws text.
final class TextNode: LayoutNode {
  let text: GlyphText
  var paragraphs: [[Glyph]] { text.paragraphs }
  let foreground: Color
  let background: Color?
  let attributes: TextAttributes
  let alignment: TextAlignment
  let lineLimit: Int?
  let truncation: TruncationMode
  let link: Hyperlink?
  private var cachedWidth: Int?
  private var cachedLines: [ArraySlice<Glyph>] = []
  private var cachedWidest = 0
  private var cachedValid = false

  init(
    text: String, foreground: Color, background: Color?, attributes: TextAttributes, alignment: TextAlignment,
    lineLimit: Int?, truncation: TruncationMode, link: Hyperlink? = nil
  ) {
    self.link = link
    self.text = GlyphCache.text(text)
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.alignment = alignment
    self.lineLimit = lineLimit
    self.truncation = truncation
  }

  /// The lines for a width (nil: no wrapping), before any height limit.
  private func lines(width: Int?) -> [ArraySlice<Glyph>] {
    if cachedValid && cachedWidth == width { return cachedLines }
    var result: [ArraySlice<Glyph>] = []
    var widest: Int?
    if let width, lineLimit != 1 {
      (result, widest) = text.lines(wrappedTo: width)
    } else if let width {
      for paragraph in paragraphs {
        result.append(TextLayout.truncate(paragraph, width: width, mode: truncation)[...])
      }
    } else {
      result = paragraphs.map { $0[...] }
    }
    cachedWidth = width
    cachedLines = result
    cachedWidest = widest ?? result.reduce(0) { max($0, $1.displayWidth) }
    cachedValid = true
    return result
  }

  /// The lines that show for a proposal: wrapped, limited in number, the last one cut with `…`.
  private func visibleLines(_ proposal: ProposedSize) -> [ArraySlice<Glyph>] {
    let all = lines(width: proposal.width)
    var limit = all.count
    if let lineLimit { limit = min(limit, lineLimit) }
    if let height = proposal.height { limit = min(limit, height) }
    if limit >= all.count { return all }
    var shown = Array(all[..<limit])
    if limit > 0 {
      // Lines were cut: the last one shown ends in `…`.
      let last = Array(all[limit - 1])
      let kept = proposal.width.map { TextLayout.prefix(last, width: max(0, $0 - 1)) } ?? last
      shown[limit - 1] = (kept + [.ellipsis])[...]
    }
    return shown
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if proposal.width == 0 || proposal.height == 0 { return .zero }
    let shown = visibleLines(proposal)
    var width = 0
    if shown.count == cachedLines.count && cachedValid && cachedWidth == proposal.width {
      // Nothing was cut: the widest line is known.
      width = cachedWidest
    } else {
      for line in shown { width = max(width, line.displayWidth) }
    }
    if let proposed = proposal.width { width = min(width, proposed) }
    return Size(width: width, height: shown.count)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    let shown = visibleLines(ProposedSize(rect.size))
    if canvas.semantics != nil { recordSemantics(shown, in: rect, canvas: &canvas) }
    for (row, line) in shown.enumerated() {
      let y = rect.minY + row
      if y >= canvas.clip.maxY { break }
      if y < canvas.clip.minY { continue }
      let x = rect.minX + alignment.offset(lineWidth: line.displayWidth, in: rect.width)
      canvas.withClip(Rect(x: rect.minX, y: y, width: rect.width, height: 1)) { canvas in
        guard attributes.contains(.underline), case let glyphs = Array(line),
          let words = Self.underlined(glyphs)
        else {
          // Underline goes under words only: a line of blanks or marks (a padding space, an
          // unread dot) is drawn without it.
          let plain = attributes.contains(.underline) ? attributes.subtracting(.underline) : attributes
          canvas.draw(
            line, at: Point(x: x, y: y), foreground: foreground, background: background, attributes: plain,
            link: link)
          return
        }
        var column = x
        for (range, underline) in [
          (0..<words.lowerBound, false), (words, true), (words.upperBound..<glyphs.count, false),
        ] where !range.isEmpty {
          let part = Array(glyphs[range])
          canvas.draw(
            part, at: Point(x: column, y: y), foreground: foreground, background: background,
            attributes: underline ? attributes : attributes.subtracting(.underline), link: link)
          column += part.displayWidth
        }
      }
    }
  }

  /// Records what a screen reader reads: every paragraph whole when all of the text shows
  /// (a truncated line is read in full), else the lines that show.
  private func recordSemantics(_ shown: [ArraySlice<Glyph>], in rect: Rect, canvas: inout Canvas) {
    guard !shown.isEmpty else { return }
    let whole = shown.count == lines(width: rect.width).count && rect.intersection(canvas.clip) == rect
    let lines = whole ? paragraphs.map { $0[...] } : shown
    canvas.recordText(lines.map { $0.map(\.string).joined() }, frame: rect)
  }

  /// The glyphs from a line's first letter or digit to its last, which an underline goes under;
  /// nil when the line has none.
  static func underlined(_ line: [Glyph]) -> Range<Int>? {
    func isWord(_ glyph: Glyph) -> Bool {
      glyph.string.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
    guard let first = line.firstIndex(where: isWord), let last = line.lastIndex(where: isWord) else {
      return nil
    }
    return first..<(last + 1)
  }
}

extension TextStyleName: StoryStates {
  /// Semantic text styles are the declared states of the `text` component.
  public static let storyComponent = "text"
}
