import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct SplashAndTutorialTests {
  @Test func theSplashDecidesWhereToGo() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let prefs = Prefs(store: MemoryPrefsStore())
    func outcome() async -> SplashViewModel.Outcome? {
      let model = SplashViewModel(
        restore: RestoreSessionUseCase(auth: gateway, session: prefs), tutorial: prefs, runner: runner)
      var outcome: SplashViewModel.Outcome?
      model.start { outcome = $0 }
      #expect(model.checking)
      await runner.finishAll()
      #expect(!model.checking)
      return outcome
    }
    #expect(await outcome() == .tutorial)
    prefs.tutorialShown = true
    #expect(await outcome() == .auth(expired: false))
    let sam = User(name: "Sam", email: "sam@x.dev")
    prefs.signIn(sam, token: "t")
    gateway.userResult = .success(sam)
    #expect(await outcome() == .main(sam))
    gateway.userResult = .failure(.noConnection)
    #expect(await outcome() == .main(sam))
    gateway.userResult = .failure(.tokenExpired)
    #expect(await outcome() == .auth(expired: true))
  }

  @Test func aRequiredUpdateStopsTheSplashBeforeTheSession() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let prefs = Prefs(store: MemoryPrefsStore())
    prefs.signIn(User(name: "Sam", email: "sam@x.dev"), token: "t")
    gateway.configurationResult = .success(AppConfiguration(minimumVersion: "3.1"))
    let model = SplashViewModel(
      restore: RestoreSessionUseCase(auth: gateway, session: prefs),
      checkUpdate: CheckForUpdateUseCase(gateway: gateway), tutorial: prefs, runner: runner)
    var outcome: SplashViewModel.Outcome?
    model.start { outcome = $0 }
    await runner.finishAll()
    #expect(outcome == nil && model.updateRequired == "3.1" && !model.checking)
    #expect(gateway.calls == ["configuration"], "the session is not checked")
  }

  @Test func theTutorialPagesAndIsRemembered() {
    let prefs = Prefs(store: MemoryPrefsStore())
    let model = TutorialViewModel(prefs: prefs)
    var done = 0
    model.start { done += 1 }
    model.back()
    #expect(model.page == 0)
    model.next()
    model.next()
    #expect(model.isLastPage && done == 0)
    model.next()
    #expect(done == 1 && prefs.tutorialShown)
  }
}
