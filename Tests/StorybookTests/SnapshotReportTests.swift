import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// A temporary git repository holding a golden folder, `goldens/`, scripted through git itself.
struct GoldenRepository {
  /// The repository's folder; `remove()` deletes it.
  let base: URL
  /// The golden folder inside it.
  var goldens: URL { base.appendingPathComponent("goldens") }
  /// Where the report goes.
  var out: URL { base.appendingPathComponent("report") }

  /// A repository with no commit yet, or (`git: false`) a plain folder.
  init(git: Bool = true) throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewkit-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    if git { try run("init", "-q") }
  }

  /// Runs git in the repository with a fixed identity and no signing.
  func run(_ arguments: String...) throws {
    let identity = [
      "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
    ]
    _ = try Git(folder: base).run(identity + arguments).get()
  }

  /// Commits everything.
  func commit(_ message: String) throws {
    try run("add", "-A")
    try run("commit", "-q", "--no-verify", "-m", message)
  }

  /// Writes `text` at `path` inside the golden folder.
  func write(_ text: String, _ path: String) throws {
    let url = goldens.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Deletes `path` inside the golden folder.
  func delete(_ path: String) throws {
    try FileManager.default.removeItem(at: goldens.appendingPathComponent(path))
  }

  /// The report's file `name`, or nil.
  func report(_ name: String) -> String? {
    try? String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
  }

  /// Runs `snapshots report` on the golden folder, into `out`.
  func runReport(_ extra: [String] = []) -> (Int32, Capture) {
    runCLI(["snapshots", "report", "--dir", goldens.path, "--out", out.path] + extra)
  }

  /// Deletes the repository.
  func remove() { try? FileManager.default.removeItem(at: base) }
}

/// A golden of `lines` (each as wide as the first), in `theme`, the first cell of each line bold
/// and coloured.
func reportGolden(_ id: String, _ lines: [String], theme: String = "dark", color: String = "#5fa8ff")
  -> String
{
  let width = lines.first?.count ?? 0
  var text = "viewkit-snapshot 2 id=\(id) theme=\(theme) size=\(width)x\(lines.count) profile=truecolor "
  text += "surface=#e6e9f0(color.text.default)/#0f1117(color.background.default)\n"
  text += lines.joined(separator: "\n") + "\n--- styles\n"
  for (row, line) in lines.enumerated() {
    text += "\(row):0-0 fg=\(color)(button.primary.background) bold \"\(line.prefix(1))\"\n"
  }
  return text
}

@Suite struct SnapshotReportTests {
  /// A repository whose goldens changed in every way the report tells apart: `demo/one` in dark
  /// modified (its colour and a letter) and in light removed; `demo/new` added; `demo/two` with a
  /// pending `.new`; `demo/three` left conflicted by a merge; `demo/same` unchanged.
  func changedRepository() throws -> GoldenRepository {
    let repository = try GoldenRepository()
    try repository.write(reportGolden("demo/one", ["Hello", "World"]), "demo/one.dark.txt")
    try repository.write(reportGolden("demo/one", ["Hello", "World"], theme: "light"), "demo/one.light.txt")
    try repository.write(reportGolden("demo/two", ["Two"]), "demo/two.dark.txt")
    try repository.write(reportGolden("demo/three", ["Three"]), "demo/three.dark.txt")
    try repository.write(reportGolden("demo/same", ["Same"]), "demo/same.dark.txt")
    try repository.write("notes\n", "notes.txt")
    try repository.commit("goldens")
    try repository.write(reportGolden("demo/one", ["Hello", "Wurld"], color: "#ff0000"), "demo/one.dark.txt")
    try repository.delete("demo/one.light.txt")
    try repository.write(reportGolden("demo/new", ["New"]), "demo/new.dark.txt")
    try repository.write(reportGolden("demo/two", ["Tvo"]), "demo/two.dark.txt.new")
    try repository.write(
      "<<<<<<< HEAD\n" + reportGolden("demo/three", ["Three"]) + "=======\n"
        + reportGolden("demo/three", ["Thre3"]) + ">>>>>>> feature\n", "demo/three.dark.txt")
    return repository
  }

  @Test func reportsEveryKindOfChangeInHTMLAndMarkdown() throws {
    let repository = try changedRepository()
    defer { repository.remove() }
    let (status, capture) = repository.runReport()
    #expect(status == 0, "\(capture.err)")
    #expect(capture.err.isEmpty)
    #expect(capture.out.count == 1)
    #expect(
      capture.out.first?.hasPrefix(
        "Snapshot changes since HEAD (") == true)
    #expect(
      capture.out.first?.contains(
        "5 goldens in 4 stories: 1 modified, 1 added, 1 removed, 1 pending, 1 conflict.")
        == true, "\(capture.out)")

    let markdown = try #require(repository.report("summary.md"))
    #expect(markdown.hasPrefix("### Snapshot changes since `HEAD` (`"))
    #expect(markdown.contains("**Changed stories (4):** `demo/new`, `demo/one`, `demo/three`, `demo/two`\n"))
    #expect(markdown.contains("**Added goldens (1):** `demo/new.dark.txt`\n"))
    #expect(markdown.contains("**Removed goldens (1):** `demo/one.light.txt`\n"))
    #expect(markdown.contains("**Pending `.new` files (1):** `demo/two.dark.txt.new`\n"))
    #expect(markdown.contains("**Conflicts to resolve (1):** `demo/three.dark.txt`\n"))
    #expect(!markdown.contains("demo/same"))
    #expect(!markdown.contains("notes"))

    let html = try #require(repository.report("index.html"))
    #expect(!html.contains("<script"))
    #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    for id in ["demo/new", "demo/one", "demo/three", "demo/two"] {
      #expect(html.contains("<section class=\"story\" id=\"\(id)\">"))
    }
    #expect(!html.contains("id=\"demo/same\""))
    // The modified golden: one letter and the coloured cell of each row changed: 3 cells.
    #expect(html.contains("<code>demo/one.dark.txt</code> <small>3 cells changed</small>"))
    #expect(html.contains("<div class=\"grid diff\""))
    #expect(html.contains("class=\"chg\""))
    // Exact colours, before and after.
    #expect(html.contains("color:#5fa8ff"))
    #expect(html.contains("color:#ff0000"))
    // The conflict's two sides drawn, and how to resolve it.
    #expect(html.contains("ours (current branch)"))
    #expect(html.contains("VIEWKIT_RECORD=failed swift test"))
    #expect(html.contains("<code>demo/two.dark.txt.new</code>"))
  }

  @Test func escapesHostileGoldenText() throws {
    let repository = try GoldenRepository()
    defer { repository.remove() }
    try repository.write(reportGolden("x/y", ["plain"]), "x/y.dark.txt")
    try repository.commit("goldens")
    let hostile = "<b>&\"'\u{1B}[2J\u{202E}\u{7}!"
    try repository.write(reportGolden("x/y", [hostile]), "x/y.dark.txt")
    // A file name that is markup, a quote and a bidirectional override.
    let name = "x/<i>\"q\u{202E}`.dark.txt"
    try repository.write(reportGolden("x/evil", ["<img src=x onerror=alert(1)>"]), name)
    let (status, capture) = repository.runReport()
    #expect(status == 0, "\(capture.err)")
    let html = try #require(repository.report("index.html"))
    for raw in ["<b>", "<i>", "<img", "\u{1B}", "\u{202E}", "\u{7}", "\"q"] {
      #expect(!html.contains(raw), "unescaped \(raw.debugDescription)")
    }
    #expect(html.contains("&lt;b&gt;&amp;&quot;&#39;"))
    #expect(html.contains(">&lt;</span>"))
    #expect(html.contains(">img src=x onerror=alert(1)&gt;</span>"))
    let markdown = try #require(repository.report("summary.md"))
    #expect(!markdown.contains("\u{202E}"))
    #expect(markdown.contains("``x/<i>\"q<U+202E>`.dark.txt``"), "\(markdown)")
    for line in capture.out { #expect(!line.contains("\u{202E}")) }
  }

  @Test func nothingChangedIsOneLineAndAnEmptyReport() throws {
    let repository = try GoldenRepository()
    defer { repository.remove() }
    try repository.write(reportGolden("demo/one", ["Hello"]), "demo/one.dark.txt")
    try repository.commit("goldens")
    let (status, capture) = repository.runReport()
    #expect(status == 0, "\(capture.err)")
    #expect(capture.out.count == 1)
    #expect(capture.out.first?.hasPrefix("No snapshot changes since HEAD (") == true)
    #expect(repository.report("index.html")?.contains("<p class=\"empty\" id=\"empty\">") == true)
    #expect(repository.report("summary.md")?.contains("No golden changed in") == true)
    // Reporting again into its own folder is allowed; into a stranger's folder it is not.
    #expect(repository.runReport().0 == 0)
    try Data("mine".utf8).write(to: repository.base.appendingPathComponent("mine.txt"))
    let (refused, stranger) = runCLI(
      ["snapshots", "report", "--dir", repository.goldens.path, "--out", repository.base.path])
    #expect(refused == 2)
    #expect(stranger.err.first?.contains("is not empty and holds no earlier report") == true)
  }

  @Test func aBadRefOrNoRepositoryIsOneLineAndStatusTwo() throws {
    let repository = try GoldenRepository()
    defer { repository.remove() }
    try repository.write(reportGolden("demo/one", ["Hello"]), "demo/one.dark.txt")
    try repository.commit("goldens")
    for ref in ["no-such-branch", "--output=/tmp/x", "a b"] {
      let (status, capture) = repository.runReport(["--base", ref])
      #expect(status == 2)
      #expect(capture.err.count == 1)
      #expect(capture.err.first?.contains("\"\(ref)\"") == true, "\(capture.err)")
      #expect(repository.report("index.html") == nil)
    }
    let plain = try GoldenRepository(git: false)
    defer { plain.remove() }
    try plain.write(reportGolden("demo/one", ["Hello"]), "demo/one.dark.txt")
    let (status, capture) = plain.runReport()
    #expect(status == 2)
    #expect(capture.err.count == 1)
    #expect(
      capture.err.first?.contains("is not in a git work tree, so there is no HEAD to compare with") == true)
  }

  @Test func withoutGitItSaysSo() throws {
    let repository = try GoldenRepository()
    defer { repository.remove() }
    let folder = try GoldenFolder.open(repository.goldens.path).get()
    var git = Git(folder: folder.root)
    git.program = "viewkit-no-such-git"
    let result = SnapshotReport.collect(folder: folder, shown: "goldens", base: "main", themes: [], git: git)
    guard case .failure(let failure) = result else {
      Issue.record("a report without git")
      return
    }
    #expect(failure.description == "git is not installed (not on PATH), so there is no main to compare with")
  }

  @Test func theBaseCanBeAnyCommit() throws {
    let repository = try GoldenRepository()
    defer { repository.remove() }
    try repository.write(reportGolden("demo/one", ["Hello"]), "demo/one.dark.txt")
    try repository.commit("first")
    try repository.write(reportGolden("demo/one", ["Hallo"]), "demo/one.dark.txt")
    try repository.commit("second")
    #expect(repository.runReport().1.out.first?.hasPrefix("No snapshot changes") == true)
    let (status, capture) = repository.runReport(["--base", "HEAD~1"])
    #expect(status == 0)
    #expect(capture.out.first?.contains("1 golden in 1 story: 1 modified.") == true, "\(capture.out)")
    #expect(repository.report("index.html")?.contains("<small>1 cell changed</small>") == true)
  }

  @Test func manyChangesAreListedButOnlyTheFirstAreDrawn() throws {
    let repository = try GoldenRepository()
    defer { repository.remove() }
    try repository.write(reportGolden("demo/kept", ["Kept"]), "demo/kept.dark.txt")
    try repository.commit("goldens")
    let count = SnapshotReportPage.maximumListed + 5
    for index in 0..<count {
      let id = "many/s\(100 + index)"
      try repository.write(reportGolden(id, ["S\(index % 10)"]), "\(id).dark.txt")
    }
    // The command draws 150; the same code with a limit of 3.
    let folder = try GoldenFolder.open(repository.goldens.path).get()
    let report = try SnapshotReport.collect(
      folder: folder, shown: "goldens", base: "HEAD", themes: ["dark"], git: Git(folder: folder.root),
      limit: 3
    ).get()
    #expect(report.entries.count == count)
    #expect(report.undrawn == count - 3)
    #expect(report.entries.filter { $0.after != nil }.count == 3)
    let page = SnapshotReportPage(report: report, name: "Book", themes: [.dark], location: "out/index.html")
    let html = page.html()
    #expect(
      html.contains(
        "<p class=\"note\" id=\"undrawn\">The first 3 changed goldens are drawn; \(count - 3) more"))
    #expect(html.components(separatedBy: "<div class=\"grid\"").count - 1 == 3)
    #expect(html.components(separatedBy: "Not drawn: past the first 3").count - 1 == count - 3)
    let markdown = page.markdown()
    #expect(markdown.contains("**Added goldens (\(count)):** `many/s100.dark.txt`"))
    #expect(markdown.contains(" and 5 more\n"))
    #expect(markdown.contains("`out/index.html` (the first 3 drawn)."))
  }

  @Test func reviewListsConflictsAndAcceptingResolvesThem() throws {
    let repository = try changedRepository()
    defer { repository.remove() }
    let dir = repository.goldens.path
    let (listed, capture) = runCLI(["snapshots", "review", "--dry-run", "--accept-all", "--dir", dir])
    #expect(listed == 1)
    #expect(capture.out.first == "Conflicts: 1 golden file has git conflict markers, and is not compared:")
    #expect(
      capture.out.contains { $0.hasPrefix("  conflict ") && $0.hasSuffix("goldens/demo/three.dark.txt") })
    #expect(capture.out.contains(GoldenConflict.resolution))
    // Its .new file accepted, the conflict is gone.
    try repository.write(reportGolden("demo/three", ["Three"]), "demo/three.dark.txt.new")
    let (status, accepted) = runCLI(["snapshots", "review", "--accept-all", "--dir", dir])
    #expect(status == 0, "\(accepted.err)")
    #expect(
      accepted.out.last
        == "Accepted 2, rejected 0, skipped 0; 0 pending; skipped 1 file that is not a ViewKit golden.")
  }
}
