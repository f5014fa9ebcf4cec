/// A style as it is sent to a terminal with fewer colours: the foreground and background
/// downsampled together, so the pair stays as legible as it was.
///
/// Each colour alone goes to its pinned fallback or its nearest palette colour
/// (``Color/resolved(for:)``). Alone, that can put a border on its own surface (both grey) or a
/// dark label under bold, which many terminals (xterm among them) brighten to grey. So the pair
/// is judged as the terminal will show it, with xterm's palette for colours 0–15:
///
/// - in 16 colours, bold is never sent with a dark palette colour (0–7): the foreground takes
///   its bright twin (what a brightening terminal would show anyway) when that reads, else bold
///   is dropped;
/// - when the pair's contrast falls below what it had in full colour (up to 4.5:1, the text
///   minimum), the foreground is moved to the palette colour nearest its own (in Oklab) that
///   reaches it (in 16 colours and bold, a bright one; when no bright one reads, bold is dropped
///   for a dark one). When none reads, the colours stay as they are: a theme pins its own
///   `ansi16` values where that matters (`color.background.selected` is blue in 16 colours).
///
/// Pairs with the terminal's default colour are left alone: the terminal's own colours are not
/// known here.
///
/// ```swift
/// let sent = SentStyle(foreground: label, background: fill, attributes: .bold, profile: .ansi16)
/// ```
public struct SentStyle: Hashable, Sendable {
  /// The foreground as sent.
  public var foreground: Color.Kind
  /// The background as sent.
  public var background: Color.Kind
  /// The attributes as sent (bold may be dropped in 16 colours).
  public var attributes: TextAttributes

  /// The highest contrast a pair is kept at: WCAG's minimum for text.
  static let textMinimum = 4.5

  /// Downsamples a style's colours together for a profile.
  ///
  /// - Parameters:
  ///   - foreground: the colour of the glyphs.
  ///   - background: the colour behind them.
  ///   - attributes: the text attributes.
  ///   - profile: the terminal's colour support.
  public init(foreground: Color, background: Color, attributes: TextAttributes, profile: ColorProfile) {
    self.foreground = foreground.resolved(for: profile)
    self.background = background.resolved(for: profile)
    self.attributes = attributes
    guard profile == .ansi16 || profile == .ansi256 else { return }
    let bold = attributes.contains(.bold)
    guard let wantedForeground = Self.value(of: foreground.kind),
      let wantedBackground = Self.value(of: background.kind),
      let shownBackground = Self.shown(self.background)
    else {
      // Against the terminal's own background: keep bold off black, which brightens to grey.
      if profile == .ansi16, bold, case .ansi(let ansi) = self.foreground, ansi.rawValue < 8 {
        if ansi == .black {
          self.attributes.remove(.bold)
        } else if let bright = ANSIColor(rawValue: ansi.rawValue + 8) {
          self.foreground = .ansi(bright)
        }
      }
      return
    }
    let target = min(ColorMatcher.contrastRatio(wantedForeground, wantedBackground), Self.textMinimum)
    func reads(_ kind: Color.Kind) -> Bool {
      guard let shown = Self.shown(kind) else { return false }
      return ColorMatcher.meetsContrast(ColorMatcher.contrastRatio(shown, shownBackground), minimum: target)
    }
    if profile == .ansi16, bold, case .ansi(let ansi) = self.foreground, ansi.rawValue < 8,
      let bright = ANSIColor(rawValue: ansi.rawValue + 8)
    {
      if reads(.ansi(bright)) {
        self.foreground = .ansi(bright)
      } else {
        self.attributes.remove(.bold)
      }
    }
    guard !reads(self.foreground) else { return }
    let wanted = Lab(wantedForeground)
    let backgroundLuminance = ColorMatcher.relativeLuminance(shownBackground)
    if profile == .ansi256 {
      if let chosen = Self.nearest(
        to: wanted, in: Self.paletteCandidates[...], on: backgroundLuminance, target)
      {
        self.foreground = chosen
      }
      return
    }
    // Bold in 16 colours may use only the bright half; when none of it reads, bold goes.
    if self.attributes.contains(.bold) {
      if let chosen = Self.nearest(to: wanted, in: Self.ansiCandidates[8...], on: backgroundLuminance, target)
      {
        self.foreground = chosen
        return
      }
      self.attributes.remove(.bold)
    }
    let chosen = Self.nearest(to: wanted, in: Self.ansiCandidates[...], on: backgroundLuminance, target)
    if let chosen { self.foreground = chosen }
    if let bolded = chosen, case .ansi(let ansi) = bolded, ansi.rawValue >= 8, attributes.contains(.bold) {
      self.attributes.insert(.bold)
    }
  }

  /// The candidate nearest `wanted` whose contrast on the background reaches `target`; nil
  /// when none does.
  static func nearest(
    to wanted: Lab, in candidates: ArraySlice<Candidate>, on backgroundLuminance: Double, _ target: Double
  ) -> Color.Kind? {
    var best: (kind: Color.Kind, distance: Double)?
    for candidate in candidates {
      let ratio = ColorMatcher.contrastRatio(luminances: candidate.luminance, backgroundLuminance)
      guard ColorMatcher.meetsContrast(ratio, minimum: target) else { continue }
      // A grey stays a grey and a colour a colour where one of its kind reads: light blue goes
      // to cyan rather than to grey, muted grey to black rather than to red.
      let kindChange = candidate.lab.isGrey != wanted.isGrey ? 1.0 : 0
      let distance = candidate.lab.distanceSquared(to: wanted) + kindChange
      if best == nil || distance < (best?.distance ?? .infinity) { best = (candidate.kind, distance) }
    }
    return best?.kind
  }

  /// A palette colour a foreground may move to, with what it is judged by.
  struct Candidate: Sendable {
    let kind: Color.Kind
    let lab: Lab
    let luminance: Double

    init(_ kind: Color.Kind) {
      let rgb = SentStyle.value(of: kind) ?? RGB(0, 0, 0)
      self.kind = kind
      lab = Lab(rgb)
      luminance = ColorMatcher.relativeLuminance(rgb)
    }
  }

  /// The 16 palette colours, dark half first.
  static let ansiCandidates = ANSIColor.allCases.map { Candidate(.ansi($0)) }
  /// The fixed colours of the 256 palette (16–255).
  static let paletteCandidates = (16...255).map { Candidate(.palette(UInt8($0))) }

  /// The sRGB value a colour asks for; nil for the terminal's default.
  static func value(of kind: Color.Kind) -> RGB? {
    switch kind {
    case .default: return nil
    case .rgb(let rgb): return rgb
    case .ansi(let ansi): return ColorMatcher.rgb(ofPalette: ansi.rawValue)
    case .palette(let index): return ColorMatcher.rgb(ofPalette: index)
    }
  }

  /// The sRGB value a sent colour shows as (xterm's values for 0–15); nil for the terminal's
  /// default.
  ///
  /// - Parameter kind: a colour as sent.
  /// - Returns: its value, or nil.
  public static func shown(_ kind: Color.Kind) -> RGB? { value(of: kind) }
}
