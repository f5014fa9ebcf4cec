import Synchronization

/// Sends a target and decodes its answer: what the gateways talk to. Seed 000 has three kinds,
/// each for the screens that need it: ``APIProvider/plain(baseURL:clientKey:transport:logger:)``
/// (a logger only: the force-update check), ``APIProvider/basic(baseURL:clientKey:transport:logger:language:)``
/// (the logger and error processing: sign-in, registration, forgot password, refresh) and
/// ``AccessTokenProvider`` (the basic one, adding the access token and refreshing it: every
/// screen after sign-in).
public protocol APIProviding: Sendable {
  /// Sends a target and decodes its answer.
  ///
  /// - Parameters:
  ///   - target: the endpoint.
  ///   - type: the type the answer's JSON decodes to.
  /// - Returns: the decoded answer.
  /// - Throws: ``APIError``.
  func request<Answer: Decodable>(_ target: APITarget, as type: Answer.Type) async throws(APIError) -> Answer
}

extension APIProvider: APIProviding {
  /// Seed 000's `ProviderPlain`: the network logger and nothing else, for content read as it is
  /// (the force-update check).
  ///
  /// - Parameters:
  ///   - baseURL: the base URL every path is added to.
  ///   - clientKey: the client key sent with every request.
  ///   - transport: sends the requests.
  ///   - logger: where requests and answers are logged.
  /// - Returns: the provider.
  public static func plain(
    baseURL: String, clientKey: String, transport: any APITransport, logger: any Logger
  )
    -> APIProvider
  {
    APIProvider(
      baseURL: baseURL, clientKey: clientKey, transport: transport, plugins: [LoggingPlugin(logger: logger)])
  }

  /// Seed 000's `ProviderAPIBasic`: the logger and error processing (a refusal is an
  /// ``APIError/serverError(_:)`` in the server's words, in the app's language), no token: for
  /// the screens before sign-in, and for the refresh itself.
  ///
  /// - Parameters:
  ///   - baseURL: the base URL every path is added to.
  ///   - clientKey: the client key sent with every request.
  ///   - transport: sends the requests.
  ///   - logger: where requests and answers are logged.
  ///   - language: the language the server's messages should be in.
  /// - Returns: the provider.
  public static func basic(
    baseURL: String, clientKey: String, transport: any APITransport, logger: any Logger,
    language: @escaping @Sendable () -> Language
  ) -> APIProvider {
    APIProvider(
      baseURL: baseURL, clientKey: clientKey, transport: transport,
      plugins: [
        AcceptLanguagePlugin(language: language), LoggingPlugin(logger: logger), ErrorProcessingPlugin(),
      ])
  }

  /// The same provider with a plugin put before the others.
  ///
  /// - Parameter plugin: the plugin that sees each request first.
  /// - Returns: the provider with it.
  func prepending(_ plugin: any APIPlugin) -> APIProvider {
    APIProvider(baseURL: baseURL, clientKey: clientKey, transport: transport, plugins: [plugin] + plugins)
  }
}

/// Gets a new access token with the refresh token when the server says the access token has
/// expired, once for every request that finds it expired at the same moment: the first starts
/// the refresh, the others wait for it and use its token. One refresh is on its way at a time,
/// and each expired token is refreshed once: a request refused with a token that has already
/// been replaced gets the newer one without a refresh.
///
/// A refresh the server refuses (the refresh token expired, revoked or forged) forgets the
/// refresh token and throws ``APIError/tokenExpired``: the session is over, and the log says so
/// once. No connection throws ``APIError/noConnection`` and keeps both tokens, so a retry
/// refreshes again.
public actor TokenRefresher {
  let session: any SessionPrefs
  let api: any APIProviding
  let logger: any Logger
  /// The refresh on its way, which requests that find the token expired wait for, and which
  /// refresh it is (its ``refreshCount``).
  private var inFlight: (number: Int, task: Task<Result<String, APIError>, Never>)?
  /// Whether a refused refresh has ended the session (and said so in the log) since the last
  /// refresh token was used.
  private var ended = false
  /// How many refreshes were sent.
  public private(set) var refreshCount = 0
  /// How many requests with this session's tokens have been answered: a request refused again
  /// after a refresh while others were answered lost a race for a token that works, which is
  /// not a server that takes no token (``AccessTokenProvider/maximumRefreshes``).
  private nonisolated let answers = Atomic<Int>(0)

  /// Counts a request answered with one of the session's tokens.
  nonisolated func recordAnswer() { answers.add(1, ordering: .relaxed) }

  /// How many requests with the session's tokens have been answered so far.
  nonisolated var answerCount: Int { answers.load(ordering: .relaxed) }

  /// Creates the refresher.
  ///
  /// - Parameters:
  ///   - session: where the tokens are kept.
  ///   - api: sends the refresh: the basic provider (no token, error processing).
  ///   - logger: where refreshes are logged, in words, never with a token.
  public init(session: any SessionPrefs, api: any APIProviding, logger: any Logger) {
    self.session = session
    self.api = api
    self.logger = logger
  }

  /// An access token to use instead of one the server refused: the stored one when another
  /// request has already replaced it, the one the refresh on its way brings, or a new refresh's.
  ///
  /// - Parameter rejected: the access token the server refused (nil when none was sent).
  /// - Returns: an access token other than `rejected` to retry with.
  /// - Throws: ``APIError/tokenExpired`` when the session cannot be refreshed;
  ///   ``APIError/noConnection`` when the server cannot be reached.
  public func token(replacing rejected: String?) async throws(APIError) -> String {
    while true {
      if let (number, task) = inFlight {
        let fresh = try await task.value.get()
        if fresh != rejected { return fresh }
        // That refresh had ended before this request was refused with its token (the token was
        // used up meanwhile): it is no longer the one on its way.
        if inFlight?.number == number { inFlight = nil }
        continue
      }
      if let current = session.accessToken, current != rejected { return current }
      guard let refreshToken = session.refreshToken else {
        if !ended {
          ended = true
          logger.info(
            "session", "the access token expired and there is no refresh token: the session is over")
        }
        throw .tokenExpired
      }
      ended = false
      refreshCount += 1
      let (api, session, logger) = (self.api, self.session, self.logger)
      let task = Task { () -> Result<String, APIError> in
        do throws(APIError) {
          let pair = try await api.request(.refresh(token: refreshToken), as: TokenPair.self)
          session.saveTokens(pair)
          logger.info("session", "the access token expired and was refreshed")
          return .success(pair.accessToken)
        } catch .noConnection {
          logger.warning("session", "the access token could not be refreshed: no connection")
          return .failure(.noConnection)
        } catch {
          logger.warning(
            "session", "the server refused to refresh the session (\(error.summary)): it is over")
          session.refreshToken = nil
          return .failure(.tokenExpired)
        }
      }
      let number = refreshCount
      inFlight = (number, task)
      let result = await task.value
      if inFlight?.number == number { inFlight = nil }
      if case .failure(.tokenExpired) = result { ended = true }
      return try result.get()
    }
  }
}

/// Seed 000's `ProviderAPIWithAccessToken`: the basic provider that adds the stored access
/// token to each request and, when the server says it has expired, gets a new one through the
/// ``TokenRefresher`` and sends the request once more, so a screen never sees the expiry. Only
/// a session that cannot be refreshed reaches the screen, as ``APIError/tokenExpired``.
///
/// Requests sent together share the refresh; when they outnumber what the new token serves (an
/// account whose tokens expire every few requests), those refused again wait for the next one,
/// for as long as other requests are being answered (up to ``mostRefreshesPerRequest``), so a
/// burst never ends the session; ``maximumRefreshes`` new tokens refused in a row with no answer
/// to anyone end it.
public struct AccessTokenProvider: APIProviding {
  /// How many new tokens in a row one request tries, with no request answered in between,
  /// before its expiry reaches the screen: such tokens refused every time mean the server will
  /// not take any.
  public static let maximumRefreshes = 4
  /// The most new tokens one request tries in all, however many requests are answered in
  /// between: a burst of about 190 requests on tokens that serve three each still ends well.
  public static let mostRefreshesPerRequest = 64
  /// The basic provider the token is added to.
  public let base: APIProvider
  /// Gets a new token when the stored one expires.
  public let refresher: TokenRefresher
  let session: any AccessTokenPrefs

  /// Creates the provider.
  ///
  /// - Parameters:
  ///   - base: the basic provider (logger, error processing).
  ///   - session: where the access token is read.
  ///   - refresher: gets a new token when it expires.
  public init(base: APIProvider, session: any AccessTokenPrefs, refresher: TokenRefresher) {
    self.base = base
    self.session = session
    self.refresher = refresher
  }

  /// Sends a target with the access token; an expired token is refreshed and the request sent
  /// once more (again, if the new token was used up by the requests sent with it meanwhile).
  ///
  /// - Parameters:
  ///   - target: the endpoint.
  ///   - type: the type the answer's JSON decodes to.
  /// - Returns: the decoded answer.
  /// - Throws: ``APIError``; ``APIError/tokenExpired`` only when the session cannot be refreshed
  ///   or ``maximumRefreshes`` new tokens in a row are refused too.
  public func request<Answer: Decodable>(_ target: APITarget, as type: Answer.Type) async throws(APIError)
    -> Answer
  {
    // No access token (the session has ended, or only a refresh token is stored): nothing is
    // sent without one; the refresher gets one, or says the session is over.
    var token = session.accessToken
    if token == nil { token = try await refresher.token(replacing: nil) }
    var fruitless = 0
    var refreshes = 0
    var answersSeen = refresher.answerCount
    while true {
      let sent = token
      do throws(APIError) {
        let answer = try await base.prepending(AccessTokenPlugin { sent }).request(target, as: type)
        refresher.recordAnswer()
        return answer
      } catch .tokenExpired {
        // Only refusals with no answer to any request in between count: in a burst larger than
        // what a token serves, the others were answered meanwhile and this request lost the
        // race for the new token. One endpoint refused while others are answered (a server
        // that says "expired" for something else) stops at ``mostRefreshesPerRequest``.
        let answers = refresher.answerCount
        if answers != answersSeen { (fruitless, answersSeen) = (0, answers) }
        guard fruitless < Self.maximumRefreshes, refreshes < Self.mostRefreshesPerRequest else {
          throw .tokenExpired
        }
        fruitless += 1
        refreshes += 1
        token = try await refresher.token(replacing: sent)
      }
    }
  }
}

extension APIError {
  /// The error in a few words, for the log: never a Swift dump, never a token.
  public var summary: String {
    switch self {
    case .tokenExpired: return "the session expired"
    case .noConnection: return "no connection"
    case .serverError(let detail): return "\(detail.message) (\(detail.code))"
    case .decoding: return "the answer could not be read"
    }
  }
}
