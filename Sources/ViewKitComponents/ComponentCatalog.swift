import ViewKitCore

/// Every component of ViewKit, each declared once in its own folder (`Button/Button+Stories.swift`
/// and the like): its stories in every state, the states it declares, the colour pairs it draws,
/// its docs and search tags. The Storybook, the snapshot tests and `check` read this list.
///
/// A new component is a folder of its own and one line here.
public enum ComponentCatalog {
  /// The components, in the order the Storybook lists them.
  public static let all: [ComponentStories] = [
    TextStyleStories.component,
    ButtonStories.component,
    CardStories.component,
    AvatarStories.component,
    DividerStories.component,
    BadgeStories.component,
    KeyHintsStories.component,
    ProgressBarStories.component,
    SpinnerStories.component,
    ListStories.component,
    TextFieldStories.component,
    TabBarStories.component,
    AlertStories.component,
    ProgressHUDStories.component,
    BannerStories.component,
    ToggleStories.component,
    CheckboxStories.component,
    PageIndicatorStories.component,
    PickerStories.component,
    HelpPanelStories.component,
    ChartStories.component,
    TableStories.component,
    LogViewStories.component,
    ToastStories.component,
    TextAreaStories.component,
    TreeStories.component,
    CommandPaletteStories.component,
  ]

  /// Every story of every component, tagged with its component's tags.
  public static var stories: [Story] { all.flatMap(\.stories) }

  /// Every component's declared states.
  public static var declarations: [StateDeclaration] { all.flatMap(\.states) }
}
