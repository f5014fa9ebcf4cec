import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

/// Drives the whole app the way a terminal would: keys, clicks and the wheel go through the
/// decoder and the focus engine; effects run when the driver settles.
func drive(_ coordinator: AppCoordinator, _ fixture: Fixture, size: Size = Size(width: 80, height: 24))
  -> AppDriver<AppScreen>
{
  let runner = fixture.runner
  return AppDriver(
    size: size, theme: { coordinator.theme }, isAnimating: { coordinator.isAnimating },
    onTick: { coordinator.tick() },
    effects: {
      guard runner.count > 0 else { return false }
      await runner.finishAll()
      return true
    }
  ) { AppScreen(coordinator: coordinator) }
}

/// A coordinator past the tutorial, signed in on the main screen.
func signedIn(_ fixture: Fixture, size: Size = Size(width: 80, height: 24)) async -> (
  AppCoordinator, AppDriver<AppScreen>
) {
  fixture.prefs.tutorialShown = true
  fixture.prefs.accessToken = "stored"
  let coordinator = AppCoordinator(services: fixture.services)
  coordinator.start()
  let driver = drive(coordinator, fixture, size: size)
  await driver.settle()
  return (coordinator, driver)
}

@Suite struct AppCoordinatorTests {
  @Test func firstLaunchToMainAndBack() async {
    let fixture = Fixture()
    let services = AppServices(
      prefs: fixture.prefs, api: provider(.normal, token: nil), runner: fixture.runner)
    let coordinator = AppCoordinator(services: services)
    coordinator.start()
    let driver = drive(coordinator, fixture)
    #expect(coordinator.history == ["splash", "tutorial"])
    driver.send(.enter, .enter, .enter)
    #expect(coordinator.history.last == "login")
    driver.type("ada@example.com")
    driver.send(.tab)
    driver.type(SampleData.password)
    driver.send(.enter)
    #expect(driver.screen.contains("Signing in…"))
    await driver.settle()
    #expect(coordinator.history.last == "main")
    driver.type("4o")
    #expect(driver.screen.contains("Sign out?"))
    driver.send(.tab, .enter)
    #expect(coordinator.history.last == "login")
    driver.send(.ctrl("c"))
    #expect(driver.isFinished)
  }

  @Test func returningUserSkipsTheTutorialAndSignsInByItself() async {
    let fixture = Fixture()
    let (coordinator, driver) = await signedIn(fixture)
    #expect(coordinator.history == ["splash", "main"])
    #expect(driver.screen.contains("Home"))
  }

  @Test func enterInAnyRegistrationFieldSubmits() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    let driver = drive(coordinator, fixture)
    #expect(driver.click("Create account"))
    #expect(coordinator.history.last == "registration")
    guard case .registration(let model) = coordinator.route else {
      Issue.record("expected the registration screen")
      return
    }
    driver.send(.tab, .enter)  // Enter in the email field submits the form
    #expect(model.errors.count == 3)
    #expect(model.focus == .name, "focus goes to the first field with a problem")
    driver.type("Grace")
    driver.send(.tab)
    driver.type("grace@navy.mil")
    driver.send(.tab)
    driver.type("cobol1959")
    driver.send(.enter)
    await driver.settle()
    #expect(coordinator.history.last == "main")
    #expect(fixture.prefs.userName == "Grace")
  }

  @Test func spinnersTickOnlyWhileShown() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    let driver = drive(coordinator, fixture)
    #expect(!coordinator.isAnimating)
    driver.type("ada@example.com")
    driver.send(.tab)
    driver.type(SampleData.password)
    driver.send(.enter)
    #expect(coordinator.isAnimating)
    let before = driver.screen
    driver.advance(by: .milliseconds(200))
    #expect(driver.screen != before, "the spinner moved on the virtual clock")
    driver.send(.escape, "q")
    #expect(!driver.isFinished, "the HUD takes the keys while it shows")
    await driver.settle()
    #expect(coordinator.history.last == "main")
  }

  @Test func forgotPasswordAndBack() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    let driver = drive(coordinator, fixture)
    driver.send(.backTab, .enter)
    #expect(coordinator.history.last == "forgot-password")
    driver.send(.escape)
    #expect(coordinator.history.last == "login")
  }

  @Test func screensRenderForEveryRoute() async {
    let fixture = Fixture()
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    let canvas = Renderer.render(AppScreen(coordinator: coordinator), size: Size(width: 80, height: 24))
    #expect(canvas.plainText().contains("Welcome to ViewKit"))
    #expect(canvas.invariantViolations().isEmpty)
  }
}
