import ViewKit

/// Stories of the small components: divider, badge, key hints, progress bar, spinner.
enum SmallComponentStories {
  static var all: [Story] { divider + badge + keyHints + progressBar + spinner }

  static let divider: [Story] = [
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

  static let badge: [Story] = [
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

  static let hints: [(key: String, label: String)] = [
    ("↑↓", "move"), ("⏎", "select"), ("/", "search"), ("q", "quit"),
  ]

  static let keyHints: [Story] = [
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

  static func bar(_ id: String, _ title: String, _ value: Double, ascii: Bool = false) -> Story {
    Story(
      "progress-bar/\(id)", title: title, summary: "A progress bar at \(Int(value * 100))%.",
      layout: .fixed(Size(width: 30, height: 1)),
      args: [StoryArg("percent", .integer(range: 0...100, default: Int(value * 100)))]
    ) { args in
      ProgressBar(value: Double(args.integer("percent")) / 100, showsPercent: true, ascii: ascii)
    }
  }

  static let progressBar: [Story] = [
    bar("empty", "Empty", 0), bar("partial", "Partial", 0.42), bar("complete", "Complete", 1),
    bar("ascii", "ASCII", 0.42, ascii: true),
  ]

  static func spin(_ id: String, _ set: Spinner.FrameSet, label: String? = nil) -> Story {
    Story(
      "spinner/\(id)", title: id.capitalized,
      summary: "One frame of the \(id) spinner; the frame is an argument.",
      layout: .fixed(Size(width: 16, height: 1)),
      args: [StoryArg("frame", .integer(range: 0...99, default: 2))]
    ) { args in
      Spinner(frame: args.integer("frame"), set: set, label: label)
    }
  }

  static let spinner: [Story] = [
    spin("dots", .dots), spin("arc", .arc), spin("ascii", .ascii), spin("labelled", .dots, label: "Syncing…"),
  ]
}
