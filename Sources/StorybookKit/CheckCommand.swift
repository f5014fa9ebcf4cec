import ViewKit

/// `check`: story coverage and component contrast.
extension StorybookCLI {
  /// `check`: story declarations, coverage of declared states, and component contrast in every theme.
  func checkAll() -> Int32 {
    var problems: [String] = registry.problems.map(\.message)
    for id in registry.missingStories(for: book.declarations) {
      problems.append("coverage: declared state \(id) has no story")
    }
    var checked = 0
    for theme in themeSet {
      for pair in ComponentContrast.pairs {
        guard let ratio = pair.ratio(in: theme) else {
          problems.append(
            "\(theme.name): \(pair.component): \(pair.foreground.path) or \(pair.background.path) is not a colour"
          )
          continue
        }
        checked += 1
        if ratio + 1e-9 < pair.minimum {
          let shown = (ratio * 100).rounded(.down) / 100
          problems.append(
            "\(theme.name): \(pair.component): \(pair.foreground.path) on \(pair.background.path) is \(shown):1, "
              + "below \(pair.minimum):1")
        }
      }
    }
    for problem in problems { error(problem) }
    let states = book.declarations.reduce(0) { $0 + $1.states.count }
    let summary =
      "Check: \(registry.stories.count) stories, \(states) declared states, \(checked) contrast pairs in "
      + "\(themeSet.count) themes; \(problems.count) problem\(problems.count == 1 ? "" : "s")"
    if problems.isEmpty {
      output(summary)
      return 0
    }
    error(summary)
    return 1
  }
}
