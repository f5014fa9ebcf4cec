import Foundation
import ViewKit

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

  static let usage = """
    usage: swift run Storybook <command>

    Commands available today:
      themes list                       the built-in themes
      themes check [PATH...]            validate theme files (all built-ins when no path)
      themes show NAME|PATH [--color auto|never|always|16|256|truecolor]
                                        every token of a theme, with colour swatches

    The interactive story browser and the list/render commands arrive with the stories issue.
    """

  /// Runs a command line (without the program name); returns the exit status.
  func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      output(Self.usage)
      return 0
    }
    switch command {
    case "-h", "--help", "help":
      output(Self.usage)
      return 0
    case "themes":
      return themes(Array(arguments.dropFirst()))
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

  func usageError(_ message: String) -> Int32 {
    error("Storybook: \(message)\n\n" + Self.usage)
    return 2
  }

  /// `themes check [PATH...]`: every problem of every file, one per line, then a count.
  func check(_ paths: [String]) -> Int32 {
    var results: [(String, ThemeLoadResult)] = []
    if let option = paths.first(where: { $0.hasPrefix("-") }) {
      return usageError("unknown option \"\(option)\" for themes check")
    }
    if paths.isEmpty {
      for name in Theme.builtInNames {
        let file = "Themes/\(name).tokens.json"
        let embedded = Theme.builtInSource(named: name) ?? ""
        results.append((file, ThemeLoader.load(text: embedded, file: file)))
      }
    } else {
      for path in paths { results.append((path, ThemeLoader.load(contentsOf: path))) }
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
    let files = results.count
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
    let theme: Theme
    if let builtIn = Theme.named(target) {
      theme = builtIn
    } else if target.contains("/") || target.hasSuffix(".json") {
      let result = ThemeLoader.load(contentsOf: target)
      guard let loaded = result.theme else {
        for diagnostic in result.diagnostics { error(diagnostic.description) }
        error("Themes: \(result.errors.count) error\(result.errors.count == 1 ? "" : "s") in 1 file")
        return 1
      }
      theme = loaded
    } else {
      let names = Theme.builtInNames.joined(separator: ", ")
      error(
        "Storybook: no theme \"\(target)\"; built-in themes: \(names), or give a path to a .tokens.json file")
      return 2
    }
    let mode = ColorDetection.detect(environment: environment, isTerminal: isTerminal, choice: choice)
    let profile: ColorProfile
    if case .styled(let detected) = mode { profile = detected } else { profile = .none }
    let view = ThemeSwatches(theme: theme)
    let width = 72
    let canvas = Renderer.render(
      view, size: Size(width: width, height: view.height), theme: theme, profile: profile)
    output(canvas.ansiText(mode))
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
      Text("\(value) cell\(value == 1 ? "" : "s")")
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
    case nil:
      EmptyView()
    }
  }
}
