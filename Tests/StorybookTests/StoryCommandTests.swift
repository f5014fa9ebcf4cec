import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

func runCLI(
  _ arguments: [String], registry: StoryRegistry = Catalog.registry, answers: [String] = [],
  environment: [String: String] = [:], terminal: Bool = false
) -> (Int32, Capture) {
  let capture = Capture()
  capture.answers = answers
  var book = Catalog.book
  book.registry = registry
  let cli = StorybookCLI(
    output: { capture.out.append($0) }, error: { capture.err.append($0) }, environment: environment,
    isTerminal: terminal, input: { capture.answers.isEmpty ? nil : capture.answers.removeFirst() }, book: book
  )
  return (cli.run(arguments), capture)
}

@Suite struct StoryCommandTests {
  @Test func listPrintsEveryIDOncePerLine() {
    let (status, capture) = runCLI(["list"])
    #expect(status == 0)
    #expect(capture.out == Catalog.registry.ids)
    #expect(capture.out.contains("text/title"))
  }

  @Test func renderNeverWritesEscapesWithColorNever() {
    let (status, capture) = runCLI(["render", "text/title", "--color", "never", "--theme", "light"])
    #expect(status == 0)
    let text = capture.out.joined()
    #expect(text == "The quick brown fox jumps over the lazy dog")
    #expect(!text.utf8.contains(0x1B))
  }

  /// Found by a new user: `render showcase-app/too-small --size 80x24` drew the story at 80x24,
  /// which is not the state its summary describes.
  @Test func aFixedSizeStoryKeepsItsSizeAndSaysSo() {
    let (status, capture) = runCLI([
      "render", "showcase-app/too-small", "--size", "80x24", "--color", "never",
    ])
    #expect(status == 0)
    #expect(capture.out.joined().contains("Terminal 50×14: ShowcaseApp needs at least 60×20."))
    #expect(
      capture.err.joined().contains(
        "showcase-app/too-small is drawn at its own size, 50x14; --size 80x24 is ignored"))
  }

  @Test func renderUsesColourWhenAsked() {
    let (_, capture) = runCLI(["render", "text/link", "--color", "truecolor"])
    #expect(
      capture.out.joined().contains("\u{1B}[4;38;2;95;168;255;48;2;15;17;23m"), "link colour on the surface")
    let (_, piped) = runCLI(["render", "text/link"])
    #expect(!piped.out.joined().utf8.contains(0x1B))
  }

  /// A linked text goes out as a hyperlink (OSC 8) on a terminal that shows them or with
  /// --hyperlinks, and never to a pipe unasked; `--json` gives each linked cell's target.
  @Test func renderSendsLinksWhereTheyCanBeFollowed() throws {
    let osc8 = "\u{1B}]8;"
    let kitty = ["TERM": "xterm-kitty"]
    let onKitty = runCLI(
      ["render", "text/hyperlink", "--color", "truecolor"], environment: kitty, terminal: true)
    #expect(onKitty.0 == 0)
    #expect(onKitty.1.out.joined().contains(osc8 + "id="))
    #expect(onKitty.1.out.joined().contains("https://viewkit.dev/docs"))
    let piped = runCLI(["render", "text/hyperlink", "--color", "truecolor"], environment: kitty)
    #expect(!piped.1.out.joined().contains(osc8))
    let asked = runCLI(
      ["render", "text/hyperlink", "--color", "truecolor", "--hyperlinks"], environment: kitty)
    #expect(asked.1.out.joined().contains(osc8 + "id="))
    let dumb = runCLI(
      ["render", "text/hyperlink", "--color", "truecolor"], environment: ["TERM": "dumb"], terminal: true)
    #expect(!dumb.1.out.joined().contains(osc8))
    let json = runCLI(["render", "text/hyperlink", "--json"]).1.out.joined()
    #expect(json.contains("\"link\":\"https://viewkit.dev/docs\""), "\(json.prefix(300))")
  }

  @Test func renderTakesSizeAndArgs() {
    let (status, capture) = runCLI([
      "render", "text/wrapping", "--size", "10x3", "--arg", "text=one two three four", "--arg",
      "alignment=trailing",
      "--color", "never",
    ])
    #expect(status == 0)
    #expect(capture.out.joined() == "   one two\nthree four\n")
  }

  @Test func clearErrorsExitTwo() {
    let unknown = runCLI(["render", "text/titl"])
    #expect(unknown.0 == 2)
    #expect(unknown.1.err.joined().contains("did you mean \"text/title\""))
    let badArg = runCLI(["render", "text/wrapping", "--arg", "colour=red"])
    #expect(badArg.0 == 2)
    #expect(badArg.1.err.joined().contains("its arguments: text, alignment"))
    let badValue = runCLI(["render", "text/wrapping", "--arg", "alignment=diagonal"])
    #expect(badValue.0 == 2)
    #expect(badValue.1.err.joined().contains("one of leading, center, trailing"))
    #expect(runCLI(["render", "text/title", "--size", "big"]).0 == 2)
    #expect(runCLI(["render", "text/title", "--theme", "sepia"]).0 == 2)
    #expect(runCLI(["render", "text/title", "--color", "rainbow"]).0 == 2)
    #expect(runCLI(["render"]).0 == 2)
  }

  @Test func badStoryDeclarationsStopTheCommands() {
    let registry = StoryRegistry([
      Story("a/b", title: "", summary: "", layout: .fixed(Size(width: 1, height: 1))) { _ in Text("x") },
      Story("a/b", title: "", summary: "", layout: .fixed(Size(width: 1, height: 1))) { _ in Text("y") },
    ])
    let (status, capture) = runCLI(["list"], registry: registry)
    #expect(status == 2)
    #expect(capture.err.joined().contains("duplicate story id \"a/b\""))
  }

  /// The committed golden folder: the snapshot suite checks that each golden in it is what its
  /// story draws.
  static let committedGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots/Goldens")

  /// The stories the review and prune tests run on: two components' (theirs is the same code
  /// as the whole catalogue's, with a folder of tens of goldens instead of a thousand to copy).
  static let registry = StoryRegistry(
    Catalog.registry.stories.filter { ["text", "button"].contains($0.storyID?.component ?? "") })

  /// A folder holding every golden of ``registry``, for the tests that need one: a copy of its
  /// components' committed folders (drawing every story, or writing each file with Foundation,
  /// which syncs it to disk, took seconds per test), without pending files, with any golden a
  /// new story lacks drawn.
  func goldenFolder() throws -> (URL, GoldenLayout) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-goldens-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for component in ["text", "button"] {
      try FileManager.default.copyItem(
        at: Self.committedGoldens.appendingPathComponent(component),
        to: root.appendingPathComponent(component))
    }
    let layout = GoldenLayout(root: root)
    for pending in layout.pending() { try FileManager.default.removeItem(at: pending) }
    for golden in layout.goldens(for: Self.registry)
    where !FileManager.default.fileExists(atPath: layout.url(of: golden).path) {
      let url = layout.url(of: golden)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(golden.text.utf8).write(to: url)
    }
    return (root, layout)
  }

  @Test func reviewAcceptsRejectsAndSkips() throws {
    let (root, layout) = try goldenFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = ["text/title.dark.txt", "text/body.dark.txt", "text/code.dark.txt"]
    for file in files {
      try Data(headed("changed \(file)").utf8).write(to: root.appendingPathComponent(file + ".new"))
    }
    let (status, capture) = runCLI(
      ["snapshots", "review", "--dir", root.path], registry: Self.registry, answers: ["a", "r", "s"])
    #expect(status == 0)
    #expect(capture.out.last == "Accepted 1, rejected 1, skipped 1; 1 pending.")
    #expect(capture.out.contains { $0.contains("│ changed text/title.dark.txt") })
    #expect(read(root.appendingPathComponent("text/body.dark.txt")) == headed("changed text/body.dark.txt"))
    #expect(layout.pending().count == 1)
  }

  @Test func reviewTakesYNSQAndAsksAgainOnAnythingElse() throws {
    let (root, layout) = try goldenFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    for file in ["text/title.dark.txt", "text/body.dark.txt", "text/code.dark.txt"] {
      try Data(headed("changed \(file)").utf8).write(to: root.appendingPathComponent(file + ".new"))
    }
    // "maybe" and "" are not answers: the same file is asked about again.
    let (status, capture) = runCLI(
      ["snapshots", "review", "--dir", root.path], registry: Self.registry,
      answers: ["maybe", "", "n", "y", "q"])
    #expect(status == 0)
    #expect(capture.out.filter { $0 == "Please answer y, n, s or q." }.count == 2)
    #expect(capture.out.last == "Accepted 1, rejected 1, skipped 0; 1 pending.")
    #expect(layout.pending().count == 1)
  }

  @Test func reviewInBulk() throws {
    let (root, layout) = try goldenFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(headed("x").utf8).write(to: root.appendingPathComponent("text/title.dark.txt.new"))
    try Data(headed("y").utf8).write(to: root.appendingPathComponent("text/body.dark.txt.new"))
    #expect(
      runCLI(["snapshots", "review", "--dir", root.path, "--reject-all"], registry: Self.registry).0 == 0)
    #expect(layout.pending().isEmpty)
    #expect(read(root.appendingPathComponent("text/title.dark.txt"))?.hasPrefix("viewkit-snapshot") == true)
    try Data(headed("x").utf8).write(to: root.appendingPathComponent("text/title.dark.txt.new"))
    #expect(
      runCLI(["snapshots", "review", "--dir", root.path, "--accept-all"], registry: Self.registry).0 == 0)
    #expect(read(root.appendingPathComponent("text/title.dark.txt")) == headed("x"))
    #expect(
      runCLI(
        ["snapshots", "review", "--dir", root.path, "--accept-all", "--reject-all"], registry: Self.registry
      ).0 == 2)
  }

  @Test func pruneRefusesAFolderWhereNoGoldenIsWhereAStoryExpectsIt() throws {
    // Regression: `--dir` one level above the golden folder deleted all 745 goldens.
    let (root, layout) = try goldenFolder()
    let outer = root.deletingLastPathComponent().appendingPathComponent("outer-\(UUID())")
    try FileManager.default.createDirectory(at: outer, withIntermediateDirectories: true)
    let inner = outer.appendingPathComponent("Goldens")
    try FileManager.default.moveItem(at: root, to: inner)
    defer { try? FileManager.default.removeItem(at: outer) }
    let before = GoldenLayout(root: inner).goldens(for: Self.registry).count
    let (status, capture) = runCLI(["snapshots", "prune", "--dir", outer.path], registry: Self.registry)
    #expect(status == 1)
    #expect(capture.err.joined().contains("is --dir the golden folder itself? Nothing was deleted."))
    let after = GoldenLayout(root: inner).goldens(for: Self.registry).filter {
      FileManager.default.fileExists(atPath: GoldenLayout(root: inner).url(of: $0).path)
    }
    #expect(after.count == before)
    _ = layout
  }

  @Test func reviewNeverAcceptsANewFileThatIsNotUTF8() throws {
    // Regression: it showed as empty, and `y` made it the golden.
    let (root, _) = try goldenFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let golden = root.appendingPathComponent("text/title.dark.txt")
    let before = try Data(contentsOf: golden)
    try (Data(headed("bad ").utf8) + Data([0xFF, 0x0A])).write(to: URL(fileURLWithPath: golden.path + ".new"))
    let (status, capture) = runCLI(
      ["snapshots", "review", "--dir", root.path], registry: Self.registry, answers: ["y"])
    #expect(status == 1)
    #expect(capture.out.contains { $0.contains("not UTF-8 text, so it cannot be accepted") })
    #expect(capture.err.joined().contains("not accepting"))
    #expect(try Data(contentsOf: golden) == before)
  }

  @Test func pruneDeletesOnlyOrphans() throws {
    let (root, layout) = try goldenFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(headed("old").utf8).write(to: root.appendingPathComponent("text/retired.dark.txt"))
    let (status, capture) = runCLI(["snapshots", "prune", "--dir", root.path], registry: Self.registry)
    #expect(status == 0)
    #expect(capture.out.last == "Pruned 1 golden file that no story calls for.")
    #expect(layout.orphans(for: Self.registry).isEmpty)
    #expect(
      layout.goldens(for: Self.registry).allSatisfy {
        FileManager.default.fileExists(atPath: layout.url(of: $0).path)
      })
  }

  @Test func missingGoldenFolderIsAClearError() {
    let (status, capture) = runCLI(["snapshots", "review", "--dir", "/no/such/folder"])
    #expect(status == 2)
    #expect(capture.err.joined().contains("no golden folder at /no/such/folder"))
  }

  @Test(arguments: [
    ["--help"], ["list", "--help"], ["render", "--help"], ["check", "-h"], ["snapshots", "review", "--help"],
    ["snapshots", "prune", "--help"], ["themes", "check", "--help"], ["headless", "--help"], ["help"],
  ])
  func helpOnEveryCommandExitsZeroWithTheUsage(_ arguments: [String]) {
    let (status, capture) = runCLI(arguments)
    #expect(status == 0)
    #expect(capture.out.joined().hasPrefix("usage: swift run Storybook"))
    #expect(capture.err.isEmpty)
  }

  @Test func versionNamesViewKit() {
    let (status, capture) = runCLI(["--version"])
    #expect(status == 0)
    #expect(capture.out == ["Storybook (StorybookKit, ViewKit \(Storybook.viewKitVersion))"])
  }

  @Test func unknownCommandsAndOptionsExitTwoWithTheUsage() {
    for arguments in [["frobnicate"], ["list", "--frob"], ["render", "text/title", "--frob"]] {
      let (status, capture) = runCLI(arguments)
      #expect(status == 2, "\(arguments)")
      #expect(capture.err.joined().contains("usage: swift run Storybook"), "\(arguments)")
    }
  }

  @Test func anUnknownStorySuggestsAtMostThreeAndListsNothing() {
    let (status, capture) = runCLI(["render", "text/titel"])
    #expect(status == 2)
    #expect(capture.err == ["Storybook: unknown story \"text/titel\"; did you mean \"text/title\"?"])
    let (far, farCapture) = runCLI(["render", "qqqqqqqqqqqq"])
    #expect(far == 2)
    #expect(
      farCapture.err == [
        "Storybook: unknown story \"qqqqqqqqqqqq\"; `swift run Storybook list` shows every story"
      ])
    let (_, partCapture) = runCLI(["render", "button"])
    let line = partCapture.err.joined()
    #expect(line.components(separatedBy: "\"button/").count - 1 == 3, "\(line)")
  }
}

func read(_ url: URL) -> String? {
  try? String(contentsOf: url, encoding: .utf8)
}

/// `doctor`: off a terminal it asks nothing and says so.
@Suite struct DoctorCommandTests {
  @Test func offATerminalNothingIsAsked() {
    let (status, capture) = runCLI(["doctor"], environment: ["TERM": "xterm-256color"])
    #expect(status == 0)
    #expect(capture.out.contains("  Nothing was asked: standard input and output are not both a terminal."))
    #expect(capture.out.contains { $0.hasPrefix("  colours: 256 colours") })
    #expect(runCLI(["doctor", "extra"]).0 == 2)
  }
}
