import ViewKit

/// The signed-in user, their stats, and Settings: theme, language, sign out.
struct ProfileTab: View {
  let model: MainViewModel
  @Environment(\.copy) var copy

  var body: some View {
    let model = self.model
    let strings = model.settings.strings
    let settings = model.settings
    let focus = Bindable(model).focus
    VStack(alignment: .leading) {
      Text(strings[.tabProfile]).textStyle(.title)
      Card {
        HStack(spacing: 2) {
          Avatar(name: model.user.name, size: .large, status: .online)
          VStack(alignment: .leading) {
            Text(model.user.name).textStyle(.title)
            Text("@\(model.user.handle) · \(model.user.email)").textStyle(.muted)
            if let status = model.copyStatus { Text(status).textStyle(.caption) }
            HStack(spacing: 2) {
              stat(model.user.posts, strings[.statPosts])
              stat(model.user.followers, strings[.statFollowers])
              stat(model.user.following, strings[.statFollowing])
            }
            if !model.user.activity.isEmpty {
              Sparkline(model.user.activity.map(Double.init), label: strings[.activity])
            }
          }
        }
      }
      .frame(maxWidth: 64)
      Card(title: strings[.settings]) {
        VStack(alignment: .leading) {
          Picker(
            strings[.theme], options: AppSettings.themeNames.map(strings.themeName),
            selection: Binding(
              get: { AppSettings.themeNames.firstIndex(of: settings.themeName) ?? 0 },
              set: { settings.setTheme(AppSettings.themeNames[$0]) })
          )
          .focused(focus, equals: .theme)
          Picker(
            strings[.language], options: Language.allCases.map(\.name),
            selection: Binding(
              get: { Language.allCases.firstIndex(of: settings.language) ?? 0 },
              set: { settings.setLanguage(Language.allCases[$0]) })
          )
          .focused(focus, equals: .language)
          Button(strings[.signOut], variant: .destructive, compact: true) { model.confirmSignOut() }
            .focused(focus, equals: .signOut)
        }
      }
      .frame(maxWidth: 64)
    }
    .padding(.horizontal, 1)
    .keyBindings([
      KeyBinding("t", strings[.themeKey], scope: .screen) { settings.nextTheme() },
      KeyBinding("g", strings[.languageKey], scope: .screen) { settings.nextLanguage() },
      KeyBinding("o", strings[.signOutKey], visibility: .help, scope: .screen) { model.confirmSignOut() },
      KeyBinding("c", strings[.copyHandleKey], visibility: .help, scope: .screen) { [copy] in
        model.copyHandle(with: copy)
      },
    ])
  }

  /// A count with its thousands grouped: `18,000`.
  static func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return value < 0 ? "-" + out : out
  }

  func stat(_ value: Int, _ label: String) -> some View {
    HStack(spacing: 1) {
      Text(ProfileTab.grouped(value)).bold()
      Text(label).textStyle(.muted)
    }
  }
}
