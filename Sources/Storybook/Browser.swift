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
  /// t cycles the theme, c cycles the colour profile shown, q, Esc or Ctrl-C quit.
  mutating func handle(_ key: KeyEvent) -> AppAction {
    if key == .ctrl("c") { return .quit }
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

  @ViewBuilder var canvas: some View {
    if let story = model.story {
      let size = story.layout.defaultSize
      Card(title: story.id, footer: "\(model.theme.name) · \(model.profile) · \(size)") {
        Text(story.summary).textStyle(.muted).lineLimit(1)
        Text("")
        story.view().frame(width: size.width, height: size.height, alignment: .topLeading).clipped()
          .simulatingColorProfile(model.profile)
      }
    } else {
      Card(title: "No stories") { Text("Register stories to browse them.") }
    }
  }
}
