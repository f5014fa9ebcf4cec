import ViewKitCore
import ViewKitStyle

/// Stories of `ProgressBar`.
enum ProgressBarStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "progress-bar",
    docs: """
      A bar of eighth blocks (or ASCII) filled to a fraction, with an optional percentage.
      """,
    tags: ["meter", "gauge"], states: [StateDeclaration(ProgressBar.StoryState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.flatMap { ground in
      [ThemeKey<Color>.progressFill, .progressTrack].map {
        ComponentTokenPair("progress-bar", $0, on: ground, minimum: ComponentContrast.mark)
      }
    }
  }

  static func bar(_ id: String, _ title: String, _ value: Double, ascii: Bool = false) -> Story {
    Story(
      "progress-bar/\(id)", title: title, summary: "A progress bar at \(Int(value * 100))%.",
      layout: .fixed(Size(width: 30, height: 1)),
      args: [StoryArg("percent", .integer(range: 0...100, default: Int(value * 100)))]
    ) { args in
      ProgressBar(value: Double(args.integer("percent")) / 100, showsPercent: true, ascii: ascii)
    }
  }

  static let stories: [Story] = [
    bar("empty", "Empty", 0), bar("partial", "Partial", 0.42), bar("complete", "Complete", 1),
    bar("ascii", "ASCII", 0.42, ascii: true),
  ]
}
