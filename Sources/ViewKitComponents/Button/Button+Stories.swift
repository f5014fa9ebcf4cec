import ViewKitCore
import ViewKitStyle

/// Stories of `Button`: every variant in every state, and the compact, full-width and shortcut forms.
enum ButtonStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "button",
    docs: """
      A pressable action in four variants (primary, secondary, destructive, ghost) and five states \
      (normal, focused, pressed, disabled, loading); compact one-line and full-width forms, and a key hint \
      after the label.
      """,
    tags: ["action", "cta"], states: [Button.declaredStates], contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs: [ComponentTokenPair] = []
    for ground in ComponentContrast.grounds {
      for token: ThemeKey<Color> in [.borderDefault, .borderFocus] {
        pairs.append(ComponentTokenPair("button", token, on: ground, minimum: ComponentContrast.mark))
      }
    }
    for variant in Button.Variant.allCases {
      let keys = ThemeKey.button(variant)
      pairs.append(
        ComponentTokenPair("button", keys.foreground, on: keys.background, minimum: ComponentContrast.text))
    }
    pairs.append(
      ComponentTokenPair(
        "button", .buttonDisabledForeground, on: .buttonDisabledBackground, minimum: ComponentContrast.mark))
    return pairs
  }

  static var stories: [Story] {
    var stories: [Story] = []
    for variant in Button.Variant.allCases {
      for state in Button.State.allCases {
        stories.append(
          Story(
            "button/\(variant.rawValue)-\(state.rawValue)",
            title: "\(variant.rawValue.storyCapitalized), \(state.rawValue)",
            summary: "A \(variant.rawValue) button, \(state.rawValue).",
            layout: .fixed(Size(width: 16, height: 3)),
            args: [StoryArg("title", .text(default: "Continue"))]
          ) { args in
            Button(args.text("title"), variant: variant, state: state, loadingFrame: 3) {}
          })
      }
    }
    stories += [
      Story(
        "button/compact", title: "Compact", summary: "One line with [ ] markers; ▸ ◂ when focused.",
        layout: .fixed(Size(width: 16, height: 2))
      ) { _ in
        VStack(alignment: .leading) {
          Button("Save", compact: true) {}
          Button("Save", compact: true) {}.focused()
        }
      },
      Story(
        "button/full-width", title: "Full width", summary: "Takes all the width offered, label centred.",
        layout: .fixed(Size(width: 30, height: 3))
      ) { _ in
        Button("Sign in", fullWidth: true) {}
      },
      Story(
        "button/shortcut", title: "Shortcut hint", summary: "A key hint after the label.",
        layout: .fixed(Size(width: 20, height: 3)), args: [StoryArg("shortcut", .text(default: "^S"))]
      ) { args in
        Button("Save", variant: .secondary, shortcut: args.text("shortcut")) {}
      },
    ]
    return stories
  }
}
