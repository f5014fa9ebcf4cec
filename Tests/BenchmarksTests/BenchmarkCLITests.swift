import Foundation
import Testing
import ViewKit

@testable import Benchmarks

@Suite struct BenchmarkCLITests {
  @Test func aFigureHasThreeDecimals() {
    #expect(BenchmarkCLI.format3(2.5) == "2.500")
    #expect(BenchmarkCLI.format3(12.0625) == "12.063" || BenchmarkCLI.format3(12.0625) == "12.062")
    #expect(BenchmarkCLI.format3(-0.05) == "-0.050")
    #expect(BenchmarkCLI.format3(-0.0004) == "0.000")
    #expect(BenchmarkCLI.format3(.infinity) == "null")
    #expect(BenchmarkCLI.format3(.nan) == "null")
    #expect(BenchmarkCLI.format3(1e300) == "null")
  }

  @Test func keysReportsThePeakMemory() throws {
    var out = ""
    var err = ""
    #expect(BenchmarkCLI.run(["keys", "40"], output: { out += $0 }, error: { err += $0 }) == 0)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(report["keys"] as? Int == 40)
    #expect((report["peak_rss_kib"] as? Int ?? 0) > 0)
    #expect(BenchmarkCLI.run(["keys", "0"], output: { _ in }, error: { err += $0 }) == 2)
  }

  /// An unknown argument is a usage error that shows it inert; the verb that moved says where.
  @Test func anUnknownArgumentIsShownInert() {
    var err = ""
    #expect(BenchmarkCLI.run(["--x\u{1B}[31m"], output: { _ in }, error: { err += $0 }) == 2)
    #expect(err.hasPrefix("Benchmarks: unknown argument \"--x") && !err.contains("\u{1B}"), "\(err)")
    err = ""
    #expect(BenchmarkCLI.run(["goldens"], output: { _ in }, error: { err += $0 }) == 2)
    #expect(err.contains("Storybook snapshots scale"))
    err = ""
    #expect(
      BenchmarkCLI.run(
        ["first-frame", "--runs", "1", "/nonexistent/\u{1B}[2J"], output: { _ in }, error: { err += $0 }) != 0
    )
    #expect(!err.contains("\u{1B}"), "\(err)")
  }

  /// `first-frame` starts a program in a pseudo-terminal and reports its times as JSON; a program
  /// that draws no frame, or bad arguments, are errors, not numbers. (The figures themselves are
  /// measured by running it, not here.)
  @Test func firstFrameReportsJSONOrAClearError() throws {
    var out = ""
    var err = ""
    #expect(BenchmarkCLI.run(["first-frame"], output: { out += $0 }, error: { err += $0 }) == 2)
    #expect(err.contains("needs a program"))
    #expect(
      BenchmarkCLI.run(["first-frame", "--runs", "0", "x"], output: { _ in }, error: { err += $0 }) == 2)
    err = ""
    #expect(
      BenchmarkCLI.run(
        ["first-frame", "--runs", "1", "/bin/true"], output: { out += $0 }, error: { err += $0 }) == 1)
    #expect(err.contains("drew no frame"), "\(err)")
    #expect(out.isEmpty)
  }

  /// A new folder under the temporary directory.
  func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vk-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theDiffFilesAreWrittenWholeAndReplacedWithNoTemporaryLeft() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frame = folder.appendingPathComponent("viewkit.frame1.ansi")
    try Data("an older, longer frame than the new one, to be replaced whole".utf8).write(to: frame)
    var errors: [String] = []
    var out = ""
    #expect(
      BenchmarkCLI.run(
        ["dashboard", "diff", folder.path], output: { out += $0 }, error: { errors.append($0) })
        == 0)
    #expect(errors.isEmpty)
    // An unchanged frame writes nothing at all.
    let report = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(report["unchanged_bytes"] as? Int == 0)
    #expect((report["update_bytes"] as? Int ?? 0) > 0)
    let first = BenchmarkCLI.renderDashboard(frame: 1)
    let expected = FrameDiff.update(from: nil, to: first, profile: .truecolor, synchronized: true)
    #expect(try Data(contentsOf: frame) == Data(expected))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["viewkit.frame1.ansi", "viewkit.update.ansi"])
  }

  @Test func aWriteThatFailsIsReportedAndLeavesNoFileBehind() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the update goes: the rename over it fails once every byte is written.
    let blocked = folder.appendingPathComponent("viewkit.update.ansi")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: blocked.appendingPathComponent("inside"))
    var errors: [String] = []
    #expect(
      BenchmarkCLI.run(["dashboard", "diff", folder.path], output: { _ in }, error: { errors.append($0) })
        == 1)
    #expect(
      errors.count == 1 && errors.first?.hasPrefix("Benchmarks: cannot write to \(folder.path): ") == true)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["viewkit.frame1.ansi", "viewkit.update.ansi"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["inside"])
    // A path whose folder is missing: nothing is created.
    #expect(BenchmarkCLI.write([1, 2, 3], to: folder.path + "/missing/file") != nil)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
  }
}
