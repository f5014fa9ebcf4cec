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
