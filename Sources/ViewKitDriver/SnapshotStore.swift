import ViewKit
import ViewKitPlatform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// The golden matched, but record mode `all` is on: the assertion fails so that a run
  /// recording everything is never taken for a passing one.
  case matchedWhileRecordingAll(path: String)
  /// The golden exists but cannot be read (permissions, a folder, not UTF-8): never treated as
  /// missing, so it is never overwritten.
  case unreadable(path: String, reason: String)
  /// A golden or `.new` file could not be written.
  case writeFailed(path: String, reason: String)
  /// The golden holds git conflict markers (``GoldenConflict``): it was not compared, and it was
  /// left as it is; `pending` is the `.new` file written beside it, if any.
  case conflicted(path: String, pending: String?)
  /// The golden held git conflict markers and has been rewritten (record mode `failed` or `all`).
  case conflictRerecorded(path: String)

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
        "Rewrote \(path) (record mode); review the change with `git diff`.\n\(diff)"
    case .matchedWhileRecordingAll(let path):
      return
        "\(path) matches, but record mode `all` fails every snapshot assertion so that a recording "
        + "run never passes unseen. Turn it off and run the tests again."
    case .unreadable(let path, let reason):
      return "Cannot read the golden file \(path): \(reason). It was left as it is."
    case .writeFailed(let path, let reason):
      return "Cannot write \(path): \(reason)."
    case .conflicted(let path, let pending):
      let written = pending.map { " The new output is in \($0)." } ?? ""
      return
        "The golden file \(path) has git conflict markers (<<<<<<<, =======, >>>>>>>), so it was not compared "
        + "and was left as it is.\(written) \(GoldenConflict.resolution)"
    case .conflictRerecorded(let path):
      return
        "Rewrote \(path), which had git conflict markers (record mode); review the change with `git diff`."
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
    let expected: String
    switch read(golden) {
    case .absent:
      guard writes && settings.mode != .never else { return .missing(path: path) }
      if let failure = write(actual, to: golden) { return failure }
      try? manager.removeItem(at: pending)
      return .recorded(path: path)
    case .unreadable(let reason):
      return .unreadable(path: path, reason: reason)
    case .text(let text):
      expected = text
    }
    if GoldenConflict.hasMarkers(expected) {
      // A conflict to resolve, never a golden: not compared, and rewritten only when asked.
      guard writes else { return .conflicted(path: path, pending: nil) }
      if settings.mode == .failed || settings.mode == .all {
        if let failure = write(actual, to: golden) { return failure }
        try? manager.removeItem(at: pending)
        return .conflictRerecorded(path: path)
      }
      if let failure = write(actual, to: pending) { return failure }
      return .conflicted(path: path, pending: displayPath(pending))
    }
    if expected == actual {
      guard writes else { return .matched }
      try? manager.removeItem(at: pending)
      return settings.mode == .all ? .matchedWhileRecordingAll(path: path) : .matched
    }
    let diff = SnapshotDiff.describe(expected: expected, actual: actual)
    guard writes else { return .mismatch(path: path, diff: diff, pending: nil) }
    if settings.mode == .failed || settings.mode == .all {
      if let failure = write(actual, to: golden) { return failure }
      try? manager.removeItem(at: pending)
      return .rerecorded(path: path, diff: diff)
    }
    if let failure = write(actual, to: pending) { return failure }
    return .mismatch(path: path, diff: diff, pending: displayPath(pending))
  }

  /// What reading a golden found.
  enum Read {
    case absent
    case unreadable(String)
    case text(String)
  }

  static func read(_ url: URL) -> Read {
    var info = FileStatus()
    guard Platform.fileStatus(url.path, &info) == 0 else { return .absent }
    if info.st_mode & Platform.FileType.mask == Platform.FileType.directory {
      return .unreadable("it is a folder")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .unreadable("permission denied")
    }
    guard let text = String(data: data, encoding: .utf8) else { return .unreadable("it is not UTF-8 text") }
    return .text(text)
  }

  /// Writes a file (and its folder); the failure as an outcome, nil when it was written.
  @discardableResult
  static func write(_ text: String, to url: URL) -> SnapshotOutcome? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return .writeFailed(path: displayPath(url), reason: reason(for: error, writing: url))
    }
  }

  /// Why writing `url` failed: the C library's words where it gave a reason, after the path
  /// that failed when it is another (the folder on the way, say).
  static func reason(for error: any Error, writing url: URL) -> String {
    let cocoa = error as? CocoaError
    let words: String
    if let posix = cocoa?.underlying as? POSIXError ?? error as? POSIXError {
      words = Platform.errorText(posix.code.rawValue)
    } else if let cocoa {
      words = "the file system refused (error \(cocoa.code.rawValue))"
    } else {
      words = Sanitizer.sanitizeLine("\(error)")
    }
    guard let path = cocoa?.filePath, path != url.path else { return words }
    return Sanitizer.sanitizeLine(displayPath(URL(fileURLWithPath: path))) + ": " + words
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
