import ViewKit

/// The state of the interactive story browser: which story, which theme, what filter.
struct BrowserModel {
  /// Every story, sorted by id, so each component's states sit together.
  let all: [Story]
  /// The stories matching the search, in order.
  private(set) var stories: [Story]
  /// A header before each component's first shown story.
  private(set) var sections: [ListSection] = []
  /// The selected story, among those shown.
  var selection = 0
  /// The theme stories are drawn in.
  var themeIndex = 0
  /// How the story's colours are shown: as this terminal shows them, or as a smaller profile would.
  var profile = ColorProfile.truecolor
  /// The search text.
  private(set) var query = TextFieldState()
  /// Whether keys go to the search field.
  private(set) var searching = false
  /// Changed argument values, by story id.
  private(set) var argValues: [String: [String: StoryArgValue]] = [:]
  /// Whether keys go to the arguments panel.
  private(set) var editingArgs = false
  /// The argument selected in the panel.
  private(set) var argSelection = 0

  /// The value an argument of the selected story has now.
  func value(of arg: StoryArg) -> StoryArgValue {
    story.flatMap { argValues[$0.id]?[arg.name] } ?? arg.control.defaultValue
  }

  /// The selected story's arguments as they are now.
  var currentArgs: StoryArgs { StoryArgs(story.map { argValues[$0.id] ?? [:] } ?? [:]) }

  mutating func set(_ arg: StoryArg, _ value: StoryArgValue) {
    guard let id = story?.id else { return }
    argValues[id, default: [:]][arg.name] = value
  }

  /// Keys in the arguments panel.
  mutating func handleArgs(_ key: KeyEvent) {
    guard let story, !story.args.isEmpty else {
      editingArgs = false
      return
    }
    argSelection = min(argSelection, story.args.count - 1)
    let arg = story.args[argSelection]
    let value = value(of: arg)
    switch (key, arg.control, value) {
    case (.escape, _, _), (.character("a"), .bool, _), (.character("a"), .choice, _),
      (.character("a"), .integer, _):
      editingArgs = false
    case (.up, _, _): argSelection = max(0, argSelection - 1)
    case (.down, _, _), (.tab, _, _): argSelection = min(story.args.count - 1, argSelection + 1)
    case (.ctrl("r"), _, _): argValues[story.id] = nil
    case (.character(" "), .bool, .bool(let flag)), (.enter, .bool, .bool(let flag)): set(arg, .bool(!flag))
    case (.right, .choice(let options, _), .text(let current)),
      (.left, .choice(let options, _), .text(let current)):
      let step = key == .right([]) ? 1 : options.count - 1
      let index = options.firstIndex(of: current) ?? 0
      set(arg, .text(options[(index + step) % max(1, options.count)]))
    case (.right, .integer(let range, _), .integer(let number)):
      set(arg, .integer(min(range.upperBound, number + 1)))
    case (.left, .integer(let range, _), .integer(let number)):
      set(arg, .integer(max(range.lowerBound, number - 1)))
    case (.character(let character), .text, .text(let text)): set(arg, .text(text + String(character)))
    case (.paste(let pasted), .text, .text(let text)): set(arg, .text(text + pasted))
    case (.backspace, .text, .text(let text)): set(arg, .text(String(text.dropLast())))
    default: break
    }
  }

  init(registry: StoryRegistry) {
    all = registry.stories.sorted { $0.id < $1.id }
    stories = all
    sections = Self.sections(of: all)
  }

  static func sections(of stories: [Story]) -> [ListSection] {
    var sections: [ListSection] = []
    var last = ""
    for (index, story) in stories.enumerated() {
      let component = story.storyID?.component ?? story.id
      if component != last {
        sections.append(ListSection(component, start: index))
        last = component
      }
    }
    return sections
  }

  /// Shows the stories whose id contains the query (ignoring case), keeping the selected one
  /// selected when it still shows.
  mutating func filter() {
    let current = story?.id
    let text = query.text.lowercased()
    stories = text.isEmpty ? all : all.filter { $0.id.lowercased().contains(text) }
    sections = Self.sections(of: stories)
    selection = stories.firstIndex { $0.id == current } ?? 0
  }

  var theme: Theme { Theme.builtIn[themeIndex % Theme.builtIn.count] }
  var story: Story? { stories.isEmpty ? nil : stories[min(selection, stories.count - 1)] }

  /// Applies a key: ↑↓ (or k j) move, PgUp PgDn and ←→ jump between components, / searches,
  /// a edits the story's arguments, t cycles the theme, c cycles the colour profile shown, q,
  /// Esc or Ctrl-C quit.
  mutating func handle(_ key: KeyEvent) -> AppAction {
    if key == .ctrl("c") { return .quit }
    if editingArgs {
      handleArgs(key)
      return .continue
    }
    if searching {
      switch key {
      case .enter, .down([]), .up([]):
        searching = false
        return key == .enter ? .continue : handle(key)
      case .escape:
        searching = false
        query = TextFieldState()
      case .character(let character): query.insert(String(character))
      case .paste(let text): query.insert(text)
      case .backspace: query.deleteBackward()
      default: break
      }
      filter()
      return .continue
    }
    var list = ListState(selection: selection)
    switch key {
    case .character("q"), .escape: return .quit
    case .character("/"):
      searching = true
      return .continue
    case .character("a"):
      editingArgs = !(story?.args.isEmpty ?? true)
      argSelection = 0
      return .continue
    case .down, .character("j"): list.moveDown(count: stories.count)
    case .up, .character("k"): list.moveUp(count: stories.count)
    case .home: list.selection = 0
    case .end: list.selection = max(0, stories.count - 1)
    case .right, .pageDown: list.selection = sections.first { $0.start > selection }?.start ?? selection
    case .left, .pageUp: list.selection = sections.last { $0.start < selection }?.start ?? 0
    case .character("t"): themeIndex = (themeIndex + 1) % Theme.builtIn.count
    case .character("c"):
      let order: [ColorProfile] = [.truecolor, .ansi256, .ansi16, .none]
      profile = order[((order.firstIndex(of: profile) ?? 0) + 1) % order.count]
    default: break
    }
    selection = list.selection ?? 0
    return .continue
  }
}

/// The browser's screen: stories on the left, the selected one drawn on the right, key hints below.
struct BrowserView: View {
  let model: BrowserModel

  var body: some View {
    VStack(alignment: .leading) {
      HStack(alignment: .top, spacing: 1) {
        Card(title: "Stories (\(model.stories.count)/\(model.all.count))") {
          if model.searching || !model.query.isEmpty {
            TextField(state: model.query, placeholder: "search ids").focused(model.searching)
          }
          List(
            count: model.stories.count, state: ListState(selection: model.selection),
            sections: model.sections,
            emptyText: "No story matches"
          ) { index in
            Text(model.stories[index].storyID?.state ?? model.stories[index].id)
          }
          .focused(!model.searching)
        }
        .frame(width: 32)
        canvas
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      KeyHints(
        model.searching
          ? [("type", "filter"), ("⏎", "done"), ("esc", "clear")]
          : [
            ("↑↓", "story"), ("←→", "component"), ("/", "search"), ("t", "theme"), ("c", "colours"),
            ("q", "quit"),
          ])
    }
  }

  func argumentRow(_ arg: StoryArg, selected: Bool) -> some View {
    let value = model.value(of: arg)
    let shown: String
    switch (arg.control, value) {
    case (.choice, _), (.integer, _): shown = "‹ \(value) ›"
    case (.bool, .bool(let flag)): shown = flag ? "[x]" : "[ ]"
    default: shown = "\"\(value)\""
    }
    return HStack(spacing: 1) {
      Text(selected ? "▸" : " ").bold()
      Text(arg.name).bold()
      Text(shown).lineLimit(1)
    }
    .textAttributes(selected ? .underline : [])
  }

  @ViewBuilder var canvas: some View {
    if let story = model.story {
      let size = story.layout.defaultSize
      Card(title: story.id, footer: "\(model.theme.name) · \(model.profile) · \(size)") {
        Text(story.summary).textStyle(.muted).lineLimit(1)
        Text("")
        story.view(model.currentArgs).frame(width: size.width, height: size.height, alignment: .topLeading)
          .clipped().simulatingColorProfile(model.profile)
        if !story.args.isEmpty {
          Text("")
          Divider(model.editingArgs ? "Arguments (esc to leave)" : "Arguments (a to edit)")
          ForEach(story.args.indices) { index in
            argumentRow(story.args[index], selected: model.editingArgs && index == model.argSelection)
          }
        }
      }
    } else {
      Card(title: "No stories") { Text("Register stories to browse them.") }
    }
  }
}
