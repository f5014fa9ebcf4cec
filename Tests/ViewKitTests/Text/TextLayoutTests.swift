import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct TextLayoutTests {
  /// Found in the ShowcaseApp's post detail: `。` wrapped alone onto a line of its own.
  @Test func japaneseLinesNeverStartWithClosingPunctuationNorEndWithAnOpeningBracket() {
    #expect(TextLayout.wrap("全角文字は二つ。", width: 14) == ["全角文字は二", "つ。"])
    #expect(TextLayout.wrap("あいうえお、かき", width: 10) == ["あいうえ", "お、かき"])
    #expect(TextLayout.wrap("あいう「えお」", width: 8) == ["あいう", "「えお」"])
    #expect(TextLayout.wrap("ちょっと", width: 4) == ["ちょ", "っと"], "no allowed break: cut hard, as before")
    #expect(TextLayout.wrap("あいうえお", width: 4) == ["あい", "うえ", "お"], "plain kana still break anywhere")
  }

  @Test func wrapsGreedilyAtSpaces() {
    #expect(TextLayout.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
  }

  @Test func dropsTheSpacesAtABreak() {
    #expect(TextLayout.wrap("aaaa    bbbb", width: 5) == ["aaaa", "bbbb"])
  }

  @Test func keepsLeadingIndentation() {
    #expect(TextLayout.wrap("  indented text", width: 20) == ["  indented text"])
  }

  @Test func hardBreaksOverlongWords() {
    #expect(TextLayout.wrap("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func breaksBetweenWideCharacters() {
    #expect(TextLayout.wrap("日本語テキスト", width: 6) == ["日本語", "テキス", "ト"])
  }

  @Test func neverSplitsAWideCharacterAtTheEdge() {
    // Width 5 holds two wide characters; the third moves down rather than being cut.
    #expect(TextLayout.wrap("日本語", width: 5) == ["日本", "語"])
    for line in TextLayout.wrap("日本語 mixed 🚀 text", width: 5) { #expect(line.displayWidth <= 5) }
  }

  @Test func honoursExplicitLineBreaks() {
    #expect(TextLayout.wrap("one\ntwo three", width: 20) == ["one", "two three"])
  }

  @Test func emptyTextIsOneEmptyLine() {
    #expect(TextLayout.wrap("", width: 10) == [""])
  }

  @Test func truncationModes() {
    #expect(TextLayout.truncate("abcdefghij", width: 5, mode: .tail) == "abcd…")
    #expect(TextLayout.truncate("abcdefghij", width: 5, mode: .head) == "…ghij")
    #expect(TextLayout.truncate("abcdefghij", width: 5, mode: .middle) == "ab…ij")
    #expect(TextLayout.truncate("short", width: 5, mode: .tail) == "short")
    #expect(TextLayout.truncate("abc", width: 1, mode: .tail) == "…")
    #expect(TextLayout.truncate("abc", width: 0, mode: .tail) == "")
  }

  @Test func truncationDropsAWideCharacterThatWouldStraddle() {
    let cut = TextLayout.truncate("日本語です", width: 6, mode: .tail)
    #expect(cut == "日本…")
    #expect(cut.displayWidth == 5)
  }

  @Test func alignmentAndPadding() {
    #expect(TextLayout.pad("ab", width: 6, alignment: .leading) == "ab    ")
    #expect(TextLayout.pad("ab", width: 6, alignment: .center) == "  ab  ")
    #expect(TextLayout.pad("ab", width: 6, alignment: .trailing) == "    ab")
    #expect(TextLayout.pad("日本", width: 7, alignment: .center) == " 日本  ")
    #expect(TextLayout.pad("toolong", width: 4, alignment: .leading) == "too…")
  }
}
