import Foundation
import Testing
import ViewKit

@testable import ViewKitDriver
@testable import ViewKitTesting

@Suite struct GoldenFolderTests {
  /// A golden file as `SnapshotFormat` writes it.
  let golden = SnapshotFormat.encode(
    Renderer.render(Text("hi"), size: Size(width: 2, height: 1)),
    header: [("id", "demo/hi"), ("theme", "dark")], profile: .truecolor)

  /// Writes `text` at `name` inside `root`, making folders as needed.
  func write(_ text: String, _ name: String, in root: URL) throws {
    let url = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes `name` inside `root` a symbolic link to `target`.
  func link(_ name: String, to target: URL, in root: URL) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(name).path, withDestinationPath: target.path)
  }

  /// The problem opening `path`, or nil when it opens.
  func problem(_ path: String) -> GoldenFolder.Problem? {
    if case .failure(let problem) = GoldenFolder.open(path) { return problem }
    return nil
  }

  @Test func theHeaderIsTheMagicWordAndAVersion() {
    #expect(golden.hasPrefix("viewkit-snapshot 2 id=demo/hi"))
    #expect(GoldenHeader.matches(Array(golden.utf8)))
    #expect(GoldenHeader.matches(Array("viewkit-snapshot 12\nrest".utf8)))
    for text in [
      "", "viewkit-snapshot", "viewkit-snapshot ", "viewkit-snapshot 1", "viewkit-snapshot x id=a",
      "viewkit-snapshot  1 id=a", " viewkit-snapshot 1 id=a", "Viewkit-snapshot 1 id=a",
      "viewkit-snapshots 1 id=a", "viewkit-snapshot 1x id=a", "viewkit-snapshot 1234567890 id=a",
      "my notes\n",
    ] {
      #expect(!GoldenHeader.matches(Array(text.utf8)), "\(text)")
    }
  }

  @Test func onlyRegularFilesWithTheHeaderAreGoldens() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try write(golden, "a.dark.txt", in: root)
    try write("my notes\n", "notes.txt", in: root)
    try write(String(repeating: " ", count: 300) + golden, "late.txt", in: root)
    try link("link.txt", to: root.appendingPathComponent("a.dark.txt"), in: root)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("folder.txt"), withIntermediateDirectories: true)
    #expect(GoldenHeader.isGoldenFile(at: root.appendingPathComponent("a.dark.txt")))
    for name in ["notes.txt", "late.txt", "link.txt", "folder.txt", "missing.txt"] {
      #expect(!GoldenHeader.isGoldenFile(at: root.appendingPathComponent(name)), "\(name)")
    }
  }

  @Test func opensOnlyARealFolder() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try write(golden, "goldens/a.dark.txt", in: root)
    try link("goldens-link", to: root.appendingPathComponent("goldens"), in: root)
    let link = root.appendingPathComponent("goldens-link").path
    #expect(problem(link) == .symbolicLink)
    #expect(problem(link + "/") == .symbolicLink)
    #expect(problem(link + "//") == .symbolicLink)
    #expect(problem(root.appendingPathComponent("nothing").path) == .missing)
    #expect(problem(root.appendingPathComponent("goldens/a.dark.txt").path) == .notAFolder)
    let opened = try GoldenFolder.open(root.appendingPathComponent("goldens").path + "/").get()
    let resolved = root.resolvingSymlinksInPath().appendingPathComponent("goldens").path
    #expect(opened.root.path == resolved)
  }

  @Test func scanSortsGoldensPendingAndStrangersWithoutFollowingLinks() throws {
    let base = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: base) }
    let root = base.appendingPathComponent("goldens")
    try write(golden, "b/one.dark.txt", in: root)
    try write(golden, "a.dark.txt", in: root)
    try write(golden, "b/one.dark.txt.new", in: root)
    try write("my notes\n", "notes.txt", in: root)
    try write("draft\n", "b/draft.txt.new", in: root)
    try write(golden, "b/README.md", in: root)
    try write("", ".gitkeep", in: root)
    try write("", "b/.DS_Store", in: root)
    try write(golden, "outside.txt", in: base)
    try write(golden, "elsewhere/gone.dark.txt", in: base)
    try link("evil.txt", to: base.appendingPathComponent("outside.txt"), in: root)
    try link("linked", to: base.appendingPathComponent("elsewhere"), in: root)
    let folder = try GoldenFolder.open(root.path).get()
    let contents = folder.scan()
    let names = { (urls: [URL]) in urls.map { String($0.path.dropFirst(folder.root.path.count + 1)) } }
    #expect(names(contents.goldens) == ["a.dark.txt", "b/one.dark.txt"])
    #expect(names(contents.pending) == ["b/one.dark.txt.new"])
    // Hidden files (a .gitkeep holding the folder in Git) are not even counted as skipped.
    #expect(names(contents.skipped) == ["b/README.md", "b/draft.txt.new", "evil.txt", "linked", "notes.txt"])
    #expect(contents.hasGoldens)
  }

  @Test func deleteAndAcceptCheckEveryFileAgain() throws {
    let base = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: base) }
    let root = base.appendingPathComponent("goldens")
    try write(golden, "a.dark.txt", in: root)
    try write("my notes\n", "notes.txt", in: root)
    try write(golden, "outside.txt", in: base)
    try write(golden, "elsewhere/gone.dark.txt", in: base)
    try link("evil.txt", to: base.appendingPathComponent("outside.txt"), in: root)
    try link("linked", to: base.appendingPathComponent("elsewhere"), in: root)
    try write(golden + "changed\n", "evil.txt.new", in: root)
    try write(golden + "changed\n", "notes.txt.new", in: root)
    try write(golden + "changed\n", "a.dark.txt.new", in: root)
    let folder = try GoldenFolder.open(root.path).get()
    let inside = { (name: String) in folder.root.appendingPathComponent(name) }
    for name in ["notes.txt", "evil.txt", "linked/gone.dark.txt", "linked", "../outside.txt", "missing.txt"] {
      #expect(folder.refusal(toChange: inside(name)) != nil, "\(name)")
      #expect(throws: GoldenFileError.self) { try folder.delete(inside(name)) }
    }
    #expect(folder.refusal(toChange: base.appendingPathComponent("outside.txt")) != nil)
    #expect(read(base.appendingPathComponent("outside.txt")) == golden)
    #expect(read(base.appendingPathComponent("elsewhere/gone.dark.txt")) == golden)
    #expect(read(root.appendingPathComponent("notes.txt")) == "my notes\n")

    #expect(folder.refusal(toAccept: inside("evil.txt.new"))?.contains("symbolic link") == true)
    #expect(folder.refusal(toAccept: inside("notes.txt.new"))?.contains("not a ViewKit golden") == true)
    #expect(throws: GoldenFileError.self) { try folder.accept(inside("evil.txt.new")) }
    #expect(throws: GoldenFileError.self) { try folder.accept(inside("notes.txt.new")) }
    let evil = try FileManager.default.destinationOfSymbolicLink(
      atPath: root.appendingPathComponent("evil.txt").path)
    #expect(evil == base.appendingPathComponent("outside.txt").path)
    #expect(read(base.appendingPathComponent("outside.txt")) == golden)
    #expect(read(root.appendingPathComponent("notes.txt")) == "my notes\n")

    try folder.accept(inside("a.dark.txt.new"))
    #expect(read(root.appendingPathComponent("a.dark.txt")) == golden + "changed\n")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.dark.txt.new").path))
    try folder.delete(inside("a.dark.txt"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.dark.txt").path))
  }

  @Test func readTextStopsAtTheLimitAndNeverFollowsALink() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vk-read-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try write(golden, "demo/hi.dark.txt", in: root)
    let small = root.appendingPathComponent("demo/hi.dark.txt")
    #expect(try GoldenFolder.readText(small).get() == golden)
    let limit = GoldenFolder.maximumFileSize
    try write(
      golden + String(repeating: "x", count: limit - golden.utf8.count), "demo/full.dark.txt", in: root)
    #expect(
      try GoldenFolder.readText(root.appendingPathComponent("demo/full.dark.txt")).get().utf8.count == limit)
    try write(golden + String(repeating: "x", count: limit), "demo/big.dark.txt.new", in: root)
    let big = GoldenFolder.readText(root.appendingPathComponent("demo/big.dark.txt.new"))
    #expect(
      big.failure
        == "it is \(limit + golden.utf8.count) bytes, over the limit of 4 MiB (4194304 bytes) for a golden file"
    )
    try link("demo/link.dark.txt", to: small, in: root)
    #expect(
      GoldenFolder.readText(root.appendingPathComponent("demo/link.dark.txt")).failure
        == "it is a symbolic link")
    #expect(GoldenFolder.readText(root.appendingPathComponent("demo")).failure == "it is not a regular file")
    try Data([0xFF, 0x0A]).write(to: root.appendingPathComponent("demo/bad.dark.txt"))
    #expect(
      GoldenFolder.readText(root.appendingPathComponent("demo/bad.dark.txt")).failure
        == "it is not UTF-8 text")
  }
}

extension Result where Failure == GoldenFileError {
  /// The error's words, or nil on success.
  var failure: String? {
    if case .failure(let error) = self { return error.description }
    return nil
  }
}
