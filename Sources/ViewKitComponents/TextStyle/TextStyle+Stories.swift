import ViewKitCore
import ViewKitStyle

/// Stories of `Text`: every semantic style, wrapping, truncation and alignment.
enum TextStyleStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "text",
    docs: """
      Text in the theme's semantic styles (title, body, caption and the rest), wrapped at spaces and \
      between wide characters, truncated with … at the tail, middle or head, aligned; untrusted text shows \
      its control characters as symbols. Linked text (`Text("docs", link: url)`) is a hyperlink where the \
      terminal shows them and writes its URL out where it does not.
      """,
    tags: ["typography", "label", "paragraph"], states: [StateDeclaration(TextStyleName.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs: [ComponentTokenPair] = []
    for ground in ComponentContrast.grounds {
      for token: ThemeKey<Color> in [
        .textDefault, .textMuted, .textLink, .brandPrimary, .brandAccent, .statusError,
      ] {
        pairs.append(ComponentTokenPair("text", token, on: ground, minimum: ComponentContrast.text))
      }
    }
    return pairs
  }

  static let sample = "The quick brown fox jumps over the lazy dog"
  static let mixed =
    "ViewKit wraps 日本語テキスト, 한국어 and emoji such as 🚀 and 👍🏽 in whole cells, "
    + "breaking between wide characters when a line is full."

  static var stories: [Story] {
    styleStories + [
      Story(
        "text/wrapping", title: "Wrapping", summary: "Greedy wrapping at spaces and between wide characters.",
        layout: .fill(default: Size(width: 32, height: 6)),
        args: [
          StoryArg("text", .text(default: mixed), summary: "The text to wrap."),
          StoryArg("alignment", .choice(options: ["leading", "center", "trailing"], default: "leading")),
        ]
      ) { args in
        Text(args.text("text")).multilineTextAlignment(alignment(args.text("alignment")))
      },
      Story(
        "text/truncation", title: "Truncation", summary: "One line cut with … at the tail, middle or head.",
        layout: .fixed(Size(width: 24, height: 3)),
        args: [StoryArg("text", .text(default: "A title far too long for its line"))]
      ) { args in
        VStack(alignment: .leading) {
          Text(args.text("text")).lineLimit(1).truncationMode(.tail)
          Text(args.text("text")).lineLimit(1).truncationMode(.middle)
          Text(args.text("text")).lineLimit(1).truncationMode(.head)
        }
      },
      Story(
        "text/alignment", title: "Alignment",
        summary: "Leading, centred and trailing lines in a fixed width.",
        layout: .fixed(Size(width: 20, height: 3)),
        args: [StoryArg("text", .text(default: "Aligned 日本"))]
      ) { args in
        VStack(alignment: .leading) {
          Text(args.text("text")).frame(width: 20, alignment: .leading)
          Text(args.text("text")).frame(width: 20, alignment: .center)
          Text(args.text("text")).frame(width: 20, alignment: .trailing)
        }
      },
      Story(
        "text/untrusted", title: "Untrusted text",
        summary: "Escape sequences and control characters in data show as symbols and do nothing.",
        layout: .fixed(Size(width: 32, height: 2))
      ) { _ in
        VStack(alignment: .leading) {
          Text("title: \u{1B}]0;pwned\u{07}")
          Text("clear: \u{1B}[2J\u{1B}[H bell: \u{07}")
        }
      },
      Story(
        "text/hyperlink", title: "Link (hyperlink)",
        summary:
          "Linked text where the terminal shows hyperlinks (OSC 8): the label alone; the golden records the target.",
        layout: .fixed(Size(width: 44, height: 3))
      ) { _ in
        links.linkPresentation(.hyperlink)
      },
      Story(
        "text/hyperlink-written-out", title: "Link (URL written out)",
        summary:
          "Linked text where the terminal shows no hyperlinks: the URL after the label, percent-encoded.",
        layout: .fixed(Size(width: 44, height: 3))
      ) { _ in
        links.linkPresentation(.inline)
      },
    ]
  }

  /// A link with a label, a URL that is its own label, and an untrusted URL holding escapes.
  static var links: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 1) {
        Text("Read the")
        Text("docs", link: "https://viewkit.dev/docs")
      }
      Text("https://viewkit.dev", link: "https://viewkit.dev")
      Text("evil", link: "https://x.test/\u{1B}]8;;\u{07}")
    }
  }

  static var styleStories: [Story] {
    TextStyleName.allCases.map { name in
      Story(
        "text/\(name.rawValue)", title: name.rawValue.storyCapitalized,
        summary: "The \(name.rawValue) text style from the theme's textStyle.\(name.rawValue) token.",
        layout: .fixed(Size(width: 44, height: 1)),
        args: [StoryArg("text", .text(default: sample))]
      ) { args in
        Text(args.text("text")).textStyle(name)
      }
    }
  }

  static func alignment(_ name: String) -> TextAlignment {
    switch name {
    case "center": return .center
    case "trailing": return .trailing
    default: return .leading
    }
  }
}
