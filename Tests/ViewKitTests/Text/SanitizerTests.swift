import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct SanitizerTests {
  @Test func escapeBecomesVisible() {
    #expect(Sanitizer.sanitize("\u{1B}[2J") == "␛[2J")
  }

  @Test func everyC0AndDelHasASymbol() {
    for value in UInt32(0)..<0x20 {
      let scalar = Unicode.Scalar(value).map(Sanitizer.visible)
      #expect(scalar?.value == 0x2400 + value)
    }
    #expect(Sanitizer.visible("\u{7F}") == "␡")
  }

  @Test func c1ControlsIncludingCSIBecomeSubstitute() {
    for value in UInt32(0x80)..<0xA0 {
      #expect(Unicode.Scalar(value).map(Sanitizer.visible) == Sanitizer.c1Symbol)
    }
    #expect(Sanitizer.sanitize("a\u{9B}31mb") == "a␦31mb")
  }

  @Test func ordinaryTextIsUnchanged() {
    for text in ["hello", "日本語 🚀", "é ñ ü", ""] {
      #expect(Sanitizer.sanitize(text) == text)
    }
  }

  @Test func noEscapeByteSurvivesAnyControl() {
    var all = ""
    for value in UInt32(0)..<0xA0 { all.unicodeScalars.append(Unicode.Scalar(value) ?? " ") }
    let clean = Sanitizer.sanitize(all)
    #expect(!clean.unicodeScalars.contains { Sanitizer.isControl($0.value) })
  }

  @Test func messagesShowBidirectionalControlsAsCodes() {
    let path = "Themes/\u{202E}nosj.sneko\u{202C}t.tokens.json\u{2028}x"
    let shown = Sanitizer.sanitizeMessage("cannot read \(path)\nnext")
    #expect(shown == "cannot read Themes/<U+202E>nosj.sneko<U+202C>t.tokens.json<U+2028>x\nnext")
    #expect(Sanitizer.sanitizeMessage("plain → text") == "plain → text", "other characters stay")
  }

  @Test func aLineKeepsNoLineBreakTabOrBidirectionalControl() {
    let name = "a.txt.new\nAccepted 9, rejected 0\r\t\u{1B}[2J\u{202E}x\u{2028}"
    #expect(
      Sanitizer.sanitizeLine("deleted \(name)")
        == "deleted a.txt.new␊Accepted 9, rejected 0␍␉␛[2J<U+202E>x<U+2028>")
    #expect(Sanitizer.sanitizeLine("plain → text") == "plain → text")
  }
}
