import Foundation
import Testing

@testable import ShowcaseKit

/// The stub server through the provider and its plugins, as the app talks to it.
@Suite struct StubServerTests {
  let secrets = AppEnvironment.dev.secrets
  let server: StubServer
  let token = TokenBox()

  /// The token the provider sends: set by sign-in, or forged by a test.
  final class TokenBox: @unchecked Sendable {
    var value: String?
  }

  init() {
    server = StubServer(clientKey: secrets.clientKey, signingKey: secrets.tokenSigningKey)
  }

  var api: APIProvider {
    let token = self.token
    return APIProvider(
      baseURL: "http://stub", clientKey: secrets.clientKey, transport: StubTransport(server: server),
      plugins: [AccessTokenPlugin { token.value }, ErrorProcessingPlugin()])
  }

  func signIn(_ email: String, password: String = SampleData.password) async throws(APIError) -> AuthResponse
  {
    let answer = try await api.request(.login(email: email, password: password), as: AuthResponse.self)
    token.value = answer.token
    return answer
  }

  func error<Value: Decodable>(_ target: APITarget, _ type: Value.Type) async -> APIError? {
    do throws(APIError) {
      _ = try await api.request(target, as: type)
      return nil
    } catch {
      return error
    }
  }

  @Test func theDemoAccountSignsInAndIsWhoTheServerSays() async throws {
    let answer = try await signIn("Demo@ViewKit.dev")
    #expect(answer.user.name == "Sam Rivera")
    #expect(answer.token.hasPrefix("vk1."))
    let me = try await api.request(.profile, as: User.self)
    #expect(me.email == "demo@viewkit.dev" && me.followers == 2_048)
  }

  @Test func aWrongPasswordGetsTheServersMessage() async {
    var failure: APIError?
    do throws(APIError) { _ = try await signIn("demo@viewkit.dev", password: "nope") } catch {
      failure = error
    }
    #expect(
      failure
        == .serverError(
          APIErrorDetail(code: "invalid_credentials", message: "The email or password is incorrect.")))
  }

  @Test func messagesComeInTheLanguageAsked() async {
    let api = APIProvider(
      baseURL: "", clientKey: secrets.clientKey, transport: StubTransport(server: server),
      plugins: [AcceptLanguagePlugin { .ja }, ErrorProcessingPlugin()])
    var failure: APIError?
    do throws(APIError) {
      _ = try await api.request(.login(email: "demo@viewkit.dev", password: "no"), as: AuthResponse.self)
    } catch { failure = error }
    let message = "メールアドレスまたはパスワードが正しくありません。"
    #expect(failure == .serverError(APIErrorDetail(code: "invalid_credentials", message: message)))
  }

  @Test func forgedAlteredAndMissingTokensAreRefused() async throws {
    _ = try await signIn("demo@viewkit.dev")
    let issued = try #require(token.value)
    for forged in [
      "garbage", "vk1.AAAA.0000000000000000", issued.dropLast() + (issued.last == "0" ? "1" : "0"),
      "vk1." + issued.dropFirst(5),
    ] {
      token.value = String(forged)
      #expect(await error(.profile, User.self) == .tokenExpired, "\(forged)")
    }
    token.value = nil
    #expect(await error(.posts(page: 0), FeedPage.self) == .tokenExpired)
  }

  func request(_ server: StubServer, _ target: APITarget, token: String) throws -> APIResponse {
    var request = APIRequest(target: target, url: "", headers: ["X-Client-Key": secrets.clientKey])
    request.headers["Authorization"] = "Bearer \(token)"
    return try server.handle(request)
  }

  func code(_ response: APIResponse) -> String? {
    (try? JSONDecoder().decode(APIErrorDetail.self, from: response.data))?.code
  }

  @Test func anAccessTokenLivesOnlyAsLongAsItsRunButARefreshTokenLastsLonger() async throws {
    let answer = try await signIn("demo@viewkit.dev")
    #expect(try request(server, .profile, token: answer.token).status == 200)
    let later = StubServer(clientKey: secrets.clientKey, signingKey: secrets.tokenSigningKey)
    let refused = try request(later, .profile, token: answer.token)
    #expect(refused.status == 401 && code(refused) == "token_expired")
    let pair = try JSONDecoder().decode(
      TokenPair.self, from: later.handle(refreshRequest(answer.refreshToken)).data)
    #expect(try request(later, .profile, token: pair.accessToken).status == 200)
    let otherKey = StubServer(clientKey: secrets.clientKey, signingKey: "another key")
    #expect(try otherKey.handle(refreshRequest(answer.refreshToken)).status == 401)
  }

  func refreshRequest(_ token: String) -> APIRequest {
    APIRequest(target: .refresh(token: token), url: "", headers: ["X-Client-Key": secrets.clientKey])
  }

  @Test func aRefreshTokenIsUsedOnceAndNeverAsAnAccessToken() async throws {
    let answer = try await signIn("demo@viewkit.dev")
    #expect(try request(server, .profile, token: answer.refreshToken).status == 401)
    #expect(
      try server.handle(refreshRequest(answer.token)).status == 401, "an access token is no refresh token")
    let first = try server.handle(refreshRequest(answer.refreshToken))
    #expect(first.status == 200)
    let again = try server.handle(refreshRequest(answer.refreshToken))
    #expect(again.status == 401 && code(again) == "refresh_revoked")
    let pair = try JSONDecoder().decode(TokenPair.self, from: first.data)
    #expect(try server.handle(refreshRequest(pair.refreshToken)).status == 200, "the new one works once")
    #expect(server.refreshCount == 2)
  }

  @Test func theRefreshingAccountsAccessTokenExpiresEveryFewRequests() async throws {
    let answer = try await signIn("refresh@viewkit.dev")
    for _ in 0..<SampleData.refreshingTokenUses {
      #expect(try request(server, .profile, token: answer.token).status == 200)
    }
    let expired = try request(server, .profile, token: answer.token)
    #expect(expired.status == 401 && code(expired) == "token_expired")
    #expect(try server.handle(refreshRequest(answer.refreshToken)).status == 200)
  }

  @Test func theExpiringAccountsTokenExpiresAfterItsFirstRequestAndCannotBeRefreshed() async throws {
    let answer = try await signIn("expired@viewkit.dev")
    _ = try await api.request(.profile, as: User.self)
    #expect(await error(.posts(page: 0), FeedPage.self) == .tokenExpired)
    #expect(await error(.profile, User.self) == .tokenExpired)
    let refused = try server.handle(refreshRequest(answer.refreshToken))
    #expect(refused.status == 401 && code(refused) == "refresh_expired")
  }

  @Test func theOfflineAccountLosesTheConnectionThenGetsItBack() async throws {
    _ = try await signIn("offline@viewkit.dev")
    #expect(await error(.posts(page: 0), FeedPage.self) == .noConnection)
    #expect(await error(.notifications, [Notice].self) == .noConnection)
    #expect(try await api.request(.posts(page: 0), as: FeedPage.self).posts.count == 10)
  }

  @Test func anUnknownClientIsRefused() async {
    let api = APIProvider(
      baseURL: "", clientKey: "someone else", transport: StubTransport(server: server),
      plugins: [ErrorProcessingPlugin()])
    var failure: APIError?
    do throws(APIError) {
      _ = try await api.request(
        .login(email: "demo@viewkit.dev", password: SampleData.password), as: AuthResponse.self)
    } catch { failure = error }
    guard case .serverError(let detail) = failure else {
      Issue.record("expected a refusal, got \(String(describing: failure))")
      return
    }
    #expect(detail.code == "unknown_client")
  }

  @Test func theFeedComesInPagesOfTen() async throws {
    _ = try await signIn("demo@viewkit.dev")
    var all: [Post] = []
    var page = 0
    while true {
      let answer = try await api.request(.posts(page: page), as: FeedPage.self)
      all += answer.posts
      page += 1
      if !answer.hasMore { break }
    }
    #expect(page == 4 && all.count == SampleData.posts.count && all.count >= 30)
    #expect(Set(all.map(\.id)).count == all.count)
    #expect(try await api.request(.posts(page: 99), as: FeedPage.self).posts.isEmpty)
  }

  @Test func likesAreKeptAndTheLockedPostRefusesThem() async throws {
    _ = try await signIn("demo@viewkit.dev")
    let liked = try await api.request(.like(postID: 1), as: Post.self)
    #expect(liked.liked && liked.likes == SampleData.posts[0].likes + 1)
    #expect(try await api.request(.posts(page: 0), as: FeedPage.self).posts[0].liked)
    let unliked = try await api.request(.unlike(postID: 1), as: Post.self)
    #expect(!unliked.liked && unliked.likes == SampleData.posts[0].likes)
    let locked = await error(.like(postID: SampleData.lockedPostID), Post.self)
    #expect(
      locked
        == .serverError(
          APIErrorDetail(code: "likes_off", message: "The author turned off likes for this post.")))
  }

  @Test func searchFindsPeopleAndPostsIgnoringCase() async throws {
    _ = try await signIn("demo@viewkit.dev")
    let found = try await api.request(.search(query: "ADA"), as: SearchResults.self)
    #expect(found.users.map(\.handle) == ["ada", "yamada"])
    #expect(
      found.posts.allSatisfy {
        $0.author == "Ada Lovelace" || "\($0.title) \($0.body)".lowercased().contains("ada")
      })
    #expect(!found.posts.isEmpty)
    #expect(try await api.request(.search(query: "端末"), as: SearchResults.self).posts.count >= 2)
  }

  @Test func aPersonsPageHasTheirPostsOnly() async throws {
    _ = try await signIn("demo@viewkit.dev")
    let page = try await api.request(.person(handle: "ada"), as: PersonPage.self)
    #expect(page.user.name == "Ada Lovelace" && page.posts.count == 3)
    #expect(page.posts.allSatisfy { $0.handle == "ada" })
    guard case .serverError(let detail) = await error(.person(handle: "nobody"), PersonPage.self) else {
      Issue.record("expected not_found")
      return
    }
    #expect(detail.code == "not_found")
  }

  @Test func notificationsStayReadOnceMarked() async throws {
    _ = try await signIn("demo@viewkit.dev")
    #expect(try await api.request(.notifications, as: [Notice].self).filter { !$0.read }.count == 3)
    _ = try await api.request(.markNotificationsRead, as: Empty.self)
    #expect(try await api.request(.notifications, as: [Notice].self).allSatisfy(\.read))
  }

  @Test func registrationChecksThePasswordAndTheAddress() async throws {
    #expect(
      await error(.register(name: "A", email: "new@viewkit.dev", password: "short"), AuthResponse.self)
        == .serverError(
          APIErrorDetail(code: "weak_password", message: "The password must have 8 characters or more.")))
    #expect(
      await error(.register(name: "A", email: "demo@viewkit.dev", password: "long enough"), AuthResponse.self)
        == .serverError(
          APIErrorDetail(code: "email_taken", message: "An account with this email already exists.")))
    let made = try await api.request(
      .register(name: "Nia", email: "nia@viewkit.dev", password: "long enough"), as: AuthResponse.self)
    #expect(made.user.name == "Nia")
    _ = try await signIn("nia@viewkit.dev", password: "long enough")
  }
}

/// The plugins on their own.
@Suite struct PluginTests {
  let request = APIRequest(target: .posts(page: 0), url: "u")

  @Test func errorProcessingReadsTheServersDetail() {
    let plugin = ErrorProcessingPlugin()
    #expect(throws: APIError.tokenExpired) {
      try plugin.process(APIResponse(status: 401, data: Data()), for: request)
    }
    let login = APIRequest(target: .login(email: "a", password: "b"), url: "u")
    #expect(throws: APIError.serverError(APIErrorDetail(code: "x", message: "Why"))) {
      try plugin.process(
        APIResponse(status: 401, data: Data(#"{"code":"x","message":"Why"}"#.utf8)), for: login)
    }
    #expect(
      throws: APIError.serverError(APIErrorDetail(code: "http_502", message: "The server answered 502."))
    ) {
      try plugin.process(APIResponse(status: 502, data: Data("<html>".utf8)), for: request)
    }
    #expect((try? plugin.process(APIResponse(status: 204, data: Data()), for: request)) != nil)
  }

  @Test func theAccessTokenGoesOnlyWhereItIsNeeded() {
    let plugin = AccessTokenPlugin { "t" }
    #expect(plugin.prepare(request).headers["Authorization"] == "Bearer t")
    let login = APIRequest(target: .login(email: "a", password: "b"), url: "u")
    #expect(plugin.prepare(login).headers["Authorization"] == nil)
    #expect(AccessTokenPlugin { nil }.prepare(request).headers["Authorization"] == nil)
  }

  @Test func loggingNeverWritesPasswordsOrTokens() throws {
    let logger = MemoryLogger()
    let plugin = LoggingPlugin(logger: logger)
    var login = APIRequest(target: .login(email: "a@b.c", password: "hunter2"), url: "http://x/auth/login")
    login.headers["Authorization"] = "Bearer secret-token"
    #expect(plugin.prepare(login).headers == login.headers)
    let refusal = Data(
      #"{"code":"invalid_credentials","message":"The email or password is incorrect."}"#.utf8)
    _ = try plugin.process(APIResponse(status: 401, data: refusal), for: login)
    _ = try plugin.process(APIResponse(status: 200, data: Data()), for: login)
    plugin.failed(.noConnection, for: login)
    let text = logger.lines.joined(separator: "\n")
    #expect(logger.lines.count == 3, "one line a request, when it ends")
    #expect(!text.contains("hunter2") && !text.contains("secret-token") && !text.contains("a@b.c"))
    #expect(
      logger.lines == [
        "WARNING [api] POST /auth/login: 401, The email or password is incorrect. (invalid_credentials)",
        "INFO    [api] POST /auth/login: 200",
        "WARNING [api] POST /auth/login: no answer, no connection",
      ])
  }
}
