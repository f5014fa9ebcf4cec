import Foundation
import Synchronization

/// The HTTP method of an endpoint.
public enum HTTPMethod: String, Sendable {
  /// GET.
  case get = "GET"
  /// POST.
  case post = "POST"
}

/// One endpoint of the API: path, method, body, whether it needs the access token, and the sample
/// answer the stub transport gives.
public enum APITarget: Hashable, Sendable {
  /// Sign in.
  case login(email: String, password: String)
  /// Create an account.
  case register(name: String, email: String, password: String)
  /// Send a password reset email.
  case forgotPassword(email: String)
  /// The home feed.
  case posts
  /// The notifications.
  case notifications
  /// The signed-in user.
  case profile

  /// The path below the base URL.
  public var path: String {
    switch self {
    case .login: return "/auth/login"
    case .register: return "/auth/register"
    case .forgotPassword: return "/auth/forgot"
    case .posts: return "/posts"
    case .notifications: return "/notifications"
    case .profile: return "/me"
    }
  }

  /// The HTTP method: POST for the auth endpoints, GET otherwise.
  public var method: HTTPMethod {
    switch self {
    case .login, .register, .forgotPassword: return .post
    case .posts, .notifications, .profile: return .get
    }
  }

  /// Whether the request carries the access token.
  public var requiresAuthorization: Bool {
    switch self {
    case .posts, .notifications, .profile: return true
    default: return false
    }
  }

  /// The JSON body's fields; empty for GET requests.
  public var body: [String: String] {
    switch self {
    case .login(let email, let password): return ["email": email, "password": password]
    case .register(let name, let email, let password):
      return ["name": name, "email": email, "password": password]
    case .forgotPassword(let email): return ["email": email]
    default: return [:]
    }
  }

  /// The sample answer: what the stub transport returns, as status and JSON.
  public var sample: (status: Int, json: String) {
    switch self {
    case .login(let email, let password):
      guard password == SampleData.password else {
        return (401, #"{"error":"invalid_credentials"}"#)
      }
      return (200, #"{"token":"token-\#(email.count)","user":{"name":"Ada Lovelace","email":"\#(email)"}}"#)
    case .register(let name, let email, _):
      return (200, #"{"token":"token-new","user":{"name":"\#(name)","email":"\#(email)"}}"#)
    case .forgotPassword: return (200, "{}")
    case .posts: return (200, SampleData.postsJSON)
    case .notifications: return (200, SampleData.noticesJSON)
    case .profile: return (200, #"{"name":"Ada Lovelace","email":"ada@example.com"}"#)
    }
  }
}

/// A request as the plugins and the transport see it.
public struct APIRequest: Sendable {
  /// The endpoint the request is for.
  public var target: APITarget
  /// The full URL: the environment's base URL and the target's path.
  public var url: String
  /// The header fields, such as the client key and `Authorization`.
  public var headers: [String: String]
}

/// An answer from the transport.
public struct APIResponse: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The body, usually JSON.
  public var data: Data
}

/// Everything that can go wrong with a request, in one place so screens handle it alike.
public enum APIError: Error, Equatable, Sendable {
  /// The access token is no longer valid: sign in again.
  case tokenExpired
  /// The network cannot be reached.
  case noConnection
  /// Wrong email or password.
  case invalidCredentials
  /// The server failed.
  case server(status: Int)
  /// The answer could not be read.
  case decoding(String)

  /// A title and message for an alert.
  public var alertText: (title: String, message: String) {
    switch self {
    case .tokenExpired: return ("Session expired", "Please sign in again.")
    case .noConnection: return ("No connection", "Check your network connection and try again.")
    case .invalidCredentials: return ("Sign-in failed", "The email or password is not right.")
    case .server(let status):
      return ("Something went wrong", "The server answered \(status). Try again later.")
    case .decoding: return ("Something went wrong", "The answer from the server could not be read.")
    }
  }
}

/// Sends requests; the stub transport answers from sample data.
public protocol APITransport: Sendable {
  /// Sends a request.
  ///
  /// - Parameter request: the request, as the plugins prepared it.
  /// - Returns: the answer.
  /// - Throws: ``APIError`` when the request cannot be sent.
  func send(_ request: APIRequest) async throws(APIError) -> APIResponse
}

/// Answers every request from its target's sample data after a delay; a scenario can make it
/// fail as a real network would.
public struct StubTransport: APITransport {
  /// A way the stub can misbehave.
  public enum Scenario: String, Sendable, CaseIterable {
    /// Sample data.
    case normal
    /// Every request fails: no network.
    case offline
    /// Authorised requests answer 401.
    case expiredToken = "expired-token"
    /// Every request answers 500.
    case serverError = "server-error"
  }

  /// How long each answer takes.
  public var latency: Duration
  /// How the stub behaves.
  public var scenario: Scenario

  /// Creates a stub that answers after a delay, as a scenario says.
  ///
  /// - Parameters:
  ///   - latency: how long each answer takes.
  ///   - scenario: how the stub behaves.
  public init(latency: Duration, scenario: Scenario = .normal) {
    self.latency = latency
    self.scenario = scenario
  }

  /// Answers from the target's sample data after the latency, unless the scenario says otherwise.
  ///
  /// - Parameter request: the request to answer.
  /// - Returns: the sample answer, or a 401 or 500 answer as the scenario says.
  /// - Throws: ``APIError/noConnection`` in the offline scenario.
  public func send(_ request: APIRequest) async throws(APIError) -> APIResponse {
    if latency > .zero { try? await Task.sleep(for: latency) }
    switch scenario {
    case .offline: throw .noConnection
    case .serverError: return APIResponse(status: 500, data: Data())
    case .expiredToken where request.target.requiresAuthorization:
      return APIResponse(status: 401, data: Data(#"{"error":"token_expired"}"#.utf8))
    default:
      let sample = request.target.sample
      return APIResponse(status: sample.status, data: Data(sample.json.utf8))
    }
  }
}

/// Sees every request and answer: to add headers, log, or turn answers into errors.
public protocol APIPlugin: Sendable {
  /// Changes a request before it is sent.
  ///
  /// - Parameter request: the request so far.
  /// - Returns: the request to send.
  func prepare(_ request: APIRequest) -> APIRequest
  /// Sees an answer, and may turn it into an error.
  ///
  /// - Parameters:
  ///   - response: the answer so far.
  ///   - request: the request it answers.
  /// - Returns: the answer to pass on.
  /// - Throws: ``APIError`` to turn the answer into an error.
  func process(_ response: APIResponse, for request: APIRequest) throws(APIError) -> APIResponse
}

extension APIPlugin {
  /// Leaves the request as it is.
  ///
  /// - Parameter request: the request so far.
  /// - Returns: `request`, unchanged.
  public func prepare(_ request: APIRequest) -> APIRequest { request }
  /// Leaves the answer as it is.
  ///
  /// - Parameters:
  ///   - response: the answer so far.
  ///   - request: the request it answers.
  /// - Returns: `response`, unchanged.
  /// - Throws: never; the requirement lets other plugins throw an ``APIError``.
  public func process(_ response: APIResponse, for request: APIRequest) throws(APIError) -> APIResponse {
    response
  }
}

/// Adds `Authorization: Bearer <token>` to requests that need it.
public struct AccessTokenPlugin: APIPlugin {
  let token: @Sendable () -> String?

  /// Creates the plugin over a token source.
  ///
  /// - Parameter token: gives the current access token; nil when signed out.
  public init(token: @escaping @Sendable () -> String?) { self.token = token }

  /// Adds the `Authorization` header when the target needs it and a token exists.
  ///
  /// - Parameter request: the request so far.
  /// - Returns: the request, with the header when it applies.
  public func prepare(_ request: APIRequest) -> APIRequest {
    guard request.target.requiresAuthorization, let token = token() else { return request }
    var request = request
    request.headers["Authorization"] = "Bearer \(token)"
    return request
  }
}

/// Turns error statuses into ``APIError``s: 401 with `token_expired` → expired, other 401 →
/// invalid credentials, any other status outside 2xx → server.
public struct ErrorProcessingPlugin: APIPlugin {
  /// Creates the plugin; it has no settings.
  public init() {}

  /// Turns an error status into an ``APIError``.
  ///
  /// - Parameters:
  ///   - response: the answer so far.
  ///   - request: the request it answers.
  /// - Returns: `response`, when its status is 2xx.
  /// - Throws: ``APIError/tokenExpired`` or ``APIError/invalidCredentials`` for 401,
  ///   ``APIError/server(status:)`` for any other status outside 2xx.
  public func process(_ response: APIResponse, for request: APIRequest) throws(APIError) -> APIResponse {
    switch response.status {
    case 200..<300: return response
    case 401:
      if String(decoding: response.data, as: UTF8.self).contains("token_expired") { throw .tokenExpired }
      throw .invalidCredentials
    default: throw .server(status: response.status)
    }
  }
}

/// Records every request and answer (without passwords) for the log panel and tests.
public final class LoggingPlugin: APIPlugin {
  private let entries = Mutex<[String]>([])

  /// Creates the plugin with an empty log.
  public init() {}

  /// The lines logged so far.
  public var lines: [String] { entries.withLock { $0 } }

  /// Logs the request's method, URL and body keys, passwords masked.
  ///
  /// - Parameter request: the request so far.
  /// - Returns: `request`, unchanged.
  public func prepare(_ request: APIRequest) -> APIRequest {
    let keys = request.target.body.keys.sorted().map { $0 == "password" ? "password=•••" : $0 }
    entries.withLock {
      $0.append("→ \(request.target.method.rawValue) \(request.url) \(keys.joined(separator: " "))")
    }
    return request
  }

  /// Logs the answer's status and path.
  ///
  /// - Parameters:
  ///   - response: the answer so far.
  ///   - request: the request it answers.
  /// - Returns: `response`, unchanged.
  /// - Throws: never; the requirement lets other plugins throw an ``APIError``.
  public func process(_ response: APIResponse, for request: APIRequest) throws(APIError) -> APIResponse {
    entries.withLock { $0.append("← \(response.status) \(request.target.path)") }
    return response
  }
}

/// Sends targets through the plugins and the transport and decodes the answer.
public struct APIProvider: Sendable {
  /// The environment, for the base URL and client key.
  public let environment: AppEnvironment
  /// The transport that sends the requests.
  public let transport: any APITransport
  /// The plugins, in order.
  public let plugins: [any APIPlugin]

  /// Creates a provider from an environment, a transport and plugins.
  ///
  /// - Parameters:
  ///   - environment: the environment, for the base URL and client key.
  ///   - transport: sends the requests.
  ///   - plugins: see every request and answer, in order.
  public init(environment: AppEnvironment, transport: any APITransport, plugins: [any APIPlugin]) {
    self.environment = environment
    self.transport = transport
    self.plugins = plugins
  }

  /// Sends a target and decodes its answer.
  ///
  /// - Parameters:
  ///   - target: the endpoint.
  ///   - type: the type the answer's JSON decodes to.
  /// - Returns: the decoded answer.
  /// - Throws: ``APIError``: from the transport or a plugin, or ``APIError/decoding(_:)`` when the
  ///   answer cannot be read.
  public func request<Answer: Decodable>(_ target: APITarget, as type: Answer.Type) async throws(APIError)
    -> Answer
  {
    var request = APIRequest(
      target: target, url: environment.baseURL + target.path, headers: ["X-Client-Key": environment.clientKey]
    )
    for plugin in plugins { request = plugin.prepare(request) }
    var response = try await transport.send(request)
    for plugin in plugins { response = try plugin.process(response, for: request) }
    do {
      return try JSONDecoder().decode(Answer.self, from: response.data)
    } catch {
      throw .decoding(String(describing: error))
    }
  }
}
