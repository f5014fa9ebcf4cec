import ViewKitCore
import ViewKitStyle

/// A tree of nodes that expand and collapse, drawn with guides (`├─ └─ │`), with lazily loaded
/// children, a selection and a scrollbar. Only the rows on screen are built.
///
/// The app owns the data and the ``TreeState``: the tree asks `children` and `label` for the
/// nodes it walks, so nothing is copied. A frame walks the expanded nodes once (a root with
/// 100,000 open children costs that walk, and the views of the rows on screen). A node whose
/// children are ``TreeChildren/loading`` shows a `Loading…` row with a spinner frame under it
/// while expanded; `onExpand` runs each time a node opens, for the app to start fetching.
///
/// Each row is two cells for the cursor mark, its guides in `tree.guide`, a marker in
/// `tree.marker` (`▸` collapsed, `▾` expanded, blank for a leaf) and the label cut with `…`.
/// The selected row is marked as ``List`` and ``Table`` mark theirs, so focus reads without
/// colour: a bold `▸` in the focus colour at its left edge while the tree has focus (`▹` in
/// `tree.marker` otherwise); it is filled from its node's marker on and bold (reversed in
/// `mono`), its content keeping its colours. Tokens: `tree.*`.
///
/// Keys: ↑↓ (`k` `j`) move, → expands (or goes to the first child when expanded), ← collapses
/// (or goes to the parent), Enter toggles a node with children and activates a leaf, Home/End
/// and PgUp/PgDn jump. A click on a marker toggles its node, a click on a row selects it, a
/// click on the selected row does what Enter does; the wheel scrolls.
///
/// ```swift
/// Tree(
///   roots: ["/"], children: { model.children(of: $0) }, label: { model.name(of: $0) },
///   state: Bindable(model).tree, onExpand: { model.load($0) }, onActivate: { model.open($0) })
/// ```
public struct Tree<ID: Hashable & Sendable>: View {
  @usableFromInline let roots: [ID]
  /// The walk of the expanded nodes through the app's `children`, made where the tree is:
  /// specialised for the app's `ID`.
  @usableFromInline let walk: (_ roots: [ID], _ expanded: Set<ID>, _ selection: ID?) -> TreeLines<ID>
  @usableFromInline let label: (ID) -> String
  @usableFromInline let binding: Binding<TreeState<ID>>
  @usableFromInline let loadingFrame: Int
  @usableFromInline let emptyText: String
  @usableFromInline let activateLabel: String
  @usableFromInline let onExpand: ((ID) -> Void)?
  @usableFromInline let onActivate: ((ID) -> Void)?

  /// Creates a tree whose expanded nodes, selection and scroll a binding holds.
  ///
  /// - Parameters:
  ///   - roots: the top-level nodes, in order.
  ///   - children: a node's children as the app knows them now; asked for visible nodes only.
  ///   - label: a node's text, one line; asked for rows on screen only.
  ///   - state: the expanded nodes, the selection and the scroll offset, written as the user
  ///     moves.
  ///   - loadingFrame: the tick of the spinner on `Loading…` rows.
  ///   - emptyText: what a tree with no roots shows.
  ///   - activateLabel: what activating a leaf does, for the hints.
  ///   - onExpand: runs with a node each time it is expanded; nil when nothing loads lazily.
  ///   - onActivate: runs with a leaf on Enter or a click on it when selected.
  @inlinable
  public init(
    roots: [ID], children: @escaping (ID) -> TreeChildren<ID>, label: @escaping (ID) -> String,
    state: Binding<TreeState<ID>>, loadingFrame: Int = 0, emptyText: String = "Nothing here",
    activateLabel: String = "open", onExpand: ((ID) -> Void)? = nil, onActivate: ((ID) -> Void)? = nil
  ) {
    self.roots = roots
    // Made here, in the caller's module where `ID` is known, so that the walk a frame makes of
    // every visible node is specialised code (the body that calls it is not).
    walk = { TreeLines(roots: $0, children: children, expanded: $1, selection: $2) }
    self.label = label
    binding = state
    self.loadingFrame = loadingFrame
    self.emptyText = emptyText
    self.activateLabel = activateLabel
    self.onExpand = onExpand
    self.onActivate = onActivate
  }

  /// The visible rows on screen, the selected one filled, with a scrollbar when they do not fit.
  public var body: some View {
    let state = binding.wrappedValue
    let lines = walk(roots, state.expanded, state.selection)
    let geometry = TreeGeometry()
    let actions = TreeActions(state: binding, lines: lines, onExpand: onExpand, onActivate: onActivate)
    TreeFace(
      lines: lines, state: state, label: label, loadingFrame: loadingFrame, emptyText: emptyText,
      geometry: geometry, writeBack: binding
    )
    .focusable(
      "tree", bindings: TreeInput.bindings(actions, geometry, activateLabel),
      onClick: { mouse, rect in
        TreeInput.click(
          actions, geometry, line: geometry.offset + mouse.y - geometry.top,
          column: mouse.x - rect.origin.x - TreeRow.gutter)
      },
      onScroll: { mouse, _ in TreeInput.scroll(actions, geometry, mouse.wheelDelta * 3) })
  }
}

/// Where a tree drew: its offset and height, for keys and clicks on the frame on screen.
final class TreeGeometry {
  var offset = 0
  /// The row the tree's first line is drawn on.
  var top = 0
  var height = 0
}

/// The colours and styles a tree draws with.
struct TreeTokens {
  let guide: Color
  let marker: Color
  let label: TextStyleToken
  let selected: TextStyleToken
  let loading: TextStyleToken
  let empty: TextStyleToken
  let track: Color
  let thumb: Color
  let focus: Color

  init(theme: Theme) {
    guide = theme[.treeGuide]
    marker = theme[.treeMarker]
    label = theme[.treeLabel]
    selected = theme[.treeSelected]
    loading = theme[.treeLoading]
    empty = theme[.treeEmpty]
    track = theme[.treeScrollbarTrack]
    thumb = theme[.treeScrollbarThumb]
    focus = theme[.borderFocus]
  }
}

/// How a tree looks.
struct TreeFace<ID: Hashable & Sendable>: View {
  let lines: TreeLines<ID>
  let state: TreeState<ID>
  let label: (ID) -> String
  let loadingFrame: Int
  let emptyText: String
  let geometry: TreeGeometry
  let writeBack: Binding<TreeState<ID>>
  @Environment(\.componentStrings) private var strings
  @Environment(\.theme) private var theme
  @Environment(\.interactionFrame) private var frame
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    let (lines, state, label, geometry) = (self.lines, self.state, self.label, self.geometry)
    let writeBack = frame?.isInteractive == true ? self.writeBack : nil
    let (frame, isFocused) = (self.frame, self.isFocused)
    let tokens = TreeTokens(theme: theme)
    let loadingText = "\(Spinner.FrameSet.dots.frame(loadingFrame)) \(strings["Loading…"])"
    LazyRows(
      count: lines.count, offset: { lines.offset(for: state, height: $0) },
      row: { index in
        let line = lines[index]
        return AnyView(
          TreeRow(
            guides: lines.guides(index), kind: line.kind,
            label: line.id.map(label) ?? loadingText, selected: index == lines.selectedLine,
            focused: isFocused, tokens: tokens
          )
          .semantics(
            .treeItem, label: line.id.map(label) ?? strings["Loading…"],
            details: ["level \(line.depth + 1)"] + (line.kind == .loading ? ["loading"] : []),
            traits: Self.traits(line.kind, selected: index == lines.selectedLine)))
      },
      placeholder: AnyView(Text(strings[emptyText]).style(tokens.empty).lineLimit(1)),
      scrollbar: LazyRows.Scrollbar(track: tokens.track, thumb: tokens.thumb),
      configure: { $0.makeStillRows(foreground: tokens.label.foreground) },
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
      .tree, label: "", details: ["\(lines.count) \(lines.count == 1 ? "item" : "items") shown"],
      traits: isFocused ? .focused : [], contains: .contained)
  }

  /// A row's states: open or closed, selected.
  static func traits(_ kind: TreeLines<ID>.Kind, selected: Bool) -> SemanticTraits {
    var traits: SemanticTraits = selected ? .selected : []
    if kind == .expanded { traits.insert(.expanded) }
    if kind == .collapsed { traits.insert(.collapsed) }
    return traits
  }
}

/// One row of a tree: the cursor mark, guides, marker, label; the selected row marked `▸`
/// (`▹` unfocused), filled from its marker on and restyled with `tree.selected`, its content
/// keeping its colours.
struct TreeRow: View {
  let guides: String
  let kind: TreeRowKind
  let label: String
  let selected: Bool
  let focused: Bool
  let tokens: TreeTokens

  /// The cells before the guides: the cursor mark and a space.
  static let gutter = 2

  /// The marker before a row's label: `▸ ` collapsed, `▾ ` expanded, blank otherwise.
  static func marker(_ kind: TreeRowKind) -> String {
    switch kind {
    case .collapsed: "▸ "
    case .expanded: "▾ "
    case .leaf, .loading: "  "
    }
  }

  var body: some View {
    // The guides stay on the tree's ground: the selection fills from the marker on.
    HStack(spacing: 0) {
      if selected {
        Text(focused ? "▸ " : "▹ ").bold().foregroundColor(focused ? tokens.focus : tokens.marker)
        Text(guides).foregroundColor(tokens.guide)
      } else {
        // The mark's blank cells and the guides as one text: a row costs no more to build.
        Text("  " + guides).foregroundColor(tokens.guide)
      }
      if selected {
        node
          .restyled { style in
            var style = style
            style.attributes.formUnion(tokens.selected.attributes)
            return style
          }
          .background(tokens.selected.background ?? .default)
      } else {
        node
      }
    }
  }

  /// The marker and the label, taking the rest of the row.
  private var node: some View {
    HStack(spacing: 0) {
      if kind != .loading { Text(TreeRow.marker(kind)).foregroundColor(tokens.marker) }
      Text(label).style(kind == .loading ? tokens.loading : tokens.label).lineLimit(1).truncationMode(.tail)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
