import ViewKit

/// A readable diff between an expected and an actual snapshot.
///
/// For two golden files: the header when it changed; then each changed row of the text grid,
/// before and after, with a marker under the changed columns and a note naming the first
/// changed cell (code points, width); then the style changes summarised per run of cells that
/// changed alike (`row 2, cols 5–12: fg color.text.default → color.text.muted, +bold`), never a
/// note per character. Other texts get a line diff. Trailing spaces show as `·`, no-break
/// spaces as `⍽`, and characters that take no cell as `⟨U+XXXX⟩`, so nothing that differs is
/// invisible.
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
    if let old = Golden(expected), let new = Golden(actual) { return describe(old, new) }
    return lineDiff(expected: expected, actual: actual)
  }

  /// The most style-change lines shown; the rest are counted.
  static let styleLines = 40

  /// Two golden files: header, grid rows, then style changes by run.
  static func describe(_ old: Golden, _ new: Golden) -> String {
    var out: [String] = []
    if old.header != new.header {
      out += ["@@ header @@", line("-", 1, old.header), line("+", 1, new.header)]
    }
    for row in 0..<max(old.grid.count, new.grid.count) {
      let before = row < old.grid.count ? old.grid[row] : nil
      let after = row < new.grid.count ? new.grid[row] : nil
      guard before != after else { continue }
      out.append("@@ grid row \(row) @@")
      if let before { out.append(line("-", row + 2, before)) }
      if let after { out.append(line("+", row + 2, after)) }
      if let before, let after { out += markers(before, after, notes: 1) }
    }
    let changes = styleChanges(old, new)
    if !changes.isEmpty {
      out.append("@@ styles @@")
      out += changes.prefix(styleLines).map { gutter + $0 }
      if changes.count > styleLines {
        out.append(gutter + "… and \(changes.count - styleLines) more style changes")
      }
    }
    if out.isEmpty { return lineDiff(expected: old.text, actual: new.text) }
    return out.joined(separator: "\n")
  }

  /// A golden file read back: header, grid rows, and each cell's style as its run writes it.
  struct Golden {
    let text: String
    let header: String
    let grid: [String]
    /// Row → column → the style's description (`fg=#… bold`); a cell no run covers is absent.
    let styles: [Int: [Int: String]]

    /// The most cells the style runs of a golden read back may cover in all (a 4,096-square
    /// canvas's worth).
    static let maximumCells = 4_096 * 4_096

    init?(_ text: String) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let first = lines.first, first.hasPrefix("viewkit-snapshot "),
        let marker = lines.firstIndex(of: "--- styles")
      else { return nil }
      self.text = text
      header = first
      grid = Array(lines[1..<marker])
      var styles: [Int: [Int: String]] = [:]
      // Runs may claim any columns: past this many cells in all the file is read as text.
      var cells = 0
      for run in lines[(marker + 1)...] where !run.isEmpty {
        // `row:first-last DESCRIPTION "text"`
        guard let space = run.firstIndex(of: " "), let quote = run.firstRange(of: " \"") else { return nil }
        let range = run[..<space].split(separator: ":")
        guard range.count == 2, let row = Int(range[0]) else { return nil }
        let columns = range[1].split(separator: "-")
        guard columns.count == 2, let first = Int(columns[0]), let last = Int(columns[1]), first <= last,
          last - first < 100_000, quote.lowerBound > space
        else { return nil }
        let description = String(run[run.index(after: space)..<quote.lowerBound])
        cells += last - first + 1
        guard cells <= Self.maximumCells else { return nil }
        for column in first...last { styles[row, default: [:]][column] = description }
      }
      self.styles = styles
    }
  }

  /// The style changes, a line per run of neighbouring cells that changed the same way.
  static func styleChanges(_ old: Golden, _ new: Golden) -> [String] {
    var lines: [String] = []
    let rows = Set(old.styles.keys).union(new.styles.keys).sorted()
    for row in rows {
      let before = old.styles[row] ?? [:]
      let after = new.styles[row] ?? [:]
      let columns = Set(before.keys).union(after.keys).sorted()
      var run: (first: Int, last: Int, from: String, to: String)?
      func flush() {
        guard let done = run else { return }
        let cols = done.first == done.last ? "col \(done.first)" : "cols \(done.first)–\(done.last)"
        lines.append("row \(row), \(cols): \(summary(from: done.from, to: done.to))")
        run = nil
      }
      for column in columns {
        let from = before[column] ?? ""
        let to = after[column] ?? ""
        guard from != to else {
          flush()
          continue
        }
        if let current = run, current.last == column - 1, current.from == from, current.to == to {
          run?.last = column
        } else {
          flush()
          run = (column, column, from, to)
        }
      }
      flush()
    }
    return lines
  }

  /// What changed between two style descriptions: each colour that changed (`fg A → B`), and
  /// the attributes added (`+bold`) or removed (`−bold`).
  static func summary(from: String, to: String) -> String {
    func fields(_ description: String) -> (colors: [String: String], attributes: [String]) {
      var colors: [String: String] = [:]
      var attributes: [String] = []
      for part in description.split(separator: " ") {
        if let equals = part.firstIndex(of: "=") {
          colors[String(part[..<equals])] = String(part[part.index(after: equals)...])
        } else {
          attributes.append(String(part))
        }
      }
      return (colors, attributes)
    }
    let (oldColors, oldAttributes) = fields(from)
    let (newColors, newAttributes) = fields(to)
    var parts: [String] = []
    for key in Set(oldColors.keys).union(newColors.keys).sorted() where oldColors[key] != newColors[key] {
      parts.append("\(key) \(oldColors[key] ?? "plain") → \(newColors[key] ?? "plain")")
    }
    parts += newAttributes.filter { !oldAttributes.contains($0) }.map { "+\($0)" }
    parts += oldAttributes.filter { !newAttributes.contains($0) }.map { "−\($0)" }
    return parts.joined(separator: ", ")
  }

  /// A line diff: changed lines with their numbers and the part of the file they belong to.
  static func lineDiff(expected: String, actual: String) -> String {
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

  /// A caret line under the changed columns, and a note on each of the first `notes` changes.
  static func markers(_ old: String, _ new: String, notes limit: Int = 3) -> [String] {
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
      if differs && column >= notedUntil && notes.count < limit {
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
