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

  func usageError(_ message: String) -> Int32 {
    error("Storybook: \(message)\n\n" + Self.usage)
    return 2
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
}
