import Testing
import ViewKit

@testable import ViewKitCore
@testable import ViewKitStyle

/// ``TerminalCapabilities``: what each reply records, how a mode's state reads, and how the
/// answers and the environment decide the colour profile.
@Suite struct TerminalCapabilitiesTests {
  @Test func modeStatesReadAsSupport() {
    #expect(TerminalCapabilities.Support(modeState: 1) == .supported)
    #expect(TerminalCapabilities.Support(modeState: 2) == .supported)
    #expect(TerminalCapabilities.Support(modeState: 3) == .supported)
    #expect(TerminalCapabilities.Support(modeState: 0) == .unsupported)
    #expect(TerminalCapabilities.Support(modeState: 4) == .unsupported)
    #expect(TerminalCapabilities.Support(modeState: 7) == .unknown)
    #expect(TerminalCapabilities.Support(modeState: nil) == .unknown)
    #expect(TerminalCapabilities.unknown.synchronizedOutput == .unknown)
    #expect(!TerminalCapabilities.unknown.answeredAnything)
  }

  /// Mode 2027 is turned on only where the terminal said it can be set and is not: never where
  /// it is on already (1), always on (3), unknown to the terminal (0, 4) or not reported.
  @Test func graphemeClusteringIsTurnedOnOnlyWhenReportedReset() {
    for (state, turnsOn) in [(2, true), (1, false), (3, false), (0, false), (4, false), (7, false)] {
      var capabilities = TerminalCapabilities()
      capabilities.record(.mode(TerminalCapabilities.graphemeClusteringMode, state: state))
      #expect(capabilities.turnsOnGraphemeClustering == turnsOn, "state \(state)")
    }
    #expect(!TerminalCapabilities.unknown.turnsOnGraphemeClustering)
    var other = TerminalCapabilities()
    other.record(.mode(TerminalCapabilities.synchronizedOutputMode, state: 2))
    #expect(!other.turnsOnGraphemeClustering, "another mode's state says nothing of 2027")
  }

  @Test func nameAndVersionFromXTVERSION() {
    for (text, name, version): (String, String?, String?) in [
      ("xterm(390)", "xterm", "390"), ("tmux 3.4", "tmux", "3.4"), ("kitty(0.35.2)", "kitty", "0.35.2"),
      ("WezTerm 20240203-110809-5046fc22", "WezTerm", "20240203-110809-5046fc22"), ("foot", "foot", nil),
      ("(1)", "(1)", nil),
    ] {
      var capabilities = TerminalCapabilities()
      capabilities.record(.terminalVersion(text))
      #expect(capabilities.name == name, "\(text)")
      #expect(capabilities.version == version, "\(text)")
    }
    #expect(TerminalCapabilities.unknown.name == nil && TerminalCapabilities.unknown.version == nil)
  }

  @Test func theEnvironmentStillWinsWhenExplicit() {
    var kitty = TerminalCapabilities()
    kitty.record(.terminalVersion("kitty(0.35.2)"))
    #expect(kitty.outputMode(environment: ["TERM": "xterm-256color"]) == .styled(.truecolor), "a known name")
    #expect(kitty.outputMode(environment: ["TERM": "xterm"]) == .styled(.truecolor))
    #expect(kitty.outputMode(environment: ["TERM": "xterm", "NO_COLOR": "1"]) == .styled(.none))
    #expect(kitty.outputMode(environment: ["TERM": "xterm", "FORCE_COLOR": "1"]) == .styled(.ansi16))
    #expect(kitty.outputMode(environment: ["TERM": "xterm", "COLORTERM": "yes"]) == .styled(.ansi16))
    #expect(kitty.outputMode(environment: ["TERM": "xterm"], choice: .ansi256) == .styled(.ansi256))
    var xterm = TerminalCapabilities()
    xterm.record(.terminalVersion("xterm(390)"))
    #expect(xterm.outputMode(environment: ["TERM": "xterm"]) == .styled(.ansi16), "not known for 24-bit")
    #expect(
      TerminalCapabilities.unknown.outputMode(environment: ["TERM": "xterm-256color"]) == .styled(.ansi256))
  }

  @Test func theEnvironmentCarriesThem() {
    var values = EnvironmentValues()
    #expect(values.terminalCapabilities == .unknown)
    var capabilities = TerminalCapabilities()
    capabilities.record(.keyboardFlags(1))
    values.terminalCapabilities = capabilities
    #expect(values.terminalCapabilities.kittyKeyboard == .supported)
  }
}
