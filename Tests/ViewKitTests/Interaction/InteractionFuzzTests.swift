import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Random streams of keys, clicks, wheel steps, pastes and garbage into a running form:
/// nothing crashes, every frame is a valid canvas, focus is always on something on screen.
@Suite struct InteractionFuzzTests {
  static let keys: [Key] = [
    .tab, .backTab, .enter, .escape, .up, .down, .left, .right, .home, .end, .backspace, .delete, .space,
    .pageUp, .pageDown, "x", "q", "?", "a", "1", "é", "👍🏽", .ctrl("a"), .ctrl("w"), .ctrl("u"), .ctrl("k"),
    .ctrl("r"), .alt("b"), Key(.left, .control), Key(.function(1)),
  ]

  /// One random piece of terminal input.
  static func input(_ random: inout SeededRandom, width: Int, height: Int) -> [UInt8] {
    switch Int.random(in: 0..<10, using: &random) {
    case 0...5: return (keys.randomElement(using: &random) ?? .tab).terminalBytes
    case 6:
      let buttons: [MouseEvent.Button] = [.left, .left, .right, .wheelUp, .wheelDown]
      return MouseEvent(
        buttons.randomElement(using: &random) ?? .left, x: Int.random(in: -2...(width + 2), using: &random),
        y: Int.random(in: -2...(height + 2), using: &random)
      ).terminalBytes.map { $0 }
    case 7:
      let text = String(repeating: "ab\u{1B}[31m\n👨‍👩‍👧", count: Int.random(in: 0...40, using: &random))
      return Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
    default:
      return (0..<Int.random(in: 1...6, using: &random)).map { _ in
        let byte = UInt8.random(in: 0...255, using: &random)
        return byte == 0x03 ? 0x04 : byte
      }
    }
  }

  @Test func randomInputIntoAForm() {
    var random = SeededRandom(seed: 0xF0C5)
    var model = FormModel()
    var harness = Harness(height: 20) { [model] in FormView(model: model) }
    var budget = FuzzBudget(250, seconds: 0.4, minimum: 60)
    while budget.next() {
      if harness.loop.isFinished {
        model = FormModel()
        harness = Harness(height: 20) { [model] in FormView(model: model) }
      }
      harness.input(Self.input(&random, width: 60, height: 20))
      #expect(harness.loop.canvas.invariantViolations().isEmpty)
      if let focused = harness.focusedID {
        #expect(
          harness.loop.engine.frame?.regions.contains { $0.id == focused && $0.canFocus } == true,
          "focus is on something drawn: \(focused)")
      }
    }
  }
}
