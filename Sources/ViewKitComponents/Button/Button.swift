import ViewKitCore
import ViewKitStyle

/// A button: a label on the variant's colours, in a border that turns heavy and takes the focus
/// colour when focused.
///
/// Every state is legible without colour: focus makes the border heavy (compact: `▸ ◂`, and
/// the label filled, where a compact button at rest has no fill and shows its role in the
/// colour of its label),
/// pressed makes it double and reverses the label (compact: `▶ ◀`), disabled is faint, and
/// loading shows a spinner frame in place of the label without changing the width. Tokens: `button.<variant>.*`,
/// `button.disabled.*`, `button.border`, `button.focus.border`, `button.padding`, `button.hint`.
///
/// ```swift
/// Button("Continue", variant: .primary, shortcut: "⏎").focused()
/// Button("Delete", variant: .destructive, state: .pressed)
/// ```
public struct Button: View {
  /// The kind of action.
  public enum Variant: String, Sendable, CaseIterable {
    /// The main action of a screen.
    case primary
    /// Any other action.
    case secondary
    /// An action that destroys something.
    case destructive
    /// A quiet action, text only.
    case ghost
  }

  /// What the button is doing. Focus comes from the environment (`.focused()`) or `.focused`.
  public enum State: String, Sendable, CaseIterable {
    /// At rest.
    case normal
    /// Has keyboard focus.
    case focused
    /// Being activated.
    case pressed
    /// Not available.
    case disabled
    /// Working: a spinner in place of the label.
    case loading
  }

  /// Every variant in every state, as story ids `button/<variant>-<state>`.
  static let declaredStates = StateDeclaration(
    component: "button",
    states: Variant.allCases.flatMap { variant in State.allCases.map { "\(variant.rawValue)-\($0.rawValue)" }
    })

  let face: ButtonFace
  let action: (() -> Void)?

  /// Creates a button. With an `action` it takes focus (Tab, a click) and Enter, Space or a
  /// click runs the action; without one it is a picture of a button.
  ///
  /// - Parameters:
  ///   - title: the label.
  ///   - variant: the kind of action: primary, secondary, destructive or ghost.
  ///   - state: how it is drawn: normal, focused, pressed, disabled or loading.
  ///   - shortcut: a key hint shown after the label, e.g. `⏎` or `^S`.
  ///   - compact: one line with `[ ]` markers instead of a border.
  ///   - fullWidth: take all the width offered, label centred.
  ///   - loadingFrame: the spinner frame shown in the `loading` state.
  ///   - action: what pressing the button does.
  public init(
    _ title: String, variant: Variant = .primary, state: State = .normal, shortcut: String? = nil,
    compact: Bool = false, fullWidth: Bool = false, loadingFrame: Int = 0, action: (() -> Void)? = nil
  ) {
    face = ButtonFace(
      title: title, variant: variant, state: state, shortcut: shortcut, compact: compact,
      fullWidth: fullWidth,
      loadingFrame: loadingFrame)
    self.action = action
  }

  /// The button: its face, focusable and pressable when it has an action.
  public var body: some View {
    if let action, face.state != .disabled, face.state != .loading {
      face.focusable(
        face.title, id: nil,
        bindings: [KeyBinding([.enter, .space], face.title.lowercased(), display: "⏎") { action() }],
        onClick: { _, _ in action() })
    } else {
      face
    }
  }
}

/// How a button looks in a state; ``Button`` adds focus and the action.
struct ButtonFace: View {
  let title: String
  let variant: Button.Variant
  let state: Button.State
  let shortcut: String?
  let compact: Bool
  let fullWidth: Bool
  let loadingFrame: Int
  @Environment(\.theme) private var theme
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isFocused) private var isFocused

  typealias State = Button.State
  typealias Variant = Button.Variant

  var effectiveState: State {
    if !isEnabled { return .disabled }
    if state == .normal && isFocused { return .focused }
    return state
  }

  var tokens: (background: Color, foreground: Color, label: TextStyleToken) {
    let keys = ThemeKey.button(effectiveState == .disabled ? nil : variant)
    return (theme[keys.background], theme[keys.foreground], theme[keys.label])
  }

  var labelText: String {
    guard effectiveState == .loading else { return title }
    let frame = Spinner.FrameSet.dots.frame(loadingFrame)
    return TextLayout.pad(frame, width: max(1, title.displayWidth), alignment: .center)
  }

  var label: some View {
    let (background, foreground, style) = tokens
    var attributes = style.attributes
    if effectiveState == .pressed { attributes.formSymmetricDifference(.reverse) }
    return HStack(spacing: 1) {
      Text(labelText).textAttributes(attributes).foregroundColor(foreground)
      if let shortcut, effectiveState != .loading {
        Text(shortcut).style(theme[.buttonHint]).foregroundColor(
          effectiveState == .disabled ? foreground : theme[.buttonHint].foreground)
      }
    }
    .lineLimit(1)
    .padding(.horizontal, compact ? 1 : theme[.buttonPadding])
    .frame(maxWidth: fullWidth ? .infinity : nil)
    .background(background)
  }

  /// A compact button at rest: no fill, its role in the colour of its label (a primary
  /// action in the brand colour, a destructive one in the error colour), so only the focused or
  /// pressed action is filled and two actions look alike only when they are alike.
  var quietLabel: some View {
    let (_, _, style) = tokens
    let color: Color
    switch effectiveState == .disabled ? nil : variant {
    case .primary?: color = theme[.buttonPrimaryBackground]
    case .destructive?: color = theme[.buttonDestructiveBackground]
    case .ghost?: color = theme[.buttonGhostForeground]
    case .secondary?: color = theme[.buttonSecondaryForeground]
    case nil: color = theme[.buttonDisabledForeground]
    }
    // Without its fill: a theme that shows a fill by reversing (mono) must not reverse it here.
    return Text(labelText).textAttributes(style.attributes.subtracting(.reverse)).foregroundColor(color)
      .lineLimit(1)
      .padding(.horizontal, 1)
      .frame(maxWidth: fullWidth ? .infinity : nil)
  }

  /// A compact button focused: filled with its variant's colours, or reversed where the
  /// variant's fill is the surface's own (secondary, ghost), and bold.
  @ViewBuilder var focusedLabel: some View {
    let (background, foreground, style) = tokens
    let attributes = style.attributes.union(.bold)
    if variant == .secondary || variant == .ghost {
      // Reversed, the label and the spaces around it take the text colour as their fill and
      // the surface's as their letters.
      Text(" \(labelText) ").textAttributes(attributes.union(.reverse)).foregroundColor(theme[.textDefault])
        .lineLimit(1)
        .frame(maxWidth: fullWidth ? .infinity : nil)
    } else {
      Text(labelText).textAttributes(attributes).foregroundColor(foreground).lineLimit(1)
        .padding(.horizontal, 1)
        .frame(maxWidth: fullWidth ? .infinity : nil)
        .background(background)
    }
  }

  var body: some View {
    face.semantics(.button, label: title, details: shortcut.map { ["shortcut \($0)"] } ?? [], traits: traits)
  }

  /// What a screen reader says of the state (focus and disabled also come from the environment).
  var traits: SemanticTraits {
    switch effectiveState {
    case .normal: return []
    case .focused: return .focused
    case .pressed: return .pressed
    case .disabled: return .disabled
    case .loading: return .busy
    }
  }

  @ViewBuilder var face: some View {
    if compact {
      let state = effectiveState
      let focused = state == .focused
      let marker = focused ? theme[.buttonFocusBorder] : theme[.buttonBorder]
      let (open, close) = state == .pressed ? ("▶", "◀") : focused ? ("▸", "◂") : ("[", "]")
      HStack {
        Text(open).foregroundColor(marker.color).textAttributes(focused ? .bold : [])
        if state == .focused {
          focusedLabel
        } else if state == .pressed || state == .loading {
          label
        } else {
          quietLabel
        }
        Text(close).foregroundColor(marker.color).textAttributes(focused ? .bold : [])
      }
    } else {
      label.border(border)
    }
  }

  /// Rounded at rest, heavy in the focus colour when focused, double while pressed: each state
  /// has its own glyphs, so none is told by colour alone.
  var border: BorderToken {
    switch effectiveState {
    case .focused: return theme[.buttonFocusBorder]
    case .pressed:
      var token = theme[.buttonFocusBorder]
      token.style = .double
      return token
    default: return theme[.buttonBorder]
    }
  }
}

extension ThemeKey where Value == Color {
  /// The keys of a button: those of a variant, or of a disabled button when `variant` is nil.
  ///
  /// - Parameter variant: the button's variant, or nil for a disabled button.
  /// - Returns: the background, foreground and label keys.
  public static func button(_ variant: Button.Variant?) -> ButtonKeys {
    switch variant {
    case .primary?: return ButtonKeys(.buttonPrimaryBackground, .buttonPrimaryForeground, .buttonPrimaryLabel)
    case .secondary?:
      return ButtonKeys(.buttonSecondaryBackground, .buttonSecondaryForeground, .buttonSecondaryLabel)
    case .destructive?:
      return ButtonKeys(.buttonDestructiveBackground, .buttonDestructiveForeground, .buttonDestructiveLabel)
    case .ghost?: return ButtonKeys(.buttonGhostBackground, .buttonGhostForeground, .buttonGhostLabel)
    case nil: return ButtonKeys(.buttonDisabledBackground, .buttonDisabledForeground, .buttonDisabledLabel)
    }
  }
}
