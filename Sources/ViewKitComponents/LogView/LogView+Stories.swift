import ViewKitCore
import ViewKitStyle

/// Stories of `LogView` (`log-view/`).
enum LogViewStories {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "log-view"
    /// Following the newest lines of a long log.
    case following
    /// Scrolled up: paused, saying how many lines arrived since.
    case paused
    /// Scrolled to the oldest lines.
    case top
    /// Fewer lines than fit: no scrollbar.
    case short
    /// No lines yet.
    case empty
    /// Lines wider than the view, cut with …, with wide characters and controls made visible.
    case wide
  }

  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "log-view",
    docs: """
      A scrolling view of appended lines that follows the newest until the user scrolls up, then \
      says it is paused and how many lines arrived since; End follows again. A scrollbar, the wheel, \
      ↑↓, PgUp/PgDn, Home/End. Only the lines on screen are built, and LogLines keeps a capped ring \
      buffer, so appending costs the same at any length.
      """,
    tags: ["log", "console", "tail", "output", "viewport"], states: [StateDeclaration(StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs = [
      ComponentTokenPair("log-view", .textDefault, on: .backgroundSelected, minimum: ComponentContrast.text)
    ]
    for ground in ComponentContrast.grounds {
      pairs.append(
        ComponentTokenPair("log-view", .logViewScrollbarThumb, on: ground, minimum: ComponentContrast.mark))
    }
    return pairs
  }

  /// A server's access log, deterministic.
  static func requests(_ count: Int) -> LogLines {
    let paths = [
      "/health", "/api/posts", "/api/posts/42/like", "/login", "/api/search?q=swift", "/static/app.css",
    ]
    let statuses = [200, 200, 201, 304, 200, 404, 200, 500]
    var lines = LogLines(limit: 100_000)
    for index in 0..<count {
      let seconds = 36_000 + index * 7
      let time = "\(seconds / 3600):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))"
      let status = statuses[index % statuses.count]
      lines.append("\(time) GET \(paths[index % paths.count]) \(status) \(3 + index * 13 % 97) ms")
    }
    return lines
  }

  static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// The long log of three stories, made at the first draw of one of them: a catalogue is built
  /// at every start of the storybook, most often to show another story.
  static let long = requests(500)

  static func story(
    _ state: StoryState, _ lines: @escaping @Sendable () -> LogLines, initial: LogViewState = LogViewState(),
    width: Int = 40
  )
    -> Story
  {
    Story(
      "log-view/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A log view: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 8))
    ) { args in
      // Used in the browser (i), the keys and the wheel scroll it: the state is the story's own.
      let scroll = args.state("scroll", initial: initial)
      LogView(lines(), state: scroll).focused()
    }
  }

  static var stories: [Story] {
    [
      story(.following, { long }),
      story(.paused, { long }, initial: .paused(at: 200, pausedAt: 420)),
      story(.top, { long }, initial: .paused(at: 0, pausedAt: 500)),
      story(.short, { requests(3) }),
      story(.empty, { LogLines() }),
      story(
        .wide,
        {
          LogLines([
            "10:00:01 build started in /home/ada/projects/viewkit with 2 jobs",
            "10:00:02 コンパイル中: ViewKitStyle 日本語のモジュール名",
            "10:00:03 warning: 🚀 emoji in a log line",
            "10:00:04 an escape \u{1B}[2J that must not clear the screen",
          ])
        }),
    ]
  }
}
