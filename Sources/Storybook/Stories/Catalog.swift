import ViewKit

/// Every story of ViewKit's own components, and the states they declare.
enum Catalog {
  /// All stories.
  static let registry = StoryRegistry(TextStories.all)

  /// The components' declared states: each needs a story.
  static let declarations: [StateDeclaration] = [StateDeclaration(TextStyleName.self)]
}
