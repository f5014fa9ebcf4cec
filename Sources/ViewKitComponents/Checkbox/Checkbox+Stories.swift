import ViewKitCore
import ViewKitStyle

/// Stories of `Checkbox`.
enum CheckboxStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "checkbox",
    docs: """
      A box with a label, unchecked, checked or mixed, focused or disabled; Space or a click ticks it.
      """,
    tags: ["tick", "form"], states: [StateDeclaration(Checkbox.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.map {
      ComponentTokenPair("checkbox", .checkboxCheck, on: $0, minimum: ComponentContrast.mark)
    }
  }

  static let stories: [Story] = Checkbox.StoryState.allCases.map { state in
    let value: Checkbox.Value = state == .unchecked ? .unchecked : state == .mixed ? .mixed : .checked
    return Story(
      "checkbox/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A checkbox: \(state.rawValue).",
      layout: .fixed(Size(width: 20, height: 1)),
      // Mixed is a picture: a click cannot make a checkbox mixed.
      args: state == .mixed ? [] : [StoryArg("checked", .bool(default: value == .checked))]
    ) { args in
      if state == .mixed {
        Checkbox("Remember me", value: value).focused(state == .focused)
      } else {
        Checkbox("Remember me", isOn: args.boolBinding("checked")).focused(state == .focused).disabled(
          state == .disabled)
      }
    }
  }
}
