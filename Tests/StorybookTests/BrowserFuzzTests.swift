import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// Random keys, clicks, wheel steps, pastes and garbage into the browser at random sizes:
/// nothing traps, every frame is sound, Esc never quits. Seeded and bounded;
/// VIEWKIT_FUZZ_ITERATIONS for a long run.
@Suite struct BrowserFuzzTests {
  static let keys: [Key] = [
    .tab, .backTab, .enter, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .backspace,
    "/",
    "a", "t", "c", "?", "x", "é", "👍🏽", .ctrl("r"), .ctrl("u"), .ctrl("a"), Key(.function(1)),
  ]

  @Test func randomInputIntoTheBrowser() {
    var random = SeededRandom(seed: 0xB40_5E4)
    var budget = FuzzBudget(300, seconds: 0.4, minimum: 100)
    let sizes = [Size(width: 100, height: 30), Size(width: 40, height: 10), Size(width: 1, height: 1)]
    var model = BrowserModel(registry: Catalog.registry)
    var driver = AppDriver(size: sizes[0]) { [model] in BrowserView(model: model) }
    while budget.next() {
      if budget.count % 100 == 0 { driver.resize(to: sizes.randomElement(using: &random) ?? sizes[0]) }
      switch Int.random(in: 0..<10, using: &random) {
      case 0...6: driver.send(Self.keys.randomElement(using: &random) ?? .down)
      case 7:
        driver.click(
          x: Int.random(in: 0..<driver.canvas.width + 1, using: &random),
          y: Int.random(in: 0..<driver.canvas.height + 1, using: &random))
      case 8: driver.wheel(x: 5, y: 5, steps: Int.random(in: -5...5, using: &random))
      default: driver.paste(String(repeating: "ab\u{1B}[2J\n", count: Int.random(in: 0...30, using: &random)))
      }
      #expect(driver.canvas.invariantViolations().isEmpty)
      #expect(!driver.isFinished, "no key in this stream quits (q and Ctrl-C are not sent)")
      if driver.isFinished {
        model = BrowserModel(registry: Catalog.registry)
        driver = AppDriver(size: sizes[0]) { [model] in BrowserView(model: model) }
      }
    }
  }
}
