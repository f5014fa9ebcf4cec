import ViewKitCore
import ViewKitStyle

/// Stories of `Sparkline` and `BarChart` (`chart/`).
enum ChartStories {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "chart"
    /// A one-line sparkline of a series.
    case sparkline
    /// A sparkline four lines tall.
    case sparklineTall = "sparkline-tall"
    /// A labelled sparkline narrower than its series: the latest values show.
    case sparklineLabelled = "sparkline-labelled"
    /// A sparkline in ASCII glyphs.
    case sparklineASCII = "sparkline-ascii"
    /// Labelled bars with their values.
    case bars
    /// Bars with wide labels, cut with … when long.
    case barsWide = "bars-wide"
    /// Bars in ASCII glyphs.
    case barsASCII = "bars-ascii"
    /// A bar chart with no bars.
    case empty
  }

  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "chart",
    docs: """
      Values drawn in cells with eighth blocks: a Sparkline of a series (one line or taller, the \
      latest values when narrow) and a BarChart of labelled values with the values at the end; both \
      have an ASCII form.
      """,
    tags: ["sparkline", "bar chart", "graph", "plot"], states: [StateDeclaration(StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.flatMap { ground in
      [ThemeKey<Color>.chartLine, .chartBar].map {
        ComponentTokenPair("chart", $0, on: ground, minimum: ComponentContrast.mark)
      }
    }
  }

  /// A day of load, every half hour: a deterministic series with a morning and an evening peak.
  static let load: [Double] = (0..<48).map { step in
    let hour = Double(step) / 2
    let morning = 60 * max(0, 1 - abs(hour - 10) / 4)
    let evening = 85 * max(0, 1 - abs(hour - 19) / 3)
    return 8 + morning + evening + Double((step * 7) % 5)
  }

  static let languages = [
    BarChart.Bar("Swift", 42), BarChart.Bar("Rust", 35.5), BarChart.Bar("Go", 18),
    BarChart.Bar("Python", 27.25), BarChart.Bar("C", 3),
  ]

  static func sparkline(
    _ state: StoryState, width: Int, height: Int = 1, label: String? = nil, ascii: Bool = false
  )
    -> Story
  {
    Story(
      "chart/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A sparkline: \(state.rawValue).", layout: .fixed(Size(width: width, height: height))
    ) { _ in
      Sparkline(load, range: 0...100, height: height, label: label, ascii: ascii)
    }
  }

  static func bars(_ state: StoryState, _ bars: [BarChart.Bar], width: Int = 40, ascii: Bool = false) -> Story
  {
    Story(
      "chart/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A bar chart: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: max(1, bars.count))),
      args: [StoryArg("values", .bool(default: true), summary: "Show each value after its bar.")]
    ) { args in
      BarChart(bars, showsValues: args.bool("values"), ascii: ascii)
    }
  }

  static var stories: [Story] {
    [
      sparkline(.sparkline, width: 48), sparkline(.sparklineTall, width: 48, height: 4),
      sparkline(.sparklineLabelled, width: 30, label: "Load"),
      sparkline(.sparklineASCII, width: 48, ascii: true),
      bars(.bars, languages),
      bars(
        .barsWide,
        [
          BarChart.Bar("日本語のラベル", 12), BarChart.Bar("Emoji 🚀 launches", 30),
          BarChart.Bar("A label far too long to show whole", 7.5),
        ], width: 36),
      bars(.barsASCII, languages, ascii: true), bars(.empty, [], width: 20),
    ]
  }
}
