import ViewKit

/// Stories of `Button`: every variant in every state, and the compact, full-width and shortcut forms.
enum ButtonStories {
  static var all: [Story] {
    var stories: [Story] = []
    for variant in Button.Variant.allCases {
      for state in Button.State.allCases {
        stories.append(
          Story(
            "button/\(variant.rawValue)-\(state.rawValue)",
            title: "\(variant.rawValue.capitalized), \(state.rawValue)",
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
