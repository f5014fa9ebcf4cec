import ViewKitCore
import ViewKitStyle

/// Stories of `Spinner`.
enum SpinnerStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "spinner",
    docs: """
      One frame of an activity spinner (dots, arc or ASCII), with an optional label; the app's clock \
      advances the frame.
      """,
    tags: ["loading", "activity"], states: [StateDeclaration(Spinner.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.map {
      ComponentTokenPair("spinner", .spinnerColor, on: $0, minimum: ComponentContrast.mark)
    }
  }

  static func spin(_ id: String, _ set: Spinner.FrameSet, label: String? = nil) -> Story {
    Story(
      "spinner/\(id)", title: id.storyCapitalized,
      summary: "One frame of the \(id) spinner; the frame is an argument.",
      layout: .fixed(Size(width: 16, height: 1)),
      args: [StoryArg("frame", .integer(range: 0...99, default: 2))]
    ) { args in
      Spinner(frame: args.integer("frame"), set: set, label: label)
    }
  }

  static let stories: [Story] = [
    spin("dots", .dots), spin("arc", .arc), spin("ascii", .ascii), spin("labelled", .dots, label: "Syncing…"),
  ]
}
