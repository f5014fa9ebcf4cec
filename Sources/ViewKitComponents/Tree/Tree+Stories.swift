import ViewKitCore
import ViewKitStyle

/// Stories of `Tree` (`tree/`).
enum TreeStories {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "tree"
    /// Roots only, all collapsed.
    case collapsed
    /// Folders open two and three deep, with their guides.
    case expanded
    /// A node four deep selected.
    case selected
    /// The selected row of a tree without focus: marked `▹`.
    case unfocused
    /// An open folder whose children are being fetched.
    case loading
    /// 100,000 children under one open root, scrolled to the middle: only the rows on screen
    /// are built.
    case large
    /// No roots.
    case empty
    /// Labels wider than the tree, with wide characters and an escape, cut with `…`.
    case wide
  }

  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "tree",
    docs: """
      Nodes that expand and collapse (→ ←, Enter, a click on the ▸ ▾ marker), drawn with guides \
      (├─ └─ │), whose children the app may load lazily (a Loading… row shows meanwhile), with a \
      selection that scrolls into view. The app owns the data through closures and a TreeState; a \
      frame walks the expanded nodes and builds only the rows on screen.
      """,
    tags: ["outline", "hierarchy", "files", "folders", "explorer"],
    states: [StateDeclaration(StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs = [
      ComponentTokenPair("tree", .textDefault, on: .backgroundSelected, minimum: ComponentContrast.text)
    ]
    for ground in ComponentContrast.grounds {
      pairs.append(ComponentTokenPair("tree", .treeMarker, on: ground, minimum: ComponentContrast.mark))
      pairs.append(ComponentTokenPair("tree", .borderFocus, on: ground, minimum: ComponentContrast.mark))
      pairs.append(
        ComponentTokenPair("tree", .treeScrollbarThumb, on: ground, minimum: ComponentContrast.mark))
    }
    return pairs
  }

  /// A project's files; a path with no entry here is a file when its name has a dot.
  static let folders: [String: [String]] = [
    "viewkit": ["viewkit/Sources", "viewkit/Tests", "viewkit/Package.swift", "viewkit/README.md"],
    "viewkit/Sources": ["viewkit/Sources/ViewKitCore", "viewkit/Sources/ViewKitStyle"],
    "viewkit/Sources/ViewKitCore": [
      "viewkit/Sources/ViewKitCore/Layout", "viewkit/Sources/ViewKitCore/View.swift",
    ],
    "viewkit/Sources/ViewKitCore/Layout": [
      "viewkit/Sources/ViewKitCore/Layout/LazyRows.swift", "viewkit/Sources/ViewKitCore/Layout/Stack.swift",
    ],
    "viewkit/Sources/ViewKitStyle": ["viewkit/Sources/ViewKitStyle/Theme.swift"],
    "viewkit/Tests": ["viewkit/Tests/TreeTests.swift"],
    "website": ["website/index.html"],
  ]

  static func children(_ id: String, loading: Set<String>) -> TreeChildren<String> {
    if loading.contains(id) { return .loading }
    if let entries = folders[id] { return .some(entries) }
    return id.split(separator: "/").last?.contains(".") == true ? .none : .some([])
  }

  static func name(_ id: String) -> String { id.split(separator: "/").last.map(String.init) ?? id }

  static func story<ID: Hashable & Sendable>(
    _ state: StoryState, width: Int = 36, roots: [ID], children: @escaping @Sendable (ID) -> TreeChildren<ID>,
    label: @escaping @Sendable (ID) -> String, initial: TreeState<ID>, focused: Bool = true
  ) -> Story {
    Story(
      "tree/\(state.rawValue)", title: state.rawValue.storyCapitalized, summary: "A tree: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 10))
    ) { args in
      // Used in the browser (i), keys and clicks change the story's own state.
      let tree = args.state("tree", initial: initial)
      Tree(
        roots: roots, children: children, label: label, state: tree, loadingFrame: 3,
        emptyText: "No files yet", onActivate: { _ in }
      )
      .focused(focused)
    }
  }

  static func files(
    _ state: StoryState, loading: Set<String> = [], focused: Bool = true, _ initial: TreeState<String>
  ) -> Story {
    story(
      state, roots: ["viewkit", "website", "notes.md"], children: { children($0, loading: loading) },
      label: name, initial: initial, focused: focused)
  }

  /// The children of the large story's root, made once: written into the buffer, since
  /// `Array(0..<100_000)` walks the range through generic calls in a debug build (50 ms).
  static let items = [Int](unsafeUninitializedCapacity: 100_000) { buffer, count in
    for index in 0..<buffer.count { buffer.initializeElement(at: index, to: index) }
    count = buffer.count
  }

  static var stories: [Story] {
    let open: Set = ["viewkit", "viewkit/Sources", "viewkit/Sources/ViewKitCore", "viewkit/Tests"]
    return [
      files(.collapsed, TreeState()),
      files(.expanded, TreeState(expanded: open, selection: "viewkit")),
      files(
        .selected,
        TreeState(
          expanded: open.union(["viewkit/Sources/ViewKitCore/Layout"]),
          selection: "viewkit/Sources/ViewKitCore/Layout/Stack.swift")),
      files(
        .unfocused, focused: false,
        TreeState(expanded: open, selection: "viewkit/Sources/ViewKitCore")),
      files(
        .loading, loading: ["viewkit/Tests"],
        TreeState(expanded: ["viewkit", "viewkit/Tests"], selection: "viewkit/Tests")),
      story(
        .large, roots: [-1], children: { $0 < 0 ? .some(items) : .none },
        label: { $0 < 0 ? "100,000 items" : "item \($0)" },
        initial: TreeState(expanded: [-1], selection: 50_000)),
      story(.empty, roots: [String](), children: { _ in .none }, label: { $0 }, initial: TreeState()),
      story(
        .wide, width: 24, roots: ["文書"],
        children: {
          $0 == "文書"
            ? .some(["日本語のとても長いファイル名.txt", "🚀 launch plans for the year.md", "esc \u{1B}[2J clear"]) : .none
        },
        label: { $0 }, initial: TreeState(expanded: ["文書"], selection: "🚀 launch plans for the year.md")),
    ]
  }
}
