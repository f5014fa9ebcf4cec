import ViewKitCore
import ViewKitStyle

/// Stories of `TextField`.
enum TextFieldStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "text-field",
    docs: """
      One line of text input edited a grapheme at a time, with a label, placeholder, helper or error line, \
      a limit, a secure form that can be revealed, and horizontal scrolling around the caret.
      """,
    tags: ["input", "form", "textbox"], states: [StateDeclaration(TextField.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    ComponentContrast.grounds.flatMap { ground in
      [
        // Disabled text is an inactive control's: WCAG 2 sets it no minimum; 3:1 keeps it visible.
        ComponentTokenPair("text-field", .textDisabled, on: ground, minimum: ComponentContrast.mark),
        ComponentTokenPair("text-field", .statusError, on: ground, minimum: ComponentContrast.text),
      ]
    }
  }

  /// A text field story; with a `text`, a live one: the field edits its `text` argument when
  /// the story is used in the browser (`i`), and Enter submits.
  static func field<V: View & SendableMetatype>(
    _ state: TextField.StoryState, width: Int = 30, text: String? = nil,
    _ make: @escaping @Sendable (Binding<TextFieldState>) -> V
  ) -> Story {
    Story(
      "text-field/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A text field: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: 5)),
      args: text.map { [StoryArg("text", .text(default: $0))] } ?? []
    ) { args in
      make(args.textBinding("text")).onSubmit("submit") {}
    }
  }

  static let stories: [Story] = [
    field(.placeholder, text: "") { TextField("Email", text: $0, placeholder: "you@example.com") },
    field(.filled, text: "ada@example.com") { TextField("Email", text: $0) },
    field(.focused) { _ in
      var state = TextFieldState("ada@exmple.com")
      for _ in 0..<10 { state.moveLeft() }
      return TextField("Email", state: state).focused()
    },
    field(.helper, text: "山田 太郎") { TextField("Name", text: $0, helper: "As on your passport") },
    field(.error, text: "ada@") {
      TextField("Email", text: $0, error: "Enter a whole email address").focused()
    },
    field(.disabled) { _ in TextField("Team", state: TextFieldState("Analytical Engines")).disabled() },
    field(.limit) { _ in
      TextField(
        "Bio", state: TextFieldState("Poet of numbers 🚀", limit: 40), helper: "Short", counter: .always)
    },
    field(.secure, text: "hunter2👍🏽") { TextField("Password", text: $0, secure: true).focused() },
    field(.revealed, text: "hunter2👍🏽") { TextField("Password", text: $0, secure: true, revealed: true) },
    field(.scrolled, width: 20, text: "A note much longer than the field is wide") {
      TextField("Note", text: $0).focused()
    },
  ]
}
