import ViewKitStyle

/// A component as the storybook and the checks know it, declared once in the component's own
/// folder: its stories, the states it declares, the colour pairs it draws, its docs and the
/// words people search for it by.
///
/// ```swift
/// enum GaugeStories {
///   static let component = ComponentStories(
///     "gauge", docs: "A value in a range, as a bar.", tags: ["meter"],
///     states: [StateDeclaration(component: "gauge", states: ["empty", "full"])],
///     contrast: [ComponentTokenPair("gauge", .progressFill, on: .backgroundDefault, minimum: 3)],
///     stories: [/* Story("gauge/empty", …), Story("gauge/full", …) */])
/// }
/// ```
public struct ComponentStories: Sendable {
  /// The component part of its story identifiers, e.g. `button`.
  public let id: String
  /// What the component is and does, for the docs panel and the gallery.
  public let docs: String
  /// Other names people search for it by (other kits' names for it).
  public let tags: [String]
  /// The states it declares: each needs a story.
  public let states: [StateDeclaration]
  /// The colour pairs it draws, with the contrast each needs in every theme.
  public let contrast: [ComponentTokenPair]
  /// Its stories, tagged with ``tags``.
  public let stories: [Story]

  /// Declares a component.
  ///
  /// - Parameters:
  ///   - id: the component part of its story identifiers.
  ///   - docs: what it is and does.
  ///   - tags: other names people search for it by.
  ///   - states: the states it declares.
  ///   - contrast: the colour pairs it draws.
  ///   - stories: its stories; each is given the tags.
  public init(
    _ id: String, docs: String, tags: [String] = [], states: [StateDeclaration] = [],
    contrast: [ComponentTokenPair] = [], stories: [Story]
  ) {
    self.id = id
    self.docs = docs
    self.tags = tags
    self.states = states
    self.contrast = contrast
    self.stories = stories.map { $0.tagged(tags) }
  }
}
