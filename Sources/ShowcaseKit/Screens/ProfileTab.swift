import ViewKit

/// The signed-in user, their stats, Settings (theme, language, sign out) and the sessions the
/// user is signed in with, in a table sorted by the column the user picks.
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
      Card(title: strings[.sessions]) {
        SessionsTable(model: model.sessions, strings: strings)
          .focused(focus, equals: .sessions)
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

/// The places the user is signed in: device, place, last active and a mark on this app's own
/// session; ↑↓ move, `s` and `S` (or a click on a title) sort, the cursor staying on its session.
struct SessionsTable: View {
  let model: SessionsViewModel
  let strings: Strings

  var body: some View {
    let rows = model.rows
    let strings = self.strings
    Table(
      rows: rows.count,
      columns: [
        Table.Column(strings[.sessionDevice], width: .flexible(min: 10)),
        Table.Column(strings[.sessionPlace], width: .flexible(min: 8, max: 10)),
        // Room for the title and the sort indicator after it.
        Table.Column(strings[.sessionLastActive], width: .fixed(13), alignment: .trailing),
        Table.Column("", width: .fixed(13), sortable: false),
      ],
      selection: Bindable(model).table, sort: Bindable(model).sort, spacing: 1
    ) { row, column in
      let session = rows[row]
      switch column {
      case 0: return Table.Cell(session.device)
      case 1: return Table.Cell(session.place)
      case 2: return Table.Cell(strings.ago(session.minutesAgo))
      default:
        return session.isCurrent
          ? Table.Cell("● " + strings[.thisDevice], style: TextStyleToken(attributes: .bold)) : ""
      }
    }
    .rowID { rows[$0].id }
    .loading(model.isLoading && rows.isEmpty)
    .frame(height: max(1, rows.count) + 2)
  }
}
