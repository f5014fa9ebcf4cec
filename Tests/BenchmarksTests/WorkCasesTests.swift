import AllocationCount
import Foundation
import Testing
import ViewKit
import ViewKitDriver

@testable import Benchmarks

/// The work ratchet over the benchmark cases (`Benchmarks work`); the real cases against the
/// committed baseline are checked by CI's `swift run Benchmarks work` step.
@Suite struct WorkCasesTests {
  /// A case drawing a small card once, or `passes` times into the same counter.
  static func card(name: String = "a card (80x24)", passes: Int = 1) -> Case {
    Case(name: name) { counter in
      var bytes = 0
      for _ in 0..<passes {
        bytes = Case.frameBytes(Card(title: "Title") { Text("a line of text") }, counter: counter)
      }
      return bytes
    }
  }

  @Test func anIDIsTheNameInLowerCaseWithHyphens() {
    #expect(
      BenchmarkCLI.workID("dashboard frame (build + render + ANSI)") == "dashboard-frame-build-render-ansi")
    #expect(BenchmarkCLI.workID("list frame, 10,000 rows (80x24)") == "list-frame-10-000-rows-80x24")
    #expect(BenchmarkCLI.workID("  日本 table ") == "table")
  }

  @Test func aDrawingCaseIsCountedAndOneThatDrawsNothingIsLeftOut() throws {
    let measured = try BenchmarkCLI.measureWork([
      Self.card(), Case(name: "width of a text", renders: false) { _ in 3 },
    ]).get()
    let counts = try #require(measured.counts["a-card-80x24"])
    #expect(measured.counts.count == 1)
    // Allocations are counted in a debug build on glibc, as this test runs in CI.
    #expect(counts.count == WorkBaseline.counted + (BenchmarkCLI.threadAllocations() == nil ? 0 : 1))
    // views, nodes, measures, draws, passes, bytes, allocations: something of each, one pass.
    #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
    #expect(counts[4] == 1)
  }

  /// The check: a deliberately added draw pass fails the ratchet, and the unchanged
  /// cases pass it.
  @Test func anExtraDrawPassFailsAndTheSameWorkPasses() throws {
    let run = try WorkRun()
    #expect(run([], [Self.card()]) == 2, "no baseline yet")
    #expect(run.err.contains("work --update"), "\(run.err)")
    #expect(run(["--update"], [Self.card()]) == 0, "\(run.err)")
    #expect(run.out.contains("Wrote the work of 1 cases"))
    #expect(run([], [Self.card()]) == 0, "\(run.err)")
    #expect(run.out.contains("1 cases within the baseline"))

    #expect(run([], [Self.card(passes: 2)]) == 1)
    #expect(run.err.contains("more work: a-card-80x24: passes 1 → 2"), "\(run.err)")
    #expect(run.err.contains("more work: a-card-80x24: draws"), "\(run.err)")

    #expect(run([], [Self.card(), Self.card(name: "another card")]) == 1)
    #expect(run.err.contains("no baseline for another-card"), "\(run.err)")
    #expect(run([], []) == 1)
    #expect(run.err.contains("a baseline for nothing measured: a-card-80x24"), "\(run.err)")
  }

  /// An object the allocation tests make on the heap.
  final class Box {}

  /// The card, and `boxes` more objects made on the heap each time it is drawn.
  static func allocatingCard(boxes: Int) -> Case {
    Case(name: "a card (80x24)") { counter in
      var kept: [Box] = []
      kept.reserveCapacity(boxes)
      for _ in 0..<boxes { kept.append(Box()) }
      return Case.frameBytes(Card(title: "Title") { Text("a line of text") }, counter: counter) + kept.count
        - boxes
    }
  }

  /// The thread's count rises by each object made on it, and not by what another thread makes.
  @Test(.enabled(if: BenchmarkCLI.threadAllocations() != nil, "allocations are counted on glibc"))
  func theCountIsTheCallingThreadsAllocations() {
    var kept: [Box] = []
    kept.reserveCapacity(1_000)
    let before = viewkit_thread_allocations()
    for _ in 0..<1_000 { kept.append(Box()) }
    let after = viewkit_thread_allocations()
    #expect(after - before >= 1_000 && after - before < 1_100, "\(after - before)")
    let done = DispatchSemaphore(value: 0)
    let start = viewkit_thread_allocations()
    let thread = Thread {
      var theirs: [Box] = []
      for _ in 0..<10_000 { theirs.append(Box()) }
      withExtendedLifetime(theirs) { _ = done.signal() }
    }
    thread.start()
    done.wait()
    #expect(
      viewkit_thread_allocations() - start < 1_000, "another thread's 10,000 objects are not this one's")
    withExtendedLifetime(kept) {}
  }

  /// A case that makes more objects each frame than its baseline holds fails the ratchet on
  /// its allocations alone; a build that cannot count them leaves the baseline's alone.
  @Test(.enabled(if: BenchmarkCLI.threadAllocations() != nil, "allocations are counted on glibc"))
  func moreAllocationsFailAndABuildThatCannotCountThemKeepsThem() throws {
    let run = try WorkRun()
    let file = run.file
    #expect(run(["--update"], [Self.allocatingCard(boxes: 0)]) == 0, "\(run.err)")
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written.hasPrefix(WorkBaseline.header(columns: 7) + "\n"), "\(written)")
    #expect(run([], [Self.allocatingCard(boxes: 0)]) == 0, "\(run.err)")

    #expect(run([], [Self.allocatingCard(boxes: 2_000)]) == 1)
    #expect(run.err.contains("more work: a-card-80x24: allocations"), "\(run.err)")
    #expect(!run.err.contains("draws") && !run.err.contains("bytes"), "only allocations rose: \(run.err)")

    // Without a count (a release build, another C library): checked on the other six, said so,
    // and an update that would drop the baseline's allocations is refused.
    #expect(run([], [Self.allocatingCard(boxes: 2_000)], allocations: { nil }) == 0, "\(run.err)")
    #expect(run.out.contains("Allocations are not counted in this build"), "\(run.out)")
    #expect(run(["--update"], [Self.allocatingCard(boxes: 0)], allocations: { nil }) == 2)
    #expect(run.err.contains("holds allocations, which this build does not count"), "\(run.err)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == written, "the baseline is left as it was")
    // The same with a broken line in the file: its header names allocations, so it is kept.
    let broken = written + "a-broken-line 1 2\n"
    try Data(broken.utf8).write(to: URL(fileURLWithPath: file))
    #expect(run(["--update"], [Self.allocatingCard(boxes: 0)], allocations: { nil }) == 2)
    #expect(
      try String(contentsOfFile: file, encoding: .utf8) == broken, "the broken baseline is left as it was")

    // A counting build against a baseline without allocations says how to record them.
    try Data(
      (WorkBaseline.header + "\n"
        + written.split(separator: "\n")[1].split(separator: " ").dropLast().joined(separator: " ")
        + "\n").utf8
    ).write(to: URL(fileURLWithPath: file))
    #expect(run([], [Self.allocatingCard(boxes: 0)]) == 0, "\(run.err)")
    #expect(run.out.contains("The baseline holds no allocations"), "\(run.out)")
  }

  /// Counts that would check nothing are refused: two cases under one id, and a case said to
  /// draw whose counter never reaches the renderer.
  @Test func casesThatWouldCheckNothingAreRefused() {
    var err = ""
    let twins = [Self.card(name: "table 100 rows"), Self.card(name: "table (100 rows)")]
    #expect(BenchmarkCLI.work([], cases: { twins }, output: { _ in }, error: { err += $0 }) == 2)
    #expect(err.contains("two cases have the id table-100-rows"), "\(err)")
    err = ""
    let uncounted = Case(name: "a frame") { _ in Case.frameBytes(Text("x"), counter: nil) }
    #expect(BenchmarkCLI.work([], cases: { [uncounted] }, output: { _ in }, error: { err += $0 }) == 2)
    #expect(err.contains("a frame counted no pass"), "\(err)")
  }

  @Test func badArgumentsAreUsageErrors() {
    for bad in [["--file"], ["--nope"], ["x"]] {
      var err = ""
      #expect(BenchmarkCLI.run(["work"] + bad, output: { _ in }, error: { err += $0 }) == 2, "\(bad)")
      #expect(err.hasPrefix("Benchmarks: work takes --update and --file PATH"), "\(err)")
    }
  }
}

/// `Benchmarks work` run against a baseline file in a folder of its own (removed with it), its
/// output and errors kept from the last run.
final class WorkRun {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "work-cases-\(UUID().uuidString)")
  var file: String { folder.appendingPathComponent("baselines.txt").path }
  var out = ""
  var err = ""

  init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `work` with `arguments` and `--file` over `cases`; the exit status.
  func callAsFunction(
    _ arguments: [String], _ cases: [Case], allocations: @escaping () -> Int? = BenchmarkCLI.threadAllocations
  ) -> Int32 {
    out = ""
    err = ""
    return BenchmarkCLI.work(
      arguments + ["--file", file], cases: { cases }, allocations: allocations, output: { self.out += $0 },
      error: { self.err += $0 })
  }
}
