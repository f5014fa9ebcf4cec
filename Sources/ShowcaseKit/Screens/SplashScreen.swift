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

  /// The brand, the line under it and the spinner; when this version is no longer served, a
  /// blocking alert whose one action quits.
  public var body: some View {
    VStack(alignment: .leading) {
      VStack(alignment: .center, spacing: 1) {
        Spacer()
        Text("◆ \(strings[.brand])").textStyle(.title)
        Text(strings[.tagline]).textStyle(.muted)
        if model.updateRequired == nil {
          Spinner(frame: model.frame, label: strings[model.checking ? .checkingSession : .starting])
        }
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      // The keys of the force-update alert: the only thing that acts then.
      if model.updateRequired != nil { KeyHints().padding(.horizontal, 1) }
    }
    .alert(updateAlert)
  }

  /// The force-update alert: it stays until the app quits.
  var updateAlert: Alert? {
    guard let minimum = model.updateRequired else { return nil }
    let quit = self.quit
    return Alert(
      title: strings[.updateRequiredTitle],
      message: strings(.updateRequiredMessage, AppVersion.current, minimum),
      actions: [Alert.Action(strings[.quitButton]) { quit() }])
  }

  @Environment(\.quit) private var quit
}
