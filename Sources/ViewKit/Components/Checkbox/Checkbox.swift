/// A checkbox with a label: `[ ]`, `[x]` or `[-]` (mixed). Focus adds a `▸` in the focus
/// colour; disabled is faint. Tokens: `checkbox.*`, `color.border.focus`.
///
/// ```swift
/// Checkbox("Remember me", value: .checked)
/// ```
public struct Checkbox: View {
  /// The declared states, each shown by a story.
  public enum State: String, StoryStates {
    /// The component part of story ids.
    public static let storyComponent = "checkbox"
    /// Not checked.
    case unchecked
    /// Checked.
    case checked
    /// Partly checked.
    case mixed
    /// Focused.
    case focused
    /// Disabled.
    case disabled
  }

  /// The value.
  public enum Value: Sendable, Hashable {
    /// Not checked.
    case unchecked
    /// Checked.
    case checked
    /// Some of several things checked.
    case mixed
  }

  let label: String
  let value: Value
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  /// Creates a checkbox.
  public init(_ label: String, value: Value) {
    self.label = label
    self.value = value
  }

  /// The checkbox.
  public var body: some View {
    let mark = value == .checked ? "x" : value == .mixed ? "-" : " "
    HStack {
      Text(isFocused && isEnabled ? "▸ " : "  ").foregroundColor(theme.color("color.border.focus")).bold()
      Text("[").foregroundColor(theme.color("checkbox.box"))
      Text(mark).foregroundColor(theme.color("checkbox.check")).bold()
      Text("] ").foregroundColor(theme.color("checkbox.box"))
      Text(label).style(theme.textStyle("checkbox.label"))
    }
    .textAttributes(isEnabled ? [] : .faint)
  }
}
