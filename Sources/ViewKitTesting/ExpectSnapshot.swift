import Foundation
import Testing
import ViewKit

/// Checks text against a golden file, recording an issue in the current test on failure.
///
/// The workflow follows ``SnapshotSettings``: missing goldens are recorded (and fail once, to be
/// looked at), mismatches leave `<golden>.new` beside the golden with a readable diff, and under
/// CI nothing is written.
public func expectSnapshot(
  _ text: String, golden: URL, settings: SnapshotSettings = .current,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let problem = settings.problem {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
  if let failure = SnapshotStore.check(text, golden: golden, settings: settings).failure {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// Checks a view against a golden file in a `Snapshots` folder beside the test file.
///
/// The golden is `Snapshots/<name>.<theme>.txt`, in ViewKit's snapshot format (header, text
/// grid, style runs), rendered at a fixed size, theme and colour profile.
///
/// ```swift
/// import Testing
/// import ViewKit
/// import ViewKitTesting
///
/// @Test func greeting() {
///   expectSnapshot(of: Greeting(name: "you"), named: "greeting", size: Size(width: 40, height: 5))
/// }
/// ```
public func expectSnapshot<V: View>(
  of view: V, named name: String, size: Size, theme: Theme = .dark, profile: ColorProfile = .truecolor,
  settings: SnapshotSettings = .current, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let canvas = Renderer.render(view, size: size, theme: theme, profile: profile)
  let text = SnapshotFormat.encode(canvas, header: [("id", name), ("theme", theme.name)], profile: profile)
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let suffix = profile == .truecolor ? "" : ".\(profile)"
  let golden = folder.appendingPathComponent("\(name).\(theme.name)\(suffix).txt")
  expectSnapshot(text, golden: golden, settings: settings, sourceLocation: sourceLocation)
}
