import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

@Suite struct SessionsViewModelTests {
  func model(_ gateway: FakeGateway, _ runner: ManualEffectRunner) -> SessionsViewModel {
    SessionsViewModel(load: LoadSessionsUseCase(gateway: gateway), basic: makeBasic(runner))
  }

  @Test func loadingFillsTheSessionsInTheServersOrder() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    gateway.sessionsResult = .success(SampleData.sessions)
    let model = model(gateway, runner)
    model.load()
    #expect(model.isLoading)
    await runner.finishAll()
    #expect(!model.isLoading && model.rows.map(\.id) == [1, 2, 3, 4])
    #expect(gateway.calls == ["sessions"])
  }

  @Test func aFailureEndsTheLoadingAndShowsTheError() async {
    let gateway = FakeGateway()
    let runner = ManualEffectRunner()
    gateway.sessionsResult = .failure(.noConnection)
    let model = model(gateway, runner)
    model.load()
    await runner.finishAll()
    #expect(!model.isLoading && model.sessions.isEmpty && model.basic.isOffline)
  }

  @Test func rowsFollowTheSort() {
    let model = model(FakeGateway(), ManualEffectRunner())
    model.sessions = SampleData.sessions
    model.sort = Table.Sort(column: 0)
    #expect(
      model.rows.map(\.device) == ["Firefox · Windows", "iPhone 15", "MacBook Air", "Terminal · Linux"])
    model.sort = Table.Sort(column: 1, ascending: true)
    #expect(model.rows.map(\.id) == [1, 2, 3, 4], "ties keep the server's order")
    model.sort = Table.Sort(column: 2, ascending: false)
    #expect(model.rows.map(\.id) == [4, 3, 2, 1], "last active, oldest first")
  }
}

/// The sessions table in Settings, driven as a user would: Tab reaches it, ↑↓ move, `s` sorts
/// and the cursor stays on its session, scrolled into view.
@Suite struct SessionsTableFlowTests {
  @Test func theCursorStaysOnItsSessionThroughASort() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (coordinator, driver) = await fixture.launch()
    driver.type("4")
    await driver.settle()
    #expect(driver.screen.contains("Sessions") && driver.screen.contains("● this device"))
    let main = coordinator.navigator.model(MainViewModel.self)
    driver.send(.tab, .tab, .tab)
    #expect(main?.focus == .sessions)
    driver.send(.down, .down, .down)
    #expect(main?.sessions.table.cursor == 3)
    driver.type("s")
    #expect(main?.sessions.sort == Table.Sort(column: 0))
    #expect(main?.sessions.table.cursor == 0, "Firefox sorts first by device, and the cursor went with it")
    #expect(driver.screen.contains("▸ Firefox · Windows"))
    driver.type("S")
    #expect(main?.sessions.table.cursor == 3)
    driver.type("s")
    #expect(main?.sessions.rows.map(\.id) == [1, 2, 3, 4] && main?.sessions.table.cursor == 3)
  }
}
