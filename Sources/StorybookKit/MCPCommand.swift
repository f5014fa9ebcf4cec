import Foundation
import ViewKit
import ViewKitDriver

/// `mcp`: the storybook as a Model Context Protocol server, so coding agents and tools can ask
/// what exists and render it instead of scraping text.
///
/// The stdio transport: one JSON-RPC 2.0 message per line on standard input, one answer per
/// line on standard output, nothing else written there. Tools: `list_stories`,
/// `render_story`, `check_contrast`, `snapshot_status`.
extension StorybookCLI {
  /// Serves requests until the end of input.
  func mcp(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return usageError("mcp takes no arguments") }
    let server = StorybookMCP(cli: self)
    while let line = input() {
      if let answer = server.answer(line) { output(answer) }
    }
    return 0
  }
}

/// Answers MCP messages for a storybook (`initialize`, `ping`, `tools/list`, `tools/call`).
struct StorybookMCP {
  let cli: StorybookCLI

  /// The protocol revision this server speaks.
  static let protocolVersion = "2025-06-18"
  /// The revisions it accepts from a client; another gets this server's.
  static let knownVersions: Set<String> = ["2024-11-05", "2025-03-26", "2025-06-18"]
  /// The longest message read; a longer line is answered with a parse error.
  static let longestMessage = 1 << 20

  /// JSON-RPC error codes.
  enum Code: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
  }

  /// The answer to one line, or nil for a notification or a blank line.
  func answer(_ line: String) -> String? {
    guard !line.allSatisfy(\.isWhitespace) else { return nil }
    guard line.utf8.count <= Self.longestMessage,
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    else {
      return failure(id: NSNull(), .parseError, "not a JSON message")
    }
    guard let message = object as? [String: Any], message["jsonrpc"] as? String == "2.0" else {
      return failure(id: NSNull(), .invalidRequest, "expected a JSON-RPC 2.0 request object")
    }
    guard let method = message["method"] as? String else {
      // The client's answer to a request of ours (we send none): never answered back.
      if message["id"] != nil && (message["result"] != nil || message["error"] != nil) { return nil }
      return failure(id: NSNull(), .invalidRequest, "expected a JSON-RPC 2.0 request object with a method")
    }
    // A notification (no id) gets no answer: `notifications/initialized` and the like.
    guard let id = message["id"] else { return nil }
    guard id is String || (id is NSNumber && !Self.isBoolean(id)) else {
      return failure(id: NSNull(), .invalidRequest, "a request's id is a string or a number")
    }
    if let given = message["params"], !(given is [String: Any]) {
      return failure(id: id, .invalidParams, "params is an object")
    }
    let params = message["params"] as? [String: Any] ?? [:]
    switch method {
    case "initialize":
      let asked = params["protocolVersion"] as? String ?? Self.protocolVersion
      return success(
        id: id,
        [
          "protocolVersion": Self.knownVersions.contains(asked) ? asked : Self.protocolVersion,
          "capabilities": ["tools": ["listChanged": false]],
          "serverInfo": ["name": cli.book.name, "version": Storybook.viewKitVersion],
          "instructions":
            "ViewKit stories: list_stories finds them, render_story draws one as text, ANSI or cells in a "
            + "theme and size, check_contrast judges the colour pairs it draws, snapshot_status shows "
            + "pending and missing golden files.",
        ])
    case "ping":
      return success(id: id, [:])
    case "tools/list":
      return success(id: id, ["tools": Self.tools])
    case "tools/call":
      guard let name = params["name"] as? String else {
        return failure(id: id, .invalidParams, "tools/call needs a tool name")
      }
      if let given = params["arguments"], !(given is [String: Any]) {
        return failure(id: id, .invalidParams, "\(name): arguments is an object")
      }
      let arguments = params["arguments"] as? [String: Any] ?? [:]
      if let schema = Self.tools.first(where: { $0["name"] as? String == name })?["inputSchema"]
        as? [String: Any],
        let problem = Self.problem(in: arguments, against: schema)
      {
        return failure(id: id, .invalidParams, "\(name): \(problem)")
      }
      switch call(name, arguments) {
      case .success(let result): return success(id: id, result)
      case .failure(let problem): return failure(id: id, .invalidParams, problem.message)
      }
    default:
      return failure(id: id, .methodNotFound, "no method \(method)")
    }
  }

  func success(id: Any, _ result: [String: Any]) -> String {
    StorybookCLI.json(["jsonrpc": "2.0", "id": id, "result": result])
  }

  func failure(id: Any, _ code: Code, _ message: String) -> String {
    StorybookCLI.json(["jsonrpc": "2.0", "id": id, "error": ["code": code.rawValue, "message": message]])
  }

  /// Whether a JSON value is `true` or `false` (Foundation reads them as numbers too).
  static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return value is Bool }
    return String(cString: number.objCType) == "c" || type(of: value) == Bool.self
  }

  /// What is wrong with a tool's arguments against its input schema (the subset the tools use:
  /// known properties, string, integer with bounds, enum, object of scalars, required); nil
  /// when nothing is.
  static func problem(in arguments: [String: Any], against schema: [String: Any]) -> String? {
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for name in schema["required"] as? [String] ?? [] where arguments[name] == nil {
      return "\(name) is required"
    }
    for (name, value) in arguments.sorted(by: { $0.key < $1.key }) {
      guard let property = properties[name] as? [String: Any] else {
        let known = properties.keys.sorted()
        return "no argument \(Sanitizer.sanitizeLine(name.prefix(64)))"
          + (known.isEmpty ? "; this tool takes none" : "; use " + known.joined(separator: ", "))
      }
      switch property["type"] as? String {
      case "string":
        guard let text = value as? String else { return "\(name) is a string" }
        if let choices = property["enum"] as? [String], !choices.contains(text) {
          return "\(name) is one of " + choices.joined(separator: ", ")
        }
      case "integer":
        guard let number = value as? NSNumber, !isBoolean(value),
          number.doubleValue.rounded() == number.doubleValue,
          abs(number.doubleValue) < 1e15
        else { return "\(name) is a whole number" }
        let low = (property["minimum"] as? Int) ?? Int.min
        let high = (property["maximum"] as? Int) ?? Int.max
        guard (low...high).contains(number.intValue) else { return "\(name) goes from \(low) to \(high)" }
      case "object":
        guard let object = value as? [String: Any] else { return "\(name) is an object" }
        for (key, item) in object where !(item is String || item is NSNumber || item is Bool) {
          return "\(name).\(Sanitizer.sanitizeLine(key.prefix(64))) is a string, a number or true or false"
        }
      default:
        break
      }
    }
    return nil
  }

  /// The most cells `render_story` gives one by one (`format: cells`).
  static let mostCells = 40_000

  /// A call that names no tool.
  struct UnknownTool: Error {
    let message: String
  }

  /// Each tool, with the JSON Schema of its arguments.
  static var tools: [[String: Any]] {
    [
      [
        "name": "list_stories",
        "description":
          "Every story (id, title, summary, component, tags, arguments with their controls, size) and the "
          + "themes; with a query, the stories whose id, title, summary or tags contain it.",
        "inputSchema": [
          "type": "object",
          "properties": ["query": ["type": "string", "description": "words to filter by, ignoring case"]],
        ],
      ],
      [
        "name": "render_story",
        "description":
          "Draws a story: as plain text (the default), as ANSI text in full colour, as cells with "
          + "their glyphs, widths and styles (colours with their design tokens), or as what a screen "
          + "reader reads (semantic: the transcript's lines, and each element's role, label, value, "
          + "states and cells).",
        "inputSchema": [
          "type": "object",
          "properties": [
            "id": ["type": "string", "description": "the story id, such as button/primary"],
            "theme": ["type": "string", "description": "a theme name; dark by default"],
            "width": ["type": "integer", "minimum": 1, "maximum": 1000],
            "height": ["type": "integer", "minimum": 1, "maximum": 1000],
            "format": ["type": "string", "enum": ["text", "ansi", "cells", "semantic"]],
            "args": [
              "type": "object", "description": "story arguments by name, as text (true, 42, a choice)",
              "additionalProperties": ["type": ["string", "number", "boolean"]],
            ],
          ],
          "required": ["id"],
        ],
      ],
      [
        "name": "check_contrast",
        "description":
          "The WCAG 2 contrast of every colour pair a story (or every story) draws, in a theme (or every "
          + "theme), in full, 256 or 16 colours: the pairs below their minimum.",
        "inputSchema": [
          "type": "object",
          "properties": [
            "story": ["type": "string", "description": "a story id; every story when absent"],
            "theme": ["type": "string", "description": "a theme name; every theme when absent"],
            "colors": ["type": "string", "enum": ["truecolor", "256", "16"]],
          ],
        ],
      ],
      [
        "name": "snapshot_status",
        "description":
          "The golden files: how many there are, which are pending (a .new file to review), which "
          + "hold git conflict markers (a conflict to resolve), which stories have none yet, and which "
          + "no story calls for.",
        "inputSchema": ["type": "object", "properties": [String: Any]()],
      ],
    ]
  }

  /// Runs a tool. A mistake in its arguments (an unknown story) is the tool's result, marked
  /// `isError`, as MCP asks; an unknown tool is a protocol error.
  func call(_ name: String, _ arguments: [String: Any]) -> Result<[String: Any], UnknownTool> {
    switch name {
    case "list_stories": return .success(listStories(arguments))
    case "render_story": return .success(renderStory(arguments))
    case "check_contrast": return .success(checkContrast(arguments))
    case "snapshot_status": return .success(snapshotStatus())
    default:
      return .failure(UnknownTool(message: "no tool \(name); tools/list names them"))
    }
  }

  /// A tool's result: text, and the same as structured content when it is an object.
  func result(_ text: String, structured: [String: Any]? = nil, isError: Bool = false) -> [String: Any] {
    var result: [String: Any] = ["content": [["type": "text", "text": text]], "isError": isError]
    if let structured { result["structuredContent"] = structured }
    return result
  }

  func listStories(_ arguments: [String: Any]) -> [String: Any] {
    let query = (arguments["query"] as? String ?? "").lowercased()
    let stories = cli.registry.ids.compactMap { cli.registry.story($0) }.filter {
      query.isEmpty || $0.searchText.contains(query)
    }
    let manifest = cli.manifest(stories: stories)
    return result(StorybookCLI.json(manifest), structured: manifest)
  }

  func renderStory(_ arguments: [String: Any]) -> [String: Any] {
    guard let id = arguments["id"] as? String else {
      return result("render_story needs an id", isError: true)
    }
    guard let story = cli.registry.story(id) else {
      let close = cli.registry.suggestions(for: id)
      return result(
        "no story \(id)" + (close.isEmpty ? "" : "; did you mean " + close.joined(separator: ", ") + "?"),
        isError: true)
    }
    let themeName = arguments["theme"] as? String ?? "dark"
    guard let theme = cli.theme(named: themeName) else {
      return result("no theme \(themeName); themes: \(cli.themeNames)", isError: true)
    }
    var size = story.layout.defaultSize
    if case .fill = story.layout {
      // The tool's input schema has held width and height to 1...1000 already.
      let width = (arguments["width"] as? NSNumber)?.intValue ?? size.width
      let height = (arguments["height"] as? NSNumber)?.intValue ?? size.height
      size = Size(width: width, height: height)
    }
    let given = (arguments["args"] as? [String: Any] ?? [:]).map { name, raw in
      (name, (raw as? String) ?? (raw as? NSNumber).map { "\($0)" } ?? "")
    }
    let values: [String: StoryArgValue]
    switch StorybookCLI.argumentValues(of: story, given) {
    case .success(let parsed): values = parsed
    case .failure(let problem): return result(problem.message, isError: true)
    }
    let format = arguments["format"] as? String ?? "text"
    if format == "semantic" {
      // What a screen reader reads (`render --semantic --json`): the same in every theme.
      var document = StorybookCLI.semanticDocument(
        story.semanticTranscript(size: size, args: StoryArgs(values)))
      document["id"] = id
      return result(StorybookCLI.json(document), structured: document)
    }
    let canvas = story.render(theme: theme, profile: .truecolor, size: size, args: StoryArgs(values))
    switch format {
    case "text": return result(canvas.plainText())
    case "ansi": return result(canvas.ansiText(.styled(.truecolor)))
    case "cells":
      // Each cell is a JSON object: a whole 1000x1000 canvas would be a million of them.
      guard size.width * size.height <= Self.mostCells else {
        return result(
          "cells go up to \(Self.mostCells) (\(size.width)x\(size.height) is \(size.width * size.height)); "
            + "draw it as text or ansi, or smaller", isError: true)
      }
      var cells = StorybookCLI.cells(canvas)
      cells["id"] = id
      cells["theme"] = theme.name
      return result(StorybookCLI.json(cells), structured: cells)
    case let other: return result("no format \(other); use text, ansi, cells or semantic", isError: true)
    }
  }

  func checkContrast(_ arguments: [String: Any]) -> [String: Any] {
    var themes = cli.themeSet
    if let name = arguments["theme"] as? String {
      guard let theme = cli.theme(named: name) else {
        return result("no theme \(name); themes: \(cli.themeNames)", isError: true)
      }
      themes = [theme]
    }
    var stories = cli.registry.ids.compactMap { cli.registry.story($0) }
    if let id = arguments["story"] as? String {
      guard let story = cli.registry.story(id) else { return result("no story \(id)", isError: true) }
      stories = [story]
    }
    let profile: ColorProfile
    switch arguments["colors"] as? String ?? "truecolor" {
    case "truecolor": profile = .truecolor
    case "256": profile = .ansi256
    case "16": profile = .ansi16
    case let other: return result("no colour profile \(other); use truecolor, 256 or 16", isError: true)
    }
    let (pairs, problems) = StorybookCLI.drawnContrast(of: stories, in: themes, profiles: [profile])
    let summary: [String: Any] = [
      "stories": stories.count, "themes": themes.map(\.name), "pairs": pairs, "problems": problems,
    ]
    let counted =
      "\(pairs) colour pair\(pairs == 1 ? "" : "s") in \(stories.count) stor\(stories.count == 1 ? "y" : "ies")"
      + " and \(themes.count) theme\(themes.count == 1 ? "" : "s")"
    let text = problems.isEmpty ? "\(counted) all meet their minimum." : problems.joined(separator: "\n")
    return result(text, structured: summary)
  }

  func snapshotStatus() -> [String: Any] {
    let directory = cli.defaultGoldens
    guard case .success(let folder) = GoldenFolder.open(directory) else {
      return result("no golden folder at \(directory)", isError: true)
    }
    let contents = folder.scan()
    let layout = GoldenLayout(root: folder.root, themes: cli.themeSet)
    let expected = layout.goldens(for: cli.registry).map(\.relativePath)
    let present = Set(contents.goldens.map { layout.relative($0) })
    // A conflicted golden is there, only not comparable: not missing, and listed apart.
    let conflicts = contents.conflicts.map { layout.relative($0) }.sorted()
    let expectedSet = Set(expected)
    let status: [String: Any] = [
      "folder": directory,
      "goldens": contents.goldens.count,
      "pending": contents.pending.map { layout.relative($0) }.sorted(),
      "conflicts": conflicts,
      "missing": expected.filter { !present.contains($0) && !conflicts.contains($0) }.sorted(),
      "orphans": present.filter { !expectedSet.contains($0) }.sorted(),
    ]
    return result(StorybookCLI.json(status), structured: status)
  }
}
