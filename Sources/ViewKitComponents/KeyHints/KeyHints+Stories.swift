import ViewKitCore
import ViewKitStyle

/// Stories of `KeyHints`.
enum KeyHintsStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "key-hints",
    docs: """
      One line of the keys that act now and what they do; whole hints drop from the end, marked with …, \
      when the line is short.
      """,
    tags: ["shortcuts", "footer", "help"], states: [StateDeclaration(KeyHints.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.map {
      ComponentTokenPair("key-hints", .textMuted, on: $0, minimum: ComponentContrast.text)
    }
  }

  static let hints: [(key: String, label: String)] = [
    ("↑↓", "move"), ("⏎", "select"), ("/", "search"), ("q", "quit"),
  ]

  static let stories: [Story] = [
    Story(
      "key-hints/complete", title: "Complete", summary: "Every hint fits.",
      layout: .fixed(Size(width: 44, height: 1))
    ) { _ in
      KeyHints(hints)
    },
    Story(
      "key-hints/narrow", title: "Narrow", summary: "Whole hints drop from the end, marked with …",
      layout: .fixed(Size(width: 24, height: 1))
    ) { _ in
      KeyHints(hints)
    },
  ]
}
