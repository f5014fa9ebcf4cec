import ViewKitStyle

/// A run of text in one style: one piece of a ``StyledText`` line.
///
/// ```swift
/// TextSpan("⌘K", style: theme[.keyHintsKey])
/// TextSpan(" ", style: TextStyleToken())
/// TextSpan("the docs", link: "https://example.com/docs")
/// ```
///
/// A span can lead to a URL, so part of a line is a link, as ``Text/link(_:)`` makes a whole
/// text one: where the terminal shows hyperlinks (OSC 8, ``LinkPresentation/hyperlink``) the
/// span shows its text and the terminal opens the target on a click; elsewhere
/// (``LinkPresentation/inline``, the default) the URL is written after the text,
/// `the docs (https://example.com/docs)`, or alone when it is the text. A linked span whose
/// style sets nothing takes the theme's `link` text style.
public struct TextSpan: Hashable, Sendable {
  /// The text. It is shown sanitised: control characters appear as visible symbols.
  public var text: String
  /// The span's style: its attributes, and its colours where it sets them. An unset colour
  /// takes the environment's (``View/foregroundColor(_:)``) or keeps the background already
  /// under the cells.
  public var style: TextStyleToken
  /// Where the span leads (see ``Hyperlink`` for what is accepted); nil for none.
  public var link: Hyperlink?

  /// Creates a span of text in a style.
  ///
  /// - Parameters:
  ///   - text: what the span shows.
  ///   - style: its attributes and colours; the default sets none.
  public init(_ text: String, style: TextStyleToken = TextStyleToken()) {
    self.text = text
    self.style = style
  }

  /// Creates a span of text in a colour.
  ///
  /// - Parameters:
  ///   - text: what the span shows.
  ///   - foreground: its colour.
  ///   - attributes: bold, faint and the rest.
  public init(_ text: String, foreground: Color, attributes: TextAttributes = []) {
    self.init(text, style: TextStyleToken(attributes: attributes, foreground: foreground))
  }

  /// Creates a span that leads to a URL, in the theme's `link` text style.
  ///
  /// - Parameters:
  ///   - text: what the span shows.
  ///   - link: the target, with its scheme (`https://…`); a URL ``Hyperlink`` refuses (no
  ///     scheme, too long) leaves a plain span.
  public init(_ text: String, link: String) {
    self.init(text)
    self.link = Hyperlink(link)
  }

  /// Makes the span lead to a URL.
  ///
  /// - Parameter url: the target, with its scheme; nil, or a URL ``Hyperlink`` refuses, leaves
  ///   the span without a link.
  /// - Returns: the span, linked.
  public func link(_ url: String?) -> TextSpan {
    var copy = self
    copy.link = url.flatMap(Hyperlink.init)
    return copy
  }
}

/// Lines of styled spans, measured and drawn by one primitive: the building block components
/// use for everything that is text in more than one style on a line (tab rows, key hints, a
/// field's value with its caret, a bar, a rule's label).
///
/// A line wider than the space it is drawn in ends in `…` in its last span's style. Lines never
/// wrap. Content that depends on the width (a tab row that shortens its labels, hints that drop
/// the ones that do not fit) comes from ``init(sizing:_:)``, which builds the lines for the
/// width being laid out.
///
/// ```swift
/// StyledText([TextSpan("q", style: key), TextSpan(" quit", style: label)])
/// StyledText(sizing: .fill(ideal: 20)) { width in
///   [[TextSpan(String(repeating: "█", count: width / 2), foreground: fill)]]
/// }
/// ```
public struct StyledText: PrimitiveView {
  /// How the text takes width.
  public enum Sizing: Hashable, Sendable {
    /// As wide as its widest line, at most the width offered.
    case content
    /// All the width offered; `ideal` when none is. Its height is the number of lines built
    /// for the ideal width or the width offered, whichever is less.
    case fill(ideal: Int)
  }

  /// What the lines are made of: runs ready to draw, or spans, some linked, whose runs depend
  /// on how the environment shows links.
  enum Source {
    case runs((Int) -> [[StyledRun]])
    case spans((Int) -> [[TextSpan]])
  }

  let source: Source
  let sizing: Sizing
  var alignment: TextAlignment = .leading
  var onDraw: ((Rect) -> Void)?

  /// Creates one line of spans.
  ///
  /// - Parameter spans: the line's spans, left to right.
  public init(_ spans: [TextSpan]) {
    self.init(lines: [spans])
  }

  /// Creates lines of spans, one below another.
  ///
  /// - Parameter lines: each line's spans, left to right.
  public init(lines: [[TextSpan]]) {
    sizing = .content
    guard lines.allSatisfy({ $0.allSatisfy { $0.link == nil } }) else {
      source = .spans { _ in lines }
      return
    }
    let runs = lines.map { $0.map(StyledRun.init) }
    source = .runs { _ in runs }
  }

  /// Creates lines built for the width they are laid out in.
  ///
  /// - Parameters:
  ///   - sizing: how much width the text takes.
  ///   - lines: builds the lines for a width in cells (the ideal width, or `Int.max` for
  ///     ``Sizing/content``, when none is offered). It is called again only when the width
  ///     changes.
  public init(sizing: Sizing = .content, _ lines: @escaping (Int) -> [[TextSpan]]) {
    source = .spans(lines)
    self.sizing = sizing
  }

  /// Lines already in glyphs, for components of the kit.
  package init(sizing: Sizing = .content, runs: @escaping (Int) -> [[StyledRun]]) {
    source = .runs(runs)
    self.sizing = sizing
  }

  /// Places each line at the leading edge, the centre or the trailing edge of the width drawn in.
  ///
  /// - Parameter alignment: where narrower lines go.
  /// - Returns: the text, aligned.
  public func alignment(_ alignment: TextAlignment) -> StyledText {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// Calls `action` with the rectangle the text is drawn in, each time it is drawn (for
  /// components that map clicks to what they drew).
  package func onDraw(_ action: @escaping (Rect) -> Void) -> StyledText {
    var copy = self
    copy.onDraw = action
    return copy
  }

  /// The text's node, with unset colours and attributes taken from the environment.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    let build: (Int) -> [[StyledRun]]
    switch source {
    case .runs(let runs): build = runs
    case .spans(let lines):
      let presentation = environment.linkPresentation
      let theme = environment.theme
      build = { width in
        lines(width).map { line in
          line.map { span in
            guard span.link != nil else { return StyledRun(span) }
            return StyledRun(
              Glyph.glyphs(of: presentation.shown(span.text, link: span.link)),
              style: span.style == TextStyleToken() ? theme[.link] : span.style, link: span.link)
          }
        }
      }
    }
    let node = StyledTextNode(
      build: build, sizing: sizing, alignment: alignment,
      foreground: environment.foregroundColor ?? .default, attributes: environment.textAttributes)
    node.onDraw = onDraw
    return node
  }
}

/// A span in glyphs: what ``StyledTextNode`` draws.
package struct StyledRun {
  let glyphs: [Glyph]
  let style: TextStyleToken
  /// Where the run leads, drawn into its cells' style (``Style/link``).
  let link: Hyperlink?
  package let width: Int

  package init(_ glyphs: [Glyph], style: TextStyleToken, link: Hyperlink? = nil) {
    self.glyphs = glyphs
    self.style = style
    self.link = link
    width = glyphs.displayWidth
  }

  package init(_ span: TextSpan) {
    self.init(Glyph.glyphs(of: span.text), style: span.style)
  }

  /// `count` copies of one glyph.
  package init(repeating glyph: Glyph, count: Int, style: TextStyleToken) {
    self.init(Array(repeating: glyph, count: max(0, count)), style: style)
  }
}

extension Sequence where Element == StyledRun {
  /// The cells a line of runs takes.
  package var displayWidth: Int {
    var total = 0
    for run in self { total += run.width }
    return total
  }
}

/// Measures and draws lines of runs.
final class StyledTextNode: LayoutNode {
  let build: (Int) -> [[StyledRun]]
  let sizing: StyledText.Sizing
  let alignment: TextAlignment
  let foreground: Color
  let attributes: TextAttributes
  var onDraw: ((Rect) -> Void)?
  /// The lines built last, and the width they were built for. Only the last is kept, so a
  /// builder that records what it laid out (for clicks) always describes the width drawn.
  private var built: (width: Int, lines: [[StyledRun]], widest: Int)?
  /// The most cells a line is built for: more than any canvas, few enough to build.
  static let widest = 10_000

  init(
    build: @escaping (Int) -> [[StyledRun]], sizing: StyledText.Sizing, alignment: TextAlignment,
    foreground: Color, attributes: TextAttributes
  ) {
    self.build = build
    self.sizing = sizing
    self.alignment = alignment
    self.foreground = foreground
    self.attributes = attributes
  }

  /// The lines for a width, and the width of the widest, built once per width.
  private func lines(width: Int) -> (lines: [[StyledRun]], widest: Int) {
    if let built, built.width == width { return (built.lines, built.widest) }
    let lines = build(width)
    let widest = lines.reduce(0) { max($0, $1.displayWidth) }
    built = (width, lines, widest)
    return (lines, widest)
  }

  /// The lines to draw in a width: those measured for a wider offer when they fit, as a parent
  /// draws a content-sized text at the width it measured (a tab row measured at 30 cells that
  /// needed 27 is drawn at 27 and must not lay out again for 27).
  private func linesToDraw(width: Int) -> [[StyledRun]] {
    if case .content = sizing, let built, built.width > width, built.widest <= width {
      return built.lines
    }
    return lines(width: width).lines
  }

  /// The width lines are built for when none is offered.
  private var idealWidth: Int {
    switch sizing {
    case .content: return .max
    case .fill(let ideal): return max(0, ideal)
    }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if proposal.width == 0 || proposal.height == 0 { return .zero }
    // A filling text takes the width it is offered whatever its lines hold, so only their
    // number matters here: count them at the ideal width when more is offered (a stack asks
    // with an unbounded width to learn how far a child stretches).
    var buildWidth = proposal.width ?? idealWidth
    if case .fill(let ideal) = sizing { buildWidth = min(buildWidth, max(1, ideal)) }
    let (built, widest) = lines(width: min(buildWidth, Self.widest))
    let height = min(built.count, proposal.height ?? built.count)
    switch sizing {
    case .fill(let ideal):
      return Size(width: min(proposal.width ?? ideal, Self.widest), height: height)
    case .content:
      return Size(width: min(widest, proposal.width ?? widest), height: height)
    }
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    onDraw?(rect)
    let built = linesToDraw(width: rect.width)
    if canvas.semantics != nil { recordSemantics(built, in: rect, canvas: &canvas) }
    for (row, line) in built.prefix(rect.height).enumerated() {
      let y = rect.minY + row
      if y >= canvas.clip.maxY { break }
      if y < canvas.clip.minY { continue }
      let lineWidth = line.displayWidth
      var x = rect.minX + alignment.offset(lineWidth: min(lineWidth, rect.width), in: rect.width)
      canvas.withClip(Rect(x: rect.minX, y: y, width: rect.width, height: 1)) { canvas in
        if lineWidth <= rect.width {
          for run in line {
            draw(run.glyphs, style: run.style, link: run.link, x: x, y: y, canvas: &canvas)
            x += run.width
          }
          return
        }
        // Too wide: show what fits in all but one cell, then `…` in the style (and link) it cuts.
        var room = rect.width - 1
        var last = (line.last?.style ?? TextStyleToken(), line.last?.link)
        for run in line {
          if room <= 0 { break }
          last = (run.style, run.link)
          let shown = run.width <= room ? run.glyphs : TextLayout.prefix(run.glyphs, width: room)
          draw(shown, style: run.style, link: run.link, x: x, y: y, canvas: &canvas)
          let used = shown.displayWidth
          x += used
          room -= used
          if run.width > used { break }
        }
        draw([.ellipsis], style: last.0, link: last.1, x: x, y: y, canvas: &canvas)
      }
    }
  }

  /// Records the lines that show for a screen reader, each whole as built: a line cut with `…`
  /// on screen is read in full.
  private func recordSemantics(_ built: [[StyledRun]], in rect: Rect, canvas: inout Canvas) {
    let rows = rect.intersection(canvas.clip)
    var lines: [String] = []
    for (row, line) in built.prefix(rect.height).enumerated() where rows.minY <= rect.minY + row {
      guard rect.minY + row < rows.maxY else { break }
      lines.append(line.map { $0.glyphs.map(\.string).joined() }.joined())
    }
    canvas.recordText(lines, frame: rect)
  }

  private func draw(
    _ glyphs: [Glyph], style: TextStyleToken, link: Hyperlink?, x: Int, y: Int, canvas: inout Canvas
  ) {
    canvas.draw(
      glyphs, at: Point(x: x, y: y), foreground: style.foreground ?? foreground, background: style.background,
      attributes: attributes.union(style.attributes), link: link)
  }
}
