import ViewKitCore
import ViewKitStyle

/// The children of a node of a ``Tree``, as the app knows them now.
///
/// ```swift
/// func children(_ id: String) -> TreeChildren<String> {
///   guard let folder = model.folders[id] else { return .none }    // a file: a leaf
///   return folder.loaded ? .some(folder.entries) : .loading
/// }
/// ```
public enum TreeChildren<ID: Hashable & Sendable>: Hashable, Sendable {
  /// A leaf: it has no children and cannot be expanded.
  case none
  /// Its children are being fetched: expanded, it shows a `Loading…` row under it.
  case loading
  /// Its children, in order; an empty array is a node that can open but holds nothing.
  case some([ID])
}

/// What is expanded and selected in a ``Tree``, and where it is scrolled, owned by the app.
///
/// The tree writes the offset it draws with back, and keeps the selection in view with the
/// least movement.
///
/// ```swift
/// var state = TreeState<String>(expanded: ["/"], selection: "/")
/// state.toggle("/src")
/// ```
public struct TreeState<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The nodes whose children show.
  public var expanded: Set<ID>
  /// The selected node, if any.
  public var selection: ID?
  /// The first visible row.
  public var offset: Int

  /// Creates a state from the expanded nodes, a selection and a scroll offset.
  ///
  /// - Parameters:
  ///   - expanded: the nodes whose children show.
  ///   - selection: the selected node; nil for none.
  ///   - offset: the index of the first row shown; negative counts as 0.
  public init(expanded: Set<ID> = [], selection: ID? = nil, offset: Int = 0) {
    self.expanded = expanded
    self.selection = selection
    self.offset = max(0, offset)
  }

  /// Whether a node's children show.
  ///
  /// - Parameter id: the node.
  /// - Returns: true when it is expanded.
  public func isExpanded(_ id: ID) -> Bool { expanded.contains(id) }

  /// Expands a node or collapses it.
  ///
  /// - Parameter id: the node.
  public mutating func toggle(_ id: ID) {
    if expanded.remove(id) == nil { expanded.insert(id) }
  }
}

/// What a row of a tree shows.
@usableFromInline
enum TreeRowKind: Equatable {
  /// A node with no children.
  case leaf
  /// A node whose children are hidden.
  case collapsed
  /// A node whose children show.
  case expanded
  /// The `Loading…` row under a node whose children are being fetched.
  case loading
}

/// The visible rows of a tree: the pre-order walk of its expanded nodes, a `Loading…` row under
/// an expanded node whose children are being fetched.
///
/// Building it walks every visible node once (a frame costs O(visible nodes), 100,000 children
/// of one open root included); the views are built only for the rows on screen. A row stores
/// its parent's row rather than its guides, so a row's guides cost its depth, when drawn.
@usableFromInline
struct TreeLines<ID: Hashable & Sendable> {
  @usableFromInline typealias Kind = TreeRowKind

  /// One visible row.
  @usableFromInline
  struct Line {
    // In this order the whole numbers come first and the small fields pack after the node:
    // 32 bytes a row for an `Int` node rather than 40 (a frame of 100,000 open rows writes
    // every one).
    /// 0 for a root.
    @usableFromInline let depth: Int
    /// The parent's row; -1 for a root.
    @usableFromInline let parent: Int
    /// The node; nil on a `Loading…` row.
    @usableFromInline let id: ID?
    @usableFromInline let kind: Kind
    /// Whether it is the last of its parent's children.
    @usableFromInline let isLast: Bool

    @inlinable
    init(id: ID?, kind: Kind, depth: Int, isLast: Bool, parent: Int) {
      self.id = id
      self.kind = kind
      self.depth = depth
      self.isLast = isLast
      self.parent = parent
    }
  }

  /// The deepest a walk goes: data with a cycle stops here rather than looping.
  @inlinable static var maximumDepth: Int { 256 }

  // Set by the walk only (`@usableFromInline` so that the walk can be specialised in the app's
  // module: ``Tree`` makes it there).
  @usableFromInline var lines: [Line] = []
  /// The selected node's row, when it shows.
  @usableFromInline var selectedLine: Int?

  /// Walks the expanded nodes. Inlinable: ``Tree/init(roots:children:label:state:loadingFrame:emptyText:activateLabel:onExpand:onActivate:)``
  /// calls it from a closure made in the app's module, where `ID` is known, so a frame's walk
  /// runs specialised (unspecialised, each row looked its generic types up at run time: a
  /// folder of 100,000 open items took 26 ms a frame).
  @inlinable
  init(roots: [ID], children: (ID) -> TreeChildren<ID>, expanded: Set<ID>, selection: ID?) {
    var stack: [(ids: [ID], next: Int, depth: Int, parent: Int)] = [(roots, 0, 0, -1)]
    // Siblings are walked in an inner loop, so only an open folder touches the stack: a folder
    // of 100,000 files costs a row each, not a push and a pop each.
    while var top = stack.popLast() {
      let (depth, parent, count) = (top.depth, top.parent, top.ids.count)
      while top.next < count {
        let id = top.ids[top.next]
        top.next += 1
        let isLast = top.next == count
        let children = children(id)
        let kind: Kind
        // A leaf is never looked up among the open folders: a hash a row saved.
        if case .none = children {
          kind = .leaf
        } else {
          kind = depth < Self.maximumDepth && expanded.contains(id) ? .expanded : .collapsed
        }
        let index = lines.count
        lines.append(Line(id: id, kind: kind, depth: depth, isLast: isLast, parent: parent))
        if let selection, id == selection { selectedLine = index }
        guard kind == .expanded else { continue }
        if case .loading = children {
          lines.append(Line(id: nil, kind: .loading, depth: depth + 1, isLast: true, parent: index))
        } else if case .some(let ids) = children, !ids.isEmpty {
          // The rest of these siblings after the folder's own rows.
          stack.append(top)
          stack.append((ids, 0, depth + 1, index))
          break
        }
      }
    }
  }

  var count: Int { lines.count }

  subscript(_ index: Int) -> Line { lines[index] }

  /// The guides before a row's marker: `│  ` or three spaces for each ancestor below the
  /// roots, by whether it was the last child, then `├─ ` or `└─ ` (nothing for a root).
  func guides(_ index: Int) -> String {
    let line = lines[index]
    guard line.depth > 0 else { return "" }
    var parts = [line.isLast ? "└─ " : "├─ "]
    var ancestor = line.parent
    while ancestor >= 0, lines[ancestor].depth > 0 {
      parts.append(lines[ancestor].isLast ? "   " : "│  ")
      ancestor = lines[ancestor].parent
    }
    return parts.reversed().joined()
  }

  /// The column a row's marker starts at (its guides' width).
  func markerColumn(_ index: Int) -> Int { lines[index].depth * 3 }

  /// The first node's row at or after `line`, else the last before it.
  func node(near line: Int) -> Int? {
    guard !lines.isEmpty else { return nil }
    let start = min(max(0, line), lines.count - 1)
    if let after = (start..<lines.count).first(where: { lines[$0].id != nil }) { return after }
    return (0..<start).last(where: { lines[$0].id != nil })
  }

  /// The last node's row before `line`, else the first at or after it.
  func node(before line: Int) -> Int? {
    guard !lines.isEmpty else { return nil }
    let end = min(max(0, line), lines.count)
    if let before = (0..<end).last(where: { lines[$0].id != nil }) { return before }
    return node(near: end)
  }

  /// The first visible row for a viewport of `height` rows that keeps the selection in view,
  /// with a row of context above and below it when there is room.
  func offset(for state: TreeState<ID>, height: Int) -> Int {
    let maximum = max(0, lines.count - height)
    var offset = min(max(0, state.offset), maximum)
    guard let selected = selectedLine, height > 0 else { return offset }
    let context = height >= 5 ? 1 : 0
    let top = max(0, selected - context)
    if top < offset { offset = top }
    let bottom = min(lines.count - 1, selected + context)
    if bottom >= offset + height { offset = bottom - height + 1 }
    return min(max(0, offset), maximum)
  }
}
