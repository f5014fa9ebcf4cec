import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct TokenReadLogTests {
  @Test func aRecordingThemeNotesEachReadOnceInOrderAndEqualsItsTheme() {
    let log = TokenReadLog()
    let theme = Theme.dark.recordingReads(into: log)
    #expect(theme == Theme.dark)
    #expect(theme.hashValue == Theme.dark.hashValue)
    _ = theme[.textMuted]
    _ = theme[.space1]
    _ = theme[.textMuted]
    _ = theme[.buttonFocusBorder]
    #expect(log.paths == ["color.text.muted", "space.1", "button.focus.border"])
  }

  @Test func aPlainThemeNotesNothingAndAViewDrawnWithOneIsHeard() {
    let log = TokenReadLog()
    let recording = Theme.dark.recordingReads(into: log)
    // The theme it was copied from, and copies of it made before, note nothing.
    _ = Theme.dark[.textMuted]
    _ = Theme.dark[.space1]
    #expect(log.paths.isEmpty)
    _ = recording[.space1]
    #expect(log.paths == ["space.1"])
    _ = Renderer.render(
      Text("hi").textStyle(.muted), size: Size(width: 4, height: 1),
      theme: Theme.light.recordingReads(into: log))
    #expect(log.paths.contains("textStyle.muted"), "\(log.paths)")
  }
}
