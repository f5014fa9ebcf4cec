import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

/// The tutorial's controls: one style a role, and a row that stays put as the pages turn.
@Suite struct TutorialScreenTests {
  /// The columns where the focused button's `▸` and Skip's `[` are drawn.
  func columns(_ driver: AppDriver<AppScreen>, skip: String) -> [Int] {
    let line =
      driver.screen.split(separator: "\n").map(String.init).first { $0.contains("[ \(skip) ]") } ?? ""
    func column(of text: String) -> Int {
      guard let range = line.range(of: text) else { return -1 }
      return String(line[..<range.lowerBound]).displayWidth
    }
    return [column(of: "▸"), column(of: "[ \(skip) ]")]
  }

  @Test(arguments: [Language.en, .ja])
  func theButtonsNeverMoveAsThePagesTurn(language: Language) async {
    let fixture = Fixture(language: language)
    let (_, driver) = await fixture.launch()
    let skip = fixture.dependencies.settings.strings[.skip]
    var seen: [[Int]] = [columns(driver, skip: skip)]
    for _ in 1..<TutorialViewModel.pages.count {
      driver.send(.right)
      seen.append(columns(driver, skip: skip))
    }
    #expect(seen.allSatisfy { $0 == seen[0] && !$0.contains(-1) }, "\(seen)")
    #expect(driver.screen.contains("[ \(fixture.dependencies.settings.strings[.previous]) ]"))
  }

  @Test func backAndSkipShareOneStyleAndOnlyTheWayOnIsPrimary() async {
    let fixture = Fixture()
    let (_, driver) = await fixture.launch()
    driver.send(.right, .right)
    let styles = driver.snapshot.split(separator: "\n").map(String.init)
    func style(of label: String) -> String? {
      styles.first { $0.hasSuffix("\"\(label)\"") && $0.contains("button.") }
    }
    for label in ["Back", "Skip"] {
      let line = style(of: label) ?? ""
      #expect(
        line.contains("button.secondary.foreground") && !line.contains("underline"), "\(label): \(line)")
    }
    #expect(style(of: "Get started")?.contains("button.primary") == true)
    #expect(!driver.snapshot.contains("button.ghost"))
  }
}
