import ViewKitCore
import ViewKitStyle

/// A choice among a few options on one line: `Label  ‹ Option ›`. Focused, ←→ step through
/// the options (wrapping) and the markers take the focus colour and a `▸`; a click steps
/// forward. Tokens: `field.label`, `field.value`, `color.border.focus`, `keyHints.separator`.
///
/// ```swift
/// Picker("Theme", options: ["dark", "light"], selection: Bindable(model).themeIndex)
/// ```
public struct Picker: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "picker"
    /// At rest.
    case normal
    /// Focused.
    case focused
  }

  let label: String
  let options: [String]
  let selection: Int
  let binding: Binding<Int>?

  /// Creates a picture of a picker (it takes no input).
  ///
  /// - Parameters:
  ///   - label: the text before the choice.
  ///   - options: the choices.
  ///   - selection: the index of the choice shown.
  public init(_ label: String, options: [String], selection: Int) {
    self.label = label
    self.options = options
    self.selection = selection
    binding = nil
  }

  /// Creates a picker whose chosen index a binding holds.
  ///
  /// - Parameters:
  ///   - label: the text before the choice.
  ///   - options: the choices.
  ///   - selection: the index of the chosen option, written as the user changes it.
  public init(_ label: String, options: [String], selection: Binding<Int>) {
    self.label = label
    self.options = options
    self.selection = selection.wrappedValue
    binding = selection
  }

  /// Moves a selection `step` places, wrapping around `count` options.
  static func step(_ index: Int, by step: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    return ((index + step) % count + count) % count
  }

  /// The label and the chosen option between arrows; focusable when bound.
  public var body: some View {
    if let binding {
      let count = options.count
      PickerFace(label: label, options: options, selection: selection).focusable(
        label,
        bindings: [
          KeyBinding([.left, .right], "choose", display: "←→") { key in
            binding.wrappedValue = Picker.step(binding.wrappedValue, by: key == .left ? -1 : 1, count: count)
            return true
          }
        ],
        onClick: { _, _ in binding.wrappedValue = Picker.step(binding.wrappedValue, by: 1, count: count) })
    } else {
      PickerFace(label: label, options: options, selection: selection)
    }
  }
}

struct PickerFace: View {
  let label: String
  let options: [String]
  let selection: Int
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let focused = isFocused && isEnabled
    let marker =
      focused ? theme[.borderFocus] : theme[.keyHintsSeparator].foreground
    let shown = options.indices.contains(selection) ? options[selection] : "—"
    HStack(spacing: 1) {
      Text(focused ? "▸" : " ").foregroundColor(theme[.borderFocus]).bold()
      Text(label).style(theme[.fieldLabel]).lineLimit(1)
      Text("‹").foregroundColor(marker).textAttributes(focused ? .bold : [])
      Text(shown).style(theme[.fieldValue]).textAttributes(focused ? .underline : []).lineLimit(1)
      Text("›").foregroundColor(marker).textAttributes(focused ? .bold : [])
    }
    .textAttributes(isEnabled ? [] : .faint)
    .semantics(
      .picker, label: label, value: options.indices.contains(selection) ? options[selection] : nil,
      details: options.indices.contains(selection) ? ["\(selection + 1) of \(options.count)"] : [])
  }
}
