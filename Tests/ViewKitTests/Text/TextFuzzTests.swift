import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Random Unicode into width, wrapping, truncation and the sanitiser, with the invariants
/// every caller relies on. Seeded and bounded; VIEWKIT_FUZZ_ITERATIONS for a long run.
@Suite struct TextFuzzTests {
  static let pieces = [
    "a", "word ", "  ", "日本語", "ｶﾀｶﾅ", "한국어", "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇯🇵", "🏳️‍🌈", "1️⃣", "☺︎", "♥\u{FE0F}",
    "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{1B}[31m", "\u{07}", "\u{85}", "\u{9B}2J", "\u{7F}", "\t", "\n",
    "\r",
    "\u{2028}", "\u{202E}", "ا", "ﷺ", "𝔘", "\u{E0061}", "x\u{20E3}",
  ]

  static func text(_ random: inout SeededRandom) -> String {
    (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
      .joined()
  }

  /// A string's width is the sum of its clusters' widths, whichever way it is read (bytes at
  /// once when every scalar stands alone, else cluster by cluster), whole or sliced.
  @Test func widthIsTheSumOfTheClustersWidths() {
    var random = SeededRandom(seed: 0x7E46)
    let more = Self.pieces + ["╭─╮", "│", "ｱ", "ア", "日", "한", "👍", "🐈", "é", "—", "…"]
    for _ in 0..<fuzzIterations(3_000) {
      let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        more.randomElement(using: &random) ?? ""
      }
      .joined()
      let clusters = text.reduce(0) { $0 + DisplayWidth.of($1) }
      #expect(DisplayWidth.of(text) == clusters, "\(text.unicodeScalars.map(\.value))")
      let sliced = text.dropFirst()
      #expect(DisplayWidth.of(sliced) == sliced.reduce(0) { $0 + DisplayWidth.of($1) })
    }
  }

  @Test func sanitiserLeavesNoControl() {
    var random = SeededRandom(seed: 0x7E47)
    for _ in 0..<fuzzIterations(3_000) {
      let text = Self.text(&random)
      let clean = Sanitizer.sanitize(text)
      #expect(!clean.unicodeScalars.contains { Sanitizer.isControl($0.value) })
      let message = Sanitizer.sanitizeMessage(text)
      #expect(!message.unicodeScalars.contains { Sanitizer.isControl($0.value) && $0 != "\n" && $0 != "\t" })
      #expect(Sanitizer.sanitize(clean) == clean, "sanitising twice changes nothing")
    }
  }

  @Test func wrappingAndTruncationStayWithinTheWidth() {
    var random = SeededRandom(seed: 0x7E48)
    for _ in 0..<fuzzIterations(3_000) {
      let text = Self.text(&random)
      let glyphs = Glyph.glyphs(of: Glyph.lines(of: text).first ?? "")
      let width = Int.random(in: 0...20, using: &random)
      for mode in TruncationMode.allCases {
        let cut = TextLayout.truncate(glyphs, width: width, mode: mode)
        #expect(cut.displayWidth <= width, "\(text.debugDescription) at \(width), \(mode)")
      }
      let lines = TextLayout.wrap(glyphs, width: width)
      var last = 0
      for line in lines {
        #expect(line.lowerBound >= last && line.upperBound <= glyphs.count)
        last = line.upperBound
        if width >= 2 {
          #expect(Array(glyphs[line]).displayWidth <= width, "\(text.debugDescription) at \(width)")
        }
      }
      #expect(DisplayWidth.of(Sanitizer.sanitize(text)) >= 0)
    }
  }

  @Test func plainTextRoundTrips() {
    var random = SeededRandom(seed: 0x7E49)
    let printable = Array("abcXYZ019 .,;:!?-_/()[]{}'\"@#%&*+=<>|~`^$")
    for _ in 0..<fuzzIterations(1_000) {
      let text = String(
        (0..<Int.random(in: 1...40, using: &random)).map { _ in printable.randomElement(using: &random) ?? "a"
        }
      )
      .trimmingCharacters(in: .whitespaces)
      let canvas = Renderer.render(Text(text).lineLimit(1), size: Size(width: 60, height: 1))
      #expect(canvas.plainText() == text)
    }
  }
}
