/// A help line of key bindings: `↑↓ move · ⏎ select · q quit`.
///
/// `KeyHints()` makes the line from the bindings active right now (the focused view's, its
/// screen's or the open dialog's, then the app's), so it is never out of date; pass pairs to
/// show a fixed line.
///
/// When the line is too narrow, whole hints are dropped from the end and an `…` marks that
/// some are hidden: a hint is never cut in half. Styles come from `keyHints.key`,
/// `keyHints.label` and `keyHints.separator`.
///
/// ```swift
/// KeyHints([("↑↓", "move"), ("⏎", "select"), ("q", "quit")])
/// ```
public struct KeyHints: View {
  /// The declared states, each shown by a story.
  public enum State: String, StoryStates {
    /// Every hint fits.
    case complete
    /// Too narrow: trailing hints are dropped.
    case narrow
    /// The component part of story ids.
    public static let storyComponent = "key-hints"
  }

  let hints: [(key: String, label: String)]?
  @Environment(\.theme) private var theme

  /// Creates a help line from key and action pairs.
  public init(_ hints: [(key: String, label: String)]) { self.hints = hints }

  /// Creates a help line of the key bindings active now.
  public init() { hints = nil }

  /// The help line.
  public var body: some View {
    KeyHintsView(
      hints: hints, key: theme[.keyHintsKey], label: theme[.keyHintsLabel],
      separator: theme[.keyHintsSeparator])
  }
}

struct KeyHintsView: PrimitiveView {
  let hints: [(key: String, label: String)]?
  let key: TextStyleToken
  let label: TextStyleToken
  let separator: TextStyleToken

  func makeNode(environment: EnvironmentValues) -> LayoutNode {
    let source: () -> [(key: String, label: String)]
    if let hints {
      source = { hints }
    } else if let frame = environment.interactionFrame {
      // Every binding of the frame is recorded once it has resolved, which is before layout.
      source = { frame.currentHints().filter(\.showsInLine).map { ($0.keys, $0.description) } }
    } else {
      source = { [] }
    }
    let node = KeyHintsNode(source: source, key: key, label: label, separator: separator)
    // A generated line keeps its row when nothing acts (under a progress HUD), so the screen
    // does not move.
    node.keepsRow = hints == nil
    return node
  }
}

final class KeyHintsNode: LayoutNode {
  private let source: () -> [(key: String, label: String)]
  private var made: [([Glyph], [Glyph])]?
  var keepsRow = false
  let key: TextStyleToken
  let label: TextStyleToken
  let separator: TextStyleToken
  static let separatorGlyphs = Glyph.glyphs(of: " · ")

  init(
    source: @escaping () -> [(key: String, label: String)], key: TextStyleToken, label: TextStyleToken,
    separator: TextStyleToken
  ) {
    self.source = source
    self.key = key
    self.label = label
    self.separator = separator
  }

  /// The hints, made on first use (layout time, when every binding is known).
  var hints: [([Glyph], [Glyph])] {
    if let made { return made }
    let glyphs = source().map { (Glyph.glyphs(of: $0.key), Glyph.glyphs(of: $0.label)) }
    made = glyphs
    return glyphs
  }

  func width(of hint: ([Glyph], [Glyph])) -> Int { hint.0.displayWidth + 1 + hint.1.displayWidth }

  var fullWidth: Int {
    hints.enumerated().reduce(0) { $0 + ($1.offset > 0 ? 3 : 0) + width(of: $1.element) }
  }

  /// How many whole hints fit in a width, and whether an `…` follows them.
  func fitting(_ width: Int) -> (count: Int, used: Int, ellipsis: Bool) {
    if fullWidth <= width { return (hints.count, fullWidth, false) }
    var used = 0
    var count = 0
    for (index, hint) in hints.enumerated() {
      let needed = (index > 0 ? 3 : 0) + self.width(of: hint)
      if used + needed + 2 > width { break }
      used += needed
      count += 1
    }
    return (count, used + (count > 0 ? 2 : 1), true)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    guard !hints.isEmpty else {
      return keepsRow ? Size(width: 0, height: proposal.height == 0 ? 0 : 1) : .zero
    }
    let width = fitting(proposal.width ?? .max).used
    return Size(width: min(width, proposal.width ?? width), height: proposal.height == 0 ? 0 : 1)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.height > 0 else { return }
    let (count, _, ellipsis) = fitting(rect.width)
    var x = rect.minX
    func put(_ glyphs: [Glyph], _ style: TextStyleToken) {
      canvas.draw(
        glyphs, at: Point(x: x, y: rect.minY), foreground: style.foreground ?? .default,
        background: style.background,
        attributes: style.attributes)
      x += glyphs.displayWidth
    }
    for index in 0..<count {
      if index > 0 { put(Self.separatorGlyphs, separator) }
      put(hints[index].0, key)
      put([.space], label)
      put(hints[index].1, label)
    }
    if ellipsis { put(count > 0 ? [.space, .ellipsis] : [.ellipsis], separator) }
  }
}
