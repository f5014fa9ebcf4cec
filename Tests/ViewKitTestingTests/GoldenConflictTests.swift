import Foundation
import Testing
import ViewKit

@testable import ViewKitDriver
@testable import ViewKitTesting

/// A golden's text as `SnapshotFormat` writes it, for a text of two cells.
func goldenText(_ text: String, theme: String = "dark") -> String {
  SnapshotFormat.encode(
    Renderer.render(Text(text), size: Size(width: 2, height: 1)),
    header: [("id", "demo/hi"), ("theme", theme)], profile: .truecolor)
}

/// `ours` and `theirs` as git leaves them after a conflicting merge, the whole file in conflict.
func conflicted(_ ours: String, _ theirs: String) -> String {
  "<<<<<<< HEAD\n\(ours)=======\n\(theirs)>>>>>>> feature\n"
}

@Suite struct GoldenConflictTests {
  @Test func findsMarkersOnlyAtLineStarts() {
    #expect(GoldenConflict.hasMarkers(conflicted(goldenText("hi"), goldenText("ho"))))
    // The header intact, the conflict in a style run.
    let lower =
      "viewkit-snapshot 2 id=a\nhi\n--- styles\n<<<<<<< HEAD\n0:0-1 bold \"hi\"\n=======\n>>>>>>> x\n"
    #expect(GoldenConflict.hasMarkers(lower))
    // A grid row that holds the characters further in, or markers out of order, is no conflict.
    #expect(!GoldenConflict.hasMarkers("viewkit-snapshot 2\n │<<<<<<< \n =======\n >>>>>>> \n"))
    #expect(!GoldenConflict.hasMarkers(">>>>>>> a\n=======\n<<<<<<< b\n"))
    #expect(!GoldenConflict.hasMarkers("<<<<<<<< HEAD\n=======\n>>>>>>> b\n"))
    #expect(!GoldenConflict.hasMarkers(goldenText("hi")))
  }

  @Test func splitsTheTwoSidesIncludingTheDiff3Style() throws {
    let merge = conflicted(goldenText("hi"), goldenText("ho"))
    let (ours, theirs) = try #require(GoldenConflict.sides(of: merge))
    #expect(ours == goldenText("hi"))
    #expect(theirs == goldenText("ho"))
    let diff3 = "a\n<<<<<<< HEAD\nb\n||||||| base\nold\n=======\nc\n>>>>>>> x\nd"
    let split = try #require(GoldenConflict.sides(of: diff3))
    #expect(split.ours == "a\nb\nd")
    #expect(split.theirs == "a\nc\nd")
    #expect(GoldenConflict.sides(of: "<<<<<<< a\nb\n") == nil)
    #expect(GoldenConflict.isConflictedGolden(merge))
    #expect(!GoldenConflict.isConflictedGolden(conflicted("notes\n", "other notes\n")))
  }

  @Test func aConflictedGoldenIsNeverComparedAndLeftAsItIs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("hi.dark.txt")
    let merge = conflicted(goldenText("hi"), goldenText("ho"))
    try Data(merge.utf8).write(to: golden)
    let pending = URL(fileURLWithPath: golden.path + ".new")

    // The default mode: a .new file to accept, the golden untouched, a message saying how.
    let outcome = SnapshotStore.check(
      goldenText("hi"), golden: golden, settings: SnapshotSettings(mode: .missing))
    guard case .conflicted(_, let written?) = outcome else {
      Issue.record("expected a conflict with a pending file, got \(outcome)")
      return
    }
    #expect(written.hasSuffix("hi.dark.txt.new"))
    #expect(read(golden) == merge)
    #expect(read(pending) == goldenText("hi"))
    let message = try #require(outcome.failure)
    #expect(message.contains("conflict markers"))
    #expect(message.contains("VIEWKIT_RECORD=failed swift test"))
    #expect(message.contains("snapshots review"))

    // Under CI nothing is written; `never` writes only the .new file.
    try FileManager.default.removeItem(at: pending)
    let ci = SnapshotStore.check(
      goldenText("hi"), golden: golden, settings: SnapshotSettings(mode: .all, isCI: true))
    #expect(ci == .conflicted(path: SnapshotStore.displayPath(golden), pending: nil))
    #expect(!FileManager.default.fileExists(atPath: pending.path))
    #expect(read(golden) == merge)

    // Recording failed goldens is asking for it: rewritten, and the assertion still fails.
    let rerecorded = SnapshotStore.check(
      goldenText("hi"), golden: golden, settings: SnapshotSettings(mode: .failed))
    #expect(rerecorded == .conflictRerecorded(path: SnapshotStore.displayPath(golden)))
    #expect(rerecorded.failure?.contains("conflict markers") == true)
    #expect(read(golden) == goldenText("hi"))
  }

  @Test func theFolderListsConflictsApartAndAcceptingResolvesThem() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    // One conflict whose first line is a marker, one with its header intact, one golden.
    try Data(conflicted(goldenText("hi"), goldenText("ho")).utf8).write(
      to: root.appendingPathComponent("a.dark.txt"))
    let lower = goldenText("hi") + "<<<<<<< HEAD\n0:0-1 bold \"hi\"\n=======\n>>>>>>> x\n"
    try Data(lower.utf8).write(to: root.appendingPathComponent("b.dark.txt"))
    try Data(goldenText("hi").utf8).write(to: root.appendingPathComponent("c.dark.txt"))
    try Data(goldenText("ho").utf8).write(to: root.appendingPathComponent("a.dark.txt.new"))
    let folder = try GoldenFolder.open(root.path).get()
    let contents = folder.scan()
    #expect(contents.conflicts.map(\.lastPathComponent) == ["a.dark.txt", "b.dark.txt"])
    #expect(contents.goldens.map(\.lastPathComponent) == ["c.dark.txt"])
    #expect(contents.skipped.isEmpty)
    let pending = root.appendingPathComponent("a.dark.txt.new")
    #expect(folder.refusal(toAccept: pending) == nil)
    try folder.accept(pending)
    #expect(read(root.appendingPathComponent("a.dark.txt")) == goldenText("ho"))
    #expect(folder.scan().conflicts.map(\.lastPathComponent) == ["b.dark.txt"])
  }
}
