/// An alert: a title, a wrapped message and one to three actions, shown with
/// ``View/alert(_:)`` centred over a dimmed copy of the screen.
///
/// The focused action is marked `▸ ◂`; Escape picks the cancel action and Enter the focused one
/// (``action(forKey:)``). Tokens: `alert.*` and the button tokens.
///
/// ```swift
/// content.alert(Alert(title: "Delete post?", message: "This cannot be undone.",
///                     actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)],
///                     focused: 1))
/// ```
public struct Alert: Hashable, Sendable {
  /// The declared states, each shown by a story.
  public enum State: String, StoryStates {
    /// The component part of story ids.
    public static let storyComponent = "alert"
    /// One action.
    case single
    /// Cancel and confirm.
    case confirm
    /// Three actions.
    case three
    /// A destructive action focused.
    case destructive
    /// A message that wraps over several lines.
    case long
  }

  /// What an action does.
  public enum Role: String, Sendable, Hashable {
    /// An ordinary action.
    case `default`
    /// Dismisses the alert; Escape picks it.
    case cancel
    /// Destroys something.
    case destructive
  }

  /// One button of an alert.
  public struct Action: Hashable, Sendable {
    /// The label.
    public var title: String
    /// The role.
    public var role: Role

    /// Creates an action.
    public init(_ title: String, role: Role = .default) {
      self.title = title
      self.role = role
    }
  }

  /// A key that can answer an alert.
  public enum Key: Sendable {
    /// Escape: cancel.
    case escape
    /// Enter: the focused action.
    case enter
  }

  /// The title.
  public var title: String
  /// The message.
  public var message: String
  /// One to three actions (more are ignored; none gets an `OK`).
  public var actions: [Action]
  /// The index of the focused action.
  public var focused: Int

  /// Creates an alert.
  public init(title: String, message: String, actions: [Action] = [Action("OK")], focused: Int = 0) {
    self.title = title
    self.message = message
    let kept = Array(actions.prefix(3))
    self.actions = kept.isEmpty ? [Action("OK")] : kept
    self.focused = min(max(0, focused), self.actions.count - 1)
  }

  /// The action a key picks: Escape the cancel action (nil when there is none), Enter the focused one.
  public func action(forKey key: Key) -> Action? {
    switch key {
    case .escape: return actions.first { $0.role == .cancel }
    case .enter: return actions[focused]
    }
  }
}

/// The box an ``Alert`` is drawn in.
public struct AlertBox: View {
  let alert: Alert
  @Environment(\.theme) private var theme

  /// Draws an alert.
  public init(_ alert: Alert) { self.alert = alert }

  func variant(_ index: Int) -> Button.Variant {
    if alert.actions[index].role == .destructive { return .destructive }
    return index == alert.focused ? .primary : .secondary
  }

  /// The box.
  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(alert.title).style(theme.textStyle("alert.title"))
      Text(alert.message).style(theme.textStyle("alert.message"))
      HStack(spacing: 1) {
        Spacer()
        ForEach(alert.actions.indices) { index in
          Button(
            alert.actions[index].title, variant: variant(index),
            state: index == alert.focused ? .focused : .normal,
            compact: true)
        }
      }
    }
    .padding(.horizontal, 2)
    .padding(.vertical, 1)
    .background(theme.color("alert.surface"))
    .border(theme.border("alert.border"))
  }
}
