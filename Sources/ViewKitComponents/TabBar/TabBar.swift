import ViewKitCore
import ViewKitStyle

/// A row of tabs with optional icons and badge counts; one is selected.
///
/// The selected tab is bold and underlined (`tabBar.selected`); with focus it is bracketed in
/// the focus colour; disabled tabs are faint. When the row is too narrow, labels shorten first
/// (to three cells and `…`), then the row scrolls to keep the selection in view, with `‹` and
/// `›` marking hidden tabs — it never breaks onto a second line.
///
/// ```swift
/// TabBar([.init("Home", icon: "⌂"), .init("Inbox", badge: 3), .init("Profile")], selection: 1)
/// ```
public struct TabBar: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "tab-bar"
    /// A selected tab.
    case selected
    /// The bar has focus.
    case focused
    /// A disabled tab.
    case disabled
    /// Badges, including `99+`.
    case badges
    /// Icons before the labels.
    case icons
    /// Narrow: icons dropped, then labels shortened (never below five letters).
    case shortened
    /// Very narrow: scrolled, with markers.
    case scrolled
  }

  /// One tab: a label with an optional icon and count.
  public struct Item: Hashable, Sendable {
    /// The text the tab shows.
    public var label: String
    /// A one-cell glyph before the label.
    public var icon: String?
    /// A count shown after the label (hidden when 0).
    public var badge: Int
    /// Whether the tab can be chosen.
    public var isDisabled: Bool

    /// Creates a tab with a label and, optionally, an icon and a count.
    ///
    /// - Parameters:
    ///   - label: the tab's text.
    ///   - icon: a one-cell glyph before the label; nil for none.
    ///   - badge: a count shown after the label; 0 hides it.
    ///   - isDisabled: whether the tab cannot be chosen.
    public init(_ label: String, icon: String? = nil, badge: Int = 0, isDisabled: Bool = false) {
      self.label = label
      self.icon = icon
      self.badge = badge
      self.isDisabled = isDisabled
    }
  }

  let items: [Item]
  let selection: Int
  let binding: Binding<Int>?

  /// Creates a picture of a tab bar (it takes no input).
  ///
  /// - Parameters:
  ///   - items: the tabs, left to right.
  ///   - selection: the index of the selected tab.
  public init(_ items: [Item], selection: Int) {
    self.items = items
    self.selection = selection
    binding = nil
  }

  /// Creates a tab bar whose selected tab a binding holds: focused, ←→ choose a tab; a click
  /// on a tab chooses it. Disabled tabs are skipped.
  ///
  /// - Parameters:
  ///   - items: the tabs, left to right.
  ///   - selection: the index of the selected tab, written as the user changes it.
  public init(_ items: [Item], selection: Binding<Int>) {
    self.items = items
    self.selection = selection.wrappedValue
    binding = selection
  }

  /// The row of tabs, the selected one marked, scrolled when it does not fit.
  public var body: some View {
    let geometry = TabGeometry()
    if let binding {
      let items = self.items
      TabFace(items: items, selection: selection, geometry: geometry)
        .focusable(
          "tab-bar",
          bindings: [
            KeyBinding([.left, .right, "h", "l"], "tab", display: "←→") { key in
              let step = key == .left || key == "h" ? -1 : 1
              if let next = TabBar.step(items, from: binding.wrappedValue, by: step) {
                binding.wrappedValue = next
              }
              return true
            }
          ],
          onClick: { mouse, _ in
            if let hit = geometry.tab(at: mouse.x), !items[hit].isDisabled { binding.wrappedValue = hit }
          })
    } else {
      TabFace(items: items, selection: selection, geometry: geometry)
    }
  }

  /// The next enabled tab from `index` in a direction, if any.
  static func step(_ items: [Item], from index: Int, by step: Int) -> Int? {
    var next = index + step
    while items.indices.contains(next) {
      if !items[next].isDisabled { return next }
      next += step
    }
    return nil
  }
}

/// Where each tab drew, for clicks: spans of columns from the row's left edge, and where the
/// row was drawn.
final class TabGeometry {
  var spans: [(index: Int, range: Range<Int>)] = []
  var originX = 0

  func tab(at x: Int) -> Int? { spans.first { $0.range.contains(x - originX) }?.index }
}

struct TabFace: View {
  let items: [TabBar.Item]
  let selection: Int
  let geometry: TabGeometry
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    let row = TabRow(items: items, selection: selection, focused: isFocused, theme: theme)
    let geometry = self.geometry
    StyledText(runs: { width in
      let (runs, spans) = row.line(width: width)
      geometry.spans = spans
      return runs.isEmpty ? [] : [runs]
    })
    .onDraw { geometry.originX = $0.minX }
    .semantics(
      .tabBar, label: "", value: items.indices.contains(selection) ? items[selection].label : nil,
      details: Self.spokenDetails(items, selection: selection))
  }

  /// The selected tab's place, then every tab with its badge or state.
  static func spokenDetails(_ items: [TabBar.Item], selection: Int) -> [String] {
    var details: [String] = []
    if items.indices.contains(selection) { details.append("tab \(selection + 1) of \(items.count)") }
    let tabs = items.map { item in
      item.label + (item.badge > 0 ? " (\(item.badge))" : "") + (item.isDisabled ? " (disabled)" : "")
    }
    if !tabs.isEmpty { details.append("tabs: " + tabs.joined(separator: ", ")) }
    return details
  }
}

/// The runs of a row of tabs for a width, and where each tab is in it.
struct TabRow {
  let items: [TabBar.Item]
  let selection: Int
  let focused: Bool
  let item: TextStyleToken
  let selected: TextStyleToken
  let disabled: TextStyleToken
  let focus: TextStyleToken
  let marker: TextStyleToken
  let badge: TextStyleToken

  init(items: [TabBar.Item], selection: Int, focused: Bool, theme: Theme) {
    self.items = items
    self.selection = selection
    self.focused = focused
    item = theme[.tabBarItem]
    selected = theme[.tabBarSelected]
    disabled = theme[.tabBarDisabled]
    focus = TextStyleToken(foreground: theme[.tabBarFocus])
    marker = TextStyleToken(foreground: theme[.tabBarMarker])
    badge = TextStyleToken(
      attributes: theme[.badgeLabel].attributes, foreground: theme[.badgeForeground],
      background: theme[.badgeBackground])
  }

  /// A tab's runs with its label cut to `labelWidth` (nil: whole): ` ⌂ Label 3 `; without its
  /// icon when `icons` is false.
  func runs(_ index: Int, labelWidth: Int?, icons: Bool = true) -> [StyledRun] {
    let tab = items[index]
    let style = tab.isDisabled ? disabled : index == selection ? selected : item
    var label = Glyph.glyphs(of: tab.label)
    if let labelWidth { label = TextLayout.truncate(label, width: labelWidth, mode: .tail) }
    let isFocusedTab = focused && index == selection
    var runs = [StyledRun([Glyph(isFocusedTab ? "[" : " ")], style: focus)]
    if icons, let icon = tab.icon { runs.append(StyledRun(Glyph.glyphs(of: icon + " "), style: style)) }
    runs.append(StyledRun(label, style: style))
    let count = Badge.text(for: tab.badge)
    if !count.isEmpty {
      runs.append(StyledRun([.space], style: TextStyleToken()))
      runs.append(StyledRun(Glyph.glyphs(of: " \(count) "), style: badge))
    }
    runs.append(StyledRun([Glyph(isFocusedTab ? "]" : " ")], style: focus))
    return runs
  }

  /// The fewest cells a label is cut to before the row scrolls instead: five letters and `…`,
  /// so a label is never cut to a stub while there is another way to fit.
  static let shortestCut = 6

  /// Each tab's runs for a width: whole labels with their icons; else without icons; else
  /// labels cut (down to ``shortestCut`` cells); else those tabs in a window around the
  /// selection, scrolled.
  func layout(width: Int) -> (tabs: [[StyledRun]], first: Int, last: Int) {
    let gaps = max(0, items.count - 1)
    func fits(_ tabs: [[StyledRun]]) -> Bool { tabs.reduce(gaps, { $0 + $1.displayWidth }) <= width }
    let whole = items.indices.map { runs($0, labelWidth: nil) }
    if fits(whole) { return (whole, 0, items.count - 1) }
    let plain = items.indices.map { runs($0, labelWidth: nil, icons: false) }
    if items.contains(where: { $0.icon != nil }) && fits(plain) { return (plain, 0, items.count - 1) }
    let longest = items.map { Glyph.glyphs(of: $0.label).displayWidth }.max() ?? 0
    var cut = longest - 1
    while cut >= Self.shortestCut {
      let tabs = items.indices.map { runs($0, labelWidth: cut, icons: false) }
      if fits(tabs) { return (tabs, 0, items.count - 1) }
      cut -= 1
    }
    // Scroll: grow a window around the selection while it fits with its markers; whole labels
    // when the selected one fits whole, else labels cut to the shortest cut.
    let anchor = min(max(0, selection), items.count - 1)
    let tabs =
      plain[anchor].displayWidth + 4 <= width
      ? plain : items.indices.map { runs($0, labelWidth: min(longest, Self.shortestCut), icons: false) }
    var first = anchor
    var last = anchor
    func used(_ first: Int, _ last: Int) -> Int {
      (first...last).reduce(last - first) { $0 + tabs[$1].displayWidth } + 2 + 2
    }
    var grew = true
    while grew {
      grew = false
      if last + 1 < items.count && used(first, last + 1) <= width {
        last += 1
        grew = true
      }
      if first > 0 && used(first - 1, last) <= width {
        first -= 1
        grew = true
      }
    }
    return (tabs, first, last)
  }

  /// The row for a width, with the columns each shown tab covers.
  func line(width: Int) -> (runs: [StyledRun], spans: [(index: Int, range: Range<Int>)]) {
    guard !items.isEmpty, width > 0 else { return ([], []) }
    let (tabs, first, last) = layout(width: width)
    let scrolled = first > 0 || last < items.count - 1
    var line: [StyledRun] = []
    var spans: [(index: Int, range: Range<Int>)] = []
    var x = 0
    if scrolled {
      line.append(StyledRun(Glyph.glyphs(of: first > 0 ? "‹ " : "  "), style: marker))
      x += 2
    }
    for index in first...last {
      if index > first {
        line.append(StyledRun([.space], style: TextStyleToken()))
        x += 1
      }
      let tabWidth = tabs[index].displayWidth
      spans.append((index, x..<(x + tabWidth)))
      line += tabs[index]
      x += tabWidth
    }
    if scrolled && last < items.count - 1 { line.append(StyledRun(Glyph.glyphs(of: " ›"), style: marker)) }
    return (line, spans)
  }
}
