import ViewKit

/// One task on the board.
public struct TaskItem: Hashable, Sendable {
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var isDone: Bool
  /// Who does it, if anyone.
  public var owner: String?

  /// Creates a task.
  ///
  /// - Parameters:
  ///   - title: what to do.
  ///   - isDone: whether it is done.
  ///   - owner: who does it, if anyone.
  public init(_ title: String, isDone: Bool = false, owner: String? = nil) {
    self.title = title
    self.isDone = isDone
    self.owner = owner
  }
}

/// A titled card of tasks: a checkbox per task, its owner's initials in a badge, and how far
/// the list has come as a bar. Made of ViewKit components and tokens only.
public struct TaskListView: View {
  let title: String
  let tasks: [TaskItem]
  @Environment(\.theme) private var theme

  /// Creates the card.
  ///
  /// - Parameters:
  ///   - title: the list's name, in the card's border.
  ///   - tasks: the tasks, in order.
  public init(title: String, tasks: [TaskItem]) {
    self.title = title
    self.tasks = tasks
  }

  /// The card: the tasks, or a line saying there are none, then the progress bar.
  public var body: some View {
    let done = tasks.filter(\.isDone).count
    Card(title: title, footer: "\(done)/\(tasks.count) done") {
      if tasks.isEmpty {
        Text("Nothing to do.").textStyle(.muted)
      } else {
        ForEach(tasks) { task in
          HStack(spacing: 1) {
            Checkbox(task.title, value: task.isDone ? .checked : .unchecked)
            Spacer()
            if let owner = task.owner { Badge(Self.initials(of: owner)) }
          }
        }
      }
      ProgressBar(value: tasks.isEmpty ? 0 : Double(done) / Double(tasks.count), showsPercent: true)
    }
  }

  /// Up to two initials of a name: "Ada Lovelace" → "AL".
  static func initials(of name: String) -> String {
    String(name.split(separator: " ").prefix(2).compactMap(\.first))
  }
}
