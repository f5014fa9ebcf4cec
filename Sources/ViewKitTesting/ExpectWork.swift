import Testing
import ViewKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks every story's counted work against a baseline file (``WorkBaseline``), recording an
/// issue in the current test for each count that rose past the margin, each story without a
/// baseline and each baseline without a story. Counts are exact and the same everywhere, so
/// this catches a rendering regression (an extra draw pass, a layout measured twice) that no
/// timed test could.
///
/// With `VIEWKIT_WORK=update` in the environment the file is written with this run's counts
/// instead (and the test fails once, so that an update is never mistaken for a pass); review
/// the change with `git diff` like a golden.
///
/// ```swift
/// @Test func work() {
///   expectWork(of: MyStories.registry, baseline: URL(fileURLWithPath: #filePath)
///     .deletingLastPathComponent().appendingPathComponent("work-baselines.txt"))
/// }
/// ```
///
/// - Parameters:
///   - registry: the stories.
///   - baseline: the baseline file.
///   - theme: the theme the stories are drawn in.
///   - environment: the process's environment variables.
///   - sourceLocation: where to record an issue; leave the default.
public func expectWork(
  of registry: StoryRegistry, baseline: URL, theme: Theme = .dark,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let measured = WorkBaseline.measure(registry, theme: theme)
  let shown = SnapshotStore.displayPath(baseline)
  if environment["VIEWKIT_WORK"] == "update" {
    // A test does not count allocations (a test binary keeps the system's allocator, and tests
    // running at once warm each other's caches): a baseline that holds them, written by
    // `Storybook work --update`, is left to that command.
    guard !WorkBaseline.namesAllocations(path: baseline.path) else {
      Issue.record(
        "\(shown) holds allocations, which a test does not count; update it with `swift run Storybook work --update`",
        sourceLocation: sourceLocation)
      return
    }
    do {
      try measured.write(to: baseline)
      Issue.record(
        "wrote the work of \(measured.counts.count) stories to \(shown) (VIEWKIT_WORK=update)",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("cannot write \(shown): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  let stored: WorkBaseline
  switch WorkBaseline.read(baseline, shown: shown) {
  case .failure(let problem):
    Issue.record(
      Comment(
        rawValue: problem.description + (problem.isUnreadable ? "; write it with VIEWKIT_WORK=update" : "")),
      sourceLocation: sourceLocation)
    return
  case .success(let read): stored = read
  }
  let hint =
    " (if the change is meant, update the baseline: VIEWKIT_WORK=update, or `swift run Storybook work --update`)"
  for problem in stored.compare(measured).problems {
    Issue.record(Comment(rawValue: problem + hint), sourceLocation: sourceLocation)
  }
}
