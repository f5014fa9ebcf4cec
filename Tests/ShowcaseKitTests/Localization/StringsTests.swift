import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct StringsTests {
  func placeholders(_ text: String) -> Set<String> {
    var found: Set<String> = []
    for index in 0..<5 where text.contains("{\(index)}") { found.insert("{\(index)}") }
    return found
  }

  @Test func everyPhraseIsSaidInEveryLanguageWithTheSamePlaceholders() {
    for phrase in Phrase.allCases {
      let english = phrase.text(in: .en)
      for language in Language.allCases {
        let text = phrase.text(in: language)
        #expect(!text.isEmpty, "\(phrase) in \(language)")
        #expect(placeholders(text) == placeholders(english), "\(phrase) in \(language)")
      }
    }
  }

  @Test func argumentsFillThePlaceholders() {
    #expect(
      Strings(.en)(.tooSmall, 50, 10, 60, 20) == "Terminal 50×10: ShowcaseApp needs at least 60×20.")
    #expect(Strings(.ja)(.noticeLiked, "Ada") == "Adaさんがあなたの投稿にいいねしました")
  }

  @Test func agesAreShort() {
    let strings = Strings(.en)
    #expect(
      [0, 5, 59, 60, 1_439, 1_440, 10_000].map(strings.ago) == ["now", "5m", "59m", "1h", "23h", "1d", "6d"])
    #expect(Strings(.ja).ago(125) == "2時間")
  }

  @Test func theLanguageComesFromTheLocale() {
    #expect(Language.from(locale: "ja_JP.UTF-8") == .ja)
    #expect(Language.from(locale: "en_GB.UTF-8") == .en)
    #expect(Language.from(locale: nil) == .en)
    #expect(Language.from(locale: "C") == .en)
    #expect((try? Language.named("JA").get()) == .ja)
    guard case .failure(let error) = Language.named("fr") else {
      Issue.record("fr is not spoken")
      return
    }
    #expect(error.description == "unknown language \"fr\"; use one of en, ja")
  }
}

@Suite struct ComponentStringsTests {
  @Test func everyTextOfTheKitIsTranslatedIntoJapanese() {
    let japanese = Strings(.ja).componentStrings
    for text in ComponentStrings.texts {
      #expect(japanese[text] != text, "\(text)")
    }
    #expect(Set(Strings.japaneseComponentTexts.keys) == Set(ComponentStrings.texts), "no stale translations")
    #expect(Strings(.en).componentStrings["help"] == "help")
    #expect(
      Strings(.ja).themeName("high-contrast") == "ハイコントラスト" && Strings(.en).themeName("mono") == "Monochrome")
  }
}
