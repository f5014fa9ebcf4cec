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
  public typealias State = ListStoryState

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

  /// The list.
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
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.interactionFrame) private var frame

  var body: some View {
    let geometry = self.geometry
    let writeBack = frame?.isInteractive == true ? self.writeBack : nil
    let frame = self.frame
    ListPrimitive(
      lines: lines, state: state, emptyText: emptyText, focused: isFocused, row: { AnyView(row($0)) },
      tokens: ListTokens(theme: theme),
      onDraw: { offset, top, height in
        geometry.offset = offset
        geometry.top = top
        geometry.height = height
        if let writeBack, writeBack.wrappedValue.offset != offset {
          frame?.afterDraw.append { writeBack.wrappedValue.offset = offset }
        }
      })
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
public enum ListStoryState: String, StoryStates {
  /// The component part of story ids.
  public static let storyComponent = "list"
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

struct ListPrimitive: PrimitiveView {
  let lines: ListLines
  let state: ListState
  let emptyText: String
  let focused: Bool
  let row: (Int) -> AnyView
  let tokens: ListTokens
  var onDraw: (Int, Int, Int) -> Void = { _, _, _ in }

  func makeNode(environment: EnvironmentValues) -> LayoutNode {
    var rowEnvironment = environment
    // Rows are made while drawing, after focus and hints are settled: they are still
    // pictures (the list itself is the focusable).
    rowEnvironment.interactionFrame = InteractionFrame()
    rowEnvironment.foregroundColor = tokens.row.foreground ?? environment.foregroundColor
    rowEnvironment.lineLimit = 1
    rowEnvironment.isFocused = false
    let node = ListNode(
      lines: lines, state: state, emptyText: Glyph.glyphs(of: emptyText), focused: focused, tokens: tokens,
      makeRow: { [row] index in Resolve.node(row(index), changed: rowEnvironment) })
    node.onDraw = onDraw
    return node
  }
}

final class ListNode: LayoutNode {
  let lines: ListLines
  let state: ListState
  let emptyText: [Glyph]
  let focused: Bool
  let tokens: ListTokens
  let makeRow: (Int) -> LayoutNode
  var onDraw: (Int, Int, Int) -> Void = { _, _, _ in }

  init(
    lines: ListLines, state: ListState, emptyText: [Glyph], focused: Bool, tokens: ListTokens,
    makeRow: @escaping (Int) -> LayoutNode
  ) {
    self.lines = lines
    self.state = state
    self.emptyText = emptyText
    self.focused = focused
    self.tokens = tokens
    self.makeRow = makeRow
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let height = proposal.height ?? max(1, lines.total)
    return Size(width: proposal.width.map { min($0, 10_000) } ?? 40, height: min(height, 100_000))
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    if lines.count == 0 {
      let shown = TextLayout.truncate(emptyText, width: rect.width, mode: .tail)
      let x = rect.minX + TextAlignment.center.offset(lineWidth: shown.displayWidth, in: rect.width)
      canvas.draw(
        shown, at: Point(x: x, y: rect.minY + rect.height / 2),
        foreground: tokens.empty.foreground ?? .default,
        attributes: tokens.empty.attributes)
      return
    }
    let scrolls = lines.total > rect.height
    let width = rect.width - (scrolls ? 1 : 0)
    let offset = lines.offset(for: state, height: rect.height)
    onDraw(offset, rect.minY, rect.height)
    // Rows outside the clip are not built: a list in a huge rectangle costs what shows.
    let firstShown = max(0, canvas.clip.minY.subtracting(saturating: rect.minY))
    let lastShown = min(
      rect.height, lines.total - offset, max(0, canvas.clip.maxY.subtracting(saturating: rect.minY)))
    for y in firstShown..<max(firstShown, lastShown) {
      let lineRect = Rect(x: rect.minX, y: rect.minY + y, width: width, height: 1)
      switch lines.line(offset + y) {
      case .header(let index):
        let title = TextLayout.truncate(
          Glyph.glyphs(of: lines.sections[index].title), width: width, mode: .tail)
        canvas.draw(
          title, at: lineRect.origin, foreground: tokens.header.foreground ?? .default,
          attributes: tokens.header.attributes)
      case .row(let index):
        drawRow(index, in: lineRect, canvas: &canvas)
      }
    }
    if scrolls {
      drawScrollbar(x: rect.maxX - 1, y: rect.minY, height: rect.height, offset: offset, canvas: &canvas)
    }
  }

  private func drawRow(_ index: Int, in rect: Rect, canvas: inout Canvas) {
    let selected = state.selection == index
    if selected {
      canvas.fill(rect, background: tokens.selected.background ?? .default)
      let marker = Glyph(focused ? "▸" : "▹")
      canvas.draw(
        [marker], at: rect.origin, foreground: focused ? tokens.focus : tokens.marker, attributes: .bold)
    }
    guard rect.width > 2 else { return }
    let content = Rect(x: rect.minX + 2, y: rect.minY, width: rect.width - 2, height: 1)
    let node = makeRow(index)
    let size = node.measure(ProposedSize(width: content.width, height: 1))
    canvas.withClip(content) { node.draw(in: Rect(origin: content.origin, size: size), canvas: &$0) }
    if selected {
      let style = tokens.selected
      canvas.restyle(content) { old in
        var new = old
        new.attributes.formUnion(style.attributes)
        if let foreground = style.foreground { new.foreground = foreground }
        if let background = style.background { new.background = background }
        return new
      }
    }
  }

  private func drawScrollbar(x: Int, y: Int, height: Int, offset: Int, canvas: inout Canvas) {
    let total = lines.total
    let thumb = max(1, height * height / max(1, total))
    let travel = max(0, height - thumb)
    let start = total > height ? offset * travel / max(1, total - height) : 0
    let first = max(0, canvas.clip.minY.subtracting(saturating: y))
    for row in first..<max(first, min(height, canvas.clip.maxY.subtracting(saturating: y))) {
      let inThumb = row >= start && row < start + thumb
      canvas.draw(
        [Glyph(inThumb ? "┃" : "│")], at: Point(x: x, y: y + row),
        foreground: inThumb ? tokens.thumb : tokens.track)
    }
  }
}
