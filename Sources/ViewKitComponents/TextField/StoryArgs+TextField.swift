import ViewKitCore
import ViewKitStyle

extension StoryArgs {
  /// A text argument as a text field's state, caret included: in the browser, typing into the
  /// story's field edits the argument (and its control shows the same text); in a still render
  /// the field shows the value with the caret at its end and drops what is typed.
  ///
  /// ```swift
  /// TextField("Email", text: args.textBinding("email"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: the argument's name.
  ///   - limit: the most characters the field takes, shown as a count; nil for no limit.
  /// - Returns: a binding that reads the argument now and writes through the browser.
  public func textBinding(_ name: String, limit: Int? = nil) -> Binding<TextFieldState> {
    Binding(
      get: {
        var state = TextFieldState(self.text(name), limit: limit)
        if let caret = self.editor?.caret(name) { state.moveCaret(to: caret) }
        return state
      },
      set: { self.editor?.setText(name, $0.text, $0.cursor) })
  }
}
