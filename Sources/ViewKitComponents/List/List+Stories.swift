import ViewKitCore
import ViewKitStyle

/// Stories of `List`.
enum ListStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "list",
    docs: """
      Rows built on demand (ten thousand cost what a screenful costs), with a selection that scrolls into \
      view, section headers, a scrollbar, the wheel, and a placeholder when empty.
      """,
    tags: ["table", "rows", "menu"], states: [StateDeclaration(ListStoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs = [
      ComponentTokenPair("list", .textDefault, on: .backgroundSelected, minimum: ComponentContrast.text)
    ]
    for ground in ComponentContrast.grounds {
      pairs.append(ComponentTokenPair("list", .listMarker, on: ground, minimum: ComponentContrast.mark))
      pairs.append(
        ComponentTokenPair("list", .listScrollbarThumb, on: ground, minimum: ComponentContrast.mark))
    }
    return pairs
  }

  static let fruits = [
    "Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango",
    "Nectarine", "Orange", "Papaya", "Quince", "Raspberry", "Strawberry", "Tangerine", "Ugli fruit",
    "Watermelon",
  ]

  static func list(
    _ state: ListStoryState, count: Int = 6, selection: Int? = nil, focused: Bool = true,
    sections: [ListSection] = []
  ) -> Story {
    Story(
      "list/\(state.rawValue)", title: state.rawValue.storyCapitalized, summary: "A list: \(state.rawValue).",
      layout: .fixed(Size(width: 24, height: 6)),
      args: [StoryArg("selection", .integer(range: -1...19, default: selection ?? -1))]
    ) { args in
      // Used in the browser (i), moving the selection changes the argument; the scroll offset
      // is the story's own state, so the wheel scrolls.
      let chosen = args.integerBinding("selection")
      let offset = args.state("offset", initial: 0)
      List(
        count: count,
        selection: Binding(
          get: {
            ListState(
              selection: chosen.wrappedValue < 0 ? nil : chosen.wrappedValue, offset: offset.wrappedValue)
          },
          set: { state in
            offset.wrappedValue = state.offset
            chosen.wrappedValue = state.selection ?? -1
          }),
        sections: sections, emptyText: "No fruit yet", activateLabel: "choose", onActivate: { _ in }
      ) { index in
        Text(fruits[index % fruits.count])
      }
      .focused(focused)
    }
  }

  static let stories: [Story] = [
    list(.plain), list(.selected, selection: 2), list(.unfocused, selection: 2, focused: false),
    list(.scrolled, count: 20, selection: 14),
    list(
      .sections, count: 8, selection: 1,
      sections: [ListSection("A–D", start: 0), ListSection("E–H", start: 4)]),
    list(.empty, count: 0),
  ]
}
