import ViewKit

/// The splash: the name, and what it is doing.
public struct SplashScreen: View {
  let model: SplashViewModel

  /// Creates the splash screen for a model.
  ///
  /// - Parameter model: the status line and the spinner's frame.
  public init(model: SplashViewModel) { self.model = model }

  /// The app's name, the spinner and the status line.
  public var body: some View {
    Page {
      VStack(alignment: .center, spacing: 1) {
        Text("◆ ViewKit Showcase").textStyle(.title)
        Spinner(frame: model.frame, label: model.message)
      }
    }
  }
}
