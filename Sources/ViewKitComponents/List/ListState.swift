import ViewKitCore
import ViewKitStyle

/// The selection and scroll position of a ``List``, owned by a view model.
///
/// The offset follows the selection with the least movement: it changes only when the
/// selection would leave the visible rows.
///
/// ```swift
/// var state = ListState(selection: 0)
/// state.moveDown(count: rows.count)
/// ```
public struct ListState: Hashable, Sendable {
  /// The selected row, if any.
  public var selection: Int?
  /// The first visible line (rows and section headers both count).
  public var offset: Int

  /// Creates a state from a selected row and a scroll offset.
  ///
  /// - Parameters:
  ///   - selection: the selected row's index; nil for none.
  ///   - offset: the index of the first line shown; negative counts as 0.
  public init(selection: Int? = nil, offset: Int = 0) {
    self.selection = selection
    self.offset = max(0, offset)
  }

  /// Selects the next row, stopping at the last.
  ///
  /// - Parameter count: the number of rows; 0 or less clears the selection.
  public mutating func moveDown(count: Int) {
    guard count > 0 else { return selection = nil }
    selection = min(count - 1, min(max(-1, selection ?? -1), count - 1) + 1)
  }

  /// Selects the previous row, stopping at the first.
  ///
  /// - Parameter count: the number of rows; 0 or less clears the selection.
  public mutating func moveUp(count: Int) {
    guard count > 0 else { return selection = nil }
    selection = max(0, max(0, min(selection ?? count, count)) - 1)
  }
}

/// A section header shown before the row at `start`.
public struct ListSection: Hashable, Sendable {
  /// The text of the section's header line.
  public var title: String
  /// The index of the first row of the section.
  public var start: Int

  /// Creates a section whose header comes before row `start`.
  ///
  /// - Parameters:
  ///   - title: the header text.
  ///   - start: the index of the section's first row; negative counts as 0.
  public init(_ title: String, start: Int) {
    self.title = title
    self.start = max(0, start)
  }
}

/// The lines of a list: its rows with section headers among them, addressed without building
/// them all, so a list of any length costs what its visible lines cost.
struct ListLines {
  let count: Int
  let sections: [ListSection]
  /// The line of each header, ascending.
  let headerLines: [Int]

  enum Line: Equatable {
    case header(Int)
    case row(Int)
  }

  init(count: Int, sections: [ListSection]) {
    self.count = max(0, count)
    let sorted = sections.filter { $0.start < max(0, count) }.sorted { $0.start < $1.start }
    self.sections = sorted
    headerLines = sorted.enumerated().map { $0.element.start + $0.offset }
  }

  var total: Int { count + sections.count }

  /// The line a row is on.
  func line(ofRow row: Int) -> Int {
    // Headers at or before the row's own section count; binary search by start.
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].start <= row { low = mid + 1 } else { high = mid }
    }
    return row + low
  }

  /// The first row on or after a line (the last row when there is none).
  func firstRow(atOrAfter line: Int) -> Int? {
    guard count > 0 else { return nil }
    var current = line
    while current < total {
      if case .row(let row) = self.line(current) { return row }
      current += 1
    }
    return count - 1
  }

  /// The last row before a line.
  func lastRow(before line: Int) -> Int? {
    guard count > 0 else { return nil }
    var current = min(line, total) - 1
    while current >= 0 {
      if case .row(let row) = self.line(current) { return row }
      current -= 1
    }
    return 0
  }

  /// What is on a line.
  func line(_ line: Int) -> Line {
    var low = 0
    var high = headerLines.count
    while low < high {
      let mid = (low + high) / 2
      if headerLines[mid] < line { low = mid + 1 } else { high = mid }
    }
    if low < headerLines.count && headerLines[low] == line { return .header(low) }
    return .row(line - low)
  }

  /// The first visible line for a viewport of `height` lines that keeps the selection in view.
  func offset(for state: ListState, height: Int) -> Int {
    let maximum = max(0, total - height)
    var offset = min(max(0, state.offset), maximum)
    guard let selection = state.selection, selection >= 0, selection < count, height > 0 else {
      return offset
    }
    // A row of context above and below the selection (scroll-off), when there is room for it.
    let context = height >= 5 ? 1 : 0
    let selected = line(ofRow: selection)
    var top = max(0, selected - context)
    // Keep a section's header in view with its first row.
    if top > 0, case .header = line(top - 1), offset == top { top -= 1 }
    if top < offset { offset = top }
    let bottom = min(total - 1, selected + context)
    if bottom >= offset + height { offset = bottom - height + 1 }
    return min(max(0, offset), maximum)
  }
}
