import ViewKitStyle

/// A foreground/background colour pair as drawn on a canvas: how many cells show it, and the
/// contrast WCAG 2 asks of it (4.5:1 when any of them is a letter or digit, 3:1 for marks alone:
/// borders, bars, dots, brackets).
public struct DrawnColorPair: Hashable, Sendable {
  /// The colour of the glyphs (after ``TextAttributes/reverse``).
  public let foreground: Color
  /// The colour behind them.
  public let background: Color
  /// 4.5 when a letter or digit shows in the pair; 3 for marks alone.
  public let minimum: Double
  /// How many cells show a visible glyph in the pair.
  public let cells: Int
  /// A glyph of the pair, text when there is some, for the panel to show.
  public let sample: String
  /// How its cells are drawn: bold or not, reversed or not (each a ``Variant``), which decides
  /// how the pair is sent in fewer colours.
  public let variants: Set<Variant>

  /// How some cells of a pair are drawn.
  public struct Variant: Hashable, Sendable {
    /// Drawn bold.
    public var bold: Bool
    /// Drawn reversed: the pair's foreground is the style's background.
    public var reversed: Bool

    /// Creates a variant.
    ///
    /// - Parameters:
    ///   - bold: drawn bold.
    ///   - reversed: drawn reversed.
    public init(bold: Bool = false, reversed: Bool = false) {
      self.bold = bold
      self.reversed = reversed
    }
  }

  /// Creates a pair, as ``Canvas/drawnColorPairs()`` finds them.
  ///
  /// - Parameters:
  ///   - foreground: the colour of the glyphs.
  ///   - background: the colour behind them.
  ///   - minimum: the contrast the pair needs.
  ///   - cells: how many cells show it.
  ///   - sample: a glyph of the pair.
  ///   - variants: how its cells are drawn; plain by default.
  public init(
    foreground: Color, background: Color, minimum: Double, cells: Int, sample: String,
    variants: Set<Variant> = [Variant()]
  ) {
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
    self.cells = cells
    self.sample = sample
    self.variants = variants.isEmpty ? [Variant()] : variants
  }

  /// The pair's contrast in a theme; nil when a colour has no known value (the terminal's own
  /// default, unnamed by any token).
  ///
  /// - Parameter theme: the theme the canvas was drawn with, for the values of its tokens.
  /// - Returns: the WCAG 2 ratio, from 1 to 21, or nil.
  public func ratio(in theme: Theme) -> Double? {
    guard let fg = theme.previewColor(of: foreground), let bg = theme.previewColor(of: background) else {
      return nil
    }
    return ColorMatcher.contrastRatio(fg, bg)
  }

  /// The pair's contrast as a terminal with `profile` shows it: its colours downsampled
  /// together as they are sent (``SentStyle``, xterm's values for the 16 palette colours), the
  /// worst of its variants (bold, reversed). In full colour, ``ratio(in:)``.
  ///
  /// - Parameters:
  ///   - theme: the theme the canvas was drawn with.
  ///   - profile: the colours the terminal shows.
  /// - Returns: the WCAG 2 ratio, from 1 to 21, or nil for the terminal's own colours.
  public func ratio(in theme: Theme, profile: ColorProfile) -> Double? {
    guard profile == .ansi16 || profile == .ansi256 else { return ratio(in: theme) }
    var worst: Double?
    for variant in variants {
      let (fg, bg) = variant.reversed ? (background, foreground) : (foreground, background)
      let sent = SentStyle(
        foreground: fg, background: bg, attributes: variant.bold ? .bold : [], profile: profile)
      guard let shownForeground = SentStyle.shown(sent.foreground),
        let shownBackground = SentStyle.shown(sent.background)
      else { return nil }
      worst = min(worst ?? .infinity, ColorMatcher.contrastRatio(shownForeground, shownBackground))
    }
    return worst
  }
}

extension Canvas {
  /// Every colour pair a visible glyph is drawn in (spaces and emoji aside: emoji bring their
  /// own colours), most cells first: what a contrast check of a drawn view reads.
  ///
  /// - Returns: the pairs, each once.
  public func drawnColorPairs() -> [DrawnColorPair] {
    // Cells share a handful of styles: each style of the table is tallied first (a blank, the
    // commonest cell, without building its text), then the styles are merged into pairs.
    struct Tally {
      var cells = 0
      /// The first cell drawn (row by row), which orders pairs of as many cells.
      var first = Int.max
      /// The first letter or digit drawn, and the first mark, each with its cell.
      var text: (cell: Int, grapheme: String)?
      var mark: (cell: Int, grapheme: String)?
      var variants: Set<DrawnColorPair.Variant> = []
    }
    var byStyle = [Tally](repeating: Tally(), count: styles.count)
    for index in cells.indices {
      let cell = cells[index]
      if cell.content == 0x20 || cell.isContinuation { continue }
      let grapheme = text(of: cell)
      guard let kind = GlyphKind(grapheme) else { continue }
      let id = Int(cell.style)
      if byStyle[id].cells == 0 { byStyle[id].first = index }
      byStyle[id].cells += 1
      if kind == .text {
        if byStyle[id].text == nil { byStyle[id].text = (index, grapheme) }
      } else if byStyle[id].mark == nil {
        byStyle[id].mark = (index, grapheme)
      }
    }
    var tallies: [Pair: Tally] = [:]
    for (id, tally) in byStyle.enumerated() where tally.cells > 0 {
      let style = styles[id]
      let reversed = style.attributes.contains(.reverse)
      let pair = Pair(
        foreground: reversed ? style.background : style.foreground,
        background: reversed ? style.foreground : style.background)
      var merged = tallies[pair] ?? Tally()
      merged.cells += tally.cells
      merged.first = min(merged.first, tally.first)
      if let text = tally.text, text.cell < merged.text?.cell ?? .max { merged.text = text }
      if let mark = tally.mark, mark.cell < merged.mark?.cell ?? .max { merged.mark = mark }
      merged.variants.insert(
        DrawnColorPair.Variant(bold: style.attributes.contains(.bold), reversed: reversed))
      tallies[pair] = merged
    }
    // Most cells first; of as many, the pair drawn first. A pair's sample is its first letter or
    // digit, else its first mark.
    return tallies.map { pair, tally in
      (
        first: tally.first,
        pair: DrawnColorPair(
          foreground: pair.foreground, background: pair.background, minimum: tally.text == nil ? 3 : 4.5,
          cells: tally.cells, sample: tally.text?.grapheme ?? tally.mark?.grapheme ?? "",
          variants: tally.variants)
      )
    }
    .sorted { ($0.pair.cells, -$0.first) > ($1.pair.cells, -$1.first) }.map(\.pair)
  }

  private struct Pair: Hashable {
    let foreground: Color
    let background: Color
  }

  /// What a glyph is for contrast: text (letters and digits) or a mark (everything else).
  private enum GlyphKind {
    case text
    case mark

    /// Nil for what no contrast rule covers: blanks and emoji.
    init?(_ grapheme: String) {
      guard let scalar = grapheme.unicodeScalars.first, !grapheme.allSatisfy(\.isWhitespace) else {
        return nil
      }
      let properties = scalar.properties
      if properties.isEmojiPresentation || grapheme.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
        return nil
      }
      switch properties.generalCategory {
      // Letters and digits are what must be read; punctuation alone in a colour is a compact
      // button's brackets or a separator, marks like a border's.
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber:
        self = .text
      default:
        self = .mark
      }
    }
  }
}
