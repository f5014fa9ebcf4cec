import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class TableModel {
  var state = TableState(cursor: 0)
  var sort: Table.Sort?
  var opened: [Int] = []
  var asked = 0
}

/// A table of `count` numbered rows in three columns, bound to a model.
struct TableScreen: View {
  let model: TableModel
  var count = 50
  var mode: Table.SelectionMode = .single
  var columns = [
    Table.Column("Name"), Table.Column("Kind", width: .fixed(6)),
    Table.Column("Size", width: .fixed(5), alignment: .trailing),
  ]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Files")
      Table(
        rows: count, columns: columns, selection: Bindable(model).state, mode: mode,
        sort: Bindable(model).sort,
        onActivate: { model.opened.append($0) }
      ) { row, column in
        model.asked += 1
        return column == 0 ? "file \(row)" : column == 1 ? "kind\(row % 3)" : "\(row * 10)"
      }
    }
  }
}

@Suite struct TableTests {
  static let columns = [
    Table.Column("Name"), Table.Column("Size", width: .fixed(5), alignment: .trailing),
  ]

  static func table(_ count: Int, state: TableState = TableState(), sort: Table.Sort? = nil) -> Table {
    Table(rows: count, columns: columns, state: state, sort: sort) { row, column in
      column == 0 ? "row \(row)" : "\(row)"
    }
  }

  @Test func theHeaderStaysAboveTheRowsARuleBetween() {
    let lines = rows(Self.table(100, state: TableState(cursor: 50)), width: 20, height: 6)
    #expect(
      lines == [
        "  Name         Size ",
        "────────────────────",
        "  row 47         47│",
        "  row 48         48┃",
        "  row 49         49│",
        "▹ row 50         50│",
      ])
  }

  @Test func theSortedColumnShowsItsDirection() {
    let down = rows(Self.table(2, sort: Table.Sort(column: 1, ascending: false)), width: 20, height: 3)
    #expect(down[0] == "  Name        Si… ▼ ", "the title is cut to leave room for its indicator")
    let up = rows(Self.table(2, sort: Table.Sort(column: 0)), width: 20, height: 3)
    #expect(up[0] == "  Name ▲       Size ")
    #expect(Table.sort(nil, choosing: 2) == Table.Sort(column: 2))
    #expect(Table.sort(Table.Sort(column: 2), choosing: 2) == Table.Sort(column: 2, ascending: false))
    #expect(Table.sort(Table.Sort(column: 2, ascending: false), choosing: 1) == Table.Sort(column: 1))
  }

  @Test func cellsAreCutWithAnEllipsisAndWideCharactersStayWhole() {
    let view = Table(
      rows: 3, columns: [Table.Column("T", width: .fixed(7)), Table.Column("N", width: .fixed(2))]
    ) {
      row, column in
      column == 1 ? "\(row)" : ["a long title", "日本語です", "🚀🚀🚀🚀"][row]
    }
    let lines = rows(view, width: 13, height: 5)
    #expect(lines[2] == "  a long…  0 ")
    #expect(lines[3] == "  日本語…  1 ")
    #expect(lines[4] == "  🚀🚀🚀…  2 ")
    #expect(lines.allSatisfy { $0.displayWidth == 13 })
  }

  @Test func emptyAndLoadingTablesKeepTheirHeader() {
    let empty = rows(Self.table(0), width: 20, height: 5)
    #expect(empty[0].hasPrefix("  Name"))
    #expect(empty[3] == "  Nothing to show   ")
    let loading = rows(Self.table(10).loading(true, frame: 1), width: 20, height: 5)
    #expect(loading[0].hasPrefix("  Name"))
    #expect(loading[3] == "     ⠙ Loading…     ")
    #expect(!loading.joined().contains("row"))
  }

  @Test func theCursorsRowPaintsItsBackgroundAndCellsKeepTheirColours() {
    let accent = Color.rgb(200, 40, 40)
    let view = Table(
      rows: 2, columns: [Table.Column("A", width: .fixed(4)), Table.Column("B", width: .fixed(4))],
      state: TableState(cursor: 1)
    ) { _, column in
      column == 0 ? Table.Cell("x", style: TextStyleToken(foreground: accent)) : "y"
    }
    let canvas = Renderer.render(view, size: Size(width: 12, height: 4), theme: .dark)
    // Row 1 is on line 3: the first cell keeps its colour, the row is filled with the cursor's background.
    #expect(canvas.style(x: 2, y: 3).foreground == accent)
    #expect(canvas.style(x: 2, y: 3).background.token?.path == "color.background.selected")
    #expect(canvas.style(x: 8, y: 3).foreground.token?.path == "color.text.default")
    #expect(canvas.style(x: 11, y: 3).background.token?.path == "color.background.selected")
    #expect(canvas.style(x: 2, y: 2).foreground == accent)
    #expect(canvas.style(x: 2, y: 2).background.token?.path != "color.background.selected")
    #expect(canvas.style(x: 0, y: 1).foreground.token?.path == "table.rule")
    let mono = Renderer.render(view, size: Size(width: 12, height: 4), theme: .mono)
    #expect(mono.style(x: 2, y: 3).attributes.contains(.reverse))
  }

  @Test func columnsThatDoNotFitShowMarkersAndScroll() {
    let columns = (0..<5).map { Table.Column("Col\($0)", width: .fixed(6)) }
    let view = Table(rows: 1, columns: columns, state: TableState(column: 1)) { _, column in "c\(column)" }
    let lines = rows(view, width: 20, height: 3)
    #expect(lines[0] == "‹ Col1    Col2     ›")
    #expect(lines[2] == "  c1      c2        ")
  }

  @Test func onlyTheVisibleRowsCellsAreAsked() {
    let model = TableModel()
    let harness = Harness(width: 40, height: 12) { TableScreen(model: model, count: 100_000) }
    #expect(model.asked > 0)
    #expect(model.asked <= 3 * 9 * 2, "a screenful of cells (perhaps drawn twice), not 100,000 rows")
    _ = harness
  }

  @Test func keysMoveThePageJumpAndActivate() {
    let model = TableModel()
    let harness = Harness(width: 40, height: 12) { TableScreen(model: model) }
    #expect(harness.focusedID != nil)
    harness.send(.down, .down, "j")
    #expect(model.state.cursor == 3)
    harness.send(.up, "k")
    #expect(model.state.cursor == 1)
    harness.send(.end)
    #expect(model.state.cursor == 49)
    #expect(model.state.offset == 41, "the offset the table drew with is written back")
    #expect(harness.screen.contains("file 49"))
    #expect(harness.screen.contains("Name"), "the header stays")
    harness.send(.home, .pageDown)
    #expect(model.state.cursor == 8, "a page is the visible height less one")
    harness.send(.enter)
    #expect(model.opened == [8])
    #expect(harness.hints.contains("↑↓ move"))
    #expect(harness.hints.contains("s sort"))
  }

  @Test func sortKeysAndHeaderClicksChangeTheBinding() throws {
    let model = TableModel()
    let harness = Harness(width: 40, height: 12) { TableScreen(model: model) }
    harness.send("s")
    #expect(model.sort == Table.Sort(column: 0))
    harness.send("s")
    #expect(model.sort == Table.Sort(column: 1))
    harness.send("S")
    #expect(model.sort == Table.Sort(column: 1, ascending: false))
    #expect(harness.screen.contains("Kind ▼"))
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex { $0.contains("Name") })
    let x = try #require(lines[header].range(of: "Size")).lowerBound
    harness.click(x: lines[header].distance(from: lines[header].startIndex, to: x), y: header)
    #expect(model.sort == Table.Sort(column: 2))
    harness.click(x: lines[header].distance(from: lines[header].startIndex, to: x), y: header)
    #expect(model.sort == Table.Sort(column: 2, ascending: false))
  }

  @Test func clicksMoveTheCursorAndASecondClickActivates() throws {
    let model = TableModel()
    let harness = Harness(width: 40, height: 12) { TableScreen(model: model) }
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(lines.firstIndex { $0.contains("file 4 ") })
    harness.click(x: 5, y: y)
    #expect(model.state.cursor == 4)
    harness.click(x: 5, y: y)
    #expect(model.opened == [4])
    harness.input(MouseEvent(.wheelDown, x: 5, y: y).terminalBytes)
    #expect(model.state.offset == 3)
    #expect(model.state.cursor == 4)
  }

  @Test func multipleSelectionTogglesWithSpaceShiftArrowsAndClicks() throws {
    let model = TableModel()
    let harness = Harness(width: 40, height: 12) { TableScreen(model: model, mode: .multiple) }
    harness.send(.space, .down, .down, .space)
    #expect(model.state.selection == [0, 2])
    harness.send(Key(.down, .shift), Key(.down, .shift))
    #expect(model.state.selection == [0, 2, 3, 4])
    harness.send(.space)
    #expect(model.state.selection == [0, 2, 3])
    #expect(harness.screen.contains("✓ file 0"))
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(lines.firstIndex { $0.contains("file 7 ") })
    harness.click(x: 6, y: y)
    #expect(model.state.cursor == 7)
    #expect(model.state.selection == [0, 2, 3, 7])
    #expect(harness.hints.contains("space choose"))
  }

  @Test func arrowsScrollColumnsThatDoNotFit() {
    let model = TableModel()
    let columns = (0..<6).map { Table.Column("Col\($0)", width: .fixed(10)) }
    let harness = Harness(width: 30, height: 8) { TableScreen(model: model, columns: columns) }
    #expect(harness.screen.contains("Col0"))
    harness.send(.right)
    #expect(model.state.column == 1)
    #expect(harness.screen.contains("‹ Col1"))
    harness.send(.right, .right, .right, .right, .right)
    #expect(model.state.column == 4, "stops when the last columns show")
    harness.send(.left)
    #expect(model.state.column == 3)
  }

  @Test func everyStoryStaysInItsRectangleAtTinySizes() {
    for story in TableStories.stories {
      for size in [Size(width: 1, height: 1), Size(width: 5, height: 2), Size(width: 9, height: 3)] {
        let lines = story.render(theme: .dark, size: size).plainText(trimTrailingSpaces: false)
          .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.displayWidth == size.width }, "\(story.id) at \(size)")
      }
    }
  }
}

/// A table of items the model sorts as its sort binding says, each row known by its item.
struct SortedItemsScreen: View {
  let model: TableModel
  let items: [Int]
  var mode: Table.SelectionMode = .single
  var identified = true

  var body: some View {
    let sorted: [Int] =
      switch model.sort {
      case nil: items
      case .some(let sort): items.sorted { sort.ascending ? $0 < $1 : $0 > $1 }
      }
    let table = Table(
      rows: sorted.count, columns: [Table.Column("Item"), Table.Column("Size", width: .fixed(6))],
      selection: Bindable(model).state, mode: mode, sort: Bindable(model).sort
    ) { row, column in
      column == 0 ? "item \(sorted[row])" : "\(sorted[row] * 10)"
    }
    if identified { table.rowID { sorted[$0] } } else { table }
  }
}

@Suite struct TableResortTests {
  /// Items 0..<count in a scrambled order: 7 steps apart, modulo a prime.
  static func items(_ count: Int) -> [Int] { (0..<count).map { ($0 * 7) % count } }

  @Test func aSortByKeyKeepsTheCursorOnItsItemAndScrollsToIt() {
    let model = TableModel()
    let items = Self.items(101)
    let harness = Harness(width: 30, height: 9) { SortedItemsScreen(model: model, items: items) }
    harness.send(.down, .down)
    #expect(model.state.cursor == 2 && items[2] == 14)
    harness.send("s")
    #expect(model.sort == Table.Sort(column: 0))
    #expect(model.state.cursor == 14, "item 14 is row 14 once sorted")
    #expect(harness.screen.contains("▸ item 14 "))
    harness.send("S")
    #expect(model.state.cursor == 86, "and row 86 the other way round")
    #expect(harness.screen.contains("▸ item 14 "), "scrolled to keep it in view")
    #expect(model.state.offset > 0)
  }

  @Test func aHeaderClickKeepsTheCursorOnItsItem() throws {
    let model = TableModel()
    let items = [3, 1, 2, 0]
    let harness = Harness(width: 30, height: 9) { SortedItemsScreen(model: model, items: items) }
    harness.send(.down)
    #expect(model.state.cursor == 1)
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex { $0.contains("Item") })
    harness.click(x: 4, y: header)
    #expect(model.sort == Table.Sort(column: 0))
    #expect(model.state.cursor == 1, "item 1 is row 1 ascending too")
    harness.click(x: 4, y: header)
    #expect(model.state.cursor == 2, "descending: 3 2 1 0")
    #expect(harness.screen.contains("▸ item 1 "))
  }

  @Test func chosenRowsFollowTheirItemsToo() {
    let model = TableModel()
    let items = [3, 1, 2, 0]
    let harness = Harness(width: 30, height: 9) {
      SortedItemsScreen(model: model, items: items, mode: .multiple)
    }
    harness.send(.space, .down, .down, .space)
    #expect(model.state.selection == [0, 2])
    harness.send("s")
    #expect(model.state.selection == [3, 2] && model.state.cursor == 2, "items 3 and 2")
  }

  @Test func withoutIdentitiesTheCursorKeepsItsIndex() {
    let model = TableModel()
    let items = Self.items(20)
    let harness = Harness(width: 30, height: 9) {
      SortedItemsScreen(model: model, items: items, identified: false)
    }
    harness.send(.down, .down)
    harness.send("s")
    #expect(model.state.cursor == 2)
  }

  @Test func aRowGoneLeavesTheCursorWhereItWas() {
    var state = TableState(cursor: 1)
    state.following = TableFollowing(cursor: TableRowID("gone"), chosen: [])
    let resolved = state.resolvingFollowing(count: 3) { TableRowID("row \($0)") }
    #expect(resolved.cursor == 1 && resolved.following == nil)
  }
}
