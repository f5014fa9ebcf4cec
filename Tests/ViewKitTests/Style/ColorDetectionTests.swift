import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ColorDetectionTests {
  func detect(_ environment: [String: String], tty: Bool = true, _ choice: ColorChoice = .auto) -> OutputMode
  {
    ColorDetection.detect(environment: environment, isTerminal: tty, choice: choice)
  }

  @Test func notATerminalIsPlain() {
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"], tty: false) == .plain)
  }

  @Test func dumbTerminalIsPlain() {
    #expect(detect(["TERM": "dumb"]) == .plain)
  }

  @Test func levelsFromTermAndColorterm() {
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .styled(.truecolor))
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "24bit"]) == .styled(.truecolor))
    #expect(detect(["TERM": "xterm-direct"]) == .styled(.truecolor))
    #expect(detect(["TERM": "tmux-256color"]) == .styled(.ansi256))
    #expect(detect(["TERM": "xterm"]) == .styled(.ansi16))
    #expect(detect([:]) == .styled(.ansi16))
    #expect(detect(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .styled(.truecolor))
  }

  @Test func noColorKeepsAttributes() {
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": "1"]) == .styled(.none))
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": ""]) == .styled(.ansi256))
  }

  @Test func noColorBeatsForceColor() {
    #expect(detect(["NO_COLOR": "1", "FORCE_COLOR": "3"], tty: false) == .styled(.none))
  }

  @Test func forceColorWorksWithoutATerminal() {
    #expect(detect(["FORCE_COLOR": "1"], tty: false) == .styled(.ansi16))
    #expect(detect(["FORCE_COLOR": "2"], tty: false) == .styled(.ansi256))
    #expect(detect(["FORCE_COLOR": "3"], tty: false) == .styled(.truecolor))
    #expect(detect(["FORCE_COLOR": "true", "TERM": "xterm-256color"], tty: false) == .styled(.ansi256))
    #expect(detect(["FORCE_COLOR": "1", "TERM": "dumb"], tty: true) == .styled(.ansi16))
  }

  @Test func forceColorZeroTurnsColourOff() {
    #expect(detect(["FORCE_COLOR": "0", "TERM": "xterm-256color"]) == .styled(.none))
    #expect(detect(["FORCE_COLOR": "false"], tty: false) == .plain)
  }

  @Test func cliColorConventions() {
    #expect(detect(["CLICOLOR_FORCE": "1"], tty: false) == .styled(.ansi16))
    #expect(detect(["CLICOLOR_FORCE": "0"], tty: false) == .plain)
    #expect(detect(["CLICOLOR": "0", "TERM": "xterm-256color"]) == .styled(.none))
    // Regression: CLICOLOR=0 won over a force. The conventions: a force beats CLICOLOR=0, and
    // NO_COLOR beats both.
    #expect(detect(["CLICOLOR": "0", "CLICOLOR_FORCE": "1", "TERM": "xterm-256color"]) == .styled(.ansi256))
    #expect(detect(["CLICOLOR": "0", "FORCE_COLOR": "3"], tty: false) == .styled(.truecolor))
    #expect(detect(["NO_COLOR": "1", "CLICOLOR_FORCE": "1", "FORCE_COLOR": "3"]) == .styled(.none))
  }

  @Test func explicitChoiceBeatsEverything() {
    let environment = ["NO_COLOR": "1", "TERM": "dumb"]
    #expect(detect(environment, tty: false, .truecolor) == .styled(.truecolor))
    #expect(detect(environment, tty: false, .ansi256) == .styled(.ansi256))
    #expect(detect(environment, tty: false, .ansi16) == .styled(.ansi16))
    #expect(detect(["COLORTERM": "truecolor"], tty: true, .never) == .plain)
    #expect(detect(["COLORTERM": "truecolor"], tty: false, .always) == .styled(.truecolor))
    #expect(detect(environment, tty: false, .always) == .styled(.none))
  }
}
