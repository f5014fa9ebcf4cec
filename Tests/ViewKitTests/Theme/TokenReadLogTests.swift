import Testing

@testable import ViewKit

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
    _ = Theme.dark[.textMuted]
    #expect(log.paths.isEmpty)
    _ = Renderer.render(
      Text("hi").textStyle(.muted), size: Size(width: 4, height: 1),
      theme: Theme.light.recordingReads(into: log))
    #expect(log.paths.contains("textStyle.muted") || log.paths.contains("color.text.muted"), "\(log.paths)")
  }
}
