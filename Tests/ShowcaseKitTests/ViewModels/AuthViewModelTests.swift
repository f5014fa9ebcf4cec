import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct LoginViewModelTests {
  let gateway = FakeGateway()
  let runner = ManualEffectRunner()
  let prefs = Prefs(store: MemoryPrefsStore())

  func model() -> LoginViewModel {
    LoginViewModel(signIn: SignInUseCase(auth: gateway, session: prefs), basic: makeBasic(runner))
  }

  @Test func errorsShowOnceAFieldIsLeftAndFollowTheText() {
    let model = model()
    model.email = TextFieldState("ada")
    #expect(model.emailError == nil, "no error before the @ while the field is being typed in")
    model.email = TextFieldState("ada@")
    #expect(model.emailError == .wholeEmail, "as you type, once the @ is there")
    model.email = TextFieldState("ada")
    model.moveFocus(to: .password)
    #expect(model.emailError == .wholeEmail)
    #expect(model.passwordError == nil)
    model.email = TextFieldState("ada@example.com")
    #expect(model.emailError == nil)
    model.email = TextFieldState("")
    #expect(model.emailError == .enterEmail)
  }

  @Test func submittingWithAProblemFocusesTheFirstFieldAtFault() {
    let model = model()
    model.submit()
    #expect(model.focus == .email && model.emailError == .enterEmail && model.passwordError == .enterPassword)
    model.email = TextFieldState("ada@example.com")
    model.submit()
    #expect(model.focus == .password)
    #expect(runner.count == 0)
  }

  @Test func signingInShowsTheHUDThenFinishesWithTheUser() async {
    let sam = User(name: "Sam", email: "sam@x.dev")
    gateway.signInResult = .success(AuthResponse(token: "t", refreshToken: "r", user: sam))
    let model = model()
    var outcome: LoginViewModel.Outcome?
    model.start { outcome = $0 }
    model.email = TextFieldState("sam@x.dev")
    model.password = TextFieldState("pw")
    model.submit()
    #expect(model.basic.hud != nil)
    await runner.finishAll()
    #expect(model.basic.hud == nil && outcome == .signedIn(sam))
    #expect(prefs.accessToken == "t")
  }

  @Test func theServersRefusalIsAnAlertInItsOwnWords() async {
    gateway.signInResult = .failure(
      .serverError(
        APIErrorDetail(code: "invalid_credentials", message: "The email or password is incorrect.")))
    let model = model()
    var outcome: LoginViewModel.Outcome?
    model.start { outcome = $0 }
    model.email = TextFieldState("sam@x.dev")
    model.password = TextFieldState("pw")
    model.submit()
    await runner.finishAll()
    #expect(outcome == nil)
    #expect(model.basic.alert?.title == "Sign-in failed")
    #expect(model.basic.alert?.message == "The email or password is incorrect.")
    #expect(model.focus == .password)
  }

  @Test func noConnectionWhileSigningInIsAnAlertNotABanner() async {
    let model = model()
    model.email = TextFieldState("sam@x.dev")
    model.password = TextFieldState("pw")
    model.submit()
    await runner.finishAll()
    #expect(model.basic.alert?.title == "No connection")
    #expect(!model.basic.isOffline)
  }

  @Test func theDemoAccountsAreListed() {
    #expect(
      model().demoAccounts.map(\.email) == [
        "demo@viewkit.dev", "refresh@viewkit.dev", "expired@viewkit.dev", "offline@viewkit.dev",
      ])
  }
}

@Suite struct RegistrationViewModelTests {
  let gateway = FakeGateway()
  let runner = ManualEffectRunner()

  func model() -> RegistrationViewModel {
    RegistrationViewModel(
      register: RegisterUseCase(auth: gateway, session: Prefs(store: MemoryPrefsStore())),
      basic: makeBasic(runner))
  }

  @Test func everyRuleHasItsMessage() {
    let model = model()
    model.submit()
    #expect(model.focus == .name)
    #expect(
      RegistrationViewModel.Focus.allCases.map { model.error($0) }
        == [.enterName, .enterEmail, .shortPassword, nil, .termsRequired, nil])
    model.password = TextFieldState("long enough")
    model.confirm = TextFieldState("long enouhg")
    #expect(model.error(.password) == nil && model.error(.confirm) == .passwordsDiffer)
    #expect(runner.count == 0)
  }

  @Test func aValidFormCreatesTheAccount() async {
    let nia = User(name: "Nia", email: "nia@x.dev")
    gateway.signInResult = .success(AuthResponse(token: "t", refreshToken: "r", user: nia))
    let model = model()
    var finished: User?
    model.start { finished = $0 }
    model.name = TextFieldState("Nia")
    model.email = TextFieldState("nia@x.dev")
    model.password = TextFieldState("long enough")
    model.confirm = TextFieldState("long enough")
    model.acceptsTerms = true
    model.submit()
    #expect(model.basic.hud != nil)
    await runner.finishAll()
    #expect(finished == nia && gateway.calls == ["register nia@x.dev"])
  }

  @Test func aTakenAddressIsTheServersAlert() async {
    gateway.signInResult = .failure(
      .serverError(APIErrorDetail(code: "email_taken", message: "An account with this email already exists."))
    )
    let model = model()
    model.name = TextFieldState("Nia")
    model.email = TextFieldState("nia@x.dev")
    model.password = TextFieldState("long enough")
    model.confirm = TextFieldState("long enough")
    model.acceptsTerms = true
    model.submit()
    await runner.finishAll()
    #expect(model.basic.alert?.title == "Could not create the account")
    #expect(model.basic.alert?.message == "An account with this email already exists.")
  }
}

@Suite struct ForgotPasswordViewModelTests {
  @Test func sendsOnlyAWholeAddressAndSaysSo() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    let model = ForgotPasswordViewModel(reset: ResetPasswordUseCase(auth: gateway), basic: makeBasic(runner))
    model.email = TextFieldState("ada")
    model.submit()
    #expect(model.emailError == .wholeEmail && runner.count == 0)
    model.email = TextFieldState("ada@example.com")
    model.submit()
    await runner.finishAll()
    #expect(model.sent && gateway.calls == ["reset ada@example.com"])
  }
}
