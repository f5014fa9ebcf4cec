import ViewKitCore
import ViewKitStyle

/// A one-line text input: label, placeholder, value with a caret, helper text, an error
/// message, a character counter, and secure entry masked with `•`.
///
/// The border is heavy in the focus colour when focused and takes the error colour (with a
/// `✖` before the message) when there is an error; the caret is a reversed cell. Long values
/// scroll so the caret stays in view. Tokens: `field.*`.
///
/// ```swift
/// TextField("Password", text: Bindable(model).password, placeholder: "At least 8 characters",
///           error: model.passwordError, secure: true)
///   .focused(Bindable(model).focus, equals: .password)
/// ```
public struct TextField: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "text-field"
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

  /// When the `count/limit` counter of a text with a limit shows.
  public enum Counter: Sendable, Hashable {
    /// Once the text reaches four fifths of its limit, or is within 10 characters of it.
    case nearLimit
    /// Whenever the text has a limit.
    case always
    /// Never.
    case never

    /// Whether the counter shows for `count` characters of `limit`.
    ///
    /// - Parameters:
    ///   - count: the characters there are.
    ///   - limit: the most there may be.
    /// - Returns: whether to show `count/limit`.
    public func shows(count: Int, limit: Int) -> Bool {
      switch self {
      case .always: return true
      case .never: return false
      case .nearLimit: return count * 5 >= limit * 4 || limit - count <= 10
      }
    }
  }

  let face: FieldFace
  let text: Binding<TextFieldState>?
  @Environment(\.submitAction) private var submit
  @Environment(\.editExternally) private var editExternally
  @Environment(\.externalEditFailure) private var editFailure

  /// Creates a picture of a text field in a state (it takes no input).
  ///
  /// - Parameters:
  ///   - label: the line above the field; nil for none.
  ///   - state: the text and caret to show.
  ///   - placeholder: what the empty field shows.
  ///   - helper: a line under the field; nil for none.
  ///   - error: an error message under the field, drawn with the error border; nil for none.
  ///   - secure: mask the value with `•`; `revealed` shows it, with a hint of which it is.
  ///   - revealed: show a secure value as it is.
  ///   - counter: when the `count/limit` counter of a text with a limit shows.
  public init(
    _ label: String? = nil, state: TextFieldState, placeholder: String = "", helper: String? = nil,
    error: String? = nil, secure: Bool = false, revealed: Bool = false, counter: Counter = .nearLimit
  ) {
    face = FieldFace(
      label: label, state: state, placeholder: placeholder, helper: helper, error: error, secure: secure,
      revealed: revealed, counter: counter)
    text = nil
  }

  /// Creates a text field that edits the text a binding holds.
  ///
  /// Focused, it takes every printable key and paste (controls made inert), and the editing
  /// keys: ←→ (with Ctrl or Alt: by word), Home/End and ^A/^E, Backspace/Delete, ^W (word),
  /// ^U (to start), ^K (to end). Enter runs the `.onSubmit` action around it; Escape, ↑↓, Tab
  /// and other keys go on to the views around it.
  ///
  /// - Parameters:
  ///   - label: the line above the field; nil for none.
  ///   - text: the text and caret, written as the user edits.
  ///   - placeholder: what the empty field shows.
  ///   - helper: a line under the field; nil for none.
  ///   - error: an error message under the field, drawn with the error border; nil for none.
  ///   - secure: mask the value with `•`; `revealed` shows it, with a hint of which it is.
  ///   - revealed: show a secure value as it is.
  ///   - counter: when the `count/limit` counter of a text with a limit shows.
  public init(
    _ label: String? = nil, text: Binding<TextFieldState>, placeholder: String = "", helper: String? = nil,
    error: String? = nil, secure: Bool = false, revealed: Bool = false, counter: Counter = .nearLimit
  ) {
    face = FieldFace(
      label: label, state: text.wrappedValue, placeholder: placeholder, helper: helper, error: error,
      secure: secure, revealed: revealed, counter: counter)
    self.text = text
  }

  /// The bordered field with its label, text or placeholder, caret, and helper or error line.
  public var body: some View {
    if let text {
      let geometry = face.geometry
      face.focusable(
        face.label ?? face.placeholder, bindings: bindings, input: { TextField.edit(text, $0) },
        onClick: { mouse, _ in
          // A click on the value puts the caret there (glyphs are graphemes, zero-width
          // clusters aside).
          if let position = geometry.caret(x: mouse.x, y: mouse.y) {
            text.modify { $0.moveCaret(to: position) }
          }
        })
    } else {
      face
    }
  }

  var bindings: [KeyBinding] {
    var bindings = [
      KeyBinding([.left, .right], "move the caret", display: "←→", visibility: .help) { _ in false },
      KeyBinding([.ctrl("a"), .ctrl("e")], "start / end", display: "^A ^E", visibility: .help) { _ in false },
      KeyBinding([.home, .end], "start / end", display: "home end", visibility: .help) { _ in false },
      KeyBinding(
        [Key(.left, .control), Key(.right, .control)], "by word", display: "^← ^→", visibility: .help
      ) {
        _ in false
      },
      KeyBinding([.backspace, .delete], "delete", display: "⌫ del", visibility: .help) { _ in false },
      KeyBinding([.ctrl("w")], "delete a word", display: "^W", visibility: .help) { _ in false },
      KeyBinding([.ctrl("u")], "delete to the start", display: "^U", visibility: .help) { _ in false },
      KeyBinding([.ctrl("k")], "delete to the end", display: "^K", visibility: .help) { _ in false },
    ]
    // The other keys the field takes, listed nowhere but known to the hints, so a key an outer
    // view binds is not offered while the field would take it.
    bindings.append(
      KeyBinding(
        [
          .ctrl("b"), .ctrl("f"), .ctrl("d"), .ctrl("h"), .alt("b"), .alt("f"), Key(.backspace, .alt),
          Key(.left, .alt), Key(.right, .alt), Key(.left, .shift), Key(.right, .shift),
        ], "", visibility: .hidden
      ) { _ in false })
    if let submit { bindings.insert(KeyBinding(.enter, submit.label) { submit() }, at: 0) }
    // M-E edits the value in the user's editor (``ExternalEditAction``), where one can run; never
    // a secure field's, whose value must not be written to a file.
    if let text, editExternally.isAvailable, !face.secure {
      let (edit, failure) = (editExternally, editFailure)
      bindings.append(
        KeyBinding([.alt("e")], "edit in $EDITOR", display: "M-E", visibility: .help) {
          let result = edit(text.wrappedValue.text)
          guard let edited = result.text else {
            failure?.report(result)
            return
          }
          // One line: line breaks and tabs become spaces, as in a paste.
          let flat = String(edited.map { $0 == "\r\n" || $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
          text.modify {
            $0.moveToEnd()
            $0.deleteToStart()
            $0.insert(flat)
          }
        })
    }
    return bindings
  }

  /// Applies an editing key or a paste to a field's text; false for input it does not use.
  static func edit(_ text: Binding<TextFieldState>, _ event: InputEvent) -> Bool {
    switch event {
    case .paste(let pasted):
      // "\r\n" is one Character: a line break of any kind becomes one space.
      let flat = pasted.map { $0 == "\r\n" || $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }
      text.modify { $0.insert(String(flat)) }
      return true
    case .key(let key):
      if let character = key.printable {
        text.modify { $0.insert(String(character)) }
        return true
      }
      guard let edit = editing(key) else { return false }
      text.modify(edit)
      return true
    case .mouse, .unknown, .reply:
      return false
    }
  }

  /// The change an editing key makes, if it is one.
  static func editing(_ key: Key) -> ((inout TextFieldState) -> Void)? {
    let word = !key.modifiers.isDisjoint(with: [.control, .alt])
    switch key.code {
    case .left: return word ? { $0.moveWordLeft() } : { $0.moveLeft() }
    case .right: return word ? { $0.moveWordRight() } : { $0.moveRight() }
    case .home: return { $0.moveToStart() }
    case .end: return { $0.moveToEnd() }
    case .backspace: return word ? { $0.deleteWordBackward() } : { $0.deleteBackward() }
    case .delete: return { $0.deleteForward() }
    case .character(let character) where key.modifiers == .control:
      switch character {
      case "a": return { $0.moveToStart() }
      case "e": return { $0.moveToEnd() }
      case "b": return { $0.moveLeft() }
      case "f": return { $0.moveRight() }
      case "d": return { $0.deleteForward() }
      case "h": return { $0.deleteBackward() }
      case "w": return { $0.deleteWordBackward() }
      case "u": return { $0.deleteToStart() }
      case "k": return { $0.deleteToEnd() }
      default: return nil
      }
    case .character(let character) where key.modifiers == .alt:
      switch character {
      case "b": return { $0.moveWordLeft() }
      case "f": return { $0.moveWordRight() }
      default: return nil
      }
    default: return nil
    }
  }
}

/// How a text field looks; ``TextField`` adds focus and editing.
struct FieldFace: View {
  var geometry = FieldGeometry()
  let label: String?
  let state: TextFieldState
  let placeholder: String
  let helper: String?
  let error: String?
  let secure: Bool
  let revealed: Bool
  var counter: TextField.Counter = .nearLimit
  @Environment(\.theme) private var theme
  @Environment(\.componentStrings) private var strings
  @Environment(\.isFocused) private var isFocused
  @Environment(\.isEnabled) private var isEnabled

  /// The error colour when there is an error, the focus colour otherwise; heavy when focused
  /// either way, so focus shows on a field with an error too.
  var border: BorderToken {
    let focused = isFocused && isEnabled
    guard error != nil else {
      return focused ? theme[.fieldFocusBorder] : theme[.fieldBorder]
    }
    var token = theme[.fieldErrorBorder]
    if focused { token.style = theme[.fieldFocusBorder].style }
    return token
  }

  var body: some View {
    VStack(alignment: .leading) {
      if let label { Text(label).style(theme[.fieldLabel]).lineLimit(1) }
      HStack(spacing: 1) {
        FieldLine(
          state: state, placeholder: placeholder, masked: secure && !revealed,
          showsCaret: isFocused && isEnabled,
          value: isEnabled ? theme[.fieldValue] : theme[.fieldDisabled],
          placeholderStyle: theme[.fieldPlaceholder], caret: theme[.fieldCaret],
          geometry: geometry)
        if secure { Text(strings[revealed ? "hide" : "show"]).style(theme[.fieldHelper]) }
      }
      .padding(.horizontal, 1)
      .border(border)
      footer
    }
    // The value a screen reader reads, the text or nothing while it is masked, is made only
    // when one records it: a frame of a long field draws what shows, not all it holds.
    .semantics {
      [label = label ?? placeholder, masked = secure && !revealed, state, details = spokenDetails] in
      SemanticElement(role: .textField, label: label, value: masked ? nil : state.text, details: details)
    }
  }

  /// What a screen reader reads after the value: masking, the placeholder of an empty field,
  /// the error or helper, the count against the limit.
  var spokenDetails: [String] {
    var details: [String] = []
    if secure { details.append(revealed ? "secure, shown" : "secure, \(state.count) characters") }
    if state.isEmpty, !placeholder.isEmpty, placeholder != label {
      details.append("placeholder \(placeholder)")
    }
    if let error { details.append("error: \(error)") } else if let helper { details.append(helper) }
    if let limit = state.limit { details.append("\(state.count) of \(limit) characters") }
    return details
  }

  @ViewBuilder var footer: some View {
    if let error {
      Text("✖ \(error)").style(theme[.fieldErrorMessage])
    } else if helper != nil || shownLimit != nil {
      HStack(spacing: 1) {
        Text(helper ?? "").style(theme[.fieldHelper])
        Spacer()
        if let limit = shownLimit { Text("\(state.count)/\(limit)").style(theme[.fieldHelper]) }
      }
    }
  }

  /// The limit, when the counter shows.
  var shownLimit: Int? {
    guard let limit = state.limit, counter.shows(count: state.count, limit: limit) else { return nil }
    return limit
  }
}

/// The value line of a field: text (or placeholder) scrolled so the caret shows.
struct FieldLine: View {
  let state: TextFieldState
  let placeholder: String
  let masked: Bool
  let showsCaret: Bool
  let value: TextStyleToken
  let placeholderStyle: TextStyleToken
  let caret: TextStyleToken
  var geometry = FieldGeometry()

  var body: some View {
    let layout = FieldLineLayout(
      state: state, masked: masked, placeholder: Glyph.glyphs(of: placeholder), showsCaret: showsCaret,
      value: TextStyleToken(attributes: value.attributes, foreground: value.foreground),
      placeholderStyle: TextStyleToken(
        attributes: placeholderStyle.attributes, foreground: placeholderStyle.foreground),
      caret: TextStyleToken(attributes: caret.attributes), geometry: geometry)
    let geometry = self.geometry
    // An unbounded offer (`maxWidth: .infinity`) asks for the ideal width: a few hundred cells.
    return StyledText(sizing: .fill(ideal: layout.idealWidth), runs: { [layout.line(width: $0)] })
      .onDraw { rect in
        geometry.line = rect.minY
        geometry.originX = rect.minX
      }
  }
}

/// Where a field's value line drew: which grapheme is at which column, for clicks.
final class FieldGeometry {
  var line = -1
  var originX = 0
  var windowStart = 0
  /// The first column of each shown grapheme from the line's left edge, and its index in the
  /// laid-out window.
  var columns: [(x: Int, index: Int)] = []
  var end = 0

  /// The caret position a click at a column puts the caret at, if the click is on the line.
  func caret(x: Int, y: Int) -> Int? {
    guard y == line else { return nil }
    let x = x - originX
    for position in columns.indices {
      let right = position + 1 < columns.count ? columns[position + 1].x : end
      if x < right { return windowStart + columns[position].index }
    }
    return windowStart + (columns.last.map { $0.index + 1 } ?? 0)
  }
}

/// The runs of a field's value line for a width. Only the graphemes around the caret that can
/// show are laid out: a key costs the same however long the text is.
final class FieldLineLayout {
  let state: TextFieldState
  let masked: Bool
  let placeholder: [Glyph]
  let showsCaret: Bool
  let value: TextStyleToken
  let placeholderStyle: TextStyleToken
  let caret: TextStyleToken
  let geometry: FieldGeometry
  /// The graphemes laid out: those within `span` of the caret.
  private(set) var glyphs: [Glyph] = []
  /// The caret among ``glyphs``.
  private(set) var cursor = 0
  private var span = -1

  init(
    state: TextFieldState, masked: Bool, placeholder: [Glyph], showsCaret: Bool, value: TextStyleToken,
    placeholderStyle: TextStyleToken, caret: TextStyleToken, geometry: FieldGeometry
  ) {
    self.state = state
    self.masked = masked
    self.placeholder = placeholder
    self.showsCaret = showsCaret
    self.value = value
    self.placeholderStyle = placeholderStyle
    self.caret = caret
    self.geometry = geometry
  }

  /// The width the line asks for when none is offered: its text and a caret cell, at least 20.
  var idealWidth: Int {
    prepare(span: 257)
    return max(max(glyphs.displayWidth, placeholder.displayWidth) + 1, 20)
  }

  /// Lays out the graphemes within `span` of the caret (every grapheme is at least one cell,
  /// so a line `span` wide never needs more).
  func prepare(span: Int) {
    // A wider window serves a narrower line too: lay out once per frame in the usual case.
    guard span > self.span else { return }
    self.span = span
    let start = showsCaret ? max(0, state.cursor - span) : 0
    let end = min(state.count, (showsCaret ? state.cursor : 0) + span)
    geometry.windowStart = start
    if masked {
      glyphs = Array(repeating: Glyph("•"), count: end - start)
      cursor = state.cursor - start
      return
    }
    glyphs = Glyph.glyphs(of: state.text(in: start..<end))
    // Glyphs drop zero-width clusters, so map the caret through the text before it.
    let before = Glyph.glyphs(of: state.text(in: start..<state.cursor)).count
    cursor = min(before, glyphs.count)
  }

  /// The first glyph to show so that the caret fits in `width` cells.
  func firstVisible(width: Int) -> Int {
    var used = 1  // the caret cell
    var index = cursor
    while index > 0 && used + glyphs[index - 1].width <= width {
      used += glyphs[index - 1].width
      index -= 1
    }
    return index
  }

  func line(width: Int) -> [StyledRun] {
    guard width > 0 else { return [] }
    prepare(span: width + 1)
    geometry.columns = []
    geometry.end = 0
    if glyphs.isEmpty {
      let shown = TextLayout.truncate(placeholder, width: width - (showsCaret ? 1 : 0), mode: .tail)
      let text = StyledRun(shown, style: placeholderStyle)
      return showsCaret ? [StyledRun([.space], style: caret), text] : [text]
    }
    let start = showsCaret ? firstVisible(width: width) : 0
    var x = 0
    var end = start
    while end < glyphs.count && x + glyphs[end].width <= width {
      geometry.columns.append((x, end))
      x += glyphs[end].width
      end += 1
    }
    geometry.end = x
    guard showsCaret, cursor >= start, cursor < end || (cursor == glyphs.count && x < width) else {
      return [StyledRun(Array(glyphs[start..<end]), style: value)]
    }
    if cursor == glyphs.count {
      return [StyledRun(Array(glyphs[start..<end]), style: value), StyledRun([.space], style: caret)]
    }
    let caretStyle = TextStyleToken(
      attributes: value.attributes.union(caret.attributes), foreground: value.foreground)
    return [
      StyledRun(Array(glyphs[start..<cursor]), style: value),
      StyledRun([glyphs[cursor]], style: caretStyle),
      StyledRun(Array(glyphs[(cursor + 1)..<end]), style: value),
    ]
  }
}
