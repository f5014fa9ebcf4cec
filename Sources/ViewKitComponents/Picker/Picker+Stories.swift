import ViewKitCore
import ViewKitStyle

/// Stories of `Picker`.
enum PickerStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "picker",
    docs: """
      One choice of a few shown in a line with arrows; ← → or a click changes it.
      """,
    tags: ["select", "dropdown", "segmented"], states: [StateDeclaration(Picker.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    []
  }

  /// The picker story's options.
  static let themeNames = ["dark", "light", "high-contrast", "mono"]

  static let stories: [Story] = Picker.StoryState.allCases.map { state in
    Story(
      "picker/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A picker: \(state.rawValue).",
      layout: .fixed(Size(width: 28, height: 1)),
      args: [StoryArg("selection", .integer(range: 0...(themeNames.count - 1), default: 1))]
    ) { args in
      Picker("Theme", options: themeNames, selection: args.integerBinding("selection")).focused(
        state == .focused)
    }
  }
}
