import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// The golden files of every story, beside this file.
let goldens = GoldenLayout(
  root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens"))

@Suite struct StorySnapshotTests {
  @Test(
    "Every story in every built-in theme, and once without colour",
    arguments: goldens.goldens(for: Catalog.registry))
  func golden(_ golden: GoldenLayout.Golden) {
    expectSnapshot(
      golden.text, golden: goldens.url(of: golden))
  }

  @Test func storiesAreWellFormed() {
    #expect(Catalog.registry.problems.isEmpty, "\(Catalog.registry.problems.map(\.message))")
  }

  @Test func everyDeclaredStateHasAStory() {
    let missing = Catalog.registry.missingStories(for: Catalog.declarations)
    #expect(missing.isEmpty, "no story for declared state(s): \(missing.joined(separator: ", "))")
  }

  @Test func everyGoldenBelongsToAStory() {
    let orphans = goldens.orphans(for: Catalog.registry).map { SnapshotStore.displayPath($0) }
    let list = orphans.joined(separator: ", ")
    #expect(
      orphans.isEmpty,
      "golden files that no story calls for (delete them with `swift run Storybook snapshots prune`): \(list)"
    )
  }
}
