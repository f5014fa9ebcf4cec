import ViewKit

/// Stories of the list, text field and tab bar.
enum InteractiveStories {
  static var all: [Story] { list + textField + tabBar }

  static let fruits = [
    "Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango",
    "Nectarine", "Orange", "Papaya", "Quince", "Raspberry", "Strawberry", "Tangerine", "Ugli fruit",
    "Watermelon",
  ]

  static func list(
    _ state: ListStoryState, count: Int = 6, selection: Int? = nil, focused: Bool = true,
    sections: [ListSection] = []
  ) -> Story {
    Story(
      "list/\(state.rawValue)", title: state.rawValue.capitalized, summary: "A list: \(state.rawValue).",
      layout: .fixed(Size(width: 24, height: 6)),
      args: [StoryArg("selection", .integer(range: -1...19, default: selection ?? -1))]
    ) { args in
      // Used in the browser (i), moving the selection changes the argument; the scroll offset
      // is the story's own state, so the wheel scrolls.
      let chosen = args.integerBinding("selection")
      let offset = args.state("offset", initial: 0)
      List(
        count: count,
        selection: Binding(
          get: {
            ListState(
              selection: chosen.wrappedValue < 0 ? nil : chosen.wrappedValue, offset: offset.wrappedValue)
          },
          set: { state in
            offset.wrappedValue = state.offset
            chosen.wrappedValue = state.selection ?? -1
          }),
        sections: sections, emptyText: "No fruit yet", activateLabel: "choose", onActivate: { _ in }
      ) { index in
        Text(fruits[index % fruits.count])
      }
      .focused(focused)
    }
  }

  static let list: [Story] = [
    list(.plain), list(.selected, selection: 2), list(.unfocused, selection: 2, focused: false),
    list(.scrolled, count: 20, selection: 14),
    list(
      .sections, count: 8, selection: 1,
      sections: [ListSection("A–D", start: 0), ListSection("E–H", start: 4)]),
    list(.empty, count: 0),
  ]

  /// A text field story; with a `text`, a live one: the field edits its `text` argument when
  /// the story is used in the browser (`i`), and Enter submits.
  static func field<V: View & SendableMetatype>(
    _ state: TextField.StoryState, width: Int = 30, text: String? = nil,
    _ make: @escaping @Sendable (Binding<TextFieldState>) -> V
  ) -> Story {
    Story(
      "text-field/\(state.rawValue)", title: state.rawValue.capitalized,
      summary: "A text field: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 5)),
      args: text.map { [StoryArg("text", .text(default: $0))] } ?? []
    ) { args in
      make(args.textBinding("text")).onSubmit("submit") {}
    }
  }

  static let textField: [Story] = [
    field(.placeholder, text: "") { TextField("Email", text: $0, placeholder: "you@example.com") },
    field(.filled, text: "ada@example.com") { TextField("Email", text: $0) },
    field(.focused) { _ in
      var state = TextFieldState("ada@exmple.com")
      for _ in 0..<10 { state.moveLeft() }
      return TextField("Email", state: state).focused()
    },
    field(.helper, text: "山田 太郎") { TextField("Name", text: $0, helper: "As on your passport") },
    field(.error, text: "ada@") {
      TextField("Email", text: $0, error: "Enter a whole email address").focused()
    },
    field(.disabled) { _ in TextField("Team", state: TextFieldState("Analytical Engines")).disabled() },
    field(.limit) { _ in
      TextField("Bio", state: TextFieldState("Poet of numbers 🚀", limit: 40), helper: "Short")
    },
    field(.secure, text: "hunter2👍🏽") { TextField("Password", text: $0, secure: true).focused() },
    field(.revealed, text: "hunter2👍🏽") { TextField("Password", text: $0, secure: true, revealed: true) },
    field(.scrolled, width: 20, text: "A note much longer than the field is wide") {
      TextField("Note", text: $0).focused()
    },
  ]

  static let tabs: [TabBar.Item] = [
    TabBar.Item("Home", icon: "⌂"), TabBar.Item("Search", icon: "⌕"),
    TabBar.Item("Inbox", icon: "✉", badge: 3),
    TabBar.Item("Profile", icon: "☺"),
  ]

  static func tabBar(
    _ state: TabBar.StoryState, width: Int = 44, focused: Bool = false, items: [TabBar.Item],
    selection: Int = 2
  )
    -> Story
  {
    Story(
      "tab-bar/\(state.rawValue)", title: state.rawValue.capitalized,
      summary: "A tab bar: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 1)),
      args: [StoryArg("selection", .integer(range: 0...(items.count - 1), default: selection))]
    ) { args in
      TabBar(items, selection: args.integerBinding("selection")).focused(focused)
    }
  }

  static let plainTabs = tabs.map { TabBar.Item($0.label) }

  static let tabBar: [Story] = [
    tabBar(.selected, items: plainTabs), tabBar(.focused, focused: true, items: plainTabs),
    tabBar(
      .disabled,
      items: [
        TabBar.Item("Home"), TabBar.Item("Search", isDisabled: true), TabBar.Item("Inbox"),
        TabBar.Item("Profile"),
      ]),
    tabBar(
      .badges,
      items: [TabBar.Item("Home"), TabBar.Item("Inbox", badge: 7), TabBar.Item("Alerts", badge: 250)],
      selection: 0),
    tabBar(.icons, width: 48, items: tabs),
    tabBar(.shortened, width: 36, items: tabs),
    tabBar(.scrolled, width: 20, items: tabs + [TabBar.Item("Settings", icon: "⚙")], selection: 3),
  ]
}

/// Stories of the overlays and small controls: alert, progress HUD, banner, toggle, checkbox, page indicator.
enum OverlayStories {
  static var all: [Story] { alert + hud + banner + toggle + checkbox + pageIndicator + picker + help }

  /// A screen for overlays to dim.
  struct Backdrop: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Inbox").textStyle(.title)
        ForEach(0..<8) { index in Text("Message \(index + 1): the quarterly numbers are in") }
      }
    }
  }

  static func alert(_ state: Alert.StoryState, _ alert: @autoclosure @escaping @Sendable () -> Alert) -> Story
  {
    Story(
      "alert/\(state.rawValue)", title: state.rawValue.capitalized, summary: "An alert: \(state.rawValue).",
      layout: .fill(default: Size(width: 48, height: 12))
    ) { _ in
      Backdrop().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).alert(
        pressable(alert()))
    }
  }

  /// The alert with a handler on every action, so that used in the browser (`i`) its presses
  /// show in the actions log.
  static func pressable(_ alert: Alert) -> Alert {
    var pressable = alert
    pressable.actions = alert.actions.map { action in
      var action = action
      action.handler = action.handler ?? {}
      return action
    }
    return pressable
  }

  static let alert: [Story] = [
    alert(.single, Alert(title: "Saved", message: "Your changes are saved.")),
    alert(
      .confirm,
      Alert(
        title: "Sign out?", message: "You will need your password again.",
        actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Sign out")], focused: 1)),
    alert(
      .three,
      Alert(
        title: "Unsaved changes", message: "Save before closing?",
        actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Discard"), Alert.Action("Save")],
        focused: 2)),
    alert(
      .destructive,
      Alert(
        title: "Delete post?", message: "This cannot be undone.",
        actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Delete", role: .destructive)],
        focused: 1)),
    alert(
      .long,
      Alert(
        title: "Connection lost",
        message: "ViewKit could not reach the server. Check your network connection, then try again; "
          + "your draft is kept on this device.",
        actions: [Alert.Action("OK")])),
  ]

  static func hud(_ state: ProgressHUD.StoryState, _ hud: ProgressHUD) -> Story {
    Story(
      "progress-hud/\(state.rawValue)", title: state.rawValue.capitalized,
      summary: "A progress HUD: \(state.rawValue).",
      layout: .fill(default: Size(width: 48, height: 10))
    ) { _ in
      Backdrop().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).progressHUD(hud)
    }
  }

  static let hud: [Story] = [
    hud(.indeterminate, .indeterminate("Signing in…", frame: 3)),
    hud(.ascii, .indeterminate("Signing in…", frame: 1, set: .ascii)),
    hud(.determinate, .determinate("Uploading photos", progress: 0.63)),
    hud(.success, .success("Signed in")),
    hud(.failure, .failure("No connection")),
  ]

  static let banner: [Story] = Banner.Tone.allCases.map { tone in
    Story(
      "banner/\(tone.rawValue)", title: tone.rawValue.capitalized, summary: "A \(tone.rawValue) banner.",
      layout: .fixed(Size(width: 40, height: 3))
    ) { _ in
      Banner(tone, title: "Heads up", message: "Backups run at night; the next one starts in 3 hours.")
    }
  }

  static let toggle: [Story] = Toggle.StoryState.allCases.map { state in
    Story(
      "toggle/\(state.rawValue)", title: state.rawValue.capitalized, summary: "A switch: \(state.rawValue).",
      layout: .fixed(Size(width: 20, height: 1)), args: [StoryArg("on", .bool(default: state != .off))]
    ) { args in
      Toggle("Dark mode", isOn: args.boolBinding("on")).focused(state == .focused).disabled(
        state == .disabled)
    }
  }

  static let checkbox: [Story] = Checkbox.StoryState.allCases.map { state in
    let value: Checkbox.Value = state == .unchecked ? .unchecked : state == .mixed ? .mixed : .checked
    return Story(
      "checkbox/\(state.rawValue)", title: state.rawValue.capitalized,
      summary: "A checkbox: \(state.rawValue).",
      layout: .fixed(Size(width: 20, height: 1)),
      // Mixed is a picture: a click cannot make a checkbox mixed.
      args: state == .mixed ? [] : [StoryArg("checked", .bool(default: value == .checked))]
    ) { args in
      if state == .mixed {
        Checkbox("Remember me", value: value).focused(state == .focused)
      } else {
        Checkbox("Remember me", isOn: args.boolBinding("checked")).focused(state == .focused).disabled(
          state == .disabled)
      }
    }
  }

  static let pageIndicator: [Story] = [
    ("first", 0, 16), ("middle", 2, 16), ("last", 4, 16), ("compact", 6, 8),
  ].map { name, current, width in
    Story(
      "page-indicator/\(name)", title: name.capitalized, summary: "Page dots: \(name).",
      layout: .fixed(Size(width: width, height: 1))
    ) { _ in
      PageIndicator(count: name == "compact" ? 12 : 5, current: current)
    }
  }

  /// The picker story's options.
  static let themeNames = ["dark", "light", "high-contrast", "mono"]

  static let picker: [Story] = Picker.StoryState.allCases.map { state in
    Story(
      "picker/\(state.rawValue)", title: state.rawValue.capitalized, summary: "A picker: \(state.rawValue).",
      layout: .fixed(Size(width: 28, height: 1)),
      args: [StoryArg("selection", .integer(range: 0...(themeNames.count - 1), default: 1))]
    ) { args in
      Picker("Theme", options: themeNames, selection: args.integerBinding("selection")).focused(
        state == .focused)
    }
  }

  /// Hints as a login form and a feed make them.
  static func hints(_ state: HelpPanel.StoryState) -> [KeyHint] {
    switch state {
    case .form:
      return [
        KeyHint(keys: "⏎", description: "sign in", section: .focused),
        KeyHint(keys: "←→", description: "move the caret", section: .focused, showsInLine: false),
        KeyHint(keys: "^W", description: "delete a word", section: .focused, showsInLine: false),
        KeyHint(keys: "esc", description: "back", section: .screen),
        KeyHint(keys: "⇥", description: "next", section: .navigation),
        KeyHint(keys: "⇧⇥", description: "previous", section: .navigation, showsInLine: false),
        KeyHint(keys: "F1", description: "help", section: .app),
        KeyHint(keys: "^C", description: "quit, from anywhere", section: .app, showsInLine: false),
      ]
    case .list:
      return [
        KeyHint(keys: "↑↓", description: "move", section: .focused),
        KeyHint(keys: "⏎", description: "open", section: .focused),
        KeyHint(keys: "1-4", description: "tabs", section: .screen),
        KeyHint(keys: "q", description: "quit", section: .screen),
        KeyHint(keys: "?", description: "help", section: .app),
      ]
    }
  }

  static let help: [Story] = HelpPanel.StoryState.allCases.map { state in
    Story(
      "help-panel/\(state.rawValue)", title: state.rawValue.capitalized,
      summary: "The ? help overlay: \(state.rawValue).",
      layout: .fill(default: Size(width: 60, height: 22))
    ) { _ in
      Backdrop().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .modal(HelpPanel(hints: hints(state)), label: "help")
    }
  }
}
