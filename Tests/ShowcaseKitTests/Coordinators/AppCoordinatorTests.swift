import Synchronization
import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

/// The whole app driven as a terminal would drive it, against the stub server.
@Suite struct AppCoordinatorTests {
  func signIn(_ driver: AppDriver<AppScreen>, _ email: String, password: String = SampleData.password) async {
    driver.type(email)
    driver.send(.tab)
    driver.type(password)
    driver.send(.enter)
    await driver.settle()
  }

  @Test func firstLaunchWrongPasswordThenHome() async {
    let fixture = Fixture()
    let (coordinator, driver) = await fixture.launch()
    #expect(coordinator.navigator.history == ["splash", "tutorial"])
    #expect(coordinator.children.first is TutorialCoordinator)
    driver.send(.escape)
    #expect(coordinator.navigator.history.last == "login")
    #expect(coordinator.children.count == 1 && coordinator.children.first is AuthCoordinator)
    driver.type("x")
    #expect(coordinator.navigator.model(LoginViewModel.self)?.email.text == "x")
    driver.send(.backspace)
    await signIn(driver, "demo@viewkit.dev", password: "wrong")
    #expect(driver.screen.contains("Sign-in failed"))
    #expect(driver.screen.contains("The email or password is incorrect."))
    driver.send(.enter)
    driver.send(.backTab)
    driver.send(.ctrl("u"))
    driver.type("demo@viewkit.dev")
    driver.send(.tab, .ctrl("u"))
    driver.type(SampleData.password)
    driver.send(.enter)
    #expect(driver.screen.contains("Signing in…"))
    await driver.settle()
    #expect(coordinator.navigator.history.last == "main")
    #expect(coordinator.children.count == 1 && coordinator.children.first is MainCoordinator)
    #expect(driver.screen.contains("Ada Lovelace") && driver.screen.contains("Notifications  3"))
    #expect(fixture.prefs.user?.email == "demo@viewkit.dev" && fixture.prefs.tutorialShown)
  }

  @Test func aSecondLaunchGoesStraightHome() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (coordinator, driver) = await fixture.launch()
    #expect(coordinator.navigator.history == ["splash", "main"])
    #expect(driver.screen.contains("Home"))
  }

  @Test func theExpiredAccountEndsOnLoginWithAnAlertSayingWhy() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (coordinator, driver) = await fixture.launch()
    await signIn(driver, "expired@viewkit.dev")
    #expect(coordinator.navigator.history.suffix(2) == ["main", "login"])
    #expect(driver.screen.contains("Session expired"))
    #expect(driver.screen.contains("Your session has expired."))
    #expect(fixture.prefs.accessToken == nil && fixture.prefs.user == nil)
    #expect(coordinator.children.count == 1 && coordinator.children.first is AuthCoordinator)
    let login = coordinator.navigator.model(LoginViewModel.self)
    #expect(
      login?.email.text == "expired@viewkit.dev" && login?.focus == .password, "only the password to type")
    driver.send(.enter)
    #expect(!driver.screen.contains("Session expired"))
  }

  @Test func theRefreshingAccountBrowsesTwentyScreensWithoutSigningInAgain() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (coordinator, driver) = await fixture.launch()
    await signIn(driver, "refresh@viewkit.dev")
    for round in 0..<5 {
      driver.type("2")
      driver.type(["ada", "turing", "端末", "go", "tex"][round])
      await driver.settle()
      driver.send(.escape)
      driver.type("3")
      await driver.settle()
      driver.type("4")
      await driver.settle()
      driver.type("1")
      driver.send(.end)
      await driver.settle()
    }
    #expect(coordinator.navigator.history == ["splash", "login", "main"])
    #expect(!driver.screen.contains("Session expired"))
    #expect((coordinator.navigator.model(MainViewModel.self)?.home.posts.count ?? 0) > 10, "End loaded more")
    let refreshed = fixture.logger.lines.filter { $0.contains("refreshed") }.count
    #expect(refreshed >= 5, "the token expired every three requests and was refreshed each time")
    #expect(fixture.prefs.user?.email == "refresh@viewkit.dev")
  }

  @Test func aSessionFromAnEarlierRunIsRefreshedAtTheSplash() async {
    let earlier = Fixture()
    await earlier.signIn()
    let fixture = Fixture(values: earlier.store.load().values)
    let (coordinator, driver) = await fixture.launch()
    #expect(coordinator.navigator.history == ["splash", "main"])
    #expect(driver.screen.contains("Ada Lovelace"))
    #expect(fixture.logger.lines.contains { $0.contains("refreshed") })
    #expect(fixture.prefs.refreshToken != earlier.prefs.refreshToken)
  }

  @Test func aRequiredUpdateBlocksTheSplashUntilQuit() async {
    let fixture = Fixture(serverConfiguration: AppConfiguration(minimumVersion: "1.1"))
    await fixture.signIn()
    let (coordinator, driver) = await fixture.launch()
    #expect(coordinator.navigator.history == ["splash"])
    #expect(driver.screen.contains("Update required"))
    #expect(driver.screen.contains("This version (1.0) is no longer supported."))
    #expect(!driver.isFinished)
    for key: Key in [.tab, .left, .right, "1", "q"] {
      driver.send(key)
      await driver.settle()
      #expect(!driver.isFinished, "\(key)")
    }
    #expect(coordinator.navigator.history == ["splash"] && driver.screen.contains("Update required"))
    #expect(!driver.isFinished)
    driver.send(.enter)
    #expect(driver.isFinished, "its one action quits")
    let again = Fixture(serverConfiguration: AppConfiguration(minimumVersion: "2"))
    let (_, escaped) = await again.launch()
    escaped.send(.escape)
    #expect(escaped.isFinished, "Esc picks the one action too")
  }

  @Test func aStoredTokenTheServerRefusesGoesToLoginWithTheAlert() async {
    let fixture = Fixture(values: [
      "tutorialShown": "true", "accessToken": "vk1.forged.0000000000000000", "userName": "Sam",
      "userEmail": "demo@viewkit.dev",
    ])
    let (coordinator, driver) = await fixture.launch()
    #expect(coordinator.navigator.history == ["splash", "login"])
    #expect(driver.screen.contains("Session expired"))
    #expect(fixture.prefs.accessToken == nil)
  }

  @Test func theOfflineAccountShowsTheBannerAndRecoversWithRetry() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (coordinator, driver) = await fixture.launch()
    await signIn(driver, "offline@viewkit.dev")
    #expect(coordinator.navigator.history.last == "main")
    #expect(driver.screen.contains("No connection"))
    #expect(!driver.screen.contains("Ada Lovelace"))
    #expect(fixture.prefs.accessToken != nil)
    driver.type("r")
    await driver.settle()
    #expect(!driver.screen.contains("No connection"))
    #expect(driver.screen.contains("Ada Lovelace") && driver.screen.contains("Notifications  3"))
  }

  @Test func signingOutAsksFirstThenReturnsToLoginKeepingTheTutorial() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (coordinator, driver) = await fixture.launch()
    driver.type("4")
    #expect(driver.screen.contains("Sam Rivera") && driver.screen.contains("2,048"))
    driver.type("o")
    #expect(driver.screen.contains("Sign out?"))
    let hints = driver.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(hints.contains("⏎ cancel") && hints.contains("←→ choose") && hints.contains("esc cancel"))
    #expect(!hints.contains("q quit"), "q does nothing under the alert, so the hints do not offer it")
    driver.type("q")
    #expect(!driver.isFinished && driver.screen.contains("Sign out?"))
    driver.send(.enter)
    #expect(coordinator.navigator.history.last == "main")
    driver.type("o")
    driver.send(.tab, .enter)
    #expect(coordinator.navigator.history.last == "login")
    #expect(fixture.prefs.accessToken == nil && fixture.prefs.tutorialShown)
    #expect(!driver.screen.contains("Session expired"))
  }

  @Test func openingLikingAndLoadingMore() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (coordinator, driver) = await fixture.launch(size: Size(width: 80, height: 24))
    driver.send(.enter)
    #expect(driver.screen.contains("The engine weaves algebraic patterns"))
    driver.type("l")
    await driver.settle()
    #expect(driver.screen.contains("♥ 6 likes"))
    driver.send(.escape)
    let home = coordinator.navigator.model(MainViewModel.self)?.home
    #expect(home?.posts.first?.liked == true && home?.posts.first?.likes == 6)
    for _ in 0..<9 { driver.send(.down) }
    await driver.settle()
    #expect(home?.posts.count == 20, "reaching the tenth post loads the next page")
    for _ in 0..<40 {
      driver.send(.down)
      await driver.settle()
    }
    #expect(driver.screen.contains("You're all caught up"))
    #expect(driver.screen.contains("Unix philosophy"))
  }

  @Test func theLockedPostsLikeIsTakenBackWithTheServersMessage() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (coordinator, driver) = await fixture.launch()
    for _ in 0..<(SampleData.lockedPostID - 1) { driver.send(.down) }
    driver.type("l")
    await driver.settle()
    #expect(driver.screen.contains("Could not like the post"))
    #expect(driver.screen.contains("The author turned off likes for this post."))
    let locked = coordinator.navigator.model(MainViewModel.self)?.home.posts[SampleData.lockedPostID - 1]
    #expect(locked?.liked == false && locked?.likes == SampleData.posts[SampleData.lockedPostID - 1].likes)
  }

  @Test func searchNotificationsThemeAndLanguage() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (_, driver) = await fixture.launch()
    driver.type("2")
    driver.type("turing")
    await driver.settle()
    #expect(driver.screen.contains("People") && driver.screen.contains("@turing"))
    driver.send(.escape)
    driver.type("3")
    await driver.settle()
    #expect(driver.screen.contains("3 unread") && !driver.screen.contains("Notifications  3"))
    driver.type("4")
    driver.type("t")
    #expect(fixture.prefs.themeName == Theme.builtInNames[0])
    driver.type("g")
    #expect(driver.screen.contains("設定") && fixture.prefs.languageCode == "ja")
  }

  /// M-E in the search field with no editor to run: an alert says why, in the app's language,
  /// and the query is as it was.
  @Test func anEditInTheEditorThatBringsNothingBackSaysWhy() async {
    let fixture = Fixture()
    await fixture.signIn()
    let coordinator = fixture.start()
    let (navigator, settings, runner) = (coordinator.navigator, fixture.dependencies.settings, fixture.runner)
    let results: [ExternalEditResult] = [.noEditor, .failed(status: 127), .killed(signal: 9)]
    let next = Mutex(0)
    let editor = ExternalEditAction { _ in next.withLock { results[min($0, results.count - 1)] } }
    let driver = AppDriver(
      size: Size(width: 80, height: 24), theme: { settings.theme },
      strings: { settings.strings.componentStrings }, isAnimating: { navigator.isAnimating },
      onTick: { navigator.tick() }, effects: runner.finishPending
    ) { AppScreen(coordinator: coordinator).environment(\.editExternally, editor) }
    await driver.settle()
    driver.type("2")
    driver.type("ada")
    driver.send(.alt("e"))
    #expect(driver.screen.contains("Not edited"), "\(driver.screen)")
    #expect(driver.screen.contains("No editor is set: set VISUAL or EDITOR"), "\(driver.screen)")
    driver.send(.enter)
    #expect(!driver.screen.contains("Not edited"))
    #expect(coordinator.navigator.model(MainViewModel.self)?.search.query.text == "ada")
    next.withLock { $0 = 1 }
    driver.send(.alt("e"))
    #expect(driver.screen.contains("The editor could not be started (not"), "\(driver.screen)")
    driver.send(.enter)
    next.withLock { $0 = 2 }
    driver.send(.alt("e"))
    #expect(driver.screen.contains("A signal (9) ended the editor."), "\(driver.screen)")
  }

  @Test func registrationAndForgotPasswordReturnToLogin() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (coordinator, driver) = await fixture.launch()
    #expect(driver.click("Forgot password?"))
    #expect(coordinator.navigator.history.last == "forgot-password")
    driver.type("ada@example.com")
    driver.send(.enter)
    await driver.settle()
    #expect(driver.screen.contains("Check your email"))
    driver.send(.escape)
    #expect(driver.click("Create account"))
    #expect(coordinator.navigator.history.last == "registration")
    driver.send(.enter)
    #expect(driver.screen.contains("Enter your name") && driver.screen.contains("Accept the terms"))
    driver.type("Nia")
    driver.send(.tab)
    driver.type("nia@viewkit.dev")
    driver.send(.tab)
    driver.type("long enough")
    driver.send(.tab)
    driver.type("long enough")
    driver.send(.tab, .space)
    #expect(driver.screen.contains("[x]"))
    driver.send(.tab, .enter)
    await driver.settle()
    #expect(coordinator.navigator.history.last == "main")
    #expect(fixture.prefs.user?.name == "Nia")
  }

  @Test func qQuitsWhereNoFieldTakesItAndCtrlCAnywhere() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (coordinator, driver) = await fixture.launch()
    driver.type("q")
    #expect(!driver.isFinished)
    #expect(coordinator.navigator.model(LoginViewModel.self)?.email.text == "q")
    driver.send(.ctrl("c"))
    #expect(driver.isFinished)
    let signedIn = Fixture()
    await signedIn.signIn()
    let (_, main) = await signedIn.launch()
    main.type("2")
    main.type("q")
    #expect(!main.isFinished, "the search field takes q")
    main.send(.escape)
    main.type("1")
    main.type("q")
    #expect(main.isFinished)
  }
}
