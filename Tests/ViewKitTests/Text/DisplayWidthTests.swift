import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0), ("hello", 5), ("a b", 3),
    ("日本語", 6), ("中文", 4), ("テキスト", 8),  // CJK, katakana
    ("한국어", 6), ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul syllables, conjoining jamo
    ("ｶﾀｶﾅ", 4), ("ｶﾞ", 2),  // halfwidth katakana, halfwidth dakuten = 1 each
    ("ＡＢ", 4),  // fullwidth Latin
    ("🚀", 2), ("❤️", 2), ("❤︎", 1), ("☺", 1), ("☺️", 2), ("⌚", 2), ("⌚︎", 1),  // emoji, VS16, VS15
    ("👍🏽", 2), ("👋🏿", 2),  // skin tones
    ("👨‍👩‍👧‍👦", 2), ("🧑‍🌾", 2), ("🏳️‍🌈", 2),  // ZWJ sequences
    ("🇯🇵", 2), ("🇯🇵🇫🇷", 4), ("🇯", 2),  // flags, lone regional indicator
    ("1️⃣", 2), ("#️⃣", 2), ("#⃣", 1),  // keycaps
    ("e\u{301}", 1), ("\u{301}", 0), ("a\u{20DD}", 1),  // combining marks
    ("\u{200B}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{00AD}", 1),  // zero width, soft hyphen
    ("\u{1B}", 0), ("\u{07}", 0), ("\u{7F}", 0), ("\u{9B}", 0), ("a\u{1B}[31mb", 6),  // controls
    ("é", 1), ("Ω", 1), ("→", 1), ("…", 1), ("─", 1), ("█", 1),
  ])
  func width(_ text: String, _ expected: Int) {
    #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func stringExtensionMatches() {
    #expect("日本 ok".displayWidth == 7)
  }

  @Test func asciiFastPathCountsOnlyPrintable() {
    #expect(DisplayWidth.of("ab\tc\n") == 3)
  }

  @Test func tablesAreStamped() {
    #expect(DisplayWidth.unicodeVersion.split(separator: ".").count == 3)
    #expect(WidthTables.wide.count > 100)
    #expect(WidthTables.zeroWidth.count > 300)
  }

  @Test func tablesAreSortedAndDisjoint() {
    for table in [WidthTables.wide, WidthTables.zeroWidth] {
      for (previous, next) in zip(table, table.dropFirst()) {
        #expect(previous.upperBound < next.lowerBound)
      }
    }
  }

  @Test func scalarWidthsAtTableEdges() {
    #expect(DisplayWidth.width(ofScalar: 0x10FF) == 1)
    #expect(DisplayWidth.width(ofScalar: 0x1100) == 2)
    #expect(DisplayWidth.width(ofScalar: 0x4E00) == 2)
    #expect(DisplayWidth.width(ofScalar: 0x0300) == 0)
    #expect(DisplayWidth.width(ofScalar: 0xFF61) == 1)
  }
}

@Suite struct DisplayWidthEquivalenceTests {
  /// The reference: every grapheme cluster measured on its own.
  func slow(_ text: String) -> Int { text.reduce(0) { $0 + DisplayWidth.of($1) } }

  static let corpus: [String] = [
    "plain ascii", "日本語テキスト", "a👍🏽b", "👍🏽", "e\u{301}x", "\u{301}start", "🇯🇵🇫🇷x🇩",
    "👨‍👩‍👧‍👦 family", "1️⃣2️⃣#⃣", "❤️❤︎☺️", "ｶﾞｷﾞ", "\u{1100}\u{1161}\u{11A8}한", "क्षत्रिय", "a\u{200D}b",
    "tab\there", "ctrl\u{1B}[31m", "mixed 日本 🚀 e\u{301} 👋🏿 end", "🏳️‍🌈 and 🧑‍🌾", "\u{FE0F}lead", "x\u{20E3}",
    String(repeating: "wrap 日本語 👍🏽 ", count: 50),
  ]

  @Test(arguments: corpus)
  func fastWalkEqualsClusterByCluster(_ text: String) {
    #expect(DisplayWidth.of(text) == slow(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func substringsToo() {
    for text in Self.corpus {
      let middle = text.dropFirst(1)
      #expect(DisplayWidth.of(middle) == middle.reduce(0) { $0 + DisplayWidth.of($1) })
    }
  }

  @Test func vs16AfterAPlainLetterChangesNothing() {
    // Regression: `a` + U+FE0F was measured two cells, where terminals and wcwidth use one.
    #expect(DisplayWidth.of("a\u{FE0F}") == 1)
    // A keycap's base with VS16 is an emoji variation sequence (emoji-variation-sequences.txt):
    // two cells, as wcwidth 0.7 gives it; `a5️b` is 4 (it was 3, against wcwidth's 4).
    #expect(DisplayWidth.of("#\u{FE0F}") == 2)
    #expect(DisplayWidth.of("a5\u{FE0F}b") == 4)
    #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}") == 2, "a keycap is an emoji")
    #expect(DisplayWidth.of("\u{263A}\u{FE0F}") == 2)
    #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2)
  }

  /// Every scalar the byte-level reading (and ``Glyph``'s fast path) takes as a cluster of its
  /// own is one next to a letter on either side and next to itself, as Swift segments text.
  @Test func everyScalarThatStandsAloneIsAClusterOfItsOwn() {
    var checked = 0
    for value in UInt32(0)...0x1FFFF where Glyph.standsAlone(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      #expect(("a" + alone + "a").count == 3, "U+\(String(value, radix: 16))")
      #expect((alone + alone).count == 2, "U+\(String(value, radix: 16))")
      checked += 1
    }
    #expect(checked > 30_000)
  }

  /// The byte-level reading answers for plain text, box drawing, CJK and emoji alike, and
  /// leaves a joiner, a mark or a selector to the cluster-by-cluster reading.
  @Test func theByteReadingAnswersOnlyForStandaloneText() {
    func bytes(_ text: String) -> Int? {
      var text = text
      return text.withUTF8 { DisplayWidth.standaloneWidth($0) }
    }
    #expect(bytes("ab\tc\r\n") == 3)
    #expect(bytes("╭─ 日本 한국 👍 ─╮") == 18)
    for joined in ["e\u{301}", "👍🏽", "❤\u{FE0F}", "👨\u{200D}👩", "🇯🇵", "1\u{20E3}", "\u{1100}\u{1161}"] {
      #expect(bytes(joined) == nil, "\(joined.unicodeScalars.map(\.value))")
    }
  }
}
