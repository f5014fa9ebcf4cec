/// The checks on a whole theme once its tokens are resolved: the theme block of ViewKit's
/// extensions, every token ViewKit's components read (``ThemeSchema``), and the declared contrast
/// pairs (WCAG 2).
struct ThemeValidator {
  /// What the root `$extensions["dev.viewkit"]` blocks declare, merged over the documents.
  struct RootInfo {
    var name: String
    var displayName: String
    var appearance = Appearance.dark
    var checks: [(check: ContrastCheck, line: Int, file: String)] = []
  }

  /// The format versions of ViewKit's extensions this loader reads.
  static let formatVersions: Set<Double> = [2]

  /// Reads the theme blocks of `documents` (later ones win). `expectedName` is the file or
  /// context name the theme's declared name must match.
  static func rootInfo(
    _ documents: [TokenDocument], expectedName: String, nameSource: String, file: String,
    log: inout DiagnosticLog
  )
    -> RootInfo
  {
    var info = RootInfo(name: expectedName, displayName: expectedName)
    var themeBlock: (node: JSONNode, file: String)?
    for document in documents {
      guard let vendor = document.vendor else { continue }
      if let version = vendor["formatVersion"], !formatVersions.contains(version.number ?? -1) {
        log.error(
          "VK013", file: document.file, path: nil, line: version.line,
          "formatVersion is \(ThemeWording.describe(version))", "formatVersion 2",
          "This ViewKit reads version 2 theme files: text styles are typography tokens.")
      }
      if let theme = vendor["theme"] { themeBlock = (theme, document.file) }
      if let list = vendor["contrastChecks"] {
        info.checks = []
        guard let items = list.array else {
          log.error(
            "VK071", file: document.file, path: nil, line: list.line,
            "contrastChecks is \(list.typeNameWithArticle)",
            "an array")
          continue
        }
        for (index, node) in items.enumerated() {
          let fg = TokenResolver.referencePath(text: node["foreground"]?.string ?? "")
          let bg = TokenResolver.referencePath(text: node["background"]?.string ?? "")
          if let fg, let bg, let minimum = node["min"]?.number, minimum >= 1, minimum <= 21 {
            info.checks.append(
              (ContrastCheck(foreground: fg, background: bg, minimum: minimum), node.line, document.file))
          } else {
            log.error(
              "VK071", file: document.file, path: nil, line: node.line,
              "contrastChecks[\(index)] is incomplete",
              "{\"foreground\": \"{path}\", \"background\": \"{path}\", \"min\": 4.5} (min from 1 to 21)")
          }
        }
      }
    }
    if let (theme, file) = themeBlock {
      // The last document that declares a theme block names the theme.
      readThemeBlock(
        theme, file: file, expectedName: expectedName, nameSource: nameSource, into: &info, log: &log)
    } else {
      let file = documents.last?.file ?? file
      log.error(
        "VK012", file: file, path: nil, line: documents.last?.rootLine,
        "no theme block in $extensions[\"\(ThemeLoader.vendorKey)\"]",
        "{\"theme\": {\"name\": \"\(expectedName)\", \"appearance\": \"dark\"}} at the top level")
    }
    return info
  }

  static func readThemeBlock(
    _ theme: JSONNode, file: String, expectedName: String, nameSource: String, into info: inout RootInfo,
    log: inout DiagnosticLog
  ) {
    if let nameNode = theme["name"] {
      guard let declared = nameNode.string else {
        log.error(
          "VK004", file: file, path: nil, line: nameNode.line,
          "theme name is \(nameNode.typeNameWithArticle)",
          "a string")
        return
      }
      info.name = declared
      if declared != expectedName, file.hasPrefix(ThemeLoader.builtInPrefix) {
        // A new context made of ViewKit's files and one of the user's that names no theme: the
        // built-in file's name wins, and it cannot be renamed.
        log.error(
          "VK004", file: file, path: nil, line: nameNode.line,
          "the \(nameSource) is \"\(expectedName)\", but its theme takes the name \"\(declared)\" from this built-in file",
          "a file of the context's own, last in its list, naming the theme \"\(expectedName)\"",
          "Add to it: \"$extensions\": {\"\(ThemeLoader.vendorKey)\": {\"theme\": {\"name\": \"\(expectedName)\", "
            + "\"displayName\": \"…\", \"appearance\": \"dark\"}}}.")
      } else if declared != expectedName {
        log.error(
          "VK004", file: file, path: nil, line: nameNode.line,
          "theme name \"\(declared)\" does not match the \(nameSource) \"\(expectedName)\"",
          "a theme name equal to the \(nameSource), \"\(expectedName)\"", "Rename one of them.")
      }
    }
    info.displayName = theme["displayName"]?.string ?? info.name
    if let node = theme["appearance"] {
      if let value = node.string.flatMap(Appearance.init(rawValue:)) {
        info.appearance = value
      } else {
        log.error(
          "VK014", file: file, path: nil, line: node.line, "appearance is \(ThemeWording.describe(node))",
          "\"dark\" or \"light\"")
      }
    }
  }

  /// Checks that every token of ``ThemeSchema`` is there with its type, and that the tokens
  /// components read as cells are whole numbers.
  static func checkSchema(_ resolver: inout TokenResolver, file: String) {
    var missing: [String] = []
    for (path, type) in ThemeSchema.required {
      guard let raw = resolver.tokens[path] else {
        if resolver.failed.contains(path) { continue }
        missing.append("\(path) (\(type.rawValue))")
        continue
      }
      guard let value = resolver.resolved[path] else { continue }
      if value.type != type {
        resolver.log.error(
          "VK061", file: raw.file, path: path, line: raw.line, "token is \(value.type.rawValue)",
          "a \(type.rawValue) token: ViewKit's components read it as one")
      } else if case .number(let number) = value,
        !(number >= 0 && number <= 1000 && number == number.rounded())
      {
        resolver.log.error(
          "VK028", file: raw.file, path: path, line: raw.line, "value is \(number)",
          "a whole number of cells from 0 to 1000")
      }
    }
    if !missing.isEmpty {
      resolver.log.error(
        "VK060", file: file, path: nil, line: nil,
        "missing \(missing.count) token\(missing.count == 1 ? "" : "s") that ViewKit's components read: "
          + missing.prefix(20).joined(separator: ", ") + (missing.count > 20 ? ", …" : ""),
        "every token of the theme schema",
        "Copy them from ViewKit's Themes/base.tokens.json, or name that file in a resolver document.")
    }
  }

  /// Runs the declared contrast checks; returns those whose colours exist. A failure names the
  /// theme, and the files that set the two colours when another file than the check's did (a
  /// context file's override failing a check the base set declares).
  static func runContrastChecks(
    _ checks: [(check: ContrastCheck, line: Int, file: String)], _ resolver: inout TokenResolver,
    theme: String
  )
    -> [ContrastCheck]
  {
    var result: [ContrastCheck] = []
    for (check, line, file) in checks {
      var colors: [RGB] = []
      for path in [check.foreground, check.background] {
        if case .color(_, let preview)? = resolver.resolved[path] {
          colors.append(preview)
        } else if resolver.tokens[path] == nil {
          resolver.log.error(
            "VK071", file: file, path: nil, line: line, "contrast check names \(path), which is not defined",
            "a colour token", resolver.log.didYouMean(path, among: resolver.order))
        }
      }
      guard colors.count == 2 else { continue }
      result.append(check)
      let ratio = ColorMatcher.contrastRatio(colors[0], colors[1])
      if !ColorMatcher.meetsContrast(ratio, minimum: check.minimum) {
        let shown = ColorMatcher.shownContrast(ratio)
        let origins = [check.foreground, check.background].compactMap {
          origin(of: $0, besides: file, resolver)
        }
        // Said where the colour was set (the user's own file), not where the check is declared
        // (ViewKit's base set, which the user did not write and cannot fix).
        let at = origins.first
        resolver.log.error(
          "VK070", file: at?.file ?? file, path: check.foreground, line: at?.line ?? line,
          "contrast \(shown):1 on \(check.background) (\(colors[0].hex) on \(colors[1].hex)) is below "
            + "\(check.minimum):1 in theme \(theme)"
            + (origins.isEmpty
              ? ""
              : " (\(origins.map(\.text).joined(separator: "; ")); checked by \(file), line \(line))"),
          "at least \(check.minimum):1 (WCAG 2: 4.5 for text, 3 for borders and focus)",
          "Make the colours further apart in lightness.")
      }
    }
    return result
  }

  /// Where a colour a contrast check reads was set, when not in the check's own file: the token,
  /// or the first token along its chain of references, that another file sets (a context's
  /// override of a palette colour the checked token refers to).
  ///
  /// - Parameters:
  ///   - path: the checked token.
  ///   - file: the file declaring the check.
  ///   - resolver: the resolved theme.
  /// - Returns: `color.text.default is set in dim.tokens.json:3` (or `… comes from
  ///   color.palette.gray-100, set in …`) with the token, file and line that set it, or nil when
  ///   every step is in `file`.
  static func origin(of path: String, besides file: String, _ resolver: TokenResolver)
    -> (text: String, path: String, file: String, line: Int)?
  {
    var current = path
    for _ in 0..<32 {
      guard let raw = resolver.tokens[current] else { return nil }
      if raw.file != file {
        let text =
          current == path
          ? "\(path) is set in \(raw.file):\(raw.line)"
          : "\(path) comes from \(current), set in \(raw.file):\(raw.line)"
        return (text, current, raw.file, raw.line)
      }
      guard let text = raw.value.string, let next = TokenResolver.referencePath(text: text) else {
        return nil
      }
      current = next
    }
    return nil
  }

  /// Resolves, validates and builds a theme from documents merged in order.
  static func theme(
    from documents: [TokenDocument], expectedName: String, nameSource: String, file: String,
    limits: ThemeLimits,
    log: inout DiagnosticLog
  ) -> Theme {
    let info = rootInfo(
      documents, expectedName: expectedName, nameSource: nameSource, file: file, log: &log)
    var resolver = TokenResolver(documents: documents, limits: limits, log: log)
    guard !resolver.overLimit, !documents.contains(where: \.overLimit) else {
      // Past the token limit the theme is not checked: the tokens dropped would look missing.
      log = resolver.log
      return Theme(name: info.name, displayName: info.displayName, appearance: info.appearance, tokens: [:])
    }
    resolver.resolveAll()
    checkSchema(&resolver, file: file)
    let checks = runContrastChecks(info.checks, &resolver, theme: info.name)
    log = resolver.log
    return Theme(
      name: info.name, displayName: info.displayName, appearance: info.appearance, tokens: resolver.resolved,
      contrastChecks: checks)
  }
}
