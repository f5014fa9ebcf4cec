import ViewKitCore
import ViewKitStyle

/// Stories of `TextArea` (`text-area/`).
enum TextAreaStories {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "text-area"
    /// Empty, showing its placeholder.
    case placeholder
    /// With lines of text, not focused.
    case filled
    /// Focused, with the caret inside a line.
    case focused
    /// Text selected across lines.
    case selection
    /// Numbered lines, scrolled to the caret near the end.
    case lineNumbers = "line-numbers"
    /// A long line of CJK and emoji wrapped at the width.
    case wrapped
    /// At its character limit, with the counter.
    case limit
    /// Not editable.
    case disabled
  }

  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "text-area",
    docs: """
      Multi-line text input: lines soft-wrapped at the width (CJK and emoji keep their two cells), \
      a caret moved by grapheme, word, line and wrapped row (↑↓ keep the cell it started from), \
      selection with Shift, Shift-click and a drag, undo and redo \
      (M-Z, ^Y), bracketed paste capped and made inert, optional line numbers, a placeholder and a \
      limit with a counter. Only the lines on screen are wrapped and an edit changes one line, so a \
      keystroke costs the same in 10 lines or 10,000.
      """,
    tags: ["input", "form", "editor", "multiline", "textbox"], states: [StateDeclaration(StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs = [
      // The selection is reversed: the ground's colour on the text's.
      ComponentTokenPair("text-area", .textDefault, on: .backgroundDefault, minimum: ComponentContrast.text)
    ]
    for ground in ComponentContrast.grounds {
      pairs.append(ComponentTokenPair("text-area", .textMuted, on: ground, minimum: ComponentContrast.text))
      // Disabled text is an inactive control's: WCAG 2 sets it no minimum; 3:1 keeps it visible.
      pairs.append(
        ComponentTokenPair("text-area", .textDisabled, on: ground, minimum: ComponentContrast.mark))
    }
    return pairs
  }

  static let letter = """
    Dear Ada,
    The engine weaves algebraic patterns
    as the loom weaves flowers and leaves.
    Yours, Charles
    """

  /// A text area story: live (its state the story's own, edited when the story is used in the
  /// browser) unless `still`.
  static func story(
    _ state: StoryState, width: Int = 40, height: Int = 8, initial: TextAreaState,
    _ make: @escaping @Sendable (Binding<TextAreaState>) -> some View & SendableMetatype
  ) -> Story {
    Story(
      "text-area/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A text area: \(state.rawValue).",
      layout: .fixed(Size(width: width, height: height))
    ) { args in
      make(args.state("text", initial: initial))
    }
  }

  static var stories: [Story] {
    var caretInside = TextAreaState(letter)
    caretInside.moveUp(2)
    caretInside.moveWordLeft()
    var selected = TextAreaState(letter)
    selected.moveUp(2)
    selected.moveToLineStart()
    selected.moveWordRight()
    selected.moveDown(selecting: true)
    var numbered = TextAreaState(
      (1...12).map { "let step\($0) = engine.run(\($0))" }.joined(separator: "\n"))
    numbered.moveUp(2)
    let wrapped = TextAreaState(
      "A note: 東京で会議があります。明日の予定を確認してください 🚀👍🏽 then a word that wraps")
    var full = TextAreaState("Poet of numbers 🚀\nand engines", limit: 29)
    full.moveToEnd()
    return [
      story(.placeholder, initial: TextAreaState()) {
        TextArea("Notes", text: $0, placeholder: "Write something…")
      },
      story(.filled, initial: TextAreaState(letter)) { TextArea("Letter", text: $0) },
      story(.focused, initial: caretInside) { TextArea("Letter", text: $0).focused() },
      story(.selection, initial: selected) { TextArea("Letter", text: $0).focused() },
      story(.lineNumbers, initial: numbered) { TextArea("Script", text: $0, lineNumbers: true).focused() },
      story(.wrapped, width: 30, initial: wrapped) { TextArea("Note", text: $0).focused() },
      story(.limit, height: 7, initial: full) { TextArea("Bio", text: $0, rows: 3).focused() },
      story(.disabled, initial: TextAreaState(letter)) { _ in
        TextArea("Letter", state: TextAreaState(letter)).disabled()
      },
    ]
  }
}
