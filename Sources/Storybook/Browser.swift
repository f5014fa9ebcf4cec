import ViewKit

/// The state of the interactive story browser: which story, which theme.
struct BrowserModel {
  /// Stories sorted by id, so each component's states sit together.
  let stories: [Story]
  /// A header before each component's first story.
  let sections: [ListSection]
  /// The selected story.
  var selection = 0
  /// The theme stories are drawn in.
  var themeIndex = 0
  /// How the story's colours are shown: as this terminal shows them, or as a smaller profile would.
  var profile = ColorProfile.truecolor

  init(registry: StoryRegistry) {
    stories = registry.stories.sorted { $0.id < $1.id }
    var sections: [ListSection] = []
    var last = ""
    for (index, story) in stories.enumerated() {
      let component = story.storyID?.component ?? story.id
      if component != last {
        sections.append(ListSection(component, start: index))
        last = component
      }
    }
    self.sections = sections
  }

  var theme: Theme { Theme.builtIn[themeIndex % Theme.builtIn.count] }
  var story: Story? { stories.isEmpty ? nil : stories[min(selection, stories.count - 1)] }

  /// Applies a key: ↑↓ (or k j) move, PgUp PgDn and ←→ jump between components, t cycles the
  /// theme, c cycles the colour profile shown, q, Esc or Ctrl-C quit.
  mutating func handle(_ key: KeyEvent) -> AppAction {
    var list = ListState(selection: selection)
    switch key {
    case .character("q"), .escape, .ctrl("c"): return .quit
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
        Card(title: "Stories (\(model.stories.count))") {
          List(
            count: model.stories.count, state: ListState(selection: model.selection), sections: model.sections
          ) {
            index in
            Text(model.stories[index].storyID?.state ?? model.stories[index].id)
          }
          .focused()
        }
        .frame(width: 32)
        canvas
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      KeyHints([("↑↓", "story"), ("←→", "component"), ("t", "theme"), ("c", "colours"), ("q", "quit")])
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
