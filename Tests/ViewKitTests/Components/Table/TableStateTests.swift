import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitStyle

@Suite struct TableStateTests {
  @Test func theCursorMovesAndStopsAtTheEnds() {
    var state = TableState()
    state.moveDown(count: 3)
    #expect(state.cursor == 0, "with no cursor, down starts at the first row")
    state.moveDown(count: 3)
    state.moveDown(count: 3)
    state.moveDown(count: 3)
    #expect(state.cursor == 2)
    state.moveUp(count: 3)
    #expect(state.cursor == 1)
    var fresh = TableState()
    fresh.moveUp(count: 3)
    #expect(fresh.cursor == 2, "with no cursor, up starts at the last row")
    state.move(by: .min, count: 3)
    #expect(state.cursor == 0)
    state.move(by: .max, count: 3)
    #expect(state.cursor == 2)
    state.moveDown(count: 0)
    #expect(state.cursor == nil)
    var stale = TableState(cursor: 40)
    stale.moveDown(count: 5)
    #expect(stale.cursor == 4, "a cursor past the end comes back to the last row")
  }

  @Test func pagesKeepARowOfContextAndJumpsGoToTheEnds() {
    var state = TableState(cursor: 0)
    state.page(by: 1, height: 10, count: 100)
    #expect(state.cursor == 9)
    state.page(by: -1, height: 10, count: 100)
    #expect(state.cursor == 0)
    state.page(by: .max, height: 10, count: 100)
    #expect(state.cursor == 99)
    state.moveToFirst(count: 100)
    #expect(state.cursor == 0)
    state.moveToLast(count: 100)
    #expect(state.cursor == 99)
    state.moveToLast(count: 0)
    #expect(state.cursor == nil)
  }

  @Test func toggleChoosesAndUnchoosesTheCursorsRow() {
    var state = TableState(cursor: 2)
    state.toggle(5)
    #expect(state.selection == [2])
    state.toggle(5)
    #expect(state.selection.isEmpty)
    state.cursor = 9
    state.toggle(5)
    #expect(state.selection.isEmpty, "a cursor outside the rows chooses nothing")
  }

  @Test func theOffsetFollowsTheCursorWithTheLeastMovement() {
    #expect(TableState(cursor: 3).visibleOffset(height: 10, count: 100) == 0)
    #expect(TableState(cursor: 50).visibleOffset(height: 10, count: 100) == 42, "a row of context below")
    #expect(TableState(cursor: 50, offset: 50).visibleOffset(height: 10, count: 100) == 49, "and above")
    #expect(TableState(cursor: 50, offset: 45).visibleOffset(height: 10, count: 100) == 45)
    #expect(TableState(cursor: 99).visibleOffset(height: 10, count: 100) == 90)
    #expect(TableState(offset: 500).visibleOffset(height: 10, count: 100) == 90, "never past the last page")
    #expect(
      TableState(cursor: 2, offset: 2).visibleOffset(height: 3, count: 100) == 2, "no context when short")
    #expect(TableState(cursor: 5).visibleOffset(height: 0, count: 100) == 0)
    #expect(TableState(cursor: 99_999).visibleOffset(height: 20, count: 100_000) == 99_980)
  }

  @Test func theWheelScrollsAndDragsTheCursorIntoView() {
    var state = TableState(cursor: 0)
    let down = state.scroll(by: 3, height: 10, count: 100)
    #expect(down)
    #expect(state.offset == 3)
    #expect(state.cursor == 3)
    let toTheEnd = state.scroll(by: .max, height: 10, count: 100)
    #expect(toTheEnd)
    #expect(state.offset == 90)
    #expect(state.cursor == 90)
    state.cursor = 95
    let up = state.scroll(by: -3, height: 10, count: 100)
    #expect(up)
    #expect(state.cursor == 95, "a cursor still in view stays")
    let tooFew = state.scroll(by: 3, height: 10, count: 5)
    #expect(!tooFew, "nothing to scroll")
  }
}

@Suite struct TableLayoutTests {
  static func widths(_ layout: TableLayout) -> [Int] { layout.spans.map(\.width) }

  @Test func flexibleColumnsShareWhatFixedOnesLeave() {
    let columns = [
      Table.Column("A", width: .fixed(5)), Table.Column("B"), Table.Column("C", width: .flexible(min: 4)),
    ]
    let layout = TableLayout.make(columns, width: 30, spacing: 2, first: 0)
    #expect(Self.widths(layout) == [5, 9, 12], "each flexible column grows by the same share")
    #expect(layout.spans.map(\.x) == [0, 7, 18])
    #expect(!layout.hiddenBefore && !layout.hiddenAfter)
  }

  @Test func flexibleColumnsStopAtTheirGreatestWidths() {
    let columns = [
      Table.Column("A", width: .flexible(min: 2, max: 4)), Table.Column("B", width: .flexible(max: 6)),
    ]
    #expect(Self.widths(TableLayout.make(columns, width: 40, spacing: 1, first: 0)) == [4, 6])
  }

  @Test func fractionsTakeTheirShareBetweenTheirBounds() {
    let columns = [
      Table.Column("A", width: .fraction(0.5)), Table.Column("B", width: .fraction(0.25, min: 2, max: 5)),
      Table.Column("C"),
    ]
    let layout = TableLayout.make(columns, width: 40, spacing: 0, first: 0)
    #expect(Self.widths(layout) == [20, 5, 15])
    let narrow = TableLayout.make(columns, width: 8, spacing: 0, first: 0)
    #expect(narrow.spans.reduce(0) { $0 + $1.width } <= 8)
    #expect(!narrow.hiddenAfter, "least widths fit, so nothing scrolls")
    let odd = [
      Table.Column("A", width: .fraction(.nan, min: 3)), Table.Column("B", width: .fraction(7, max: 4)),
    ]
    #expect(Self.widths(TableLayout.make(odd, width: 20, spacing: 0, first: 0)) == [3, 4])
  }

  @Test func columnsThatDoNotFitScrollByColumn() {
    let columns = (0..<6).map { Table.Column("C\($0)", width: .fixed(10)) }
    let start = TableLayout.make(columns, width: 30, spacing: 1, first: 0)
    #expect(start.spans.map(\.index) == [0, 1])
    #expect(!start.hiddenBefore && start.hiddenAfter)
    #expect(start.lastFirst == 4)
    let middle = TableLayout.make(columns, width: 30, spacing: 1, first: 2)
    #expect(middle.spans.map(\.index) == [2, 3])
    #expect(middle.hiddenBefore && middle.hiddenAfter)
    let end = TableLayout.make(columns, width: 30, spacing: 1, first: 99)
    #expect(end.first == 4, "never past the last columns")
    #expect(end.spans.map(\.index) == [4, 5])
    #expect(!end.hiddenAfter)
    #expect(middle.column(at: 11) == 3)
    #expect(middle.column(at: 10) == nil, "the gap is no column")
  }

  @Test func aColumnWiderThanTheTableIsCut() {
    let layout = TableLayout.make([Table.Column("A", width: .fixed(50))], width: 12, spacing: 1, first: 0)
    #expect(Self.widths(layout) == [12])
    #expect(TableLayout.make([Table.Column("A")], width: 0, spacing: 1, first: 0).spans.isEmpty)
    #expect(TableLayout.make([], width: 20, spacing: 1, first: 0).spans.isEmpty)
    let huge = TableLayout.make(
      [Table.Column("A", width: .fixed(.max)), Table.Column("B", width: .flexible(min: .min))], width: 20,
      spacing: .max, first: .min)
    #expect(huge.spans.allSatisfy { $0.x >= 0 && $0.x + $0.width <= 20 })
  }
}
