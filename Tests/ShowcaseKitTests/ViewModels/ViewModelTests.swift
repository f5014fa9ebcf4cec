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
    model.email.insert(text)
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
    model.email = TextFieldState("ada@example.com")
    model.password = TextFieldState(SampleData.password)
    model.signIn()
    #expect(model.status.hud != nil)
    await fixture.runner.finishAll()
    #expect(model.status.hud == nil)
    #expect(outcome == .signedIn(User(name: "Ada Lovelace", email: "ada@example.com")))
    #expect(fixture.prefs.accessToken != nil)
  }

  @Test func aWrongPasswordShowsAnAlert() async {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    model.email = TextFieldState("ada@example.com")
    model.password = TextFieldState("wrong")
    model.signIn()
    await fixture.runner.finishAll()
    #expect(model.status.alert?.title == "Sign-in failed")
    #expect(model.status.hud == nil)
  }

  @Test func aFailedValidationMovesFocusToTheField() {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    model.email = TextFieldState("ada@example.com")
    model.focus = .signIn
    model.signIn()
    #expect(model.focus == .password)
    model.email = TextFieldState("ada")
    model.signIn()
    #expect(model.focus == .email)
  }

  @Test func intentsLeadOnward() {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    var outcomes: [LoginViewModel.Outcome] = []
    model.start { outcomes.append($0) }
    model.createAccount()
    model.forgotPassword()
    #expect(outcomes == [.register, .forgotPassword])
    model.toggleReveal()
    #expect(model.revealPassword)
  }
}

@Suite struct TutorialAndSplashTests {
  @Test func tutorialPagesAndSkipping() {
    let fixture = Fixture()
    let model = TutorialViewModel(prefs: fixture.prefs)
    var done = false
    model.start { done = true }
    model.next()
    model.back()
    model.back()
    #expect(model.page == 0)
    model.next()
    model.next()
    #expect(model.isLastPage)
    model.done()
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
    model.markAllRead()
    #expect(model.unread == 0)
  }

  @Test func openAndCloseAPost() async {
    let (model, _, _) = await signedIn()
    model.open(1)
    #expect(model.detail?.id == 2)
    #expect(model.feed.selection == 1)
    model.closeDetail()
    #expect(model.detail == nil)
    model.open(99)
    #expect(model.detail == nil)
  }

  @Test func showingATabPutsFocusInIt() async {
    let (model, _, _) = await signedIn()
    model.show(.search)
    #expect(model.tab == .search && model.focus == .search)
    model.query.insert("TURING")
    #expect(model.results.map(\.author) == ["Alan Turing"])
    model.leaveSearch()
    #expect(model.focus == .tabBar)
    model.select(.profile)
    #expect(model.tab == .profile && model.focus == .tabBar)
  }

  @Test func themeSwitchIsRemembered() async {
    let (model, fixture, _) = await signedIn()
    #expect(model.themeName == "auto" && model.theme.name == "dark")
    model.automaticTheme = { .light }
    #expect(model.theme.name == "light")
    model.nextTheme()
    #expect(model.theme.name == "dark")
    model.nextTheme()
    #expect(model.theme.name == "light")
    #expect(fixture.prefs.themeName == "light")
    for _ in 0..<3 { model.nextTheme() }
    #expect(model.themeName == "auto" && fixture.prefs.themeName == nil)
  }

  @Test func signOutAsksFirstWithFocusOnCancel() async {
    let (model, fixture, signedOut) = await signedIn()
    model.confirmSignOut()
    let alert = model.status.alert
    #expect(alert?.title == "Sign out?")
    #expect(alert.map { $0.actions[$0.focused].role } == .cancel)
    #expect(!signedOut())
    alert?.actions.first { $0.role == .destructive }?.handler?()
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
