import ViewKit

/// The tutorial: a page, the page dots and the controls.
public struct TutorialScreen: View {
  let model: TutorialViewModel
  let strings: Strings

  /// Creates the tutorial screen for a model.
  ///
  /// - Parameters:
  ///   - model: the page shown.
  ///   - strings: the language it speaks.
  public init(model: TutorialViewModel, strings: Strings) {
    self.model = model
    self.strings = strings
  }

  /// The current page in a card, the page dots and the controls.
  public var body: some View {
    let page = TutorialViewModel.pages[model.page]
    let count = TutorialViewModel.pages.count
    Page {
      VStack(alignment: .center, spacing: 1) {
        Card(title: strings(.pageOf, model.page + 1, count), titleAlignment: .center) {
          VStack(alignment: .center, spacing: 1) {
            Text(strings[page.title]).textStyle(.title).multilineTextAlignment(.center)
            Text(strings[page.text]).multilineTextAlignment(.center)
          }
          .frame(maxWidth: .infinity)
          .padding(.top, 1)
        }
        .frame(maxWidth: 52)
        PageIndicator(count: count, current: model.page)
        HStack(spacing: 2) {
          if model.page > 0 {
            Button(strings[.previous], variant: .secondary, compact: true) { model.back() }
          }
          Button(strings[model.isLastPage ? .getStarted : .next], compact: true) { model.next() }
            .defaultFocus()
          Button(strings[.skip], variant: .ghost, compact: true) { model.done() }
        }
        .focusGroup()
      }
    }
    .keyBindings([
      KeyBinding(.right, strings[.next].lowercased(), visibility: .help) { model.next() },
      KeyBinding(.left, strings[.previous].lowercased(), visibility: .help) { model.back() },
      KeyBinding(["s", .escape], strings[.skip].lowercased(), display: "esc") { model.done() },
    ])
  }
}
