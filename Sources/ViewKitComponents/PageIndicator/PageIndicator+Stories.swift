import ViewKitCore
import ViewKitStyle

/// Stories of `PageIndicator`.
enum PageIndicatorStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "page-indicator",
    docs: """
      Dots for the pages of a sequence with the current one filled; a window of dots when there are many.
      """,
    tags: ["dots", "pager"], states: [StateDeclaration(PageIndicator.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.map {
      ComponentTokenPair("page-indicator", .pageIndicatorActive, on: $0, minimum: ComponentContrast.mark)
    }
  }

  static let stories: [Story] = [
    ("first", 0, 16), ("middle", 2, 16), ("last", 4, 16), ("compact", 6, 8),
  ].map { name, current, width in
    Story(
      "page-indicator/\(name)", title: name.storyCapitalized, summary: "Page dots: \(name).",
      layout: .fixed(Size(width: width, height: 1))
    ) { _ in
      PageIndicator(count: name == "compact" ? 12 : 5, current: current)
    }
  }
}
