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

  /// The width of the Back button, kept on the first page where it does not show.
  var backWidth: Int { strings[.previous].displayWidth + 4 }
  /// The width of the primary button: the wider of Next and Get started.
  var nextWidth: Int { max(strings[.next].displayWidth, strings[.getStarted].displayWidth) + 4 }

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
        // One style a role, as on the other screens: the way on is the primary button, Back and
        // Skip (a way back, a way out) are secondary. The row never moves as the pages turn:
        // Back's place is kept on the first page, and Next is as wide as Get started.
        HStack(spacing: 2) {
          if model.page > 0 {
            Button(strings[.previous], variant: .secondary, compact: true) { model.back() }
          } else {
            Spacer().frame(width: backWidth, height: 1)
          }
          Button(strings[model.isLastPage ? .getStarted : .next], compact: true, fullWidth: true) {
            model.next()
          }
          .frame(width: nextWidth)
          .defaultFocus()
          Button(strings[.skip], variant: .secondary, compact: true) { model.done() }
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
