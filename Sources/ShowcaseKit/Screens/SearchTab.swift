import ViewKit

/// Search: the query field, then people and posts matching it, the match highlighted. ↓ or Tab
/// moves into the results; Enter opens a post's detail or a person's profile (their posts, each
/// opening too), and Esc goes back one step.
struct SearchTab: View {
  let model: SearchViewModel
  let strings: Strings
  let main: MainViewModel
  @Environment(\.theme) private var theme

  var body: some View {
    switch model.opened {
    case .post(let id):
      if let post = model.post(id) { opened(post) }
    case .person(let user):
      PersonPageView(model: model, user: user, strings: strings, main: main)
    case nil:
      results
    }
  }

  @ViewBuilder var results: some View {
    let model = self.model
    let main = self.main
    let hasResults = model.rowCount > 0 && !model.resultsQuery.isEmpty
    VStack(alignment: .leading) {
      TextField(
        strings[.searchLabel], text: Binding(get: { model.query }, set: { model.edit($0) }),
        placeholder: strings[.searchPlaceholder]
      )
      .keyBindings(
        [KeyBinding(.escape, strings[.back]) { main.leaveSearch() }]
          + (hasResults
            ? [KeyBinding([.down, .tab], strings[.toResults], display: "↓") { main.focus = .results }] : [])
      )
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
          sections: sections, activateLabel: strings[.open],
          onActivate: { index in
            model.open(index)
            if index < model.results.users.count { main.focus = .personPosts }
          }
        ) { index in
          row(index)
        }
        .keyBinding(.escape, strings[.toSearchField]) { main.focus = .search }
        .focused(Bindable(main).focus, equals: .results)
        .padding(.horizontal, 1)
      }
    }
  }

  /// A post opened from the results or a person's posts: its detail, with Like and Back.
  func opened(_ post: Post) -> some View {
    let model = self.model
    return VStack(alignment: .leading) {
      TabHeading(title: strings[.tabSearch], detail: "› @\(post.handle)")
      PostDetail(post: post, strings: strings, like: { model.toggleLike() }, close: { model.back() })
    }
    .keyBindings([
      KeyBinding([.escape, .left, .backspace], strings[.back], display: "esc", scope: .screen) {
        model.back()
      },
      KeyBinding("l", strings[post.liked ? .unlike : .like], visibility: .help, scope: .screen) {
        model.toggleLike()
      },
    ])
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

/// A person opened from the search results: who they are, their stats, and their posts (Enter
/// opens one); Back returns to the results.
struct PersonPageView: View {
  let model: SearchViewModel
  let user: User
  let strings: Strings
  let main: MainViewModel

  var body: some View {
    let model = self.model
    let main = self.main
    let shown = model.person?.user ?? user
    VStack(alignment: .leading) {
      TabHeading(title: strings[.tabSearch], detail: "› @\(user.handle)")
      HStack(alignment: .top, spacing: 2) {
        Avatar(name: shown.name, size: .medium)
        VStack(alignment: .leading) {
          Text(shown.name).textStyle(.headline)
          Text("@\(shown.handle)").textStyle(.muted)
          HStack(spacing: 2) {
            stat(shown.posts, strings[.statPosts])
            stat(shown.followers, strings[.statFollowers])
            stat(shown.following, strings[.statFollowing])
          }
        }
        Spacer()
        Button(strings[.backButton], variant: .secondary, compact: true) {
          model.back()
          main.focus = .results
        }
      }
      .padding(.horizontal, 1)
      .padding(.bottom, 1)
      if let page = model.person {
        List(
          count: page.posts.count, selection: Bindable(model).personList, emptyText: strings[.noPosts],
          activateLabel: strings[.open], onActivate: { model.openPersonPost($0) }
        ) { index in
          PostRow(post: page.posts[index], strings: strings)
        }
        .focused(Bindable(main).focus, equals: .personPosts)
        .padding(.horizontal, 1)
      } else {
        Text(model.isLoadingPerson ? strings[.loadingPerson] : strings[.noPosts]).textStyle(.muted)
          .padding(.horizontal, 1)
      }
    }
    .keyBindings([
      KeyBinding([.escape, .left, .backspace], strings[.back], display: "esc", scope: .screen) {
        model.back()
        main.focus = .results
      }
    ])
  }

  func stat(_ value: Int, _ label: String) -> some View {
    HStack(spacing: 1) {
      Text(ProfileTab.grouped(value)).bold()
      Text(label).textStyle(.muted)
    }
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
