import Testing
import ViewKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks text against a golden file, recording an issue in the current test on failure.
///
/// The workflow follows ``SnapshotSettings``: missing goldens are recorded (and fail once, to be
/// looked at), mismatches leave `<golden>.new` beside the golden with a readable diff, and under
/// CI nothing is written.
///
/// - Parameters:
///   - text: the snapshot text to check.
///   - golden: the golden file's location.
///   - settings: whether to record, and whether the tests run under CI.
///   - sourceLocation: where to record an issue; leave the default.
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
///
/// - Parameters:
///   - view: the view to draw.
///   - name: the golden's name, also the snapshot's `id`.
///   - size: the canvas's columns and rows.
///   - theme: the theme to draw with.
///   - profile: the colour profile; other than `truecolor`, it is added to the file name.
///   - settings: whether to record, and whether the tests run under CI.
///   - filePath: the test file, beside which the `Snapshots` folder lies; leave the default.
///   - sourceLocation: where to record an issue; leave the default.
public func expectSnapshot<V: View>(
  of view: V, named name: String, size: Size, theme: Theme = .dark, profile: ColorProfile = .truecolor,
  settings: SnapshotSettings = .current, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let canvas = Renderer.render(view, size: size, theme: theme, profile: profile)
  let text = SnapshotFormat.encode(canvas, header: [("id", name), ("theme", theme.name)], profile: profile)
  let golden = snapshotGolden(named: name, theme: theme, profile: profile, besideFile: filePath)
  expectSnapshot(text, golden: golden, settings: settings, sourceLocation: sourceLocation)
}

/// Where ``expectSnapshot(of:named:size:theme:profile:settings:filePath:sourceLocation:)`` keeps
/// a golden: `Snapshots/<name>.<theme>[.<profile>].txt` beside the test file.
func snapshotGolden(named name: String, theme: Theme, profile: ColorProfile, besideFile filePath: String)
  -> URL
{
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  // Named as the story goldens name theirs: `.no-color` for no colour, else the profile.
  let suffix =
    profile == .truecolor ? "" : profile == .none ? ".\(GoldenLayout.noColorName)" : ".\(profile)"
  return folder.appendingPathComponent("\(name).\(theme.name)\(suffix).txt")
}
