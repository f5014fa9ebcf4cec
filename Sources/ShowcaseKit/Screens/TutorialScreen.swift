import ViewKit

/// The tutorial: a page, the page dots and the controls.
public struct TutorialScreen: View {
  let model: TutorialViewModel

  /// Creates the tutorial screen for a model.
  ///
  /// - Parameter model: the pages and the page shown.
  public init(model: TutorialViewModel) { self.model = model }

  /// The current page in a card, the page dots and the controls.
  public var body: some View {
    let page = model.pages[model.page]
    Page {
      VStack(alignment: .center, spacing: 1) {
        Card(title: "\(model.page + 1) of \(model.pages.count)", titleAlignment: .center) {
          VStack(alignment: .center, spacing: 1) {
            Text(page.title).textStyle(.title)
            Text(page.text).multilineTextAlignment(.center)
          }
          .padding(.top, 1)  // the heading clear of the card's top edge
        }
        .frame(maxWidth: 48)
        PageIndicator(count: model.pages.count, current: model.page)
        Button(model.isLastPage ? "Get started" : "Next", compact: true) { model.next() }.defaultFocus()
      }
    }
    .keyBindings([
      KeyBinding(.right, "next") { model.next() },
      KeyBinding(.left, "back") { model.back() },
      KeyBinding(["s", .escape], "skip", display: "s") { model.done() },
    ])
  }
}
