import ViewKitCore
import ViewKitStyle

/// Stories of `Badge`.
enum BadgeStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "badge",
    docs: """
      A small pill with a count (99+ past 99) or a short word, such as an unread count.
      """,
    tags: ["count", "pill"], states: [StateDeclaration(Badge.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    [ComponentTokenPair("badge", .badgeForeground, on: .badgeBackground, minimum: ComponentContrast.text)]
  }

  static let stories: [Story] = [
    Story(
      "badge/count", title: "Count", summary: "A count from 1 to 99.",
      layout: .fixed(Size(width: 12, height: 1)),
      args: [StoryArg("count", .integer(range: 0...500, default: 7))]
    ) { args in
      HStack(spacing: 1) {
        Text("Inbox")
        Badge(count: args.integer("count"))
      }
    },
    Story(
      "badge/overflow", title: "Overflow", summary: "Counts over 99 show as 99+.",
      layout: .fixed(Size(width: 12, height: 1))
    ) { _ in
      HStack(spacing: 1) {
        Text("Inbox")
        Badge(count: 120)
      }
    },
    Story(
      "badge/text", title: "Text", summary: "A short word instead of a count.",
      layout: .fixed(Size(width: 16, height: 1)), args: [StoryArg("text", .text(default: "new"))]
    ) { args in
      HStack(spacing: 1) {
        Text("Release")
        Badge(args.text("text"))
      }
    },
  ]
}
