import ViewKitCore
import ViewKitStyle

/// An on/off switch with a label: `○━━ Label` off, `━━● Label` on — the knob's side tells the
/// state without colour. Focus adds a `▸` in the focus colour; disabled is faint.
/// Tokens: `toggle.*`, `color.border.focus`.
///
/// ```swift
/// Toggle("Dark mode", isOn: model.darkMode).focused(model.focus == .darkMode)
/// ```
public struct Toggle: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "toggle"
    /// Off.
    case off
    /// On.
    case on
    /// Focused.
    case focused
    /// Disabled.
    case disabled
  }

  let label: String
  let isOn: Bool
  let binding: Binding<Bool>?

  /// Creates a picture of a switch (it takes no input).
  public init(_ label: String, isOn: Bool) {
    self.label = label
    self.isOn = isOn
    binding = nil
  }

  /// Creates a switch bound to a value: focused, Space or Enter flips it; so does a click.
  public init(_ label: String, isOn: Binding<Bool>) {
    self.label = label
    self.isOn = isOn.wrappedValue
    binding = isOn
  }

  /// The switch.
  public var body: some View {
    ToggleFace(label: label, isOn: isOn).flipping(binding, label: label, verb: "switch")
  }
}

extension View {
  /// Makes a two-state control of a face bound to a flag: focusable, Space, Enter or a click
  /// flip it. Without a binding, the face alone.
  func flipping(_ binding: Binding<Bool>?, label: String, verb: String) -> some View {
    Group {
      if let binding {
        focusable(
          label,
          bindings: [KeyBinding([.space, .enter], verb, display: "space") { binding.wrappedValue.toggle() }],
          onClick: { _, _ in binding.wrappedValue.toggle() })
      } else {
        self
      }
    }
  }
}

struct ToggleFace: View {
  let label: String
  let isOn: Bool
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let track = isOn ? theme[.toggleOn] : theme[.toggleOff]
    HStack(spacing: 1) {
      // The marker and the track keep their width: the label gives way first.
      HStack(spacing: 1) {
        Text(isFocused && isEnabled ? "▸" : " ").foregroundColor(theme[.borderFocus]).bold()
        Text(isOn ? "━━●" : "○━━").foregroundColor(track).bold()
      }
      .layoutPriority(1)
      Text(label).style(theme[.toggleLabel])
    }
    .textAttributes(isEnabled ? [] : .faint)
    .semantics(.toggle, label: label, value: isOn ? "on" : "off")
  }
}
