import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ThemeTests {
  @Test func themesDifferByTheirTokensAndNotByARecordingLog() {
    var tokens = Theme.dark.tokens
    tokens["space.1"] = .number(2)
    let changed = Theme(name: "dark", displayName: "Dark", appearance: .dark, tokens: tokens)
    #expect(changed != Theme.dark)
    #expect(Theme.dark.recordingReads(into: TokenReadLog()) == Theme.dark)
    #expect(Set([Theme.dark, Theme.dark.recordingReads(into: TokenReadLog())]).count == 1)
  }

  @Test func previewColorOfAColourIsWhatTheTerminalShows() {
    // A 24-bit colour is itself, whatever token it names.
    #expect(
      Theme.dark.previewColor(of: Color.rgb(1, 2, 3).named(TokenName("color.text.default"))) == RGB(1, 2, 3))
    // A palette colour is its xterm value, or its token's value in the theme.
    #expect(Theme.dark.previewColor(of: .ansi(.red)) == RGB(0xCD, 0x00, 0x00))
    #expect(Theme.dark.previewColor(of: .palette(196)) == RGB(0xFF, 0x00, 0x00))
    let named = Color.ansi(.red).named(TokenName("color.text.default"))
    #expect(Theme.dark.previewColor(of: named) == Theme.dark.previewColor(.textDefault))
    // The terminal's own default is unknown, even when a token names it (mono's).
    #expect(Theme.dark.previewColor(of: .default) == nil)
    #expect(Theme.mono.previewColor(of: Theme.mono[.textDefault]) == nil)
  }
}
