import Testing
import ViewKit

@testable import Storybook
@testable import StorybookKit

@Suite struct StorySizeTests {
  static let sizes = [
    Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 5, height: 2),
    Size(width: 20, height: 5),
    Size(width: 33, height: 7), Size(width: 80, height: 24), Size(width: 200, height: 60),
  ]

  @Test("Every story renders within bounds at every size", arguments: Catalog.registry.stories.map(\.id))
  func rendersWithinBounds(_ id: String) throws {
    let story = try #require(Catalog.registry.story(id))
    for theme in [Theme.dark, Theme.mono] {
      for size in Self.sizes {
        let canvas = story.render(theme: theme, size: size)
        #expect(canvas.invariantViolations().isEmpty, "\(id) at \(size): \(canvas.invariantViolations())")
        let lines = canvas.plainText(trimTrailingSpaces: false).split(
          separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == max(1, size.height) || size.height == 0, "\(id) at \(size)")
        for line in lines where size.height > 0 {
          #expect(line.displayWidth == size.width, "\(id) at \(size): \"\(line)\"")
        }
      }
    }
  }

  @Test func checkCommandPasses() {
    let (status, capture) = runCLI(["check"])
    #expect(status == 0, "\(capture.err)")
    #expect(capture.out.last?.hasPrefix("Check: \(Catalog.registry.stories.count) stories") == true)
  }
}
