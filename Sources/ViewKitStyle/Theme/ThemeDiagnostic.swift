/// One problem found in a theme file.
///
/// Its ``description`` reads `<file>:<token.path>: <problem>; <expected>. <hint> [<code>, line N]`,
/// one line, so a user can go straight to the token. Codes are stable, for tests and scripts.
public struct ThemeDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Whether the problem stops the theme from loading.
  public enum Severity: String, Sendable, Hashable {
    /// The theme cannot be used.
    case error
    /// The theme loads, but something deserves a look.
    case warning
  }

  /// A stable code such as `VK042`.
  public var code: String
  /// Whether it stops the theme from loading (an error) or not (a warning).
  public var severity: Severity
  /// The file as the user named it.
  public var file: String
  /// The dotted token path, when the problem belongs to one token.
  public var path: String?
  /// The line in the file, when known.
  public var line: Int?
  /// What is wrong, in a few words, e.g. `no such file`.
  public var problem: String
  /// What was expected instead, e.g. `a readable theme file`.
  public var expected: String
  /// How to fix it, when there is a clear way.
  public var hint: String?

  /// Creates a diagnostic for one problem.
  ///
  /// - Parameters:
  ///   - code: a stable code such as `VK042`.
  ///   - severity: whether the problem stops the theme from loading.
  ///   - file: the file as the user named it.
  ///   - path: the dotted token path, when the problem belongs to one token.
  ///   - line: the line in the file, when known.
  ///   - problem: what is wrong.
  ///   - expected: what was expected.
  ///   - hint: how to fix it, when there is a clear way.
  public init(
    code: String, severity: Severity = .error, file: String, path: String?, line: Int?, problem: String,
    expected: String, hint: String? = nil
  ) {
    self.code = code
    self.severity = severity
    self.file = file
    self.path = path
    self.line = line
    self.problem = problem
    self.expected = expected
    self.hint = hint
  }

  /// The one-line message, safe to print: the file name, token names and values it quotes come
  /// from the file, so control characters (line breaks and ESC included) are shown as visible
  /// symbols (see ``Sanitizer``), bidirectional formatting characters and line separators as
  /// `<U+202E>`, and each part is cut short past ``shownLength`` characters.
  public var description: String {
    var text = Self.inert(file)
    if let path, !path.isEmpty { text += ":" + Self.inert(path) }
    text += ": "
    if severity == .warning { text += "warning: " }
    text += Self.inert(problem) + "; " + Self.inert(expected) + "."
    if let hint { text += " " + Self.inert(hint) }
    text += " [" + Self.inert(code)
    if let line { text += ", line \(line)" }
    return text + "]"
  }

  /// The most Unicode scalars ``description`` shows of each part (file, path, problem, expected,
  /// hint); a longer part ends in `…`.
  public static let shownLength = 1_000

  /// `text` made safe for one line of a terminal, cut short past ``shownLength`` scalars.
  static func inert(_ text: String) -> String {
    let needsWork =
      text.utf8.count > shownLength || text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 >= 0xC2 }
    guard needsWork else { return text }
    var result = String.UnicodeScalarView()
    var shown = 0
    for scalar in text.unicodeScalars {
      guard shown < shownLength else {
        result.append("…")
        break
      }
      shown += 1
      Sanitizer.appendInert(scalar, to: &result)
    }
    return String(result)
  }
}

/// The outcome of loading a theme file: the theme when it has no error, and every diagnostic.
public struct ThemeLoadResult: Sendable {
  /// The theme, when the file has no error.
  public var theme: Theme?
  /// Every problem found, in file order.
  public var diagnostics: [ThemeDiagnostic]
  /// The theme when its only errors are contrast problems (``ThemeLoader/previewableCodes``):
  /// whole enough to look at beside its problems, never to use as it is.
  public var previewable: Theme?

  /// The problems that stop a theme from loading.
  public var errors: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The problems that let the theme load but deserve a look.
  public var warnings: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// A theme file that could not be loaded; it carries every problem.
public struct ThemeLoadError: Error, Sendable, CustomStringConvertible {
  /// Every problem, errors and warnings.
  public var diagnostics: [ThemeDiagnostic]

  /// One problem per line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects the diagnostics of one load: every stage (reader, resolver, validator) writes here,
/// and the wording helpers shared by all of them live here too.
struct DiagnosticLog {
  /// Everything reported so far, in the order found.
  var diagnostics: [ThemeDiagnostic] = []
  /// How many did-you-mean suggestions were computed; capped so that thousands of misspelt
  /// references stay linear in time.
  private var suggestionsMade = 0
  /// The edit-distance work (table cells) the suggestions of this load may still do
  /// (``ThemeLimits/suggestionWork``): with thousands of tokens, even ``suggestionBudget``
  /// suggestions would otherwise compare each misspelling with every token.
  private var suggestionCellsLeft: Int
  /// The most suggestions one load computes.
  static let suggestionBudget = 32

  /// A log with nothing reported yet, whose suggestions do at most the limits' suggestion work.
  init(limits: ThemeLimits = .standard) {
    suggestionCellsLeft = limits.clamped.suggestionWork
  }

  /// Whether any error was reported.
  var hasError: Bool { diagnostics.contains { $0.severity == .error } }

  /// A log with no diagnostics yet that draws on this one's suggestion budgets; give it back with
  /// ``append(_:)``.
  func withoutDiagnostics() -> DiagnosticLog {
    var log = self
    log.diagnostics = []
    return log
  }

  /// Adds the diagnostics of a log made by ``withoutDiagnostics()``, and takes over what is left
  /// of its budgets.
  mutating func append(_ other: DiagnosticLog) {
    diagnostics += other.diagnostics
    suggestionsMade = other.suggestionsMade
    suggestionCellsLeft = other.suggestionCellsLeft
  }

  /// Reports an error.
  mutating func error(
    _ code: String, file: String, path: String?, line: Int?, _ problem: String, _ expected: String,
    _ hint: String? = nil
  ) {
    diagnostics.append(
      ThemeDiagnostic(
        code: code, file: file, path: path, line: line, problem: problem, expected: expected, hint: hint))
  }

  /// Reports a warning.
  mutating func warning(
    _ code: String, file: String, path: String?, line: Int?, _ problem: String, _ expected: String,
    _ hint: String? = nil
  ) {
    diagnostics.append(
      ThemeDiagnostic(
        code: code, severity: .warning, file: file, path: path, line: line, problem: problem,
        expected: expected, hint: hint))
  }

  /// "Did you mean …?" for a misspelt word, within the budgets; nil when nothing is close.
  mutating func didYouMean(_ word: String, among candidates: some Sequence<String>, quoted: Bool = false)
    -> String?
  {
    guard suggestionsMade < Self.suggestionBudget, suggestionCellsLeft > 0 else { return nil }
    suggestionsMade += 1
    return ThemeWording.suggestion(for: word, among: candidates, cells: &suggestionCellsLeft).map {
      quoted ? "Did you mean \"\($0)\"?" : "Did you mean \($0)?"
    }
  }
}

/// How theme diagnostics word values and suggestions.
package enum ThemeWording {
  /// A JSON value as a message shows it: strings quoted and cut short, containers by kind.
  static func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .string(let text):
      return "\"" + shortened(text, to: 40) + "\""
    case .number(let number):
      if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
      return String(number)
    case .bool(let flag): return String(flag)
    default: return node.typeNameWithArticle
    }
  }

  /// The first `count` Unicode scalars of `text`, followed by `…` when there were more. Cut by
  /// scalars rather than characters, so one character of a thousand combining marks is cut too.
  static func shortened(_ text: String, to count: Int) -> String {
    guard text.utf8.count > count else { return text }
    var prefix = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while prefix.count < count, let scalar = scalars.next() { prefix.append(scalar) }
    return scalars.next() == nil ? text : String(prefix) + "…"
  }

  /// The closest candidate to a misspelt word, when one is close enough to be a likely typo.
  static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    var cells = Int.max
    return suggestion(for: word, among: candidates, cells: &cells)
  }

  /// The closest candidate to a misspelt word, computing at most `cells` edit-distance table cells
  /// (less what it computes); the best found so far when the budget runs out.
  static func suggestion(for word: String, among candidates: some Sequence<String>, cells: inout Int)
    -> String?
  {
    let word = Array(word.unicodeScalars.prefix(64))
    var best: (String, Int)?
    var previous: [Int] = []
    var current: [Int] = []
    for candidate in candidates {
      // Reading a candidate costs something even when it is too long or short to compare.
      cells -= 8
      guard cells > 0 else { break }
      let letters = Array(candidate.unicodeScalars.prefix(64))
      let limit = min(max(1, min(word.count, letters.count) / 3), (best?.1 ?? .max) - 1)
      guard limit >= 0, abs(letters.count - word.count) <= limit else { continue }
      if let distance = editDistance(
        word, letters, limit: limit, cells: &cells, previous: &previous, current: &current)
      {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  /// Levenshtein distance between two short words.
  package static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    var cells = Int.max
    var previous: [Int] = []
    var current: [Int] = []
    return editDistance(a, b, limit: Int.max - 1, cells: &cells, previous: &previous, current: &current)
      ?? Int.max
  }

  /// Levenshtein distance between two words when it is at most `limit`; nil when it is more (found
  /// as soon as a whole row of the table exceeds it). Each table cell computed is taken from
  /// `cells`; `previous` and `current` are reused buffers.
  static func editDistance<Element: Equatable>(
    _ a: [Element], _ b: [Element], limit: Int, cells: inout Int, previous: inout [Int], current: inout [Int]
  ) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: 0...b.count)
    current.removeAll(keepingCapacity: true)
    current.append(contentsOf: repeatElement(0, count: b.count + 1))
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let value = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      cells -= b.count
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
