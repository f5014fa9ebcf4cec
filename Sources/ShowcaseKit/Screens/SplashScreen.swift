import ViewKit

/// The splash: the name, and what it is doing.
public struct SplashScreen: View {
  let model: SplashViewModel

  /// Creates the screen.
  public init(model: SplashViewModel) { self.model = model }

  /// The screen.
  public var body: some View {
    Page {
      VStack(alignment: .center, spacing: 1) {
        Text("◆ ViewKit Showcase").textStyle(.title)
        Spinner(frame: model.frame, label: model.message)
      }
    }
  }
}
