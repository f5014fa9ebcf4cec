import Observation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class CheckboxTestModel {
  var isOn = false
}

@Suite struct CheckboxTests {
  @Test(arguments: [
    (Checkbox.Value.unchecked, "  [ ] Remember me "), (.checked, "  [x] Remember me "),
    (.mixed, "  [-] Remember me "),
  ])
  func eachValueHasItsMark(_ value: Checkbox.Value, _ expected: String) {
    #expect(rows(Checkbox("Remember me", value: value), width: 18, height: 1) == [expected])
  }

  @Test func theBoxAndTheMarkTakeTheirTokens() {
    let canvas = Renderer.render(Checkbox("x", value: .checked), size: Size(width: 8, height: 1))
    #expect(canvas.style(x: 2, y: 0).foreground.token?.path == "checkbox.box")
    #expect(canvas.style(x: 3, y: 0).foreground.token?.path == "checkbox.check")
    #expect(canvas.style(x: 3, y: 0).attributes.contains(.bold))
    #expect(canvas.style(x: 4, y: 0).foreground.token?.path == "checkbox.box")
  }

  @Test func focusAddsAMarkerInTheFocusColour() {
    #expect(
      rows(Checkbox("Remember me", value: .mixed).focused(), width: 18, height: 1) == ["▸ [-] Remember me "])
    let canvas = Renderer.render(Checkbox("x", value: .checked).focused(), size: Size(width: 8, height: 1))
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == "color.border.focus")
  }

  @Test func disabledIsFaintAndShowsNoFocus() {
    let view = Checkbox("Remember me", value: .checked).focused().disabled()
    #expect(rows(view, width: 18, height: 1) == ["  [x] Remember me "])
    let canvas = Renderer.render(view, size: Size(width: 18, height: 1))
    for x in 2..<17 where canvas.grapheme(x: x, y: 0) != " " {
      #expect(canvas.style(x: x, y: 0).attributes.contains(.faint), "cell \(x) is not faint")
    }
    let enabled = Renderer.render(Checkbox("Remember me", value: .checked), size: Size(width: 18, height: 1))
    #expect(!enabled.style(x: 3, y: 0).attributes.contains(.faint))
  }

  @Test func narrowRowsKeepTheMark() {
    #expect(rows(Checkbox("Remember me", value: .checked), width: 9, height: 1) == ["  [x] Re…"])
    #expect(
      rows(Checkbox("Remember me", value: .mixed), width: 12, height: 2) == ["  [-] Rememb", "      er me "])
    for width in 5...12 {
      #expect(
        rows(Checkbox("Remember me", value: .mixed), width: width, height: 1)[0].contains("[-]"),
        "width \(width)")
    }
  }

  @Test func spaceEnterAndClicksCheckABoundBox() {
    let model = CheckboxTestModel()
    let harness = Harness(width: 20, height: 1) { Checkbox("Remember me", isOn: Bindable(model).isOn) }
    #expect(harness.focusedID == "focus:Remember me")
    #expect(harness.screen == "▸ [ ] Remember me")
    harness.send(.space)
    #expect(model.isOn)
    #expect(harness.screen == "▸ [x] Remember me")
    harness.send(.enter)
    #expect(!model.isOn)
    harness.click(x: 3, y: 0)
    #expect(model.isOn)
    harness.type("x")
    #expect(model.isOn, "other keys leave it alone")
    #expect(harness.hints.contains("space check"))
  }

  @Test func aPictureTakesNoFocus() {
    let harness = Harness(width: 20, height: 1) { Checkbox("Remember me", value: .mixed) }
    #expect(harness.focusedID == nil)
    #expect(!harness.hints.contains("space check"))
    #expect(harness.screen == "  [-] Remember me")
  }

  @Test func aDisabledBoxIgnoresKeysAndClicks() {
    let model = CheckboxTestModel()
    let harness = Harness(width: 20, height: 1) {
      Checkbox("Remember me", isOn: Bindable(model).isOn).disabled()
    }
    #expect(harness.focusedID == nil)
    harness.send(.space, .enter)
    harness.click(x: 3, y: 0)
    #expect(!model.isOn)
  }
}
