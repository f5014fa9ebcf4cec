import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class LogViewTestModel {
  var log = LogLines(limit: 1_000)
  var state = LogViewState()

  init(lines: Int) {
    for index in 0..<lines { log.append("line \(index)") }
  }
}

@Suite struct LogLinesTests {
  @Test func aFullLogDropsItsOldestLinesAndCountsThem() {
    var log = LogLines(limit: 3)
    for index in 0..<5 { log.append("\(index)") }
    #expect(Array(log) == ["2", "3", "4"])
    #expect(log.dropped == 2)
    #expect(log.count == 3)
  }

  @Test func aTextWithLineBreaksIsSeveralLines() {
    var log = LogLines()
    log.append("one\ntwo\r\nthree")
    #expect(Array(log) == ["one", "two", "three"])
  }

  @Test func theLimitIsAtLeastOne() {
    var log = LogLines(limit: 0)
    log.append("a")
    log.append("b")
    #expect(Array(log) == ["b"])
  }
}

@Suite struct LogViewStateTests {
  @Test func followingShowsTheLastLines() {
    let state = LogViewState()
    #expect(state.firstLine(count: 100, height: 10) == 90)
    #expect(state.firstLine(count: 4, height: 10) == 0)
    #expect(state.newLines(count: 100) == 0)
  }

  @Test func scrollingUpPausesAndNewLinesAreCounted() {
    var state = LogViewState()
    state.scroll(by: -5, count: 100, height: 10)
    #expect(!state.isFollowing)
    #expect(state.firstLine(count: 100, height: 10) == 85)
    // Lines arrive: the view stays where it was and says how many are new.
    #expect(state.firstLine(count: 130, height: 10) == 85)
    #expect(state.newLines(count: 130) == 30)
  }

  @Test func reachingTheBottomFollowsAgain() {
    var state = LogViewState.paused(at: 80, pausedAt: 100)
    state.scroll(by: 5, count: 100, height: 10)
    #expect(!state.isFollowing)
    state.scroll(by: 50, count: 100, height: 10)
    #expect(state.isFollowing)
  }

  @Test func aShortLogNeverPauses() {
    var state = LogViewState()
    state.scroll(by: -3, count: 5, height: 10)
    #expect(state.isFollowing)
  }

  @Test func droppedLinesDoNotMoveAPausedView() {
    var state = LogViewState()
    state.scroll(by: -10, count: 100, height: 10)
    #expect(state.firstLine(count: 100, height: 10, dropped: 0) == 80)
    // Twenty lines arrive in a log capped at 100: the twenty oldest go.
    #expect(state.firstLine(count: 100, height: 10, dropped: 20) == 60)
    #expect(state.newLines(count: 100, dropped: 20) == 20)
  }

  @Test func scrollToTopAndFollow() {
    var state = LogViewState()
    state.scrollToTop(count: 100, height: 10)
    #expect(!state.isFollowing)
    #expect(state.firstLine(count: 100, height: 10) == 0)
    state.follow()
    #expect(state.firstLine(count: 100, height: 10) == 90)
  }
}

@Suite struct LogViewTests {
  @Test func itFollowsAppendedLines() {
    let model = LogViewTestModel(lines: 20)
    let harness = Harness(width: 20, height: 4) { LogView(model.log, state: Bindable(model).state) }
    #expect(harness.screen.split(separator: "\n").first?.hasPrefix("line 16") == true)
    model.log.append("line 20")
    _ = harness.loop.render()
    #expect(harness.screen.split(separator: "\n").last?.hasPrefix("line 20") == true)
  }

  @Test func keysPauseSayHowManyAreNewAndEndFollows() {
    let model = LogViewTestModel(lines: 20)
    let harness = Harness(width: 30, height: 4) { LogView(model.log, state: Bindable(model).state) }
    harness.send(.up)
    #expect(!model.state.isFollowing)
    #expect(harness.screen.contains("Paused · End follows"))
    model.log.append("line 20")
    model.log.append("line 21")
    _ = harness.loop.render()
    #expect(harness.screen.contains("↓ 2 new · End follows"))
    #expect(harness.screen.split(separator: "\n").first?.hasPrefix("line 15") == true)
    harness.send(.end)
    #expect(model.state.isFollowing)
    #expect(!harness.screen.contains("End follows"))
    harness.send(.home)
    #expect(harness.screen.split(separator: "\n").first?.hasPrefix("line 0") == true)
    harness.send(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
    #expect(model.state.isFollowing)
  }

  @Test func theWheelScrollsThreeLines() {
    let model = LogViewTestModel(lines: 20)
    let harness = Harness(width: 20, height: 4) { LogView(model.log, state: Bindable(model).state) }
    harness.input(MouseEvent(.wheelUp, x: 2, y: 1).terminalBytes)
    #expect(model.state.firstLine(count: 20, height: 4) == 13)
  }

  @Test func linesAreCutAndControlsShowAsSymbols() {
    let view = LogView(
      LogLines(["a very long line that does not fit", "bell \u{07} here"]), state: .constant(.init()))
    let lines = rows(view, width: 12, height: 2)
    #expect(lines[0].hasPrefix("a very long…"))
    #expect(!lines.joined().contains("\u{07}"))
  }

  @Test func anEmptyLogSaysSo() {
    #expect(
      rows(LogView(LogLines(), state: .constant(.init())), width: 20, height: 3)[1].contains("No lines yet"))
  }

  @Test func aHundredThousandLinesBuildOnlyTheLinesOnScreen() {
    final class Counter: @unchecked Sendable { var built = 0 }
    let counter = Counter()
    let view = LogView(count: 100_000, state: LogViewState()) { index in
      counter.built += 1
      return Text("line \(index)")
    }
    let lines = rows(view, width: 20, height: 5)
    #expect(lines[4].hasPrefix("line 99999"))
    #expect(counter.built <= 10)
  }
}
