import Foundation
import Testing
import ViewKit

@testable import ViewKitDriver

@Suite struct GoldenShardTests {
  @Test func aShardIsWrittenIOverN() throws {
    #expect(try GoldenShard.parse("2/4").get() == GoldenShard(2, of: 4))
    #expect(try GoldenShard.parse("1/1").get().description == "1/1")
    for bad in [
      "", "2", "0/4", "5/4", "2/0", "-1/4", "2/4/1", " 2/4", "２/4", "1/1001", "a/b", "2/\u{1B}[31m",
    ] {
      guard case .failure(let problem) = GoldenShard.parse(bad) else {
        Issue.record("\(bad) was taken for a shard")
        continue
      }
      #expect(!problem.description.contains("\u{1B}"), "made inert")
    }
    #expect(try GoldenShard.fromEnvironment([:]).get() == nil)
    #expect(try GoldenShard.fromEnvironment(["VIEWKIT_SHARD": ""]).get() == nil)
    #expect(try GoldenShard.fromEnvironment(["VIEWKIT_SHARD": "3/8"]).get() == GoldenShard(3, of: 8))
    if case .success = GoldenShard.fromEnvironment(["VIEWKIT_SHARD": "9/8"]) {
      Issue.record("9/8 is not a shard")
    }
  }

  /// A catalogue-like set of items: `stories` stories × 4 themes, of sizes from a button to a
  /// full screen, named as goldens are.
  static func items(stories: Int, from first: Int = 0) -> [(name: String, cost: Int)] {
    var random = SeededRandom(seed: 0x5_4A2D)
    var items: [(name: String, cost: Int)] = []
    for story in first..<(first + stories) {
      let size = [(20, 1), (40, 5), (60, 12), (100, 30)].randomElement(using: &random) ?? (20, 1)
      for theme in ["dark", "light", "high-contrast", "mono"] {
        items.append(("component\(story % 97)/state-\(story).\(theme).txt", size.0 * size.1 + 400))
      }
    }
    return items
  }

  static func costs(_ items: [(name: String, cost: Int)], _ assignment: [Int], count: Int) -> [Int] {
    var costs = [Int](repeating: 0, count: count)
    for (item, shard) in zip(items, assignment) { costs[shard - 1] += item.cost }
    return costs
  }

  @Test func tenThousandStoriesSplitEvenlyOverFourShards() {
    let items = Self.items(stories: 10_000)
    let assignment = GoldenLayout.assignments(of: items, count: 4)
    let costs = Self.costs(items, assignment, count: 4)
    let mean = Double(costs.reduce(0, +)) / 4
    #expect(Double(costs.max() ?? 0) <= 1.01 * mean, "\(costs)")
    #expect(Set(assignment) == [1, 2, 3, 4])
  }

  @Test func theCatalogueSplitsWithinATenthOfTheMean() {
    let layout = GoldenLayout(root: URL(fileURLWithPath: "/"))
    let goldens = layout.goldens(for: ShardedStories.registry)
    for count in [2, 3, 4, 8] {
      let items = goldens.map { ($0.relativePath, GoldenLayout.cost(of: $0)) }
      let costs = Self.costs(items, GoldenLayout.assignments(of: items, count: count), count: count)
      let mean = Double(costs.reduce(0, +)) / Double(count)
      #expect(Double(costs.max() ?? 0) <= 1.1 * mean, "\(count) shards: \(costs)")
      // Every golden in exactly one shard.
      let shards = (1...count).compactMap { GoldenShard($0, of: count) }
      let split = shards.map { GoldenLayout.shard(of: goldens, $0).map(\.relativePath) }
      #expect(split.joined().sorted() == goldens.map(\.relativePath).sorted())
    }
  }

  @Test func addingAStoryMovesAFewGoldens() {
    let before = Self.items(stories: 1_000)
    // One more story (its four goldens) in the middle of the names.
    let after = before + Self.items(stories: 1, from: 5_000)
    let old = GoldenLayout.assignments(of: before, count: 4)
    let new = GoldenLayout.assignments(of: after, count: 4)
    let moved = zip(old, new.prefix(before.count)).filter { $0 != $1 }.count
    #expect(moved <= 12, "moved \(moved) of \(before.count)")
    // The order of the catalogue does not matter, only the names.
    let shuffled = before.reversed().map { $0 }
    let again = GoldenLayout.assignments(of: shuffled, count: 4)
    #expect(Array(again.reversed()) == old)
  }

  @Test func oneShardOrNoShardIsTheWholeSuite() {
    let goldens = GoldenLayout(root: URL(fileURLWithPath: "/")).goldens(for: ShardedStories.registry)
    #expect(GoldenLayout.shard(of: goldens, nil).count == goldens.count)
    #expect(GoldenLayout.shard(of: goldens, GoldenShard(1, of: 1)).count == goldens.count)
    #expect(GoldenLayout.assignments(of: [], count: 4).isEmpty)
  }
}

/// Stories of several sizes, for the split.
enum ShardedStories {
  static let registry = StoryRegistry(
    (0..<60).map { index in
      let size = [Size(width: 20, height: 1), Size(width: 60, height: 10), Size(width: 100, height: 30)][
        index % 3]
      return Story("part\(index % 7)/state-\(index)", title: "S\(index)", summary: "", layout: .fixed(size)) {
        _ in
        Text("story \(index)")
      }
    })
}
