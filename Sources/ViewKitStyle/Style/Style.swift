/// Text attributes a terminal can show with SGR codes.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The set of attributes, one bit each, in SGR order from bold.
  public let rawValue: UInt8
  /// Creates attributes from their bit pattern.
  ///
  /// - Parameter rawValue: the bits, as in the static members (bold is bit 0).
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold or increased intensity (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Faint or decreased intensity (SGR 2).
  public static let faint = TextAttributes(rawValue: 1 << 1)
  /// Italic, where the terminal supports it (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Single underline (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Reverse video: foreground and background swapped (SGR 7).
  public static let reverse = TextAttributes(rawValue: 1 << 4)
  /// Crossed out (SGR 9).
  public static let strikethrough = TextAttributes(rawValue: 1 << 5)

  /// Every attribute, in SGR order, with its name as snapshots print it.
  public static let named: [(TextAttributes, String)] = [
    (.bold, "bold"), (.faint, "faint"), (.italic, "italic"), (.underline, "underline"),
    (.reverse, "reverse"), (.strikethrough, "strikethrough"),
  ]

  /// The attribute names, space-separated, e.g. `bold underline`.
  public var names: [String] {
    if isEmpty { return [] }
    var names: [String] = []
    for (attribute, name) in Self.named where rawValue & attribute.rawValue != 0 { names.append(name) }
    return names
  }
}

/// How one cell looks: foreground, background and attributes, and the link it leads to.
///
/// ```swift
/// let heading = Style(foreground: .rgb(0xFF, 0xAF, 0x5F), attributes: .bold)
/// ```
public struct Style: Hashable, Sendable {
  /// The foreground (text) colour.
  public var foreground: Color
  /// The colour behind the glyph; `.default` is the terminal's own.
  public var background: Color
  /// Bold, italic, underline and the rest.
  public var attributes: TextAttributes
  /// The link the cell belongs to (OSC 8 where the terminal shows hyperlinks); nil for none.
  /// It lives in the style table, so cells stay 8 bytes.
  public var link: Hyperlink?

  /// Creates a style; everything defaults to the terminal's own look.
  ///
  /// - Parameters:
  ///   - foreground: the colour of the glyph.
  ///   - background: the colour behind the glyph.
  ///   - attributes: bold, italic, underline and the rest.
  ///   - link: the link the cell belongs to, if any.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: TextAttributes = [],
    link: Hyperlink? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.link = link
  }

  /// The terminal's default look: no colour, no attribute.
  public static let plain = Style()

  /// Whether this style would emit no SGR code under the given profile (a link is no SGR code).
  ///
  /// - Parameter profile: the terminal's colour support.
  /// - Returns: `true` when it has no attributes and both colours reduce to the terminal's defaults.
  public func isPlain(under profile: ColorProfile) -> Bool {
    attributes.isEmpty && foreground.resolved(for: profile) == .default
      && background.resolved(for: profile) == .default
  }
}
