#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// When golden files are written.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Never write a golden; a mismatch still leaves a `.new` file for review (outside CI).
  case never
  /// Write goldens that do not exist yet (the default).
  case missing
  /// Write goldens that do not exist or do not match; the assertions that wrote fail.
  case failed
  /// Write every golden, matching or not, and fail every assertion: for regenerating a whole
  /// suite, never left on.
  case all
}

/// How snapshot assertions behave: the record mode and whether this is CI.
///
/// Read from the environment: `VIEWKIT_RECORD` (`never`, `missing`, `failed`, `all`; default
/// `missing`) and `CI` (set and not `0`/`false`). Under CI nothing is ever written: a missing
/// golden fails, and a mismatch fails without leaving a `.new` file.
public struct SnapshotSettings: Sendable, Hashable {
  /// Which goldens a run writes: none, missing ones, failed ones, or all.
  public var mode: SnapshotRecordMode
  /// Whether the tests run under CI.
  public var isCI: Bool
  /// A problem with the environment (an unknown `VIEWKIT_RECORD`), reported by every assertion.
  public var problem: String?

  /// Creates settings; by default missing goldens are recorded, outside CI.
  ///
  /// - Parameters:
  ///   - mode: which goldens are written.
  ///   - isCI: whether the tests run under CI, where nothing is written.
  ///   - problem: a problem with the environment to report in every assertion; nil for none.
  public init(mode: SnapshotRecordMode = .missing, isCI: Bool = false, problem: String? = nil) {
    self.mode = mode
    self.isCI = isCI
    self.problem = problem
  }

  /// The environment variable that sets the record mode.
  public static let recordVariable = "VIEWKIT_RECORD"

  /// Settings from environment variables.
  ///
  /// - Parameter environment: the process's environment variables: `CI` and ``recordVariable``.
  /// - Returns: the settings, with ``problem`` set for an unknown record mode.
  public static func from(environment: [String: String]) -> SnapshotSettings {
    let ci = (environment["CI"] ?? "").lowercased()
    let isCI = !ci.isEmpty && ci != "0" && ci != "false"
    guard let text = environment[recordVariable], !text.isEmpty else { return SnapshotSettings(isCI: isCI) }
    guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
      let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      return SnapshotSettings(
        mode: .never, isCI: isCI,
        problem: "\(recordVariable)=\(text) is not a record mode; use one of \(modes)")
    }
    return SnapshotSettings(mode: mode, isCI: isCI)
  }

  /// Settings from this process's environment, with the record mode of a
  /// `.snapshots(record:)` (ViewKitTesting) trait on the running test or suite when there is one.
  public static var current: SnapshotSettings {
    var settings = from(environment: ProcessInfo.processInfo.environment)
    if let scoped = scopedMode {
      settings.mode = scoped
      settings.problem = nil
    }
    return settings
  }

  /// The record mode a trait sets for the test running on this task.
  @TaskLocal package static var scopedMode: SnapshotRecordMode?
}
