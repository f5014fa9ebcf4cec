import ViewKit

/// `check`: story coverage, component contrast, and the contrast of what every story draws.
extension StorybookCLI {
  /// `check`: story declarations, coverage of declared states, component contrast in every
  /// theme, and every colour pair each story draws in every theme.
  ///
  /// - Parameters:
  ///   - themes: the themes to judge: the storybook's, or those `--theme` gave.
  ///   - profiles: the colours the drawn pairs are judged in (`--color 16` or `256`: as sent to
  ///     such a terminal; each `--color` given, every story drawn once); full colour by default.
  /// - Returns: 0 when nothing is wrong, 1 when something is.
  func checkAll(themes: [Theme], profiles: [ColorProfile] = [.truecolor]) -> Int32 {
    var problems: [String] = registry.problems.map(\.message)
    for id in registry.missingStories(for: book.declarations) {
      problems.append("coverage: declared state \(id) has no story")
    }
    var checked = 0
    for theme in themes {
      for pair in ComponentContrast.pairs {
        guard let ratio = pair.ratio(in: theme) else {
          problems.append(
            "\(theme.name): \(pair.component): \(pair.foreground.path) or \(pair.background.path) is not a colour"
          )
          continue
        }
        checked += 1
        if !ColorMatcher.meetsContrast(ratio, minimum: pair.minimum) {
          let shown = ColorMatcher.shownContrast(ratio)
          problems.append(
            "\(theme.name): \(pair.component): \(pair.foreground.path) on \(pair.background.path) is \(shown):1, "
              + "below \(pair.minimum):1")
        }
      }
    }
    // What the stories really draw, as the tokens panel judges it: a pair no component
    // registers (a theme's own surface under a border) fails here too.
    let (drawn, failures) = Self.drawnContrast(of: registry.stories, in: themes, profiles: profiles)
    problems += failures
    for problem in problems { error(problem) }
    let states = book.declarations.reduce(0) { $0 + $1.states.count }
    let summary =
      "Check: \(registry.stories.count) stories, \(states) declared states, \(checked) contrast pairs in "
      + "\(themes.count) theme\(themes.count == 1 ? "" : "s"), \(drawn) colour pairs drawn"
      + "\(Self.judged(in: profiles)); \(problems.count) "
      + "problem\(problems.count == 1 ? "" : "s")"
    if problems.isEmpty {
      output(summary)
      return 0
    }
    error(summary)
    return 1
  }

  /// Every colour pair `stories` draw (at their default size and arguments) in each of `themes`,
  /// judged in each of `profiles` as the tokens panel judges it: how many pairs (counted once
  /// however many profiles judge them), and a line per pair below its minimum. Each story is
  /// drawn once per theme.
  static func drawnContrast(of stories: [Story], in themes: [Theme], profiles: [ColorProfile])
    -> (pairs: Int, problems: [String])
  {
    var pairs = 0
    var problems: [String] = []
    for theme in themes {
      for story in stories {
        let drawn = story.render(
          theme: theme, profile: .truecolor, size: story.layout.defaultSize,
          args: StoryArgs(story.defaultArgs.values)
        )
        .drawnColorPairs()
        pairs += drawn.count
        for profile in profiles {
          let report = TokenReport(drawn: drawn, theme: theme, profile: profile)
          for judged in report.pairs.prefix(report.failures) {
            problems.append(judged.failure(story: story.id, theme: theme, profile: profile))
          }
        }
      }
    }
    return (pairs, problems)
  }

  /// ` in 16 colours` for one profile as ``TokenReport/inProfile(_:)`` says it (nothing in full
  /// colour); for several, `, judged in full colour, 256 colours and 16 colours`.
  static func judged(in profiles: [ColorProfile]) -> String {
    guard profiles.count > 1 else { return profiles.first.map(TokenReport.inProfile) ?? "" }
    let names = profiles.map { profile -> String in
      switch profile {
      case .ansi16: return "16 colours"
      case .ansi256: return "256 colours"
      case .truecolor, .none: return "full colour"
      }
    }
    return ", judged in " + names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }
}
