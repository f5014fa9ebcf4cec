import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class TreeTestModel {
  var state: TreeState<String>
  var expandedLog: [String] = []
  var activated: [String] = []

  init(_ state: TreeState<String> = TreeState()) { self.state = state }

  var view: Tree<String> {
    Tree(
      roots: ["a", "b", "c"], children: treeTestChildren, label: { "\($0)" },
      state: Binding(get: { self.state }, set: { self.state = $0 }),
      onExpand: { self.expandedLog.append($0) }, onActivate: { self.activated.append($0) })
  }
}

/// A line without its trailing spaces.
func treeTrimmed(_ line: String) -> String {
  var line = line
  while line.last == " " { line.removeLast() }
  return line
}

@Suite struct TreeTests {
  func screenLines<C>(_ harness: Harness<C>) -> [String] {
    harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      treeTrimmed(String($0))
    }
  }

  @Test func rowsShowGuidesMarkersAndALoadingRow() {
    let model = TreeTestModel(TreeState(expanded: ["a", "a1", "b"]))
    let lines = rows(model.view, width: 20, height: 7).map { treeTrimmed($0) }
    #expect(lines == ["  ▾ a", "  ├─ ▾ a1", "  │  └─   x", "  └─   a2", "  ▾ b", "  └─ ⠋ Loading…", "    c"])
  }

  @Test func rightExpandsThenEntersAndLeftGoesBackAndCollapses() {
    let model = TreeTestModel(TreeState(selection: "a"))
    let harness = Harness(width: 20, height: 8) { model.view }
    harness.send(.right)
    #expect(model.state.isExpanded("a"))
    #expect(model.expandedLog == ["a"])
    harness.send(.right)
    #expect(model.state.selection == "a1")
    harness.send(.left)
    #expect(model.state.selection == "a")
    harness.send(.left)
    #expect(!model.state.isExpanded("a"))
    #expect(model.state.selection == "a")
  }

  @Test func upAndDownSkipTheLoadingRowAndHomeEndJump() {
    let model = TreeTestModel(TreeState(expanded: ["b"], selection: "b"))
    let harness = Harness(width: 20, height: 8) { model.view }
    harness.send(.down)
    #expect(model.state.selection == "c")
    harness.send(.up, .up)
    #expect(model.state.selection == "a")
    harness.send(.end)
    #expect(model.state.selection == "c")
    harness.send(.home)
    #expect(model.state.selection == "a")
    harness.type("j")
    #expect(model.state.selection == "b")
  }

  @Test func enterTogglesANodeAndActivatesALeaf() {
    let model = TreeTestModel(TreeState(selection: "a"))
    let harness = Harness(width: 20, height: 8) { model.view }
    harness.send(.enter)
    #expect(model.state.isExpanded("a"))
    harness.send(.enter)
    #expect(!model.state.isExpanded("a"))
    harness.send(.end, .enter)
    #expect(model.activated == ["c"])
  }

  @Test func expandingALazyNodeAsksTheAppAndShowsLoading() {
    let model = TreeTestModel(TreeState(selection: "b"))
    let harness = Harness(width: 20, height: 8) { model.view }
    harness.send(.right)
    #expect(model.expandedLog == ["b"])
    #expect(harness.screen.contains("Loading…"))
  }

  @Test func aClickOnTheMarkerTogglesAndOnALabelSelectsThenActivates() {
    let model = TreeTestModel()
    let harness = Harness(width: 20, height: 8) { model.view }
    harness.click(x: 2, y: 0)
    #expect(model.state.isExpanded("a"))
    #expect(model.expandedLog == ["a"])
    // a, a1, a2, b, c: a click on a2's label selects it, a second activates it.
    harness.click(x: 9, y: 2)
    #expect(model.state.selection == "a2")
    harness.click(x: 9, y: 2)
    #expect(model.activated == ["a2"])
    // The marker of a1, after the cursor's cells and its guide.
    harness.click(x: 5, y: 1)
    #expect(model.state.isExpanded("a1"))
    #expect(screenLines(harness)[2] == "  │  └─   x")
  }

  @Test func collapsingAnAncestorByItsMarkerSelectsIt() {
    let model = TreeTestModel(TreeState(expanded: ["a", "a1"], selection: "x"))
    let harness = Harness(width: 20, height: 8) { model.view }
    harness.click(x: 2, y: 0)
    #expect(!model.state.isExpanded("a"))
    #expect(model.state.selection == "a")
    #expect(treeTrimmed(screenLines(harness)[1]) == "  ▸ b")
  }

  @Test func theSelectedRowIsMarkedWithoutColourAsListAndTableMarkTheirs() {
    let model = TreeTestModel(TreeState(expanded: ["a"], selection: "a1"))
    #expect(treeTrimmed(rows(model.view, width: 20, height: 5)[1]) == "▹ ├─ ▸ a1", "not focused: ▹")
    #expect(treeTrimmed(rows(model.view.focused(), width: 20, height: 5)[1]) == "▸ ├─ ▸ a1", "focused: ▸")
    let harness = Harness(width: 20, height: 8) { model.view }
    #expect(screenLines(harness)[1] == "▸ ├─ ▸ a1")
    #expect(screenLines(harness).filter { $0.hasPrefix("▸") || $0.hasPrefix("▹") }.count == 1)
    harness.send(.down)
    #expect(screenLines(harness)[1].hasPrefix("  ├─") && screenLines(harness)[2].hasPrefix("▸ └─"))
  }

  @Test func tokensFollowTheSemanticOnesAndMonoReversesTheSelection() {
    let dark = Theme.dark
    #expect(dark[.treeGuide].kind == dark[.borderDefault].kind)
    #expect(dark[.treeMarker].kind == dark[.brandPrimary].kind)
    #expect(dark[.treeSelected].background?.kind == dark[.backgroundSelected].kind)
    #expect(Theme.mono[.treeSelected].attributes.contains(.reverse))
  }

  @Test func theSelectionStaysInViewAndTheWheelScrolls() {
    final class Box: @unchecked Sendable { var state = TreeState<Int>(expanded: [-1], selection: -1) }
    let box = Box()
    let harness = Harness(width: 20, height: 5) {
      Tree(
        roots: [-1], children: { $0 < 0 ? .some(Array(0..<100)) : .none }, label: { "item \($0)" },
        state: Binding(get: { box.state }, set: { box.state = $0 }))
    }
    harness.send(.end)
    #expect(box.state.selection == 99)
    #expect(harness.screen.contains("item 99"))
    #expect(box.state.offset == 96)
    harness.input(MouseEvent(.wheelUp, x: 2, y: 1).terminalBytes)
    #expect(box.state.offset == 93)
    // The selection moved up only as far as it had to, to the last row in view.
    #expect(box.state.selection == 95)
    harness.send(.pageUp)
    #expect(box.state.selection == 91)
  }

  @Test func aHundredThousandNodesBuildOnlyTheRowsOnScreen() {
    final class Counter: @unchecked Sendable { var labels = 0 }
    let counter = Counter()
    let items = Array(0..<100_000)
    let view = Tree(
      roots: [-1], children: { $0 < 0 ? .some(items) : .none },
      label: { id in
        counter.labels += 1
        return id < 0 ? "root" : "item \(id)"
      }, state: .constant(TreeState(expanded: [-1], selection: 99_999)))
    let lines = rows(view, width: 20, height: 5)
    #expect(lines[4].hasPrefix("▹ └─   item 99999"))
    #expect(counter.labels <= 10)
  }

  @Test func hostileLabelsAreInertAndWideCharactersCutWithAnEllipsis() {
    let view = Tree(
      roots: ["日本語のとても長いファイル名", "esc \u{1B}[2J bell \u{07}"], children: { _ in .none }, label: { $0 },
      state: .constant(TreeState()))
    let lines = rows(view, width: 12, height: 2)
    #expect(!lines.joined().contains("\u{1B}"))
    #expect(!lines.joined().contains("\u{07}"))
    #expect(lines[0].hasPrefix("    日本語… "), "two cells for the cursor mark, two for the marker")
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 12 })
  }

  @Test func anEmptyTreeSaysSo() {
    let view = Tree(roots: [String](), children: { _ in .none }, label: { $0 }, state: .constant(TreeState()))
    #expect(rows(view, width: 20, height: 3)[1].contains("Nothing here"))
  }
}
