import ViewKitCore
import ViewKitStyle

/// Stories of `Table`.
enum TableStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "table",
    docs: """
      Rows in columns (fixed, flexible, fractional, with least and greatest widths) under a header \
      that stays while they scroll; only the rows on screen are built, so 100,000 rows cost what 100 \
      cost. A cursor, one or several chosen rows, sorting by column (s, S or a click on a title, with \
      ▲ ▼; with rowID the cursor stays on its row through a re-sort), cells cut with …, sideways scrolling by column with ‹ › when the columns do not fit, and \
      empty and loading states.
      """,
    tags: ["data table", "grid", "rows", "columns", "spreadsheet"],
    states: [StateDeclaration(TableStoryState.self)], contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs = [
      ComponentTokenPair("table", .textDefault, on: .backgroundSelected, minimum: ComponentContrast.text),
      ComponentTokenPair("table", .borderFocus, on: .backgroundSelected, minimum: ComponentContrast.mark),
      ComponentTokenPair("table", .tableMarker, on: .backgroundSelected, minimum: ComponentContrast.mark),
      ComponentTokenPair("table", .tableCheck, on: .backgroundSelected, minimum: ComponentContrast.mark),
    ]
    for ground in ComponentContrast.grounds {
      pairs.append(ComponentTokenPair("table", .textDefault, on: ground, minimum: ComponentContrast.text))
      pairs.append(ComponentTokenPair("table", .textMuted, on: ground, minimum: ComponentContrast.text))
      for mark in [ThemeKey<Color>.tableMarker, .tableCheck, .tableSort, .tableScrollbarThumb, .spinnerColor]
      {
        pairs.append(ComponentTokenPair("table", mark, on: ground, minimum: ComponentContrast.mark))
      }
    }
    return pairs
  }

  /// Packages, with a language, stars, open issues and a licence: deterministic rows for any count.
  static let names = [
    "argument-parser", "collections", "algorithms", "nio", "log", "metrics", "crypto", "atomics",
    "system", "numerics", "async-algorithms", "format", "syntax", "docc", "markdown", "testing",
  ]
  static let languages = ["Swift", "C", "Rust", "Go", "Zig", "Kotlin"]
  static let licences = ["Apache-2.0", "MIT", "BSD-3", "MPL-2.0"]

  static func package(_ row: Int) -> (
    name: String, language: String, stars: Int, issues: Int, licence: String
  ) {
    let name = names[row % names.count] + (row < names.count ? "" : "-\(row / names.count + 1)")
    return (
      name, languages[(row * 7) % languages.count], (row * 7919) % 20_000 + 12, (row * 31) % 97,
      licences[(row * 5) % licences.count]
    )
  }

  static let columns = [
    Table.Column("Name", width: .flexible(min: 12)),
    Table.Column("Language", width: .fixed(8)),
    Table.Column("Stars", width: .fixed(7), alignment: .trailing),
    Table.Column("Issues", width: .fixed(6), alignment: .trailing),
    Table.Column("Licence", width: .fraction(0.2, min: 7, max: 12), sortable: false),
  ]

  static func cell(_ row: Int, _ column: Int) -> Table.Cell {
    let item = package(row)
    switch column {
    case 0: return "\(item.name)"
    case 1: return "\(item.language)"
    case 2: return "\(item.stars)"
    case 3: return "\(item.issues)"
    default: return "\(item.licence)"
    }
  }

  /// The rows in the order a sort asks for: numbers as numbers, other text as text.
  static func sortedRows(_ count: Int, by sort: Table.Sort, cell: (Int, Int) -> Table.Cell) -> [Int] {
    let keys = (0..<count).map { cell($0, sort.column).text }
    return (0..<count).sorted { a, b in
      let ordered: Bool
      if let x = Int(keys[a]), let y = Int(keys[b]) {
        ordered = x == y ? a < b : (x < y) == sort.ascending
      } else {
        ordered = keys[a] == keys[b] ? a < b : (keys[a] < keys[b]) == sort.ascending
      }
      return ordered
    }
  }

  /// A table story whose cursor is an argument and whose scroll and sort are its own state, so it
  /// works in the browser (i).
  static func table(
    _ state: TableStoryState, count: Int = 30, cursor: Int? = 2, chosen: Set<Int> = [], column: Int = 0,
    mode: Table.SelectionMode = .single, sort: Table.Sort? = nil, focused: Bool = true,
    columns: [Table.Column] = columns, loading: Bool = false,
    cell: @escaping @Sendable (Int, Int) -> Table.Cell = { cell($0, $1) }
  ) -> Story {
    Story(
      "table/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A table: \(state.rawValue).",
      layout: .fill(default: Size(width: 60, height: 10)),
      args: [StoryArg("cursor", .integer(range: -1...(max(0, count - 1)), default: cursor ?? -1))]
    ) { args in
      let chosenCursor = args.integerBinding("cursor")
      let scroll = args.state("scroll", initial: TableState(selection: chosen, column: column))
      // Kept as a column of -1 for none: an optional story state would read back as nil.
      let kept = args.state("sort", initial: sort ?? Table.Sort(column: -1))
      let order = Binding<Table.Sort?>(
        get: { kept.wrappedValue.column < 0 ? nil : kept.wrappedValue },
        set: { kept.wrappedValue = $0 ?? Table.Sort(column: -1) })
      // The app sorts: the story orders its rows by the sort shown (up to 10,000 of them).
      let rows = order.wrappedValue.flatMap { count <= 10_000 ? sortedRows(count, by: $0, cell: cell) : nil }
      Table(
        rows: count, columns: columns,
        selection: Binding(
          get: {
            var value = scroll.wrappedValue
            value.cursor = chosenCursor.wrappedValue < 0 ? nil : chosenCursor.wrappedValue
            return value
          },
          set: { value in
            scroll.wrappedValue = value
            chosenCursor.wrappedValue = value.cursor ?? -1
          }),
        mode: mode, sort: order, activateLabel: "open", onActivate: { _ in },
        cell: { row, column in cell(rows?[row] ?? row, column) }
      )
      .loading(loading)
      .focused(focused)
    }
  }

  static let stories: [Story] = [
    table(.plain),
    table(.unfocused, focused: false),
    table(.sorted, sort: Table.Sort(column: 2, ascending: false)),
    table(.multiple, cursor: 3, chosen: [1, 3, 4], mode: .multiple),
    table(.scrolled, count: 100_000, cursor: 51_234),
    table(
      .wide, cursor: 1, column: 1,
      columns: columns.map {
        var column = $0
        column.width = .fixed(14)
        return column
      } + [Table.Column("Maintainer", width: .fixed(16)), Table.Column("Updated", width: .fixed(12))],
      cell: { row, column in
        column < 5 ? cell(row, column) : column == 5 ? "team-\(row % 4)" : "2026-0\(row % 9 + 1)-1\(row % 10)"
      }
    ),
    table(
      .truncated, count: 4, cursor: 1,
      columns: [
        Table.Column("Title", width: .fraction(0.5, min: 8)), Table.Column("Note", width: .flexible(min: 6)),
        Table.Column("N", width: .fixed(3), alignment: .trailing),
      ],
      cell: { row, column in
        let titles = [
          "A title far too long to show whole in its column", "日本語のタイトルはとても長いです", "Emoji 🚀🚀🚀🚀🚀🚀🚀🚀 launches",
          "Short",
        ]
        let notes = ["fits", "全角の文字", "👍🏽 thumbs up with a tone", "a note that is longer than the column"]
        return column == 0 ? "\(titles[row])" : column == 1 ? "\(notes[row])" : "\(row * 512)"
      }),
    table(.empty, count: 0, cursor: nil),
    table(.loading, count: 30, cursor: nil, loading: true),
  ]
}
