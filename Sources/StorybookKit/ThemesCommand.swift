import Foundation
import ViewKit

/// `themes list|check|show`: the built-in themes, checking theme files, and a theme's tokens.
extension StorybookCLI {
  func themes(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case "list":
      guard arguments.count == 1 else { return usageError("themes list takes no arguments") }
      for theme in themeSet {
        // Names and display names come from the package's theme files: shown inert.
        output(
          "\(Sanitizer.sanitizeLine(theme.name))\t\(Sanitizer.sanitizeLine(theme.displayName)) "
            + "(\(theme.appearance.rawValue), \(theme.tokens.count) tokens)")
      }
      return 0
    case "check":
      return check(Array(arguments.dropFirst()))
    case "show":
      return show(Array(arguments.dropFirst()))
    case let other:
      return usageError(
        other.map { "unknown themes command \"\(Sanitizer.sanitizeLine($0))\"" } ?? "themes needs a command")
    }
  }

  /// `themes check [PATH...]`: every problem of every file, one per line, then a count.
  func check(_ paths: [String]) -> Int32 {
    var results: [(String, ThemeSetLoadResult)] = []
    if let option = paths.first(where: { $0.hasPrefix("-") }) {
      return usageError("unknown option \"\(Sanitizer.sanitizeLine(option))\" for themes check")
    }
    let checked = paths.isEmpty ? packageThemeFiles() : paths
    if checked.isEmpty {
      results.append(("Themes/themes.resolver.json", Theme.loadBuiltIn()))
    } else {
      // Paths given on the command line are the user's, from the current folder; the package's
      // own files are found from its root.
      for path in checked {
        let full = paths.isEmpty ? book.resolve(path) : path
        results.append((path, ThemeLoader.check(contentsOf: full, builtInSources: true)))
      }
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
    let files = checked.isEmpty ? Theme.builtInFiles.count : results.count
    let summary =
      "Themes: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") "
      + "in \(files) file\(files == 1 ? "" : "s")"
    if errors > 0 {
      error(summary)
      return 1
    }
    if !paths.isEmpty {
      output(summary)
    } else if checked.isEmpty {
      output(summary + " (the built-in themes: the package has no Themes/*.json)")
    } else {
      output(summary + " (checked " + checked.map(Sanitizer.sanitizeLine).joined(separator: ", ") + ")")
    }
    return 0
  }

  /// The theme files of the package, relative to its root: the storybook's own theme file when
  /// it has one, else the resolver documents in `Themes/`, else its token files; none when the
  /// package has no `Themes/` (the built-ins are checked then).
  func packageThemeFiles() -> [String] {
    if case .file(let path) = book.themes { return [path] }
    let folder = book.resolve("Themes")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    let resolvers = names.filter { $0.hasSuffix(".resolver.json") }.sorted()
    if !resolvers.isEmpty { return resolvers.map { "Themes/" + $0 } }
    return names.filter { $0.hasSuffix(".tokens.json") }.sorted().map { "Themes/" + $0 }
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
          return usageError(
            "unknown --color value \"\(Sanitizer.sanitizeLine(arguments[index + 1]))\"; use one of \(values)")
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
