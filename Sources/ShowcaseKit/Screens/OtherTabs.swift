import ViewKit

/// Search: the query field, then people and posts matching it, the match highlighted.
struct SearchTab: View {
  let model: SearchViewModel
  let strings: Strings
  let main: MainViewModel
  @Environment(\.theme) private var theme

  var body: some View {
    let model = self.model
    let main = self.main
    VStack(alignment: .leading) {
      TextField(
        strings[.searchLabel], text: Binding(get: { model.query }, set: { model.edit($0) }),
        placeholder: strings[.searchPlaceholder]
      )
      .keyBinding(.escape, strings[.back]) { main.leaveSearch() }
      .focused(Bindable(main).focus, equals: .search)
      .frame(maxWidth: 60)
      .padding(.horizontal, 1)
      if model.resultsQuery.isEmpty {
        Text(model.isSearching ? strings[.searching] : strings[.searchHint]).textStyle(.muted).padding(
          .horizontal, 1)
      } else if model.rowCount == 0 {
        Text(strings(.noMatches, model.resultsQuery)).textStyle(.muted).padding(.horizontal, 1)
      } else {
        List(
          count: model.rowCount, selection: Bindable(model).list,
          sections: sections
        ) { index in
          row(index)
        }
        .focused(Bindable(main).focus, equals: .results)
      }
    }
  }

  var sections: [ListSection] {
    var sections: [ListSection] = []
    if !model.results.users.isEmpty { sections.append(ListSection(strings[.people], start: 0)) }
    if !model.results.posts.isEmpty {
      sections.append(ListSection(strings[.posts], start: model.results.users.count))
    }
    return sections
  }

  @ViewBuilder func row(_ index: Int) -> some View {
    let users = model.results.users
    if index < users.count {
      let user = users[index]
      HStack(spacing: 1) {
        Avatar(name: user.name)
        highlighted(user.name, bold: true)
        highlighted("@" + user.handle, bold: false)
      }
    } else {
      let post = model.results.posts[index - users.count]
      HStack(spacing: 1) {
        Avatar(name: post.author)
        highlighted(post.title, bold: true)
        highlighted("· " + post.author + " — " + post.body, bold: false)
      }
    }
  }

  /// The text with each match of the query in the accent colour, underlined.
  func highlighted(_ text: String, bold: Bool) -> StyledText {
    let base = TextStyleToken(attributes: bold ? .bold : [], foreground: bold ? nil : theme[.textMuted])
    let match = TextStyleToken(attributes: [.bold, .underline], foreground: theme[.brandAccent])
    return StyledText(Highlight.spans(text, query: model.resultsQuery, base: base, match: match))
  }
}

/// Splits a text into spans around each case-insensitive match of a query.
enum Highlight {
  static func spans(_ text: String, query: String, base: TextStyleToken, match: TextStyleToken) -> [TextSpan]
  {
    guard !query.isEmpty else { return [TextSpan(text, style: base)] }
    var spans: [TextSpan] = []
    var rest = text[...]
    while let range = rest.range(of: query, options: .caseInsensitive) {
      if range.lowerBound > rest.startIndex {
        spans.append(TextSpan(String(rest[..<range.lowerBound]), style: base))
      }
      spans.append(TextSpan(String(rest[range]), style: match))
      rest = rest[range.upperBound...]
    }
    if !rest.isEmpty { spans.append(TextSpan(String(rest), style: base)) }
    return spans
  }
}

/// Notifications, newest first; those new on this visit marked.
struct NotificationsTab: View {
  let model: NotificationsViewModel
  let strings: Strings
  let focus: Binding<MainViewModel.Focus?>

  var body: some View {
    let model = self.model
    VStack(alignment: .leading) {
      TabHeading(
        title: strings[.tabNotifications],
        detail: model.fresh.isEmpty ? nil : strings(.unreadCount, model.fresh.count))
      List(count: model.notices.count, selection: Bindable(model).list, emptyText: strings[.noNotices]) {
        index in
        let notice = model.notices[index]
        let isNew = model.fresh.contains(notice.id)
        HStack(spacing: 1) {
          Text(isNew ? "●" : " ").textStyle(.link)
          Avatar(name: notice.actor)
          Text(text(notice)).textAttributes(isNew ? .bold : []).lineLimit(1)
          Spacer()
          Text(strings.ago(notice.minutesAgo)).textStyle(.muted)
        }
      }
      .focused(focus, equals: .notices)
    }
  }

  func text(_ notice: Notice) -> String {
    switch notice.kind {
    case .liked: return strings(.noticeLiked, notice.actor)
    case .followed: return strings(.noticeFollowed, notice.actor)
    case .replied: return strings(.noticeReplied, notice.actor)
    case .summary: return strings[.noticeSummary]
    }
  }
}

/// The signed-in user, their stats, and Settings: theme, language, sign out.
struct ProfileTab: View {
  let model: MainViewModel

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
            HStack(spacing: 2) {
              stat(model.user.posts, strings[.statPosts])
              stat(model.user.followers, strings[.statFollowers])
              stat(model.user.following, strings[.statFollowing])
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
