import ViewKit

/// Every story of ViewKit's own components, and the states they declare.
enum Catalog {
  /// All stories.
  static let registry = StoryRegistry(
    TextStories.all + ButtonStories.all + CardStories.all + AvatarStories.all + SmallComponentStories.all
      + InteractiveStories.all + OverlayStories.all + ShowcaseStories.all)

  /// The components' declared states: each needs a story.
  static let declarations: [StateDeclaration] = [
    StateDeclaration(TextStyleName.self), Button.declaredStates, StateDeclaration(CardState.self),
    StateDeclaration(Avatar.State.self), StateDeclaration(Divider.State.self),
    StateDeclaration(Badge.State.self),
    StateDeclaration(KeyHints.State.self), StateDeclaration(ProgressBar.State.self),
    StateDeclaration(Spinner.State.self), StateDeclaration(ListStoryState.self),
    StateDeclaration(TextField.State.self), StateDeclaration(TabBar.State.self),
    StateDeclaration(Alert.State.self),
    StateDeclaration(ProgressHUD.State.self), StateDeclaration(Banner.Tone.self),
    StateDeclaration(Toggle.State.self),
    StateDeclaration(Checkbox.State.self), StateDeclaration(PageIndicator.State.self),
    StateDeclaration(Picker.State.self), StateDeclaration(HelpPanel.State.self),
  ]
}
