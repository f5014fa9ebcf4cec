import Testing
import ViewKitPlatform

@testable import ViewKitRuntime

/// Malformed locale names are kept from ICU, which crashed on them (`LANG=aaaaaaaaaaaa` ended
/// the ShowcaseApp at its first save and `Storybook list --json` at once).
@Suite struct LocaleEnvironmentTests {
  @Test(arguments: [
    "", "C", "POSIX", "C.UTF-8", "en", "en_US", "en_US.UTF-8", "de_DE.UTF-8@euro", "ca_ES.UTF-8@valencia",
    "ja_JP.eucJP", "zh_Hant_TW.UTF-8", "en-GB", "sr_RS@latin", "en_US.ISO-8859-15",
  ])
  func realLocalesAreKept(_ value: String) {
    #expect(LocaleEnvironment.isWellFormed(value))
  }

  @Test(arguments: [
    "aaaaaaaaaaaa", "aaaaaaaaaaaaaaa", "x", "e", "en_", "en_U", "en.", "en@", "en_US.", "1234",
    "en US", "en_US.UTF-8\n", "../../etc", "\u{1B}[31m", String(repeating: "a", count: 200), "en_US@@x",
  ])
  func malformedNamesAreRefused(_ value: String) {
    #expect(!LocaleEnvironment.isWellFormed(value))
  }

  @Test func aMalformedValueIsRemovedAndAWellFormedOneKept() {
    // LC_MONETARY and LC_NUMERIC are read by nothing in the suite: safe to change here.
    #expect(Platform.setEnvironmentValue("LC_MONETARY", "aaaaaaaaaaaa") == 0)
    #expect(Platform.setEnvironmentValue("LC_NUMERIC", "de_DE.UTF-8") == 0)
    defer {
      Platform.removeEnvironmentValue("LC_MONETARY")
      Platform.removeEnvironmentValue("LC_NUMERIC")
    }
    let removed = LocaleEnvironment.removeMalformedValues()
    #expect(removed.contains("LC_MONETARY"))
    #expect(!removed.contains("LC_NUMERIC"))
    #expect(Platform.environmentValue("LC_MONETARY") == nil)
    #expect(Platform.environmentValue("LC_NUMERIC") == "de_DE.UTF-8")
  }
}
