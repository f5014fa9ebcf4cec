import StorybookKit
import ViewKit

/// Every story of ViewKit's own components, and the states they declare.
enum Catalog {
  /// All stories, tagged with the words people search for them by.
  static let stories =
    (TextStories.all + ButtonStories.all + CardStories.all + AvatarStories.all + SmallComponentStories.all
    + InteractiveStories.all + OverlayStories.all + ShowcaseStories.all)
    .map { story in story.tagged(tags[story.storyID?.component ?? ""] ?? []) }

  /// Other names of the components, as other kits and designers call them.
  static let tags: [String: [String]] = [
    "alert": ["dialog", "modal", "confirm"], "avatar": ["profile picture", "initials"],
    "badge": ["count", "pill"], "banner": ["notice", "callout", "message"], "button": ["action", "cta"],
    "checkbox": ["tick", "form"], "help-panel": ["keys", "shortcuts", "overlay"],
    "list": ["table", "rows", "menu"], "page-indicator": ["dots", "pager"],
    "picker": ["select", "dropdown", "segmented"], "progress-bar": ["meter", "gauge"],
    "progress-hud": ["spinner", "loading", "overlay"], "rounded-box": ["card", "panel", "container"],
    "spinner": ["loading", "activity"], "tab-bar": ["tabs", "navigation"],
    "text-field": ["input", "form", "textbox"], "toggle": ["switch", "form"],
  ]

  /// All stories, checked for duplicates and bad ids.
  static let registry = StoryRegistry(stories)

  /// The storybook: these stories and declarations, the built-in themes, the goldens under
  /// `Tests/Snapshots/Goldens`.
  static let book = Storybook(name: "Storybook", stories: stories, declarations: declarations)

  /// The components' declared states: each needs a story.
  static let declarations: [StateDeclaration] = [
    StateDeclaration(TextStyleName.self), Button.declaredStates, StateDeclaration(CardState.self),
    StateDeclaration(Avatar.StoryState.self), StateDeclaration(Divider.StoryState.self),
    StateDeclaration(Badge.StoryState.self),
    StateDeclaration(KeyHints.StoryState.self), StateDeclaration(ProgressBar.StoryState.self),
    StateDeclaration(Spinner.StoryState.self), StateDeclaration(ListStoryState.self),
    StateDeclaration(TextField.StoryState.self), StateDeclaration(TabBar.StoryState.self),
    StateDeclaration(Alert.StoryState.self),
    StateDeclaration(ProgressHUD.StoryState.self), StateDeclaration(Banner.Tone.self),
    StateDeclaration(Toggle.StoryState.self),
    StateDeclaration(Checkbox.StoryState.self), StateDeclaration(PageIndicator.StoryState.self),
    StateDeclaration(Picker.StoryState.self), StateDeclaration(HelpPanel.StoryState.self),
  ]
}
