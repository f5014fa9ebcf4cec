import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// Text from outside with every kind of control a terminal acts on: CSI (ESC [ and the one-byte
/// C1 CSI), OSC ending in BEL (retitles the window), bidirectional overrides and isolates, and a
/// line break that would start a forged line.
let hostile = "X\u{1B}[31mR\u{1B}]0;TITLE\u{07}\u{9B}2J\u{202E}B\u{2066}Y\u{2028}Z\nFORGED"

/// The same, its invisible controls first, for a story's text, which is cut to the story's width.
let hostileFirst = "\u{202E}\u{2066}\u{2028}\u{9B}2J\u{1B}]0;TITLE\u{07}\nFORGED"

/// What in `text` a terminal would act on, or a forged line: nil when it is inert.
///
/// - Parameter text: one write to standard output, or one message as standard error shows it.
/// - Returns: a description of the first problem.
func actionable(_ text: String) -> String? {
  for scalar in text.unicodeScalars {
    let value = scalar.value
    if (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value) {
      return "control U+\(String(value, radix: 16))"
    }
    if Sanitizer.isLayoutControl(value) { return "layout control U+\(String(value, radix: 16))" }
  }
  if text.split(separator: "\n").contains(where: { $0.hasPrefix("FORGED") }) { return "a forged line" }
  return nil
}

/// Every command of the Storybook that prints text from outside (arguments, file names, file
/// contents, theme values, environment values, requests) prints it inert, on standard output
/// as it is written and on standard error as `main()` writes it.
@Suite struct InertOutputTests {
  /// A folder of hostile files: a theme file with a hostile name and hostile values, a golden
  /// folder with a hostile pending file and orphan, a shard report and a work baseline.
  struct Hostile {
    let root: URL
    var path: String { root.path }
    var theme: String { Self.theme(in: path) }
    var goldens: String { path + "/goldens" }
    static let name = "t\u{1B}]0;TITLE\u{07}\u{202E}\nFORGED"

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("vk-inert-\(UUID().uuidString)")
      let manager = FileManager.default
      for folder in ["goldens/demo", "shards", "Themes", "out"] {
        try manager.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      let json = hostile.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(
        of: "\u{07}", with: "\\u0007"
      ).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{9B}", with: "\\u009b")
      let document = """
        {"$extensions": {"dev.viewkit": {"theme": {"name": "\(json)", "displayName": "\(json)"}}},
         "color": {"$type": "color", "\(json)": {"$value": "{color.\(json)}", "$description": "\(json)"}}}
        """
      try Data(document.utf8).write(to: URL(fileURLWithPath: Self.theme(in: root.path)))
      try Data(document.utf8).write(to: URL(fileURLWithPath: Self.theme(in: root.path + "/Themes")))
      try Data("// swift-tools-version: 6.2\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
      // A theme set with a context of a hostile name, its theme named and displayed so too.
      let resolver = """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {
           "\(json)": [{"$ref": "dark.tokens.json"}, {"$ref": "named.tokens.json"}],
           "light": [{"$ref": "light.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """
      let named = """
        {"$extensions": {"dev.viewkit": {"theme": {"name": "\(json)", "displayName": "\(json)", "appearance": "dark"}}}}
        """
      try Data(named.utf8).write(to: root.appendingPathComponent("Themes/named.tokens.json"))
      try Data(resolver.utf8).write(to: root.appendingPathComponent("Themes/\(Self.name).resolver.json"))
      let header = "viewkit-snapshot 1 id=demo/\(Self.name) theme=dark size=1x1 profile=truecolor\n"
      try Data((header + hostile + "\n").utf8).write(
        to: root.appendingPathComponent("goldens/demo/\(Self.name).dark.txt.new"))
      try Data((header + hostile + "\n").utf8).write(
        to: root.appendingPathComponent("goldens/demo/\(Self.name).dark.txt"))
      try Data("# ViewKit golden shard 1/2\n\(hostile)\n".utf8).write(
        to: root.appendingPathComponent("shards/shard-1-of-2.txt"))
      try Data("\(hostile) 1 2 3\n".utf8).write(to: root.appendingPathComponent("work.txt"))
    }

    static func theme(in folder: String) -> String { folder + "/" + name + ".tokens.json" }
    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// Runs a command line; the problems found in what it wrote, one line each.
  func problems(
    _ arguments: [String], book: Storybook = Catalog.book, registry: StoryRegistry? = nil,
    environment: [String: String] = [:], input: [String] = []
  ) -> [String] {
    let capture = Capture()
    capture.answers = input
    var book = book
    if let registry { book.registry = registry }
    let cli = StorybookCLI(
      output: { capture.out.append($0) }, error: { capture.err.append($0) }, environment: environment,
      isTerminal: false, input: { capture.answers.isEmpty ? nil : capture.answers.removeFirst() }, book: book)
    _ = cli.run(arguments)
    let shown = arguments.map { Sanitizer.sanitizeLine($0) }.joined(separator: " ")
    var found: [String] = []
    for line in capture.out {
      if let problem = actionable(line) { found.append("\(shown): standard output: \(problem)") }
    }
    for message in capture.err {
      if let problem = actionable(Storybook.standardErrorText(message)) {
        found.append("\(shown): standard error: \(problem): \(Sanitizer.sanitizeLine(message.prefix(160)))")
      }
    }
    return found
  }

  /// One small story, so commands that draw everything (export) stay fast.
  var small: StoryRegistry {
    StoryRegistry(Catalog.registry.stories.filter { $0.id == "badge/text" })
  }

  @Test func argumentsAndStoryArgumentsAreInert() {
    let commands: [[String]] = [
      [hostile], ["list", hostile], ["render", hostile],
      ["render", "badge/text", "--arg", "text=\(hostileFirst)", "--color", "never"],
      ["render", "badge/text", "--arg", "text=\(hostileFirst)", "--json"],
      ["render", "badge/text", "--arg", "text=\(hostileFirst)", "--semantic"],
      ["render", "badge/text", "--arg", hostile], ["render", "badge/text", "--arg", "\(hostile)=1"],
      ["render", "badge/text", "--color", hostile], ["render", "badge/text", "--size", hostile],
      ["render", "badge/text", "--theme", hostile], ["render", "badge/text", hostile],
      ["headless", hostile], ["headless", "text=\(hostileFirst)"], ["headless", "click=\(hostile)"],
      ["themes", hostile], ["themes", "show", hostile], ["themes", "show", "dark", "--color", hostile],
      ["themes", "check", "-\(hostile)"], ["check", "--color", hostile], ["check", "--theme", hostile],
      ["snapshots", hostile], ["snapshots", "review", hostile], ["snapshots", "shards", "--count", hostile],
      ["snapshots", "review", "--shard", hostile], ["export", hostile], ["work", hostile],
      ["--theme", hostile], ["--review", "--base", hostile], ["doctor", hostile],
    ]
    for command in commands {
      let found = problems(command)
      #expect(found.isEmpty, "\(found)")
    }
  }

  @Test func fileNamesAndContentsAreInert() throws {
    let folder = try Hostile()
    defer { folder.remove() }
    let commands: [[String]] = [
      ["themes", "check", folder.theme], ["themes", "show", folder.theme, "--color", "never"],
      ["check", "--theme", folder.theme], ["render", "badge/text", "--theme", folder.theme],
      ["render", "badge/text", "--theme", folder.theme + "#" + hostile],
      ["snapshots", "review", "--dir", folder.goldens, "--dry-run"],
      ["snapshots", "prune", "--dry-run", "--dir", folder.goldens],
      ["snapshots", "review", "--dir", folder.path + "/" + Hostile.name],
      ["snapshots", "shards", "--merge", folder.path + "/shards"],
      ["snapshots", "shards", "--merge", folder.path + "/" + Hostile.name],
      ["snapshots", "report", "--base", hostile, "--dir", folder.goldens, "--out", folder.path + "/out"],
      ["work", "--file", folder.path + "/work.txt"], ["work", "--file", folder.path + "/" + Hostile.name],
      ["export", "--html", folder.path + "/" + Hostile.name], ["export", "--html", folder.theme],
    ]
    for command in commands {
      let found = problems(command, registry: small)
      #expect(found.isEmpty, "\(found)")
    }
    #expect(problems(["snapshots", "review", "--dir", folder.goldens], input: ["s"]).isEmpty)
  }

  @Test func aPackagesOwnThemeFilesAreInert() throws {
    let folder = try Hostile()
    defer { folder.remove() }
    var book = Storybook(name: "OwnStorybook", stories: [])
    book.packageRoot = folder.path
    for command in [["themes", "check"], ["themes", "list"]] {
      let found = problems(command, book: book)
      #expect(found.isEmpty, "\(found)")
    }
    let checked = Capture()
    _ = book.run(["themes", "check"], output: { checked.out.append($0) }, error: { checked.err.append($0) })
    #expect(
      checked.out.joined().contains("(checked Themes/t␛]0;TITLE␇<U+202E>␊FORGED.resolver.json)"),
      "\(checked.out)")
    book.themes = .file("Themes/\(Hostile.name).resolver.json")
    let capture = Capture()
    _ = book.run(["themes", "list"], output: { capture.out.append($0) }, error: { capture.err.append($0) })
    #expect(capture.out.count == 2 && capture.out.joined().contains("TITLE"), "\(capture.out) \(capture.err)")
    #expect(problems(["themes", "list"], book: book).isEmpty)
    book.themes = .file("Themes/" + Hostile.name + ".tokens.json")
    for command in [["themes", "list"], ["list"]] {
      let found = problems(command, book: book)
      #expect(found.isEmpty, "\(found)")
    }
  }

  @Test func environmentValuesAndRequestsAreInert() {
    let environment = [
      "TERM": hostile, "COLORTERM": hostile, "VIEWKIT_PROBE_TIMEOUT": hostile, "NO_COLOR": hostile,
    ]
    #expect(problems(["doctor"], environment: environment).isEmpty)
    #expect(problems(["render", "badge/text"], environment: environment).isEmpty)
    let request =
      #"{"jsonrpc":"2.0","id":"\#(hostile.replacingOccurrences(of: "\n", with: "\\n"))","method":"x"}"#
    let found = problems(
      ["mcp"],
      input: [
        request, hostile,
        #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"render","arguments":{"id":"badge/text","args":{"name":"\#(hostile.replacingOccurrences(of: "\n", with: "\\n"))"}}}}"#,
      ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func theReviewQueuesEmptyMessageIsInert() {
    let queue = ReviewQueue(
      SnapshotReport(base: hostile, commit: "0", folder: hostile, entries: [], undrawn: 0))
    #expect(actionable(ReviewView.emptyMessage(queue)) == nil)
  }
}
