import Foundation
import Testing
import ViewKit

@testable import Benchmarks

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

func fixture(_ name: String) throws -> String {
  var text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  if text.hasSuffix("\n") { text.removeLast() }
  return text
}

@Suite struct DashboardTests {
  @Test func frameOneEqualsTheReference() throws {
    #expect(BenchmarkCLI.renderDashboard(frame: 1).plainText() == (try fixture("dashboard-frame1.txt")))
  }

  @Test func frameTwoEqualsTheReference() throws {
    #expect(BenchmarkCLI.renderDashboard(frame: 2).plainText() == (try fixture("dashboard-frame2.txt")))
  }

  @Test func styledRunsEqualTheReference() throws {
    #expect(
      BenchmarkCLI.styleRuns(BenchmarkCLI.renderDashboard(frame: 1)) == (try fixture("dashboard-styles.txt")))
  }

  @Test func frameBytesBeatTheBestPeer() {
    let bytes = BenchmarkCLI.renderDashboard(frame: 1).ansiBytes(.styled(.truecolor))
    #expect(bytes.count <= 8_750)
    let stripped = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == BenchmarkCLI.renderDashboard(frame: 1).plainText())
  }

  @Test func updateIsAtMostThirtyBytes() {
    let first = BenchmarkCLI.renderDashboard(frame: 1)
    let second = BenchmarkCLI.renderDashboard(frame: 2)
    let update = FrameDiff.update(from: first, to: second, profile: .truecolor, synchronized: true)
    #expect(update.count <= 30)
    #expect(String(decoding: update, as: UTF8.self).contains("4"))
  }

  @Test func commandLineErrors() {
    var errors: [String] = []
    #expect(
      BenchmarkCLI.run(["dashboard", "bench", "zero"], output: { _ in }, error: { errors.append($0) }) == 2)
    #expect(BenchmarkCLI.run(["--bogus"], output: { _ in }, error: { errors.append($0) }) == 2)
    #expect(errors.count == 2)
  }
}
