import ViewKitCore
import ViewKitStyle

/// Stories of `Divider`.
enum DividerStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "divider",
    docs: """
      A rule across the width it is given, with an optional label at the left, centre or right.
      """,
    tags: ["rule", "separator", "line"], states: [StateDeclaration(Divider.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.map {
      ComponentTokenPair("divider", .dividerColor, on: $0, minimum: ComponentContrast.mark)
    }
  }

  static let stories: [Story] = [
    Story(
      "divider/plain", title: "Plain", summary: "A rule across the width it is given.",
      layout: .fixed(Size(width: 24, height: 3))
    ) { _ in
      VStack(alignment: .leading) {
        Text("Above")
        Divider()
        Text("Below")
      }
    },
    Story(
      "divider/labelled", title: "Labelled", summary: "A rule with a label, at the left, centre or right.",
      layout: .fixed(Size(width: 24, height: 3)),
      args: [StoryArg("label", .text(default: "Settings"))]
    ) { args in
      VStack(alignment: .leading) {
        Divider(args.text("label"))
        Divider(args.text("label"), alignment: .center)
        Divider(args.text("label"), alignment: .trailing)
      }
    },
  ]
}
