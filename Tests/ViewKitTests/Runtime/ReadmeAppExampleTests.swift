import Foundation
import Testing

@testable import ViewKit

/// The interactive example of README.md, compiled (not run: it needs a terminal).
func readmeInteractiveExample() throws {
  var count = 0
  try TerminalApp.run(environment: ProcessInfo.processInfo.environment) {
    VStack(alignment: .leading) {
      Text("Pressed \(count) keys").textStyle(.title)
      KeyHints([("any key", "count"), ("q", "quit")])
    }
  } onKey: { key in
    if key == .character("q") { return .quit }
    count += 1
    return .continue
  }
}

@Suite struct ReadmeAppExampleTests {
  @Test func theExampleIsTheOneInTheReadme() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("try TerminalApp.run(environment: ProcessInfo.processInfo.environment) {"))
    #expect(readme.contains("if key == .character(\"q\") { return .quit }"))
  }
}
