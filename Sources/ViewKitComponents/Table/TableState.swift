import ViewKitCore
import ViewKitStyle

/// The cursor, the chosen rows and the scroll position of a ``Table``, owned by a view model.
///
/// The cursor is the highlighted row; in a table that selects one row it is the selection. A
/// table that selects several keeps the chosen rows in ``selection`` (Space toggles the cursor's
/// row). The offset follows the cursor with the least movement: it changes only when the cursor
/// would leave the visible rows. ``column`` is the first column shown when the columns do not
/// all fit the width.
///
/// ```swift
/// var state = TableState(cursor: 0)
/// state.moveDown(count: rows.count)
/// state.toggle(rows.count)
/// ```
public struct TableState: Hashable, Sendable {
  /// The row under the cursor, if any: the selection of a table that selects one row.
  public var cursor: Int?
  /// The rows chosen in a table that selects several.
  public var selection: Set<Int>
  /// The first visible row.
  public var offset: Int
  /// The first visible column, when the columns are wider than the table.
  public var column: Int
  /// The rows to find again after a re-sort, by identity: set when the table changes its sort
  /// (with ``Table/rowID(_:)``), resolved and cleared by the next frame drawn.
  var following: TableFollowing?

  /// Creates a state from a cursor, chosen rows and a scroll position.
  ///
  /// - Parameters:
  ///   - cursor: the highlighted row's index; nil for none.
  ///   - selection: the chosen rows, for a table that selects several.
  ///   - offset: the index of the first row shown; negative counts as 0.
  ///   - column: the index of the first column shown; negative counts as 0.
  public init(cursor: Int? = nil, selection: Set<Int> = [], offset: Int = 0, column: Int = 0) {
    self.cursor = cursor
    self.selection = selection
    self.offset = max(0, offset)
    self.column = max(0, column)
  }

  /// Moves the cursor by `delta` rows, stopping at the first and the last; with no cursor,
  /// moving down starts at the first row and moving up at the last.
  ///
  /// - Parameters:
  ///   - delta: rows to move; negative moves up.
  ///   - count: the number of rows; 0 or less clears the cursor.
  public mutating func move(by delta: Int, count: Int) {
    guard count > 0 else { return cursor = nil }
    guard let current = cursor else {
      cursor = delta >= 0 ? 0 : count - 1
      return
    }
    let clamped = min(max(0, current), count - 1)
    let (moved, overflow) = clamped.addingReportingOverflow(delta)
    cursor = overflow ? (delta < 0 ? 0 : count - 1) : min(count - 1, max(0, moved))
  }

  /// Moves the cursor to the next row, stopping at the last.
  ///
  /// - Parameter count: the number of rows; 0 or less clears the cursor.
  public mutating func moveDown(count: Int) { move(by: 1, count: count) }

  /// Moves the cursor to the previous row, stopping at the first.
  ///
  /// - Parameter count: the number of rows; 0 or less clears the cursor.
  public mutating func moveUp(count: Int) { move(by: -1, count: count) }

  /// Moves the cursor a page: the visible height less one row, so a row of context stays.
  ///
  /// - Parameters:
  ///   - pages: pages to move; negative moves up.
  ///   - height: the number of rows shown.
  ///   - count: the number of rows; 0 or less clears the cursor.
  public mutating func page(by pages: Int, height: Int, count: Int) {
    guard count > 0 else { return cursor = nil }
    let page = max(1, height - 1)
    let (delta, overflow) = pages.multipliedReportingOverflow(by: page)
    move(by: overflow ? (pages < 0 ? -count : count) : delta, count: count)
  }

  /// Moves the cursor to the first row.
  ///
  /// - Parameter count: the number of rows; 0 or less clears the cursor.
  public mutating func moveToFirst(count: Int) { cursor = count > 0 ? 0 : nil }

  /// Moves the cursor to the last row.
  ///
  /// - Parameter count: the number of rows; 0 or less clears the cursor.
  public mutating func moveToLast(count: Int) { cursor = count > 0 ? count - 1 : nil }

  /// Chooses the cursor's row, or unchooses it when it is chosen already.
  ///
  /// - Parameter count: the number of rows; rows outside `0..<count` are not toggled.
  public mutating func toggle(_ count: Int) {
    guard let cursor, cursor >= 0, cursor < count else { return }
    if selection.remove(cursor) == nil { selection.insert(cursor) }
  }

  /// The cursor and chosen rows put back on the rows with the identities `following` kept,
  /// wherever a re-sort moved them, when `count` rows are found by `id`; the cursor stays
  /// where it was when its row is gone. Costs one call of `id` a row: once, after a sort.
  ///
  /// - Parameters:
  ///   - count: the number of rows now.
  ///   - id: a row's identity, in the order the rows have now.
  /// - Returns: the state with the cursor and selection moved and nothing left to follow.
  func resolvingFollowing(count: Int, id: (Int) -> TableRowID) -> TableState {
    guard let following else { return self }
    var state = self
    state.following = nil
    var chosen = Set<Int>()
    var cursor: Int?
    let wanted = Set(following.chosen)
    for row in 0..<max(0, count) {
      let identity = id(row)
      if identity == following.cursor { cursor = row }
      if wanted.contains(identity) { chosen.insert(row) }
    }
    if let cursor { state.cursor = cursor }
    if !wanted.isEmpty { state.selection = chosen }
    return state
  }

  /// The first row to show in `height` rows so the cursor is in view, moving the offset as
  /// little as it can (with a row of context above and below the cursor when five rows or more
  /// show), and never past the last page.
  ///
  /// - Parameters:
  ///   - height: the number of rows shown.
  ///   - count: the number of rows.
  /// - Returns: the first row to show.
  public func visibleOffset(height: Int, count: Int) -> Int {
    let maximum = max(0, count - max(0, height))
    var offset = min(max(0, self.offset), maximum)
    guard let cursor, cursor >= 0, cursor < count, height > 0 else { return offset }
    let context = height >= 5 ? 1 : 0
    let top = max(0, cursor - context)
    if top < offset { offset = top }
    let bottom = min(count - 1, cursor + context)
    if bottom >= offset + height { offset = bottom - height + 1 }
    return min(max(0, offset), maximum)
  }

  /// Scrolls by `delta` rows in a view of `height` rows, dragging the cursor only as far as it
  /// must to stay in view (what the mouse wheel does).
  ///
  /// - Parameters:
  ///   - delta: rows to scroll; negative scrolls up.
  ///   - height: the number of rows shown.
  ///   - count: the number of rows.
  /// - Returns: whether the offset changed.
  @discardableResult
  public mutating func scroll(by delta: Int, height: Int, count: Int) -> Bool {
    guard height > 0, count > height else { return false }
    let current = min(max(0, offset), count - height)
    let moved = current.addingReportingOverflow(delta)
    let next =
      moved.overflow ? (delta < 0 ? 0 : count - height) : min(max(0, moved.partialValue), count - height)
    guard next != current else { return false }
    offset = next
    if let cursor {
      if cursor < next { self.cursor = next }
      if cursor >= next + height { self.cursor = next + height - 1 }
    }
    return true
  }
}

/// A row's identity as an app gives it (``Table/rowID(_:)``), kept across a re-sort.
struct TableRowID: Hashable, Sendable {
  let value: any Hashable & Sendable

  init(_ value: some Hashable & Sendable) { self.value = value }

  static func == (lhs: TableRowID, rhs: TableRowID) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}

/// The identities of the cursor's row and the chosen rows when a table changed its sort.
struct TableFollowing: Hashable, Sendable {
  var cursor: TableRowID?
  var chosen: [TableRowID]
}

/// Where a table's columns go at one width: the columns shown, their left edges and widths, and
/// whether columns are hidden either side. Computed once per frame from the width offered.
struct TableLayout: Equatable {
  /// A column shown: its index, its left edge (from the start of the columns) and its width.
  struct Span: Equatable {
    var index: Int
    var x: Int
    var width: Int
  }

  /// The columns shown, left to right.
  var spans: [Span]
  /// The first column shown.
  var first: Int
  /// Whether columns before ``first`` are hidden.
  var hiddenBefore: Bool { first > 0 }
  /// Whether columns after the last shown are hidden.
  var hiddenAfter: Bool
  /// The greatest first column: scrolling further would show nothing new.
  var lastFirst: Int

  /// The columns laid out in `width` cells, `spacing` cells apart, starting from column
  /// `first` when they do not all fit.
  ///
  /// When the columns' least widths fit, all show and the space left goes to flexible columns
  /// (up to their greatest widths); otherwise the columns from `first` that fit show, and the
  /// first of them is cut when not even it fits.
  static func make(_ columns: [Table.Column], width: Int, spacing: Int, first: Int) -> TableLayout {
    let width = min(max(0, width), Canvas.maxDimension)
    let spacing = min(max(0, spacing), Canvas.maxDimension)
    guard !columns.isEmpty, width > 0 else {
      return TableLayout(spans: [], first: 0, hiddenAfter: false, lastFirst: 0)
    }
    let minimums = columns.map(\.width.minimum)
    // The greatest first column: the first column of the widest run that fits at the end.
    var lastFirst = columns.count - 1
    var used = minimums[lastFirst]
    while lastFirst > 0, used + spacing + minimums[lastFirst - 1] <= width {
      lastFirst -= 1
      used += spacing + minimums[lastFirst]
    }
    let first = min(max(0, first), lastFirst)
    var last = first
    var total = minimums[first]
    while last + 1 < columns.count, total + spacing + minimums[last + 1] <= width {
      last += 1
      total += spacing + minimums[last]
    }
    var widths = Array(minimums[first...last])
    var left = width - total
    if left < 0 {
      widths[0] = max(0, widths[0] + left)
      left = 0
    }
    // What is left goes first to fractional columns, up to their share of the width, then to
    // flexible ones up to their greatest widths: evenly, the leftmost first for what is over.
    for phase in 0..<2 {
      func target(_ column: Table.Column) -> Int {
        phase == 0 ? column.width.preferred(of: width) : column.width.maximum(of: width)
      }
      var growing = (first...last).filter { target(columns[$0]) > widths[$0 - first] }
      while left > 0, !growing.isEmpty {
        let share = max(1, left / growing.count)
        for index in growing where left > 0 {
          let step = min(share, target(columns[index]) - widths[index - first], left)
          widths[index - first] += step
          left -= step
        }
        growing.removeAll { target(columns[$0]) <= widths[$0 - first] }
      }
    }
    var spans: [Span] = []
    var x = 0
    for (offset, columnWidth) in widths.enumerated() {
      spans.append(Span(index: first + offset, x: x, width: columnWidth))
      x += columnWidth + spacing
    }
    return TableLayout(
      spans: spans, first: first, hiddenAfter: last < columns.count - 1, lastFirst: lastFirst)
  }

  /// The column at a point `x` cells from the start of the columns, if one is there.
  func column(at x: Int) -> Int? {
    spans.first { x >= $0.x && x < $0.x + $0.width }?.index
  }
}
