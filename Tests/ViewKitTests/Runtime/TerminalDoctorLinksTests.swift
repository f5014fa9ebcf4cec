import Testing
import ViewKit

@testable import ViewKitCore
@testable import ViewKitRuntime

/// The doctor says what it decided about links and copy, and why, in plain words.
@Suite struct TerminalDoctorLinksTests {
  @Test func kittyGetsLinksAndCopy() {
    let text = TerminalDoctor.report(
      TerminalDoctorTests.kitty, asking: .asked, environment: ["TERM": "xterm-kitty"]
    ).joined(separator: "\n")
    #expect(text.contains("links: sent as hyperlinks (OSC 8): kitty shows OSC 8 links"))
    #expect(text.contains("copy: sent to the clipboard (OSC 52): kitty takes OSC 52 copies"))
  }

  @Test func tmuxSaysWhatItWouldTake() {
    var tmux = TerminalCapabilities()
    tmux.record(.terminalVersion("tmux 3.3a"))
    let text = TerminalDoctor.report(
      tmux, asking: .asked, environment: ["TERM": "tmux-256color", "TMUX": "x"]
    )
    .joined(separator: "\n")
    #expect(text.contains("links: URLs written out after their text: tmux passes links on only"))
    #expect(
      text.contains(
        "copy: not sent, the app says so: tmux takes a program's copy only with `set -g set-clipboard on`"))
  }
}
