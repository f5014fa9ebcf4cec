import ViewKit

/// The keys every screen of the app has: `q` quits wherever no text field takes it.
public struct ShowcaseAppKeys<Content: View>: View {
  let content: Content
  @Environment(\.quit) private var quit

  /// The content with the app's keys.
  public var body: some View {
    content.keyBinding("q", "quit") { quit() }
  }
}

extension View {
  /// Adds the keys every screen of the ShowcaseApp has (`q` quits), as the app does; stories
  /// use it so their hints line is the app's.
  ///
  /// - Returns: the view with the app's keys.
  public func showcaseAppKeys() -> ShowcaseAppKeys<Self> { ShowcaseAppKeys(content: self) }
}
