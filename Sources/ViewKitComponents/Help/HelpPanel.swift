import ViewKitCore
import ViewKitStyle

/// The `?` help overlay: every key that acts on the screen underneath, grouped from the focused
/// view outward (focused view, screen, focus movement, app), generated from the bindings in
/// force when it opened. Esc, `?`, `q` or Enter close it. Tokens: `alert.*`, `keyHints.*`.
///
/// Apps get it for free from ``TerminalApp`` and the headless driver; it can also be shown by
/// hand:
///
/// ```swift
/// content.modal(HelpPanel(hints: engine.hints(), close: {}), label: "help")
/// ```
public struct HelpPanel: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "help-panel"
    /// Keys of a focused field and its screen.
    case form
    /// Keys of a list screen.
    case list
  }

  let hints: [KeyHint]
  let close: (() -> Void)?
  let offset: Binding<Int>
  /// How many lines the scrolling panel showed last, for PgUp and PgDn.
  let page = HelpPage()
  @Environment(\.theme) private var theme
  @Environment(\.componentStrings) private var strings

  /// Creates the panel for a list of hints; `offset` holds how far it is scrolled when it is
  /// taller than the screen (↑↓, PgUp/PgDn and the wheel scroll it).
  ///
  /// - Parameters:
  ///   - hints: the key bindings to list, in sections.
  ///   - offset: how far the panel is scrolled, in lines.
  ///   - close: what Esc, `?`, `q` or Enter does; nil when the panel cannot be closed.
  public init(hints: [KeyHint], offset: Binding<Int> = .constant(0), close: (() -> Void)? = nil) {
    self.hints = hints
    self.close = close
    self.offset = offset
  }

  var sections: [(KeyHint.Section, [KeyHint])] {
    KeyHint.Section.allCases.compactMap { section in
      let members = hints.filter { $0.section == section }
      return members.isEmpty ? nil : (section, members)
    }
  }

  var keyWidth: Int { min(12, hints.map { $0.keys.displayWidth }.max() ?? 1) }

  var closeBindings: [KeyBinding] {
    guard let close else { return [] }
    let offset = self.offset
    let page = self.page
    return [
      KeyBinding(
        [.escape, "?", "q", .enter, Key(.function(1))], "close help", display: "esc", action: close),
      KeyBinding([.up, .down], "scroll", display: "↑↓") { key in
        offset.wrappedValue = max(0, offset.wrappedValue + (key == .up ? -1 : 1))
        return true
      },
      KeyBinding([.pageUp, .pageDown, .home, .end], "scroll a page", display: "pgup pgdn", visibility: .help)
      {
        key in
        // A page is what shows, less a line kept for context; End goes past the end, which the
        // drawing clamps.
        let step = max(1, page.height - 1)
        switch key {
        case .home: offset.wrappedValue = 0
        case .end: offset.wrappedValue = Int.max / 2
        default: offset.wrappedValue = max(0, offset.wrappedValue + (key == .pageUp ? -step : step))
        }
        return true
      },
    ]
  }

  /// The panel: one column when it fits the screen's height, else two, else two without
  /// blank lines, else one column that scrolls.
  public var body: some View {
    let sections = self.sections
    let half = (sections.count + 1) / 2
    let offset = self.offset
    ViewThatFits(in: .vertical) {
      column(sections[...], spaced: true)
      HStack(alignment: .top, spacing: 3) {
        column(sections[..<half], spaced: true)
        column(sections[half...], spaced: true)
      }
      HStack(alignment: .top, spacing: 3) {
        column(sections[..<half], spaced: false)
        column(sections[half...], spaced: false)
      }
      HelpScroll(offset: offset, page: page) { column(sections[...], spaced: true).padding(.trailing, 2) }
        .onScroll { delta in offset.wrappedValue = max(0, offset.wrappedValue + delta) }
    }
    .frame(minWidth: 26, alignment: .topLeading)
    .padding(.horizontal, 2)
    .background(theme[.alertSurface])
    .border(
      theme[.alertBorder].style, color: theme[.alertBorder].color, title: " \(strings["Keys"]) ",
      titleStyle: Style(
        foreground: theme[.alertTitle].foreground ?? .default,
        attributes: theme[.alertTitle].attributes),
      footer: " \(strings["esc closes"]) ",
      footerStyle: Style(foreground: theme[.keyHintsSeparator].foreground ?? .default)
    )
    .keyBindings(closeBindings)
    .semantics(.dialog, label: strings["Keys"], details: [strings["esc closes"]], contains: .contained)
  }

  func column(_ sections: ArraySlice<(KeyHint.Section, [KeyHint])>, spaced: Bool) -> some View {
    VStack(alignment: .leading) {
      ForEach(Array(sections.enumerated())) { entry in
        let (section, members) = entry.element
        if spaced || entry.offset > 0 { Text("") }
        Text(strings[section.rawValue]).style(theme[.keyHintsLabel]).bold()
          .semantics(.heading, label: strings[section.rawValue])
        ForEach(members.indices) { row in
          HStack(spacing: 2) {
            Text(members[row].keys).style(theme[.keyHintsKey]).lineLimit(1).frame(
              width: keyWidth, alignment: .leading)
            Text(strings[members[row].description]).style(theme[.alertMessage]).lineLimit(1)
          }
          .semantics(.text, label: "\(members[row].keys): \(strings[members[row].description])")
        }
      }
      if sections.isEmpty && hints.isEmpty {
        Text(strings["No keys act here."]).style(theme[.alertMessage])
      }
      if spaced { Text("") }
    }
  }
}

/// A vertical viewport whose offset a binding holds, clamped so the end of the content stays
/// at the bottom; a `⋮` marks more below or above.
struct HelpScroll<Content: View>: View {
  let offset: Binding<Int>
  let page: HelpPage
  let content: Content
  @Environment(\.interactionFrame) private var frame

  init(offset: Binding<Int>, page: HelpPage, @ViewBuilder content: () -> Content) {
    self.offset = offset
    self.page = page
    self.content = content()
  }

  var body: some View {
    let (offset, page) = (self.offset, self.page)
    let frame = self.frame?.isInteractive == true ? self.frame : nil
    return ScrollView(offset: offset.wrappedValue) { content }
      .paging { shown, height in
        page.height = height
        // Keys may scroll past the end; the offset drawn is written back, so ↑ acts at once.
        if let frame, shown != offset.wrappedValue { frame.afterDraw.append { offset.wrappedValue = shown } }
      }
  }
}

/// The height the help's viewport drew at, so a page is what shows.
final class HelpPage {
  var height = 10
}
