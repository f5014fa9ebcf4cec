import Foundation
import ViewKit
import ViewKitDriver

/// `snapshots shards`: how the golden suite splits across machines (`VIEWKIT_SHARD=i/n`), and
/// the last step of a sharded run, which merges what each shard checked.
extension StorybookCLI {
  /// `snapshots shards [--count N]` prints the split; `snapshots shards --merge DIR` checks the
  /// reports the shards wrote there (`VIEWKIT_SHARD_REPORT`): every shard once, every golden
  /// checked by exactly one, and no golden on disk that no story calls for.
  func shards(_ arguments: [String]) -> Int32 {
    var count = 4
    var merge: String?
    var directory = defaultGoldens
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard ["--count", "--merge", "--dir"].contains(argument) else {
        return usageError("unknown argument \"\(Sanitizer.sanitizeLine(argument))\" for snapshots shards")
      }
      guard index + 1 < arguments.count else { return usageError("\(argument) needs a value") }
      let value = arguments[index + 1]
      switch argument {
      case "--count":
        guard let number = Int(value), (1...GoldenShard.maximumCount).contains(number) else {
          return usageError(
            "--count takes a number of shards from 1 to \(GoldenShard.maximumCount), "
              + "not \"\(Sanitizer.sanitizeLine(value))\"")
        }
        count = number
      case "--merge": merge = value
      default: directory = value
      }
      index += 2
    }
    let layout = GoldenLayout(root: URL(fileURLWithPath: directory), themes: themeSet)
    let goldens = layout.goldens(for: book.registry)
    if let merge { return mergeShards(from: merge, goldens: goldens, layout: layout) }
    return printSplit(goldens, count: count)
  }

  /// Each shard's goldens and estimated cost, and the largest against the mean.
  func printSplit(_ goldens: [GoldenLayout.Golden], count: Int) -> Int32 {
    let items = goldens.map { (name: $0.relativePath, cost: GoldenLayout.cost(of: $0)) }
    let assignment = GoldenLayout.assignments(of: items, count: count)
    var files = [Int](repeating: 0, count: count)
    var costs = [Int](repeating: 0, count: count)
    for (item, shard) in zip(items, assignment) {
      files[shard - 1] += 1
      costs[shard - 1] += item.cost
    }
    let mean = Double(costs.reduce(0, +)) / Double(count)
    for shard in 0..<count {
      let ratio = mean > 0 ? Double(costs[shard]) / mean : 0
      output(
        "shard \(shard + 1)/\(count): \(files[shard]) goldens, cost \(costs[shard]) "
          + "(\(String(format: "%.3f", ratio))x the mean)")
    }
    let largest = mean > 0 ? Double(costs.max() ?? 0) / mean : 0
    output(
      "\(goldens.count) goldens of \(book.registry.stories.count) stories in \(count) shards; "
        + "the largest is \(String(format: "%.3f", largest))x the mean. "
        + "Run one with VIEWKIT_SHARD=i/\(count) swift test --filter StorySnapshotTests.")
    return 0
  }

  /// Reads the shard reports in a folder and checks that they cover the suite exactly once.
  func mergeShards(from folderPath: String, goldens: [GoldenLayout.Golden], layout: GoldenLayout) -> Int32 {
    let shown = Sanitizer.sanitizeLine(folderPath)
    let folder = URL(fileURLWithPath: folderPath)
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter({ $0.hasPrefix("shard-") && $0.hasSuffix(".txt") }).sorted()
    else {
      error("\(book.name): no shard reports folder at \(shown)")
      return 2
    }
    guard !names.isEmpty else {
      error("\(book.name): \(shown) holds no shard reports (shard-I-of-N.txt, from VIEWKIT_SHARD_REPORT)")
      return 2
    }
    var problems: [String] = []
    var seenShards: [Int: String] = [:]
    var counts: Set<Int> = []
    var checkedBy: [String: Int] = [:]
    for name in names {
      let url = folder.appendingPathComponent(name)
      // Read as a golden is (no link followed, no FIFO waited on, at most 4 MiB).
      let text: String
      switch GoldenFolder.readText(url) {
      case .success(let read): text = read
      case .failure(let reason):
        problems.append("\(Sanitizer.sanitizeLine(name)): cannot be read: \(reason.description)")
        continue
      }
      var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      guard let header = lines.first, let shard = Self.shardReportShard(header) else {
        problems.append(
          "\(Sanitizer.sanitizeLine(name)): its first line is not \"\(Self.shardReportHeader) i/n\"")
        continue
      }
      lines.removeFirst()
      counts.insert(shard.count)
      if let earlier = seenShards[shard.index] {
        problems.append(
          "shard \(shard) is reported twice: \(Sanitizer.sanitizeLine(earlier)) and \(Sanitizer.sanitizeLine(name))"
        )
        continue
      }
      seenShards[shard.index] = name
      for path in lines {
        if let other = checkedBy[path] {
          problems.append("\(Sanitizer.sanitizeLine(path)) was checked by shards \(other) and \(shard.index)")
        }
        checkedBy[path] = shard.index
      }
    }
    if counts.count > 1 {
      problems.append(
        "the reports disagree on the number of shards: \(counts.sorted().map(String.init).joined(separator: ", "))"
      )
    } else if let count = counts.first {
      let missing = (1...count).filter { seenShards[$0] == nil }
      if !missing.isEmpty {
        problems.append(
          "no report from shard\(missing.count == 1 ? "" : "s") "
            + missing.map { "\($0)/\(count)" }.joined(separator: ", "))
      }
    }
    let expected = Set(goldens.map(\.relativePath))
    let unchecked = goldens.map(\.relativePath).filter { checkedBy[$0] == nil }
    // Only when the reports agree on n: otherwise every golden would be listed for nothing.
    if !unchecked.isEmpty, counts.count == 1 {
      problems.append(
        "\(unchecked.count) golden\(unchecked.count == 1 ? " was" : "s were") checked by no shard: "
          + unchecked.prefix(5).map(Sanitizer.sanitizeLine).joined(separator: ", ")
          + (unchecked.count > 5 ? ", …" : ""))
    }
    let unknown = checkedBy.keys.filter { !expected.contains($0) }.sorted()
    if !unknown.isEmpty {
      problems.append(
        "\(unknown.count) checked path\(unknown.count == 1 ? " is" : "s are") not a golden of this catalogue "
          + "(a report from another commit?): "
          + unknown.prefix(5).map(Sanitizer.sanitizeLine).joined(separator: ", "))
    }
    let orphans = layout.orphans(for: book.registry).map { layout.relative($0) }
    if !orphans.isEmpty {
      problems.append(
        "\(orphans.count) golden file\(orphans.count == 1 ? "" : "s") no story calls for "
          + "(delete with `snapshots prune`): "
          + orphans.prefix(5).map(Sanitizer.sanitizeLine).joined(separator: ", ")
          + (orphans.count > 5 ? ", …" : ""))
    }
    for problem in problems { error("\(book.name): \(problem)") }
    if !problems.isEmpty {
      output("Shards: \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(names.count) reports.")
      return 1
    }
    output(
      "Shards: \(names.count) reports cover all \(expected.count) goldens once each; no orphans.")
    return 0
  }

  /// The first line of a shard report, before its `i/n`.
  static let shardReportHeader = "# ViewKit golden shard"

  /// The shard a report's first line names.
  static func shardReportShard(_ line: String) -> GoldenShard? {
    guard line.hasPrefix(shardReportHeader + " ") else { return nil }
    return try? GoldenShard.parse(String(line.dropFirst(shardReportHeader.count + 1))).get()
  }
}
