import ViewKitCore
import ViewKitStyle

/// Stories of `TabBar`.
enum TabBarStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "tab-bar",
    docs: """
      A row of tabs with the selected one bracketed, optional icons and badges, disabled tabs, and labels \
      shortened or a scrolling window when the row is narrow.
      """,
    tags: ["tabs", "navigation"], states: [StateDeclaration(TabBar.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.flatMap { ground in
      [
        ComponentTokenPair("tab-bar", .textDisabled, on: ground, minimum: ComponentContrast.mark),
        ComponentTokenPair("tab-bar", .tabBarFocus, on: ground, minimum: ComponentContrast.mark),
      ]
    }
  }

  static let tabs: [TabBar.Item] = [
    TabBar.Item("Home", icon: "⌂"), TabBar.Item("Search", icon: "⌕"),
    TabBar.Item("Inbox", icon: "✉", badge: 3),
    TabBar.Item("Profile", icon: "☺"),
  ]

  static func tabBar(
    _ state: TabBar.StoryState, width: Int = 44, focused: Bool = false, items: [TabBar.Item],
    selection: Int = 2
  )
    -> Story
  {
    Story(
      "tab-bar/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A tab bar: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 1)),
      args: [StoryArg("selection", .integer(range: 0...(items.count - 1), default: selection))]
    ) { args in
      TabBar(items, selection: args.integerBinding("selection")).focused(focused)
    }
  }

  static let plainTabs = tabs.map { TabBar.Item($0.label) }

  static let stories: [Story] = [
    tabBar(.selected, items: plainTabs), tabBar(.focused, focused: true, items: plainTabs),
    tabBar(
      .disabled,
      items: [
        TabBar.Item("Home"), TabBar.Item("Search", isDisabled: true), TabBar.Item("Inbox"),
        TabBar.Item("Profile"),
      ]),
    tabBar(
      .badges,
      items: [TabBar.Item("Home"), TabBar.Item("Inbox", badge: 7), TabBar.Item("Alerts", badge: 250)],
      selection: 0),
    tabBar(.icons, width: 48, items: tabs),
    tabBar(.shortened, width: 36, items: tabs),
    tabBar(.scrolled, width: 20, items: tabs + [TabBar.Item("Settings", icon: "⚙")], selection: 3),
  ]
}
