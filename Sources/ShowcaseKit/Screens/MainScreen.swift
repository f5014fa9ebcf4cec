import ViewKit

/// Signed in: the selected tab above the tab bar.
public struct MainScreen: View {
  let model: MainViewModel

  /// Creates the main screen for a model.
  ///
  /// - Parameter model: the tabs, their content and the signed-in user.
  public init(model: MainViewModel) { self.model = model }

  var items: [TabBar.Item] {
    MainViewModel.Tab.allCases.map {
      TabBar.Item($0.label, icon: $0.icon, badge: $0 == .notifications ? model.unread : 0)
    }
  }

  /// The selected tab's content above the tab bar.
  public var body: some View {
    let model = self.model
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
    .keyBindings([
      KeyBinding(["1", "2", "3", "4"], "tabs", display: "1-4") { key in
        guard case .character(let digit) = key.code, let number = Int(String(digit)),
          let tab = MainViewModel.Tab(rawValue: number - 1)
        else { return false }
        model.show(tab)
        return true
      }
    ])
    .alert(Bindable(model.status).alert)
    .progressHUD(model.status.hud)
  }

  @ViewBuilder var content: some View {
    if let post = model.detail {
      PostDetail(post: post).keyBindings([
        KeyBinding([.escape, .left, .backspace], "back", display: "esc") { model.closeDetail() }
      ])
    } else {
      switch model.tab {
      case .home: HomeTab(model: model)
      case .search: SearchTab(model: model)
      case .notifications: NotificationsTab(model: model)
      case .profile: ProfileTab(model: model)
      }
    }
  }
}
