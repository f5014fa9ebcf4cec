import Foundation

/// A request as the plugins and the transport see it.
public struct APIRequest: Sendable {
  /// The endpoint the request is for.
  public var target: APITarget
  /// The full URL: the environment's base URL and the target's path.
  public var url: String
  /// The header fields, such as the client key and `Authorization`.
  public var headers: [String: String]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - target: the endpoint.
  ///   - url: the full URL.
  ///   - headers: the header fields.
  public init(target: APITarget, url: String, headers: [String: String] = [:]) {
    self.target = target
    self.url = url
    self.headers = headers
  }
}

/// An answer from the transport.
public struct APIResponse: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The body, usually JSON.
  public var data: Data

  /// Creates an answer.
  ///
  /// - Parameters:
  ///   - status: the HTTP status code.
  ///   - data: the body.
  public init(status: Int, data: Data) {
    self.status = status
    self.data = data
  }
}

/// Sends requests and brings back answers; ``StubTransport`` answers from ``StubServer``.
public protocol APITransport: Sendable {
  /// Sends a request.
  ///
  /// - Parameter request: the request, as the plugins prepared it.
  /// - Returns: the answer.
  /// - Throws: ``APIError/noConnection`` when the request cannot be sent.
  func send(_ request: APIRequest) async throws(APIError) -> APIResponse
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
  /// Sees a request that failed before it was answered (no connection).
  ///
  /// - Parameters:
  ///   - error: why it failed.
  ///   - request: the request.
  func failed(_ error: APIError, for request: APIRequest)
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
  /// Does nothing with a failure.
  ///
  /// - Parameters:
  ///   - error: why it failed.
  ///   - request: the request.
  public func failed(_ error: APIError, for request: APIRequest) {}
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

/// Adds `Accept-Language` with the app's language, so the server's messages are in it.
public struct AcceptLanguagePlugin: APIPlugin {
  let language: @Sendable () -> Language

  /// Creates the plugin over a language source.
  ///
  /// - Parameter language: gives the language the app speaks now.
  public init(language: @escaping @Sendable () -> Language) { self.language = language }

  /// Adds the header.
  ///
  /// - Parameter request: the request so far.
  /// - Returns: the request with `Accept-Language`.
  public func prepare(_ request: APIRequest) -> APIRequest {
    var request = request
    request.headers["Accept-Language"] = language().rawValue
    return request
  }
}

/// Turns error answers into ``APIError``s: a 401 on an authorised request is an expired
/// session (``APIError/tokenExpired``); any other status outside 2xx is
/// ``APIError/serverError(_:)`` with the server's own code and message (or the status, when the
/// body says nothing readable).
public struct ErrorProcessingPlugin: APIPlugin {
  /// Creates the plugin; it has no settings.
  public init() {}

  /// Turns an error status into an ``APIError``.
  ///
  /// - Parameters:
  ///   - response: the answer so far.
  ///   - request: the request it answers.
  /// - Returns: `response`, when its status is 2xx.
  /// - Throws: ``APIError/tokenExpired`` for a 401 on a request that carried the token;
  ///   ``APIError/serverError(_:)`` for any other status outside 2xx.
  public func process(_ response: APIResponse, for request: APIRequest) throws(APIError) -> APIResponse {
    guard !(200..<300).contains(response.status) else { return response }
    if response.status == 401 && request.target.requiresAuthorization { throw .tokenExpired }
    if let detail = try? JSONDecoder().decode(APIErrorDetail.self, from: response.data) {
      throw .serverError(detail)
    }
    throw .serverError(
      APIErrorDetail(code: "http_\(response.status)", message: "The server answered \(response.status)."))
  }
}

/// Logs every request once, when it is answered or fails, in words (passwords never, tokens
/// never, no Swift dump) to the app's ``Logger``: an answer at info (`GET /posts?page=0:
/// 200`), a refusal at warning with the server's reason (`POST /auth/login: 401, The email or
/// password is incorrect. (invalid_credentials)`), a request that got no answer at warning.
public struct LoggingPlugin: APIPlugin {
  let logger: any Logger

  /// Creates the plugin over a logger.
  ///
  /// - Parameter logger: where the lines go.
  public init(logger: any Logger) { self.logger = logger }

  /// Logs the answer: its request's method and path, and the status; for a refusal, the
  /// server's reason.
  ///
  /// - Parameters:
  ///   - response: the answer so far.
  ///   - request: the request it answers.
  /// - Returns: `response`, unchanged.
  /// - Throws: never; the requirement lets other plugins throw an ``APIError``.
  public func process(_ response: APIResponse, for request: APIRequest) throws(APIError) -> APIResponse {
    let line = "\(request.target.method.rawValue) \(request.target.path): \(response.status)"
    guard !(200..<300).contains(response.status) else {
      logger.info("api", line)
      return response
    }
    if let detail = try? JSONDecoder().decode(APIErrorDetail.self, from: response.data) {
      logger.warning("api", "\(line), \(detail.message) (\(detail.code))")
    } else {
      logger.warning("api", line)
    }
    return response
  }

  /// Logs a request that got no answer.
  ///
  /// - Parameters:
  ///   - error: why it failed.
  ///   - request: the request.
  public func failed(_ error: APIError, for request: APIRequest) {
    logger.warning(
      "api", "\(request.target.method.rawValue) \(request.target.path): no answer, \(error.summary)")
  }
}

/// Sends targets through the plugins and the transport and decodes the answer.
public struct APIProvider: Sendable {
  /// The base URL every path is added to.
  public let baseURL: String
  /// The client key sent with every request.
  public let clientKey: String
  /// The transport that sends the requests.
  public let transport: any APITransport
  /// The plugins, in order.
  public let plugins: [any APIPlugin]

  /// Creates a provider.
  ///
  /// - Parameters:
  ///   - baseURL: the base URL every path is added to.
  ///   - clientKey: the client key sent with every request.
  ///   - transport: sends the requests.
  ///   - plugins: see every request and answer, in order.
  public init(baseURL: String, clientKey: String, transport: any APITransport, plugins: [any APIPlugin]) {
    self.baseURL = baseURL
    self.clientKey = clientKey
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
    var request = APIRequest(target: target, url: baseURL + target.path, headers: ["X-Client-Key": clientKey])
    for plugin in plugins { request = plugin.prepare(request) }
    var response: APIResponse
    do throws(APIError) {
      response = try await transport.send(request)
    } catch {
      for plugin in plugins { plugin.failed(error, for: request) }
      throw error
    }
    for plugin in plugins { response = try plugin.process(response, for: request) }
    do {
      return try JSONDecoder().decode(Answer.self, from: response.data)
    } catch {
      throw .decoding(String(describing: error))
    }
  }
}
