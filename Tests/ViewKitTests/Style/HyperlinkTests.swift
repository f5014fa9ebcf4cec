import Testing
import ViewKitTesting

@testable import ViewKitStyle

@Suite struct HyperlinkTests {
  @Test func aPlainURLIsKeptAsItIs() {
    #expect(Hyperlink("https://example.com/docs?a=1;b=2#top")?.url == "https://example.com/docs?a=1;b=2#top")
    #expect(Hyperlink("mailto:ada@example.com")?.url == "mailto:ada@example.com")
  }

  @Test func controlsSpacesAndNonASCIIArePercentEncoded() {
    #expect(Hyperlink("https://x.test/a b")?.url == "https://x.test/a%20b")
    #expect(Hyperlink("https://x.test/\u{1B}]8;;evil\u{7}")?.url == "https://x.test/%1B]8;;evil%07")
    #expect(Hyperlink("https://x.test/\u{1B}\\")?.url == "https://x.test/%1B\\")
    #expect(Hyperlink("https://x.test/é")?.url == "https://x.test/%C3%A9")
    #expect(Hyperlink("https://x.test/\u{9C}")?.url == "https://x.test/%C2%9C")
  }

  @Test func aURLWithoutASchemeIsRefused() {
    #expect(Hyperlink("example.com") == nil)
    #expect(Hyperlink("") == nil)
    #expect(Hyperlink(":nothing") == nil)
    #expect(Hyperlink("1http://x") == nil)
    #expect(Hyperlink("ht tp://x") == nil)
  }

  @Test func aURLLongerThanTheCapIsRefusedNotCut() {
    let prefix = "https://x.test/"
    let fits = prefix + String(repeating: "a", count: Hyperlink.maxLength - prefix.count)
    #expect(Hyperlink(fits)?.url.utf8.count == Hyperlink.maxLength)
    #expect(Hyperlink(fits + "a") == nil)
    // Encoding counts: 700 spaces are 2,100 bytes once encoded.
    #expect(Hyperlink(prefix + String(repeating: " ", count: 700)) == nil)
  }

  @Test func fuzzedURLsOnlyEverHoldPrintableASCII() {
    var random = SeededRandom(seed: 0x11E4)
    for _ in 0..<fuzzIterations(2_000) {
      let count = Int.random(in: 0...64, using: &random)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
      let url = "https://x.test/" + String(decoding: bytes, as: UTF8.self)
      guard let link = Hyperlink(url) else {
        Issue.record("refused \(url.debugDescription)")
        continue
      }
      #expect(link.url.utf8.allSatisfy { (0x21...0x7E).contains($0) })
      #expect(link.url.utf8.count <= Hyperlink.maxLength)
    }
  }
}
