import ViewKit

struct HomeTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(" Home").textStyle(.title)
      List(
        count: model.posts.count, selection: Bindable(model).feed, emptyText: "No posts yet",
        onActivate: { model.open($0) }
      ) { index in
        let post = model.posts[index]
        HStack(spacing: 1) {
          Avatar(name: post.author)
          Text(post.title).bold()
          Text("· \(post.author)").textStyle(.muted)
          Spacer()
          Text("♥ \(post.likes)").textStyle(.muted)
        }
      }
      .focused(Bindable(model).focus, equals: .feed)
    }
  }
}
