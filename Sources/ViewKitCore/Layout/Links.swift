import ViewKitStyle

/// How linked text (``Text/init(_:link:)``) shows its target.
///
/// The runtime chooses from what the terminal can do (`TerminalCapabilities.hyperlinks(environment:)`)
/// and sets it in the environment (`\.linkPresentation`); everything else (tests, the Storybook,
/// output that is not a terminal) keeps the default, ``inline``, so a URL is never hidden where
/// no one can click it.
public enum LinkPresentation: String, Hashable, Sendable, CaseIterable {
  /// The terminal shows hyperlinks (OSC 8): the text shows its label alone and the terminal
  /// opens the target when it is clicked.
  case hyperlink
  /// The terminal does not show hyperlinks: the URL is written after the label, in
  /// parentheses (`docs (https://example.com/docs)`), or alone when it is the label.
  case inline

  /// What a linked label shows in this presentation: the label alone as a hyperlink (or with
  /// no link), with the URL after it inline (alone when the label is the URL or empty).
  func shown(_ label: String, link: Hyperlink?) -> String {
    guard let link, self == .inline else { return label }
    if label == link.url || label.isEmpty { return link.url }
    return "\(label) (\(link.url))"
  }
}

struct LinkPresentationKey: EnvironmentKey {
  static let defaultValue = LinkPresentation.inline
}

extension EnvironmentValues {
  /// How linked text shows its target: as a terminal hyperlink, or with the URL written out
  /// (the default).
  public var linkPresentation: LinkPresentation {
    get { self[LinkPresentationKey.self] }
    set { self[LinkPresentationKey.self] = newValue }
  }
}

extension View {
  /// Sets how linked text inside this view shows its target.
  ///
  /// - Parameter presentation: as a terminal hyperlink, or with the URL written out.
  /// - Returns: the view with that presentation in its environment.
  public func linkPresentation(_ presentation: LinkPresentation) -> EnvironmentModifiedView<Self> {
    environment(\.linkPresentation, presentation)
  }
}
