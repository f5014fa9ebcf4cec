import ViewKitCore

/// A screen for the overlay components' stories to dim: a title and a few lines of mail.
struct StoryBackdrop: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Inbox").textStyle(.title)
      ForEach(0..<8) { index in Text("Message \(index + 1): the quarterly numbers are in") }
    }
    // Scenery for the overlay a story shows: not read.
    .semanticsHidden()
  }
}
