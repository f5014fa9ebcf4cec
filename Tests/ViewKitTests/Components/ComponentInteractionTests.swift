import Observation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class ControlsModel {
  var dark = false
  var remember = false
  var theme = 0
  var tab = 0
  var list = ListState(selection: 0)
  var opened: [Int] = []
  var pressed = 0
}

/// Every control bound to the model, as a settings screen would have them.
struct ControlsView: View {
  let model: ControlsModel

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Dark mode", isOn: Bindable(model).dark)
      Checkbox("Remember me", isOn: Bindable(model).remember)
      Picker("Theme", options: ["dark", "light", "mono"], selection: Bindable(model).theme)
      TabBar(
        [.init("Home"), .init("Off", isDisabled: true), .init("Search"), .init("Profile")],
        selection: Bindable(model).tab)
      List(count: 30, selection: Bindable(model).list, onActivate: { model.opened.append($0) }) {
        Text("item \($0)")
      }
      .frame(height: 5)
      Button("Press", compact: true) { model.pressed += 1 }
    }
  }
}

@Suite struct ComponentInteractionTests {
  func controls() -> (ControlsModel, Harness<ControlsView>) {
    let model = ControlsModel()
    return (model, Harness(width: 50, height: 14) { ControlsView(model: model) })
  }

  func row(of text: String, in harness: Harness<ControlsView>) -> (x: Int, y: Int)? {
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    for (y, line) in lines.enumerated() {
      if let range = line.range(of: text) { return (line[..<range.lowerBound].count, y) }
    }
    return nil
  }

  @Test func toggleAndCheckboxFlipWithSpaceEnterAndClicks() throws {
    let (model, harness) = controls()
    #expect(harness.focusedID == "focus:Dark mode", "the first control in reading order")
    harness.send(.space)
    #expect(model.dark)
    harness.send(.enter)
    #expect(!model.dark)
    harness.send(.tab, .space)
    #expect(model.remember)
    let rememberMe = try #require(row(of: "Remember me", in: harness))
    harness.click(x: rememberMe.x, y: rememberMe.y)
    #expect(!model.remember)
    #expect(harness.hints.contains("space check"))
  }

  @Test func pickerStepsAndWraps() {
    let (model, harness) = controls()
    harness.send(.tab, .tab)
    harness.send(.left)
    #expect(model.theme == 2, "← from the first wraps to the last")
    harness.send(.right, .right)
    #expect(model.theme == 1)
    #expect(harness.screen.contains("‹ light ›"))
  }

  @Test func tabBarSkipsDisabledTabsAndTakesClicks() throws {
    let (model, harness) = controls()
    harness.send(.tab, .tab, .tab)
    harness.send(.right)
    #expect(model.tab == 2, "the disabled tab is skipped")
    harness.send(.left)
    #expect(model.tab == 0)
    let profileTab = try #require(row(of: "Profile", in: harness))
    harness.click(x: profileTab.x, y: profileTab.y)
    #expect(model.tab == 3)
    let disabledTab = try #require(row(of: "Off", in: harness))
    harness.click(x: disabledTab.x, y: disabledTab.y)
    #expect(model.tab == 3, "a disabled tab does not take a click")
  }

  @Test func listKeysPageJumpActivateAndClicks() throws {
    let (model, harness) = controls()
    harness.send(.tab, .tab, .tab, .tab)
    harness.send(.down, .down)
    #expect(model.list.selection == 2)
    harness.send(.end)
    #expect(model.list.selection == 29)
    #expect(model.list.offset == 25, "the offset the list drew with is written back")
    harness.send(.home, .pageDown)
    #expect(model.list.selection == 4, "a page is the visible height less one")
    harness.send(.enter)
    #expect(model.opened == [4])
    let spot = try #require(row(of: "item 3", in: harness))
    harness.click(x: spot.x, y: spot.y)
    #expect(model.list.selection == 3)
    harness.click(x: spot.x, y: spot.y)
    #expect(model.opened == [4, 3], "a click on the selected row activates it")
  }

  @Test func buttonsPressWithEnterSpaceAndClicks() throws {
    let (model, harness) = controls()
    harness.send(.backTab)
    #expect(harness.focusedID == "focus:Press")
    harness.send(.enter, .space)
    #expect(model.pressed == 2)
    let pressButton = try #require(row(of: "Press", in: harness))
    harness.click(x: pressButton.x, y: pressButton.y)
    #expect(model.pressed == 3)
  }
}
