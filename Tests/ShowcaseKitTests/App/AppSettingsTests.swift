import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct SettingsTests {
  @Test func themeAndLanguageApplyAtOnceAndAreRemembered() {
    let prefs = Prefs(store: MemoryPrefsStore())
    let settings = AppSettings(themePrefs: prefs, languagePrefs: prefs, fallbackLanguage: .ja)
    #expect(settings.themeName == "auto" && settings.language == .ja)
    settings.nextTheme()
    #expect(settings.theme.name == Theme.builtInNames[0] && prefs.themeName == Theme.builtInNames[0])
    settings.setTheme("auto")
    #expect(prefs.themeName == nil)
    settings.nextLanguage()
    #expect(settings.language == .en && prefs.languageCode == "en")
    #expect(settings.strings[.signInTitle] == "Sign in")
    let again = AppSettings(themePrefs: prefs, languagePrefs: prefs, fallbackLanguage: .ja)
    #expect(again.language == .en)
    prefs.themeName = "no-such-theme"
    #expect(AppSettings(themePrefs: prefs, languagePrefs: prefs).themeName == "auto")
  }
}
