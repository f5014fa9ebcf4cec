import ViewKitCore
import ViewKitStyle

/// Stories of `Toggle`.
enum ToggleStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "toggle",
    docs: """
      A switch with a label, on or off, focused or disabled; Space or a click switches it.
      """,
    tags: ["switch", "form"], states: [StateDeclaration(Toggle.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.flatMap { ground in
      [ThemeKey<Color>.toggleOn, .toggleOff].map {
        ComponentTokenPair("toggle", $0, on: ground, minimum: ComponentContrast.mark)
      }
    }
  }

  static let stories: [Story] = Toggle.StoryState.allCases.map { state in
    Story(
      "toggle/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A switch: \(state.rawValue).",
      layout: .fixed(Size(width: 20, height: 1)), args: [StoryArg("on", .bool(default: state != .off))]
    ) { args in
      Toggle("Dark mode", isOn: args.boolBinding("on")).focused(state == .focused).disabled(
        state == .disabled)
    }
  }
}
