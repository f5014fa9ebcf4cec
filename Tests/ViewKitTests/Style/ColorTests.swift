import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ColorTests {
  @Test func aPaletteColourIsNamedAsItsCaseAndFoundByThatName() {
    for colour in ANSIColor.allCases {
      #expect(colour.name == String(describing: colour))
      #expect(ANSIColor(name: colour.name) == colour)
    }
    for unknown in ["", "Red", "bright blue", "brightblue", "grey"] {
      #expect(ANSIColor(name: unknown) == nil, "\(unknown)")
    }
  }

  @Test func parsesAndPrintsHex() {
    #expect(RGB(hex: "#5FAFFF") == RGB(0x5F, 0xAF, 0xFF))
    #expect(RGB(hex: "5fafff")?.hex == "#5fafff")
    #expect(RGB(hex: "#5faff") == nil)
    #expect(RGB(hex: "#5fafzz") == nil)
    #expect(RGB(hex: "#000000") == RGB(0, 0, 0))
    #expect(RGB(hex: "fFfFfF") == RGB(255, 255, 255))
    for bad in [
      "", "#", "##5fafff", "#5fafff0", " 5fafff", "#5fafff ", "#５fafff", "#5fa\u{301}ff", "+5fafff",
    ] {
      #expect(RGB(hex: bad) == nil, "\(bad)")
    }
    #expect(Color(hex: "nope") == nil)
  }

  @Test func exactCubeColoursMapToThemselves() {
    #expect(ColorMatcher.nearest256(RGB(0x5F, 0xAF, 0xFF)) == 75)
    #expect(ColorMatcher.nearest256(RGB(0, 0, 0)) == 16)
    #expect(ColorMatcher.nearest256(RGB(255, 255, 255)) == 231)
  }

  /// A match is remembered: asked again, a colour gets the same answer from the table (which
  /// holds it), and however many colours are matched the table stays within its limit.
  @Test func matchesAreRememberedWithinALimit() {
    let colour = RGB(0x12, 0x34, 0x56)
    let first = ColorMatcher.nearest256(colour)
    #expect(ColorMatcher.found256.withLock { $0[colour] } == first)
    #expect(ColorMatcher.nearest256(colour) == first)
    #expect(
      first
        == UInt8(
          ColorMatcher.nearest(
            Lab(colour), in: (16...255).map { Lab(ColorMatcher.rgb(ofPalette: UInt8($0))) }) + 16))
    let sixteen = ColorMatcher.nearest16(colour)
    #expect(ColorMatcher.found16.withLock { $0[colour] } == sixteen.rawValue)
    for value in 0..<(ColorMatcher.rememberedLimit + 100) {
      _ = ColorMatcher.nearest16(RGB(UInt8(value & 0xFF), UInt8(value >> 8), 7))
    }
    #expect(ColorMatcher.found16.withLock { $0.count } <= ColorMatcher.rememberedLimit)
  }

  @Test func greysUseTheGreyRamp() {
    #expect(ColorMatcher.nearest256(RGB(0x80, 0x80, 0x80)) == 244)
    #expect(ColorMatcher.nearest256(RGB(0x30, 0x30, 0x30)) == 236)
  }

  @Test func neverPicksTheUserDefinedSixteen() {
    var value: UInt32 = 0x123456
    for _ in 0..<500 {
      value = value &* 1_103_515_245 &+ 12345
      let rgb = RGB(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
      #expect(ColorMatcher.nearest256(rgb) >= 16)
    }
  }

  @Test func paletteValues() {
    #expect(ColorMatcher.rgb(ofPalette: 196) == RGB(255, 0, 0))
    #expect(ColorMatcher.rgb(ofPalette: 232) == RGB(8, 8, 8))
    #expect(ColorMatcher.rgb(ofPalette: 255) == RGB(238, 238, 238))
    #expect(ColorMatcher.rgb(ofPalette: 9) == RGB(255, 0, 0))
  }

  @Test func nearestSixteenIsPerceptual() {
    #expect(ColorMatcher.nearest16(RGB(250, 10, 10)) == .brightRed)
    #expect(ColorMatcher.nearest16(RGB(0, 0, 0)) == .black)
    #expect(ColorMatcher.nearest16(RGB(20, 20, 200)) == .blue)
  }

  @Test func resolvingHonoursProfilesAndPins() {
    let pinned = Color(.rgb(RGB(0x16, 0x1A, 0x23)), ansi256Fallback: 234, ansi16Fallback: .black)
    #expect(pinned.resolved(for: .truecolor) == .rgb(RGB(0x16, 0x1A, 0x23)))
    #expect(pinned.resolved(for: .ansi256) == .palette(234))
    #expect(pinned.resolved(for: .ansi16) == .ansi(.black))
    #expect(pinned.resolved(for: .none) == .default)
    #expect(Color.palette(3).resolved(for: .ansi16) == .ansi(.yellow))
    #expect(Color.ansi(.red).resolved(for: .ansi256) == .ansi(.red))
    #expect(Color.default.resolved(for: .truecolor) == .default)
  }

  @Test func wcagContrast() {
    let white = RGB(255, 255, 255)
    let black = RGB(0, 0, 0)
    #expect(abs(ColorMatcher.contrastRatio(white, black) - 21) < 0.001)
    #expect(abs(ColorMatcher.contrastRatio(white, white) - 1) < 0.001)
    // #767676 on white is the classic 4.54:1 AA boundary.
    #expect(abs(ColorMatcher.contrastRatio(RGB(0x76, 0x76, 0x76), white) - 4.54) < 0.01)
  }

  @Test func contrastIsJudgedWithAToleranceAndShownCutDown() {
    #expect(ColorMatcher.meetsContrast(4.5, minimum: 4.5))
    #expect(ColorMatcher.meetsContrast(4.499_999_999_9, minimum: 4.5))
    #expect(!ColorMatcher.meetsContrast(4.4999, minimum: 4.5))
    #expect(ColorMatcher.shownContrast(4.4999) == 4.49)
    #expect(ColorMatcher.shownContrast(12.128) == 12.12)
  }

  @Test func tokenNamesAreInterned() {
    let a = TokenName("color.text.default")
    let b = TokenName("color.text.default")
    #expect(a == b)
    #expect(a.path == "color.text.default")
    #expect(TokenName("color.text.muted") != a)
  }

  @Test func attributeNamesInSGROrder() {
    #expect(TextAttributes([.underline, .bold]).names == ["bold", "underline"])
  }
}
