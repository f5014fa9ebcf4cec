import ViewKit

/// The splash: the brand, its line, and a spinner while the session is checked.
public struct SplashScreen: View {
  let model: SplashViewModel
  let strings: Strings

  /// Creates the splash screen for a model.
  ///
  /// - Parameters:
  ///   - model: whether it is checking, and the spinner's frame.
  ///   - strings: the language it speaks.
  public init(model: SplashViewModel, strings: Strings) {
    self.model = model
    self.strings = strings
  }

  /// The brand, the line under it and the spinner.
  public var body: some View {
    VStack(alignment: .center, spacing: 1) {
      Spacer()
      Text("◆ \(strings[.brand])").textStyle(.title)
      Text(strings[.tagline]).textStyle(.muted)
      Spinner(frame: model.frame, label: strings[model.checking ? .checkingSession : .starting])
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
