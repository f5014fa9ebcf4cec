import ViewKitPlatform

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
  /// How diagnostics name one of ViewKit's own files that a resolver document names.
  static let builtInPrefix = "ViewKit's built-in "

  /// The `$extensions` key ViewKit reads.
  public static let vendorKey = "dev.viewkit"
  /// The modifier of a resolver document whose contexts are themes.
  public static let themeModifier = "theme"

  /// Loads a theme file or a resolver document from disk; an unreadable file is a diagnostic.
  ///
  /// - Parameters:
  ///   - path: a `*.tokens.json` file holding a complete theme, or a `*.resolver.json` document.
  ///   - limits: how large a theme may be.
  ///   - builtInSources: lets a resolver document name ViewKit's own token files
  ///     (`base.tokens.json`, `dark.tokens.json`, …) without copying them: a named file that is
  ///     not in the document's folder and has a built-in's name is the built-in.
  /// - Returns: the themes (one for a token file, one per context for a resolver document) when
  ///   there is no error, and every diagnostic.
  public static func load(
    contentsOf path: String, limits: ThemeLimits = .standard, builtInSources: Bool = false
  ) -> ThemeSetLoadResult {
    let limits = limits.clamped
    var log = DiagnosticLog(limits: limits)
    guard let text = readFile(path, log: &log, limits: limits) else {
      return ThemeSetLoadResult(themes: [], diagnostics: log.diagnostics)
    }
    if path.hasSuffix(".resolver.json") {
      let folder = FilePath.folder(of: path)
      let present = builtInSources ? Set(FilePath.entries(of: folder.isEmpty ? "." : folder)) : []
      // Why a named file could not be read (too large, a folder, not UTF-8) is said too, beside
      // the resolver document's VK082.
      var sourceLog = DiagnosticLog(limits: limits)
      var result = loadResolver(text: text, file: path, limits: limits) { name in
        if builtInSources, !present.contains(name), let builtIn = Theme.builtInFileTexts[name] {
          return (builtIn, ThemeLoader.builtInPrefix + name)
        }
        let full = folder.isEmpty ? name : FilePath.join(folder, name)
        return (readSource(name, in: folder, log: &sourceLog, limits: limits), full)
      }
      if !sourceLog.diagnostics.isEmpty {
        result.diagnostics = ordered(result.diagnostics + sourceLog.diagnostics)
        result.themes = []
        result.previewable = []
      }
      return result
    }
    let single = load(text: text, file: path, limits: limits)
    return ThemeSetLoadResult(
      themes: single.theme.map { [$0] } ?? [], diagnostics: single.diagnostics,
      previewable: single.previewable.map { [$0] } ?? [])
  }

  /// Checks a theme file as `themes check` does: a resolver document with all its contexts; a
  /// token file that a resolver document beside it names, as part of that document (so a
  /// context file holding only what differs from a base set checks cleanly); any other token
  /// file as a complete theme.
  ///
  /// - Returns: the themes the file takes part in, and every diagnostic.
  /// - Parameters:
  ///   - path: a `*.tokens.json` or `*.resolver.json` file.
  ///   - limits: how large a theme may be.
  ///   - builtInSources: lets a resolver document name ViewKit's own token files without
  ///     copying them (see ``load(contentsOf:limits:builtInSources:)``).
  public static func check(
    contentsOf path: String, limits: ThemeLimits = .standard, builtInSources: Bool = false
  ) -> ThemeSetLoadResult {
    if !path.hasSuffix(".resolver.json"), let resolver = resolverNaming(path) {
      let result = load(contentsOf: resolver, limits: limits, builtInSources: builtInSources)
      let name = FilePath.name(of: path)
      let themes = result.themes.filter { theme in
        result.themes.count == 1 || theme.name == themeName(forFile: name) || name.hasPrefix("base")
      }
      return ThemeSetLoadResult(
        themes: themes.isEmpty ? result.themes : themes, diagnostics: result.diagnostics,
        previewable: result.previewable)
    }
    return load(contentsOf: path, limits: limits, builtInSources: builtInSources)
  }

  /// The resolver document in the same folder whose sources name the file, if there is one.
  static func resolverNaming(_ path: String) -> String? {
    let folder = FilePath.folder(of: path)
    let name = FilePath.name(of: path)
    let listed = FilePath.entries(of: folder.isEmpty ? "." : folder)
    for candidate in listed.sorted() where candidate.hasSuffix(".resolver.json") {
      let full = folder.isEmpty ? candidate : FilePath.join(folder, candidate)
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
    let limits = limits.clamped
    var log = DiagnosticLog(limits: limits)
    guard let document = TokenReader.read(text: text, file: file, limits: limits, log: &log) else {
      return ThemeLoadResult(theme: nil, diagnostics: ordered(log.diagnostics))
    }
    let theme = ThemeValidator.theme(
      from: [document], expectedName: themeName(forFile: file), nameSource: "file name", file: file,
      limits: limits,
      log: &log)
    return ThemeLoadResult(
      theme: log.hasError ? nil : theme, diagnostics: ordered(log.diagnostics),
      previewable: log.hasError && onlyPreviewable(log.diagnostics) ? theme : nil)
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
    let limits = limits.clamped
    var log = DiagnosticLog(limits: limits)
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
    var inlineCache: [String: TokenDocument?] = [:]
    // First every context's documents, each file read once, counting the token definitions the
    // themes would merge: past the limit the document is refused before another file is read
    // and before any theme is merged.
    var work = 0
    var merges: [(context: String, documents: [TokenDocument])] = []
    contexts: for context in modifier.contexts {
      guard let sources = document.sources(for: [themeModifier: context.name], limits: limits, log: &log)
      else { continue }
      var documents: [TokenDocument] = []
      // A context with a source that cannot be read or parsed is not checked further: its tokens
      // would look missing, and each would be reported against the files that are fine.
      var complete = true
      for item in sources {
        let read: TokenDocument?
        switch item {
        case .file(let name, let pointer):
          if let cached = cache[name] {
            read = cached
          } else {
            let (content, shownAs) = source(name)
            if let content {
              read = TokenReader.read(text: content, file: shownAs, limits: limits, log: &log)
            } else {
              log.error(
                "VK082", file: file, path: pointer, line: nil, "cannot read \(shownAs)",
                "a token file next to the resolver document", "Check the file name in \"$ref\".")
              read = nil
            }
            cache[name] = .some(read)
          }
        case .inline(let node, let pointer):
          // Read once, however many contexts include it.
          if let cached = inlineCache[pointer] {
            read = cached
          } else {
            read = TokenReader.read(root: node, file: file + ":" + pointer, limits: limits, log: &log)
            inlineCache[pointer] = .some(read)
          }
        }
        guard let read else {
          complete = false
          continue
        }
        documents.append(read)
        work += read.tokens.count
        if work > limits.mergeWork {
          log.error(
            "VK093", file: file, path: modifier.pointer + "/contexts", line: nil,
            "the themes merge more than \(limits.mergeWork) token definitions in all (sources × contexts × tokens)",
            "at most \(limits.mergeWork) token definitions merged over every theme",
            "Name fewer or smaller files in each context, or split the themes into several documents.")
          merges = []
          break contexts
        }
      }
      if complete { merges.append((context.name, documents)) }
    }
    var themes: [Theme] = []
    var drawable: [Theme] = []
    for (context, documents) in merges {
      // A log of its own, to tell whether this context has an error; the suggestion budgets are
      // the load's, shared by every context.
      var contextLog = log.withoutDiagnostics()
      let theme = ThemeValidator.theme(
        from: documents, expectedName: context, nameSource: "context name", file: file + ":" + context,
        limits: limits, log: &contextLog)
      log.append(contextLog)
      if !contextLog.hasError { themes.append(theme) }
      if Self.onlyPreviewable(contextLog.diagnostics) { drawable.append(theme) }
    }
    let diagnostics = ordered(log.diagnostics)
    let failed = diagnostics.contains { $0.severity == .error }
    // Only when every error of the load is a contrast problem: one of the document's own (or a
    // context left out) leaves nothing whole to look at.
    return ThemeSetLoadResult(
      themes: failed ? [] : themes, diagnostics: diagnostics,
      previewable: failed && Self.onlyPreviewable(log.diagnostics) ? drawable : [])
  }

  /// The codes of the errors that still leave a theme whole enough to look at: a declared
  /// contrast pair below its minimum (VK070) or a contrast check that names nothing (VK071).
  public static let previewableCodes: Set<String> = ["VK070", "VK071"]

  /// Whether every error among `diagnostics` is one of ``previewableCodes``.
  static func onlyPreviewable(_ diagnostics: [ThemeDiagnostic]) -> Bool {
    diagnostics.allSatisfy { $0.severity != .error || previewableCodes.contains($0.code) }
  }

  /// The theme's name a file must declare: its file name without `.tokens.json`.
  ///
  /// - Parameter file: the file's path or name.
  /// - Returns: the name, e.g. `dark` for `Themes/dark.tokens.json`.
  public static func themeName(forFile file: String) -> String {
    var name = FilePath.name(of: file)
    for suffix in [".tokens.json", ".json"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  /// Reads a file as UTF-8 text, within the size limit; nil with a diagnostic otherwise.
  ///
  /// Only a regular file is read (a symbolic link to one is followed): a folder, a device such
  /// as `/dev/zero`, a FIFO or a socket is refused before a byte is read, and never more than
  /// ``ThemeLimits/fileBytes`` + 1 bytes are read, so a file that grows while it is read cannot
  /// take unbounded memory either.
  static func readFile(_ path: String, log: inout DiagnosticLog, limits: ThemeLimits) -> String? {
    guard !path.utf8.contains(0) else {
      log.error(
        "VK003", file: path, path: nil, line: nil, "the path holds a NUL character",
        "a theme file (*.tokens.json or *.resolver.json)")
      return nil
    }
    // Look before opening, so a device is never opened; then check again what was opened.
    var before = FileStatus()
    if Platform.fileStatus(path, &before) == 0, !isRegularFile(before.st_mode) {
      reportNotRegular(path, mode: before.st_mode, log: &log)
      return nil
    }
    // O_NONBLOCK: opening a FIFO must not wait for a writer.
    let descriptor = Platform.openFile(
      path, Platform.OpenFlag.readOnly | Platform.OpenFlag.nonBlocking | Platform.OpenFlag.closeOnExec)
    guard descriptor >= 0 else {
      reportOpenFailure(path, log: &log)
      return nil
    }
    defer { Platform.closeFile(descriptor) }
    return readOpenFile(descriptor, path: path, log: &log, limits: limits)
  }

  /// Reads a file a resolver document names, `name` relative to the document's `folder`, never
  /// through a symbolic link at any step: each folder on the way is opened relative to the one
  /// before it with `O_NOFOLLOW` (`openat`), and the file is looked at (`fstatat`, never
  /// following a link) and opened the same way, so neither `sub` → elsewhere in
  /// `sub/dark.tokens.json` nor a link as the file itself leads out of the folder. Then read as
  /// ``readFile(_:log:limits:)`` reads: a regular file only, within the size limit.
  static func readSource(_ name: String, in folder: String, log: inout DiagnosticLog, limits: ThemeLimits)
    -> String?
  {
    let full = folder.isEmpty ? name : FilePath.join(folder, name)
    guard !full.utf8.contains(0) else {
      log.error(
        "VK003", file: full, path: nil, line: nil, "the path holds a NUL character",
        "a theme file (*.tokens.json or *.resolver.json)")
      return nil
    }
    var current = Platform.openFile(
      folder.isEmpty ? "." : folder,
      Platform.OpenFlag.readOnly | Platform.OpenFlag.directory | Platform.OpenFlag.closeOnExec)
    guard current >= 0 else {
      reportOpenFailure(full, log: &log)
      return nil
    }
    defer { Platform.closeFile(current) }
    let steps = name.split(separator: "/").map(String.init)
    var walked = folder
    for (index, step) in steps.enumerated() {
      walked = walked.isEmpty ? step : FilePath.join(walked, step)
      var info = FileStatus()
      if Platform.linkStatusRelative(current, step, &info) == 0 {
        if info.st_mode & Platform.FileType.mask == Platform.FileType.symbolicLink {
          let what =
            index == steps.count - 1 ? "the file is a symbolic link" : "\(walked) is a symbolic link"
          log.error(
            "VK003", file: full, path: nil, line: nil, what,
            "a theme file in the resolver document's own folder",
            "Copy the file there, or name its target.")
          return nil
        }
        if index == steps.count - 1, !isRegularFile(info.st_mode) {
          reportNotRegular(full, mode: info.st_mode, log: &log)
          return nil
        }
      }
      let flags =
        Platform.OpenFlag.readOnly | Platform.OpenFlag.noFollow | Platform.OpenFlag.closeOnExec
        | (index == steps.count - 1 ? Platform.OpenFlag.nonBlocking : Platform.OpenFlag.directory)
      let next = Platform.openFileRelative(current, step, flags)
      guard next >= 0 else {
        if Platform.lastError == Platform.ErrorCode.symbolicLinkLoop {
          log.error(
            "VK003", file: full, path: nil, line: nil, "\(walked) is a symbolic link",
            "a theme file in the resolver document's own folder", "Copy the file there, or name its target.")
        } else {
          reportOpenFailure(full, log: &log)
        }
        return nil
      }
      Platform.closeFile(current)
      current = next
    }
    return readOpenFile(current, path: full, log: &log, limits: limits)
  }

  /// Reports a file that could not be opened (VK003): missing, or not readable.
  static func reportOpenFailure(_ path: String, log: inout DiagnosticLog) {
    let missing =
      Platform.lastError == Platform.ErrorCode.noEntry
      || Platform.lastError == Platform.ErrorCode.notDirectory
    log.error(
      "VK003", file: path, path: nil, line: nil, missing ? "no such file" : "cannot read the file",
      "a readable theme file (*.tokens.json or *.resolver.json)",
      missing ? "Check the path." : "Check its permissions.")
  }

  /// Reads an open file as UTF-8 text when it is a regular file within the size limit; nil with
  /// a diagnostic naming `path` otherwise. The caller closes the descriptor.
  static func readOpenFile(_ descriptor: Int32, path: String, log: inout DiagnosticLog, limits: ThemeLimits)
    -> String?
  {
    var info = FileStatus()
    guard Platform.descriptorStatus(descriptor, &info) == 0 else {
      log.error(
        "VK003", file: path, path: nil, line: nil, "cannot read the file",
        "a readable theme file (*.tokens.json or *.resolver.json)", "Check its permissions.")
      return nil
    }
    guard isRegularFile(info.st_mode) else {
      reportNotRegular(path, mode: info.st_mode, log: &log)
      return nil
    }
    if Int(info.st_size) > limits.fileBytes {
      log.error(
        "VK015", file: path, path: nil, line: nil, "the file is \(info.st_size) bytes",
        "at most \(limits.fileBytes) bytes",
        "A theme this large is not a theme; check the path.")
      return nil
    }
    // One byte more than the limit, to tell a file at the limit from one past it.
    let most = max(limits.fileBytes, 0) + 1
    var bytes = [UInt8](repeating: 0, count: min(max(Int(info.st_size), 0) + 1, most))
    var filled = 0
    while filled < most {
      if filled == bytes.count {
        // The file grew since fstat: read on, in steps that double, up to the limit.
        bytes += repeatElement(0, count: min(bytes.count, most - bytes.count))
      }
      let count = bytes.withUnsafeMutableBytes { raw in
        Platform.readBytes(descriptor, raw.baseAddress?.advanced(by: filled), raw.count - filled)
      }
      if count < 0 && Platform.lastError == Platform.ErrorCode.interrupted { continue }
      guard count >= 0 else {
        log.error(
          "VK003", file: path, path: nil, line: nil, "cannot read the file",
          "a readable theme file (*.tokens.json or *.resolver.json)", "Check its permissions.")
        return nil
      }
      if count == 0 { break }
      filled += count
    }
    if filled > limits.fileBytes {
      log.error(
        "VK015", file: path, path: nil, line: nil, "the file is more than \(limits.fileBytes) bytes",
        "at most \(limits.fileBytes) bytes",
        "A theme this large is not a theme; check the path.")
      return nil
    }
    guard let text = String(validating: bytes[..<filled], as: UTF8.self) else {
      log.error(
        "VK001", file: path, path: nil, line: nil, "the file is not UTF-8 text", "a UTF-8 JSON document",
        "Save it as UTF-8.")
      return nil
    }
    return text
  }

  /// Whether a `st_mode` is a regular file's.
  static func isRegularFile(_ mode: FileMode) -> Bool { mode & 0o170000 == 0o100000 }

  /// Reports a path that is a folder, a device, a pipe or a socket (VK003).
  static func reportNotRegular(_ path: String, mode: FileMode, log: inout DiagnosticLog) {
    log.error(
      "VK003", file: path, path: nil, line: nil,
      mode & 0o170000 == 0o040000 ? "is a folder" : "is not a regular file (a device, pipe or socket)",
      "a theme file (*.tokens.json or *.resolver.json)")
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
  /// Every problem found, errors and warnings, in the order they are reported.
  public var diagnostics: [ThemeDiagnostic]
  /// The themes whose only errors are contrast problems (``ThemeLoader/previewableCodes``):
  /// complete, so they can be drawn to look at, beside their problems; never to use as they are.
  public var previewable: [Theme] = []

  /// The problems that stop a theme from loading.
  public var errors: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The problems that let the themes load but deserve a look.
  public var warnings: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// The few path operations the loader needs, without Foundation (which costs a program that
/// links ViewKit milliseconds and megabytes at start).
enum FilePath {
  /// The folder part of a path: `Themes` for `Themes/dark.tokens.json`, empty for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of a path.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// A name inside a folder.
  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The names in a folder (not `.` or `..`); empty when it cannot be read.
  static func entries(of folder: String) -> [String] {
    guard let directory = Platform.openDirectory(folder) else { return [] }
    defer { Platform.closeDirectory(directory) }
    var names: [String] = []
    while let name = Platform.nextDirectoryEntry(directory) {
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
