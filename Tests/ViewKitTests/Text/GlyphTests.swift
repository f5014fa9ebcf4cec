import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct GlyphTests {
  @Test func fastPathAgreesWithClusterPath() {
    for text in ["plain ascii", "日本語テキスト next to 🚀", "한국어 ─ █ … “quotes”", "é ü ñ"] {
      let fast = Glyph.glyphs(of: text)
      let slow = Glyph.clusterGlyphs(of: text, tabWidth: 4)
      #expect(fast == slow, "\(text)")
      #expect(fast.string == text)
    }
  }

  @Test func clustersStayWhole() {
    let glyphs = Glyph.glyphs(of: "a👨‍👩‍👧b🇯🇵e\u{301}")
    #expect(glyphs.map(\.string) == ["a", "👨‍👩‍👧", "b", "🇯🇵", "e\u{301}"])
    #expect(glyphs.map(\.width) == [1, 2, 1, 2, 1])
  }

  @Test func controlsBecomeSymbolsAndZeroWidthClustersAreDropped() {
    #expect(Glyph.glyphs(of: "a\u{1B}b").string == "a␛b")
    #expect(Glyph.glyphs(of: "\u{301}x\u{200B}y\u{202E}z").string == "xyz")
  }

  @Test func tabsExpandToTheNextStop() {
    #expect(Glyph.glyphs(of: "a\tb").string == "a   b")
    #expect(Glyph.glyphs(of: "abcd\te", tabWidth: 4).string == "abcd    e")
    #expect(Glyph.glyphs(of: "日\tx").string == "日  x")
  }

  @Test func paragraphsSplitOnEveryLineBreak() {
    let paragraphs = Glyph.paragraphs(of: "one\ntwo\r\nthree\rfour\u{2028}five")
    #expect(paragraphs.map(\.string) == ["one", "two", "three", "four", "five"])
    #expect(Glyph.paragraphs(of: "").map(\.string) == [""])
    #expect(Glyph.paragraphs(of: "a\n").map(\.string) == ["a", ""])
  }
}
