import Testing
import ViewKitTesting

@testable import ViewKitStyle

@Suite struct SentStyleTests {
  static func contrast(_ sent: SentStyle) -> Double? {
    guard let fg = SentStyle.shown(sent.foreground), let bg = SentStyle.shown(sent.background) else {
      return nil
    }
    return ColorMatcher.contrastRatio(fg, bg)
  }

  @Test func fullColourIsSentAsItIs() {
    let fg = Color.rgb(0x0F, 0x11, 0x17)
    let bg = Color.rgb(0x5F, 0xA8, 0xFF)
    let sent = SentStyle(foreground: fg, background: bg, attributes: .bold, profile: .truecolor)
    #expect(sent.foreground == fg.kind && sent.background == bg.kind && sent.attributes == .bold)
  }

  /// The primary button of the dark theme: a dark bold label on light blue. Sent alone, the
  /// label is black under bold (grey in xterm) on bright blue.
  @Test func aDarkBoldLabelIsNeverSentBoldInADarkPaletteColour() throws {
    let label = Color(.rgb(RGB(0x0F, 0x11, 0x17)), ansi16Fallback: .black)
    let fill = Color(.rgb(RGB(0x5F, 0xA8, 0xFF)), ansi16Fallback: .brightBlue)
    let sent = SentStyle(foreground: label, background: fill, attributes: .bold, profile: .ansi16)
    if case .ansi(let ansi) = sent.foreground, sent.attributes.contains(.bold) {
      #expect(ansi.rawValue >= 8, "bold only with a bright colour")
    }
    let ratio = try #require(Self.contrast(sent))
    #expect(ratio >= 4.5)
  }

  /// A border and its surface that both map to the palette's grey.
  @Test func aBorderNeverLandsOnItsOwnSurface() throws {
    let border = Color(.rgb(RGB(0x6B, 0x73, 0x90)), ansi16Fallback: .brightBlack)
    let surface = Color(.rgb(RGB(0x23, 0x28, 0x37)), ansi16Fallback: .brightBlack)
    let sent = SentStyle(foreground: border, background: surface, attributes: [], profile: .ansi16)
    #expect(sent.foreground != sent.background)
    let wanted = ColorMatcher.contrastRatio(RGB(0x6B, 0x73, 0x90), RGB(0x23, 0x28, 0x37))
    #expect(try #require(Self.contrast(sent)) + 1e-9 >= wanted)
  }

  @Test func boldBlackOnTheTerminalsBackgroundLosesItsBold() {
    let sent = SentStyle(
      foreground: .ansi(.black), background: .default, attributes: [.bold, .underline], profile: .ansi16)
    #expect(sent.foreground == .ansi(.black))
    #expect(sent.attributes == .underline)
    let red = SentStyle(foreground: .ansi(.red), background: .default, attributes: .bold, profile: .ansi16)
    #expect(red.foreground == .ansi(.brightRed) && red.attributes == .bold)
  }

  @Test func aPairThatReadsIsLeftAsItIs() {
    let fg = Color(.rgb(RGB(0xFF, 0xFF, 0xFF)), ansi16Fallback: .brightWhite)
    let bg = Color(.rgb(RGB(0, 0, 0)), ansi16Fallback: .black)
    let sent = SentStyle(foreground: fg, background: bg, attributes: .bold, profile: .ansi16)
    #expect(sent.foreground == .ansi(.brightWhite) && sent.background == .ansi(.black))
    #expect(sent.attributes == .bold)
  }

  /// Seeded random pairs: whatever the colours and attributes, what is sent reads at least as
  /// well as the pair did in full colour (up to 4.5:1), and bold never goes with 0–7 in 16.
  @Test(arguments: [ColorProfile.ansi16, .ansi256]) func fuzz(_ profile: ColorProfile) throws {
    var random = SeededRandom(seed: 0x5E47)
    for _ in 0..<1_500 {
      func color() -> Color {
        let rgb = RGB(
          UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
          UInt8.random(in: 0...255, using: &random))
        let pin = Bool.random(using: &random) ? ANSIColor.allCases.randomElement(using: &random) : nil
        return Color(.rgb(rgb), ansi16Fallback: pin)
      }
      let fg = color()
      let bg = color()
      let attributes: TextAttributes = Bool.random(using: &random) ? .bold : []
      let sent = SentStyle(foreground: fg, background: bg, attributes: attributes, profile: profile)
      guard case .rgb(let wantedFg) = fg.kind, case .rgb(let wantedBg) = bg.kind else { continue }
      let wanted = min(ColorMatcher.contrastRatio(wantedFg, wantedBg), 4.5)
      let ratio = try #require(Self.contrast(sent))
      #expect(ColorMatcher.meetsContrast(ratio, minimum: wanted), "\(fg) on \(bg): \(ratio) < \(wanted)")
      if profile == .ansi16, sent.attributes.contains(.bold), case .ansi(let ansi) = sent.foreground {
        #expect(ansi.rawValue >= 8)
      }
    }
  }
}
