import ViewKit

/// `render`: one story's frame.
extension StorybookCLI {
  /// `render ID [options]`: one story's frame on standard output.
  func render(_ arguments: [String]) -> Int32 {
    var id: String?
    var theme = Theme.dark
    var size: Size?
    var choice = ColorChoice.auto
    var rawArgs: [(String, String)] = []
    var json = false
    var semantic = false
    var hyperlinks = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      switch argument {
      case "--theme", "--size", "--color", "--arg":
        guard let value else { return usageError("\(argument) needs a value") }
        switch argument {
        case "--theme":
          let (loaded, status) = loadTheme(value)
          guard let loaded else { return status }
          theme = loaded
        case "--size":
          guard let parsed = Size(parsing: value), (1...1_000).contains(parsed.width),
            (1...1_000).contains(parsed.height)
          else {
            return usageError(
              "--size takes WIDTHxHEIGHT, each from 1 to 1000, such as 80x24; got \"\(Sanitizer.sanitizeLine(value))\""
            )
          }
          size = parsed
        case "--color":
          guard let parsed = ColorChoice(rawValue: value) else {
            let values = ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
            return usageError(
              "unknown --color value \"\(Sanitizer.sanitizeLine(value))\"; use one of \(values)")
          }
          choice = parsed
        default:
          guard let (name, argValue) = value.splitAtFirstEquals else {
            return usageError("--arg takes NAME=VALUE; got \"\(Sanitizer.sanitizeLine(value))\"")
          }
          rawArgs.append((name, argValue))
        }
        index += 2
      case "--json":
        json = true
        index += 1
      case "--semantic":
        semantic = true
        index += 1
      case "--hyperlinks":
        hyperlinks = true
        index += 1
      default:
        if argument.hasPrefix("-") {
          return usageError("unknown option \"\(Sanitizer.sanitizeLine(argument))\" for render")
        }
        guard id == nil else { return usageError("render takes one story id") }
        id = argument
        index += 1
      }
    }
    guard let id else {
      return usageError("render needs a story id; `swift run \(book.name) list` shows them")
    }
    guard let story = registry.story(id) else {
      let close = registry.suggestions(for: id)
      let hint =
        close.isEmpty
        ? "`swift run \(book.name) list` shows every story"
        : "did you mean " + close.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
      error("\(book.name): unknown story \"\(Sanitizer.sanitizeLine(id))\"; \(hint)")
      return 2
    }
    let values: [String: StoryArgValue]
    switch Self.argumentValues(of: story, rawArgs) {
    case .success(let parsed): values = parsed
    case .failure(let problem):
      error("\(book.name): \(problem.message)")
      return 2
    }
    let mode = ColorDetection.detect(environment: environment, isTerminal: isTerminal, choice: choice)
    let profile: ColorProfile
    if case .styled(let detected) = mode { profile = detected } else { profile = .none }
    if case .fixed(let own) = story.layout, let asked = size, asked != own {
      error("\(book.name): note: \(id) is drawn at its own size, \(own); --size \(asked) is ignored")
      size = nil
    }
    if semantic {
      // What a screen reader reads: the same in every theme and profile.
      let transcript = story.semanticTranscript(size: size, args: StoryArgs(values))
      if json {
        var document = Self.semanticDocument(transcript)
        document["id"] = id
        output(Self.json(document))
      } else {
        for line in transcript.lines { output(line) }
      }
      return 0
    }
    if json {
      // Cells in full colour with their tokens, whatever the terminal: for tools, not eyes.
      let canvas = story.render(theme: theme, profile: .truecolor, size: size, args: StoryArgs(values))
      var document = Self.cells(canvas)
      document["id"] = id
      document["theme"] = theme.name
      output(Self.json(document))
      return 0
    }
    // Linked text goes out as hyperlinks (OSC 8) where the terminal shows them, as in the live
    // browser (the label alone, the target in the link), or with --hyperlinks; otherwise the
    // URL is written after its label. Never in plain output, which has no escape at all.
    let sendsLinks =
      mode != .plain
      && (hyperlinks
        || (isTerminal && TerminalCapabilities().hyperlinks(environment: environment).isSupported))
    let view = story.view(StoryArgs(values)).linkPresentation(sendsLinks ? .hyperlink : .inline)
    let canvas = Renderer.render(view, size: size ?? story.layout.defaultSize, theme: theme, profile: profile)
    output(canvas.ansiText(mode, anchoringClusters: isTerminal, hyperlinks: sendsLinks))
    return 0
  }

  /// A transcript for tools: its lines, and each element's parts and the cells it was drawn in.
  static func semanticDocument(_ transcript: SemanticTranscript) -> [String: Any] {
    let elements: [[String: Any]] = transcript.elements.map { element in
      var out: [String: Any] = [
        "role": element.role.rawValue, "label": SemanticTranscript.clean(element.label),
        "details": element.details.map(SemanticTranscript.clean), "states": element.traits.words,
        "level": element.level,
        "frame": [
          "x": element.frame.minX, "y": element.frame.minY, "width": element.frame.width,
          "height": element.frame.height,
        ],
      ]
      if let value = element.value { out["value"] = SemanticTranscript.clean(value) }
      return out
    }
    return ["lines": transcript.lines, "elements": elements]
  }

  /// An argument given to a story that it has not, or a value its control does not take.
  struct ArgumentProblem: Error {
    let message: String
  }

  /// A story's argument values from `NAME=VALUE` pairs as typed (`render --arg`, the `mcp`
  /// tool's `args`), each checked against the story's controls.
  static func argumentValues(of story: Story, _ given: [(String, String)])
    -> Result<[String: StoryArgValue], ArgumentProblem>
  {
    var values: [String: StoryArgValue] = [:]
    for (name, text) in given {
      guard let arg = story.args.first(where: { $0.name == name }) else {
        let known = story.args.map(\.name)
        return .failure(
          ArgumentProblem(
            message: "story \(story.id) has no argument \"\(Sanitizer.sanitizeLine(name))\"; "
              + (known.isEmpty ? "it takes none" : "its arguments: " + known.joined(separator: ", "))))
      }
      guard let value = arg.control.parse(text) else {
        return .failure(
          ArgumentProblem(
            message:
              "argument \(name) of \(story.id) takes \(arg.control.accepted); got \"\(Sanitizer.sanitizeLine(text))\""
          ))
      }
      values[name] = value
    }
    return .success(values)
  }
}
