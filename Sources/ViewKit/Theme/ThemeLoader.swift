import Foundation

/// Loads themes from DTCG 2025.10 files: a single complete token file (`*.tokens.json`), or a
/// resolver document (`*.resolver.json`) whose `theme` modifier has one context per theme.
///
/// Loading goes reader (`TokenReader`: JSON and structure) → resolver (`TokenResolver`: merge
/// and references, with the value readers of `TokenValues.swift`) → validator
/// (`ThemeValidator`: the schema and contrast checks). Every problem is reported at once as a
/// ``ThemeDiagnostic``; a theme with any error is not returned, so a half-valid theme is never used.
///
/// ```swift
/// let result = ThemeLoader.load(contentsOf: "Themes/themes.resolver.json")
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// let themes = result.themes
/// ```
public enum ThemeLoader {
  /// The `$extensions` key ViewKit reads.
  public static let vendorKey = "dev.viewkit"
  /// The modifier of a resolver document whose contexts are themes.
  public static let themeModifier = "theme"

  /// Loads a theme file or a resolver document from disk; an unreadable file is a diagnostic.
  ///
  /// - Parameters:
  ///   - path: a `*.tokens.json` file holding a complete theme, or a `*.resolver.json` document.
  ///   - limits: how large a theme may be.
  /// - Returns: the themes (one for a token file, one per context for a resolver document) when
  ///   there is no error, and every diagnostic.
  public static func load(contentsOf path: String, limits: ThemeLimits = .standard) -> ThemeSetLoadResult {
    var log = DiagnosticLog()
    guard let text = readFile(path, log: &log, limits: limits) else {
      return ThemeSetLoadResult(themes: [], diagnostics: log.diagnostics)
    }
    if path.hasSuffix(".resolver.json") {
      let folder = (path as NSString).deletingLastPathComponent
      return loadResolver(text: text, file: path, limits: limits) { name in
        let full = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        var fileLog = DiagnosticLog()
        return readFile(full, log: &fileLog, limits: limits).map { ($0, full) } ?? (nil, full)
      }
    }
    let single = load(text: text, file: path, limits: limits)
    return ThemeSetLoadResult(themes: single.theme.map { [$0] } ?? [], diagnostics: single.diagnostics)
  }

  /// Checks a theme file as `themes check` does: a resolver document with all its contexts; a
  /// token file that a resolver document beside it names, as part of that document (so a
  /// context file holding only what differs from a base set checks cleanly); any other token
  /// file as a complete theme.
  ///
  /// - Parameter path: a `*.tokens.json` or `*.resolver.json` file.
  /// - Returns: the themes the file takes part in, and every diagnostic.
  public static func check(contentsOf path: String, limits: ThemeLimits = .standard) -> ThemeSetLoadResult {
    if !path.hasSuffix(".resolver.json"), let resolver = resolverNaming(path) {
      let result = load(contentsOf: resolver, limits: limits)
      let name = (path as NSString).lastPathComponent
      let themes = result.themes.filter { theme in
        result.themes.count == 1 || theme.name == themeName(forFile: name) || name.hasPrefix("base")
      }
      return ThemeSetLoadResult(
        themes: themes.isEmpty ? result.themes : themes, diagnostics: result.diagnostics)
    }
    return load(contentsOf: path, limits: limits)
  }

  /// The resolver document in the same folder whose sources name the file, if there is one.
  static func resolverNaming(_ path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    for candidate in listed.sorted() where candidate.hasSuffix(".resolver.json") {
      let full = folder.isEmpty ? candidate : (folder as NSString).appendingPathComponent(candidate)
      var log = DiagnosticLog()
      guard let text = readFile(full, log: &log, limits: .standard),
        let document = ResolverDocument.read(text: text, file: full, limits: .standard, log: &log)
      else { continue }
      if document.fileNames.contains(name) { return full }
    }
    return nil
  }

  /// Loads one complete theme from the JSON text of a token file.
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - file: the file's name, shown in diagnostics; the theme's name must equal it without
  ///     `.tokens.json`.
  ///   - limits: how large a theme may be.
  /// - Returns: the theme when there is no error, and every diagnostic.
  public static func load(text: String, file: String, limits: ThemeLimits = .standard) -> ThemeLoadResult {
    var log = DiagnosticLog()
    guard let document = TokenReader.read(text: text, file: file, limits: limits, log: &log) else {
      return ThemeLoadResult(theme: nil, diagnostics: ordered(log.diagnostics))
    }
    let theme = ThemeValidator.theme(
      from: [document], expectedName: themeName(forFile: file), nameSource: "file name", file: file,
      limits: limits,
      log: &log)
    return ThemeLoadResult(theme: log.hasError ? nil : theme, diagnostics: ordered(log.diagnostics))
  }

  /// Loads every theme of a resolver document: one per context of its `theme` modifier.
  ///
  /// - Parameters:
  ///   - text: the resolver document's contents.
  ///   - file: its name, shown in diagnostics.
  ///   - limits: how large a theme may be.
  ///   - source: gives the text of a token file the document names (relative to the document),
  ///     and the name to show for it; nil text when it cannot be read.
  /// - Returns: the themes, in context order, when there is no error, and every diagnostic.
  public static func loadResolver(
    text: String, file: String, limits: ThemeLimits = .standard,
    source: (String) -> (text: String?, shownAs: String)
  ) -> ThemeSetLoadResult {
    var log = DiagnosticLog()
    guard let document = ResolverDocument.read(text: text, file: file, limits: limits, log: &log) else {
      return ThemeSetLoadResult(themes: [], diagnostics: ordered(log.diagnostics))
    }
    guard let modifier = document.modifiers.first(where: { $0.name == themeModifier }) else {
      log.error(
        "VK089", file: file, path: "#/modifiers", line: nil, "no \"\(themeModifier)\" modifier",
        "a modifier named \"\(themeModifier)\" whose contexts are the themes")
      return ThemeSetLoadResult(themes: [], diagnostics: ordered(log.diagnostics))
    }
    var cache: [String: TokenDocument?] = [:]
    var themes: [Theme] = []
    for context in modifier.contexts {
      guard let sources = document.sources(for: [themeModifier: context.name], log: &log) else { continue }
      var documents: [TokenDocument] = []
      for item in sources {
        switch item {
        case .file(let name, let pointer):
          if let cached = cache[name] {
            if let cached { documents.append(cached) }
            continue
          }
          let (content, shownAs) = source(name)
          guard let content else {
            log.error(
              "VK082", file: file, path: pointer, line: nil, "cannot read \(shownAs)",
              "a token file next to the resolver document", "Check the file name in \"$ref\".")
            cache[name] = .some(nil)
            continue
          }
          let read = TokenReader.read(text: content, file: shownAs, limits: limits, log: &log)
          cache[name] = .some(read)
          if let read { documents.append(read) }
        case .inline(let node, let pointer):
          if let read = TokenReader.read(root: node, file: file + ":" + pointer, limits: limits, log: &log) {
            documents.append(read)
          }
        }
      }
      var contextLog = DiagnosticLog()
      let theme = ThemeValidator.theme(
        from: documents, expectedName: context.name, nameSource: "context name",
        file: file + ":" + context.name,
        limits: limits, log: &contextLog)
      log.diagnostics += contextLog.diagnostics
      if !contextLog.hasError { themes.append(theme) }
    }
    let diagnostics = ordered(log.diagnostics)
    let failed = diagnostics.contains { $0.severity == .error }
    return ThemeSetLoadResult(themes: failed ? [] : themes, diagnostics: diagnostics)
  }

  /// The theme's name a file must declare: its file name without `.tokens.json`.
  public static func themeName(forFile file: String) -> String {
    var name = (file as NSString).lastPathComponent
    for suffix in [".tokens.json", ".json"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  /// Reads a file as UTF-8 text, within the size limit; nil with a diagnostic otherwise.
  static func readFile(_ path: String, log: inout DiagnosticLog, limits: ThemeLimits) -> String? {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if exists, isFolder.boolValue {
      log.error(
        "VK003", file: path, path: nil, line: nil, "is a folder",
        "a theme file (*.tokens.json or *.resolver.json)")
      return nil
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > limits.fileBytes
    {
      log.error(
        "VK015", file: path, path: nil, line: nil, "the file is \(size) bytes",
        "at most \(limits.fileBytes) bytes",
        "A theme this large is not a theme; check the path.")
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      log.error(
        "VK003", file: path, path: nil, line: nil, exists ? "cannot read the file" : "no such file",
        "a readable theme file (*.tokens.json or *.resolver.json)",
        exists ? "Check its permissions." : "Check the path.")
      return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
      log.error(
        "VK001", file: path, path: nil, line: nil, "the file is not UTF-8 text", "a UTF-8 JSON document",
        "Save it as UTF-8.")
      return nil
    }
    return text
  }

  /// Diagnostics once each, by file then line, keeping the order found within a line.
  static func ordered(_ diagnostics: [ThemeDiagnostic]) -> [ThemeDiagnostic] {
    var seen: Set<ThemeDiagnostic> = []
    let unique = diagnostics.filter { seen.insert($0).inserted }
    return unique.enumerated().sorted { a, b in
      if a.element.file != b.element.file { return a.element.file < b.element.file }
      if (a.element.line ?? 0) != (b.element.line ?? 0) {
        return (a.element.line ?? 0) < (b.element.line ?? 0)
      }
      return a.offset < b.offset
    }.map(\.element)
  }
}

/// The outcome of loading a resolver document or a token file: the themes when there is no error,
/// and every diagnostic.
public struct ThemeSetLoadResult: Sendable {
  /// The themes, in the order their contexts are written; empty when there is any error.
  public var themes: [Theme]
  /// Every problem found.
  public var diagnostics: [ThemeDiagnostic]

  /// The errors only.
  public var errors: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The warnings only.
  public var warnings: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
