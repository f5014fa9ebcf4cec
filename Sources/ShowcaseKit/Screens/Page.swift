import ViewKit

/// A screen filling the terminal, content centred, with the keys that act now at the bottom.
struct Page<Content: View>: View {
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
      KeyHints().padding(.horizontal, 1)
    }
  }
}
