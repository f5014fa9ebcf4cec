import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// The golden files of every story, beside this file.
let goldens = GoldenLayout(
  root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens"))

/// The shard `VIEWKIT_SHARD=i/n` selects, nil for the whole suite (or for a value that is not a
/// shard: `theShardIsOne` fails then, so a mistyped CI matrix never passes by checking nothing).
let shard = (try? GoldenShard.fromEnvironment().get()) ?? nil

/// The goldens this run checks: all of them, or the shard's.
let checkedGoldens = GoldenLayout.shard(of: goldens.goldens(for: Catalog.registry), shard)

@Suite struct StorySnapshotTests {
  @Test(
    "Every story in every built-in theme, and once without colour",
    arguments: checkedGoldens)
  func golden(_ golden: GoldenLayout.Golden) {
    expectSnapshot(CatalogueRenders.text(of: golden), golden: goldens.url(of: golden))
  }

  @Test func theShardIsOne() throws {
    if case .failure(let problem) = GoldenShard.fromEnvironment() {
      Issue.record("\(GoldenShard.environmentName): \(problem.description)")
    }
    // What this shard checked, for `snapshots shards --merge` (VIEWKIT_SHARD_REPORT=DIR).
    guard let folder = ProcessInfo.processInfo.environment["VIEWKIT_SHARD_REPORT"], !folder.isEmpty else {
      return
    }
    let whole = shard ?? GoldenShard(1, of: 1)
    let name = "shard-\(whole?.index ?? 1)-of-\(whole?.count ?? 1).txt"
    let text =
      (["\(StorybookCLI.shardReportHeader) \(whole?.description ?? "1/1")"]
      + checkedGoldens.map(\.relativePath))
      .joined(separator: "\n") + "\n"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name), options: .atomic)
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
