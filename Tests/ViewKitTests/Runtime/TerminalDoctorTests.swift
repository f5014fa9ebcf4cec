import Testing
import ViewKit

@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// ``TerminalDoctor``: the report says what the terminal answered and what ViewKit will use, in
/// words, and nothing a terminal sent can act on the terminal it is printed to.
@Suite struct TerminalDoctorTests {
  static let kitty: TerminalCapabilities = {
    var capabilities = TerminalCapabilities()
    for reply: TerminalReply in [
      .terminalVersion("kitty(0.35.2)"), .mode(2026, state: 2), .mode(2027, state: 0), .mode(2031, state: 2),
      .keyboardFlags(0), .foregroundColor(RGB(0xDD, 0xDD, 0xDD)), .backgroundColor(RGB(0x11, 0x11, 0x11)),
      .deviceAttributes([62, 22]),
    ] {
      capabilities.record(reply)
    }
    return capabilities
  }()

  @Test func aTerminalThatAnsweredEverything() {
    let report = TerminalDoctor.report(Self.kitty, asking: .asked, environment: ["TERM": "xterm-kitty"])
    let text = report.joined(separator: "\n")
    #expect(text.contains("name and version (XTVERSION): kitty(0.35.2)"))
    #expect(text.contains("synchronized output (mode 2026): supported, off"))
    #expect(text.contains("grapheme clustering (mode 2027): not supported"))
    #expect(text.contains("kitty keyboard protocol: supported (flags now 0)"))
    #expect(text.contains("background colour (OSC 11): #111111, dark"))
    #expect(text.contains("text colour (OSC 10): #dddddd"))
    #expect(text.contains("colours: 24-bit colour"))
    #expect(text.contains("keyboard: the kitty keyboard protocol"))
    #expect(text.contains("theme \"auto\": dark, from the background colour"))
  }

  /// The doctor says what ViewKit does with mode 2027: turns it on where it is reported reset,
  /// leaves it where it is on, and otherwise says how ViewKit copes without it.
  @Test func graphemeClusteringSaysWhatViewKitDoes() {
    for (state, words) in [
      (2, "ViewKit turns mode 2027 on while it runs (and off on exit)"),
      (3, "on already (mode 2027), left as it is"),
      (1, "on already (mode 2027), left as it is"), (0, "off (mode 2027 not available)"),
    ] {
      var capabilities = TerminalCapabilities()
      capabilities.record(.mode(2027, state: state))
      let text = TerminalDoctor.report(capabilities, asking: .asked, environment: ["TERM": "xterm"])
        .joined(separator: "\n")
      #expect(text.contains("  grapheme clustering: " + words), "state \(state)")
    }
    let text = TerminalDoctor.report(.unknown, asking: .asked, environment: ["TERM": "xterm"]).joined(
      separator: "\n")
    #expect(text.contains("grapheme clustering: off (mode 2027 not reported)"))
  }

  @Test func aTerminalThatAnsweredNothing() {
    let report = TerminalDoctor.report(.unknown, asking: .asked, environment: ["TERM": "xterm"])
    let text = report.joined(separator: "\n")
    #expect(text.contains("did not answer the device attributes query within 100 ms"))
    #expect(text.contains("name and version (XTVERSION): no answer"))
    #expect(text.contains("colours: 16 colours (from the environment variables above)"))
    #expect(text.contains("keyboard: legacy keys"))
    #expect(text.contains("theme \"auto\": dark, as the terminal did not say"))
    let unasked = TerminalDoctor.report(.unknown, asking: .notATerminal, environment: [:])
    #expect(unasked.contains("  Nothing was asked: standard input and output are not both a terminal."))
    #expect(unasked.contains("  TERM: not set"))
  }

  @Test func whatATerminalSaysIsMadeInert() {
    var hostile = TerminalCapabilities()
    hostile.versionText = "evil\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"
    let environment = ["TERM": "xterm\u{1B}[31m", "COLORTERM": "\u{07}\n"]
    for line in TerminalDoctor.report(hostile, asking: .failed("x\u{1B}[H"), environment: environment)
      + TerminalDoctor.report(hostile, asking: .asked, environment: environment)
    {
      #expect(!line.unicodeScalars.contains { Sanitizer.isControl($0.value) }, "\(line.debugDescription)")
      #expect(!line.unicodeScalars.contains { $0 == "\u{202E}" })
    }
    // Through the decoder, the reply is inert before the doctor sees it.
    var decoder = InputDecoder()
    let events = decoder.feed(Array("\u{1B}P>|a\u{1B}[2Jb\u{1B}\\\u{1B}P>|x\u{9B}y\u{1B}\\".utf8))
    for case .reply(.terminalVersion(let text)) in events {
      #expect(!text.unicodeScalars.contains { Sanitizer.isControl($0.value) })
    }
  }

  @Test func nothingIsAskedWithoutATerminal() {
    let report = TerminalDoctor.run(environment: ["TERM": "xterm-256color"], isTerminal: false)
    #expect(report.contains("  Nothing was asked: standard input and output are not both a terminal."))
  }
}
