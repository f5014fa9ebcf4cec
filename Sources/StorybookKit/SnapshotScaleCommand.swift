import Dispatch
import Foundation
import Synchronization
import ViewKit
import ViewKitDriver
import ViewKitPlatform

/// `snapshots scale [--stories N] [--shards K]`: how the golden suite behaves at a catalogue's
/// scale, as JSON. Run it built for release (`swift run -c release Storybook snapshots scale`).
extension StorybookCLI {
  func snapshotScale(_ arguments: [String]) -> Int32 {
    var stories = 10_000
    var shards = 4
    var rest = arguments[...]
    while let argument = rest.first {
      guard argument == "--stories" || argument == "--shards" else {
        return usageError("unknown argument \"\(Sanitizer.sanitizeLine(argument))\" for snapshots scale")
      }
      let value = rest.dropFirst().first.flatMap { Int($0) }
      if argument == "--stories", let value, (1...100_000).contains(value) {
        stories = value
      } else if argument == "--shards", let value, (1...GoldenShard.maximumCount).contains(value) {
        shards = value
      } else {
        return usageError(
          "--stories takes 1 to 100000 stories and --shards 1 to \(GoldenShard.maximumCount) shards")
      }
      rest = rest.dropFirst(2)
    }
    switch GoldenScale.run(stories: stories, shards: shards, themes: themeSet) {
    case .success(let json):
      output(json)
      return 0
    case .failure(let problem):
      error("Storybook: \(problem.description)")
      return 1
    }
  }
}

/// The golden suite at a catalogue's scale. A generated catalogue of
/// stories (components of a real catalogue's sizes, each with its own text) is recorded into a
/// temporary folder, then checked the way the snapshot suite checks it (render, read the golden,
/// compare, nothing written) on every core; then each shard of the split is checked alone on
/// one core, to show the split's balance in time rather than in estimated cost.
enum GoldenScale {
  /// A generated catalogue of `count` stories.
  static func registry(stories count: Int) -> StoryRegistry {
    let sizes = [
      Size(width: 24, height: 1), Size(width: 40, height: 3), Size(width: 40, height: 5),
      Size(width: 60, height: 8), Size(width: 80, height: 24),
    ]
    return StoryRegistry(
      (0..<count).map { index in
        let size = sizes[index % sizes.count]
        let label = "Story \(index) · 日本 \(String(repeating: "x", count: index % 17))"
        return Story(
          "generated-\(index % 100)/state-\(index)", title: label, summary: "", layout: .fixed(size)
        ) { _ in
          switch index % 5 {
          case 0: Button(label, variant: .primary) {}
          case 1: Card(title: "Card \(index)") { Text(label) }
          case 2:
            VStack(alignment: .leading) {
              Text(label).bold()
              ProgressBar(value: Double(index % 100) / 100)
              Text("Item \(index)").textStyle(.muted)
            }
          case 3:
            Card(title: "Form \(index)") {
              VStack(alignment: .leading) {
                Text(label)
                Divider()
                Text("Name").textStyle(.muted)
                Button("Save \(index)", variant: .secondary) {}
              }
            }
          default:
            Card(title: "Screen \(index)") {
              VStack(alignment: .leading) {
                for row in 0..<18 { Text("Row \(row) of story \(index): \(label)") }
              }
            }
          }
        }
      })
  }

  /// Records the catalogue, checks it on all cores and shard by shard; JSON.
  static func run(stories: Int, shards: Int, themes: [Theme]) -> Result<String, GoldenScaleError> {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-golden-scale-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = GoldenLayout(root: root, themes: themes)
    let registry = registry(stories: stories)
    guard registry.problems.isEmpty else {
      return .failure(GoldenScaleError(description: "the generated catalogue is not sound"))
    }
    // The picture goldens (one per theme): what "stories × themes" counts.
    let goldens = layout.goldens(for: registry).filter { !$0.isSemantic && $0.profile != .none }
    let recordStart = Platform.monotonicNanoseconds()
    let record = SnapshotSettings(mode: .all, isCI: false)
    let recorded = check(goldens, layout: layout, settings: record)
    let recordTime = seconds(since: recordStart)
    guard recorded.failures == 0 else {
      return .failure(
        GoldenScaleError(
          description:
            "\(recorded.failures) goldens could not be recorded in \(Sanitizer.sanitizeLine(root.path))"))
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    // Checking as CI does: compare, never write.
    let checking = SnapshotSettings(mode: .never, isCI: true)
    let checkStart = Platform.monotonicNanoseconds()
    let checked = check(goldens, layout: layout, settings: checking)
    let checkTime = seconds(since: checkStart)
    guard checked.failures == 0 else {
      return .failure(
        GoldenScaleError(description: "\(checked.failures) goldens did not match what was recorded"))
    }
    // Each shard on one core, three rounds taken in turn and the fastest kept: on a shared
    // machine one round's times move with whatever else runs.
    let parts = (1...shards).compactMap { GoldenShard($0, of: shards) }.map {
      GoldenLayout.shard(of: goldens, $0)
    }
    func fixed(_ value: Double) -> String { value.isFinite ? String(format: "%.3f", value) : "null" }
    var shardSeconds = [Double](repeating: .infinity, count: parts.count)
    let shardGoldens = parts.map(\.count)
    for _ in 0..<3 {
      for (index, part) in parts.enumerated() {
        let start = Platform.monotonicNanoseconds()
        let result = check(part, layout: layout, settings: checking, parallel: false)
        guard result.failures == 0 else {
          return .failure(GoldenScaleError(description: "shard \(index + 1)/\(shards) did not match"))
        }
        shardSeconds[index] = min(shardSeconds[index], seconds(since: start))
      }
    }
    // What one golden of each story size costs on one core (best of 3), against the estimate
    // the split uses: the data to calibrate ``GoldenLayout/cost(of:)`` with.
    let bySize = Dictionary(grouping: goldens) { $0.story.layout.defaultSize }
      .sorted { ($0.key.width * $0.key.height, $0.key.width) < ($1.key.width * $1.key.height, $1.key.width) }
    var sizeCosts: [String] = []
    for (size, group) in bySize {
      var best = Double.infinity
      for _ in 0..<3 {
        let start = Platform.monotonicNanoseconds()
        let result = check(group, layout: layout, settings: checking, parallel: false)
        guard result.failures == 0 else {
          return .failure(GoldenScaleError(description: "the \(size) goldens did not match"))
        }
        best = min(best, seconds(since: start))
      }
      let micros = best * 1e6 / Double(max(1, group.count))
      let estimate = group.first.map(GoldenLayout.cost(of:)) ?? 0
      sizeCosts.append(
        "\"\(size.width)x\(size.height)\": {\"microseconds\": \(fixed(micros)), \"estimate\": \(estimate)}")
    }
    let mean = shardSeconds.reduce(0, +) / Double(max(1, shardSeconds.count))
    let largest = (shardSeconds.max() ?? 0) / max(mean, 1e-9)
    return .success(
      "{\"stories\": \(stories), \"themes\": \(themes.count), \"goldens\": \(goldens.count), "
        + "\"cores\": \(cores), \"record_seconds\": \(fixed(recordTime)), "
        + "\"check_seconds\": \(fixed(checkTime)), \"shards\": \(shards), "
        + "\"shard_goldens\": [\(shardGoldens.map(String.init).joined(separator: ", "))], "
        + "\"shard_seconds_one_core_best_of_3\": [\(shardSeconds.map(fixed).joined(separator: ", "))], "
        + "\"largest_shard_over_mean\": \(fixed(largest)), "
        + "\"per_golden_by_size\": {\(sizeCosts.joined(separator: ", "))}}")
  }

  /// Seconds on the monotonic clock since `start` (``Platform/monotonicNanoseconds()``).
  static func seconds(since start: UInt64) -> Double {
    Double(Platform.monotonicNanoseconds() - start) / 1e9
  }

  /// Checks goldens as the snapshot suite does: on every core, or on this thread alone.
  static func check(
    _ goldens: [GoldenLayout.Golden], layout: GoldenLayout, settings: SnapshotSettings, parallel: Bool = true
  ) -> (checked: Int, failures: Int) {
    let workers = parallel ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
    let failures = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var local = 0
      for index in stride(from: worker, to: goldens.count, by: workers) {
        let golden = goldens[index]
        switch SnapshotStore.check(golden.text, golden: layout.url(of: golden), settings: settings) {
        case .matched, .recorded, .rerecorded, .matchedWhileRecordingAll: break
        default: local += 1
        }
      }
      failures.withLock { $0 += local }
    }
    return (goldens.count, failures.withLock { $0 })
  }
}

/// Why the golden benchmark could not run.
struct GoldenScaleError: Error, CustomStringConvertible {
  let description: String
}
