import ViewKitCore
import ViewKitStyle

/// A checkbox with a label: `[ ]`, `[x]` or `[-]` (mixed). Focus adds a `▸` in the focus
/// colour; disabled is faint. Tokens: `checkbox.*`, `color.border.focus`.
///
/// ```swift
/// Checkbox("Remember me", value: .checked)
/// ```
public struct Checkbox: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "checkbox"
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
  let binding: Binding<Bool>?

  /// Creates a picture of a checkbox (it takes no input).
  public init(_ label: String, value: Value) {
    self.label = label
    self.value = value
    binding = nil
  }

  /// Creates a checkbox bound to a value: focused, Space or Enter checks or clears it; so
  /// does a click.
  public init(_ label: String, isOn: Binding<Bool>) {
    self.label = label
    value = isOn.wrappedValue ? .checked : .unchecked
    binding = isOn
  }

  /// The checkbox.
  public var body: some View {
    CheckboxFace(label: label, value: value).flipping(binding, label: label, verb: "check")
  }
}

struct CheckboxFace: View {
  let label: String
  let value: Checkbox.Value
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let mark = value == .checked ? "x" : value == .mixed ? "-" : " "
    HStack {
      // The marker and the box keep their width: the label gives way first.
      HStack {
        Text(isFocused && isEnabled ? "▸ " : "  ").foregroundColor(theme[.borderFocus]).bold()
        Text("[").foregroundColor(theme[.checkboxBox])
        Text(mark).foregroundColor(theme[.checkboxCheck]).bold()
        Text("] ").foregroundColor(theme[.checkboxBox])
      }
      .layoutPriority(1)
      Text(label).style(theme[.checkboxLabel])
    }
    .textAttributes(isEnabled ? [] : .faint)
    .semantics(
      .checkbox, label: label, details: value == .mixed ? ["partly checked"] : [],
      traits: value == .checked ? .checked : value == .unchecked ? .notChecked : [])
  }
}
