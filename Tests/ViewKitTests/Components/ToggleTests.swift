import Observation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class ToggleTestModel {
  var isOn = false
}

@Suite struct ToggleTests {
  @Test func theKnobSideTellsTheState() {
    #expect(rows(Toggle("Dark mode", isOn: false), width: 16, height: 1) == ["  ○━━ Dark mode "])
    #expect(rows(Toggle("Dark mode", isOn: true), width: 16, height: 1) == ["  ━━● Dark mode "])
  }

  @Test func theTrackTakesTheStateToken() {
    let off = Renderer.render(Toggle("x", isOn: false), size: Size(width: 8, height: 1))
    let on = Renderer.render(Toggle("x", isOn: true), size: Size(width: 8, height: 1))
    for x in 2...4 {
      #expect(off.style(x: x, y: 0).foreground.token?.path == "toggle.off")
      #expect(on.style(x: x, y: 0).foreground.token?.path == "toggle.on")
    }
  }

  @Test func focusAddsAMarkerInTheFocusColour() {
    #expect(rows(Toggle("Dark mode", isOn: true).focused(), width: 16, height: 1) == ["▸ ━━● Dark mode "])
    let canvas = Renderer.render(Toggle("x", isOn: false).focused(), size: Size(width: 8, height: 1))
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == "color.border.focus")
  }

  @Test func disabledIsFaintAndShowsNoFocus() {
    let view = Toggle("Dark mode", isOn: true).focused().disabled()
    #expect(rows(view, width: 16, height: 1) == ["  ━━● Dark mode "])
    let canvas = Renderer.render(view, size: Size(width: 16, height: 1))
    for x in 2..<15 where canvas.grapheme(x: x, y: 0) != " " {
      #expect(canvas.style(x: x, y: 0).attributes.contains(.faint), "cell \(x) is not faint")
    }
    let enabled = Renderer.render(Toggle("Dark mode", isOn: true), size: Size(width: 16, height: 1))
    #expect(!enabled.style(x: 6, y: 0).attributes.contains(.faint))
  }

  @Test func aLongLabelWrapsBesideTheTrack() {
    #expect(rows(Toggle("Dark mode", isOn: true), width: 10, height: 2) == ["  ━━● Dark", "      mode"])
    #expect(rows(Toggle("Dark mode", isOn: false), width: 9, height: 1) == ["  ○━━ Da…"])
  }

  /// Regression: at eight cells the stack shrank the track along with the label, leaving `━…`
  /// and losing the knob that tells on from off without colour. The label gives way first.
  @Test func theTrackSurvivesANarrowRow() {
    for width in 6...9 {
      let row = rows(Toggle("Dark mode", isOn: true), width: width, height: 1)[0]
      #expect(row.contains("━━●"), "width \(width): \(row)")
    }
    #expect(rows(Toggle("Dark mode", isOn: false), width: 8, height: 1) == ["  ○━━ D…"])
  }

  @Test func spaceEnterAndClicksFlipABoundToggle() {
    let model = ToggleTestModel()
    let harness = Harness(width: 20, height: 1) { Toggle("Dark mode", isOn: Bindable(model).isOn) }
    #expect(harness.focusedID == "focus:Dark mode")
    #expect(harness.screen == "▸ ○━━ Dark mode")
    harness.send(.space)
    #expect(model.isOn)
    #expect(harness.screen == "▸ ━━● Dark mode")
    harness.send(.enter)
    #expect(!model.isOn)
    harness.click(x: 10, y: 0)
    #expect(model.isOn)
    harness.type("x")
    #expect(model.isOn, "other keys leave it alone")
    #expect(harness.hints.contains("space switch"))
  }

  @Test func aPictureTakesNoFocus() {
    let harness = Harness(width: 20, height: 1) { Toggle("Dark mode", isOn: true) }
    #expect(harness.focusedID == nil)
    #expect(!harness.hints.contains("space switch"))
    #expect(harness.screen == "  ━━● Dark mode")
  }

  @Test func aDisabledToggleIgnoresKeysAndClicks() {
    let model = ToggleTestModel()
    let harness = Harness(width: 20, height: 1) { Toggle("Dark mode", isOn: Bindable(model).isOn).disabled() }
    #expect(harness.focusedID == nil)
    harness.send(.space, .enter)
    harness.click(x: 10, y: 0)
    #expect(!model.isOn)
  }
}
