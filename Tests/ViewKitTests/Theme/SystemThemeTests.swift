import Testing

@testable import ViewKitStyle

@Suite struct SystemThemeTests {
  /// A dark terminal with a palette made to read (Catppuccin Mocha's): every role takes the
  /// terminal's colour and every pair the theme declares reads.
  @Test func aDarkTerminalsColoursMakeATheme() {
    let hex = [
      "45475a", "f38ba8", "a6e3a1", "f9e2af", "89b4fa", "f5c2e7", "94e2d5", "bac2de",
      "585b70", "f38ba8", "a6e3a1", "f9e2af", "89b4fa", "f5c2e7", "94e2d5", "a6adc8",
    ]
    let colors = hex.compactMap { RGB(hex: "#" + $0) }
    let background = RGB(0x1E, 0x1E, 0x2E)
    let palette = TerminalPalette(foreground: RGB(0xCD, 0xD6, 0xF4), background: background, colors: colors)
    let system = Theme.system(palette)
    #expect(system.fallbacks.isEmpty, "\(system.fallbacks)")
    #expect(system.theme.name == "system" && system.theme.appearance == .dark)
    #expect(system.theme.previewColor(.backgroundDefault) == background)
    #expect(system.theme.previewColor(.textDefault) == RGB(0xCD, 0xD6, 0xF4))
    #expect(
      system.theme.previewColor(.statusError) == RGB(0xF3, 0x8B, 0xA8), "the bright red on a dark background")
  }

  /// xterm's own colours: its bright blue (#5c5cff) does not read as link text on a dark
  /// surface, so the roles it would fail keep the dark theme's colour, and the rest are xterm's.
  @Test func xtermsBlueFallsBackTheRestIsXterms() {
    let palette = TerminalPalette(
      foreground: RGB(229, 229, 229), background: RGB(0, 0, 0), colors: TerminalPalette.xterm)
    let system = Theme.system(palette)
    #expect(system.theme.name == "system")
    #expect(system.fallbacks.contains { $0.hasPrefix("color.brand.primary:") }, "\(system.fallbacks)")
    #expect(system.theme.previewColor(.backgroundDefault) == RGB(0, 0, 0))
    #expect(system.theme.previewColor(.statusError) == RGB(255, 0, 0))
    // The 16-colour fallback of a palette role is that palette colour itself.
    #expect(system.theme[.statusError].ansi16Fallback == .brightRed)
  }

  /// A light terminal whose yellow does not read on white (Tango's #c4a000): the roles a
  /// failing pair reads keep the light theme's colour, and the fallback says which and why.
  @Test func aRoleThatWouldNotReadFallsBackAndSaysSo() {
    var colors = TerminalPalette.xterm
    colors[3] = RGB(0xF5, 0xE6, 0x00)
    let palette = TerminalPalette(
      foreground: RGB(0x20, 0x20, 0x20), background: RGB(255, 255, 255), colors: colors)
    let system = Theme.system(palette)
    #expect(system.theme.name == "system" && system.theme.appearance == .light)
    #expect(system.fallbacks.contains { $0.hasPrefix("color.status.warning:") }, "\(system.fallbacks)")
    #expect(system.theme.previewColor(.statusWarning) == Theme.light.previewColor(.statusWarning))
    #expect(system.theme.previewColor(.backgroundDefault) == RGB(255, 255, 255))
  }

  /// Text that does not read on the terminal's own background: the built-in theme, whole.
  @Test func unreadableTextGivesTheBuiltInTheme() {
    let palette = TerminalPalette(foreground: RGB(90, 90, 90), background: RGB(80, 80, 80), colors: [])
    let system = Theme.system(palette)
    #expect(system.theme == .dark)
    #expect(system.fallbacks.last?.contains("does not read") == true)
  }

  @Test func implicatedRolesAreReadFromTheCheckMessage() {
    let problem =
      "contrast 1.2:1 on x (#1 on #2) is below 4.5:1 in theme system (button.label comes from color.brand.primary, "
      + "set in system.tokens.json:1; color.text.muted is set in system.tokens.json:1)"
    #expect(Theme.implicatedRoles(problem).sorted() == ["color.brand.primary", "color.text.muted"])
  }
}
