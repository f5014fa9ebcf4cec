import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

/// The main screen and the sign-in form driven as a user drives them.
@Suite struct MainScreenTests {
  func main(_ fixture: Fixture = Fixture(), size: Size = Size(width: 80, height: 24)) async -> (
    MainViewModel, AppDriver<AppScreen>
  ) {
    let (coordinator, driver) = await signedIn(fixture, size: size)
    guard case .main(let model) = coordinator.route else { fatalError("expected the main screen") }
    return (model, driver)
  }

  @Test func typingOnSearchNeverTriggersShortcuts() async {
    let (model, driver) = await main()
    driver.type("2")
    #expect(model.tab == .search)
    driver.type("q1234")
    #expect(model.query.text == "q1234", "q and digits land in the field")
    #expect(!driver.isFinished)
    #expect(!driver.hints.contains { $0.keys == "q" }, "q is not offered while typing")
    driver.send(.escape)
    driver.type("1")
    #expect(model.tab == .home)
  }

  @Test func keysThatArriveTogetherGoWhereTheKeysBeforeThemLeftFocus() async {
    // Regression: all keys of one read went to the screen as it was before the first, so
    // "2q" sent at once quit instead of typing q into the search field.
    let (model, driver) = await main()
    driver.input(Array("2q1234".utf8))
    #expect(!driver.isFinished)
    #expect(model.tab == .search)
    #expect(model.query.text == "q1234")
    driver.input(Array("\u{1B}".utf8))  // alone: ESC followed at once by 1 would be Alt-1
    driver.input(Array("1".utf8))
    #expect(model.tab == .home)
  }

  @Test func keysInSeparateReadsBeforeTheNextFrameSeeTheChangeToo() async {
    // Regression: within the 16 ms between frames, a key read after `2` still went to the Home
    // screen, so `q` quit.
    let (model, driver) = await main()
    driver.loop.receive(Array("2".utf8))
    driver.loop.receive(Array("q".utf8))
    #expect(!driver.isFinished)
    #expect(model.query.text == "q")
  }

  @Test func closingAPostGivesTheFeedItsFocusBack() async {
    let (model, driver) = await main()
    driver.send(.enter)
    #expect(model.detail != nil)
    driver.send(.escape, .down)
    #expect(model.detail == nil)
    #expect(model.feed.selection == 1, "↓ moves the feed at once")
  }

  @Test func theSignOutAlertOpensOnCancelAndTabMovesToSignOut() async {
    let fixture = Fixture()
    let (model, driver) = await main(fixture)
    driver.type("4")
    driver.type("o")
    #expect(driver.screen.contains("Sign out?"))
    #expect(driver.focusedID?.contains("Cancel") == true)
    #expect(driver.hints.map(\.description).contains("cancel"), "the hints line shows the alert's keys")
    #expect(!driver.hints.map(\.description).contains("theme"), "and not the screen's")
    driver.send(.enter)
    #expect(model.status.alert == nil)
    #expect(fixture.prefs.accessToken != nil, "Enter on Cancel keeps the session")
    driver.type("o")
    driver.send(.tab)
    #expect(driver.focusedID?.contains("Sign out") == true)
    driver.send(.left)
    #expect(driver.focusedID?.contains("Cancel") == true, "arrows move within the alert's actions")
  }

  @Test func focusComesBackWhenTheAlertCloses() async {
    let (_, driver) = await main()
    driver.type("4")
    driver.send(.tab)
    let before = driver.focusedID
    driver.type("o")
    #expect(driver.focusedID != before)
    driver.send(.escape)
    #expect(driver.focusedID == before)
  }

  @Test func clickingATabSwitchesToIt() async {
    let (model, driver) = await main()
    #expect(driver.click("Notifications"))
    #expect(model.tab == .notifications)
    driver.type("r")
    #expect(model.unread == 0, "a tab's own keys act while focus is on the tab bar")
  }

  @Test func theWheelScrollsTheFeedAndEnterOpensAPost() async {
    let (model, driver) = await main(size: Size(width: 80, height: 8))
    #expect(driver.screen.contains(model.posts[0].title))
    driver.wheel(x: 10, y: 2, steps: 2)
    #expect(model.feed.offset > 0)
    #expect(!driver.screen.contains(model.posts[0].title))
    driver.send(.enter)
    #expect(model.detail != nil)
    driver.send(.escape)
    #expect(model.detail == nil)
  }

  @Test func helpListsTheKeysOfTheScreen() async {
    let (_, driver) = await main()
    driver.type("4?")
    #expect(driver.screen.contains("Keys"))
    #expect(driver.screen.contains("theme"))
    #expect(driver.screen.contains("sign out"))
    #expect(driver.screen.contains("tabs"))
    driver.send(.escape)
    #expect(!driver.screen.contains("Keys"))
    #expect(!driver.isFinished, "Esc closes the help, it does not quit")
  }
}

@Suite struct LoginScreenTests {
  func login() -> (LoginViewModel, AppDriver<LoginScreen>, Fixture) {
    let fixture = Fixture()
    let model = LoginViewModel(services: fixture.services)
    let driver = AppDriver { LoginScreen(model: model) }
    return (model, driver, fixture)
  }

  @Test func tabCyclesFocusInReadingOrderAndWritesTheBinding() {
    let (model, driver, _) = login()
    #expect(model.focus == .email)
    driver.send(.tab)
    #expect(model.focus == .password)
    driver.send(.tab, .tab, .tab)
    #expect(model.focus == .forgot)
    driver.send(.tab)
    #expect(model.focus == .email, "Tab wraps")
    driver.send(.backTab)
    #expect(model.focus == .forgot)
  }

  @Test func editingIsGraphemeAwareWithACaret() {
    let (model, driver, _) = login()
    driver.paste("山田@例え.jp👍🏽")
    driver.send(.backspace)
    #expect(model.email.text == "山田@例え.jp")
    driver.send(.home, .delete, .end, .left)
    #expect(model.email.text == "田@例え.jp")
    #expect(model.email.cursor == model.email.count - 1)
    driver.send(.ctrl("u"))
    #expect(model.email.text == "p")
  }

  @Test func ctrlRRevealsOnlyInThePasswordField() {
    let (model, driver, _) = login()
    driver.send(.ctrl("r"))
    #expect(!model.revealPassword)
    driver.send(.tab, .ctrl("r"))
    #expect(model.revealPassword)
  }

  @Test func aModelMovesFocusWithoutAKey() {
    let (model, driver, _) = login()
    driver.type("ada@example.com")
    driver.send(.enter)
    #expect(model.focus == .password, "the failed field takes focus")
    driver.type("x")
    #expect(model.password.text == "x")
  }

  @Test func theAlertTakesTheKeysAndEnterDismissesIt() async {
    let (model, driver, fixture) = login()
    driver.type("ada@example.com")
    driver.send(.tab)
    driver.type("wrong")
    driver.send(.enter)
    await fixture.runner.finishAll()
    driver.send(.tab)  // redraw with the alert
    #expect(driver.screen.contains("Sign-in failed"))
    driver.type("x")
    #expect(model.password.text == "wrong", "keys go to the alert while it shows")
    driver.send(.enter)
    #expect(model.status.alert == nil)
    driver.type("!")
    #expect(model.password.text == "wrong!", "focus is back in the field")
  }
}
