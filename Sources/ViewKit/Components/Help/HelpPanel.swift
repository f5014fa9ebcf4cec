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
  public enum State: String, StoryStates {
    /// The component part of story ids.
    public static let storyComponent = "help-panel"
    /// Keys of a focused field and its screen.
    case form
    /// Keys of a list screen.
    case list
  }

  let hints: [KeyHint]
  let close: (() -> Void)?
  @Environment(\.theme) private var theme

  /// Creates the panel for a list of hints.
  public init(hints: [KeyHint], close: (() -> Void)? = nil) {
    self.hints = hints
    self.close = close
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
    return [KeyBinding([.escape, "?", "q", .enter], "close help", display: "esc", action: close)]
  }

  /// The panel: one column when it fits the screen's height, else two, else two without
  /// blank lines; a very small screen cuts it.
  public var body: some View {
    let sections = self.sections
    let half = (sections.count + 1) / 2
    ViewThatFits {
      column(sections[...], spaced: true)
      HStack(alignment: .top, spacing: 3) {
        column(sections[..<half], spaced: true)
        column(sections[half...], spaced: true)
      }
      HStack(alignment: .top, spacing: 3) {
        column(sections[..<half], spaced: false)
        column(sections[half...], spaced: false)
      }
    }
    .frame(minWidth: 26, alignment: .topLeading)
    .padding(.horizontal, 2)
    .background(theme.color("alert.surface"))
    .border(
      theme.border("alert.border").style, color: theme.border("alert.border").color, title: " Keys ",
      titleStyle: Style(
        foreground: theme.textStyle("alert.title").foreground ?? .default,
        attributes: theme.textStyle("alert.title").attributes),
      footer: " esc closes ",
      footerStyle: Style(foreground: theme.textStyle("keyHints.separator").foreground ?? .default)
    )
    .keyBindings(closeBindings)
  }

  func column(_ sections: ArraySlice<(KeyHint.Section, [KeyHint])>, spaced: Bool) -> some View {
    VStack(alignment: .leading) {
      ForEach(Array(sections.enumerated())) { entry in
        let (section, members) = entry.element
        if spaced || entry.offset > 0 { Text("") }
        Text(section.rawValue).style(theme.textStyle("keyHints.label")).bold()
        ForEach(members.indices) { row in
          HStack(spacing: 2) {
            Text(members[row].keys).style(theme.textStyle("keyHints.key")).lineLimit(1).frame(
              width: keyWidth, alignment: .leading)
            Text(members[row].description).style(theme.textStyle("alert.message")).lineLimit(1)
          }
        }
      }
      if sections.isEmpty && hints.isEmpty {
        Text("No keys act here.").style(theme.textStyle("alert.message"))
      }
      if spaced { Text("") }
    }
  }
}
