import ViewKit

/// A readable diff between an expected and an actual snapshot.
///
/// Changed lines are shown with their line numbers and the part of the file they belong to
/// (header, grid row, style runs); under each changed line a marker points at the changed
/// columns, and a note names the first changed cells with their code points and widths.
/// Trailing spaces show as `·`, no-break spaces as `⍽`, and characters that take no cell as
/// `⟨U+XXXX⟩`, so nothing that differs is invisible.
public enum SnapshotDiff {
  /// One line of an edit script.
  enum Edit: Equatable {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
  }

  /// The diff, or an empty string when the texts are equal.
  ///
  /// - Parameters:
  ///   - expected: the golden's text.
  ///   - actual: the text produced.
  /// - Returns: a line diff for a test failure, or empty.
  public static func describe(expected: String, actual: String) -> String {
    if expected == actual { return "" }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = editScript(old, new)
    let oldStyles = old.firstIndex(of: "--- styles")
    let newStyles = new.firstIndex(of: "--- styles")
    var out: [String] = []
    var index = 0
    while index < edits.count {
      guard edits[index].isChange else {
        index += 1
        continue
      }
      // A hunk: one line of context before, the changes, one line after.
      var end = index
      while end < edits.count && edits[end].isChange { end += 1 }
      let removed = edits[index..<end].compactMap { edit -> Int? in
        if case .removed(let o) = edit { return o }
        return nil
      }
      let added = edits[index..<end].compactMap { edit -> Int? in
        if case .added(let n) = edit { return n }
        return nil
      }
      let first =
        removed.first.map { section(of: $0, styles: oldStyles) }
        ?? added.first.map { section(of: $0, styles: newStyles) } ?? ""
      out.append("@@ \(first) @@")
      if index > 0, case .same(let o, _) = edits[index - 1] {
        out.append(line(" ", o + 1, old[o]))
      }
      for o in removed { out.append(line("-", o + 1, old[o])) }
      for (pairIndex, n) in added.enumerated() {
        out.append(line("+", n + 1, new[n]))
        if pairIndex < removed.count {
          out.append(contentsOf: markers(old[removed[pairIndex]], new[n]))
        }
      }
      if end < edits.count, case .same(let o, _) = edits[end] {
        out.append(line(" ", o + 1, old[o]))
      }
      index = end
    }
    return out.joined(separator: "\n")
  }

  static func section(of line: Int, styles: Int?) -> String {
    if line == 0 { return "header" }
    if let styles {
      if line == styles { return "styles marker" }
      if line > styles { return "style runs" }
    }
    return "grid row \(line - 1)"
  }

  static func line(_ sign: String, _ number: Int, _ text: String) -> String {
    let label = String(number)
    return sign + String(repeating: " ", count: max(0, 5 - label.count)) + label + " │ " + visible(text)
  }

  /// The line with invisible characters made visible.
  static func visible(_ text: String) -> String {
    var trailing = 0
    for character in text.reversed() {
      guard character == " " else { break }
      trailing += 1
    }
    var out = ""
    var position = 0
    let count = text.count
    for character in text {
      defer { position += 1 }
      if character == " " && position >= count - trailing {
        out += "·"
      } else if character == "\u{A0}" {
        out += "⍽"
      } else if character == "\t" {
        out += "→"
      } else if DisplayWidth.of(character) == 0 {
        out += character.unicodeScalars.map { "⟨U+\(hex($0.value))⟩" }.joined()
      } else {
        out += character.description
      }
    }
    return out
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The characters of a line by display column (a wide character fills two columns).
  static func columns(_ text: String) -> [(Character, Int)] {
    var result: [(Character, Int)] = []
    for character in text {
      let width = max(1, DisplayWidth.of(character))
      for _ in 0..<width { result.append((character, width)) }
    }
    return result
  }

  /// The gutter before a line's text: as wide as `-   12 │ `.
  static let gutter = String(repeating: " ", count: 6) + " │ "

  /// A caret line under the changed columns, and a note on each of the first three changes.
  static func markers(_ old: String, _ new: String) -> [String] {
    let a = columns(old)
    let b = columns(new)
    var carets = ""
    var notes: [String] = []
    var notedUntil = 0
    for column in 0..<max(a.count, b.count) {
      let left = column < a.count ? a[column] : nil
      let right = column < b.count ? b[column] : nil
      let differs = left?.0 != right?.0
      carets += differs ? "^" : " "
      if differs && column >= notedUntil && notes.count < 3 {
        notes.append("column \(column + 1): expected \(describe(left)), got \(describe(right))")
        notedUntil = column + max(left?.1 ?? 1, right?.1 ?? 1)
      }
    }
    while carets.hasSuffix(" ") { carets.removeLast() }
    return [gutter + carets] + notes.map { gutter + $0 }
  }

  static func describe(_ cell: (Character, Int)?) -> String {
    guard let (character, width) = cell else { return "end of line" }
    let codes = character.unicodeScalars.map { "U+\(hex($0.value))" }.joined(separator: " ")
    let shown = character == " " ? "space" : "\"\(character)\""
    return "\(shown) (\(codes)\(width == 2 ? ", 2 cells" : ""))"
  }

  /// The shortest edit script (longest common subsequence of lines).
  static func editScript(_ old: [String], _ new: [String]) -> [Edit] {
    let n = old.count
    let m = new.count
    guard n * m <= 4_000_000 else {
      // Too big to align: compare line by line.
      var edits: [Edit] = []
      for index in 0..<max(n, m) {
        if index < n && index < m && old[index] == new[index] {
          edits.append(.same(index, index))
        } else {
          if index < n { edits.append(.removed(index)) }
          if index < m { edits.append(.added(index)) }
        }
      }
      return edits
    }
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n && j < m && old[i] == new[j] {
        edits.append(.same(i, j))
        i += 1
        j += 1
      } else if j < m && (i == n || lengths[i][j + 1] >= lengths[i + 1][j]) {
        edits.append(.added(j))
        j += 1
      } else {
        edits.append(.removed(i))
        i += 1
      }
    }
    // Show removals before additions within each change.
    var ordered: [Edit] = []
    var pending: [Edit] = []
    for edit in edits {
      switch edit {
      case .same:
        ordered.append(
          contentsOf: pending.filter { if case .removed = $0 { return true } else { return false } })
        ordered.append(
          contentsOf: pending.filter { if case .added = $0 { return true } else { return false } })
        pending.removeAll()
        ordered.append(edit)
      default:
        pending.append(edit)
      }
    }
    ordered.append(contentsOf: pending.filter { if case .removed = $0 { return true } else { return false } })
    ordered.append(contentsOf: pending.filter { if case .added = $0 { return true } else { return false } })
    return ordered
  }
}

extension SnapshotDiff.Edit {
  var isChange: Bool {
    if case .same = self { return false }
    return true
  }
}
