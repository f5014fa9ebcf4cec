import ViewKitCore
import ViewKitStyle

/// Stories of `CommandPalette` (`command-palette/`).
enum CommandPaletteStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "command-palette",
    docs: """
      Ctrl-P in any app: a fuzzy search over every key binding active at that moment (with its keys) \
      and every command the app offers; the matched letters are marked, word starts and runs rank \
      first, and Enter runs the choice on the screen underneath.
      """,
    tags: ["commands", "search", "fuzzy", "shortcuts", "overlay", "launcher"],
    states: [StateDeclaration(CommandPalette.StoryState.self)], contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    [ThemeKey<Color>.backgroundPanel, .backgroundSelected].flatMap { ground in
      [
        ComponentTokenPair(
          "command-palette", .commandPalettePrompt, on: ground, minimum: ComponentContrast.mark),
        ComponentTokenPair("command-palette", .brandAccent, on: ground, minimum: ComponentContrast.text),
      ]
    }
  }

  /// What a mail client's inbox offers: keys of the list, the screen and the app, and two
  /// commands without keys.
  static var mail: [PaletteCommand] {
    [
      PaletteCommand("move", keys: "↑↓", section: .focused, action: .key(.down)),
      PaletteCommand("open", keys: "⏎", section: .focused, action: .key(.enter)),
      PaletteCommand("archive", keys: "e", section: .focused, action: .key("e")),
      PaletteCommand("mark as read", keys: "r", section: .focused, action: .key("r")),
      PaletteCommand("new message", keys: "^N", section: .screen, action: .key(.ctrl("n"))),
      PaletteCommand("search", keys: "/", section: .screen, action: .key("/")),
      PaletteCommand("refresh", keys: "^R", section: .screen, action: .key(.ctrl("r"))),
      PaletteCommand("next", keys: "⇥", section: .navigation, action: .key(.tab)),
      PaletteCommand("Empty trash", section: .screen, action: .perform {}),
      PaletteCommand("Sign out", section: .app, action: .perform {}),
      PaletteCommand("help", keys: "?", section: .app, action: .key("?")),
      PaletteCommand("quit, from anywhere", keys: "^C", section: .app, action: .key(.ctrl("c"))),
    ]
  }

  /// Forty settings, more than fit.
  static var many: [PaletteCommand] {
    (1...40).map { number in
      PaletteCommand("Setting \(number)", keys: number <= 12 ? "F\(number)" : "", action: .perform {})
    }
  }

  static var wide: [PaletteCommand] {
    [
      PaletteCommand("ファイルを開く", keys: "^O", action: .key(.ctrl("o"))),
      PaletteCommand("🚀 Deploy to production", keys: "^D", action: .key(.ctrl("d"))),
      PaletteCommand("👍🏽 Approve the pull request and merge it when the checks pass", action: .perform {}),
      PaletteCommand("東京の天気を表示", action: .perform {}),
    ]
  }

  static func story(
    _ state: CommandPalette.StoryState, commands: @escaping @Sendable () -> [PaletteCommand],
    size: Size = Size(width: 60, height: 20),
    initial: CommandPaletteState = CommandPaletteState()
  ) -> Story {
    Story(
      "command-palette/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "The command palette: \(state.rawValue).", layout: .fill(default: size)
    ) { args in
      let palette = args.state("palette", initial: initial)
      let ran = args.state("ran", initial: "")
      VStack(alignment: .leading) {
        Text(ran.wrappedValue.isEmpty ? "Ctrl-P opens the palette in any app." : "Ran: \(ran.wrappedValue)")
          .textStyle(.caption)
        StoryBackdrop()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .modal(
        CommandPalette(
          commands: commands(), state: palette, run: { ran.wrappedValue = $0.title },
          close: { palette.wrappedValue = CommandPaletteState() }
        )
        .focused(),
        label: "commands", maxWidth: 64)
    }
  }

  static var stories: [Story] {
    var scrolled = CommandPaletteState()
    scrolled.list = ListState(selection: 30, offset: 20)
    return [
      story(.open, commands: { mail }),
      story(.query, commands: { mail }, initial: CommandPaletteState(query: "re")),
      story(.noMatch, commands: { mail }, initial: CommandPaletteState(query: "zzz")),
      story(.scrolled, commands: { many }, initial: scrolled),
      story(.commands, commands: { mail }, initial: CommandPaletteState(query: "sign")),
      story(.wide, commands: { wide }, size: Size(width: 40, height: 12)),
      story(.small, commands: { mail }, size: Size(width: 30, height: 9)),
    ]
  }
}
