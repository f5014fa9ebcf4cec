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
