import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

@Suite struct SnapshotShardsCommandTests {
  static let registry = StoryRegistry(
    (0..<12).map { index in
      Story(
        "part/state-\(index)", title: "S\(index)", summary: "",
        layout: .fixed(Size(width: 10, height: 1 + index % 3))
      ) { _ in Text("s\(index)") }
    })

  /// A golden folder holding every golden of the registry (contents do not matter to the merge).
  func folder() throws -> (URL, GoldenLayout) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-shards-\(UUID())")
    let layout = GoldenLayout(root: root.appendingPathComponent("Goldens"))
    for golden in layout.goldens(for: Self.registry) {
      let url = layout.url(of: golden)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(golden.text.utf8).write(to: url)
    }
    return (root, layout)
  }

  /// The reports `count` shards write, as the snapshot suite writes them.
  func writeReports(_ layout: GoldenLayout, count: Int, into reports: URL, skipping: Int? = nil) throws {
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    for index in 1...count where index != skipping {
      let shard = try #require(GoldenShard(index, of: count))
      let paths = GoldenLayout.shard(of: layout.goldens(for: Self.registry), shard).map(\.relativePath)
      let text = ([StorybookCLI.shardReportHeader + " \(shard)"] + paths).joined(separator: "\n") + "\n"
      try Data(text.utf8).write(to: reports.appendingPathComponent("shard-\(index)-of-\(count).txt"))
    }
  }

  @Test func theSplitIsPrintedWithItsBalance() {
    let (status, capture) = runCLI(["snapshots", "shards", "--count", "3"], registry: Self.registry)
    #expect(status == 0)
    #expect(capture.out.count == 4)
    #expect(capture.out[0].hasPrefix("shard 1/3: "))
    #expect(
      capture.out.last?.contains("\(Self.registry.stories.count * 6) goldens of 12 stories in 3 shards")
        == true)
    #expect(runCLI(["snapshots", "shards", "--count", "0"], registry: Self.registry).0 == 2)
    #expect(runCLI(["snapshots", "shards", "--cuont", "2"], registry: Self.registry).0 == 2)
    let close = runCLI(["snapshots", "shard"], registry: Self.registry)
    #expect(close.0 == 2 && close.1.err.joined().contains("did you mean \"shards\""))
  }

  @Test func reportsThatCoverTheSuiteOnceMerge() throws {
    let (root, layout) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let reports = root.appendingPathComponent("reports")
    try writeReports(layout, count: 4, into: reports)
    let (status, capture) = runCLI(
      ["snapshots", "shards", "--merge", reports.path, "--dir", layout.root.path], registry: Self.registry)
    #expect(status == 0, "\(capture.err)")
    #expect(capture.out.last == "Shards: 4 reports cover all 72 goldens once each; no orphans.")
  }

  @Test func aMissingShardAnOrphanAndADoubleAreEachSaid() throws {
    let (root, layout) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let reports = root.appendingPathComponent("reports")
    try writeReports(layout, count: 3, into: reports, skipping: 2)
    try Data("old".utf8).write(to: layout.root.appendingPathComponent("part/retired.dark.txt"))
    let (status, capture) = runCLI(
      ["snapshots", "shards", "--merge", reports.path, "--dir", layout.root.path], registry: Self.registry)
    #expect(status == 1)
    let errors = capture.err.joined(separator: "\n")
    #expect(errors.contains("no report from shard 2/3"))
    #expect(errors.contains("checked by no shard"))
    #expect(errors.contains("no story calls for") && errors.contains("part/retired.dark.txt"))
    // The same shard twice, under another name.
    try writeReports(layout, count: 3, into: reports)
    try FileManager.default.copyItem(
      at: reports.appendingPathComponent("shard-1-of-3.txt"),
      to: reports.appendingPathComponent("shard-1-of-3-again.txt"))
    let twice = runCLI(
      ["snapshots", "shards", "--merge", reports.path, "--dir", layout.root.path], registry: Self.registry)
    #expect(twice.0 == 1)
    #expect(twice.1.err.joined().contains("shard 1/3 is reported twice"))
  }

  @Test func badReportsAreRefusedWithTheirNames() throws {
    let (root, layout) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let reports = root.appendingPathComponent("reports")
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    try Data("not a report\n".utf8).write(to: reports.appendingPathComponent("shard-1-of-1.txt"))
    let (status, capture) = runCLI(
      ["snapshots", "shards", "--merge", reports.path, "--dir", layout.root.path], registry: Self.registry)
    #expect(status == 1)
    #expect(capture.err.joined().contains("shard-1-of-1.txt: its first line is not"))
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(runCLI(["snapshots", "shards", "--merge", empty.path], registry: Self.registry).0 == 2)
    #expect(runCLI(["snapshots", "shards", "--merge", "/no/such/reports"], registry: Self.registry).0 == 2)
  }

  @Test func reviewTakesAShard() throws {
    let (root, layout) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let goldens = layout.goldens(for: Self.registry).filter { !$0.isSemantic }
    // A pending file for every golden: a shard's review walks its own only.
    for golden in goldens {
      let text = try String(contentsOf: layout.url(of: golden), encoding: .utf8)
      try Data(text.utf8).write(to: URL(fileURLWithPath: layout.url(of: golden).path + ".new"))
    }
    let shard = try #require(GoldenShard(2, of: 3))
    // The split is of every golden (semantic ones too); the pending files are the pictures'.
    let mine = GoldenLayout.shard(of: layout.goldens(for: Self.registry), shard).filter { !$0.isSemantic }
      .count
    let (status, capture) = runCLI(
      ["snapshots", "review", "--shard", "2/3", "--dir", layout.root.path, "--dry-run", "--accept-all"],
      registry: Self.registry)
    #expect(status == 0, "\(capture.err)")
    #expect(capture.out.last?.contains("\(mine)") == true, "\(capture.out.suffix(2))")
    #expect(runCLI(["snapshots", "review", "--shard", "4/3"], registry: Self.registry).0 == 2)
  }
}

extension SnapshotShardsCommandTests {
  /// A storybook with its own theme file splits the goldens of its own themes, not ViewKit's four.
  @Test func aStorybookWithItsOwnThemesSplitsItsOwnGoldens() throws {
    let folder = try CheckDrawnContrastTests.murkyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var book = Catalog.book
    book.registry = Self.registry
    book.themes = .file(folder.appendingPathComponent("murky.resolver.json").path)
    let capture = Capture()
    let cli = StorybookCLI(
      output: { capture.out.append($0) }, error: { capture.err.append($0) }, environment: [:],
      isTerminal: false,
      input: { nil }, book: book)
    #expect(cli.run(["snapshots", "shards", "--count", "2"]) == 0, "\(capture.err)")
    // Two themes (dark, murky), no colour and the transcript: 4 goldens a story.
    #expect(capture.out.last?.hasPrefix("\(Self.registry.stories.count * 4) goldens of 12 stories") == true)
  }
}
