import ViewKitCore
import ViewKitStyle

/// Rows of text in columns under a header that stays while the rows scroll, with a cursor, one
/// or several chosen rows, sorting by column, horizontal scrolling and empty and loading states.
/// Only the visible rows' cells are asked for: a table of 100,000 rows costs what 100 cost.
///
/// Columns are ``Column/Width/fixed(_:)``, ``Column/Width/flexible(min:max:)`` (they share
/// what is left) or ``Column/Width/fraction(_:min:max:)`` of the width; the widths are computed
/// once per frame from the width offered. Cells are text, cut with `…` to their column (wide
/// characters and emoji are never split). When the columns' least widths exceed the width, the
/// columns from ``TableState/column`` that fit show, `‹` and `›` in the header mark hidden ones
/// and ←→ scroll by a column.
///
/// The row under the cursor is filled with `table.cursor`'s background (reversed in `mono`);
/// its cells keep their own colours. It is marked `▸` in the focus colour when the table has
/// focus (`▹` otherwise). In a table that selects several, chosen rows carry a `✓`
/// (`table.check`) and `table.selected`'s attributes. Tokens: `table.*`.
///
/// With a binding to its ``TableState`` the table takes focus: ↑↓ (and `k` `j`) move the
/// cursor, Home/End and PgUp/PgDn jump, ←→ (and `h` `l`) scroll the columns, Space (in a table
/// that selects several) chooses the cursor's row and Shift-↑↓ chooses while moving, Enter
/// activates the cursor's row. With a sort binding, `s` sorts by the next sortable column
/// and `S` reverses the order; a click on a column's title sorts by it, a second click reverses
/// it. The app sorts its rows when the binding changes; the table shows `▲` (ascending) or `▼`
/// beside the sorted column's title. Given ``rowID(_:)``, the cursor (and the chosen rows)
/// stay on the same rows by identity after the re-sort, scrolled into view; without it they
/// keep their indices. A click on a row moves the cursor there (and toggles it in
/// a table that selects several; a click on the cursor's row activates it in one that selects
/// one); the wheel scrolls. The offsets it draws with are written back to the binding.
///
/// ```swift
/// Table(
///   rows: files.count,
///   columns: [.init("Name"), .init("Size", width: .fixed(8), alignment: .trailing)],
///   selection: Bindable(model).table, sort: Bindable(model).sort
/// ) { row, column in
///   column == 0 ? "\(files[row].name)" : "\(files[row].size)"
/// }
/// ```
public struct Table: View {
  /// One column: its title, how wide it is and how its cells align.
  public struct Column: Hashable, Sendable {
    /// How a column takes width.
    public enum Width: Hashable, Sendable {
      /// Exactly this many cells.
      case fixed(Int)
      /// At least `min` cells; it grows with the others that are flexible to share what is
      /// left, up to `max` (no limit when nil).
      case flexible(min: Int = 1, max: Int? = nil)
      /// A fraction of the table's width (0.25 is a quarter), kept between `min` and `max`
      /// cells; `min` is what it needs before the table scrolls sideways.
      case fraction(Double, min: Int = 1, max: Int? = nil)

      /// The least width, in cells.
      var minimum: Int {
        switch self {
        case .fixed(let width): return Self.cells(width)
        case .flexible(let min, _), .fraction(_, let min, _): return Self.cells(min)
        }
      }

      /// The width it takes before flexible columns grow.
      func preferred(of width: Int) -> Int {
        switch self {
        case .fixed, .flexible: return minimum
        case .fraction(let fraction, _, let max):
          let share =
            fraction.isFinite ? Int((Double(width) * Swift.min(1, Swift.max(0, fraction))).rounded(.down)) : 0
          return Swift.max(minimum, Swift.min(share, max.map(Self.cells) ?? Canvas.maxDimension))
        }
      }

      /// The greatest width.
      func maximum(of width: Int) -> Int {
        switch self {
        case .fixed, .fraction: return preferred(of: width)
        case .flexible(_, let max): return Swift.max(minimum, max.map(Self.cells) ?? Canvas.maxDimension)
        }
      }

      /// A width in cells, kept to what a canvas can hold.
      static func cells(_ width: Int) -> Int { Swift.min(Swift.max(0, width), Canvas.maxDimension) }
    }

    /// The column's title, shown in the header.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// Where its title and cells sit in its width.
    public var alignment: TextAlignment
    /// Whether the table can be sorted by it.
    public var isSortable: Bool

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - title: the header text.
    ///   - width: how wide it is; by default it shares what is left with other flexible columns.
    ///   - alignment: where its title and cells sit: numbers read best trailing.
    ///   - sortable: whether a click on its title or `s` sorts by it.
    public init(
      _ title: String, width: Width = .flexible(), alignment: TextAlignment = .leading, sortable: Bool = true
    ) {
      self.title = title
      self.width = width
      self.alignment = alignment
      isSortable = sortable
    }
  }

  /// The column a table is sorted by and the direction.
  public struct Sort: Hashable, Sendable {
    /// The index of the sorted column.
    public var column: Int
    /// Whether the order is ascending (`▲`) or descending (`▼`).
    public var ascending: Bool

    /// Creates a sort order.
    ///
    /// - Parameters:
    ///   - column: the index of the column to sort by.
    ///   - ascending: smallest first when true.
    public init(column: Int, ascending: Bool = true) {
      self.column = column
      self.ascending = ascending
    }
  }

  /// How many rows can be chosen.
  public enum SelectionMode: Hashable, Sendable {
    /// One: the cursor's row is the selection.
    case single
    /// Any number: Space or a click toggles a row into ``TableState/selection``.
    case multiple
  }

  /// What a cell shows: text, and optionally its own style (its foreground is kept under the
  /// cursor, whose background fills the row).
  public struct Cell: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, on one line; cut with `…` when longer than its column.
    public var text: String
    /// The cell's style; nil for the row's.
    public var style: TextStyleToken?

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - text: what it shows.
    ///   - style: its colours and attributes; nil for the row's.
    public init(_ text: String, style: TextStyleToken? = nil) {
      self.text = text
      self.style = style
    }

    /// Creates a cell of plain text: `"\(file.size)"`.
    ///
    /// - Parameter value: the text.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }

  /// The declared states, each shown by a story.
  typealias StoryState = TableStoryState

  let rows: Int
  let columns: [Column]
  var state: TableState
  /// Whether `state` holds rows a sort left to follow, found again: written back once drawn.
  var resolvedFollowing = false
  let binding: Binding<TableState>?
  let mode: SelectionMode
  let sort: Binding<Sort?>?
  let sortValue: Sort?
  let spacing: Int
  let emptyText: String
  let activateLabel: String
  let onActivate: ((Int) -> Void)?
  let cell: (Int, Int) -> Cell
  var loadingFrame: Int?
  var identity: ((Int) -> TableRowID)?

  /// Creates a picture of a table (it takes no input).
  ///
  /// - Parameters:
  ///   - rows: the number of rows.
  ///   - columns: the columns, left to right.
  ///   - state: the cursor, chosen rows and scroll position.
  ///   - mode: whether one row or several can be chosen.
  ///   - sort: the sorted column, shown with `▲` or `▼`; nil for none.
  ///   - spacing: the cells between columns.
  ///   - emptyText: what a table with no rows shows.
  ///   - cell: the cell at a row and a column; asked only for the cells on screen.
  public init(
    rows: Int, columns: [Column], state: TableState = TableState(), mode: SelectionMode = .single,
    sort: Sort? = nil, spacing: Int = 2, emptyText: String = "Nothing to show",
    cell: @escaping (_ row: Int, _ column: Int) -> Cell
  ) {
    self.rows = max(0, rows)
    self.columns = columns
    self.state = state
    binding = nil
    self.mode = mode
    self.sort = nil
    sortValue = sort
    self.spacing = max(0, spacing)
    self.emptyText = emptyText
    activateLabel = ""
    onActivate = nil
    self.cell = cell
  }

  /// Creates a table whose cursor, chosen rows and scroll a binding holds, sorted by a binding
  /// the table changes and the app follows.
  ///
  /// - Parameters:
  ///   - rows: the number of rows.
  ///   - columns: the columns, left to right.
  ///   - selection: the cursor, chosen rows and scroll position, written as the user moves.
  ///   - mode: whether one row or several can be chosen.
  ///   - sort: the sorted column, changed by `s`, `S` and clicks on titles; nil when the table
  ///     cannot be sorted.
  ///   - spacing: the cells between columns.
  ///   - emptyText: what a table with no rows shows.
  ///   - activateLabel: what activating does, for the hints.
  ///   - onActivate: runs with the cursor's row for Enter; nil when rows cannot be activated.
  ///   - cell: the cell at a row and a column; asked only for the cells on screen.
  public init(
    rows: Int, columns: [Column], selection: Binding<TableState>, mode: SelectionMode = .single,
    sort: Binding<Sort?>? = nil, spacing: Int = 2, emptyText: String = "Nothing to show",
    activateLabel: String = "open", onActivate: ((Int) -> Void)? = nil,
    cell: @escaping (_ row: Int, _ column: Int) -> Cell
  ) {
    self.rows = max(0, rows)
    self.columns = columns
    state = selection.wrappedValue
    binding = selection
    self.mode = mode
    self.sort = sort
    sortValue = sort?.wrappedValue
    self.spacing = max(0, spacing)
    self.emptyText = emptyText
    self.activateLabel = activateLabel
    self.onActivate = onActivate
    self.cell = cell
  }

  /// The same table showing a spinner frame and "Loading…" in place of its rows while
  /// `isLoading`; the header stays.
  ///
  /// - Parameters:
  ///   - isLoading: whether the rows are still coming.
  ///   - frame: the spinner's tick (the runtime advances it; see ``Spinner``).
  /// - Returns: the table.
  public func loading(_ isLoading: Bool, frame: Int = 0) -> Table {
    var copy = self
    copy.loadingFrame = isLoading ? frame : nil
    return copy
  }

  /// The same table knowing its rows' identities, so that when it changes the sort the cursor
  /// and the chosen rows follow their rows to wherever the app's re-sort puts them, and the
  /// cursor's row scrolls into view. The next frame after a sort asks `id` once for each row;
  /// a row gone from the rows leaves the cursor where it was.
  ///
  /// ```swift
  /// Table(rows: files.count, columns: columns, selection: $table, sort: $sort) { ... }
  ///   .rowID { files[$0].path }
  /// ```
  ///
  /// - Parameter id: the identity of the row at an index, in the order the rows have now.
  /// - Returns: the table.
  public func rowID<ID: Hashable & Sendable>(_ id: @escaping (_ row: Int) -> ID) -> Table {
    var copy = self
    copy.identity = { TableRowID(id($0)) }
    return copy
  }

  /// The table to draw: with the rows a sort left to follow found again in its state.
  var resolved: Table {
    guard state.following != nil, loadingFrame == nil, let identity else { return self }
    var table = self
    table.state = state.resolvingFollowing(count: rows, id: identity)
    table.resolvedFollowing = true
    return table
  }

  /// The sort binding the keys and clicks change: before a change, it notes the identities of
  /// the cursor's row and the chosen rows in the state (when the table knows them), for the
  /// next frame to find again.
  func followingSort(_ sort: Binding<Sort?>, binding: Binding<TableState>, count: Int) -> Binding<Sort?> {
    guard let identity else { return sort }
    let mode = self.mode
    return Binding(
      get: { sort.wrappedValue },
      set: { value in
        binding.modify { state in
          // Two sorts before a frame: the rows noted at the first are still the ones to find.
          guard state.following == nil else { return }
          let rows = 0..<count
          state.following = TableFollowing(
            cursor: state.cursor.flatMap { rows.contains($0) ? identity($0) : nil },
            chosen: mode == .multiple ? state.selection.filter(rows.contains).sorted().map(identity) : [])
        }
        sort.wrappedValue = value
      })
  }

  /// The next sort when column `column` is chosen: that column ascending, or the same column
  /// the other way round.
  ///
  /// - Parameters:
  ///   - current: the sort now.
  ///   - column: the column chosen.
  /// - Returns: the sort to apply.
  public static func sort(_ current: Sort?, choosing column: Int) -> Sort {
    guard let current, current.column == column else { return Sort(column: column) }
    return Sort(column: column, ascending: !current.ascending)
  }

  /// The header, the rows on screen and a scrollbar when they do not fit.
  public var body: some View {
    let geometry = TableGeometry()
    let face = TableFace(table: resolved, geometry: geometry)
    if let binding {
      let (count, mode, columns) = (loadingFrame == nil ? rows : 0, self.mode, self.columns)
      let sort = self.sort.map { sort in followingSort(sort, binding: binding, count: count) }
      let (activateLabel, onActivate) = (self.activateLabel, self.onActivate)
      face.focusable(
        "table",
        bindings: TableInput.bindings(
          binding, count: count, mode: mode, sort: sort, columns: columns, geometry: geometry,
          activateLabel: activateLabel, onActivate: onActivate),
        onClick: { mouse, _ in
          TableInput.click(
            binding, count: count, mode: mode, sort: sort, columns: columns, geometry: geometry, mouse: mouse,
            onActivate: onActivate)
        },
        onScroll: { mouse, _ in TableInput.scroll(binding, count: count, geometry: geometry, mouse: mouse) })
    } else {
      face
    }
  }
}

/// Where a table drew, for keys and clicks on the frame on screen.
final class TableGeometry {
  /// The first row shown.
  var offset = 0
  /// The line the first row is drawn on.
  var top = 0
  /// The number of rows shown.
  var height = 0
  /// The column and line of the header's first cell.
  var left = 0
  var headerTop = 0
  /// The cells before the columns (the cursor and check marks).
  var gutter = 2
  /// Where the columns went.
  var layout = TableLayout(spans: [], first: 0, hiddenAfter: false, lastFirst: 0)
  /// Whether the header was drawn (clicks on it sort).
  var drewHeader = false
}

/// The tokens a table draws with.
struct TableTokens {
  let header: TextStyleToken
  let row: TextStyleToken
  let cursor: TextStyleToken
  let selected: TextStyleToken
  let empty: TextStyleToken
  let marker: Color
  let check: Color
  let sort: Color
  let rule: Color
  let focus: Color
  let track: Color
  let thumb: Color
  let spinner: Color

  init(theme: Theme) {
    header = theme[.tableHeader]
    row = theme[.tableRow]
    cursor = theme[.tableCursor]
    selected = theme[.tableSelected]
    empty = theme[.tableEmpty]
    marker = theme[.tableMarker]
    check = theme[.tableCheck]
    sort = theme[.tableSort]
    rule = theme[.tableRule]
    focus = theme[.borderFocus]
    track = theme[.tableScrollbarTrack]
    thumb = theme[.tableScrollbarThumb]
    spinner = theme[.spinnerColor]
  }
}

/// How a table looks at the size it is drawn at; reads focus where ``Table`` put it.
struct TableFace: View {
  let table: Table
  let geometry: TableGeometry
  @Environment(\.componentStrings) private var strings
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.interactionFrame) private var frame

  var body: some View {
    let (table, geometry, focused) = (self.table, self.geometry, isFocused)
    let tokens = TableTokens(theme: theme)
    let writeBack = frame?.isInteractive == true ? table.binding : nil
    let frame = self.frame
    let placeholder: AnyView =
      if let tick = table.loadingFrame {
        AnyView(
          HStack(spacing: 1) {
            Text(Spinner.FrameSet.dots.frame(tick)).foregroundColor(tokens.spinner).bold()
            Text(strings["Loading…"]).style(tokens.empty)
          }
          .lineLimit(1))
      } else {
        AnyView(Text(strings[table.emptyText]).style(tokens.empty).lineLimit(1))
      }
    SizeReader { size in
      let lines = TableLines(table: table, size: size, tokens: tokens, focused: focused)
      VStack(alignment: .leading, spacing: 0) {
        StyledText(sizing: .fill(ideal: size.width), runs: { _ in lines.header() })
          .onDraw { rect in
            geometry.left = rect.minX
            geometry.headerTop = rect.minY
            geometry.drewHeader = true
            geometry.gutter = lines.gutter
            geometry.layout = lines.layout
          }
          .semanticsHidden()
        if lines.bodyHeight > 0 {
          LazyRows(
            count: lines.count,
            offset: { height in lines.state.visibleOffset(height: height, count: lines.count) },
            row: { index in
              AnyView(
                StyledText(sizing: .fill(ideal: size.width), runs: { _ in [lines.row(index)] })
                  .semantics {
                    SemanticElement(
                      role: .row, label: table.spokenRow(index), details: ["\(index + 1) of \(lines.count)"],
                      traits: table.spokenTraits(row: index))
                  })
            },
            placeholder: placeholder,
            scrollbar: LazyRows.Scrollbar(track: tokens.track, thumb: tokens.thumb),
            configure: { $0.makeStillRows() },
            onDraw: { offset, top, height in
              geometry.offset = offset
              geometry.top = top
              geometry.height = height
              let column = lines.layout.first
              if let writeBack, table.resolvedFollowing {
                // The rows a sort moved, found again: the cursor and chosen rows follow them.
                let (cursor, selection) = (lines.state.cursor, lines.state.selection)
                frame?.afterDraw.append {
                  writeBack.modify {
                    $0.cursor = cursor
                    $0.selection = selection
                    $0.following = nil
                    $0.offset = offset
                    $0.column = column
                  }
                }
              } else if let writeBack,
                writeBack.wrappedValue.offset != offset || writeBack.wrappedValue.column != column
              {
                frame?.afterDraw.append {
                  writeBack.modify {
                    $0.offset = offset
                    $0.column = column
                  }
                }
              }
            }
          )
          .frame(height: lines.bodyHeight)
        }
      }
    }
    .semantics(
      .table, label: "", details: table.spokenDetails(focused: focused), traits: focused ? .focused : [],
      contains: .contained)
  }
}

extension Table {
  /// The row's cells as a screen reader reads them, joined by commas.
  func spokenRow(_ row: Int) -> String {
    columns.indices.map { cell(row, $0).text }.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// A row's states: selected (the cursor's row, or a chosen row when several may be chosen).
  func spokenTraits(row: Int) -> SemanticTraits {
    switch mode {
    case .single: return state.cursor == row ? .selected : []
    case .multiple: return state.selection.contains(row) ? .selected : []
    }
  }

  /// The table's size, columns, sort, and where the cursor is.
  func spokenDetails(focused: Bool) -> [String] {
    let count = loadingFrame == nil ? rows : 0
    var details = ["\(count) \(count == 1 ? "row" : "rows")"]
    details.append("columns: " + columns.map(\.title).filter { !$0.isEmpty }.joined(separator: ", "))
    if let sort = sortValue, columns.indices.contains(sort.column) {
      details.append(
        "sorted by \(columns[sort.column].title), \(sort.ascending ? "ascending" : "descending")")
    }
    if loadingFrame != nil { details.append("loading") }
    if mode == .multiple, count > 0 { details.append("\(state.selection.count) selected") }
    if let cursor = state.cursor, (0..<count).contains(cursor) {
      details.append("row \(cursor + 1) of \(count)")
    }
    return details
  }
}

/// A table's lines at one size: the layout of its columns, computed once, and the runs of the
/// header, the rule and any row asked for.
struct TableLines {
  let table: Table
  let tokens: TableTokens
  let focused: Bool
  let state: TableState
  let count: Int
  let width: Int
  let bodyHeight: Int
  /// The cells before the columns: the cursor mark, and the check mark when several can be chosen.
  let gutter: Int
  /// The cells the columns take.
  let columnsWidth: Int
  /// The cells after the columns: ` ›` when the columns scroll sideways.
  let trailer: Int
  /// Whether the rows leave the last column to the scrollbar.
  let scrolls: Bool
  let layout: TableLayout

  init(table: Table, size: Size, tokens: TableTokens, focused: Bool) {
    self.table = table
    self.tokens = tokens
    self.focused = focused
    state = table.state
    count = table.loadingFrame == nil ? table.rows : 0
    width = max(0, size.width)
    bodyHeight = max(0, size.height - 2)
    scrolls = bodyHeight > 0 && count > bodyHeight
    gutter = table.mode == .multiple ? 3 : 2
    let available = max(0, width - gutter - (scrolls ? 1 : 0))
    let whole = TableLayout.make(table.columns, width: available, spacing: table.spacing, first: 0)
    if whole.hiddenAfter {
      trailer = min(2, available)
      layout = TableLayout.make(
        table.columns, width: available - trailer, spacing: table.spacing, first: state.column)
    } else {
      trailer = 0
      layout = whole
    }
    columnsWidth = available - trailer
  }

  /// Text cut to `width` cells and placed in them by `alignment`.
  static func fit(_ glyphs: [Glyph], width: Int, alignment: TextAlignment) -> (
    lead: Int, text: [Glyph], trail: Int
  ) {
    let text = TextLayout.truncate(glyphs, width: max(0, width), mode: .tail)
    let free = max(0, width - text.displayWidth)
    let lead = alignment.offset(lineWidth: text.displayWidth, in: width)
    return (min(lead, free), text, free - min(lead, free))
  }

  /// The header line and the rule under it.
  func header() -> [[StyledRun]] {
    let style = tokens.header
    let marker = TextStyleToken(foreground: tokens.marker)
    var line: [StyledRun] = [
      layout.hiddenBefore
        ? StyledRun(Glyph.glyphs(of: "‹"), style: marker) : StyledRun([.space], style: style),
      StyledRun(repeating: .space, count: gutter - 1, style: style),
    ]
    var x = 0
    for span in layout.spans {
      line.append(StyledRun(repeating: .space, count: span.x - x, style: style))
      let column = table.columns[span.index]
      let sorted = table.sortValue?.column == span.index
      let indicator = sorted && span.width >= 3 ? 2 : 0
      // The title with its indicator after it, placed as one.
      let title = TextLayout.truncate(
        Glyph.glyphs(of: column.title), width: span.width - indicator, mode: .tail)
      let free = max(0, span.width - title.displayWidth - indicator)
      let lead = min(free, column.alignment.offset(lineWidth: title.displayWidth + indicator, in: span.width))
      line.append(StyledRun(repeating: .space, count: lead, style: style))
      line.append(StyledRun(title, style: style))
      if indicator > 0, let ascending = table.sortValue?.ascending {
        line.append(
          StyledRun(Glyph.glyphs(of: ascending ? " ▲" : " ▼"), style: TextStyleToken(foreground: tokens.sort))
        )
      }
      line.append(StyledRun(repeating: .space, count: free - lead, style: style))
      x = span.x + span.width
    }
    line.append(StyledRun(repeating: .space, count: columnsWidth - x, style: style))
    if trailer > 0 {
      line.append(StyledRun(repeating: .space, count: trailer - 1, style: style))
      line.append(
        layout.hiddenAfter
          ? StyledRun(Glyph.glyphs(of: "›"), style: marker) : StyledRun([.space], style: style))
    }
    let rule = [
      StyledRun(repeating: Glyph("─"), count: width, style: TextStyleToken(foreground: tokens.rule))
    ]
    return [line, rule]
  }

  /// The line of row `index`: its marks, then its cells in their columns.
  func row(_ index: Int) -> [StyledRun] {
    let isCursor = state.cursor == index
    let isChosen = table.mode == .multiple && state.selection.contains(index)
    var base = isCursor ? tokens.cursor : tokens.row
    if base.foreground == nil { base.foreground = tokens.row.foreground }
    if isChosen { base.attributes.formUnion(tokens.selected.attributes) }
    var mark = base
    mark.foreground = focused ? tokens.focus : tokens.marker
    mark.attributes.insert(.bold)
    var check = base
    check.foreground = tokens.check
    var line: [StyledRun] = [
      isCursor
        ? StyledRun(Glyph.glyphs(of: focused ? "▸" : "▹"), style: mark) : StyledRun([.space], style: base)
    ]
    if table.mode == .multiple {
      line.append(
        isChosen ? StyledRun(Glyph.glyphs(of: "✓"), style: check) : StyledRun([.space], style: base))
    }
    line.append(StyledRun([.space], style: base))
    var x = 0
    for span in layout.spans {
      line.append(StyledRun(repeating: .space, count: span.x - x, style: base))
      let cell = table.cell(index, span.index)
      var style = base
      if let own = cell.style {
        style.attributes.formUnion(own.attributes)
        style.foreground = own.foreground ?? base.foreground
        if !isCursor { style.background = own.background ?? base.background }
      }
      let (lead, text, trail) = Self.fit(
        Glyph.glyphs(of: cell.text), width: span.width, alignment: table.columns[span.index].alignment)
      line.append(StyledRun(repeating: .space, count: lead, style: base))
      line.append(StyledRun(text, style: style))
      line.append(StyledRun(repeating: .space, count: trail, style: base))
      x = span.x + span.width
    }
    line.append(StyledRun(repeating: .space, count: columnsWidth - x + trailer, style: base))
    return line
  }
}

/// What keys, clicks and the wheel do to a table's state and sort.
enum TableInput {
  static func bindings(
    _ state: Binding<TableState>, count: Int, mode: Table.SelectionMode, sort: Binding<Table.Sort?>?,
    columns: [Table.Column], geometry: TableGeometry, activateLabel: String, onActivate: ((Int) -> Void)?
  ) -> [KeyBinding] {
    var bindings = [
      KeyBinding([.up, .down, "k", "j"], "move", display: "↑↓") { key in
        state.modify { $0.move(by: key == .up || key == "k" ? -1 : 1, count: count) }
        return true
      },
      KeyBinding([.home, .end], "first / last", display: "home end", visibility: .help) { key in
        state.modify { key == .home ? $0.moveToFirst(count: count) : $0.moveToLast(count: count) }
        return true
      },
      KeyBinding([.pageUp, .pageDown], "page", display: "pgup pgdn", visibility: .help) { key in
        state.modify { $0.page(by: key == .pageUp ? -1 : 1, height: geometry.height, count: count) }
        return true
      },
      KeyBinding([.left, .right, "h", "l"], "columns", display: "←→", visibility: .help) { key in
        let layout = geometry.layout
        let back = key == .left || key == "h"
        guard back ? layout.hiddenBefore : layout.hiddenAfter else { return false }
        let next = min(max(0, layout.first + (back ? -1 : 1)), layout.lastFirst)
        state.modify { $0.column = next }
        return true
      },
    ]
    if mode == .multiple {
      bindings.append(
        KeyBinding([.space], "choose", display: "space") { state.modify { $0.toggle(count) } })
      bindings.append(
        KeyBinding(
          [Key(.up, .shift), Key(.down, .shift)], "choose while moving", display: "⇧↑↓", visibility: .help
        ) {
          key in
          state.modify { value in
            guard count > 0 else { return }
            if let cursor = value.cursor, cursor < count { value.selection.insert(cursor) }
            value.move(by: key == Key(.up, .shift) ? -1 : 1, count: count)
            if let cursor = value.cursor { value.selection.insert(cursor) }
          }
          return true
        })
    }
    if let sort {
      let sortable = columns.indices.filter { columns[$0].isSortable }
      if !sortable.isEmpty {
        bindings.append(
          KeyBinding(["s"], "sort") {
            let current = sort.wrappedValue?.column ?? -1
            sort.wrappedValue = Table.Sort(column: sortable.first { $0 > current } ?? sortable[0])
          })
        bindings.append(
          KeyBinding(["S"], "reverse") {
            // With nothing sorted, `S` sorts by the first sortable column, descending.
            let current = sort.wrappedValue ?? Table.Sort(column: sortable[0])
            sort.wrappedValue = Table.Sort(column: current.column, ascending: !current.ascending)
          })
      }
    }
    if let onActivate {
      bindings.append(
        KeyBinding(.enter, activateLabel) {
          if let cursor = state.wrappedValue.cursor, cursor >= 0, cursor < count { onActivate(cursor) }
        })
    }
    return bindings
  }

  static func click(
    _ state: Binding<TableState>, count: Int, mode: Table.SelectionMode, sort: Binding<Table.Sort?>?,
    columns: [Table.Column], geometry: TableGeometry, mouse: MouseEvent, onActivate: ((Int) -> Void)?
  ) {
    if geometry.drewHeader, mouse.y == geometry.headerTop {
      let layout = geometry.layout
      let x = mouse.x - geometry.left - geometry.gutter
      if x < 0 {
        if layout.hiddenBefore { state.modify { $0.column = max(0, layout.first - 1) } }
      } else if let column = layout.column(at: x) {
        if let sort, columns[column].isSortable {
          sort.wrappedValue = Table.sort(sort.wrappedValue, choosing: column)
        }
      } else if layout.hiddenAfter, x >= (layout.spans.last.map { $0.x + $0.width } ?? 0) {
        state.modify { $0.column = min(layout.first + 1, layout.lastFirst) }
      }
      return
    }
    let line = mouse.y - geometry.top
    guard line >= 0, line < geometry.height else { return }
    let row = geometry.offset + line
    guard row >= 0, row < count else { return }
    switch mode {
    case .single:
      if state.wrappedValue.cursor == row, let onActivate {
        onActivate(row)
      } else {
        state.modify { $0.cursor = row }
      }
    case .multiple:
      state.modify {
        $0.cursor = row
        $0.toggle(count)
      }
    }
  }

  /// Scrolls three rows a wheel step, or a column for a sideways step.
  static func scroll(_ state: Binding<TableState>, count: Int, geometry: TableGeometry, mouse: MouseEvent)
    -> Bool
  {
    let layout = geometry.layout
    switch mouse.button {
    case .wheelLeft:
      guard layout.hiddenBefore else { return false }
      state.modify { $0.column = layout.first - 1 }
      return true
    case .wheelRight:
      guard layout.hiddenAfter else { return false }
      state.modify { $0.column = min(layout.first + 1, layout.lastFirst) }
      return true
    default:
      let delta = mouse.wheelDelta * 3
      guard delta != 0 else { return false }
      var value = state.wrappedValue
      value.offset = geometry.offset
      guard value.scroll(by: delta, height: geometry.height, count: count) else {
        return count > geometry.height
      }
      geometry.offset = value.offset
      state.wrappedValue = value
      return true
    }
  }
}

/// The declared states of ``Table``, each shown by a story (`table/<state>`).
enum TableStoryState: String, StoryStates {
  /// The component part of story ids.
  static let storyComponent = "table"
  /// Rows under a header, the cursor on one, focused.
  case plain
  /// The cursor's row, the table not focused.
  case unfocused
  /// Sorted by a column, with its indicator.
  case sorted
  /// Several rows chosen.
  case multiple
  /// Scrolled far down a long table, with a scrollbar; the header stays.
  case scrolled
  /// Columns wider than the table: scrolled sideways, with markers.
  case wide
  /// Long, wide-character and emoji cells cut with `…`.
  case truncated
  /// No rows.
  case empty
  /// Rows still loading.
  case loading
}
