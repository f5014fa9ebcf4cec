import Foundation
import ViewKit
import ViewKitDriver

/// What `snapshots report` found: every golden that differs between a git ref and the working
/// tree, every pending `.new` file and every golden left with conflict markers, each with the
/// texts to show before and after.
struct SnapshotReport {
  /// How a golden changed.
  enum Change: String, CaseIterable {
    /// In the ref and in the working tree, with other text.
    case modified
    /// In the working tree, not in the ref.
    case added
    /// In the ref, not in the working tree.
    case removed
    /// A `.new` file beside the golden, left by a failing snapshot test.
    case pending
    /// The golden holds git conflict markers: a conflict to resolve.
    case conflict

    /// The word for a count of them (`2 modified`, `1 conflict`).
    func counted(_ count: Int) -> String {
      switch self {
      case .conflict: return count == 1 ? "1 conflict" : "\(count) conflicts"
      default: return "\(count) \(rawValue)"
      }
    }
  }

  /// One changed golden.
  struct Entry {
    /// The golden's path relative to the golden folder (without `.new`).
    var path: String
    /// How it changed.
    var change: Change
    /// The text before: the ref's golden (modified, removed), the working tree's (pending), or
    /// the current branch's side of a conflict; nil when there is none or it was not read.
    var before: String?
    /// The text after: the working tree's golden, the `.new` file, or the merged side of a
    /// conflict; nil when there is none or it was not read.
    var after: String?
    /// Why a text could not be read, if one could not.
    var problem: String?

    /// The story the golden belongs to: `<component>/<state>`, from its path.
    var storyID: String { SnapshotReport.split(path).story }
    /// The golden's variant: a theme's name, `no-color`, `semantic`.
    var variant: String { SnapshotReport.split(path).variant }
  }

  /// The ref as it was given (`HEAD`, `main`).
  var base: String
  /// The ref's commit, abbreviated.
  var commit: String
  /// The golden folder as shown in the report.
  var folder: String
  /// Every changed golden, grouped by story and in the storybook's theme order.
  var entries: [Entry]
  /// How many entries at the end are listed only, their texts not read (past ``drawnLimit``).
  var undrawn: Int
  /// The most entries whose texts were read and drawn.
  var drawnLimit = SnapshotReport.maximumDrawn

  /// The most goldens whose texts are read and drawn; the rest are listed by path with a note.
  static let maximumDrawn = 150
  /// The most cells a golden may have to be drawn as a grid (a 300×200 screen).
  static let maximumCells = 60_000

  /// The number of entries of a kind.
  func count(_ change: Change) -> Int { entries.count { $0.change == change } }

  /// The story ids with a changed golden, in order.
  var storyIDs: [String] {
    var seen = Set<String>()
    return entries.map(\.storyID).filter { seen.insert($0).inserted }
  }

  /// A golden's story id and variant: `button/primary.dark.txt` → (`button/primary`, `dark`).
  static func split(_ path: String) -> (story: String, variant: String) {
    var name = path
    if name.hasSuffix(GoldenFolder.goldenSuffix) { name.removeLast(GoldenFolder.goldenSuffix.count) }
    let slash = name.lastIndex(of: "/")
    let file = slash.map { name[name.index(after: $0)...] } ?? Substring(name)
    let folder = slash.map { String(name[...$0]) } ?? ""
    guard let dot = file.firstIndex(of: "."), dot != file.startIndex else { return (name, "") }
    return (folder + file[..<dot], String(file[file.index(after: dot)...]))
  }

  /// Orders entries: by story id, then variant (the themes in order, then `no-color`, then
  /// `semantic`, then anything else by name), then kind of change.
  static func sorted(_ entries: [Entry], themes: [String]) -> [Entry] {
    let order = themes + [GoldenLayout.noColorName, GoldenLayout.semanticName]
    func rank(_ variant: String) -> Int { order.firstIndex(of: variant) ?? order.count }
    let kinds = Change.allCases
    return entries.sorted {
      if $0.storyID != $1.storyID { return $0.storyID < $1.storyID }
      let (a, b) = (rank($0.variant), rank($1.variant))
      if a != b { return a < b }
      if $0.variant != $1.variant { return $0.variant < $1.variant }
      return (kinds.firstIndex(of: $0.change) ?? 0) < (kinds.firstIndex(of: $1.change) ?? 0)
    }
  }
}

// MARK: - Collecting

extension SnapshotReport {
  /// Why the report could not be made: a line for standard error.
  struct Failure: Error, CustomStringConvertible {
    /// The message.
    var description: String
  }

  /// Compares the golden folder with `base` and reads what changed.
  ///
  /// - Parameters:
  ///   - folder: the golden folder, opened.
  ///   - shown: the folder as messages show it.
  ///   - base: the git ref to compare with.
  ///   - themes: the storybook's theme names, for the order of variants.
  ///   - git: runs git in the golden folder.
  ///   - limit: the most goldens read and drawn; the rest are listed.
  /// - Returns: the report, or why there is none (not a repository, a bad ref, git failing).
  static func collect(
    folder: GoldenFolder, shown: String, base: String, themes: [String], git: Git,
    limit: Int = SnapshotReport.maximumDrawn
  ) -> Result<SnapshotReport, Failure> {
    let ref = Sanitizer.sanitizeLine(base)
    // A ref that looks like an option, or holds a control character or a space, is no ref.
    guard !base.isEmpty, !base.hasPrefix("-"),
      base.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
    else { return .failure(Failure(description: "\"\(ref)\" is not a git ref")) }
    let inside = git.run(["rev-parse", "--is-inside-work-tree"])
    if case .failure(let problem) = inside, problem.status == Git.notFound {
      return .failure(
        Failure(description: "git is not installed (not on PATH), so there is no \(ref) to compare with"))
    }
    guard case .success(let answer) = inside, answer.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
    else {
      return .failure(
        Failure(description: "\(shown) is not in a git work tree, so there is no \(ref) to compare with"))
    }
    guard
      case .success(let resolved) = git.run([
        "rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}",
      ]),
      case let commit = resolved.trimmingCharacters(in: .whitespacesAndNewlines), !commit.isEmpty
    else {
      return .failure(Failure(description: "\"\(ref)\" is not a commit in the repository of \(shown)"))
    }
    // Paths relative to the golden folder, where git runs: `ls-tree` names them so, `diff
    // --relative` too.
    let listed: String
    let changed: String
    switch (
      git.run(["ls-tree", "-r", "-z", "--name-only", commit, "--", "."]),
      git.run(["diff", "--relative", "--no-renames", "--name-only", "-z", commit, "--", "."])
    ) {
    case (.success(let a), .success(let b)):
      (listed, changed) = (a, b)
    case (.failure(let problem), _), (_, .failure(let problem)):
      return .failure(Failure(description: "git could not compare \(shown) with \(ref): \(problem)"))
    }
    let inBase = Set(listed.split(separator: "\0").map(String.init).filter(isGoldenPath))
    let inDiff = Set(changed.split(separator: "\0").map(String.init))
    let contents = folder.scan()
    let layout = GoldenLayout(root: folder.root)
    let working = Set(contents.goldens.map(layout.relative))
    let conflicts = contents.conflicts.map(layout.relative)

    var entries: [Entry] = []
    for path in working.sorted() where inBase.contains(path) == false {
      entries.append(Entry(path: path, change: .added))
    }
    for path in working.sorted() where inBase.contains(path) && inDiff.contains(path) {
      entries.append(Entry(path: path, change: .modified))
    }
    for path in inBase.sorted() where !working.contains(path) && !conflicts.contains(path) {
      // Only what is gone: a file there that is no golden (a user's notes) is not a removal.
      guard !FileManager.default.fileExists(atPath: folder.root.appendingPathComponent(path).path) else {
        continue
      }
      entries.append(Entry(path: path, change: .removed))
    }
    entries += local(contents, layout: layout)
    entries = sorted(entries, themes: themes)
    let (read, undrawn) = readTexts(entries, folder: folder, layout: layout, limit: limit) { entry in
      switch git.run(
        ["show", "--no-textconv", "\(commit):./\(entry.path)"], limit: GoldenFolder.maximumFileSize)
      {
      case .success(let text): return .success(text)
      case .failure(let reason): return .failure(Failure(description: "\(ref):\(entry.path): \(reason)"))
      }
    }
    return .success(
      SnapshotReport(
        base: base, commit: String(commit.prefix(12)), folder: shown, entries: read, undrawn: undrawn,
        drawnLimit: limit))
  }

  /// The work in the golden folder alone, with no git: every pending `.new` file and every
  /// golden left with conflict markers, each with its texts (the browser's review queue).
  ///
  /// - Parameters:
  ///   - folder: the golden folder, opened.
  ///   - shown: the folder as messages show it.
  ///   - themes: the storybook's theme names, for the order of variants.
  ///   - limit: the most goldens read; the rest are listed.
  /// - Returns: the report, its base `the working tree`.
  static func pendingWork(
    folder: GoldenFolder, shown: String, themes: [String], limit: Int = SnapshotReport.maximumDrawn
  ) -> SnapshotReport {
    let layout = GoldenLayout(root: folder.root)
    let entries = sorted(local(folder.scan(), layout: layout), themes: themes)
    let (read, undrawn) = readTexts(entries, folder: folder, layout: layout, limit: limit) { _ in
      .failure(Failure(description: "no git ref to compare with"))
    }
    return SnapshotReport(
      base: "", commit: "", folder: shown, entries: read, undrawn: undrawn, drawnLimit: limit)
  }

  /// The entries of a scan that need no ref: its pending files and its conflicts.
  static func local(_ contents: GoldenFolder.Contents, layout: GoldenLayout) -> [Entry] {
    contents.pending.map {
      Entry(path: layout.relative(GoldenFolder.golden(replacedBy: $0)), change: .pending)
    }
      + contents.conflicts.map { Entry(path: layout.relative($0), change: .conflict) }
  }

  /// Reads the texts before and after of the first `limit` entries (the rest are counted as
  /// undrawn); drops a change that is none (the same text, a removed file that was no golden).
  ///
  /// - Parameters:
  ///   - entries: the entries, in order.
  ///   - folder: the golden folder.
  ///   - layout: its layout, for relative paths.
  ///   - limit: the most entries read.
  ///   - based: reads an entry's golden in the ref.
  /// - Returns: the entries with their texts, and how many were not read.
  static func readTexts(
    _ entries: [Entry], folder: GoldenFolder, layout: GoldenLayout, limit: Int,
    based readBased: (Entry) -> Result<String, Failure>
  ) -> (entries: [Entry], undrawn: Int) {
    var read: [Entry] = []
    var undrawn = 0
    for var entry in entries {
      guard read.count < limit else {
        undrawn += 1
        read.append(entry)
        continue
      }
      let local = folder.root.appendingPathComponent(entry.path)
      func working(_ url: URL) -> String? {
        switch GoldenFolder.readText(url) {
        case .success(let text): return text
        case .failure(let reason):
          entry.problem = "\(layout.relative(url)): \(reason)"
          return nil
        }
      }
      func based() -> String? {
        switch readBased(entry) {
        case .success(let text): return text
        case .failure(let reason):
          entry.problem = reason.description
          return nil
        }
      }
      switch entry.change {
      case .modified:
        entry.before = based()
        entry.after = working(local)
        // `git diff` names files whose bytes git would change (line endings, modes): only text
        // that differs is a change.
        if entry.before != nil && entry.before == entry.after { continue }
      case .added:
        entry.after = working(local)
      case .removed:
        entry.before = based()
        if let text = entry.before, !GoldenHeader.matches(text.utf8.prefix(GoldenHeader.bytesRead)),
          !GoldenConflict.isConflictedGolden(text)
        {
          continue
        }
      case .pending:
        if FileManager.default.fileExists(atPath: local.path) {
          entry.before = working(local)
        }
        entry.after = working(URL(fileURLWithPath: local.path + SnapshotStore.pendingSuffix))
      case .conflict:
        if let text = working(local) {
          if let (ours, theirs) = GoldenConflict.sides(of: text) {
            (entry.before, entry.after) = (ours, theirs)
          } else {
            entry.after = text
          }
        }
      }
      read.append(entry)
    }
    return (read, undrawn)
  }

  /// Whether a path in the ref is a golden's: a `.txt` file whose name is not hidden.
  static func isGoldenPath(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return path.hasSuffix(GoldenFolder.goldenSuffix) && !name.hasPrefix(".")
  }
}

// MARK: - Git

/// Runs git in one folder with Foundation's `Process`: standard input empty, standard error
/// discarded (messages are the report's own), standard output read up to a limit.
struct Git {
  /// The folder git runs in.
  var folder: URL
  /// The program: `git` looked up on `PATH` through `/usr/bin/env`.
  var program = "git"

  /// Why git gave no answer.
  struct Problem: Error, CustomStringConvertible {
    /// What went wrong, in a few words.
    var description: String
    /// The status git exited with, when it ran and failed.
    var status: Int32?
  }

  /// The status `env` exits with when it cannot find the program.
  static let notFound: Int32 = 127

  /// The most bytes of output read from one command: 64 MiB (a listing of a large folder).
  static let maximumOutput = 64 << 20

  /// Runs `git ARGUMENTS` and returns its standard output as text.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after `git`.
  ///   - limit: the most bytes of output; more is a problem (and the command is stopped).
  /// - Returns: the output, or the problem: git not found, a failing status, too much output,
  ///   output that is not UTF-8.
  func run(_ arguments: [String], limit: Int = Git.maximumOutput) -> Result<String, Problem> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // `-c core.quotepath=off`: names as they are; no pager, no prompt, no optional lock.
    process.arguments = [program, "-c", "core.quotepath=off", "--no-pager"] + arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(Problem(description: "cannot run git (\(error.localizedDescription))"))
    }
    let reader = output.fileHandleForReading
    var data = Data()
    var tooLarge = false
    while true {
      guard let chunk = try? reader.read(upToCount: 64 << 10), !chunk.isEmpty else { break }
      data.append(chunk)
      if data.count > limit {
        tooLarge = true
        process.terminate()
        break
      }
    }
    try? reader.close()
    process.waitUntilExit()
    if tooLarge { return .failure(Problem(description: "more than \(limit) bytes")) }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      return .failure(
        Problem(
          description: "git \(arguments.first ?? "") failed (status \(process.terminationStatus))",
          status: process.terminationReason == .exit ? process.terminationStatus : nil))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(Problem(description: "not UTF-8 text"))
    }
    return .success(text)
  }
}
