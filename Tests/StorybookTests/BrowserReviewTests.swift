import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitDriver
import ViewKitTesting

@testable import StorybookKit

/// The browser's review queue (issue 24, item 3): pending `.new` files and conflicts, walked with
/// the readable diff, accepted or rejected in place through `snapshots review`'s code path.
@Suite struct BrowserReviewTests {
  /// A golden of `rows` in the snapshot format, its first row's first cell bold.
  static func golden(_ id: String, _ rows: [String]) -> String {
    "viewkit-snapshot 2 id=\(id) theme=dark size=\(rows.first?.count ?? 0)x\(rows.count) profile=truecolor\n"
      + rows.joined(separator: "\n")
      + "\n--- styles\n0:0-0 bold \"\(rows.first?.first.map(String.init) ?? "")\"\n"
  }

  /// A golden folder with a pending change, a conflict with its new output, a conflict with none,
  /// and a pending file whose name and content hold escape sequences.
  static func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vk-review-\(UUID())")
    let manager = FileManager.default
    try manager.createDirectory(at: root.appendingPathComponent("button"), withIntermediateDirectories: true)
    func write(_ path: String, _ text: String) throws {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }
    try write("button/primary-normal.dark.txt", golden("button/primary-normal", ["[ OK ]", "      "]))
    try write("button/primary-normal.dark.txt.new", golden("button/primary-normal", ["[ Go ]", "      "]))
    let conflicted =
      "<<<<<<< HEAD\n" + golden("button/ghost-normal", ["a"]) + "=======\n"
      + golden("button/ghost-normal", ["b"])
      + ">>>>>>> other\n"
    try write("button/ghost-normal.dark.txt", conflicted)
    try write("button/ghost-normal.dark.txt.new", golden("button/ghost-normal", ["c"]))
    try write("button/ghost-focused.dark.txt", conflicted)
    try write("button/evil\u{1B}[2J.dark.txt.new", golden("button/evil", ["\u{1B}]0;pwned\u{07}x"]))
    return root
  }

  func browser(_ root: URL, size: Size = Size(width: 160, height: 40)) throws -> (
    BrowserModel, AppDriver<BrowserView>
  ) {
    let model = BrowserModel(registry: Catalog.registry)
    guard case .success(let folder) = GoldenFolder.open(root.path) else { throw GoldenFileError("no folder") }
    model.reviewSource = ReviewSource(
      folder: folder, shown: "goldens", base: nil, themes: Theme.builtIn.map(\.name))
    return (model, AppDriver(size: size, theme: { model.theme }) { BrowserView(model: model) })
  }

  func hints(_ driver: AppDriver<BrowserView>) -> String {
    driver.screen.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
  }

  @Test func rOpensTheQueueWithTheDiffAndYAcceptsInPlace() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (model, driver) = try browser(root)
    #expect(hints(driver).contains("r review"))
    driver.type("r")
    let queue = try #require(model.review?.queue)
    #expect(queue.items.map(\.kind) == ["pending", "conflict", "conflict, pending", "pending"])
    // Items are by story: evil, ghost-focused, ghost-normal, primary-normal.
    #expect(driver.screen.contains("Review (4 open)"))
    #expect(hints(driver).contains("y accept") && hints(driver).contains("n reject"), "\(hints(driver))")
    #expect(hints(driver).contains("esc stories"))
    driver.send(.end)
    #expect(model.review?.selection == 3)
    // The readable diff: the grid row that changed, with its columns marked.
    #expect(driver.screen.contains("@@ grid row 0 @@"), "\(driver.screen)")
    #expect(driver.screen.contains("[ OK ]") && driver.screen.contains("[ Go ]"))
    driver.type("y")
    let golden = try String(
      contentsOf: root.appendingPathComponent("button/primary-normal.dark.txt"), encoding: .utf8)
    #expect(golden.contains("[ Go ]"))
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("button/primary-normal.dark.txt.new").path))
    #expect(driver.screen.contains("Accepted button/primary-normal.dark.txt"), "\(driver.screen)")
    #expect(driver.screen.contains("Review (3 open)"))
    driver.send(.escape)
    #expect(model.review == nil)
    #expect(model.story?.id == "button/primary-normal", "back on the story of the golden")
  }

  @Test func nRejectsAConflictsNewFileAndAConflictWithoutOneSaysHowToResolveIt() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (model, driver) = try browser(root)
    driver.type("r")
    driver.send(.down)
    #expect(model.review?.queue?.items[1].kind == "conflict")
    driver.type("y")
    #expect(driver.screen.contains("No .new file to accept"), "\(driver.screen)")
    driver.send(.down)
    #expect(driver.screen.contains("accepting resolves it with the new file"), "\(driver.screen)")
    driver.type("n")
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("button/ghost-normal.dark.txt.new").path))
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("button/ghost-normal.dark.txt").path)
    )
    #expect(driver.screen.contains("Rejected"))
  }

  @Test func hostileNamesAndContentsAreShownInert() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let (_, driver) = try browser(root)
    driver.type("r")
    let screen = driver.screen
    #expect(!screen.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(screen.contains("evil␛[2J"), "\(screen)")
    #expect(screen.contains("␛]0;pwned"), "\(screen)")
    #expect(!driver.snapshot.contains("pwned\u{07}"))
  }

  @Test func anEmptyQueueSaysSoInOneLine() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vk-review-empty-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(Self.golden("button/primary-normal", ["ok"]).utf8).write(
      to: root.appendingPathComponent("primary-normal.dark.txt"))
    let (model, driver) = try browser(root)
    driver.type("r")
    #expect(model.review?.queue?.items.isEmpty == true)
    #expect(driver.screen.contains("Nothing to review: no pending .new files and no conflicts in goldens."))
    #expect(!hints(driver).contains("y accept"))
    driver.send(.escape)
    #expect(model.review == nil)
  }

  @Test func reviewOnTheCommandLineNeedsATerminalAndTakesOnlyABase() {
    let (piped, pipedCapture) = runCLI(["--review"])
    #expect(piped == 2)
    #expect(pipedCapture.err.first?.contains("--review browses on a terminal") == true)
    let (extra, extraCapture) = runCLI(["--review", "list"], terminal: true)
    #expect(extra == 2)
    #expect(extraCapture.err.first?.contains("--review takes only --base REF") == true)
  }
}
