import ViewKit

/// No command on a terminal: the interactive browser.
extension StorybookCLI {
  /// The interactive browser, on `theme` or on `auto`; the terminal is restored however it ends.
  func browse(theme: Theme?) -> Int32 {
    guard registry.problems.isEmpty else {
      for problem in registry.problems { error("\(book.name): \(problem)") }
      return 2
    }
    let model = BrowserModel(registry: registry, themes: themeSet)
    if let theme { model.use(theme) }
    do {
      let mode = ColorDetection.detect(environment: environment, isTerminal: true)
      if case .styled(let profile) = mode { model.useOutput(profile) } else { model.useOutput(.none) }
      try TerminalApp.run(
        environment: environment, theme: { Theme.forOutput(mode, preferred: model.theme) },
        onBackground: theme == nil
          ? { model.use(model.automaticTheme(background: $0), automatic: true) } : nil
      ) {
        BrowserView(model: model)
      }
    } catch {
      self.error("\(book.name): \(error); try `swift run \(book.name) list` and `render`")
      return 2
    }
    return 0
  }
}
