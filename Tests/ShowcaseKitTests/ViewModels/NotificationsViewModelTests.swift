import Testing
import ViewKit

@testable import ShowcaseKit

@Suite struct NotificationsViewModelTests {
  @Test func openingTheTabClearsTheBadgeButKeepsWhatWasNew() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    gateway.noticesResult = .success(SampleData.notices)
    let model = NotificationsViewModel(
      useCase: NotificationsUseCase(gateway: gateway), basic: makeBasic(runner))
    model.load()
    await runner.finishAll()
    #expect(model.unread == 3)
    model.opened()
    #expect(model.unread == 0 && model.fresh == [1, 2, 3])
    await runner.finishAll()
    model.opened()
    #expect(model.fresh.isEmpty, "a second visit has nothing new")
    #expect(gateway.calls == ["notifications", "markAllRead"])
  }

  @Test func noticesArrivingWhileTheTabShowsAreSeenAtOnce() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    gateway.noticesResult = .success(SampleData.notices)
    let model = NotificationsViewModel(
      useCase: NotificationsUseCase(gateway: gateway), basic: makeBasic(runner))
    model.opened()
    model.load()
    await runner.finishAll()
    #expect(model.unread == 0 && model.fresh == [1, 2, 3])
  }
}
