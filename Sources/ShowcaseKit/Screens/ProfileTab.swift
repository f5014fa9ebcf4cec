import ViewKit

struct ProfileTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Card(title: "Profile") {
        HStack(spacing: 2) {
          Avatar(name: model.user.name, size: .large, status: .online)
          VStack(alignment: .leading) {
            Text(model.user.name).textStyle(.title)
            Text(model.user.email).textStyle(.muted)
          }
        }
      }
      .frame(maxWidth: 56)
      Card(title: "Settings") {
        VStack(alignment: .leading) {
          ThemeSettingRow()
          Button("Sign out", variant: .destructive, compact: true) { model.confirmSignOut() }
        }
      }
      .frame(maxWidth: 56)
    }
    .padding(.horizontal, 1)
    .keyBindings([
      KeyBinding("t", "theme", scope: .screen) { model.nextTheme() },
      KeyBinding("o", "sign out", visibility: .help, scope: .screen) { model.confirmSignOut() },
    ])
  }
}

/// Settings' theme row: the theme the screen is drawn in (the one `auto` chose, when it did).
struct ThemeSettingRow: View {
  @Environment(\.theme) private var theme

  var body: some View {
    HStack(spacing: 1) {
      Text("Theme").bold()
      Text(theme.displayName)
    }
  }
}
