import ViewKit

/// Where the app's API lives and how it behaves: development, staging or production.
///
/// Chosen with `--env` or `SHOWCASE_ENV`; development by default. Each picks a base URL, a log
/// level and its ``AppSecrets``; every screen shows the environment's name, except in production.
/// All three talk to the in-process ``StubServer`` in this showcase, with a network's latency.
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
    case .dev: return "http://localhost:8080/api/v1"
    case .staging: return "https://staging.api.viewkit.dev/v1"
    case .prod: return "https://api.viewkit.dev/v1"
    }
  }

  /// The least grave log level kept, unless `--log-level` says otherwise.
  public var logLevel: LogLevel {
    switch self {
    case .dev: return .debug
    case .staging: return .info
    case .prod: return .warning
    }
  }

  /// The label every screen shows in its corner; nil in production, which shows none.
  public var label: String? {
    switch self {
    case .dev: return "DEV"
    case .staging: return "STAGING"
    case .prod: return nil
    }
  }

  /// How long a stubbed response takes.
  public var stubLatency: Duration {
    switch self {
    case .dev: return .milliseconds(300)
    case .staging, .prod: return .milliseconds(600)
    }
  }

  /// The environment's secrets.
  public var secrets: any AppSecrets { AppSecretsManager(environment: self).secrets }

  /// The environment named by an argument or variable, or an error listing the names.
  ///
  /// - Parameter name: `dev`, `staging` or `prod`, in any case.
  /// - Returns: the environment, or an error that lists the names.
  public static func named(_ name: String) -> Result<AppEnvironment, ShowcaseError> {
    if let environment = AppEnvironment(rawValue: name.lowercased()) { return .success(environment) }
    let names = allCases.map(\.rawValue).joined(separator: ", ")
    return .failure(
      ShowcaseError("unknown environment \"\(Sanitizer.sanitizeLine(name))\"; use one of \(names)"))
  }
}

/// The values an environment keeps out of the code's logic: keys a build is given, not
/// settings a user chooses. Each environment has its own, private implementation.
public protocol AppSecrets: Sendable {
  /// The key the API knows this app by, sent with every request.
  var clientKey: String { get }
  /// The key the stub server signs access tokens with.
  var tokenSigningKey: String { get }
}

/// Development's secrets (placeholders: this showcase has no real ones).
private struct DevSecrets: AppSecrets {
  let clientKey = "vk-dev-4f1c"
  let tokenSigningKey = "dev-signing-key"
}

/// Staging's secrets.
private struct StagingSecrets: AppSecrets {
  let clientKey = "vk-staging-91ad"
  let tokenSigningKey = "staging-signing-key"
}

/// Production's secrets.
private struct ProductionSecrets: AppSecrets {
  let clientKey = "vk-prod-07be"
  let tokenSigningKey = "prod-signing-key"
}

/// Gives the ``AppSecrets`` of an environment.
public struct AppSecretsManager: Sendable {
  /// The environment whose secrets are given.
  public let environment: AppEnvironment

  /// Creates the manager for an environment.
  ///
  /// - Parameter environment: the environment whose secrets are given.
  public init(environment: AppEnvironment) { self.environment = environment }

  /// The environment's secrets.
  public var secrets: any AppSecrets {
    switch environment {
    case .dev: return DevSecrets()
    case .staging: return StagingSecrets()
    case .prod: return ProductionSecrets()
    }
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
