import ViewKitCore
import ViewKitStyle

/// Stories of `HelpPanel`.
enum HelpPanelStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "help-panel",
    docs: """
      The ? overlay: every key that acts now, by section (this control, this screen, moving, the app), \
      over the dimmed screen.
      """,
    tags: ["keys", "shortcuts", "overlay"], states: [StateDeclaration(HelpPanel.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    []
  }

  /// Hints as a login form and a feed make them.
  static func hints(_ state: HelpPanel.StoryState) -> [KeyHint] {
    switch state {
    case .form:
      return [
        KeyHint(keys: "⏎", description: "sign in", section: .focused),
        KeyHint(keys: "←→", description: "move the caret", section: .focused, showsInLine: false),
        KeyHint(keys: "^W", description: "delete a word", section: .focused, showsInLine: false),
        KeyHint(keys: "esc", description: "back", section: .screen),
        KeyHint(keys: "⇥", description: "next", section: .navigation),
        KeyHint(keys: "⇧⇥", description: "previous", section: .navigation, showsInLine: false),
        KeyHint(keys: "F1", description: "help", section: .app),
        KeyHint(keys: "^C", description: "quit, from anywhere", section: .app, showsInLine: false),
      ]
    case .list:
      return [
        KeyHint(keys: "↑↓", description: "move", section: .focused),
        KeyHint(keys: "⏎", description: "open", section: .focused),
        KeyHint(keys: "1-4", description: "tabs", section: .screen),
        KeyHint(keys: "q", description: "quit", section: .screen),
        KeyHint(keys: "?", description: "help", section: .app),
      ]
    }
  }

  static let stories: [Story] = HelpPanel.StoryState.allCases.map { state in
    Story(
      "help-panel/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "The ? help overlay: \(state.rawValue).",
      layout: .fill(default: Size(width: 60, height: 22))
    ) { _ in
      StoryBackdrop().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .modal(HelpPanel(hints: hints(state)), label: "help")
    }
  }
}
