import Testing

@testable import ShowcaseKit

/// The use cases over fake gateways and prefs in memory.
@Suite struct UseCaseTests {
  let gateway = FakeGateway()
  let prefs = Prefs(store: MemoryPrefsStore())
  let sam = User(name: "Sam", email: "sam@x.dev")

  @Test func signingInKeepsTheSessionAndAFailureKeepsNothing() async throws {
    gateway.signInResult = .success(AuthResponse(token: "t1", refreshToken: "r1", user: sam))
    let useCase = SignInUseCase(auth: gateway, session: prefs)
    #expect(try await useCase.execute(email: "  sam@x.dev ", password: "p") == sam)
    #expect(gateway.calls == ["signIn sam@x.dev"])
    #expect(prefs.accessToken == "t1" && prefs.user == User(name: "Sam", email: "sam@x.dev"))
    #expect(prefs.refreshToken == "r1")
    prefs.signOut()
    gateway.signInResult = .failure(.serverError(APIErrorDetail(code: "c", message: "m")))
    await #expect(throws: APIError.self) { try await useCase.execute(email: "sam@x.dev", password: "p") }
    #expect(prefs.accessToken == nil && prefs.user == nil)
  }

  @Test func restoringASessionAsksTheServerOnlyWhenThereIsAToken() async {
    let useCase = RestoreSessionUseCase(auth: gateway, session: prefs)
    #expect(await useCase.execute() == .none)
    #expect(gateway.calls.isEmpty)
    prefs.signIn(sam, token: "stored")
    gateway.userResult = .success(sam)
    #expect(await useCase.execute() == .valid(sam))
    gateway.userResult = .failure(.noConnection)
    #expect(await useCase.execute() == .unreachable(prefs.user))
    #expect(prefs.accessToken == "stored")
    gateway.userResult = .failure(.serverError(APIErrorDetail(code: "http_500", message: "")))
    #expect(await useCase.execute() == .unreachable(prefs.user))
    gateway.userResult = .failure(.tokenExpired)
    #expect(await useCase.execute() == .expired)
    #expect(prefs.accessToken == nil && prefs.user == nil)
  }

  @Test func aSessionWithOnlyARefreshTokenIsStillChecked() async {
    let useCase = RestoreSessionUseCase(auth: gateway, session: prefs)
    prefs.signIn(sam, token: "old", refreshToken: "r")
    prefs.accessToken = nil
    gateway.userResult = .success(sam)
    #expect(await useCase.execute() == .valid(sam))
    #expect(gateway.calls == ["me"])
    #expect(prefs.refreshToken == "r", "checking the session keeps the tokens")
  }

  @Test func versionsCompareNumberByNumber() {
    #expect(AppVersion.isOlder("1.0", than: "1.1"))
    #expect(AppVersion.isOlder("1.9", than: "1.10"))
    #expect(!AppVersion.isOlder("1.0", than: "1"))
    #expect(!AppVersion.isOlder("2.0", than: "1.99"))
    #expect(!AppVersion.isOlder("1.0", than: "0"))
    #expect(AppVersion.isOlder("1.0", than: "1.0.1"))
  }

  @Test func anUpdateIsRequiredOnlyWhenTheServerSaysSo() async {
    let useCase = CheckForUpdateUseCase(gateway: gateway, version: "1.0")
    #expect(await useCase.execute() == .upToDate)
    gateway.configurationResult = .success(AppConfiguration(minimumVersion: "1.2"))
    #expect(await useCase.execute() == .required(minimum: "1.2"))
    gateway.configurationResult = .failure(.noConnection)
    #expect(await useCase.execute() == .upToDate, "a check that cannot be made blocks nothing")
  }

  @Test func aLikeIsShownAtOnceThenSent() async throws {
    let useCase = ToggleLikeUseCase(feed: gateway)
    let shown = useCase.optimistic(samplePost(3, likes: 10))
    #expect(shown.liked && shown.likes == 11)
    let back = useCase.optimistic(shown)
    #expect(!back.liked && back.likes == 10)
    #expect(useCase.optimistic(samplePost(4, likes: 0, liked: true)).likes == 0)
    gateway.likeResult = .success(shown)
    #expect(try await useCase.execute(shown) == shown)
    #expect(gateway.calls == ["like 3"])
  }

  @Test func aBlankSearchNeverAsksTheServer() async throws {
    let useCase = SearchUseCase(search: gateway)
    #expect(try await useCase.execute("   ") == SearchResults())
    #expect(gateway.calls.isEmpty)
    _ = try await useCase.execute(" ada ")
    #expect(gateway.calls == ["search ada"])
  }

  @Test func signingOutKeepsTheChoices() {
    prefs.signIn(sam, token: "t")
    prefs.tutorialShown = true
    prefs.themeName = "light"
    prefs.refreshToken = "r"
    SignOutUseCase(session: prefs).execute()
    #expect(prefs.accessToken == nil && prefs.refreshToken == nil && prefs.user == nil)
    #expect(prefs.tutorialShown && prefs.themeName == "light")
  }
}
