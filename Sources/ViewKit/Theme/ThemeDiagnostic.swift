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
  /// Error or warning.
  public var severity: Severity
  /// The file as the user named it.
  public var file: String
  /// The dotted token path, when the problem belongs to one token.
  public var path: String?
  /// The line in the file, when known.
  public var line: Int?
  /// What is wrong.
  public var problem: String
  /// What was expected.
  public var expected: String
  /// How to fix it, when there is a clear way.
  public var hint: String?

  /// Creates a diagnostic.
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

  /// The one-line message.
  public var description: String {
    var text = file
    if let path, !path.isEmpty { text += ":" + path }
    text += ": "
    if severity == .warning { text += "warning: " }
    text += problem + "; " + expected + "."
    if let hint { text += " " + hint }
    text += " [" + code
    if let line { text += ", line \(line)" }
    return text + "]"
  }
}

/// The outcome of loading a theme file: the theme when it has no error, and every diagnostic.
public struct ThemeLoadResult: Sendable {
  /// The theme, when the file has no error.
  public var theme: Theme?
  /// Every problem found, in file order.
  public var diagnostics: [ThemeDiagnostic]

  /// The errors only.
  public var errors: [ThemeDiagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The warnings only.
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
  /// The most suggestions one load computes.
  static let suggestionBudget = 32

  /// Whether any error was reported.
  var hasError: Bool { diagnostics.contains { $0.severity == .error } }

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

  /// "Did you mean …?" for a misspelt word, within the budget; nil when nothing is close.
  mutating func didYouMean(_ word: String, among candidates: some Sequence<String>, quoted: Bool = false)
    -> String?
  {
    guard suggestionsMade < Self.suggestionBudget else { return nil }
    suggestionsMade += 1
    return ThemeWording.suggestion(for: word, among: candidates).map {
      quoted ? "Did you mean \"\($0)\"?" : "Did you mean \($0)?"
    }
  }
}

/// How theme diagnostics word values and suggestions.
enum ThemeWording {
  /// A JSON value as a message shows it: strings quoted and cut short, containers by kind.
  static func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .string(let text):
      return "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    case .number(let number):
      if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
      return String(number)
    case .bool(let flag): return String(flag)
    default: return "a \(node.typeName)"
    }
  }

  /// The closest candidate to a misspelt word, when one is close enough to be a likely typo.
  static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    let word = Array(word.prefix(64))
    var best: (String, Int)?
    for candidate in candidates {
      let letters = Array(candidate.prefix(64))
      let limit = max(1, min(word.count, letters.count) / 3)
      guard abs(letters.count - word.count) <= limit else { continue }
      let distance = editDistance(word, letters)
      if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// Levenshtein distance between two short words.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
