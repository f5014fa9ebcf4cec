import ViewKit

struct PostDetail: View {
  let post: Post

  var body: some View {
    Card(title: post.title) {
      VStack(alignment: .leading, spacing: 1) {
        HStack(spacing: 1) {
          Avatar(name: post.author, size: .medium, status: .online)
          VStack(alignment: .leading) {
            Text(post.author).textStyle(.headline)
            Text("♥ \(post.likes) likes").textStyle(.caption)
          }
        }
        Text(post.body)
      }
      .padding(.top, 1)  // the avatar's frame clear of the card's top edge
    }
    .frame(maxWidth: 72)
    .padding(.horizontal, 1)
  }
}
