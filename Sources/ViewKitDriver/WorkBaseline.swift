import ViewKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The work-counter ratchet's file by URL (``WorkBaseline`` reads and checks it by path).
extension WorkBaseline {
  /// Reads a baseline file (``read(path:shown:)``).
  ///
  /// - Parameters:
  ///   - url: the baseline file.
  ///   - shown: its name in messages.
  /// - Returns: the baseline, or what stopped it.
  public static func read(_ url: URL, shown: String) -> Result<WorkBaseline, WorkBaselineError> {
    read(path: url.path, shown: shown)
  }

  /// Writes this baseline's ``text`` to a file, replacing it whole (written beside, then renamed).
  ///
  /// - Parameter url: the baseline file.
  public func write(to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// A `work` command's check of the baseline file at `url`
  /// (``check(_:against:shown:program:noun:output:error:)``).
  ///
  /// - Parameters:
  ///   - measured: this run's counts.
  ///   - url: the baseline file.
  ///   - shown: its name in messages.
  ///   - program: the program's name, before each problem and in the update command it names.
  ///   - noun: what a line counts (`stories`, `cases`).
  ///   - output: takes each line of the report.
  ///   - error: takes each problem.
  /// - Returns: the exit status: 0 within the baseline, 1 a rise, a line without a baseline or
  ///   a baseline without a line, 2 a file that cannot be read.
  public static func check(
    _ measured: WorkBaseline, against url: URL, shown: String, program: String, noun: String,
    output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    check(
      measured, against: url.path, shown: shown, program: program, noun: noun, output: output, error: error)
  }
}
