import ViewKitCore
import ViewKitStyle

/// A scrolling list of one-line rows with selection, section headers, a scrollbar and an empty
/// state. Only the visible rows are built: a list of 10,000 rows costs what 24 cost.
///
/// The selected row is marked `▸` in the focus colour when the list has focus (`▹` otherwise)
/// and drawn in `list.selected`, which reverses it in the `mono` theme. Tokens: `list.*`.
///
/// With a binding to its ``ListState`` the list takes focus: ↑↓ (and `k` `j`) move the
/// selection, Home/End and PgUp/PgDn jump, Enter activates the selected row, a click selects a
/// row (a click on the selected row activates it) and the wheel scrolls. The scroll offset it
/// draws with is written back to the binding.
///
/// ```swift
/// List(count: posts.count, selection: Bindable(model).feed, onActivate: { model.open($0) }) { index in
///   Text(posts[index].title)
/// }
/// ```
public struct List<Row: View>: View {
  /// The declared states, each shown by a story.
  typealias StoryState = ListStoryState

  let count: Int
  let state: ListState
  let binding: Binding<ListState>?
  let sections: [ListSection]
  let emptyText: String
  let activateLabel: String
  let onActivate: ((Int) -> Void)?
  let row: (Int) -> Row
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.interactionFrame) private var frame

  /// Creates a picture of a list of `count` rows, each built on demand by `row` (it takes no
  /// input).
  ///
  /// - Parameters:
  ///   - count: the number of rows.
  ///   - state: the selected row and the scroll offset.
  ///   - sections: headers placed before their first rows.
  ///   - emptyText: what an empty list shows.
  ///   - row: builds the row at an index; called only for rows on screen.
  public init(
    count: Int, state: ListState = ListState(), sections: [ListSection] = [],
    emptyText: String = "Nothing to show",
    @ViewBuilder row: @escaping (Int) -> Row
  ) {
    self.count = count
    self.state = state
    binding = nil
    self.sections = sections
    self.emptyText = emptyText
    activateLabel = ""
    onActivate = nil
    self.row = row
  }

  /// Creates a list whose selection and scroll a binding holds; `onActivate` runs for Enter
  /// or a click on the selected row, described as `activateLabel` in the hints.
  ///
  /// - Parameters:
  ///   - count: the number of rows.
  ///   - selection: the selected row and the scroll offset, written as the user moves.
  ///   - sections: headers placed before their first rows.
  ///   - emptyText: what an empty list shows.
  ///   - activateLabel: what activating does, for the hints.
  ///   - onActivate: runs with the selected row's index; nil when rows cannot be activated.
  ///   - row: builds the row at an index; called only for rows on screen.
  public init(
    count: Int, selection: Binding<ListState>, sections: [ListSection] = [],
    emptyText: String = "Nothing to show", activateLabel: String = "open", onActivate: ((Int) -> Void)? = nil,
    @ViewBuilder row: @escaping (Int) -> Row
  ) {
    self.count = count
    state = selection.wrappedValue
    binding = selection
    self.sections = sections
    self.emptyText = emptyText
    self.activateLabel = activateLabel
    self.onActivate = onActivate
    self.row = row
  }

  /// The rows on screen, the selected one marked, with a scrollbar when they do not fit.
  public var body: some View {
    let lines = ListLines(count: count, sections: sections)
    let geometry = ListGeometry()
    if let binding {
      ListFace(
        lines: lines, state: state, emptyText: emptyText, row: row, geometry: geometry, writeBack: binding
      )
      .focusable(
        "list", bindings: ListInput.bindings(binding, lines, geometry, activateLabel, onActivate),
        onClick: { mouse, rect in ListInput.click(binding, lines, geometry, mouse, rect, onActivate) },
        onScroll: { mouse, _ in ListInput.scroll(binding, lines, geometry, mouse.wheelDelta * 3) })
    } else {
      ListFace(lines: lines, state: state, emptyText: emptyText, row: row, geometry: geometry, writeBack: nil)
    }
  }
}

/// Where a list drew: its offset and height, for keys and clicks on the frame on screen.
final class ListGeometry {
  var offset = 0
  /// The row the list's first line is drawn on (the region's rectangle may be clipped).
  var top = 0
  var height = 0
}

/// How a list looks; reads focus where ``List`` put it.
struct ListFace<Row: View>: View {
  let lines: ListLines
  let state: ListState
  let emptyText: String
  let row: (Int) -> Row
  let geometry: ListGeometry
  let writeBack: Binding<ListState>?
  @Environment(\.componentStrings) private var strings
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.interactionFrame) private var frame

  var body: some View {
    let geometry = self.geometry
    let writeBack = frame?.isInteractive == true ? self.writeBack : nil
    let frame = self.frame
    let tokens = ListTokens(theme: theme)
    let (lines, state, focused, row) = (self.lines, self.state, isFocused, self.row)
    LazyRows(
      count: lines.count == 0 ? 0 : lines.total, offset: { lines.offset(for: state, height: $0) },
      row: { line in
        switch lines.line(line) {
        case .header(let index):
          return AnyView(
            Text(lines.sections[index].title).style(tokens.header)
              .semantics(.heading, label: lines.sections[index].title))
        case .row(let index):
          return AnyView(
            ListRow(content: row(index), selected: state.selection == index, focused: focused, tokens: tokens)
              .semantics(
                .listItem, label: "", details: ["\(index + 1) of \(lines.count)"],
                traits: state.selection == index ? .selected : [], contains: .merged)
          )
        }
      },
      placeholder: AnyView(Text(strings[emptyText]).style(tokens.empty).lineLimit(1)),
      scrollbar: LazyRows.Scrollbar(track: tokens.track, thumb: tokens.thumb),
      configure: { $0.makeStillRows(foreground: tokens.row.foreground) },
      onDraw: { offset, top, height in
        geometry.offset = offset
        geometry.top = top
        geometry.height = height
        if let writeBack, writeBack.wrappedValue.offset != offset {
          frame?.afterDraw.append { writeBack.wrappedValue.offset = offset }
        }
      }
    )
    .semantics(
      .list, label: "", details: ["\(lines.count) \(lines.count == 1 ? "item" : "items")"],
      traits: focused ? .focused : [], contains: .contained)
  }
}

/// What keys, clicks and the wheel do to a list's state.
enum ListInput {
  static func bindings(
    _ state: Binding<ListState>, _ lines: ListLines, _ geometry: ListGeometry, _ activateLabel: String,
    _ onActivate: ((Int) -> Void)?
  ) -> [KeyBinding] {
    let count = lines.count
    var bindings = [
      KeyBinding([.up, .down, "k", "j"], "move", display: "↑↓") { key in
        state.modify { key == .up || key == "k" ? $0.moveUp(count: count) : $0.moveDown(count: count) }
        return true
      },
      KeyBinding([.home, .end], "first / last", display: "home end", visibility: .help) { key in
        state.modify { $0.selection = count == 0 ? nil : key == .home ? 0 : count - 1 }
        return true
      },
      KeyBinding([.pageUp, .pageDown], "page", display: "pgup pgdn", visibility: .help) { key in
        let page = max(1, geometry.height - 1)
        state.modify {
          guard count > 0 else { return }
          let current = $0.selection ?? 0
          $0.selection = min(count - 1, max(0, current + (key == .pageUp ? -page : page)))
        }
        return true
      },
    ]
    if let onActivate {
      bindings.append(
        KeyBinding(.enter, activateLabel) {
          if let selected = state.wrappedValue.selection, selected < count { onActivate(selected) }
        })
    }
    return bindings
  }

  static func click(
    _ state: Binding<ListState>, _ lines: ListLines, _ geometry: ListGeometry, _ mouse: MouseEvent,
    _ rect: Rect,
    _ onActivate: ((Int) -> Void)?
  ) {
    let line = geometry.offset + mouse.y - geometry.top
    guard line >= 0, line < lines.total, case .row(let row) = lines.line(line) else { return }
    if state.wrappedValue.selection == row, let onActivate {
      onActivate(row)
    } else {
      state.modify { $0.selection = row }
    }
  }

  /// Scrolls by `delta` lines; the selection moves only as far as it must to stay in view.
  static func scroll(_ state: Binding<ListState>, _ lines: ListLines, _ geometry: ListGeometry, _ delta: Int)
    -> Bool
  {
    let height = geometry.height
    guard delta != 0, height > 0, lines.total > height else { return false }
    let offset = min(max(0, geometry.offset + delta), lines.total - height)
    guard offset != geometry.offset else { return true }
    geometry.offset = offset
    state.modify { value in
      value.offset = offset
      guard let selection = value.selection else { return }
      let line = lines.line(ofRow: selection)
      if line < offset { value.selection = lines.firstRow(atOrAfter: offset) }
      if line >= offset + height { value.selection = lines.lastRow(before: offset + height) }
    }
    return true
  }
}

/// The declared states of ``List``, each shown by a story (`list/<state>`).
enum ListStoryState: String, StoryStates {
  /// The component part of story ids.
  static let storyComponent = "list"
  /// Rows, nothing selected.
  case plain
  /// A selected row, the list focused.
  case selected
  /// A selected row, the list not focused.
  case unfocused
  /// Scrolled to follow a selection far down, with a scrollbar.
  case scrolled
  /// Section headers among the rows.
  case sections
  /// No rows.
  case empty
}

struct ListTokens {
  let row: TextStyleToken
  let selected: TextStyleToken
  let header: TextStyleToken
  let empty: TextStyleToken
  let marker: Color
  let focus: Color
  let track: Color
  let thumb: Color

  init(theme: Theme) {
    row = theme[.listRow]
    selected = theme[.listSelected]
    header = theme[.listHeader]
    empty = theme[.listEmpty]
    marker = theme[.listMarker]
    focus = theme[.borderFocus]
    track = theme[.listScrollbarTrack]
    thumb = theme[.listScrollbarThumb]
  }
}

/// One row of a list: two cells for the selection marker, then the row's content; the selected
/// row filled and restyled with `list.selected`.
struct ListRow<Content: View>: View {
  let content: Content
  let selected: Bool
  let focused: Bool
  let tokens: ListTokens

  var body: some View {
    if selected {
      // The selection paints the row's ground and adds its attributes (bold; reverse in mono):
      // what the row holds keeps its own colours and fills, an avatar's chip or a match's accent.
      content
        .frame(maxWidth: .infinity, alignment: .leading)
        .restyled { style in
          var style = style
          style.attributes.formUnion(tokens.selected.attributes)
          return style
        }
        .padding(.leading, 2)
        .background(tokens.selected.background ?? .default)
        .overlay(alignment: .leading) {
          Text(focused ? "▸" : "▹").bold().foregroundColor(focused ? tokens.focus : tokens.marker)
        }
    } else {
      content.frame(maxWidth: .infinity, alignment: .leading).padding(.leading, 2)
    }
  }
}
