import Testing

@testable import ViewKitComponents

/// A small tree: `a` holds `a1` (which holds `x`) and `a2`; `b` is being loaded; `c` is a leaf.
let treeTestFolders: [String: [String]] = ["a": ["a1", "a2"], "a1": ["x"]]

func treeTestChildren(_ id: String) -> TreeChildren<String> {
  if id == "b" { return .loading }
  return treeTestFolders[id].map { .some($0) } ?? .none
}

func treeTestLines(_ expanded: Set<String>, selection: String? = nil) -> TreeLines<String> {
  TreeLines(roots: ["a", "b", "c"], children: treeTestChildren, expanded: expanded, selection: selection)
}

@Suite struct TreeStateTests {
  @Test func toggleExpandsAndCollapses() {
    var state = TreeState<String>()
    #expect(!state.isExpanded("a"))
    state.toggle("a")
    #expect(state.isExpanded("a"))
    state.toggle("a")
    #expect(!state.isExpanded("a"))
    #expect(TreeState<String>(offset: -4).offset == 0)
  }

  @Test func collapsedRootsAreTheOnlyRows() {
    let lines = treeTestLines([])
    #expect(lines.lines.map(\.id) == ["a", "b", "c"])
    #expect(lines.lines.map(\.kind) == [.collapsed, .collapsed, .leaf])
  }

  @Test func theVisibleRowsAreThePreOrderWalkOfExpandedNodes() {
    let lines = treeTestLines(["a", "a1", "b", "x"], selection: "x")
    #expect(lines.lines.map(\.id) == ["a", "a1", "x", "a2", "b", nil, "c"])
    #expect(lines.lines.map(\.kind) == [.expanded, .expanded, .leaf, .leaf, .expanded, .loading, .leaf])
    #expect(lines.lines.map(\.depth) == [0, 1, 2, 1, 0, 1, 0])
    #expect(lines.selectedLine == 2)
    // A node inside a collapsed one is not a row, even when its own id is expanded.
    #expect(treeTestLines(["a1"]).count == 3)
  }

  @Test func guidesFollowTheAncestorsLastChildFlags() {
    let lines = treeTestLines(["a", "a1", "b"])
    #expect((0..<lines.count).map(lines.guides) == ["", "├─ ", "│  └─ ", "└─ ", "", "└─ ", ""])
    #expect(lines.markerColumn(2) == 6)
  }

  @Test func theOffsetKeepsTheSelectionInViewWithContext() {
    let many = TreeLines(
      roots: [-1], children: { $0 < 0 ? .some(Array(0..<100)) : .none }, expanded: [-1], selection: 50)
    #expect(many.count == 101)
    // Row 51 holds node 50: with a row of context below it, the view of 10 starts at 43.
    #expect(many.offset(for: TreeState(expanded: [-1], selection: 50), height: 10) == 43)
    #expect(many.offset(for: TreeState(expanded: [-1], selection: 50, offset: 48), height: 10) == 48)
    #expect(many.offset(for: TreeState(expanded: [-1], selection: 50, offset: 55), height: 10) == 50)
    let unselected = TreeLines(
      roots: [-1], children: { $0 < 0 ? .some(Array(0..<100)) : .none }, expanded: [-1], selection: nil)
    #expect(unselected.offset(for: TreeState(expanded: [-1], offset: 500), height: 10) == 91)
  }

  @Test func nodesNearARowSkipLoadingRows() {
    let lines = treeTestLines(["b"])
    // a, b, Loading…, c
    #expect(lines.node(near: 2) == 3)
    #expect(lines.node(before: 3) == 1)
    #expect(treeTestLines([]).node(near: 99) == 2)
  }

  @Test func aCycleStopsAtTheMaximumDepth() {
    let lines = TreeLines(roots: [0], children: { _ in .some([0]) }, expanded: [0], selection: nil)
    #expect(lines.count == TreeLines<Int>.maximumDepth + 1)
  }
}
