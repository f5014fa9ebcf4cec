import Foundation
import ViewKit
import ViewKitDriver

/// A storybook's command line (see ``Storybook``), driven by `main()` and by tests.
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
  /// Whether standard input is a terminal (`headless --stdin` refuses one).
  var inputIsTerminal = false
  /// Reads one line of input (for interactive review); nil at end of input.
  var input: () -> String?
  /// The storybook: stories, declared states, themes and golden folder.
  let book: Storybook
  /// The themes stories are drawn in.
  let themeSet: [Theme]
  /// Problems loading the themes, reported by every command.
  let themeProblems: [ThemeDiagnostic]
  /// The command being run, whose usage a usage error shows.
  var command: String?

  init(
    output: @escaping (String) -> Void, error: @escaping (String) -> Void, environment: [String: String],
    isTerminal: Bool, input: @escaping () -> String? = { nil }, book: Storybook
  ) {
    self.output = output
    self.error = error
    self.environment = environment
    self.isTerminal = isTerminal
    self.input = input
    self.book = book
    (themeSet, themeProblems) = book.loadThemes()
  }

  /// The stories.
  var registry: StoryRegistry { book.registry }

  /// A theme of the storybook by name.
  func theme(named name: String) -> Theme? { themeSet.first { $0.name == name } }

  /// The names of the storybook's themes, for messages.
  var themeNames: String { themeSet.map(\.name).joined(separator: ", ") }

  var usage: String { Self.usage(name: book.name) }

  static func usage(name: String) -> String {
    """
    usage: swift run \(name) [--theme NAME|PATH|auto|system] [<command>]
           swift run \(name) [--theme NAME|PATH] --review [--base REF]
           swift run \(name) --help | --version

    Commands:
      list [--json]                     every story id, one per line; with --json, a manifest of
                                        every story (title, summary, component, tags, arguments,
                                        size) and the themes, as Schemas/storybook-manifest.schema.json
                                        describes
      mcp                               a Model Context Protocol server on standard input and
                                        output: tools to list, render and check stories and to
                                        see the snapshots' state
      check [--theme NAME|PATH]... [--color 16|256]...
                                        story coverage, and contrast of every component colour pair
                                        and of every pair each story draws, in every theme (or
                                        each --theme: a theme file to try); with --color, the
                                        drawn pairs as a terminal with that many colours shows them
                                        (several --color: each, every story drawn once)
      render ID [--theme NAME|PATH] [--size WxH] [--color never|16|256|truecolor|always|auto]
                [--arg NAME=VALUE]... [--json] [--semantic] [--hyperlinks]
                                        draw one story; --json gives its cells and styles;
                                        --semantic what a screen reader reads, a line each;
                                        in colour, links go out as OSC 8 on a terminal that
                                        shows them, or with --hyperlinks
      headless [--size WxH] [--theme NAME|PATH] [--snapshot] [--stats] [--stdin] STEP...
                                        drive the browser without a terminal and print its last
                                        screen; a STEP is a character (?, q, /), a key (down, esc,
                                        tab, ctrl-a, alt-b, f1, ...), text=WORDS, click=X,Y or
                                        wheel=X,Y,STEPS; --stdin reads more steps from standard
                                        input, one a line, as they are run
      export --html DIR [--theme NAME|PATH]...
                                        write DIR/index.html: every story in every theme (or each
                                        --theme) and without colour, as a page that works offline;
                                        DIR must be new, empty or an earlier export
      snapshots review [--accept-all|--reject-all] [--dry-run] [--shard I/N] [--dir DIR]
                                        walk the pending .new golden files one by one, after
                                        listing the goldens with git conflict markers (with
                                        --shard, those of one shard's goldens)
      snapshots shards [--count N] [--merge REPORTS] [--dir DIR]
                                        how VIEWKIT_SHARD=i/N splits the golden suite; --merge
                                        checks the shards' reports cover it once, with no orphans
      snapshots scale [--stories N] [--shards K]
                                        the golden suite at scale: record N generated stories
                                        (10000) in every theme into a temporary folder, check
                                        them on every core, then each of K shards (4) on one
                                        core; JSON (run it with swift run -c release)
      snapshots prune [--dry-run] [--dir DIR]
                                        delete golden files that no story calls for; both touch
                                        only files with ViewKit's golden header, and --dry-run
                                        shows what they would do and changes nothing
      snapshots report [--base REF] [--out DIR] [--dir DIR]
                                        write DIR/index.html (default .build/snapshot-report):
                                        every golden changed since REF (default HEAD), pending
                                        or conflicted, drawn before and after with the changed
                                        cells marked, and DIR/summary.md for a pull request
      work [--update] [--file PATH]     count each story's work (views, nodes, measures, draws,
                                        passes, bytes) against Tests/Snapshots/work-baselines.txt;
                                        fails on a rise past 10%; --update writes the baseline
      themes list                       the storybook's themes
      themes check [PATH...]            validate theme files (with no path: the package's
                                        Themes/*.json, or the built-ins when it has none)
      themes show NAME|PATH [--color never|16|256|truecolor|always|auto]
                                        every token of a theme, with colour swatches
      doctor                            what the terminal answers when asked what it can do
                                        (name, synchronized output, kitty keyboard, colours)
                                        and what ViewKit will use

    With no command on a terminal: the interactive browser (↑↓ story, ←→ component, / search
    ids, titles and summaries, a arguments, t theme, c colours: truecolor, 256, 16, none;
    v viewport: 40x12, 80x24, 100x30, 120x40 or the story's own; g every theme side by side;
    d docs, then tokens with each colour pair's contrast, then the actions log; i use the story
    (its presses, toggles and clicks go to the log; Esc gives the keys back); z the story alone
    on the screen; r the review queue; ? every key; q quit). The mouse
    selects stories and controls; the wheel scrolls. It starts where it was left (story, theme,
    colours, viewport, kept in $XDG_STATE_HOME/viewkit), on --theme, or by default on `auto`:
    the light or dark theme, whichever matches the terminal's background, switching live where
    the terminal says it switched. `--theme system` makes a theme from the terminal's own colours
    (`doctor` says where one would not read and the built-in colour is kept). A theme file
    whose only problems are contrast failures still opens, its problems listed (d).

    --review opens the browser on the review queue: every golden with a pending .new file or
    git conflict markers (with --base REF, also those changed since REF), each with its diff;
    y accepts (the .new file replaces the golden), n rejects (deletes the .new file), Esc goes
    to the stories. An empty queue says so in one line.
    """
  }

  /// Where golden files live unless `--dir` says otherwise.
  var defaultGoldens: String { book.resolve(book.goldens) }

  /// Runs a command line (without the program name); returns the exit status.
  func run(_ arguments: [String]) -> Int32 {
    guard themeProblems.allSatisfy({ $0.severity != .error }), !themeSet.isEmpty else {
      for diagnostic in themeProblems { error(diagnostic.description) }
      error("\(book.name): the storybook's themes have errors; fix them to go on")
      return 1
    }
    var browseTheme: Theme?
    var browseProblems: [String] = []
    var browseSystem = false
    var review: String?? = nil
    var arguments = arguments
    if arguments.first == "--theme" {
      guard arguments.count >= 2 else {
        return usageError("--theme needs a theme name, a path to a theme file, auto or system")
      }
      let value = arguments[1]
      browseSystem = value == "system" && theme(named: value) == nil
      if value != "auto" && !browseSystem {
        guard theme(named: value) != nil || Self.themeFile(value) != nil else {
          return usageError(
            "unknown theme \"\(Sanitizer.sanitizeLine(value))\"; use auto, system, one of \(themeNames), or a path to a "
              + ".tokens.json or .resolver.json file")
        }
        // A name, or a theme file to try: the browser shows it first, beside the storybook's,
        // with its problems listed when they are only contrast failures.
        let (loaded, problems, status) = loadBrowseTheme(value)
        guard let loaded else { return status }
        browseTheme = loaded
        browseProblems = problems
      }
      arguments.removeFirst(2)
      guard arguments.isEmpty || arguments.first == "--review" else {
        return usageError("--theme before a command: give it to the command")
      }
    }
    if arguments.first == "--review" {
      arguments.removeFirst()
      var base: String?
      if arguments.first == "--base" {
        guard arguments.count >= 2, !arguments[1].isEmpty else { return usageError("--base needs a git ref") }
        base = arguments[1]
        arguments.removeFirst(2)
      }
      guard arguments.isEmpty else { return usageError("--review takes only --base REF") }
      guard isTerminal else {
        error("\(book.name): --review browses on a terminal; `snapshots review` walks the queue line by line")
        return 2
      }
      review = .some(base)
    }
    guard let command = arguments.first else {
      guard isTerminal else {
        output(usage)
        return 0
      }
      return browse(theme: browseTheme, system: browseSystem, problems: browseProblems, review: review)
    }
    // `--help` anywhere (`render --help`, `snapshots prune --help`) shows the usage, which
    // covers every command; `--version` says which ViewKit the storybook is built with.
    if arguments.contains("--help") || arguments.contains("-h") {
      output(usage)
      return 0
    }
    var scoped = self
    scoped.command = command
    return scoped.dispatch(command, arguments)
  }

  /// Runs `command` with its arguments (the command first).
  private func dispatch(_ command: String, _ arguments: [String]) -> Int32 {
    switch command {
    case "help":
      output(usage)
      return 0
    case "--version":
      guard arguments.count == 1 else { return usageError("--version takes no arguments") }
      output("\(book.name) (StorybookKit, ViewKit \(Storybook.viewKitVersion))")
      return 0
    case "themes":
      return themes(Array(arguments.dropFirst()))
    case "doctor":
      return doctor(Array(arguments.dropFirst()))
    case "check":
      var themes: [Theme] = []
      var profiles: [ColorProfile] = []
      var rest = arguments.dropFirst()
      while let option = rest.first {
        guard option == "--theme" || option == "--color", rest.count >= 2 else {
          return usageError(
            "check takes --theme NAME|PATH and --color 16|256|truecolor (each as often as you like)")
        }
        let value = rest[rest.startIndex + 1]
        rest = rest.dropFirst(2)
        if option == "--color" {
          let profile: ColorProfile
          switch value {
          case "16": profile = .ansi16
          case "256": profile = .ansi256
          case "truecolor": profile = .truecolor
          default:
            return usageError(
              "--color: \(Sanitizer.sanitizeLine(value)) is not a colour profile to check in (16, 256 or truecolor)"
            )
          }
          if !profiles.contains(profile) { profiles.append(profile) }
          continue
        }
        let (loaded, status) = loadTheme(value)
        guard let loaded else { return status }
        themes.append(loaded)
      }
      return checkAll(
        themes: themes.isEmpty ? themeSet : themes, profiles: profiles.isEmpty ? [.truecolor] : profiles)
    case "headless":
      guard registry.problems.isEmpty else {
        for problem in registry.problems { error("\(book.name): \(problem)") }
        return 2
      }
      return headless(Array(arguments.dropFirst()))
    case "work":
      guard registry.problems.isEmpty else {
        for problem in registry.problems { error("\(book.name): \(problem)") }
        return 2
      }
      return work(Array(arguments.dropFirst()))
    case "list", "render", "snapshots", "export", "mcp":
      guard registry.problems.isEmpty else {
        for problem in registry.problems { error("\(book.name): \(problem)") }
        error("\(book.name): fix the story declarations above; \(registry.problems.count) problem(s)")
        return 2
      }
      switch command {
      case "list":
        if arguments.count == 2 && arguments[1] == "--json" {
          output(Self.json(manifest()))
          return 0
        }
        guard arguments.count == 1 else { return usageError("list takes only --json") }
        for id in registry.ids { output(id) }
        return 0
      case "render":
        return render(Array(arguments.dropFirst()))
      case "export":
        return export(Array(arguments.dropFirst()))
      case "mcp":
        return mcp(Array(arguments.dropFirst()))
      default:
        return snapshots(Array(arguments.dropFirst()))
      }
    default:
      let shown = Sanitizer.sanitizeLine(command)
      let close = Self.closest(to: command, among: Self.commands)
      error(
        "\(book.name): unknown command \"\(shown)\"" + (close.map { "; did you mean \"\($0)\"?" } ?? "")
          + "\nusage: swift run \(book.name) [--theme NAME|PATH|auto|system] [<command>] (`--help` lists the commands)"
      )
      return 2
    }
  }

  /// The commands, for suggestions.
  static let commands = [
    "list", "check", "render", "headless", "export", "snapshots", "themes", "mcp", "doctor", "work", "help",
  ]

  /// The name nearest `word` (at most two edits away, or one it starts), if any.
  static func closest(to word: String, among names: [String]) -> String? {
    let typed = Array(word.lowercased().prefix(40))
    func distance(_ name: String) -> Int { ThemeWording.editDistance(typed, Array(name)) }
    let scored = names.map { (name: $0, distance: distance($0)) }.filter { $0.distance <= 2 }
    if let best = scored.min(by: { $0.distance < $1.distance }) { return best.name }
    return typed.count >= 2 ? names.first { $0.hasPrefix(String(typed)) } : nil
  }

  /// The lines of the usage that describe `command` (its synopsis and what follows it).
  func usage(of command: String) -> [String] {
    let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var block: [String] = []
    var inBlock = false
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if indent == 2 {
        // A command's first line; `snapshots review` and `snapshots prune` are both its.
        inBlock = trimmed == Substring(command) || trimmed.hasPrefix(command + " ")
        if inBlock { block.append(line) }
      } else if inBlock && indent > 2 && !trimmed.isEmpty {
        block.append(line)
      } else {
        inBlock = false
      }
    }
    return block
  }

  func usageError(_ message: String) -> Int32 {
    // The problem, the usage of the command in hand, and where the rest is: never the whole
    // usage for one mistyped option.
    let own = command.map { usage(of: $0) } ?? []
    let synopsis =
      own.isEmpty
      ? ["usage: swift run \(book.name) [--theme NAME|PATH|auto|system] [<command>]"]
      : ["usage: swift run \(book.name) " + (own.first?.drop { $0 == " " } ?? "")] + own.dropFirst()
    error(
      "\(book.name): \(message)\n" + synopsis.joined(separator: "\n")
        + "\n`swift run \(book.name) --help` shows every command")
    return 2
  }

  /// A built-in theme by name, or a theme file by path (`PATH#CONTEXT` picks one context of a
  /// resolver document; otherwise the first context that differs from the storybook's theme of
  /// its name, a theme to try). On failure the problems are reported and the status is 2 for an
  /// unknown name or context, 1 for a file with errors.
  func loadTheme(_ target: String) -> (Theme?, Int32) {
    if let named = theme(named: target) { return (named, 0) }
    if let (path, context) = Self.themeFile(target) {
      // As `themes check` reads it: a resolver document may name ViewKit's own files.
      let result = ThemeLoader.check(contentsOf: path, builtInSources: true)
      if result.errors.isEmpty, let context {
        if let chosen = result.themes.first(where: { $0.name == context }) { return (chosen, 0) }
        error(
          "\(book.name): \(Sanitizer.sanitizeLine(path)) has no context \"\(Sanitizer.sanitizeLine(context))\"; it has "
            + result.themes.map { Sanitizer.sanitizeLine($0.name) }.joined(separator: ", "))
        return (nil, 2)
      }
      let fresh = result.themes.first { !themeSet.contains($0) }
      if result.errors.isEmpty, let theme = fresh ?? result.themes.first { return (theme, 0) }
      for diagnostic in result.diagnostics { error(diagnostic.description) }
      error("Themes: \(result.errors.count) error\(result.errors.count == 1 ? "" : "s") in 1 file")
      return (nil, 1)
    }
    let names = themeNames
    error(
      "\(book.name): no theme \"\(Sanitizer.sanitizeLine(target))\"; themes: \(names), or give a path to a "
        + ".tokens.json or .resolver.json file")
    return (nil, 2)
  }

  /// `--theme` for the browser: as ``loadTheme(_:)``, except that a theme file whose only errors
  /// are contrast problems (VK070, VK071) still opens, its diagnostics listed in the browser.
  ///
  /// - Parameter target: what `--theme` was given.
  /// - Returns: the theme, its problems, and the status when there is no theme.
  func loadBrowseTheme(_ target: String) -> (Theme?, [String], Int32) {
    if theme(named: target) == nil, let (path, context) = Self.themeFile(target) {
      let result = ThemeLoader.check(contentsOf: path, builtInSources: true)
      if !result.errors.isEmpty, let first = result.previewable.first {
        let chosen =
          context.flatMap { name in result.previewable.first { $0.name == name } }
          ?? result.previewable.first { !themeSet.contains($0) } ?? first
        if context == nil || chosen.name == context {
          return (chosen, result.diagnostics.map(\.description), 0)
        }
      }
    }
    let (loaded, status) = loadTheme(target)
    return (loaded, [], status)
  }

  /// A `--theme` value as a theme file: its path, and the context after `#` when one is named
  /// (`my.resolver.json#dusk`); nil when the value is no path (a theme's name, or a typo).
  ///
  /// - Parameter target: what `--theme` was given.
  /// - Returns: the file and the context, or nil.
  static func themeFile(_ target: String) -> (path: String, context: String?)? {
    var path = target
    var context: String?
    if let mark = target.lastIndex(of: "#"), target[..<mark].hasSuffix(".json"),
      mark < target.index(before: target.endIndex)
    {
      path = String(target[..<mark])
      context = String(target[target.index(after: mark)...])
    }
    return path.contains("/") || path.hasSuffix(".json") ? (path, context) : nil
  }
}
