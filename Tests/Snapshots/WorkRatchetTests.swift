import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

/// The work-counter ratchet over the whole catalogue: `work-baselines.txt` beside this file
/// (`swift run Storybook work --update` writes it).
@Suite struct WorkRatchetTests {
  @Test func everyStoryDoesNoMoreWorkThanItsBaseline() {
    expectWork(
      of: Catalog.registry,
      baseline: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "work-baselines.txt"))
  }
}
