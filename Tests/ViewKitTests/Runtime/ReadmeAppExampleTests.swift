import Foundation
import Observation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

// The interactive example of README.md, compiled here (running it needs a terminal; the
// driver test in ViewKitTestingTests runs the same view headless).

@Observable final class ReadmeCounter {
  var count = 0
  func increment() { count += 1 }
}

struct ReadmeCounterView: View {
  let model: ReadmeCounter
  @Environment(\.quit) private var quit

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Pressed \(model.count) times").textStyle(.title)
      Button("Add one", compact: true) { model.increment() }
      KeyHints()
    }
    .keyBinding("q", "quit") { quit() }
  }
}

func readmeInteractiveExample() throws {
  let counter = ReadmeCounter()
  try TerminalApp.run(environment: ProcessInfo.processInfo.environment) {
    ReadmeCounterView(model: counter)
  }
}

@Suite struct ReadmeAppExampleTests {
  @Test func theExampleIsTheOneInTheReadme() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("try TerminalApp.run(environment: ProcessInfo.processInfo.environment) {"))
    #expect(readme.contains(#"Button("Add one", compact: true) { model.increment() }"#))
    #expect(readme.contains(#".keyBinding("q", "quit") { quit() }"#))
  }

  @Test func theExampleCountsAndQuitsThroughTheLoop() {
    let counter = ReadmeCounter()
    let loop = AppLoop(size: Size(width: 40, height: 6), profile: .none, theme: { .mono }) {
      ReadmeCounterView(model: counter)
    }
    _ = loop.render()
    loop.receive([0x0D])
    _ = loop.render()
    #expect(counter.count == 1)
    #expect(loop.canvas.plainText().contains("Pressed 1 times"))
    #expect(loop.canvas.plainText().contains("⏎ add one"))
    loop.receive(Array("q".utf8))
    #expect(loop.isFinished)
  }
}
