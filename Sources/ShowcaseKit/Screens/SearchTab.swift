import ViewKit

struct SearchTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: Bindable(model).query, placeholder: "Title, author or text")
        .keyBinding(.escape, "leave search") { model.leaveSearch() }
        .focused(Bindable(model).focus, equals: .search)
        .frame(maxWidth: 60)
      if model.query.isEmpty {
        Text("Type to search the feed.").textStyle(.muted)
      } else if model.results.isEmpty {
        Text("Nothing matches “\(model.query.text)”.").textStyle(.muted)
      } else {
        ForEach(model.results) { post in
          HStack(spacing: 1) {
            Text("•").textStyle(.muted)
            Text(post.title).bold()
            Text("· \(post.author)").textStyle(.muted)
          }
        }
      }
    }
    .padding(.horizontal, 1)
  }
}
