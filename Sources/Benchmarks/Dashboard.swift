import ViewKit

/// The dashboard screen of `shared/bench/README.md`, built from ViewKit views.
struct Dashboard: View {
  /// Which frame: 1, or 2 (post 2 has one more like).
  var frame: Int

  static let size = Size(width: 120, height: 40)
  static let orange = Color.rgb(0xFF, 0xAF, 0x5F)
  static let green = Color.rgb(0x5F, 0xD7, 0x5F)
  static let blue = Color.rgb(0x5F, 0xAF, 0xFF)

  var body: some View {
    VStack(alignment: .leading) {
      header
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(1...30) { index in
            PostCard(index: index, likes: 10 * index + 3 + (frame == 2 && index == 2 ? 1 : 0))
          }
        }
      }
      tabBar
    }
  }

  var header: some View {
    let progress = 0.42
    let filled = Int(24 * progress)
    return HStack {
      Text("ViewKit Dashboard").bold().foregroundColor(Self.orange)
      Spacer()
      Text("Sync ")
      Text(String(repeating: "█", count: filled)).foregroundColor(Self.green)
      Text(String(repeating: "░", count: 24 - filled))
      Text(" \(Int(progress * 100))%")
    }
    .padding(.horizontal, 1)
    .border(.rounded)
  }

  var tabBar: some View {
    HStack(spacing: 1) {
      ForEach(["Home", "Search", "Inbox", "Profile"]) { tab in
        if tab == "Inbox" {
          Text(" \(tab) ").reverse()
        } else {
          Text(" \(tab) ")
        }
      }
      Spacer()
    }
    .padding(.horizontal, 1)
    .border(.rounded)
  }
}

/// One post card: title, wrapped body and right-aligned likes in a rounded box.
struct PostCard: View {
  var index: Int
  var likes: Int

  var body: some View {
    VStack(alignment: .leading) {
      Text("Post #\(index): Shipping a terminal UI, part \(index)").bold().foregroundColor(Dashboard.blue)
      Text(
        "Post \(index) renders 日本語テキスト next to plain ASCII words and one rocket 🚀 so that every "
          + "renderer has to count wide cells correctly while it wraps this paragraph onto two lines.")
      HStack {
        Spacer()
        Text("likes: \(likes)")
      }
    }
    .padding(.horizontal, 1)
    .border(.rounded)
    .frame(width: 116)
    .padding(.horizontal, 2)
  }
}
