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
    #expect(counts.count == WorkBaseline.names.count)
    // views, nodes, measures, draws, passes, bytes: something of each, one pass.
    #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
    #expect(counts[4] == 1)
  }

  /// The check: a deliberately added draw pass fails the ratchet, and the unchanged
  /// cases pass it.
  @Test func anExtraDrawPassFailsAndTheSameWorkPasses() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "work-cases-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("baselines.txt").path
    var out = ""
    var err = ""
    func run(_ arguments: [String], _ cases: [Case]) -> Int32 {
      out = ""
      err = ""
      return BenchmarkCLI.work(
        arguments + ["--file", file], cases: { cases }, output: { out += $0 }, error: { err += $0 })
    }
    #expect(run([], [Self.card()]) == 2, "no baseline yet")
    #expect(err.contains("work --update"), "\(err)")
    #expect(run(["--update"], [Self.card()]) == 0, "\(err)")
    #expect(out.contains("Wrote the work of 1 cases"))
    #expect(run([], [Self.card()]) == 0, "\(err)")
    #expect(out.contains("1 cases within the baseline"))

    #expect(run([], [Self.card(passes: 2)]) == 1)
    #expect(err.contains("more work: a-card-80x24: passes 1 → 2"), "\(err)")
    #expect(err.contains("more work: a-card-80x24: draws"), "\(err)")

    #expect(run([], [Self.card(), Self.card(name: "another card")]) == 1)
    #expect(err.contains("no baseline for another-card"), "\(err)")
    #expect(run([], []) == 1)
    #expect(err.contains("a baseline for nothing measured: a-card-80x24"), "\(err)")
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
