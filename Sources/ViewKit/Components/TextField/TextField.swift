/// A one-line text input: label, placeholder, value with a caret, helper text, an error
/// message, a character counter, and secure entry masked with `•`.
///
/// The border is heavy in the focus colour when focused and takes the error colour (with a
/// `✖` before the message) when there is an error; the caret is a reversed cell. Long values
/// scroll so the caret stays in view. Tokens: `field.*`.
///
/// ```swift
/// TextField("Password", state: model.password, placeholder: "At least 8 characters",
///           secure: true, error: model.passwordError)
///   .focused(model.focus == .password)
/// ```
public struct TextField: View {
  /// The declared states, each shown by a story.
  public enum State: String, StoryStates {
    /// The component part of story ids.
    public static let storyComponent = "text-field"
    /// Empty, showing its placeholder.
    case placeholder
    /// With a value.
    case filled
    /// Focused, with the caret.
    case focused
    /// With helper text.
    case helper
    /// With an error message.
    case error
    /// Not editable.
    case disabled
    /// With a character limit and counter.
    case limit
    /// Masked password.
    case secure
    /// Password shown.
    case revealed
    /// A value longer than the field, scrolled to the caret.
    case scrolled
  }

  let label: String?
  let state: TextFieldState
  let placeholder: String
  let helper: String?
  let error: String?
  let secure: Bool
  let revealed: Bool
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - secure: mask the value with `•`; `revealed` shows it, with a hint of which it is.
  public init(
    _ label: String? = nil, state: TextFieldState, placeholder: String = "", helper: String? = nil,
    error: String? = nil, secure: Bool = false, revealed: Bool = false
  ) {
    self.label = label
    self.state = state
    self.placeholder = placeholder
    self.helper = helper
    self.error = error
    self.secure = secure
    self.revealed = revealed
  }

  var border: BorderToken {
    if error != nil { return theme.border("field.error.border") }
    return isFocused && isEnabled ? theme.border("field.focus.border") : theme.border("field.border")
  }

  /// The field.
  public var body: some View {
    VStack(alignment: .leading) {
      if let label { Text(label).style(theme.textStyle("field.label")).lineLimit(1) }
      HStack(spacing: 1) {
        FieldLine(
          state: state, placeholder: placeholder, masked: secure && !revealed,
          showsCaret: isFocused && isEnabled,
          value: isEnabled ? theme.textStyle("field.value") : theme.textStyle("field.disabled"),
          placeholderStyle: theme.textStyle("field.placeholder"), caret: theme.textStyle("field.caret"))
        if secure { Text(revealed ? "hide" : "show").style(theme.textStyle("field.helper")) }
      }
      .padding(.horizontal, 1)
      .border(border)
      footer
    }
  }

  @ViewBuilder var footer: some View {
    if let error {
      Text("✖ \(error)").style(theme.textStyle("field.error.message"))
    } else if helper != nil || state.limit != nil {
      HStack(spacing: 1) {
        Text(helper ?? "").style(theme.textStyle("field.helper"))
        Spacer()
        if let limit = state.limit { Text("\(state.count)/\(limit)").style(theme.textStyle("field.helper")) }
      }
    }
  }
}

/// The value line of a field: text (or placeholder) scrolled so the caret shows.
struct FieldLine: PrimitiveView {
  let state: TextFieldState
  let placeholder: String
  let masked: Bool
  let showsCaret: Bool
  let value: TextStyleToken
  let placeholderStyle: TextStyleToken
  let caret: TextStyleToken

  func makeNode(environment: EnvironmentValues) -> LayoutNode {
    let glyphs: [Glyph]
    if masked {
      glyphs = Array(repeating: Glyph("•"), count: state.count)
    } else {
      glyphs = Glyph.glyphs(of: state.text)
    }
    // Glyphs drop zero-width clusters, so map the caret through the text before it.
    let before = masked ? state.cursor : Glyph.glyphs(of: state.textBeforeCursor).count
    return FieldLineNode(
      glyphs: glyphs, cursor: min(before, glyphs.count), placeholder: Glyph.glyphs(of: placeholder),
      showsCaret: showsCaret, value: value, placeholderStyle: placeholderStyle, caret: caret)
  }
}

final class FieldLineNode: LayoutNode {
  let glyphs: [Glyph]
  let cursor: Int
  let placeholder: [Glyph]
  let showsCaret: Bool
  let value: TextStyleToken
  let placeholderStyle: TextStyleToken
  let caret: TextStyleToken

  init(
    glyphs: [Glyph], cursor: Int, placeholder: [Glyph], showsCaret: Bool, value: TextStyleToken,
    placeholderStyle: TextStyleToken, caret: TextStyleToken
  ) {
    self.glyphs = glyphs
    self.cursor = cursor
    self.placeholder = placeholder
    self.showsCaret = showsCaret
    self.value = value
    self.placeholderStyle = placeholderStyle
    self.caret = caret
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let ideal = max(glyphs.displayWidth, placeholder.displayWidth) + 1
    return Size(
      width: proposal.width.map { min($0, 10_000) } ?? max(ideal, 20), height: proposal.height == 0 ? 0 : 1)
  }

  /// The first glyph to show so that the caret fits in `width` cells.
  func firstVisible(width: Int) -> Int {
    var start = 0
    var used = 1  // the caret cell
    var index = cursor
    while index > 0 && used + glyphs[index - 1].width <= width {
      used += glyphs[index - 1].width
      index -= 1
    }
    start = index
    return start
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    let origin = rect.origin
    if glyphs.isEmpty {
      if showsCaret {
        canvas.draw([Glyph.space], at: origin, attributes: caret.attributes)
      }
      let shown = TextLayout.truncate(placeholder, width: rect.width - (showsCaret ? 1 : 0), mode: .tail)
      canvas.draw(
        shown, at: Point(x: origin.x + (showsCaret ? 1 : 0), y: origin.y),
        foreground: placeholderStyle.foreground ?? .default, attributes: placeholderStyle.attributes)
      return
    }
    let start = showsCaret ? firstVisible(width: rect.width) : 0
    var x = origin.x
    for index in start..<glyphs.count {
      let glyph = glyphs[index]
      if x + glyph.width > rect.maxX { break }
      let isCaret = showsCaret && index == cursor
      canvas.draw(
        [glyph], at: Point(x: x, y: origin.y), foreground: value.foreground ?? .default,
        attributes: isCaret ? value.attributes.union(caret.attributes) : value.attributes)
      x += glyph.width
    }
    if showsCaret && cursor == glyphs.count && x < rect.maxX {
      canvas.draw([Glyph.space], at: Point(x: x, y: origin.y), attributes: caret.attributes)
    }
  }
}
