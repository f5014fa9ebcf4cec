import ViewKitCore
import ViewKitStyle

/// What the keys, clicks and the wheel do to a tree's state, on the rows of the frame drawn.
struct TreeActions<ID: Hashable & Sendable> {
  let state: Binding<TreeState<ID>>
  let lines: TreeLines<ID>
  let onExpand: ((ID) -> Void)?
  let onActivate: ((ID) -> Void)?

  /// The selected node's row, when it shows.
  var selected: Int? { lines.selectedLine }

  /// Selects the node on a row (a `Loading…` row selects nothing).
  func select(_ line: Int?) {
    guard let line, line >= 0, line < lines.count, let id = lines[line].id else { return }
    state.modify { $0.selection = id }
  }

  /// Selects the next node (the first when none is selected).
  func moveDown() {
    guard let selected else { return select(lines.node(near: 0)) }
    select(lines.node(near: selected + 1))
  }

  /// Selects the previous node (the last when none is selected).
  func moveUp() {
    select(lines.node(before: selected ?? lines.count))
  }

  /// Moves the selection by `delta` rows, to the nearest node.
  func move(by delta: Int) {
    let target = (selected ?? 0) + delta
    select(delta < 0 ? lines.node(near: target) : lines.node(before: target + 1))
  }

  /// Expands a node with children (running `onExpand`) or collapses it, and selects it.
  func toggle(_ line: Int) {
    guard line >= 0, line < lines.count, let id = lines[line].id, lines[line].kind != .leaf else { return }
    let opening = lines[line].kind == .collapsed
    state.modify {
      $0.toggle(id)
      $0.selection = id
    }
    if opening { onExpand?(id) }
  }

  /// → : expands the selected node, or goes to its first child when it is expanded.
  func right() -> Bool {
    guard let selected else { return false }
    switch lines[selected].kind {
    case .collapsed:
      toggle(selected)
    case .expanded:
      if selected + 1 < lines.count, lines[selected + 1].parent == selected { select(selected + 1) }
    case .leaf, .loading:
      return false
    }
    return true
  }

  /// ← : collapses the selected node, or goes to its parent.
  func left() -> Bool {
    guard let selected else { return false }
    if lines[selected].kind == .expanded {
      toggle(selected)
    } else if lines[selected].parent >= 0 {
      select(lines[selected].parent)
    } else {
      return false
    }
    return true
  }

  /// Enter, or a click on the selected row: toggles a node with children, activates a leaf.
  func enter() {
    guard let selected, let id = lines[selected].id else { return }
    if lines[selected].kind == .leaf { onActivate?(id) } else { toggle(selected) }
  }
}

/// The key bindings, the click and the wheel of a tree.
enum TreeInput {
  static func bindings<ID>(_ actions: TreeActions<ID>, _ geometry: TreeGeometry, _ activateLabel: String)
    -> [KeyBinding]
  {
    [
      KeyBinding([.up, .down, "k", "j"], "move", display: "↑↓") { key in
        if key == .up || key == "k" { actions.moveUp() } else { actions.moveDown() }
        return true
      },
      KeyBinding([.right, .left], "open / close", display: "→←") { key in
        key == .right ? actions.right() : actions.left()
      },
      KeyBinding(.enter, activateLabel) { actions.enter() },
      KeyBinding([.home, .end], "first / last", display: "home end", visibility: .help) { key in
        actions.select(
          key == .home ? actions.lines.node(near: 0) : actions.lines.node(before: actions.lines.count))
        return true
      },
      KeyBinding([.pageUp, .pageDown], "page", display: "pgup pgdn", visibility: .help) { key in
        let page = max(1, geometry.height - 1)
        actions.move(by: key == .pageUp ? -page : page)
        return true
      },
    ]
  }

  /// A click on a marker toggles its node; on a row, selects it; on the selected row, does
  /// what Enter does.
  static func click<ID>(_ actions: TreeActions<ID>, _ geometry: TreeGeometry, line: Int, column: Int) {
    let lines = actions.lines
    guard line >= 0, line < lines.count, lines[line].id != nil else { return }
    let marker = lines.markerColumn(line)
    if lines[line].kind != .leaf, column >= marker, column < marker + 2 {
      actions.toggle(line)
    } else if actions.selected == line {
      actions.enter()
    } else {
      actions.select(line)
    }
  }

  /// Scrolls by `delta` rows; the selection moves only as far as it must to stay in view.
  static func scroll<ID>(_ actions: TreeActions<ID>, _ geometry: TreeGeometry, _ delta: Int) -> Bool {
    let (lines, height) = (actions.lines, geometry.height)
    guard delta != 0, height > 0, lines.count > height else { return false }
    let offset = min(max(0, geometry.offset + delta), lines.count - height)
    guard offset != geometry.offset else { return true }
    geometry.offset = offset
    let selected = actions.selected
    actions.state.modify { $0.offset = offset }
    // The selection keeps the row of context the drawing keeps, so the offset stays put.
    let context = height >= 5 ? 1 : 0
    if let selected, selected < offset + context { actions.select(lines.node(near: offset + context)) }
    if let selected, selected >= offset + height - context {
      actions.select(lines.node(before: offset + height - context))
    }
    return true
  }
}
