import Foundation
import Testing
import ViewKit
import ViewKitTesting

@testable import TaskBoardKit

/// This folder, and the package root two folders up.
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()

/// The package's themes: ViewKit's four and its own "dusk", from its resolver document.
let loaded = ThemeLoader.load(
  contentsOf: packageRoot.appendingPathComponent("Themes/taskboard.resolver.json").path, builtInSources: true)

/// Every story's golden in every theme, and once without colour, under `Goldens/`.
let goldens = GoldenLayout(root: here.appendingPathComponent("Goldens"), themes: loaded.themes)
let registry = StoryRegistry(TaskStories.all)

@Suite struct TaskStoryTests {
  @Test func theThemesLoadWithTheAppsOwnContext() {
    #expect(loaded.errors.isEmpty, "\(loaded.diagnostics.map(\.description))")
    #expect(loaded.themes.map(\.name) == ["dark", "light", "high-contrast", "mono", "dusk"])
  }

  @Test("Every story in every theme", arguments: goldens.goldens(for: registry))
  func golden(_ golden: GoldenLayout.Golden) {
    // `text`: the picture in its theme and profile, or what a screen reader reads of it.
    expectSnapshot(golden.text, golden: goldens.url(of: golden))
  }

  @Test func everyGoldenBelongsToAStory() {
    let orphans = goldens.orphans(for: registry).map { SnapshotStore.displayPath($0) }
    #expect(
      orphans.isEmpty,
      "golden files no story calls for (delete them with `swift run TaskBoardStorybook snapshots prune`): \(orphans)"
    )
  }

  @Test func aViewOnItsOwn() throws {
    let dusk = try #require(loaded.themes.first { $0.name == "dusk" })
    expectSnapshot(
      of: TaskListView(title: "Today", tasks: [TaskItem("Water the plants", owner: "Ada Lovelace")]),
      named: "today", size: Size(width: 36, height: 5), theme: dusk)
  }

  @Test func initialsAreTheFirstLettersOfTwoNames() {
    #expect(TaskListView.initials(of: "Ada Lovelace") == "AL")
    #expect(TaskListView.initials(of: "Grace Brewster Murray Hopper") == "GB")
    #expect(TaskListView.initials(of: "") == "")
  }
}
