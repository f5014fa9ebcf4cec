import ViewKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One part of a split of the golden suite across machines: shard `index` of `count`, both
/// counted from 1 as CI matrices count them (`VIEWKIT_SHARD=2/4`, `--shard 2/4`).
///
/// The split (``GoldenLayout/shard(of:_:)``) is stable and balanced by cost. Each golden gets
/// a place on a ring from a hash of its path, so the order never depends on the catalogue's
/// order; the ring is cut into `count` arcs of equal estimated cost (the cells of the story's
/// size plus a fixed cost per render). Adding or removing one golden shifts the cuts by its
/// own cost, so only goldens next to a cut change shards; the costliest shard exceeds the mean
/// by at most one golden's cost.
public struct GoldenShard: Sendable, Hashable, CustomStringConvertible {
  /// This shard's number, from 1 to ``count``.
  public let index: Int
  /// How many shards the suite is split into, from 1 to 1,000.
  public let count: Int

  /// The name of the environment variable that selects a shard of the snapshot suite.
  public static let environmentName = "VIEWKIT_SHARD"

  /// The largest number of shards.
  public static let maximumCount = 1_000

  /// A shard, when `index` is in `1...count` and `count` in `1...maximumCount`.
  ///
  /// - Parameters:
  ///   - index: the shard's number, from 1.
  ///   - count: how many shards there are.
  public init?(_ index: Int, of count: Int) {
    guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `i/n`, as CI matrices and `--shard` write it.
  public var description: String { "\(index)/\(count)" }

  /// Reads `i/n`.
  ///
  /// - Parameter text: the shard as written, such as `2/4`.
  /// - Returns: the shard, or a one-line reason it is not one.
  public static func parse(_ text: String) -> Result<GoldenShard, ShardError> {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else {
      return .failure(ShardError(text: text, reason: "a shard is written i/n, such as 2/4"))
    }
    guard let shard = GoldenShard(index, of: count) else {
      return .failure(
        ShardError(
          text: text,
          reason: "i must be from 1 to n, and n from 1 to \(maximumCount)"))
    }
    return .success(shard)
  }

  /// The shard `VIEWKIT_SHARD` selects: nil when it is unset or empty (the whole suite).
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Returns: the shard, nil for the whole suite, or why the value is not a shard.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<GoldenShard?, ShardError> {
    guard let text = environment[environmentName], !text.isEmpty else { return .success(nil) }
    return parse(text).map { $0 }
  }
}

/// Why a text is not a shard.
public struct ShardError: Error, Sendable, CustomStringConvertible {
  /// What was given, as given.
  public let text: String
  /// What a shard must be.
  public let reason: String

  /// `"x" is not a shard: …`, with the text made inert.
  public var description: String { "\"\(Sanitizer.sanitizeLine(text))\" is not a shard: \(reason)" }
}

extension GoldenLayout {
  /// What checking a golden costs, estimated: the cells of its story's size, and a fixed cost
  /// per render (building the view, the file's read and compare), counted in cells. Calibrated
  /// with `Storybook snapshots scale` (its `per_golden_by_size`): a golden costs about 0.95 µs a cell
  /// and 60 µs besides, from 24x1 (83 µs) to 80x24 (1.9 ms), so the fixed part is 64 cells.
  ///
  /// - Parameter golden: a golden of this layout.
  /// - Returns: its estimated cost, at least 1.
  public static func cost(of golden: Golden) -> Int {
    let size = golden.story.layout.defaultSize
    let cells = max(0, size.width) * max(0, size.height)
    return (golden.isSemantic ? cells / 4 : cells) + 64
  }

  /// The goldens of one shard, in catalogue order (``GoldenShard``).
  ///
  /// - Parameters:
  ///   - goldens: every golden of the suite (``goldens(for:)``).
  ///   - shard: the shard to keep; nil keeps them all.
  /// - Returns: the goldens of that shard.
  public static func shard(of goldens: [Golden], _ shard: GoldenShard?) -> [Golden] {
    guard let shard, shard.count > 1 else { return goldens }
    let assignment = assignments(of: goldens.map { ($0.relativePath, cost(of: $0)) }, count: shard.count)
    return zip(goldens, assignment).filter { $0.1 == shard.index }.map(\.0)
  }

  /// The shard (from 1) of each item, in the items' order: the ring split described at
  /// ``GoldenShard``.
  ///
  /// - Parameters:
  ///   - items: each item's stable name and cost.
  ///   - count: how many shards.
  /// - Returns: each item's shard number.
  public static func assignments(of items: [(name: String, cost: Int)], count: Int) -> [Int] {
    guard count > 1, !items.isEmpty else { return items.map { _ in 1 } }
    let places = items.map { ringPlace($0.name) }
    let ring = items.indices.sorted {
      places[$0] != places[$1] ? places[$0] < places[$1] : items[$0].name < items[$1].name
    }
    let costs = items.map { max(1, $0.cost) }
    let total = costs.reduce(0) { $0 &+ $1 }
    var result = [Int](repeating: 1, count: items.count)
    var before = 0
    for item in ring {
      // The shard whose arc holds the item's middle.
      let middle = Double(before) + Double(costs[item]) / 2
      result[item] = min(count, Int(middle / Double(total) * Double(count)) + 1)
      before += costs[item]
    }
    return result
  }

  /// A golden's place on the ring: FNV-1a over its path, the same on every machine.
  static func ringPlace(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
