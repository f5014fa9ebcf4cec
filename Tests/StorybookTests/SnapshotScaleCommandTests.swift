import Foundation
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

@Suite struct SnapshotScaleCommandTests {
  /// `snapshots scale` records a generated catalogue, checks it, splits it into shards, and
  /// reports as JSON; bad arguments are usage errors, not numbers.
  @Test func scaleRecordsChecksAndSplitsAGeneratedCatalogue() throws {
    let (status, capture) = runCLI(["snapshots", "scale", "--stories", "10", "--shards", "2"])
    #expect(status == 0, "\(capture.err)")
    let json = try #require(capture.out.first)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let themes = Theme.builtIn.count
    #expect(report["goldens"] as? Int == 10 * themes)
    #expect(report["themes"] as? Int == themes)
    #expect((report["shard_goldens"] as? [Int])?.reduce(0, +) == 10 * themes, "every golden in a shard")
    #expect((report["shard_goldens"] as? [Int])?.count == 2)
    #expect((report["per_golden_by_size"] as? [String: Any])?.isEmpty == false)
    for bad in [
      ["--stories", "0"], ["--stories", "100001"], ["--shards", "\(GoldenShard.maximumCount + 1)"],
      ["--size", "3"],
      ["x"], ["--stories"], ["--stories", "ten"], ["\u{1B}[31m"],
    ] {
      let (badStatus, badCapture) = runCLI(["snapshots", "scale"] + bad)
      #expect(badStatus == 2, "\(bad)")
      #expect(badCapture.out.isEmpty, "\(bad)")
      #expect(badCapture.err.first?.hasPrefix("Storybook: ") == true, "\(badCapture.err)")
      #expect(!badCapture.err.joined().contains("\u{1B}"), "\(bad)")
    }
    #expect(runCLI(["snapshots", "scal"]).1.err.joined().contains("did you mean \"scale\"?"))
  }
}
