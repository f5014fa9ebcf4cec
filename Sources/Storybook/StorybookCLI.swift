import Foundation
import ViewKit
import ViewKitTesting

/// The `Storybook` command line. Lives outside `main.swift` so tests can drive it.
///
/// Exit status: 0 success, 1 a check found errors, 2 a usage error (unknown command, option or
/// value).
struct StorybookCLI {
  /// Where output goes.
  var output: (String) -> Void
  /// Where errors go.
  var error: (String) -> Void
  /// The process environment, for colour detection.
  var environment: [String: String]
  /// Whether standard output is a terminal.
  var isTerminal: Bool
  /// Reads one line of input (for interactive review); nil at end of input.
  var input: () -> String? = { nil }
  /// The stories.
  var registry = Catalog.registry

  static let usage = """
    usage: swift run Storybook [--theme NAME|auto] [<command>]

    Commands:
      list                              every story id, one per line
      check                             story coverage, and contrast of every component colour pair
                                        in every built-in theme
      render ID [--theme NAME|PATH] [--size WxH] [--color never|16|256|truecolor|auto]
                [--arg NAME=VALUE]...   draw one story
      headless [--size WxH] [--theme NAME] [--snapshot] [--stats] STEP...
                                        drive the browser without a terminal and print its last
                                        screen; a STEP is a character (?, q, /), a key (down, esc,
                                        tab, ctrl-a, alt-b, f1, ...), text=WORDS, click=X,Y or
                                        wheel=X,Y,STEPS
      snapshots review [--accept-all|--reject-all] [--dry-run] [--dir DIR]
                                        walk the pending .new golden files one by one
      snapshots prune [--dry-run] [--dir DIR]
                                        delete golden files that no story calls for; both touch
                                        only files with ViewKit's golden header, and --dry-run
                                        shows what they would do and changes nothing
      themes list                       the built-in themes
      themes check [PATH...]            validate theme files (all built-ins when no path)
      themes show NAME|PATH [--color never|16|256|truecolor|auto]
                                        every token of a theme, with colour swatches

    With no command on a terminal: the interactive browser (↑↓ story, ←→ component, / search,
    a arguments, t theme, c colours: truecolor, 256, 16, none; ? every key; q quit). The mouse
    selects stories and controls; the wheel scrolls. It starts on --theme, or by default on
    `auto`: the light or dark theme, whichever matches the terminal's background.
    """

  /// Where golden files live unless `--dir` says otherwise.
  static let defaultGoldens = "Tests/Snapshots/Goldens"

  /// Runs a command line (without the program name); returns the exit status.
  func run(_ arguments: [String]) -> Int32 {
    var browseTheme: Theme?
    var arguments = arguments
    if arguments.first == "--theme" {
      guard arguments.count >= 2 else { return usageError("--theme needs a theme name or auto") }
      if arguments[1] != "auto" {
        guard let named = Theme.named(arguments[1]) else {
          return usageError(
            "unknown theme \"\(Sanitizer.sanitize(arguments[1]))\"; use auto or one of "
              + Theme.builtInNames.joined(separator: ", "))
        }
        browseTheme = named
      }
      arguments.removeFirst(2)
      guard arguments.isEmpty else { return usageError("--theme before a command: give it to the command") }
    }
    guard let command = arguments.first else {
      guard isTerminal else {
        output(Self.usage)
        return 0
      }
      return browse(theme: browseTheme)
    }
    switch command {
    case "-h", "--help", "help":
      output(Self.usage)
      return 0
    case "themes":
      return themes(Array(arguments.dropFirst()))
    case "check":
      guard arguments.count == 1 else { return usageError("check takes no arguments") }
      return checkAll()
    case "headless":
      guard registry.problems.isEmpty else {
        for problem in registry.problems { error("Storybook: \(problem)") }
        return 2
      }
      return headless(Array(arguments.dropFirst()))
    case "list", "render", "snapshots":
      guard registry.problems.isEmpty else {
        for problem in registry.problems { error("Storybook: \(problem)") }
        error("Storybook: fix the story declarations above; \(registry.problems.count) problem(s)")
        return 2
      }
      switch command {
      case "list":
        guard arguments.count == 1 else { return usageError("list takes no arguments") }
        for id in registry.ids { output(id) }
        return 0
      case "render":
        return render(Array(arguments.dropFirst()))
      default:
        return snapshots(Array(arguments.dropFirst()))
      }
    default:
      error("Storybook: unknown command \"\(command)\"\n\n" + Self.usage)
      return 2
    }
  }

  func themes(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case "list":
      guard arguments.count == 1 else { return usageError("themes list takes no arguments") }
      for theme in Theme.builtIn {
        output(
          "\(theme.name)\t\(theme.displayName) (\(theme.appearance.rawValue), \(theme.tokens.count) tokens)")
      }
      return 0
    case "check":
      return check(Array(arguments.dropFirst()))
    case "show":
      return show(Array(arguments.dropFirst()))
    case let other:
      return usageError(other.map { "unknown themes command \"\($0)\"" } ?? "themes needs a command")
    }
  }

  /// The interactive browser, on `theme` or on `auto`; the terminal is restored however it ends.
  func browse(theme: Theme?) -> Int32 {
    guard registry.problems.isEmpty else {
      for problem in registry.problems { error("Storybook: \(problem)") }
      return 2
    }
    let model = BrowserModel(registry: registry)
    if let theme { model.use(theme) }
    do {
      let mode = ColorDetection.detect(environment: environment, isTerminal: true)
      if case .styled(let profile) = mode { model.useOutput(profile) } else { model.useOutput(.none) }
      try TerminalApp.run(
        environment: environment, theme: { Theme.forOutput(mode, preferred: model.theme) },
        onBackground: theme == nil ? { model.use(.automatic(background: $0), automatic: true) } : nil
      ) {
        BrowserView(model: model)
      }
    } catch {
      self.error("Storybook: \(error); try `swift run Storybook list` and `render`")
      return 2
    }
    return 0
  }

  /// `check`: story declarations, coverage of declared states, and component contrast in every theme.
  func checkAll() -> Int32 {
    var problems: [String] = registry.problems.map(\.message)
    for id in registry.missingStories(for: Catalog.declarations) {
      problems.append("coverage: declared state \(id) has no story")
    }
    var checked = 0
    for theme in Theme.builtIn {
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
    let states = Catalog.declarations.reduce(0) { $0 + $1.states.count }
    let summary =
      "Check: \(registry.stories.count) stories, \(states) declared states, \(checked) contrast pairs in "
      + "\(Theme.builtIn.count) themes; \(problems.count) problem\(problems.count == 1 ? "" : "s")"
    if problems.isEmpty {
      output(summary)
      return 0
    }
    error(summary)
    return 1
  }

  /// `render ID [options]`: one story's frame on standard output.
  func render(_ arguments: [String]) -> Int32 {
    var id: String?
    var theme = Theme.dark
    var size: Size?
    var choice = ColorChoice.auto
    var rawArgs: [(String, String)] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      switch argument {
      case "--theme", "--size", "--color", "--arg":
        guard let value else { return usageError("\(argument) needs a value") }
        switch argument {
        case "--theme":
          let (loaded, status) = loadTheme(value)
          guard let loaded else { return status }
          theme = loaded
        case "--size":
          guard let parsed = Size(parsing: value), (1...1_000).contains(parsed.width),
            (1...1_000).contains(parsed.height)
          else {
            return usageError(
              "--size takes WIDTHxHEIGHT, each from 1 to 1000, such as 80x24; got \"\(value)\"")
          }
          size = parsed
        case "--color":
          guard let parsed = ColorChoice(rawValue: value) else {
            let values = ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
            return usageError("unknown --color value \"\(value)\"; use one of \(values)")
          }
          choice = parsed
        default:
          guard let equals = value.firstIndex(of: "=") else {
            return usageError("--arg takes NAME=VALUE; got \"\(value)\"")
          }
          rawArgs.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
        }
        index += 2
      default:
        if argument.hasPrefix("-") { return usageError("unknown option \"\(argument)\" for render") }
        guard id == nil else { return usageError("render takes one story id") }
        id = argument
        index += 1
      }
    }
    guard let id else { return usageError("render needs a story id; `swift run Storybook list` shows them") }
    guard let story = registry.story(id) else {
      error(
        "Storybook: unknown story \"\(id)\"; stories:\n"
          + registry.ids.map { "  " + $0 }.joined(separator: "\n"))
      return 2
    }
    var values: [String: StoryArgValue] = [:]
    for (name, text) in rawArgs {
      guard let arg = story.args.first(where: { $0.name == name }) else {
        let known = story.args.map(\.name)
        error(
          "Storybook: story \(id) has no argument \"\(name)\"; "
            + (known.isEmpty ? "it takes none" : "its arguments: " + known.joined(separator: ", ")))
        return 2
      }
      guard let value = arg.control.parse(text) else {
        error("Storybook: argument \(name) of \(id) takes \(arg.control.accepted); got \"\(text)\"")
        return 2
      }
      values[name] = value
    }
    let mode = ColorDetection.detect(environment: environment, isTerminal: isTerminal, choice: choice)
    let profile: ColorProfile
    if case .styled(let detected) = mode { profile = detected } else { profile = .none }
    let canvas = story.render(theme: theme, profile: profile, size: size, args: StoryArgs(values))
    output(canvas.ansiText(mode, anchoringClusters: isTerminal))
    return 0
  }

  /// A built-in theme by name, or a theme file by path. On failure the problems are reported
  /// and the status is 2 for an unknown name, 1 for a file with errors.
  func loadTheme(_ target: String) -> (Theme?, Int32) {
    if let builtIn = Theme.named(target) { return (builtIn, 0) }
    if target.contains("/") || target.hasSuffix(".json") {
      let result = ThemeLoader.check(contentsOf: target)
      if result.errors.isEmpty, let theme = result.themes.first { return (theme, 0) }
      for diagnostic in result.diagnostics { error(diagnostic.description) }
      error("Themes: \(result.errors.count) error\(result.errors.count == 1 ? "" : "s") in 1 file")
      return (nil, 1)
    }
    let names = Theme.builtInNames.joined(separator: ", ")
    error(
      "Storybook: no theme \"\(Sanitizer.sanitize(target))\"; built-in themes: \(names), or give a path to a "
        + ".tokens.json or .resolver.json file")
    return (nil, 2)
  }

  /// `snapshots review|prune [--dry-run]`: these touch only regular files that carry ViewKit's
  /// golden header, strictly inside the golden folder, never through a symbolic link.
  func snapshots(_ arguments: [String]) -> Int32 {
    guard let verb = arguments.first else { return usageError("snapshots needs review or prune") }
    guard verb == "review" || verb == "prune" else {
      return usageError("unknown snapshots command \"\(Sanitizer.sanitize(verb))\"")
    }
    var directory = Self.defaultGoldens
    var acceptAll = false
    var rejectAll = false
    var dryRun = false
    var index = 1
    while index < arguments.count {
      switch arguments[index] {
      case "--dir":
        guard index + 1 < arguments.count else { return usageError("--dir needs a folder") }
        directory = arguments[index + 1]
        index += 1
      case "--dry-run": dryRun = true
      case "--accept-all" where verb == "review": acceptAll = true
      case "--reject-all" where verb == "review": rejectAll = true
      default:
        let argument = Sanitizer.sanitize(arguments[index])
        return usageError("unknown argument \"\(argument)\" for snapshots \(verb)")
      }
      index += 1
    }
    if acceptAll && rejectAll { return usageError("choose one of --accept-all and --reject-all") }
    let folder: GoldenFolder
    switch GoldenFolder.open(directory) {
    case .success(let opened):
      folder = opened
    case .failure(let problem):
      let shown = Sanitizer.sanitize(directory)
      switch problem {
      case .missing:
        error("Storybook: no golden folder at \(shown); run from the package root or pass --dir")
      case .symbolicLink:
        error("Storybook: --dir \(shown) is a symbolic link; pass the folder it points to")
      case .notAFolder:
        error("Storybook: --dir \(shown) is not a folder; pass the golden folder")
      }
      return 2
    }
    if verb == "review" {
      return review(folder, acceptAll: acceptAll, rejectAll: rejectAll, dryRun: dryRun)
    }
    return prune(folder, named: directory, dryRun: dryRun)
  }

  /// `; skipped N files that are not ViewKit goldens`, for a summary line; empty for none.
  func skippedNote(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count == 1
      ? "; skipped 1 file that is not a ViewKit golden"
      : "; skipped \(count) files that are not ViewKit goldens"
  }

  /// `snapshots prune`: deletes the golden files no story calls for, or with `dryRun` lists
  /// them and changes nothing. A folder without a single golden file is refused (exit 1): it is
  /// much more likely a mistyped `--dir` than an empty golden folder.
  func prune(_ folder: GoldenFolder, named directory: String, dryRun: Bool) -> Int32 {
    let contents = folder.scan()
    guard contents.hasGoldens else {
      error("Storybook: no ViewKit golden files in \(Sanitizer.sanitize(directory)); check --dir")
      return 1
    }
    let layout = GoldenLayout(root: folder.root)
    let expected = Set(layout.goldens(for: registry).map(\.relativePath))
    let orphans = contents.goldens.filter { !expected.contains(layout.relative($0)) }
    for url in orphans {
      let shown = SnapshotStore.displayPath(url)
      if dryRun {
        output(Sanitizer.sanitizeMessage("would delete \(shown)"))
        continue
      }
      do {
        try folder.delete(url)
        output(Sanitizer.sanitizeMessage("deleted \(shown)"))
      } catch let failure {
        error(Sanitizer.sanitizeMessage("Storybook: cannot delete \(shown): \(failure)"))
        return 1
      }
    }
    let files = "\(orphans.count) golden file\(orphans.count == 1 ? "" : "s")"
    let note = skippedNote(contents.skipped.count)
    output(
      dryRun
        ? "Dry run: would prune \(files) that no story calls for\(note); nothing was changed."
        : "Pruned \(files) that no story calls for\(note).")
    return 0
  }

  /// Walks the pending files: accept (rename over the golden), reject (delete), skip or quit.
  /// With `dryRun` it says what it would do, one line each, and changes nothing. Exit 1 when a
  /// file could not be accepted or rejected (each is named on standard error and left alone).
  func review(_ folder: GoldenFolder, acceptAll: Bool, rejectAll: Bool, dryRun: Bool) -> Int32 {
    let contents = folder.scan()
    let pending = contents.pending
    let note = skippedNote(contents.skipped.count)
    if pending.isEmpty {
      output("No pending snapshots\(note).")
      return 0
    }
    var accepted = 0
    var rejected = 0
    var skipped = 0
    var failed = 0
    loop: for (position, url) in pending.enumerated() {
      let golden = GoldenFolder.golden(replacedBy: url)
      let shown = SnapshotStore.displayPath(url)
      let decision: Character
      if acceptAll {
        decision = "a"
      } else if rejectAll {
        decision = "r"
      } else {
        let new = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        output(
          Sanitizer.sanitizeMessage("[\(position + 1)/\(pending.count)] \(SnapshotStore.displayPath(golden))")
        )
        // The golden is read only when it is a real golden file, never through a symbolic link.
        let readable = folder.refusal(toChange: golden) == nil
        if readable, let old = try? String(contentsOf: golden, encoding: .utf8) {
          output(Sanitizer.sanitizeMessage(SnapshotDiff.describe(expected: old, actual: new)))
        } else if let reason = folder.refusal(toAccept: url) {
          output(Sanitizer.sanitizeMessage("(this file cannot be accepted: \(reason))"))
        } else {
          output("(no golden yet; the new file is:)\n" + Sanitizer.sanitizeMessage(new))
        }
        output("[a]ccept, [r]eject, [s]kip, [q]uit? ")
        guard let answer = input()?.lowercased().first else { break loop }
        decision = answer
      }
      switch decision {
      case "a":
        if let reason = folder.refusal(toAccept: url) {
          error(Sanitizer.sanitizeMessage("Storybook: not accepting \(shown): \(reason)"))
          failed += 1
        } else if dryRun {
          output(
            Sanitizer.sanitizeMessage("would rename \(shown) to \(SnapshotStore.displayPath(golden))"))
          accepted += 1
        } else {
          do {
            try folder.accept(url)
            accepted += 1
          } catch let failure {
            error(Sanitizer.sanitizeMessage("Storybook: cannot accept \(shown): \(failure)"))
            failed += 1
          }
        }
      case "r":
        if dryRun {
          if let reason = folder.refusal(toChange: url) {
            error(Sanitizer.sanitizeMessage("Storybook: not rejecting \(shown): \(reason)"))
            failed += 1
          } else {
            output(Sanitizer.sanitizeMessage("would delete \(shown)"))
            rejected += 1
          }
        } else {
          do {
            try folder.delete(url)
            rejected += 1
          } catch let failure {
            error(Sanitizer.sanitizeMessage("Storybook: cannot reject \(shown): \(failure)"))
            failed += 1
          }
        }
      case "q":
        break loop
      default:
        skipped += 1
      }
    }
    let refused = failed > 0 ? ", failed \(failed)" : ""
    if dryRun {
      output(
        "Dry run: would accept \(accepted), reject \(rejected), skip \(skipped)\(refused)\(note); "
          + "nothing was changed.")
    } else {
      let left = folder.scan().pending.count
      output(
        "Accepted \(accepted), rejected \(rejected), skipped \(skipped)\(refused); \(left) pending\(note).")
    }
    return failed > 0 ? 1 : 0
  }

  /// `headless [options] STEP...`: the browser driven by a script; prints the last screen.
  func headless(_ arguments: [String]) -> Int32 {
    var size = Size(width: 100, height: 30)
    var theme: Theme?
    var snapshot = false
    var stats = false
    var steps: [HeadlessBrowser.Step] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--size":
        guard index + 1 < arguments.count, let parsed = Size(parsing: arguments[index + 1]),
          (1...1_000).contains(parsed.width), (1...1_000).contains(parsed.height)
        else {
          return usageError("--size takes WIDTHxHEIGHT, each from 1 to 1000, such as 100x30")
        }
        size = parsed
        index += 2
      case "--theme":
        guard index + 1 < arguments.count else { return usageError("--theme needs a value") }
        guard let named = Theme.named(arguments[index + 1]) else {
          return usageError(
            "unknown theme \"\(Sanitizer.sanitize(arguments[index + 1]))\"; use one of "
              + Theme.builtInNames.joined(separator: ", "))
        }
        theme = named
        index += 2
      case "--snapshot":
        snapshot = true
        index += 1
      case "--stats":
        stats = true
        index += 1
      default:
        guard let step = HeadlessBrowser.step(argument) else {
          return usageError("headless: \"\(Sanitizer.sanitize(argument))\" is not a step")
        }
        steps.append(step)
        index += 1
      }
    }
    let (driver, measured) = HeadlessBrowser.run(steps, registry: registry, size: size, theme: theme)
    output(snapshot ? driver.snapshot : driver.screen)
    if stats { error(measured.summary) }
    return 0
  }

  func usageError(_ message: String) -> Int32 {
    error("Storybook: \(message)\n\n" + Self.usage)
    return 2
  }

  /// `themes check [PATH...]`: every problem of every file, one per line, then a count.
  func check(_ paths: [String]) -> Int32 {
    var results: [(String, ThemeSetLoadResult)] = []
    if let option = paths.first(where: { $0.hasPrefix("-") }) {
      return usageError("unknown option \"\(option)\" for themes check")
    }
    if paths.isEmpty {
      results.append(("Themes/themes.resolver.json", Theme.loadBuiltIn()))
    } else {
      for path in paths { results.append((path, ThemeLoader.check(contentsOf: path))) }
    }
    var errors = 0
    var warnings = 0
    for (_, result) in results {
      for diagnostic in result.diagnostics {
        if diagnostic.severity == .error {
          errors += 1
          error(diagnostic.description)
        } else {
          warnings += 1
          error(diagnostic.description)
        }
      }
    }
    let files = paths.isEmpty ? Theme.builtInFiles.count : results.count
    let summary =
      "Themes: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") "
      + "in \(files) file\(files == 1 ? "" : "s")"
    if errors > 0 {
      error(summary)
      return 1
    }
    output(summary + (paths.isEmpty ? " (built-in themes)" : ""))
    return 0
  }

  /// `themes show NAME|PATH`: the tokens of a theme, drawn with ViewKit.
  func show(_ arguments: [String]) -> Int32 {
    var target: String?
    var choice = ColorChoice.auto
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--color" {
        guard index + 1 < arguments.count else { return usageError("--color needs a value") }
        guard let value = ColorChoice(rawValue: arguments[index + 1]) else {
          let values = ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
          return usageError("unknown --color value \"\(arguments[index + 1])\"; use one of \(values)")
        }
        choice = value
        index += 2
        continue
      }
      if argument.hasPrefix("-") { return usageError("unknown option \"\(argument)\" for themes show") }
      guard target == nil else { return usageError("themes show takes one theme") }
      target = argument
      index += 1
    }
    guard let target else { return usageError("themes show needs a theme name or file") }
    let (loaded, status) = loadTheme(target)
    guard let theme = loaded else { return status }
    let mode = ColorDetection.detect(environment: environment, isTerminal: isTerminal, choice: choice)
    let profile: ColorProfile
    if case .styled(let detected) = mode { profile = detected } else { profile = .none }
    let view = ThemeSwatches(theme: theme)
    let width = 72
    let canvas = Renderer.render(
      view, size: Size(width: width, height: view.height), theme: theme, profile: profile)
    output(canvas.ansiText(mode, anchoringClusters: isTerminal))
    return 0
  }
}

/// Every token of a theme, one per line, with a swatch for colours.
struct ThemeSwatches: View {
  var theme: Theme

  var paths: [String] { theme.tokens.keys.sorted() }
  var height: Int { paths.count + 2 }

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(theme.displayName) (\(theme.name), \(theme.appearance.rawValue))").bold()
      Text("")
      ForEach(paths) { path in
        HStack(spacing: 1) {
          Text(path).frame(width: 34, alignment: .leading)
          swatch(for: path)
        }
      }
    }
  }

  @ViewBuilder
  func swatch(for path: String) -> some View {
    switch theme.tokens[path] {
    case .color(let color, let preview)?:
      HStack(spacing: 1) {
        Text("    ").backgroundColor(color)
        Text(color.isDefault ? "terminal default (\(preview.hex))" : preview.hex)
      }
    case .number(let value)?:
      Text(Int(exactly: value).map { "\($0) cell\($0 == 1 ? "" : "s")" } ?? "\(value)")
    case .duration(let milliseconds)?:
      Text("\(milliseconds) ms")
    case .border(let border)?:
      Text(
        "\(border.style.glyphs.topLeft)\(border.style.glyphs.horizontal)\(border.style.glyphs.topRight) \(border.style.rawValue)"
      )
      .foregroundColor(border.color)
    case .textStyle(let style)?:
      Text(
        style.attributes.names.isEmpty
          ? "sample (plain)" : "sample (\(style.attributes.names.joined(separator: " ")))"
      )
      .attributes(style.attributes).foregroundColor(style.foreground).backgroundColor(style.background)
    case .dimension(let value, let unit)?:
      Text("\(value) \(unit)")
    case .fontFamily(let names)?:
      Text(Sanitizer.sanitize(names.joined(separator: ", ")))
    case .fontWeight(let weight)?:
      Text("weight \(weight)")
    case .other(let type)?:
      Text(type.rawValue)
    case nil:
      EmptyView()
    }
  }
}
