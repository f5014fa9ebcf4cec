import Testing
import ViewKit

@testable import ViewKitStyle

@Suite struct NameValueTests {
  @Test func aValueStartingWithAJoiningScalarSplitsAtTheEqualsSign() throws {
    // U+0301 (combining acute), U+FE0F (VS16) and U+200D (ZWJ) would join `=` into one Character.
    for joiner in ["\u{301}", "\u{FE0F}", "\u{200D}"] {
      let split = try #require("text=\(joiner)abc".splitAtFirstEquals)
      #expect(split.name == "text")
      #expect(split.value.unicodeScalars.elementsEqual("\(joiner)abc".unicodeScalars))
      #expect(
        "text=\(joiner)abc".afterScalarPrefix("text=")?.unicodeScalars.elementsEqual(
          "\(joiner)abc".unicodeScalars) == true)
    }
  }

  @Test func theFirstEqualsSignWins() {
    #expect("a=b=c".splitAtFirstEquals?.name == "a")
    #expect("a=b=c".splitAtFirstEquals?.value == "b=c")
    #expect("=x".splitAtFirstEquals?.name == "")
    #expect("none".splitAtFirstEquals == nil)
    #expect("other".afterScalarPrefix("text=") == nil)
  }
}
