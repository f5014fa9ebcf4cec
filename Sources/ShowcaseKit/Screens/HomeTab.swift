import ViewKit

/// The feed: one line per post; Enter opens it, `l` likes it, and reaching the end loads more.
struct HomeTab: View {
  let model: HomeViewModel
  let strings: Strings
  let focus: Binding<MainViewModel.Focus?>
  @Environment(\.screenSize) private var size

  /// The rows the feed's list has: the screen less the heading, footer, divider, tab bar and
  /// hints.
  var listRows: Int { size.height - 5 }

  var body: some View {
    let model = self.model
    if let post = model.opened {
      VStack(alignment: .leading) {
        TabHeading(title: strings[.tabHome], detail: "› @\(post.handle)")
        PostDetail(post: post, strings: strings, like: { model.toggleLike() }, close: { model.close() })
      }
      .keyBindings([
        KeyBinding([.escape, .left, .backspace], strings[.back], display: "esc", scope: .screen) {
          model.close()
        },
        KeyBinding("l", strings[post.liked ? .unlike : .like], visibility: .help, scope: .screen) {
          model.toggleLike()
        },
      ])
    } else {
      let _ = model.fill(rows: listRows)
      VStack(alignment: .leading) {
        TabHeading(title: strings[.tabHome])
        List(
          count: model.posts.count,
          selection: Binding(get: { model.list }, set: { model.select($0) }),
          emptyText: model.basic.isOffline
            ? strings[.noConnectionTitle] : model.isLoading ? strings[.loadingFeed] : strings[.noPosts],
          activateLabel: strings[.open], onActivate: { model.open($0) }
        ) { index in
          PostRow(post: model.posts[index], strings: strings)
        }
        .keyBinding("l", strings[.like]) { model.toggleLike() }
        .focused(focus, equals: .feed)
        .padding(.horizontal, 1)
        if !model.posts.isEmpty {
          Text(footer).textStyle(.muted).padding(.horizontal, 1)
        }
      }
    }
  }

  var footer: String {
    if model.isLoading { return strings[.loadingMore] }
    return model.hasMore ? "↓ \(strings[.loadMore])" : strings[.caughtUp]
  }
}

/// One post in one line: avatar, author, title, age and likes.
struct PostRow: View {
  let post: Post
  let strings: Strings

  var body: some View {
    HStack(spacing: 1) {
      Avatar(name: post.author)
      Text(post.author).bold().lineLimit(1).layoutPriority(1)
      Text("·").textStyle(.muted)
      StyledText(
        sizing: .fill(ideal: post.title.count + post.body.count + 3),
        { _ in
          [[TextSpan(post.title), TextSpan(" — " + post.body, style: TextStyleToken(attributes: .faint))]]
        })
      Spacer()
      Text(strings.ago(post.minutesAgo)).textStyle(.muted).layoutPriority(2)
      Text("\(post.liked ? "♥" : "♡") \(post.likes)").textStyle(post.liked ? .body : .muted).layoutPriority(2)
    }
  }
}

/// A post opened from the feed or from search: its text, its likes, and Like and Back.
struct PostDetail: View {
  let post: Post
  let strings: Strings
  let like: () -> Void
  let close: () -> Void

  /// The like button's width: its longer label and the `[ ]` markers.
  var likeWidth: Int { max(strings[.likeButton].displayWidth, strings[.unlikeButton].displayWidth) + 4 }

  var body: some View {
    Card(title: post.title) {
      VStack(alignment: .leading, spacing: 1) {
        HStack(spacing: 1) {
          Avatar(name: post.author, size: .medium)
          VStack(alignment: .leading) {
            Text(post.author).textStyle(.headline)
            Text("@\(post.handle) · \(strings.ago(post.minutesAgo))").textStyle(.caption)
          }
        }
        Text(post.body)
        // A hyperlink where the terminal shows them; elsewhere the URL, which is its own label.
        if let link = post.link { Text(link, link: link) }
        // Plain text: the count is no link, and the heart says whether the user likes it.
        Text("\(post.liked ? "♥" : "♡") \(strings(.likes, post.likes))")
        HStack(spacing: 2) {
          // As wide as the longer of Like and Unlike, so pressing it never moves Back.
          Button(
            strings[post.liked ? .unlikeButton : .likeButton], variant: .secondary, compact: true,
            fullWidth: true,
            action: like
          )
          .frame(width: likeWidth)
          .defaultFocus()
          Button(strings[.backButton], variant: .secondary, compact: true, action: close)
        }
        .focusGroup()
      }
      .padding(.top, 1)
    }
    .frame(maxWidth: 72)
    .padding(.horizontal, 1)
  }
}
