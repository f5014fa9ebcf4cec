import ViewKitPlatform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Git's conflict markers in a golden file: a merge that both sides changed leaves
/// `<<<<<<< ours`, `=======` and `>>>>>>> theirs` lines in it. Such a file is no golden: it is a
/// conflict to resolve, so it is never compared with a snapshot and never overwritten unasked.
public enum GoldenConflict {
  /// The line that opens a conflict: `<<<<<<<` then a space (or the end of the line).
  static let opening = "<<<<<<<"
  /// The line between the two sides.
  static let separator = "======="
  /// The line that closes a conflict: `>>>>>>>` then a space (or the end of the line).
  static let closing = ">>>>>>>"
  /// The line that opens the common ancestor's part in the `diff3` and `zdiff3` styles.
  static let ancestor = "|||||||"

  /// How to resolve a conflicted golden, for messages.
  public static let resolution =
    "Resolve it by recording the golden again: `VIEWKIT_RECORD=failed swift test` rewrites it (review with "
    + "`git diff`), or run `swift test` and accept its .new file with `swift run Storybook snapshots review`."

  /// Whether `text` holds git's conflict markers: a line that is `<<<<<<<` (alone or followed
  /// by a space), and after it a line `=======` and a line that is `>>>>>>>` (alone or followed
  /// by a space). Every marker must start its line; a golden's grid row that happens to hold
  /// the same characters further in is no marker.
  ///
  /// - Parameter text: a golden file's text.
  /// - Returns: whether it is a conflict left by a merge.
  public static func hasMarkers(_ text: String) -> Bool {
    // Quick refusal: almost every golden has no line starting `<<<<<<<` (a byte scan: Foundation's
    // `contains` on every golden made `snapshots prune` and `review` slow).
    guard startsALine(opening, in: text) else { return false }
    var stage = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      switch stage {
      case 0 where isMarker(line, opening): stage = 1
      case 1 where line == separator || line == separator + "\r": stage = 2
      case 2 where isMarker(line, closing): return true
      default: break
      }
    }
    return false
  }

  /// Whether some line of `text` starts with `prefix`: the text starts with it, or holds it
  /// after a line feed (one byte search, `Platform.firstOffset`: fast in any build).
  static func startsALine(_ prefix: String, in text: String) -> Bool {
    guard !prefix.isEmpty else { return true }
    if text.utf8.starts(with: prefix.utf8) { return true }
    var text = text
    var needle = "\n" + prefix
    return text.withUTF8 { haystack in
      needle.withUTF8 {
        Platform.firstOffset(of: UnsafeRawBufferPointer($0), in: UnsafeRawBufferPointer(haystack))
      }
    } != nil
  }

  /// Whether a line is `marker`, alone or followed by a space and a label.
  static func isMarker(_ line: Substring, _ marker: String) -> Bool {
    guard line.hasPrefix(marker) else { return false }
    let rest = line.dropFirst(marker.count)
    return rest.isEmpty || rest == "\r" || rest.hasPrefix(" ")
  }

  /// The two sides of a conflicted file: each side's text with the other side's lines (and the
  /// common ancestor's, in the `diff3` style) left out, every marker line dropped.
  ///
  /// - Parameter text: a file for which ``hasMarkers(_:)`` is true.
  /// - Returns: the text as the current branch had it (`ours`) and as the merged one had it
  ///   (`theirs`), or nil when the markers are not well nested.
  public static func sides(of text: String) -> (ours: String, theirs: String)? {
    enum Part { case both, ours, ancestor, theirs }
    var part = Part.both
    var ours: [Substring] = []
    var theirs: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      switch part {
      case .both:
        if isMarker(line, opening) {
          part = .ours
        } else {
          ours.append(line)
          theirs.append(line)
        }
      case .ours:
        if isMarker(line, ancestor) {
          part = .ancestor
        } else if line == separator {
          part = .theirs
        } else if isMarker(line, opening) || isMarker(line, closing) {
          return nil
        } else {
          ours.append(line)
        }
      case .ancestor:
        if line == separator { part = .theirs }
      case .theirs:
        if isMarker(line, closing) {
          part = .both
        } else if isMarker(line, opening) || line == separator {
          return nil
        } else {
          theirs.append(line)
        }
      }
    }
    guard part == .both else { return nil }
    return (ours.joined(separator: "\n"), theirs.joined(separator: "\n"))
  }

  /// Whether `url` is a conflicted golden: a regular file (not a symbolic link) of at most
  /// ``GoldenFolder/maximumFileSize`` bytes of UTF-8 text that holds conflict markers and whose
  /// sides, or whose first lines, carry ``GoldenHeader``. The tools that rename goldens may
  /// replace such a file, as they replace a golden.
  ///
  /// - Parameter url: the file.
  /// - Returns: whether it is a golden left conflicted by a merge.
  public static func isConflictedGolden(at url: URL) -> Bool {
    guard case .success(let text) = GoldenFolder.readText(url) else { return false }
    return isConflictedGolden(text)
  }

  /// Whether `text` is a golden file's text holding conflict markers (see
  /// ``isConflictedGolden(at:)``).
  ///
  /// - Parameter text: a file's text.
  /// - Returns: whether it is a conflicted golden.
  public static func isConflictedGolden(_ text: String) -> Bool {
    guard hasMarkers(text) else { return false }
    if GoldenHeader.matches(text.utf8.prefix(GoldenHeader.bytesRead)) { return true }
    guard let (ours, theirs) = sides(of: text) else {
      // Markers badly nested: a golden all the same when its header follows the first marker.
      let second = text.split(separator: "\n", maxSplits: 1).dropFirst().first ?? ""
      return GoldenHeader.matches(second.utf8.prefix(GoldenHeader.bytesRead))
    }
    return GoldenHeader.matches(ours.utf8.prefix(GoldenHeader.bytesRead))
      || GoldenHeader.matches(theirs.utf8.prefix(GoldenHeader.bytesRead))
  }
}
