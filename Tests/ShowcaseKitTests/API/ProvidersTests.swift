import Foundation
import Synchronization
import Testing

@testable import ShowcaseKit

/// A transport to the stub server that holds every refresh back until a given number of
/// requests have been refused for an expired token, so they are all in flight together when the
/// refresh is sent; it counts refreshes and can drop the connection for them.
final class GatedTransport: APITransport {
  struct State {
    var refusals = 0
    var sent = 0
    var refreshes = 0
    var refreshing = 0
    var mostRefreshing = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  let server: StubServer
  let refusalsBeforeRefresh: Int
  let refreshOffline: Bool
  let state = Mutex(State())

  init(server: StubServer, refusalsBeforeRefresh: Int = 0, refreshOffline: Bool = false) {
    self.server = server
    self.refusalsBeforeRefresh = refusalsBeforeRefresh
    self.refreshOffline = refreshOffline
  }

  var refreshes: Int { state.withLock { $0.refreshes } }
  /// How many requests were sent.
  var sent: Int { state.withLock { $0.sent } }
  /// The most refreshes that were on their way at one moment.
  var mostRefreshesAtOnce: Int { state.withLock { $0.mostRefreshing } }

  func send(_ request: APIRequest) async throws(APIError) -> APIResponse {
    await Task.yield()
    state.withLock { $0.sent += 1 }
    var isRefresh = false
    if case .refresh = request.target { isRefresh = true }
    defer {
      // A refresh is on its way until its answer is back.
      if isRefresh { state.withLock { $0.refreshing -= 1 } }
    }
    if isRefresh {
      state.withLock {
        $0.refreshes += 1
        $0.refreshing += 1
        $0.mostRefreshing = max($0.mostRefreshing, $0.refreshing)
      }
      await withCheckedContinuation { continuation in
        let open = state.withLock { state in
          guard state.refusals < refusalsBeforeRefresh else { return true }
          state.waiting.append(continuation)
          return false
        }
        if open { continuation.resume() }
      }
      if refreshOffline { throw .noConnection }
    }
    let response = try server.handle(request)
    if response.status == 401, request.target.requiresAuthorization {
      let ready = state.withLock { state in
        state.refusals += 1
        guard state.refusals >= refusalsBeforeRefresh else { return [CheckedContinuation<Void, Never>]() }
        defer { state.waiting = [] }
        return state.waiting
      }
      for continuation in ready { continuation.resume() }
    }
    return response
  }
}

/// The three providers of seed 000 over the stub server, the one with the access token
/// refreshing it as the app does.
@Suite struct ProvidersTests {
  let secrets = AppEnvironment.dev.secrets
  let server: StubServer
  let prefs = Prefs(store: MemoryPrefsStore())
  let logger = MemoryLogger()

  init() {
    server = StubServer(clientKey: secrets.clientKey, signingKey: secrets.tokenSigningKey)
  }

  func providers(_ transport: any APITransport) -> (basic: APIProvider, authorised: AccessTokenProvider) {
    let basic = APIProvider.basic(
      baseURL: "http://stub", clientKey: secrets.clientKey, transport: transport, logger: logger,
      language: { .en })
    let refresher = TokenRefresher(session: prefs, api: basic, logger: logger)
    return (basic, AccessTokenProvider(base: basic, session: prefs, refresher: refresher))
  }

  func signIn(_ email: String, _ basic: APIProvider) async throws {
    let gateway = APIGateway(api: basic)
    _ = try await SignInUseCase(auth: gateway, session: prefs).execute(
      email: email, password: SampleData.password)
  }

  @Test func theRefreshingAccountBrowsesTwentyScreensWithoutNoticing() async throws {
    let (basic, api) = providers(StubTransport(server: server))
    try await signIn("refresh@viewkit.dev", basic)
    let firstRefresh = prefs.refreshToken
    for page in 0..<20 {
      _ = try await api.request(.posts(page: page % 4), as: FeedPage.self)
    }
    // Three requests a token: the first answers three pages, each refresh three more.
    #expect(server.refreshCount == 6)
    #expect(await api.refresher.refreshCount == 6)
    #expect(prefs.refreshToken != firstRefresh, "each refresh keeps the new refresh token")
    let lines = logger.lines.filter { $0.contains("refreshed") }
    #expect(lines.count == 6)
    let log = logger.lines.joined(separator: "\n")
    #expect(!log.contains("vk1."), "no token in the log")
  }

  @Test func theExpiredAccountsRefreshFailsAndEndsTheSession() async throws {
    let (basic, api) = providers(StubTransport(server: server))
    try await signIn("expired@viewkit.dev", basic)
    _ = try await api.request(.profile, as: User.self)
    await #expect(throws: APIError.tokenExpired) { try await api.request(.posts(page: 0), as: FeedPage.self) }
    #expect(prefs.refreshToken == nil, "a refused refresh token is forgotten")
    #expect(await api.refresher.refreshCount == 1)
    await #expect(throws: APIError.tokenExpired) { try await api.request(.notifications, as: [Notice].self) }
    #expect(await api.refresher.refreshCount == 1, "no second refresh without a refresh token")
    #expect(logger.lines.contains { $0.contains("refused to refresh the session") })
  }

  @Test func requestsInFlightWaitForOneRefresh() async throws {
    let count = 8
    // Signed in on an earlier run: its access token is expired on this one, so all eight are
    // refused, and the refresh waits until they all were.
    let earlier = StubServer(clientKey: secrets.clientKey, signingKey: secrets.tokenSigningKey)
    try await signIn("demo@viewkit.dev", providers(StubTransport(server: earlier)).basic)
    let transport = GatedTransport(server: server, refusalsBeforeRefresh: count)
    let api = providers(transport).authorised
    let pages = try await withThrowingTaskGroup(of: Int.self) { group in
      for page in 0..<count {
        group.addTask { try await api.request(.posts(page: page % 4), as: FeedPage.self).posts.count }
      }
      var answered = 0
      for try await _ in group { answered += 1 }
      return answered
    }
    #expect(pages == count)
    #expect(transport.refreshes == 1)
    #expect(server.refreshCount == 1)
    #expect(await api.refresher.refreshCount == 1)
  }

  /// Sends `count` requests at once through `api`; how many were answered.
  func burst(_ count: Int, _ api: AccessTokenProvider) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
      for page in 0..<count {
        group.addTask { try await api.request(.posts(page: page % 4), as: FeedPage.self).posts.count }
      }
      var answered = 0
      for try await _ in group { answered += 1 }
      return answered
    }
  }

  /// The refreshing account's token serves three requests; a burst of more than three that
  /// finds it expired shares one refresh, and the retries that outnumber the new token's
  /// lifetime share the next one: every request is answered, each expired token is refreshed
  /// exactly once (a refresh token used twice would be refused and end the session), and no
  /// refresh ever overlaps another.
  @Test(arguments: [4, 5, 8, 13, 40])
  func aBurstLargerThanATokensLifetimeNeverEndsTheSession(count: Int) async throws {
    let transport = GatedTransport(server: server, refusalsBeforeRefresh: count)
    let (basic, api) = providers(transport)
    try await signIn("refresh@viewkit.dev", basic)
    for _ in 0..<SampleData.refreshingTokenUses { _ = try await api.request(.profile, as: User.self) }
    // The token has served its three requests: all of the burst are refused, and the refresh
    // waits until every one of them was, so they are all in flight together.
    let answered = try await burst(count, api)
    #expect(answered == count)
    let lifetime = SampleData.refreshingTokenUses
    let expected = (count + lifetime - 1) / lifetime
    #expect(server.refreshCount == expected, "one refresh per expired token")
    #expect(await api.refresher.refreshCount == expected)
    #expect(transport.refreshes == expected)
    #expect(transport.mostRefreshesAtOnce == 1)
    #expect(prefs.refreshToken != nil && prefs.accessToken != nil, "the session is kept")
    #expect(!logger.lines.contains { $0.contains("refused") || $0.contains("over") }, "\(logger.lines)")
  }

  /// A server that refreshes the session but then refuses every new token (answering nobody)
  /// ends the request after ``AccessTokenProvider/maximumRefreshes`` refreshes, never looping.
  @Test func newTokensRefusedWithNoAnswerEndTheRequestAfterTheLimit() async throws {
    struct RefusesEveryToken: APITransport {
      let server: StubServer
      func send(_ request: APIRequest) async throws(APIError) -> APIResponse {
        if case .refresh = request.target { return try server.handle(request) }
        guard request.target.requiresAuthorization else { return try server.handle(request) }
        let detail = APIErrorDetail(code: "token_expired", message: "Your session has expired.")
        return APIResponse(status: 401, data: (try? JSONEncoder().encode(detail)) ?? Data())
      }
    }
    let (basic, _) = providers(StubTransport(server: server))
    try await signIn("demo@viewkit.dev", basic)
    let api = providers(RefusesEveryToken(server: server)).authorised
    await #expect(throws: APIError.tokenExpired) { try await api.request(.profile, as: User.self) }
    #expect(await api.refresher.refreshCount == AccessTokenProvider.maximumRefreshes)
    #expect(server.refreshCount == AccessTokenProvider.maximumRefreshes)
  }

  /// One endpoint refused as expired while other requests are answered (each refusal comes with
  /// an answer elsewhere) stops after ``AccessTokenProvider/mostRefreshesPerRequest`` refreshes.
  @Test func oneEndpointRefusedWhileOthersAreAnsweredStopsAtTheCap() async throws {
    final class RefusesProfile: APITransport, @unchecked Sendable {
      let server: StubServer
      var refresher: TokenRefresher?
      init(server: StubServer) { self.server = server }
      func send(_ request: APIRequest) async throws(APIError) -> APIResponse {
        guard case .profile = request.target else { return try server.handle(request) }
        refresher?.recordAnswer()  // another request was answered meanwhile
        let detail = APIErrorDetail(code: "token_expired", message: "Your session has expired.")
        return APIResponse(status: 401, data: (try? JSONEncoder().encode(detail)) ?? Data())
      }
    }
    let (basic, _) = providers(StubTransport(server: server))
    try await signIn("demo@viewkit.dev", basic)
    let transport = RefusesProfile(server: server)
    let api = providers(transport).authorised
    transport.refresher = api.refresher
    await #expect(throws: APIError.tokenExpired) { try await api.request(.profile, as: User.self) }
    #expect(await api.refresher.refreshCount == AccessTokenProvider.mostRefreshesPerRequest)
  }

  /// Three requests that find the refreshing account's token expired share exactly one refresh.
  @Test func aBurstTheNewTokenServesSharesExactlyOneRefresh() async throws {
    let count = SampleData.refreshingTokenUses
    let transport = GatedTransport(server: server, refusalsBeforeRefresh: count)
    let (basic, api) = providers(transport)
    try await signIn("refresh@viewkit.dev", basic)
    for _ in 0..<count { _ = try await api.request(.profile, as: User.self) }
    #expect(try await burst(count, api) == count)
    #expect(server.refreshCount == 1 && transport.refreshes == 1)
  }

  /// A refused refresh ends the session once: every request in flight gets `tokenExpired`, the
  /// refresh is tried once and the log says so once.
  @Test func aRefusedRefreshEndsEveryRequestInFlightWithOneRefresh() async throws {
    let count = 6
    let transport = GatedTransport(server: server, refusalsBeforeRefresh: count)
    let (basic, api) = providers(transport)
    try await signIn("expired@viewkit.dev", basic)
    _ = try await api.request(.profile, as: User.self)
    let outcomes = await withTaskGroup(of: APIError?.self) { group in
      for page in 0..<count {
        group.addTask {
          do throws(APIError) {
            _ = try await api.request(.posts(page: page % 4), as: FeedPage.self)
            return nil
          } catch { return error }
        }
      }
      var all: [APIError?] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    #expect(outcomes == Array(repeating: .tokenExpired, count: count))
    #expect(transport.refreshes == 1)
    #expect(await api.refresher.refreshCount == 1)
    #expect(prefs.refreshToken == nil)
    #expect(
      logger.lines.filter { $0.contains("session") && $0.contains("over") }.count == 1, "\(logger.lines)")
  }

  /// After the session has ended (the app signs out, clearing both tokens), a request that
  /// comes late is not sent at all: it fails as the others did, and the log says nothing more.
  @Test func aRequestAfterTheSessionEndedIsNotSent() async throws {
    let transport = GatedTransport(server: server)
    let (basic, api) = providers(transport)
    try await signIn("expired@viewkit.dev", basic)
    _ = try await api.request(.profile, as: User.self)
    await #expect(throws: APIError.tokenExpired) { try await api.request(.notifications, as: [Notice].self) }
    prefs.signOut()
    let lines = logger.lines.count
    let sent = transport.sent
    await #expect(throws: APIError.tokenExpired) { try await api.request(.profile, as: User.self) }
    #expect(transport.sent == sent && logger.lines.count == lines, "\(logger.lines.suffix(2))")
    #expect(await api.refresher.refreshCount == 1)
  }

  @Test func noConnectionForTheRefreshKeepsTheSessionForARetry() async throws {
    let offline = GatedTransport(server: server, refreshOffline: true)
    let (basic, api) = providers(offline)
    try await signIn("refresh@viewkit.dev", basic)
    for _ in 0..<SampleData.refreshingTokenUses { _ = try await api.request(.profile, as: User.self) }
    let stored = prefs.refreshToken
    await #expect(throws: APIError.noConnection) { try await api.request(.profile, as: User.self) }
    #expect(prefs.refreshToken == stored && stored != nil)
    let (_, online) = providers(StubTransport(server: server))
    #expect(try await online.request(.profile, as: User.self).email == "refresh@viewkit.dev")
  }

  @Test func thePlainProviderOnlyLogs() async throws {
    let plain = APIProvider.plain(
      baseURL: "http://stub", clientKey: secrets.clientKey, transport: StubTransport(server: server),
      logger: logger)
    #expect(plain.plugins.count == 1 && plain.plugins.first is LoggingPlugin)
    let configuration = try await plain.request(.configuration, as: AppConfiguration.self)
    #expect(configuration == AppConfiguration())
    #expect(logger.lines == ["INFO    [api] GET /config: 200"])
  }
}
