import ViewKit

/// No command on a terminal: the interactive browser.
extension StorybookCLI {
  /// The interactive browser, on `theme`, on `auto`, or on `system` (a theme made from the
  /// terminal's own colours, kept up to date when the terminal switches dark and light; `auto`
  /// where the terminal does not report them); the terminal is restored however it ends.
  func browse(theme: Theme?, system: Bool = false) -> Int32 {
    guard registry.problems.isEmpty else {
      for problem in registry.problems { error("\(book.name): \(problem)") }
      return 2
    }
    let model = BrowserModel(registry: registry, themes: browserThemes(trying: theme))
    if let theme { model.use(theme) }
    let statePath = BrowserState.path(for: book.name, environment: environment)
    let saved = statePath.flatMap(BrowserState.load(from:))
    do {
      let mode = ColorDetection.detect(environment: environment, isTerminal: true)
      if case .styled(let profile) = mode { model.useOutput(profile) } else { model.useOutput(.none) }
      if let saved { model.restore(saved, keepTheme: theme != nil) }
      // `auto` only when no theme is given and none was saved.
      let asks =
        system || theme == nil && saved?.theme.flatMap { name in themeSet.first { $0.name == name } } == nil
      defer { if let statePath { model.state.save(to: statePath) } }
      try TerminalApp.run(
        environment: environment, theme: { Theme.forOutput(mode, preferred: model.theme) },
        onBackground: asks
          ? { background in
            guard !(system && model.theme.name == "system") else { return }
            model.use(model.automaticTheme(background: background), automatic: true)
          } : nil,
        onCapabilities: system
          ? { capabilities in
            if let palette = capabilities.reportedPalette { model.use(made: Theme.system(palette).theme) }
          } : nil
      ) {
        BrowserView(model: model)
      }
    } catch {
      self.error("\(book.name): \(error); try `swift run \(book.name) list` and `render`")
      return 2
    }
    return 0
  }

  /// The themes the browser steps through: the storybook's, after a theme file given with
  /// `--theme PATH` to try; a file's theme named like one of the storybook's (an edited copy of
  /// `dark`) takes that one's place.
  ///
  /// - Parameter theme: the theme `--theme` named or loaded; nil for none.
  /// - Returns: the themes, the one to try first.
  func browserThemes(trying theme: Theme?) -> [Theme] {
    guard let theme, !themeSet.contains(theme) else { return themeSet }
    return [theme] + themeSet.filter { $0.name != theme.name }
  }
}
