import ViewKit

/// The stories of the task board's views, for its storybook and its snapshot tests.
public enum TaskStories {
  static let week = [
    TaskItem("Write the release notes", isDone: true, owner: "Ada Lovelace"),
    TaskItem("Review the tab bar change", owner: "Grace Hopper"),
    TaskItem("日本語のテキストを確認する", owner: "Yukihiro Matsumoto"),
    TaskItem("Ship it 🚀"),
  ]

  /// Every story: the list empty, part done, all done, and narrow.
  public static let all: [Story] = [
    Story(
      "task-list/empty", title: "empty", summary: "A list with no tasks.",
      layout: .fixed(Size(width: 40, height: 5))
    ) { _ in TaskListView(title: "This week", tasks: []) },
    Story(
      "task-list/in-progress", title: "in progress", summary: "Some tasks done, with owners.",
      layout: .fixed(Size(width: 48, height: 8))
    ) { _ in TaskListView(title: "This week", tasks: week) },
    Story(
      "task-list/done", title: "done", summary: "Every task done.",
      layout: .fixed(Size(width: 48, height: 8))
    ) { _ in
      TaskListView(title: "This week", tasks: week.map { TaskItem($0.title, isDone: true, owner: $0.owner) })
    },
    Story(
      "task-list/narrow", title: "narrow", summary: "Titles give way before checkboxes and badges.",
      layout: .fixed(Size(width: 26, height: 8))
    ) { _ in TaskListView(title: "This week", tasks: week) },
  ]
}
