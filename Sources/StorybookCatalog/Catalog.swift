import ShowcaseKit
import StorybookKit
import ViewKit

/// ViewKit's own storybook: every component's stories (``ComponentCatalog``, each declared in
/// its component's folder) and the ShowcaseApp's screens. A library, so the snapshot tests
/// read the same catalogue as the `Storybook` executable without importing an executable.
public enum Catalog {
  /// All stories: the components', then the ShowcaseApp's screens.
  public static let stories = ComponentCatalog.stories + ShowcaseStories.all

  /// All stories, checked for duplicates and bad ids.
  public static let registry = StoryRegistry(stories)

  /// The storybook: these stories and declarations, the built-in themes, the goldens under
  /// `Tests/Snapshots/Goldens`.
  public static let book = Storybook(name: "Storybook", stories: stories, declarations: declarations)

  /// The components' declared states: each needs a story.
  public static let declarations: [StateDeclaration] = ComponentCatalog.declarations
}
