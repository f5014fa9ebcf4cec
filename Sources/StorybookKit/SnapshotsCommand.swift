import Foundation
import ViewKit
import ViewKitDriver

/// `snapshots review|prune`: the pending and orphaned golden files.
extension StorybookCLI {
  /// `snapshots review|prune [--dry-run]`: these touch only regular files that carry ViewKit's
  /// golden header, strictly inside the golden folder, never through a symbolic link.
  /// `snapshots report` writes the visual change report (`SnapshotReportCommand.swift`).
  func snapshots(_ arguments: [String]) -> Int32 {
    guard let verb = arguments.first else {
      return usageError("snapshots needs review, prune, report, shards or scale")
    }
    if verb == "shards" { return shards(Array(arguments.dropFirst())) }
    if verb == "scale" { return snapshotScale(Array(arguments.dropFirst())) }
    guard verb == "review" || verb == "prune" || verb == "report" else {
      let close =
        Self.closest(to: verb, among: ["review", "prune", "report", "shards", "scale"]).map {
          "; did you mean \"\($0)\"?"
        }
        ?? ""
      return usageError("unknown snapshots command \"\(Sanitizer.sanitizeLine(verb))\"\(close)")
    }
    if verb == "report" { return snapshotReport(Array(arguments.dropFirst())) }
    var directory = defaultGoldens
    var acceptAll = false
    var rejectAll = false
    var dryRun = false
    var shard: GoldenShard?
    var index = 1
    while index < arguments.count {
      switch arguments[index] {
      case "--dir":
        guard index + 1 < arguments.count else { return usageError("--dir needs a folder") }
        directory = arguments[index + 1]
        index += 1
      case "--dry-run": dryRun = true
      case "--shard" where verb == "review":
        guard index + 1 < arguments.count else { return usageError("--shard needs i/n, such as 2/4") }
        switch GoldenShard.parse(arguments[index + 1]) {
        case .success(let parsed): shard = parsed
        case .failure(let problem): return usageError(problem.description)
        }
        index += 1
      case "--accept-all" where verb == "review": acceptAll = true
      case "--reject-all" where verb == "review": rejectAll = true
      default:
        let argument = Sanitizer.sanitizeLine(arguments[index])
        return usageError("unknown argument \"\(Sanitizer.sanitizeLine(argument))\" for snapshots \(verb)")
      }
      index += 1
    }
    if acceptAll && rejectAll { return usageError("choose one of --accept-all and --reject-all") }
    guard let folder = openGoldens(directory) else { return 2 }
    if verb == "review" {
      return review(folder, acceptAll: acceptAll, rejectAll: rejectAll, dryRun: dryRun, shard: shard)
    }
    return prune(folder, named: directory, dryRun: dryRun)
  }

  /// The golden folder at `directory`, or nil when it cannot be opened (said on standard error).
  func openGoldens(_ directory: String) -> GoldenFolder? {
    switch GoldenFolder.open(directory) {
    case .success(let opened):
      return opened
    case .failure(let problem):
      let shown = Sanitizer.sanitizeLine(directory)
      switch problem {
      case .missing:
        error("\(book.name): no golden folder at \(shown); run from the package root or pass --dir")
      case .symbolicLink:
        error("\(book.name): --dir \(shown) is a symbolic link; pass the folder it points to")
      case .notAFolder:
        error("\(book.name): --dir \(shown) is not a folder; pass the golden folder")
      }
      return nil
    }
  }

  /// `; skipped N files that are not ViewKit goldens`, for a summary line; empty for none.
  func skippedNote(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count == 1
      ? "; skipped 1 file that is not a ViewKit golden"
      : "; skipped \(count) files that are not ViewKit goldens"
  }

  /// `snapshots prune`: deletes the golden files no story calls for, or with `dryRun` lists
  /// them and changes nothing. A folder without a single golden file, or in which no golden is
  /// where a story expects it, is refused (exit 1): it is much more likely a mistyped `--dir`
  /// than a folder whose every golden is an orphan.
  func prune(_ folder: GoldenFolder, named directory: String, dryRun: Bool) -> Int32 {
    let contents = folder.scan()
    guard contents.hasGoldens else {
      error(Sanitizer.sanitizeLine("\(book.name): no ViewKit golden files in \(directory); check --dir"))
      return 1
    }
    let layout = GoldenLayout(root: folder.root, themes: themeSet)
    let expected = Set(layout.goldens(for: registry).map(\.relativePath))
    let orphans = contents.goldens.filter { !expected.contains(layout.relative($0)) }
    // Not one golden where a story expects it: the folder is not this storybook's golden folder
    // (a `--dir` one level too high or low, another package's goldens), and pruning would delete
    // every file in it.
    guard orphans.count < contents.goldens.count || expected.isEmpty else {
      let example = layout.goldens(for: registry).first.map { " (such as \($0.relativePath))" } ?? ""
      error(
        "\(book.name): none of the \(contents.goldens.count) golden files in \(Sanitizer.sanitizeLine(directory)) "
          + "is where a story expects its golden\(example); is --dir the golden folder itself? "
          + "Nothing was deleted.")
      return 1
    }
    for url in orphans {
      let shown = SnapshotStore.displayPath(url)
      if dryRun {
        output(Sanitizer.sanitizeLine("would delete \(shown)"))
        continue
      }
      do {
        try folder.delete(url)
        output(Sanitizer.sanitizeLine("deleted \(shown)"))
      } catch let failure {
        error(Sanitizer.sanitizeLine("\(book.name): cannot delete \(shown): \(failure)"))
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
  func review(
    _ folder: GoldenFolder, acceptAll: Bool, rejectAll: Bool, dryRun: Bool, shard: GoldenShard? = nil
  ) -> Int32 {
    let contents = folder.scan()
    var pending = contents.pending
    if let shard {
      // Only the pending files of this shard's goldens (`VIEWKIT_SHARD` wrote them).
      let layout = GoldenLayout(root: folder.root, themes: themeSet)
      let paths = Set(GoldenLayout.shard(of: layout.goldens(for: book.registry), shard).map(\.relativePath))
      pending = pending.filter { paths.contains(layout.relative(GoldenFolder.golden(replacedBy: $0))) }
    }
    let note = skippedNote(contents.skipped.count)
    listConflicts(contents.conflicts)
    if pending.isEmpty {
      output("No pending snapshots\(note)\(conflictNote(contents.conflicts.count)).")
      return contents.conflicts.isEmpty ? 0 : 1
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
        output(
          Sanitizer.sanitizeLine("[\(position + 1)/\(pending.count)] \(SnapshotStore.displayPath(golden))"))
        // One pending file and its golden at a time, each read only up to the limit of a golden
        // file and never through a symbolic link.
        switch GoldenFolder.readText(url) {
        case .failure(let reason):
          output(Sanitizer.sanitizeLine("(\(shown): \(reason), so it cannot be accepted; reject or skip it)"))
        case .success(let new):
          if let reason = folder.refusal(toAccept: url) {
            output(Sanitizer.sanitizeLine("(this file cannot be accepted: \(reason))"))
          } else if !FileManager.default.fileExists(atPath: golden.path) {
            output("(no golden yet; the new file is:)\n" + Sanitizer.sanitizeMessage(new))
          } else if contents.conflicts.contains(golden) {
            output(
              "(conflict: its golden has git conflict markers and is not compared; accepting resolves it "
                + "with the new file:)\n" + Sanitizer.sanitizeMessage(new))
          } else {
            switch GoldenFolder.readText(golden) {
            case .success(let old):
              output(Sanitizer.sanitizeMessage(SnapshotDiff.describe(expected: old, actual: new)))
            case .failure(let reason):
              output(
                Sanitizer.sanitizeLine("(its golden cannot be read: \(reason); the new file is:)") + "\n"
                  + Sanitizer.sanitizeMessage(new))
            }
          }
        }
        guard let answer = ask() else {
          output("Stopped at \(position + 1) of \(pending.count): no answer (end of input).")
          break loop
        }
        decision = answer
      }
      switch decision {
      case "a", "r":
        switch GoldenReview.apply(decision == "a" ? .accept : .reject, to: url, in: folder, dryRun: dryRun) {
        case .success(let done):
          if let done { output(Sanitizer.sanitizeLine(done)) }
          if decision == "a" { accepted += 1 } else { rejected += 1 }
        case .failure(let failure):
          error(Sanitizer.sanitizeLine("\(book.name): \(failure)"))
          failed += 1
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
      let after = folder.scan()
      output(
        "Accepted \(accepted), rejected \(rejected), skipped \(skipped)\(refused); \(after.pending.count) pending"
          + "\(conflictNote(after.conflicts.count))\(note).")
      if !after.conflicts.isEmpty { return 1 }
    }
    // A conflict still there is work left: a script that accepts everything learns it.
    if dryRun && !contents.conflicts.isEmpty { return 1 }
    return failed > 0 ? 1 : 0
  }

  /// Lists the goldens holding git conflict markers, each a conflict to resolve, and how.
  func listConflicts(_ conflicts: [URL]) {
    guard !conflicts.isEmpty else { return }
    let count = conflicts.count == 1 ? "1 golden file has" : "\(conflicts.count) golden files have"
    output(
      "Conflicts: \(count) git conflict markers, and \(conflicts.count == 1 ? "is" : "are") not compared:")
    for url in conflicts { output(Sanitizer.sanitizeLine("  conflict \(SnapshotStore.displayPath(url))")) }
    output(GoldenConflict.resolution)
  }

  /// `; N conflicts to resolve`, for a summary line; empty for none.
  func conflictNote(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count == 1 ? "; 1 conflict to resolve" : "; \(count) conflicts to resolve"
  }

  /// Asks what to do with a pending file until the answer is one of the keys: `y` (or `a`)
  /// accepts, `n` (or `r`) rejects, `s` skips, `q` quits. Nil at the end of input.
  func ask() -> Character? {
    while true {
      output("Accept? [y]es, [n]o (delete it), [s]kip, [q]uit: ")
      guard let line = input() else { return nil }
      switch line.trimmingCharacters(in: .whitespaces).lowercased() {
      case "y", "a", "yes": return "a"
      case "n", "r", "no": return "r"
      case "s": return "s"
      case "q": return "q"
      default: output("Please answer y, n, s or q.")
      }
    }
  }
}

/// Accepting or rejecting one pending golden file: the one code path `snapshots review` and the
/// browser's review queue share, so both keep the same safety rules (``GoldenFolder``'s checks
/// just before the change: a regular file with the golden header, strictly inside the folder,
/// never through a symbolic link).
enum GoldenReview {
  /// What to do with a pending file.
  enum Decision {
    /// The `.new` file replaces its golden.
    case accept
    /// The `.new` file is deleted.
    case reject
  }

  /// Accepts or rejects `pending`, or with `dryRun` says what it would do and changes nothing.
  ///
  /// - Parameters:
  ///   - decision: accept or reject.
  ///   - pending: the pending (`.new`) file.
  ///   - folder: the golden folder it is in.
  ///   - dryRun: only check, and say what would be done.
  /// - Returns: what a dry run would do (nil when the change was made), or why it was refused.
  static func apply(_ decision: Decision, to pending: URL, in folder: GoldenFolder, dryRun: Bool)
    -> Result<String?, GoldenFileError>
  {
    let shown = SnapshotStore.displayPath(pending)
    switch decision {
    case .accept:
      if let reason = folder.refusal(toAccept: pending) {
        return .failure(GoldenFileError("not accepting \(shown): \(reason)"))
      }
      if dryRun {
        return .success(
          "would rename \(shown) to \(SnapshotStore.displayPath(GoldenFolder.golden(replacedBy: pending)))")
      }
      do {
        try folder.accept(pending)
        return .success(nil)
      } catch let failure {
        return .failure(GoldenFileError("cannot accept \(shown): \(failure)"))
      }
    case .reject:
      if dryRun {
        if let reason = folder.refusal(toChange: pending) {
          return .failure(GoldenFileError("not rejecting \(shown): \(reason)"))
        }
        return .success("would delete \(shown)")
      }
      do {
        try folder.delete(pending)
        return .success(nil)
      } catch let failure {
        return .failure(GoldenFileError("cannot reject \(shown): \(failure)"))
      }
    }
  }
}
