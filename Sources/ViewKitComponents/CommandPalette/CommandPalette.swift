import ViewKitCore
import ViewKitStyle

/// A fuzzy-search list of commands: type a few letters of what you want to do and press
/// Enter. Matches rank by how well they fit (word starts and runs of letters first) and show
/// the matched letters; each lists its keys, so the palette also teaches them.
///
/// Apps get it for free: ``TerminalApp`` and the headless driver open it on Ctrl-P
/// (configurable) with every binding active at that moment and every command the app offers
/// (``View/command(_:scope:action:)``); choosing one presses its key on the screen underneath,
/// or runs the command. It can also be shown by hand:
///
/// ```swift
/// content.modal(
///   CommandPalette(commands: engine.commands(), state: $palette, run: { run($0) }, close: { shown = false }),
///   label: "commands")
/// ```
///
/// Typing (and paste) edits the query, with the editing keys of a text field; ↑↓, PgUp/PgDn
/// move among the matches; Enter or a click runs one; Esc closes. Tokens: `commandPalette.*`,
/// `alert.*` for its panel, `list.*` for its rows, `field.*` for its query.
public struct CommandPalette: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "command-palette"
    /// Just opened: every command, the first selected.
    case open
    /// A query typed: the matches ranked, their matched letters marked.
    case query
    /// A query that matches nothing.
    case noMatch = "no-match"
    /// More commands than fit: scrolled to a selection far down, with a scrollbar.
    case scrolled
    /// Commands without keys beside the keys of the screen.
    case commands
    /// Titles in Japanese and with emoji, cut with … when narrow.
    case wide
    /// On a screen too small for all of it.
    case small
  }

  let commands: [PaletteCommand]
  let state: Binding<CommandPaletteState>
  let run: ((PaletteCommand) -> Void)?
  let close: (() -> Void)?
  /// The most matches shown at once.
  let visibleRows: Int
  @Environment(\.theme) private var theme
  @Environment(\.componentStrings) private var strings

  /// Creates a palette over `commands`, its query and selection held by `state`.
  ///
  /// - Parameters:
  ///   - commands: what can be chosen, in their own order (ties in rank keep it).
  ///   - state: the query and the selected match, written as the user types and moves.
  ///   - visibleRows: the most matches shown at once; fewer on a small screen.
  ///   - run: runs the chosen command; nil for a picture that runs nothing.
  ///   - close: what Esc does; nil when it cannot be closed.
  public init(
    commands: [PaletteCommand], state: Binding<CommandPaletteState>, visibleRows: Int = 12,
    run: ((PaletteCommand) -> Void)? = nil, close: (() -> Void)? = nil
  ) {
    self.commands = commands
    self.state = state
    self.visibleRows = max(1, visibleRows)
    self.run = run
    self.close = close
  }

  /// The titles as shown: translated, first letter upper case.
  var titles: [String] {
    commands.map { command in
      let title = strings[command.title]
      return title.prefix(1).uppercased() + title.dropFirst()
    }
  }

  /// The matches of the query, best first.
  func matches(_ titles: [String]) -> [(index: Int, match: FuzzyMatch)] {
    FuzzyMatch.rank(state.wrappedValue.query.text, titles)
  }

  /// The query line, a rule and the matches in a panel titled Commands.
  public var body: some View {
    let titles = self.titles
    let matches = self.matches(titles)
    let lines = ListLines(count: matches.count, sections: [])
    let geometry = ListGeometry()
    let state = self.state
    let list = Binding<ListState>(get: { state.wrappedValue.list }, set: { state.wrappedValue.list = $0 })
    let chosen: (Int) -> Void = { rank in
      guard let run, rank >= 0, rank < matches.count else { return }
      run(commands[matches[rank].index])
    }
    let rows = min(visibleRows, max(1, commands.count))
    VStack(alignment: .leading) {
      PaletteQuery(state: state.wrappedValue.query, live: run != nil)
      Rule(color: theme[.alertBorder].color)
      ListFace(
        lines: lines, state: state.wrappedValue.list, emptyText: strings["No commands match"],
        row: { rank in row(titles[matches[rank].index], matches[rank].match, commands[matches[rank].index]) },
        geometry: geometry, writeBack: run == nil ? nil : list
      )
      .frame(minHeight: 1, maxHeight: .cells(rows))
    }
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .padding(.horizontal, 1)
    .background(theme[.alertSurface])
    .border(
      theme[.alertBorder].style, color: theme[.alertBorder].color, title: " \(strings["Commands"]) ",
      titleStyle: Style(
        foreground: theme[.alertTitle].foreground ?? .default, attributes: theme[.alertTitle].attributes),
      footer: matches.isEmpty ? nil : " \(matches.count)/\(commands.count) ",
      footerStyle: Style(foreground: theme[.keyHintsSeparator].foreground ?? .default)
    )
    .semantics(
      .commandPalette, label: strings["Commands"],
      details: ["\(matches.count) of \(commands.count) commands"],
      contains: .contained
    )
    .focusable(
      "command palette", bindings: bindings(list, lines, geometry, chosen),
      input: { event in
        // Typing and paste edit the query (made inert and capped as a field's text is);
        // the editing keys too. ↑↓ and Enter go on to the bindings.
        var edited = false
        let query = Binding<TextFieldState>(
          get: { state.wrappedValue.query },
          set: { value in
            edited = true
            state.wrappedValue.editQuery { $0 = value }
          })
        let used = TextField.edit(query, event)
        return used || edited
      },
      onClick: { mouse, _ in
        let rank = geometry.offset + mouse.y - geometry.top
        guard rank >= 0, rank < matches.count, mouse.y >= geometry.top,
          mouse.y < geometry.top + geometry.height
        else { return }
        list.wrappedValue.selection = rank
        chosen(rank)
      },
      onScroll: { mouse, _ in ListInput.scroll(list, lines, geometry, mouse.wheelDelta * 3) })
  }

  func bindings(
    _ list: Binding<ListState>, _ lines: ListLines, _ geometry: ListGeometry,
    _ chosen: @escaping (Int) -> Void
  ) -> [KeyBinding] {
    // j and k are typed into the query: only the arrows move.
    var bindings = ListInput.bindings(list, lines, geometry, "", nil).map { binding in
      var binding = binding
      binding.keys = binding.keys.filter { $0.printable == nil }
      return binding
    }
    bindings.append(
      KeyBinding(.enter, "run") {
        if let selected = list.wrappedValue.selection { chosen(selected) }
      })
    if let close { bindings.append(KeyBinding([.escape], "close", display: "esc", action: close)) }
    return bindings
  }

  /// A match: its title with the matched letters marked, and its keys at the end.
  func row(_ title: String, _ match: FuzzyMatch, _ command: PaletteCommand) -> some View {
    let plain = TextStyleToken(
      attributes: theme[.listRow].attributes, foreground: theme[.listRow].foreground)
    let marked = theme[.commandPaletteMatch]
    var spans: [TextSpan] = []
    var run = ""
    var runMarked = false
    var next = match.positions.makeIterator()
    var wanted = next.next()
    for (index, character) in title.enumerated() {
      let isMarked = index == wanted
      if isMarked { wanted = next.next() }
      if isMarked != runMarked, !run.isEmpty {
        spans.append(TextSpan(run, style: runMarked ? marked : plain))
        run = ""
      }
      runMarked = isMarked
      run.append(character)
    }
    if !run.isEmpty { spans.append(TextSpan(run, style: runMarked ? marked : plain)) }
    return HStack(spacing: 2) {
      StyledText(spans).lineLimit(1)
      Spacer()
      if !command.keys.isEmpty {
        Text(command.keys).style(theme[.keyHintsKey]).lineLimit(1).layoutPriority(1)
      }
    }
    .padding(.trailing, 1)
  }
}

/// The query line: a prompt, then the query with its caret while the palette has focus (or the
/// placeholder).
struct PaletteQuery: View {
  let state: TextFieldState
  let live: Bool
  @Environment(\.theme) private var theme
  @Environment(\.componentStrings) private var strings
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    HStack(spacing: 1) {
      Text("›").foregroundColor(theme[.commandPalettePrompt]).bold()
      FieldLine(
        state: state, placeholder: strings["Type a command"], masked: false, showsCaret: isFocused && live,
        value: theme[.fieldValue], placeholderStyle: theme[.fieldPlaceholder], caret: theme[.fieldCaret])
    }
    .semantics(
      .textField, label: strings["Type a command"], value: state.text,
      traits: isFocused && live ? .focused : [])
  }
}
