import Testing
import ViewKitDriver

/// Sets the record mode for one test or suite, whatever `VIEWKIT_RECORD` says (under CI nothing
/// is written still):
///
/// ```swift
/// @Test(.snapshots(record: .failed)) func greeting() { … }
/// ```
public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode inside the test.
  public let mode: SnapshotRecordMode

  /// Whether the suite's tests each take the mode (they do).
  public var isRecursive: Bool { true }

  /// Runs the test with the record mode set.
  ///
  /// - Parameters:
  ///   - test: the test or suite.
  ///   - testCase: the test case, for a parameterised test.
  ///   - function: runs the test.
  /// - Throws: what the test throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotSettings.$scopedMode.withValue(mode) { try await function() }
  }
}

extension Trait where Self == SnapshotRecordTrait {
  /// Records goldens in `mode` for this test or suite alone.
  ///
  /// - Parameter mode: which goldens the test writes.
  /// - Returns: the trait.
  public static func snapshots(record mode: SnapshotRecordMode) -> Self { SnapshotRecordTrait(mode: mode) }
}
