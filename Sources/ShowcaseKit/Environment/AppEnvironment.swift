/// Where the app's API lives and how it behaves: development, staging or production.
///
/// Chosen with `--env` or `SHOWCASE_ENV`; development by default. Every environment talks to
/// stubbed responses in this showcase, with the latency a real network would add.
public enum AppEnvironment: String, CaseIterable, Sendable {
  /// Local development.
  case dev
  /// The staging server.
  case staging
  /// Production.
  case prod

  /// The API's base URL.
  public var baseURL: String {
    switch self {
    case .dev: return "http://localhost:8080/api"
    case .staging: return "https://staging.api.example.com"
    case .prod: return "https://api.example.com"
    }
  }

  /// The client key sent with every request (placeholders: this showcase has no real secrets).
  public var clientKey: String { "showcase-\(rawValue)-key" }

  /// How long a stubbed response takes.
  public var stubLatency: Duration {
    switch self {
    case .dev: return .milliseconds(300)
    case .staging, .prod: return .milliseconds(700)
    }
  }

  /// The environment named by an argument or variable, or an error listing the names.
  ///
  /// - Parameter name: `dev`, `staging` or `prod`, in any case.
  /// - Returns: the environment, or an error that lists the names.
  public static func named(_ name: String) -> Result<AppEnvironment, ShowcaseError> {
    if let environment = AppEnvironment(rawValue: name.lowercased()) { return .success(environment) }
    let names = allCases.map(\.rawValue).joined(separator: ", ")
    return .failure(ShowcaseError("unknown environment \"\(name)\"; use one of \(names)"))
  }
}

/// A user-facing error of the showcase's own (bad arguments, unreadable prefs).
public struct ShowcaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in one line.
  public let description: String

  /// Creates an error a user can act on.
  ///
  /// - Parameter description: what went wrong, in one line.
  public init(_ description: String) { self.description = description }
}
