import StorybookKit
import TaskBoardKit

// The task board's storybook: `swift run TaskBoardStorybook` browses the stories in the
// package's own themes (ViewKit's four and "dusk"); `list`, `render`, `check`, `snapshots` and
// `themes` work as in ViewKit's Storybook, on this package's goldens.
Storybook(
  name: "TaskBoardStorybook", stories: TaskStories.all, themes: .file("Themes/taskboard.resolver.json"),
  goldens: "Tests/TaskBoardKitTests/Goldens"
).main()
