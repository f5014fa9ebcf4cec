import Foundation
import ViewKit
import ViewKitDriver

/// No command on a terminal: the interactive browser.
extension StorybookCLI {
  /// The interactive browser, on `theme`, on `auto`, or on `system` (a theme made from the
  /// terminal's own colours, kept up to date when the terminal switches dark and light; `auto`
  /// where the terminal does not report them); the terminal is restored however it ends.
  ///
  /// - Parameters:
  ///   - theme: the theme `--theme` gave, if any.
  ///   - system: `--theme system`.
  ///   - problems: the problems of the theme file `--theme` gave, listed in the browser (a
  ///     file whose only errors are contrast failures still opens).
  ///   - review: `--review`: open on the review queue, with the ref of `--base` (nil inside for
  ///     the pending files and conflicts alone); nil for the stories.
  /// - Returns: the exit status.
  func browse(theme: Theme?, system: Bool = false, problems: [String] = [], review: String?? = nil) -> Int32 {
    guard registry.problems.isEmpty else {
      for problem in registry.problems { error("\(book.name): \(problem)") }
      return 2
    }
    let model = BrowserModel(registry: registry, themes: browserThemes(trying: theme))
    if let theme {
      model.use(theme)
      if !problems.isEmpty {
        model.themeProblems[theme.name] = problems
        model.panel = .problems
      }
    }
    if let source = reviewSource(base: review ?? nil, reportMissing: review != nil) {
      model.reviewSource = source
    } else if review != nil {
      return 2
    }
    if review != nil {
      model.openReview()
      if let queue = model.review?.queue, queue.items.isEmpty {
        output(ReviewView.emptyMessage(queue))
        return 0
      }
      if let problem = model.review?.problem {
        error("\(book.name): \(problem)")
        return 2
      }
    }
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
        onBackground: { background in
          model.background = background
          // `auto` only when no theme is given and none was saved, or `t` chose it since.
          guard asks || model.themeIsAutomatic, !(system && model.theme.name == "system") else { return }
          model.use(model.automaticTheme(background: background), automatic: true)
        },
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

  /// The review queue's source: the storybook's golden folder, compared with `base` when one
  /// is given; nil (said on standard error) when the folder cannot be opened.
  ///
  /// - Parameters:
  ///   - base: the git ref of `--base`, or nil.
  ///   - reportMissing: say on standard error why the folder cannot be opened.
  /// - Returns: the source, or nil.
  func reviewSource(base: String?, reportMissing: Bool) -> ReviewSource? {
    guard case .success(let folder) = GoldenFolder.open(defaultGoldens) else {
      if reportMissing { _ = openGoldens(defaultGoldens) }
      return nil
    }
    let shown = Sanitizer.sanitizeLine(SnapshotStore.displayPath(URL(fileURLWithPath: defaultGoldens)))
    return ReviewSource(folder: folder, shown: shown, base: base, themes: themeSet.map(\.name))
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
