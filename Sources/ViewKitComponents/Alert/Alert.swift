import ViewKitCore
import ViewKitStyle

/// An alert: a title, a wrapped message and one to three actions, shown with
/// ``View/alert(_:)-(Binding<Alert?>)`` centred over a dimmed copy of the screen.
///
/// The alert is a modal: focus starts on its cancel action (the first action when none
/// cancels), ←→ and Tab move between the actions, Enter or a click picks one, Escape picks the
/// cancel action. The focused action is filled and marked `▸ ◂`; the others show their role
/// in the colour of their labels. Tokens: `alert.*` and the button tokens.
///
/// ```swift
/// content.alert(Bindable(model).alert)
/// model.alert = Alert(title: "Delete post?", message: "This cannot be undone.",
///                     actions: [.init("Cancel", role: .cancel),
///                               .init("Delete", role: .destructive) { model.delete() }])
/// ```
public struct Alert: Hashable {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "alert"
    /// One action.
    case single
    /// Cancel and confirm.
    case confirm
    /// Three actions.
    case three
    /// A destructive action beside cancel.
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
  public struct Action: Hashable {
    /// The text on the action's button.
    public var title: String
    /// Whether the action is ordinary, cancels or destroys something.
    public var role: Role
    /// What picking it does (after the alert is dismissed).
    public var handler: (() -> Void)?

    /// Creates an action for an alert's row of buttons.
    ///
    /// - Parameters:
    ///   - title: the text on the button.
    ///   - role: whether it is ordinary, cancels (Escape picks it) or destroys something.
    ///   - handler: what picking it does, after the alert is dismissed; nil does nothing more.
    public init(_ title: String, role: Role = .default, handler: (() -> Void)? = nil) {
      self.title = title
      self.role = role
      self.handler = handler
    }

    /// Actions are equal when they look the same: same title and role.
    ///
    /// - Parameters:
    ///   - lhs: an action.
    ///   - rhs: another action.
    /// - Returns: `true` when title and role match; handlers are not compared.
    public static func == (lhs: Action, rhs: Action) -> Bool {
      lhs.title == rhs.title && lhs.role == rhs.role
    }

    /// Hashes what the action looks like.
    ///
    /// - Parameter hasher: the hasher to feed the title and role into.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(role)
    }
  }

  /// The bold line at the top of the alert.
  public var title: String
  /// The text under the title, wrapped to the alert's width.
  public var message: String
  /// One to three actions (more are ignored; none gets an `OK`).
  public var actions: [Action]
  /// The index of the action focused when the alert appears.
  public var focused: Int

  /// Creates an alert; focus starts on `focused`, by default the cancel action.
  ///
  /// - Parameters:
  ///   - title: the bold line at the top.
  ///   - message: the text under it.
  ///   - actions: one to three actions; more are ignored, none gets an `OK`.
  ///   - focused: the index of the action focused first; nil picks the cancel action, else the
  ///     first.
  public init(title: String, message: String, actions: [Action] = [Action("OK")], focused: Int? = nil) {
    self.title = title
    self.message = message
    let kept = Array(actions.prefix(3))
    let all = kept.isEmpty ? [Action("OK")] : kept
    self.actions = all
    let cancel = all.firstIndex { $0.role == .cancel } ?? 0
    self.focused = min(max(0, focused ?? cancel), all.count - 1)
  }

  /// The action Escape picks: the cancel action, or the only action of a one-action alert
  /// (`OK`); nil otherwise.
  public var cancelAction: Action? {
    actions.first { $0.role == .cancel } ?? (actions.count == 1 ? actions[0] : nil)
  }
}

/// The box an ``Alert`` is drawn in: its actions are buttons in a focus group.
public struct AlertBox: View {
  let alert: Alert
  let dismiss: (() -> Void)?
  @Environment(\.theme) private var theme

  /// Creates the view of an alert.
  ///
  /// - Parameters:
  ///   - alert: what the alert says and offers.
  ///   - dismiss: clears the alert; called before an action's handler.
  public init(_ alert: Alert, dismiss: (() -> Void)? = nil) {
    self.alert = alert
    self.dismiss = dismiss
  }

  func variant(_ index: Int) -> Button.Variant {
    if alert.actions[index].role == .destructive { return .destructive }
    return alert.actions[index].role == .cancel ? .secondary : .primary
  }

  func pick(_ action: Alert.Action) -> () -> Void {
    let dismiss = self.dismiss
    return {
      dismiss?()
      action.handler?()
    }
  }

  /// Esc for the cancel action, and ←→ named in the hints when there is a choice (the focus
  /// group moves; this binding only lists it).
  var cancelBindings: [KeyBinding] {
    var bindings: [KeyBinding] = []
    if let cancel = alert.cancelAction {
      bindings.append(KeyBinding(.escape, cancel.title.lowercased(), action: pick(cancel)))
    }
    if alert.actions.count > 1 {
      bindings.append(KeyBinding([.left, .right], "choose", display: "←→") { _ in false })
    }
    return bindings
  }

  /// The bordered panel: title, message and the row of action buttons.
  public var body: some View {
    // Short of rows, the message gives way first: the title says what is asked, the buttons
    // answer it.
    VStack(alignment: .leading, spacing: 1) {
      Text(alert.title).style(theme[.alertTitle]).semanticsHidden().layoutPriority(2)
      Text(alert.message).style(theme[.alertMessage])
      HStack(spacing: 1) {
        Spacer()
        ForEach(alert.actions.indices) { index in
          Button(
            alert.actions[index].title, variant: variant(index), compact: true,
            action: pick(alert.actions[index])
          )
          .defaultFocus(index == alert.focused)
        }
      }
      .focusGroup()
      .layoutPriority(1)
    }
    .keyBindings(cancelBindings)
    .padding(.horizontal, 2)
    .padding(.vertical, 1)
    .border(theme[.alertBorder])
    .background(theme[.alertSurface])
    .semantics(.alert, label: alert.title, contains: .contained)
  }
}
