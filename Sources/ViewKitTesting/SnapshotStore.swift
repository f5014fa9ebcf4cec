import Foundation

/// The result of comparing a snapshot with its golden file.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The golden matches.
  case matched
  /// There was no golden; it has been written and needs a look.
  case recorded(path: String)
  /// There is no golden, and this run may not write one.
  case missing(path: String)
  /// The golden differs; `pending` is the `.new` file written beside it, if any.
  case mismatch(path: String, diff: String, pending: String?)
  /// The golden differed and has been rewritten (record mode `failed` or `all`).
  case rerecorded(path: String, diff: String)

  /// Why the assertion fails, or nil when it passes.
  public var failure: String? {
    switch self {
    case .matched:
      return nil
    case .recorded(let path):
      return "Recorded a new golden file at \(path). Look at it, commit it, and run the tests again."
    case .missing(let path):
      return
        "No golden file at \(path), and this run writes none (CI, or \(SnapshotSettings.recordVariable)=never). "
        + "Record it by running `swift test` outside CI, review it, and commit it."
    case .mismatch(let path, let diff, let pending):
      let review =
        pending.map {
          "The new output is in \($0): accept it with `mv '\($0)' '\(path)'`, or reject it with `rm '\($0)'`."
        }
        ?? "Nothing was written (CI)."
      return "Snapshot does not match \(path). \(review)\n\(diff)"
    case .rerecorded(let path, let diff):
      return
        "Rewrote \(path) (\(SnapshotSettings.recordVariable)); review the change with `git diff`.\n\(diff)"
    }
  }
}

/// Compares snapshot text with golden files and records them as the settings allow.
public enum SnapshotStore {
  /// The suffix of a pending file written beside a golden that does not match.
  public static let pendingSuffix = ".new"

  /// Compares `actual` with the golden at `golden`, writing files as the settings allow.
  ///
  /// - Parameters:
  ///   - actual: the snapshot text produced.
  ///   - golden: the golden file's location.
  ///   - settings: whether to record, and whether the tests run under CI.
  /// - Returns: whether it matched, was recorded, is missing, or differs (with the diff).
  public static func check(_ actual: String, golden: URL, settings: SnapshotSettings) -> SnapshotOutcome {
    let path = displayPath(golden)
    let pending = URL(fileURLWithPath: golden.path + pendingSuffix)
    let manager = FileManager.default
    let writes = !settings.isCI
    guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
      guard writes && settings.mode != .never else { return .missing(path: path) }
      write(actual, to: golden)
      try? manager.removeItem(at: pending)
      return .recorded(path: path)
    }
    if expected == actual {
      if writes { try? manager.removeItem(at: pending) }
      return .matched
    }
    let diff = SnapshotDiff.describe(expected: expected, actual: actual)
    guard writes else { return .mismatch(path: path, diff: diff, pending: nil) }
    if settings.mode == .failed || settings.mode == .all {
      write(actual, to: golden)
      try? manager.removeItem(at: pending)
      return .rerecorded(path: path, diff: diff)
    }
    write(actual, to: pending)
    return .mismatch(path: path, diff: diff, pending: displayPath(pending))
  }

  static func write(_ text: String, to url: URL) {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url, options: .atomic)
  }

  /// A path relative to the current directory when it lies inside it.
  ///
  /// - Parameter url: a file.
  /// - Returns: the path to show in messages.
  public static func displayPath(_ url: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
