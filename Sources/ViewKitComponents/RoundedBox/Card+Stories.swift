import ViewKitCore
import ViewKitStyle

/// Stories of `Card` (`rounded-box/`).
enum CardStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "rounded-box",
    docs: """
      A card: content in a rounded border with padding, an optional title (left, centred or right, cut \
      with …) and footer, other border styles, a filled surface, and a focused border.
      """,
    tags: ["card", "panel", "container"], states: [StateDeclaration(CardState.self)], contrast: contrast,
    stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs: [ComponentTokenPair] = []
    for ground in ComponentContrast.grounds {
      for token: ThemeKey<Color> in [.borderDefault, .borderFocus] {
        pairs.append(ComponentTokenPair("rounded-box", token, on: ground, minimum: ComponentContrast.mark))
      }
    }
    pairs.append(
      ComponentTokenPair("rounded-box", .textDefault, on: .boxSurface, minimum: ComponentContrast.text))
    return pairs
  }

  static let body = "Cards hold content with padding."

  static func card(
    _ state: CardState, title: String? = "Profile", titleAlignment: TextAlignment = .leading,
    footer: String? = nil,
    style: BorderStyle? = nil, filled: Bool = false, focused: Bool = false, width: Int = 30
  ) -> Story {
    Story(
      "rounded-box/\(state.rawValue)", title: state.rawValue, summary: "A card: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 4))
    ) { _ in
      Card(
        title: title, titleAlignment: titleAlignment, footer: footer, borderStyle: style, filled: filled
      ) {
        Text(body)
      }
      .focused(focused)
    }
  }

  static var stories: [Story] {
    [
      card(.plain, title: nil), card(.titled), card(.titleCenter, titleAlignment: .center),
      card(.titleRight, titleAlignment: .trailing),
      card(.titleTruncated, title: "A title much too long for this card", width: 24),
      card(.footer, footer: "3 items"), card(.focused, focused: true), card(.filled, filled: true),
      card(.single, style: .single), card(.double, style: .double), card(.heavy, style: .heavy),
      card(.ascii, style: .ascii),
      Story(
        "rounded-box/emoji", title: "emoji", summary: "Clusters terminals draw at different widths.",
        layout: .fixed(Size(width: 30, height: 6))
      ) { _ in
        Card(title: "Reactions 👍🏽") {
          Text("Thumbs 👍🏽 up")
          Text("Family 👨‍👩‍👧 day")
          Text("Flag 🇯🇵 and ❤️ love")
          Button("👍🏽 Like", variant: .secondary, compact: true) {}
        }
      },
    ]
  }
}
