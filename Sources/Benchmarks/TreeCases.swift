import ViewKit

/// A tree with one open folder of `items` leaves and the selection in the middle, kept from one
/// iteration to the next.
final class TreeBench: @unchecked Sendable {
  let items: [Int]
  let state: TreeState<Int>

  init(items count: Int) {
    items = Array(0..<count)
    state = TreeState(expanded: [-1], selection: count / 2)
  }

  /// Draws the focused tree in an 80x24 frame, as ANSI: the same rows show at both sizes.
  func draw(counter: WorkCounter?) -> Int {
    let items = items
    let view = Tree(
      roots: [-1], children: { $0 < 0 ? .some(items) : .none }, label: { $0 < 0 ? "root" : "item \($0)" },
      state: .constant(state)
    )
    .focused()
    return Case.frameBytes(view, counter: counter)
  }
}

extension Case {
  /// A frame of a tree whose open folder holds 100 or 100,000 items. A frame walks every
  /// visible node (the app's data comes through closures, so nothing is kept between frames):
  /// the large one costs far more than the small one, and this case measures how much.
  static var tree: [Case] {
    [
      Case(name: "tree frame 100 items") { smallTree.draw(counter: $0) },
      Case(name: "tree frame 100000 items") { largeTree.draw(counter: $0) },
    ]
  }

  // Made at a case's first run, like the logs (``smallLog``).
  static let smallTree = TreeBench(items: 100)
  static let largeTree = TreeBench(items: 100_000)
}
