import Testing
import ViewKit

@testable import ShowcaseKit

struct Fixture {
  let prefs = Prefs(store: MemoryPrefsStore())
  let runner = ManualEffectRunner()
  var scenario = StubTransport.Scenario.normal

  var api: APIProvider { provider(scenario, token: prefs.accessToken) }
  var services: AppServices { AppServices(prefs: prefs, api: api, runner: runner) }

  func type(_ text: String, into model: LoginViewModel) {
    for character in text { model.handle(.character(character)) }
  }
}

@Suite struct LoginViewModelTests {
  @Test func validationNamesEachProblem() {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    model.signIn()
    #expect(model.emailError == "Enter your email")
    #expect(model.passwordError == "Enter your password")
    #expect(fixture.runner.count == 0)
    fixture.type("ada@", into: model)
    #expect(!model.validate())
    #expect(model.emailError == "Enter a whole email address")
  }

  @Test func signingInShowsTheHUDThenFinishes() async {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    var outcome: LoginViewModel.Outcome?
    model.start { outcome = $0 }
    fixture.type("ada@example.com", into: model)
    model.handle(.tab)
    fixture.type(SampleData.password, into: model)
    model.handle(.enter)
    #expect(model.status.hud != nil)
    await fixture.runner.finishAll()
    #expect(model.status.hud == nil)
    #expect(outcome == .signedIn(User(name: "Ada Lovelace", email: "ada@example.com")))
    #expect(fixture.prefs.accessToken != nil)
  }

  @Test func aWrongPasswordShowsAnAlertAndKeysDismissIt() async {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    fixture.type("ada@example.com", into: model)
    model.handle(.tab)
    fixture.type("wrong", into: model)
    model.signIn()
    await fixture.runner.finishAll()
    #expect(model.status.alert?.title == "Sign-in failed")
    model.handle(.character("x"))
    #expect(model.password.text == "wrong", "keys go to the alert while it shows")
    model.handle(.enter)
    #expect(model.status.alert == nil)
  }

  @Test func focusCyclesAndEditingIsGraphemeAware() {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    model.handle(.paste("山田@例え.jp👍🏽"))
    model.handle(.backspace)
    #expect(model.email.text == "山田@例え.jp")
    for _ in 0..<5 { model.handle(.tab) }
    #expect(model.focus == .email)
    model.handle(.backTab)
    #expect(model.focus == .forgot)
  }
}

@Suite struct TutorialAndSplashTests {
  @Test func tutorialPagesAndSkipping() {
    let fixture = Fixture()
    let model = TutorialViewModel(prefs: fixture.prefs)
    var done = false
    model.start { done = true }
    model.handle(.right([]))
    model.handle(.left([]))
    model.handle(.left([]))
    #expect(model.page == 0)
    model.handle(.character("s"))
    #expect(done && fixture.prefs.tutorialShown)
  }

  @Test func splashDecides() async {
    var fixture = Fixture()
    var outcome: SplashViewModel.Outcome?
    SplashViewModel(services: fixture.services).start { outcome = $0 }
    #expect(outcome == .tutorial)
    fixture.prefs.tutorialShown = true
    SplashViewModel(services: fixture.services).start { outcome = $0 }
    #expect(outcome == .auth)
    fixture.prefs.accessToken = "stored"
    // The coordinator keeps the current model alive; here a local does.
    let checking = SplashViewModel(services: fixture.services)
    checking.start { outcome = $0 }
    #expect(checking.message == "Signing you in…")
    await fixture.runner.finishAll()
    #expect(outcome == .main(User(name: "Ada Lovelace", email: "ada@example.com")))
    fixture.scenario = .expiredToken
    let expired = SplashViewModel(services: fixture.services)
    expired.start { outcome = $0 }
    await fixture.runner.finishAll()
    #expect(outcome == .auth)
    #expect(fixture.prefs.accessToken == nil)
  }
}

@Suite struct MainViewModelTests {
  func signedIn(_ scenario: StubTransport.Scenario = .normal) async -> (MainViewModel, Fixture, () -> Bool) {
    var fixture = Fixture()
    fixture.scenario = scenario
    fixture.prefs.accessToken = "t"
    let model = MainViewModel(user: User(name: "Ada", email: "a@b.c"), services: fixture.services)
    var signedOut = false
    model.start { signedOut = true }
    await fixture.runner.finishAll()
    return (model, fixture, { signedOut })
  }

  @Test func loadsFeedAndNotifications() async {
    let (model, _, _) = await signedIn()
    #expect(model.posts.count == 5)
    #expect(model.unread == 2)
    model.handle(.tab)
    model.handle(.tab)
    model.handle(.character("r"))
    #expect(model.unread == 0)
  }

  @Test func openAndCloseAPost() async {
    let (model, _, _) = await signedIn()
    model.handle(.down([]))
    model.handle(.enter)
    #expect(model.detail?.id == 2)
    model.handle(.escape)
    #expect(model.detail == nil)
  }

  @Test func searchFilters() async {
    let (model, _, _) = await signedIn()
    model.handle(.character("2"))
    for character in "TURING" { model.handle(.character(character)) }
    #expect(model.results.map(\.author) == ["Alan Turing"])
  }

  @Test func themeSwitchIsRemembered() async {
    let (model, fixture, _) = await signedIn()
    model.handle(.character("4"))
    model.handle(.character("t"))
    #expect(model.theme.name == "light")
    #expect(fixture.prefs.themeName == "light")
  }

  @Test func signOutAsksFirst() async {
    let (model, fixture, signedOut) = await signedIn()
    model.handle(.character("4"))
    model.handle(.character("o"))
    #expect(model.status.alert?.title == "Sign out?")
    model.handle(.escape)
    #expect(!signedOut())
    model.handle(.character("o"))
    model.handle(.enter)
    #expect(signedOut())
    #expect(fixture.prefs.accessToken == nil)
  }

  @Test func anExpiredSessionSignsOutWithAnAlert() async {
    let (model, _, signedOut) = await signedIn(.expiredToken)
    #expect(model.status.alert?.title == "Session expired")
    #expect(signedOut())
  }

  @Test func noConnectionIsAnAlertNotACrash() async {
    let (model, _, signedOut) = await signedIn(.offline)
    #expect(model.status.alert?.title == "No connection")
    #expect(!signedOut())
    #expect(model.posts.isEmpty)
  }
}
