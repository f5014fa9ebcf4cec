import ViewKitCore
import ViewKitStyle

/// Stories of `Banner`.
enum BannerStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "banner",
    docs: """
      A notice across the screen in a tone (info, success, warning, error), with a title and a message.
      """,
    tags: ["notice", "callout", "message"], states: [StateDeclaration(Banner.Tone.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.flatMap { ground in
      Banner.Tone.allCases.map {
        ComponentTokenPair("banner", $0.colorKey, on: ground, minimum: ComponentContrast.text)
      }
    }
  }

  static let stories: [Story] = Banner.Tone.allCases.map { tone in
    Story(
      "banner/\(tone.rawValue)", title: tone.rawValue.storyCapitalized, summary: "A \(tone.rawValue) banner.",
      layout: .fixed(Size(width: 40, height: 3))
    ) { _ in
      Banner(tone, title: "Heads up", message: "Backups run at night; the next one starts in 3 hours.")
    }
  }
}
