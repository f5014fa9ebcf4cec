import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct InteractionActionTests {
  final class Log: @unchecked Sendable { var actions: [InteractionAction] = [] }

  @Test func bindingsThatRunAndClicksAreHeardNotKeysNobodyTakes() {
    let log = Log()
    let harness = Harness(width: 30, height: 6) {
      VStack(alignment: .leading) {
        Button("Save") {}
        Button("Quit", variant: .secondary) {}
      }
      .onInteraction { log.actions.append($0) }
    }
    harness.send(.enter)
    harness.send(.tab, .space)
    harness.send("x")  // taken by no one: not an action
    #expect(log.actions.map(\.action) == ["save", "quit"])
    #expect(log.actions.map(\.label) == ["Save", "Quit"])
    let screen = harness.screen.split(separator: "\n")
    let row = screen.firstIndex { $0.contains("Save") } ?? 0
    let column = screen[row].distance(
      from: screen[row].startIndex, to: screen[row].firstIndex(of: "S") ?? screen[row].startIndex)
    harness.click(x: column, y: row)
    #expect(log.actions.last?.action == "click")
    #expect(log.actions.last?.label == "Save")
  }

  @Test func viewsOutsideAreNotHeard() {
    let log = Log()
    let harness = Harness(width: 30, height: 6) {
      VStack(alignment: .leading) {
        Button("Inside") {}.onInteraction { log.actions.append($0) }
        Button("Outside") {}
      }
    }
    harness.send(.tab, .enter)
    #expect(harness.focusedID == "focus:Outside")
    #expect(log.actions.isEmpty)
    harness.send(.backTab, .enter)
    #expect(log.actions.map(\.label) == ["Inside"])
  }
}
