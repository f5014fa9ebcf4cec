import Foundation
import Synchronization
import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitRuntime

@Suite struct WorkBaselineTests {
  static let registry = StoryRegistry([
    Story("demo/one", title: "One", summary: "", layout: .fixed(Size(width: 10, height: 1))) { _ in
      Text("one")
    },
    Story("demo/two", title: "Two", summary: "", layout: .fixed(Size(width: 20, height: 3))) { _ in
      VStack {
        Text("two")
        Text("lines").bold()
      }
      .padding(.horizontal, 1)
    },
  ])

  @Test func theFileRoundTrips() throws {
    let measured = WorkBaseline.measure(Self.registry, theme: .dark)
    #expect(measured.text.hasPrefix(WorkBaseline.header + "\ndemo/one "))
    #expect(try WorkBaseline.parse(measured.text, file: "w.txt").get() == measured)
    let two = try #require(measured.counts["demo/two"])
    #expect(two.count == WorkBaseline.counted, "a story's counts hold no allocations")
    #expect(two[1] >= 4 && two[3] >= 4, "nodes and draws of a padded stack of two texts: \(two)")
    #expect(two[4] == 1, "one pass")
    #expect(WorkBaseline.measure(Self.registry, theme: .dark) == measured, "the same on every run")
  }

  @Test func aBrokenFileNamesItsLine() {
    let cases: [(String, String)] = [
      ("", "w.txt:1: the first line must be"),
      (WorkBaseline.header + "\ndemo/one 1 2 3\n", "w.txt:2: expected an id and 6 whole numbers"),
      (WorkBaseline.header + "\ndemo/one 1 2 3 4 5 x\n", "w.txt:2:"),
      (WorkBaseline.header + "\ndemo/one 1 2 3 4 5 -6\n", "w.txt:2:"),
      (
        WorkBaseline.header + "\n\ndemo/one 1 2 3 4 5 6\ndemo/one 1 2 3 4 5 6\n",
        "w.txt:4: demo/one is listed twice"
      ),
    ]
    for (text, message) in cases {
      guard case .failure(let problem) = WorkBaseline.parse(text, file: "w.txt") else {
        Issue.record("\(text) was read")
        continue
      }
      #expect(problem.description.contains(message), "\(problem.description)")
    }
  }

  @Test func aRisePastTheMarginFailsADropIsNoted() {
    let base = WorkBaseline(counts: ["a/b": [10, 10, 100, 10, 1, 1000], "a/gone": [1, 1, 1, 1, 1, 1]])
    let now = WorkBaseline(counts: ["a/b": [12, 10, 111, 20, 1, 800], "a/new": [1, 1, 1, 1, 1, 1]])
    let comparison = base.compare(now)
    // 10 → 12 is within the slack of 2; 100 → 111 is past 10%; 10 → 20 is past both.
    #expect(comparison.rises == ["a/b: measures 100 → 111", "a/b: draws 10 → 20"])
    #expect(comparison.drops == ["a/b: bytes 1000 → 800"])
    #expect(comparison.missing == ["a/new"] && comparison.stale == ["a/gone"])
    #expect(!comparison.passes)
    #expect(base.compare(base).passes)
  }

  /// A seventh count, allocations, is named in the header of a file whose every line holds it,
  /// read back, and compared only where both sides hold it.
  @Test func allocationsAreASeventhCountComparedWhereBothSidesHoldIt() throws {
    let counted = WorkBaseline(counts: ["a/b": [1, 2, 3, 4, 1, 50, 1000], "a/c": [1, 1, 1, 1, 1, 1, 10]])
    #expect(counted.text.hasPrefix(WorkBaseline.header(columns: 7) + "\na/b 1 2 3 4 1 50 1000\n"))
    #expect(WorkBaseline.header(columns: 7).hasSuffix(" bytes allocations"))
    #expect(try WorkBaseline.parse(counted.text, file: "w.txt").get() == counted)
    // One line without allocations: the file holds the six counts every line has.
    var mixed = counted
    mixed.counts["a/d"] = [1, 1, 1, 1, 1, 1]
    #expect(mixed.text.hasPrefix(WorkBaseline.header + "\na/b 1 2 3 4 1 50\n"), "\(mixed.text)")

    let more = WorkBaseline(counts: ["a/b": [1, 2, 3, 4, 1, 50, 1200], "a/c": [1, 1, 1, 1, 1, 1, 12]])
    // 1000 → 1200 is past 10%; 10 → 12 is within the slack of 2.
    #expect(counted.compare(more).rises == ["a/b: allocations 1000 → 1200"])
    let fewer = WorkBaseline(counts: ["a/b": [1, 2, 3, 4, 1, 50, 800], "a/c": [1, 1, 1, 1, 1, 1, 10]])
    #expect(counted.compare(fewer).passes && counted.compare(fewer).drops == ["a/b: allocations 1000 → 800"])
    // A build that does not count them compares the six others, either way round.
    let uncounted = WorkBaseline(counts: ["a/b": [1, 2, 3, 4, 1, 50], "a/c": [1, 1, 1, 1, 1, 1]])
    #expect(counted.compare(uncounted) == WorkBaseline.Comparison())
    #expect(uncounted.compare(more) == WorkBaseline.Comparison())

    // A line must hold what the header names.
    for (text, message) in [
      (
        WorkBaseline.header(columns: 7) + "\na/b 1 2 3 4 1 50\n",
        "w.txt:2: expected an id and 7 whole numbers"
      ),
      (WorkBaseline.header + "\na/b 1 2 3 4 1 50 1000\n", "w.txt:2: expected an id and 6 whole numbers"),
      (WorkBaseline.header(columns: 5) + "\na/b 1 2 3 4 1\n", "w.txt:1: the first line must be"),
    ] {
      guard case .failure(let problem) = WorkBaseline.parse(text, file: "w.txt") else {
        Issue.record("\(text) was read")
        continue
      }
      #expect(problem.description.contains(message), "\(problem.description)")
    }
  }

  /// With a count of allocations, a story's seventh count is what the reading rose by across
  /// its counted drawing, and its six others are what they are without one.
  @Test func aStorysAllocationsAreTheRiseAcrossItsCountedDrawing() throws {
    let story = try #require(Self.registry.story("demo/two"))
    let readings = Mutex(0)
    let counted = WorkBaseline.measure(story, theme: .dark) {
      readings.withLock {
        $0 += 1
        return $0 * 10
      }
    }
    #expect(readings.withLock { $0 } == 2, "read before and after the counted drawing only")
    #expect(counted.count == WorkBaseline.names.count && counted.last == 10, "\(counted)")
    #expect(Array(counted.dropLast()) == WorkBaseline.measure(story, theme: .dark))
    // A program that reads nil counts six.
    #expect(WorkBaseline.measure(story, theme: .dark) { nil }.count == WorkBaseline.counted)
  }

  /// A hostile file's counts near `Int.max` compare without overflowing (they trapped).
  @Test func countsNearTheLargestNumberCompareWithoutATrap() throws {
    let text = WorkBaseline.header + "\na/b \(Int.max) \(Int.max) 0 \(Int.max - 1) 1 \(Int.max)\n"
    let huge = try WorkBaseline.parse(text, file: "w.txt").get()
    let small = WorkBaseline(counts: ["a/b": [1, Int.max, Int.max, 0, 1, Int.max]])
    let comparison = huge.compare(small)
    #expect(comparison.rises == ["a/b: measures 0 → \(Int.max)"])
    #expect(comparison.drops == ["a/b: views \(Int.max) → 1", "a/b: draws \(Int.max - 1) → 0"])
    #expect(small.compare(huge).rises.count == 2)
  }

  @Test func anExtraDrawPassIsCaught() throws {
    // What the ratchet is for: the same story drawn twice per frame doubles its draws.
    let story = try #require(Self.registry.story("demo/two"))
    let once = WorkBaseline.measure(story, theme: .dark)
    let counter = WorkCounter()
    var environment = EnvironmentValues()
    environment.workCounter = counter
    _ = Renderer.render(story.view(), size: story.layout.defaultSize, environment: environment)
    _ = Renderer.render(story.view(), size: story.layout.defaultSize, environment: environment)
    let twice = WorkBaseline(counts: ["demo/two": counter.counts.map(\.value) + [once[5]]])
    let comparison = WorkBaseline(counts: ["demo/two": once]).compare(twice)
    #expect(comparison.rises.contains { $0.contains("draws") }, "\(comparison.rises)")
    #expect(comparison.rises.contains { $0.contains("passes") }, "\(comparison.rises)")
  }

  /// A baseline is read as goldens are: a link, a folder, a file past the limit, bytes that are
  /// not UTF-8 or no file at all are refused, the file named and why, and count as unreadable
  /// (the `work` commands then say how to write one).
  @Test func aFileThatCannotBeReadIsNamedWithWhy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-work-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.txt")
    try WorkBaseline(counts: ["a/b": [1, 2, 3, 4, 5, 6]]).write(to: good)
    #expect(
      try WorkBaseline.read(path: good.path, shown: "good.txt").get().counts == ["a/b": [1, 2, 3, 4, 5, 6]])
    #expect(try WorkBaseline.read(good, shown: "good.txt").get().counts.count == 1)
    let link = folder.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: good)
    let big = folder.appendingPathComponent("big.txt")
    try Data(repeating: 0x61, count: WorkBaseline.maximumFileSize + 1).write(to: big)
    let binary = folder.appendingPathComponent("binary.txt")
    try Data([0xFF, 0xFE, 0x0A]).write(to: binary)
    let limit = "4 MiB (\(WorkBaseline.maximumFileSize) bytes)"
    for (path, reason) in [
      (link.path, "it is a symbolic link"), (folder.path, "it is not a regular file"),
      (
        big.path,
        "it is \(WorkBaseline.maximumFileSize + 1) bytes, over the limit of \(limit) for a work baseline"
      ),
      (binary.path, "it is not UTF-8 text"), (folder.appendingPathComponent("none.txt").path, "No such file"),
    ] {
      guard case .failure(let problem) = WorkBaseline.read(path: path, shown: "w.txt") else {
        Issue.record("\(path) was read")
        continue
      }
      #expect(problem.description.hasPrefix("cannot read the work baseline w.txt: \(reason)"), "\(problem)")
      #expect(problem.isUnreadable, "\(path)")
    }
    // The check says so and how to write one, with status 2.
    var errors: [String] = []
    let status = WorkBaseline.check(
      WorkBaseline(), against: link.path, shown: "w.txt", program: "Benchmarks", noun: "cases",
      output: { _ in }, error: { errors.append($0) })
    #expect(status == 2)
    #expect(
      errors == [
        "Benchmarks: cannot read the work baseline w.txt: it is a symbolic link; "
          + "write one with `swift run Benchmarks work --update`"
      ])
  }
}
