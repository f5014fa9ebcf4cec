import Testing

@testable import ViewKitCore

@Suite struct TerminalFeaturesTests {
  func named(_ version: String?) -> TerminalCapabilities {
    var capabilities = TerminalCapabilities.unknown
    if let version { capabilities.record(.terminalVersion(version)) }
    return capabilities
  }

  @Test func hyperlinksFollowTheTerminalsName() {
    #expect(named("kitty(0.35.2)").hyperlinks(environment: ["TERM": "xterm-kitty"]).isSupported)
    #expect(named("WezTerm 20240203").hyperlinks(environment: [:]).isSupported)
    #expect(!named("xterm(390)").hyperlinks(environment: ["TERM": "xterm-256color"]).isSupported)
    #expect(named(nil).hyperlinks(environment: ["TERM": "alacritty"]).isSupported)
    #expect(
      named(nil).hyperlinks(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]).isSupported)
    #expect(
      !named(nil).hyperlinks(environment: ["TERM": "xterm-256color", "VTE_VERSION": "4600"]).isSupported)
    #expect(!named(nil).hyperlinks(environment: ["TERM": "xterm-256color"]).isSupported)
  }

  @Test func tmuxAndDumbTerminalsWriteURLsOutAndForceHyperlinkWins() {
    let tmux = named("tmux 3.4").hyperlinks(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/x,1,0"])
    #expect(!tmux.isSupported)
    #expect(tmux.reason.contains("terminal-features"))
    #expect(!named("kitty(0.35)").hyperlinks(environment: ["TERM": "dumb"]).isSupported)
    #expect(named("tmux 3.4").hyperlinks(environment: ["TMUX": "x", "FORCE_HYPERLINK": "1"]).isSupported)
    #expect(!named("kitty(0.35)").hyperlinks(environment: ["FORCE_HYPERLINK": "0"]).isSupported)
  }

  @Test func theClipboardIsHonestAboutXtermAndTmux() {
    #expect(named("kitty(0.35.2)").clipboard(environment: [:]).isSupported)
    let xterm = named("xterm(390)").clipboard(environment: ["TERM": "xterm"])
    #expect(!xterm.isSupported && xterm.reason.contains("allowWindowOps"))
    let tmux = named("tmux 3.4").clipboard(environment: ["TMUX": "x"])
    #expect(!tmux.isSupported && tmux.reason.contains("set-clipboard on"))
    #expect(
      named("tmux 3.4").clipboard(environment: ["TMUX": "x", "VIEWKIT_CLIPBOARD": "osc52"]).isSupported)
    #expect(!named("kitty(0.35)").clipboard(environment: ["VIEWKIT_CLIPBOARD": "off"]).isSupported)
    #expect(
      !named(nil).clipboard(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]).isSupported)
  }
}
