import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct TerminalSessionTests {
  @Test func refusesSomethingThatIsNotATerminal() throws {
    let pipe = Pipe()
    #expect(throws: TerminalSession.Failure.self) {
      try TerminalSession(
        input: pipe.fileHandleForReading.fileDescriptor, output: pipe.fileHandleForWriting.fileDescriptor)
    }
  }

  @Test func restoreUndoesEveryModeEnterSets() {
    for (on, off) in [
      ("?1049h", "?1049l"), ("?25l", "?25h"), ("?2004h", "?2004l"), ("?1000h", "?1000l"),
      ("?1006h", "?1006l"),
    ] {
      #expect(TerminalModes.enter.contains(on))
      #expect(TerminalModes.restore.contains(off))
    }
    #expect(TerminalModes.restore.hasPrefix("\u{1B}[0m"))
  }

  @Test func dumbTerminalsAreRefusedBeforeAnythingIsWritten() {
    #expect(throws: TerminalApp.Failure.self) {
      try TerminalApp.run(environment: ["TERM": "dumb"]) {
        Text("x")
      }
    }
  }

  @Test func failuresExplainThemselves() {
    #expect(TerminalSession.Failure.notATerminal.description.contains("needs a terminal"))
    #expect(TerminalApp.Failure.dumbTerminal.description.contains("TERM=dumb"))
  }
}
