import Foundation
import Testing

@testable import ShowcaseKit

func provider(
  _ scenario: StubTransport.Scenario = .normal, token: String? = "tok", log: LoggingPlugin = LoggingPlugin()
)
  -> APIProvider
{
  APIProvider(
    environment: .dev, transport: StubTransport(latency: .zero, scenario: scenario),
    plugins: [AccessTokenPlugin { token }, log, ErrorProcessingPlugin()])
}

@Suite struct APITests {
  @Test func signInWithTheSamplePassword() async throws {
    let answer = try await provider().request(
      .login(email: "ada@example.com", password: SampleData.password), as: AuthResponse.self)
    #expect(answer.user.email == "ada@example.com")
    #expect(!answer.token.isEmpty)
  }

  @Test func wrongPasswordIsInvalidCredentials() async {
    await #expect(throws: APIError.invalidCredentials) {
      try await provider().request(.login(email: "a@b.c", password: "nope"), as: AuthResponse.self)
    }
  }

  @Test func feedDecodes() async throws {
    let posts = try await provider().request(.posts, as: [Post].self)
    #expect(posts.count == 5)
    #expect(posts.contains { $0.author == "山田太郎" })
  }

  @Test(arguments: [
    (StubTransport.Scenario.offline, APIError.noConnection), (.expiredToken, .tokenExpired),
    (.serverError, .server(status: 500)),
  ])
  func scenariosFailAsARealNetworkWould(_ scenario: StubTransport.Scenario, _ expected: APIError) async {
    await #expect(throws: expected) { try await provider(scenario).request(.posts, as: [Post].self) }
  }

  @Test func expiredTokenOnlyHitsAuthorisedRequests() async throws {
    _ = try await provider(.expiredToken).request(.forgotPassword(email: "a@b.c"), as: Empty.self)
  }

  @Test func accessTokenIsAddedOnlyWhereNeeded() {
    let plugin = AccessTokenPlugin { "abc" }
    let posts = plugin.prepare(APIRequest(target: .posts, url: "u", headers: [:]))
    #expect(posts.headers["Authorization"] == "Bearer abc")
    let login = plugin.prepare(APIRequest(target: .login(email: "e", password: "p"), url: "u", headers: [:]))
    #expect(login.headers["Authorization"] == nil)
  }

  @Test func theLogNeverHoldsAPassword() async throws {
    let log = LoggingPlugin()
    _ = try? await provider(log: log).request(
      .login(email: "a@b.c", password: "hunter2"), as: AuthResponse.self)
    #expect(log.lines.count == 2)
    #expect(log.lines[0].contains("POST http://localhost:8080/api/auth/login"))
    #expect(!log.lines.joined().contains("hunter2"))
  }

  @Test func errorsHaveAlertText() {
    #expect(APIError.noConnection.alertText.title == "No connection")
    #expect(APIError.server(status: 503).alertText.message.contains("503"))
  }

  @Test func environmentsByName() {
    #expect((try? AppEnvironment.named("STAGING").get()) == .staging)
    guard case .failure(let error) = AppEnvironment.named("qa") else {
      Issue.record("qa should not be an environment")
      return
    }
    #expect(error.description.contains("dev, staging, prod"))
  }
}
