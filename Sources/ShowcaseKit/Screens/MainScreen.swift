import ViewKit

/// Signed in: the selected tab above the tab bar; `1`–`4` switch tabs wherever no text field
/// has focus.
public struct MainScreen: View {
  let model: MainViewModel

  /// Creates the main screen for a model.
  ///
  /// - Parameter model: the tabs, their content and the signed-in user.
  public init(model: MainViewModel) { self.model = model }

  /// The selected tab's content above the tab bar and the hints.
  public var body: some View {
    let model = self.model
    let strings = model.settings.strings
    let items = MainViewModel.Tab.allCases.map {
      TabBar.Item(
        strings[$0.phrase], icon: Self.icon($0), badge: $0 == .notifications ? model.notifications.unread : 0)
    }
    VStack(alignment: .leading) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      Divider()
      TabBar(
        items,
        selection: Binding(
          get: { model.tab.rawValue }, set: { model.select(MainViewModel.Tab(rawValue: $0) ?? .home) })
      )
      .focused(Bindable(model).focus, equals: .tabBar)
      .padding(.horizontal, 1)
      KeyHints().padding(.horizontal, 1)
    }
    .keyBindings(
      [
        KeyBinding(["1", "2", "3", "4"], strings[.tabsKey], display: "1-4") { key in
          guard case .character(let digit) = key.code, let number = Int(String(digit)),
            let tab = MainViewModel.Tab(rawValue: number - 1)
          else { return false }
          model.show(tab)
          return true
        }
      ] + commands)
  }

  /// What the command palette (Ctrl-P) offers besides the keys: each tab by name, and signing
  /// out from any tab (the Profile tab has its own `o` for it).
  var commands: [KeyBinding] {
    let model = self.model
    let strings = model.settings.strings
    var commands = MainViewModel.Tab.allCases.map { tab in
      KeyBinding.command(strings[tab.phrase]) { model.show(tab) }
    }
    if model.tab != .profile {
      commands.append(KeyBinding.command(strings[.signOut]) { model.confirmSignOut() })
    }
    return commands
  }

  /// The one-cell icon before a tab's label.
  static func icon(_ tab: MainViewModel.Tab) -> String {
    switch tab {
    case .home: return "⌂"
    case .search: return "⌕"
    case .notifications: return "✉"
    case .profile: return "☺"
    }
  }

  @ViewBuilder var content: some View {
    switch model.tab {
    case .home: HomeTab(model: model.home, strings: model.settings.strings, focus: Bindable(model).focus)
    case .search: SearchTab(model: model.search, strings: model.settings.strings, main: model)
    case .notifications:
      NotificationsTab(
        model: model.notifications, strings: model.settings.strings, focus: Bindable(model).focus)
    case .profile: ProfileTab(model: model)
    }
  }
}

/// The heading at the top of a tab.
struct TabHeading: View {
  let title: String
  var detail: String?

  var body: some View {
    HStack(spacing: 1) {
      Text(title).textStyle(.title)
      if let detail { Text(detail).textStyle(.muted) }
    }
    .padding(.horizontal, 1)
  }
}
