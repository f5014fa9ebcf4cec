import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// `body` under a golden header: a file the snapshot tools may delete or rename.
func headed(_ body: String) -> String {
  "viewkit-snapshot 1 id=test/pending theme=dark size=1x1 profile=truecolor\n\(body)\n"
}

/// Every entry below `root`, symbolic links not followed: relative path → `folder`, `link → target`
/// or `file <base64 of its bytes>`.
func tree(_ root: URL) throws -> [String: String] {
  let manager = FileManager.default
  var result: [String: String] = [:]
  var folders = [""]
  while let relative = folders.popLast() {
    let folder = relative.isEmpty ? root.path : root.path + "/" + relative
    for name in try manager.contentsOfDirectory(atPath: folder) {
      let path = relative.isEmpty ? name : relative + "/" + name
      let full = root.path + "/" + path
      let type = try manager.attributesOfItem(atPath: full)[.type] as? FileAttributeType
      if type == .typeDirectory {
        result[path] = "folder"
        folders.append(path)
      } else if type == .typeSymbolicLink {
        let target = try manager.destinationOfSymbolicLink(atPath: full)
        result[path] = "link → " + target
      } else {
        let data = try Data(contentsOf: URL(fileURLWithPath: full))
        result[path] = "file " + data.base64EncodedString()
      }
    }
  }
  return result
}

/// A temporary folder holding a golden folder, `goldens/`, with the goldens of one story, an
/// orphan golden and a pending golden, among a user's files and symbolic links that lead out of
/// it: `evil.txt` → `outside.txt` (which even carries the golden header) and `linked` →
/// `elsewhere/` (holding an orphan-looking golden and a pending one).
struct Sandbox {
  /// The temporary folder; everything lives in it, and `remove()` deletes it.
  let base: URL

  /// The golden folder.
  var goldens: URL { base.appendingPathComponent("goldens") }

  /// Files in the golden folder that are not ViewKit goldens: `notes.txt`, `demo/draft.txt.new`,
  /// `evil.txt` and `linked`.
  static let strangers = 4

  /// Builds the folder for `registry`.
  init(registry: StoryRegistry) throws {
    let manager = FileManager.default
    base = manager.temporaryDirectory.appendingPathComponent("viewkit-safety-\(UUID().uuidString)")
    for folder in ["goldens/demo", "elsewhere"] {
      try manager.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let layout = GoldenLayout(root: goldens)
    for golden in layout.goldens(for: registry) {
      let text = golden.text
      try Data(text.utf8).write(to: layout.url(of: golden))
    }
    try write(headed("retired"), to: "goldens/demo/retired.dark.txt")
    try write(headed("new output"), to: "goldens/demo/one.dark.txt.new")
    try write("my notes\n", to: "goldens/notes.txt")
    try write("not a snapshot\n", to: "goldens/demo/draft.txt.new")
    try write(headed("outside the golden folder"), to: "outside.txt")
    try link("goldens/evil.txt", to: "outside.txt")
    try write(headed("kept"), to: "elsewhere/gone.dark.txt")
    try write(headed("kept pending"), to: "elsewhere/one.dark.txt.new")
    try link("goldens/linked", to: "elsewhere")
  }

  /// Writes `text` to a path relative to the base.
  func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: base.appendingPathComponent(relative))
  }

  /// Makes `relative` a symbolic link to the absolute path of `target` (relative to the base).
  func link(_ relative: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: base.appendingPathComponent(relative).path,
      withDestinationPath: base.appendingPathComponent(target).path)
  }

  /// Deletes the temporary folder.
  func remove() { try? FileManager.default.removeItem(at: base) }
}

@Suite struct SnapshotToolSafetyTests {
  /// One story: its goldens are `demo/one.{dark,light,high-contrast,mono,no-color}.txt`.
  var registry: StoryRegistry {
    StoryRegistry([
      Story("demo/one", title: "One", summary: "", layout: .fixed(Size(width: 3, height: 1))) { _ in
        Text("one")
      }
    ])
  }

  /// The summary note for the sandbox's strangers.
  let skippedNote = "; skipped \(Sandbox.strangers) files that are not ViewKit goldens"

  @Test func pruneDeletesOnlyTheOrphanGolden() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let before = try tree(sandbox.base)
    let (status, capture) = runCLI(["snapshots", "prune", "--dir", sandbox.goldens.path], registry: registry)
    #expect(status == 0, "\(capture.err)")
    var expected = before
    expected["goldens/demo/retired.dark.txt"] = nil
    #expect(try tree(sandbox.base) == expected)
    let deleted = capture.out.filter { $0.hasPrefix("deleted ") }
    #expect(deleted.count == 1)
    #expect(deleted.first?.hasSuffix("goldens/demo/retired.dark.txt") == true)
    #expect(capture.out.last == "Pruned 1 golden file that no story calls for\(skippedNote).")
    #expect(!capture.out.joined().contains("linked/"))
    #expect(capture.err.isEmpty)
  }

  @Test func pruneDryRunListsAndChangesNothing() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let before = try tree(sandbox.base)
    let (status, capture) = runCLI(
      ["snapshots", "prune", "--dry-run", "--dir", sandbox.goldens.path], registry: registry)
    #expect(status == 0, "\(capture.err)")
    #expect(try tree(sandbox.base) == before)
    let listed = capture.out.filter { $0.hasPrefix("would delete ") }
    #expect(listed.count == 1)
    #expect(listed.first?.hasSuffix("goldens/demo/retired.dark.txt") == true)
    #expect(!capture.out.contains { $0.hasPrefix("deleted ") })
    #expect(
      capture.out.last
        == "Dry run: would prune 1 golden file that no story calls for\(skippedNote); nothing was changed.")
  }

  @Test func reviewAcceptsOnlyPendingGoldens() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let before = try tree(sandbox.base)
    let (status, capture) = runCLI(
      ["snapshots", "review", "--accept-all", "--dir", sandbox.goldens.path], registry: registry)
    #expect(status == 0, "\(capture.err)")
    var expected = before
    expected["goldens/demo/one.dark.txt"] = before["goldens/demo/one.dark.txt.new"]
    expected["goldens/demo/one.dark.txt.new"] = nil
    #expect(try tree(sandbox.base) == expected)
    #expect(read(sandbox.goldens.appendingPathComponent("demo/one.dark.txt")) == headed("new output"))
    #expect(capture.out.last == "Accepted 1, rejected 0, skipped 0; 0 pending\(skippedNote).")
  }

  @Test func reviewRejectsOnlyPendingGoldens() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let before = try tree(sandbox.base)
    let (status, capture) = runCLI(
      ["snapshots", "review", "--reject-all", "--dir", sandbox.goldens.path], registry: registry)
    #expect(status == 0, "\(capture.err)")
    var expected = before
    expected["goldens/demo/one.dark.txt.new"] = nil
    #expect(try tree(sandbox.base) == expected)
    #expect(capture.out.last == "Accepted 0, rejected 1, skipped 0; 0 pending\(skippedNote).")
  }

  @Test func reviewDryRunListsAndChangesNothing() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let before = try tree(sandbox.base)
    let accept = runCLI(
      ["snapshots", "review", "--accept-all", "--dry-run", "--dir", sandbox.goldens.path], registry: registry)
    #expect(accept.0 == 0, "\(accept.1.err)")
    #expect(try tree(sandbox.base) == before)
    let renames = accept.1.out.filter { $0.hasPrefix("would rename ") }
    #expect(renames.count == 1)
    #expect(renames.first?.contains("goldens/demo/one.dark.txt.new to ") == true)
    #expect(renames.first?.hasSuffix("goldens/demo/one.dark.txt") == true)
    #expect(
      accept.1.out.last
        == "Dry run: would accept 1, reject 0, skip 0\(skippedNote); nothing was changed.")

    let reject = runCLI(
      ["snapshots", "review", "--reject-all", "--dry-run", "--dir", sandbox.goldens.path], registry: registry)
    #expect(reject.0 == 0, "\(reject.1.err)")
    #expect(try tree(sandbox.base) == before)
    let deletes = reject.1.out.filter { $0.hasPrefix("would delete ") }
    #expect(deletes.count == 1)
    #expect(deletes.first?.hasSuffix("goldens/demo/one.dark.txt.new") == true)
    #expect(
      reject.1.out.last
        == "Dry run: would accept 0, reject 1, skip 0\(skippedNote); nothing was changed.")
  }

  @Test func reviewNeverReplacesASymlinkOrAUserFile() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    try sandbox.link("goldens/demo/link.dark.txt", to: "outside.txt")
    try sandbox.write(headed("would overwrite the link"), to: "goldens/demo/link.dark.txt.new")
    try sandbox.write("a user's own file\n", to: "goldens/demo/user.txt")
    try sandbox.write(headed("would overwrite the user's file"), to: "goldens/demo/user.txt.new")
    let before = try tree(sandbox.base)
    let (status, capture) = runCLI(
      ["snapshots", "review", "--accept-all", "--dir", sandbox.goldens.path], registry: registry)
    #expect(status == 1)
    var expected = before
    expected["goldens/demo/one.dark.txt"] = before["goldens/demo/one.dark.txt.new"]
    expected["goldens/demo/one.dark.txt.new"] = nil
    #expect(try tree(sandbox.base) == expected)
    let refusals = capture.err.filter { $0.hasPrefix("Storybook: not accepting ") }
    #expect(refusals.count == 2, "\(capture.err)")
    #expect(refusals.contains { $0.contains("link.dark.txt.new") && $0.contains("symbolic link") })
    #expect(refusals.contains { $0.contains("user.txt.new") && $0.contains("not a ViewKit golden") })
    // The new symbolic link and the user's own file are skipped too; both pending files stay.
    let note = "; skipped \(Sandbox.strangers + 2) files that are not ViewKit goldens"
    #expect(capture.out.last == "Accepted 1, rejected 0, skipped 0, failed 2; 2 pending\(note).")

    let dryRun = runCLI(
      ["snapshots", "review", "--accept-all", "--dry-run", "--dir", sandbox.goldens.path], registry: registry)
    #expect(dryRun.0 == 1)
    #expect(try tree(sandbox.base) == expected)
    #expect(dryRun.1.err.filter { $0.hasPrefix("Storybook: not accepting ") }.count == 2)
  }

  @Test func aFileNameCannotForgeAnOutputLine() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let forged = "x\nAccepted 9, rejected 0, skipped 0; 0 pending.\u{1B}[2J\u{202E}"
    try sandbox.write(headed("forged"), to: "goldens/demo/\(forged).dark.txt.new")
    try sandbox.write(headed("forged orphan"), to: "goldens/demo/\(forged).dark.txt")
    let review = runCLI(
      ["snapshots", "review", "--dir", sandbox.goldens.path], registry: registry, answers: ["s", "s"])
    let prune = runCLI(
      ["snapshots", "prune", "--dry-run", "--dir", sandbox.goldens.path], registry: registry)
    for (status, capture) in [review, prune] {
      #expect(status == 0, "\(capture.err)")
      let lines = (capture.out + capture.err).joined(separator: "\n").split(separator: "\n")
      #expect(!lines.contains { $0.hasPrefix("Accepted 9") }, "\(lines)")
      #expect(!lines.contains { $0.contains("\u{1B}") || $0.contains("\u{202E}") })
    }
    #expect(
      review.1.out.contains { $0.hasPrefix("[") && $0.contains("x␊Accepted 9") && $0.contains("<U+202E>") })
    #expect(prune.1.out.contains { $0.hasPrefix("would delete ") && $0.contains("x␊Accepted 9") })
  }

  @Test func reviewRefusesAPendingFileOverTheLimitNamingItAndTheLimit() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let golden = sandbox.goldens.appendingPathComponent("demo/one.dark.txt")
    let before = try Data(contentsOf: golden)
    let huge = headed(String(repeating: "x", count: GoldenFolder.maximumFileSize))
    try sandbox.write(huge, to: "goldens/demo/one.dark.txt.new")
    let limit = "over the limit of 4 MiB (4194304 bytes) for a golden file"
    let (status, capture) = runCLI(
      ["snapshots", "review", "--dir", sandbox.goldens.path], registry: registry, answers: ["y"])
    #expect(status == 1)
    #expect(
      capture.out.contains {
        $0.hasPrefix("(")
          && $0.contains("goldens/demo/one.dark.txt.new: it is \(huge.utf8.count) bytes, \(limit)")
          && $0.hasSuffix("so it cannot be accepted; reject or skip it)")
      }, "\(capture.out)")
    // Not a line of the file is printed.
    #expect(capture.out.allSatisfy { $0.utf8.count < 1_000 })
    #expect(
      capture.err.contains {
        $0.contains("not accepting ") && $0.contains("one.dark.txt.new") && $0.contains(limit)
      })
    let all = runCLI(
      ["snapshots", "review", "--accept-all", "--dir", sandbox.goldens.path], registry: registry)
    #expect(all.0 == 1 && all.1.err.contains { $0.contains(limit) })
    #expect(try Data(contentsOf: golden) == before)
    // Rejecting it still works.
    let reject = runCLI(
      ["snapshots", "review", "--reject-all", "--dir", sandbox.goldens.path], registry: registry)
    #expect(reject.0 == 0 && !FileManager.default.fileExists(atPath: golden.path + ".new"))
  }

  @Test func pruneRefusesAFolderWithoutGoldens() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    let documents = sandbox.base.appendingPathComponent("documents")
    try FileManager.default.createDirectory(
      at: documents.appendingPathComponent("drafts"), withIntermediateDirectories: true)
    try sandbox.write("dear diary\n", to: "documents/diary.txt")
    try sandbox.write("chapter one\n", to: "documents/drafts/chapter.txt")
    try sandbox.write("chapter two\n", to: "documents/drafts/chapter.txt.new")
    try sandbox.link("documents/golden-link.txt", to: "outside.txt")
    let before = try tree(sandbox.base)
    for dryRun in [false, true] {
      let (status, capture) = runCLI(
        ["snapshots", "prune", "--dir", documents.path] + (dryRun ? ["--dry-run"] : []), registry: registry)
      #expect(status == 1)
      #expect(capture.err == ["Storybook: no ViewKit golden files in \(documents.path); check --dir"])
      #expect(capture.out.isEmpty)
      #expect(try tree(sandbox.base) == before)
    }
    let (status, capture) = runCLI(
      ["snapshots", "review", "--accept-all", "--dir", documents.path], registry: registry)
    #expect(status == 0)
    #expect(capture.out == ["No pending snapshots; skipped 4 files that are not ViewKit goldens."])
    #expect(try tree(sandbox.base) == before)
  }

  @Test func aDirThatIsASymlinkOrAFileIsRefused() throws {
    let sandbox = try Sandbox(registry: registry)
    defer { sandbox.remove() }
    try sandbox.link("goldens-link", to: "goldens")
    let before = try tree(sandbox.base)
    let link = sandbox.base.appendingPathComponent("goldens-link").path
    for dir in [link, link + "/"] {
      for verb in [["prune"], ["review", "--accept-all"]] {
        let (status, capture) = runCLI(["snapshots"] + verb + ["--dir", dir], registry: registry)
        #expect(status == 2)
        #expect(capture.err == ["Storybook: --dir \(dir) is a symbolic link; pass the folder it points to"])
      }
    }
    let file = sandbox.goldens.appendingPathComponent("notes.txt").path
    let (status, capture) = runCLI(["snapshots", "prune", "--dir", file], registry: registry)
    #expect(status == 2)
    #expect(capture.err == ["Storybook: --dir \(file) is not a folder; pass the golden folder"])
    #expect(try tree(sandbox.base) == before)
  }
}
