import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct PageIndicatorTests {
  @Test func theCurrentDotIsFilled() {
    #expect(rows(PageIndicator(count: 4, current: 0), width: 8, height: 1) == ["● ○ ○ ○ "])
    #expect(rows(PageIndicator(count: 4, current: 1), width: 8, height: 1) == ["○ ● ○ ○ "])
    #expect(rows(PageIndicator(count: 4, current: 3), width: 8, height: 1) == ["○ ○ ○ ● "])
  }

  @Test func dotsTakeTheirTokens() {
    let canvas = Renderer.render(PageIndicator(count: 3, current: 1), size: Size(width: 5, height: 1))
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == "pageIndicator.inactive")
    #expect(canvas.style(x: 2, y: 0).foreground.token?.path == "pageIndicator.active")
    #expect(canvas.style(x: 4, y: 0).foreground.token?.path == "pageIndicator.inactive")
  }

  @Test func theCurrentPageIsClamped() {
    #expect(rows(PageIndicator(count: 3, current: 9), width: 6, height: 1) == ["○ ○ ● "])
    #expect(rows(PageIndicator(count: 3, current: -2), width: 6, height: 1) == ["● ○ ○ "])
  }

  @Test func tooLittleRoomGivesACount() {
    #expect(rows(PageIndicator(count: 4, current: 1), width: 7, height: 1) == ["○ ● ○ ○"], "exactly fits")
    #expect(rows(PageIndicator(count: 4, current: 1), width: 6, height: 1) == ["2/4   "])
    #expect(rows(PageIndicator(count: 12, current: 10), width: 6, height: 1) == ["11/12 "])
    let canvas = Renderer.render(PageIndicator(count: 4, current: 1), size: Size(width: 6, height: 1))
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == "pageIndicator.active")
  }

  @Test func noPagesDrawNothing() {
    #expect(rows(PageIndicator(count: 0, current: 0), width: 6, height: 1) == ["      "])
    #expect(rows(PageIndicator(count: -3, current: 2), width: 6, height: 1) == ["      "])
  }
}
