import ViewKitCore
import ViewKitStyle

/// Stories of `Alert`.
enum AlertStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "alert",
    docs: """
      A modal panel over the dimmed screen with a title, a message and up to three actions; it opens on \
      its cancel action, and Esc cancels.
      """,
    tags: ["dialog", "modal", "confirm"], states: [StateDeclaration(Alert.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    [ComponentTokenPair("alert", .textDefault, on: .alertSurface, minimum: ComponentContrast.text)]
  }

  static func alert(_ state: Alert.StoryState, _ alert: @autoclosure @escaping @Sendable () -> Alert) -> Story
  {
    Story(
      "alert/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "An alert: \(state.rawValue).",
      layout: .fill(default: Size(width: 48, height: 12))
    ) { _ in
      StoryBackdrop().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).alert(
        pressable(alert()))
    }
  }

  /// The alert with a handler on every action, so that used in the browser (`i`) its presses
  /// show in the actions log.
  static func pressable(_ alert: Alert) -> Alert {
    var pressable = alert
    pressable.actions = alert.actions.map { action in
      var action = action
      action.handler = action.handler ?? {}
      return action
    }
    return pressable
  }

  static let stories: [Story] = [
    alert(.single, Alert(title: "Saved", message: "Your changes are saved.")),
    alert(
      .confirm,
      Alert(
        title: "Sign out?", message: "You will need your password again.",
        actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Sign out")])),
    alert(
      .three,
      Alert(
        title: "Unsaved changes", message: "Save before closing?",
        actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Discard"), Alert.Action("Save")],
      )),
    alert(
      .destructive,
      Alert(
        title: "Delete post?", message: "This cannot be undone.",
        actions: [Alert.Action("Cancel", role: .cancel), Alert.Action("Delete", role: .destructive)],
      )),
    alert(
      .long,
      Alert(
        title: "Connection lost",
        message: "ViewKit could not reach the server. Check your network connection, then try again; "
          + "your draft is kept on this device.",
        actions: [Alert.Action("OK")])),
  ]
}
