import Foundation
import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

/// Whole flows driven through the headless driver as a user would, each ending in a golden
/// file (`Snapshots/<flow>.txt` beside this file): the last screen, text and styles.
@Suite struct FlowSnapshotTests {
  func expectGolden(
    _ driver: AppDriver<AppScreen>, _ name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let golden = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/\(name).txt")
    expectSnapshot(driver.snapshot, golden: golden, sourceLocation: sourceLocation)
  }

  func signIn(_ driver: AppDriver<AppScreen>, _ email: String) async {
    driver.type(email)
    driver.send(.tab)
    driver.type(SampleData.password)
    driver.send(.enter)
    await driver.settle()
  }

  @Test func firstLaunchToAnOpenedPost() async {
    let fixture = Fixture()
    let (_, driver) = await fixture.launch()
    driver.send(.escape)
    await signIn(driver, "demo@viewkit.dev")
    driver.send(.down, .enter)
    driver.type("l")
    await driver.settle()
    expectGolden(driver, "first-launch-to-liked-post")
  }

  @Test func theExpiredAccount() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (_, driver) = await fixture.launch()
    await signIn(driver, "expired@viewkit.dev")
    expectGolden(driver, "expired-account")
  }

  @Test func theOfflineAccount() async {
    let fixture = Fixture()
    fixture.prefs.tutorialShown = true
    let (_, driver) = await fixture.launch(size: Size(width: 60, height: 20))
    await signIn(driver, "offline@viewkit.dev")
    expectGolden(driver, "offline-account-60x20")
  }

  @Test func searchInJapaneseAtTheSmallestSize() async {
    let fixture = Fixture(language: .ja)
    await fixture.signIn()
    let (_, driver) = await fixture.launch(size: Size(width: 60, height: 20))
    driver.type("2")
    driver.type("端末")
    await driver.settle()
    expectGolden(driver, "search-japanese-60x20")
  }

  @Test func searchToAPersonAndBack() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (_, driver) = await fixture.launch()
    driver.type("2")
    driver.type("ada")
    await driver.settle()
    #expect(driver.screen.contains("↓ results"), "the field's hints say how to reach the results")
    driver.send(.down)
    #expect(driver.screen.contains("⏎ open"))
    driver.send(.enter)
    await driver.settle()
    #expect(driver.screen.contains("18,000 Followers") && driver.screen.contains("Bernoulli numbers"))
    expectGolden(driver, "search-person")
    driver.send(.enter)
    await driver.settle()
    #expect(driver.screen.contains("Notes on the Analytical Engine") && driver.screen.contains("likes"))
    driver.send(.escape)
    #expect(driver.screen.contains("18,000 Followers"), "back to the person")
    driver.send(.escape)
    #expect(driver.screen.contains("People") && driver.screen.contains("山田太郎"), "back to the results")
    driver.send(.escape)
    driver.send(.enter)
    #expect(driver.screen.contains("┃ ada"), "Esc from the results goes back to the field")
  }

  @Test func searchToAPostWithTab() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (_, driver) = await fixture.launch()
    driver.type("2")
    driver.type("bug")
    await driver.settle()
    driver.send(.tab)
    driver.send(.enter)
    await driver.settle()
    #expect(driver.screen.contains("Found a bug") && driver.screen.contains("Relay #70"))
    driver.type("l")
    await driver.settle()
    #expect(driver.screen.contains("♥"))
    expectGolden(driver, "search-post-liked")
    driver.type("1")
    driver.type("2")
    #expect(driver.screen.contains("┃ bug"), "leaving the tab closes the post")
  }

  @Test func settingsAfterTheThemeAndLanguageKeys() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (_, driver) = await fixture.launch(size: Size(width: 100, height: 30))
    driver.type("4")
    driver.type("t")
    driver.type("g")
    await driver.settle()
    expectGolden(driver, "settings-after-t-and-g-100x30")
  }
}

/// The command palette over the signed-in app: tabs and signing out are commands, the keys of
/// the screen are listed with theirs.
@Suite struct CommandPaletteFlowTests {
  @Test func ctrlPGoesToATabByName() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (_, driver) = await fixture.launch(size: Size(width: 100, height: 30))
    driver.send(.ctrl("p"))
    #expect(driver.screen.contains("Commands"))
    #expect(driver.screen.contains("Notifications"))
    driver.type("prof")
    driver.send(.enter)
    await driver.settle()
    #expect(driver.screen.contains("Posts, last 14 days"))
  }

  @Test func signingOutFromThePaletteAsksFirst() async {
    let fixture = Fixture()
    await fixture.signIn()
    let (_, driver) = await fixture.launch(size: Size(width: 100, height: 30))
    driver.send(.ctrl("p"))
    driver.type("sign out")
    driver.send(.enter)
    await driver.settle()
    #expect(driver.screen.contains("Cancel"), "the sign-out alert opens on Cancel")
  }
}

@Suite struct UserDecodingTests {
  @Test func aUserSavedBeforeActivityExistedStillDecodes() throws {
    let json = Data(
      #"{"name":"Ada","email":"ada@example.com","handle":"ada","posts":1,"followers":2,"following":3}"#.utf8)
    let user = try JSONDecoder().decode(User.self, from: json)
    #expect(user.activity.isEmpty)
    let again = try JSONDecoder().decode(User.self, from: JSONEncoder().encode(SampleData.accounts[0].user))
    #expect(again == SampleData.accounts[0].user)
  }
}
