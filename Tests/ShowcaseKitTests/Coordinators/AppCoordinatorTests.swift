import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct AppCoordinatorTests {
  @Test func firstLaunchToMainAndBack() async {
    let fixture = Fixture()
    let services = AppServices(
      prefs: fixture.prefs, api: provider(.normal, token: nil), runner: fixture.runner)
    let coordinator = AppCoordinator(services: services)
    coordinator.start()
    #expect(coordinator.history == ["splash", "tutorial"])
    for _ in 0..<3 { _ = coordinator.handle(.enter) }
    #expect(coordinator.history.last == "login")
    for character in "ada@example.com" { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.tab)
    for character in SampleData.password { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.enter)
    await fixture.runner.finishAll()
    #expect(coordinator.history.last == "main")
    _ = coordinator.handle(.character("4"))
    _ = coordinator.handle(.character("o"))
    _ = coordinator.handle(.enter)
    #expect(coordinator.history.last == "login")
    #expect(coordinator.handle(.ctrl("c")) == .quit)
  }

  @Test func returningUserSkipsTheTutorialAndSignsInByItself() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    fixture.prefs.accessToken = "stored"
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    await fixture.runner.finishAll()
    #expect(coordinator.history == ["splash", "main"])
  }

  @Test func createAnAccountAndSignIn() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    for _ in 0..<3 { _ = coordinator.handle(.tab) }
    _ = coordinator.handle(.enter)
    #expect(coordinator.history.last == "registration")
    _ = coordinator.handle(.enter)  // name → email
    _ = coordinator.handle(.enter)  // email → password
    _ = coordinator.handle(.enter)  // password → create
    _ = coordinator.handle(.enter)  // create: nothing typed
    guard case .registration(let model) = coordinator.route else {
      Issue.record("expected the registration screen")
      return
    }
    #expect(model.errors.count == 3)
    #expect(model.focus == .name)
    for character in "Grace" { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.tab)
    for character in "grace@navy.mil" { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.tab)
    for character in "cobol1959" { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.tab)
    _ = coordinator.handle(.enter)
    await fixture.runner.finishAll()
    #expect(coordinator.history.last == "main")
    #expect(fixture.prefs.userName == "Grace")
  }

  @Test func spinnersTickOnlyWhileShown() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    #expect(!coordinator.isAnimating)
    for character in "ada@example.com" { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.tab)
    for character in SampleData.password { _ = coordinator.handle(.character(character)) }
    _ = coordinator.handle(.enter)
    #expect(coordinator.isAnimating)
    let before = coordinator.status?.hud
    coordinator.tick()
    #expect(coordinator.status?.hud != before)
    await fixture.runner.finishAll()
    #expect(coordinator.history.last == "main")
  }

  @Test func forgotPasswordAndBack() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let coordinator = AppCoordinator(services: fixture.services)
    coordinator.start()
    for _ in 0..<4 { _ = coordinator.handle(.tab) }
    _ = coordinator.handle(.enter)
    #expect(coordinator.history.last == "forgot-password")
    _ = coordinator.handle(.escape)
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
