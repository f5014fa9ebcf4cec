import ViewKitStyle

/// What is read of the views inside a semantic element.
public enum SemanticContent: Sendable {
  /// Nothing: the element speaks for everything it draws (a button's label, a field's text).
  case hidden
  /// Each element drawn inside is read after this one, one level deeper (an alert's buttons).
  case contained
}

/// Records an element when it draws, then draws its child hidden or one level deeper.
final class SemanticNode: WrapperNode {
  let element: SemanticElement
  let content: SemanticContent

  init(child: LayoutNode, element: SemanticElement, content: SemanticContent) {
    self.element = element
    self.content = content
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard canvas.semantics != nil else { return child.draw(in: rect, canvas: &canvas) }
    let shown = rect.intersection(canvas.clip)
    if shown.isEmpty {
      // Not on screen: neither it nor anything inside it is read.
      canvas.semantics?.hidden += 1
      child.draw(in: rect, canvas: &canvas)
      canvas.semantics?.hidden -= 1
      return
    }
    var element = element
    element.frame = shown
    canvas.semantics?.record(element)
    switch content {
    case .hidden:
      canvas.semantics?.hidden += 1
      child.draw(in: rect, canvas: &canvas)
      canvas.semantics?.hidden -= 1
    case .contained:
      canvas.semantics?.level += 1
      child.draw(in: rect, canvas: &canvas)
      canvas.semantics?.level -= 1
    }
  }
}

/// Draws its child with nothing recorded: decoration.
final class SemanticHiddenNode: WrapperNode {
  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard canvas.semantics != nil else { return child.draw(in: rect, canvas: &canvas) }
    canvas.semantics?.hidden += 1
    child.draw(in: rect, canvas: &canvas)
    canvas.semantics?.hidden -= 1
  }
}

/// Turns recording on for the canvas it draws into, which stays on for the rest of the frame
/// (so what the root draws after its content — an overlay — is recorded too).
final class SemanticRootNode: WrapperNode {
  override func draw(in rect: Rect, canvas: inout Canvas) {
    if canvas.semantics == nil { canvas.semantics = SemanticRecording() }
    child.draw(in: rect, canvas: &canvas)
  }
}

extension View {
  /// Says what this view is to a screen reader: a role, a label, a value, details and states.
  ///
  /// Recorded as the view draws, in drawing order (reading order for stacks), only when
  /// semantics are being recorded (``recordingSemantics()``); otherwise it costs one check per
  /// draw. `focused` and `disabled` are added from the environment (``EnvironmentValues/isFocused``,
  /// ``EnvironmentValues/isEnabled``) for an element whose content is hidden. A view that is
  /// not on screen is not read.
  ///
  /// ```swift
  /// fieldBox.semantics(.textField, label: "Email", value: email)
  /// ```
  ///
  /// - Parameters:
  ///   - role: what the view is.
  ///   - label: its name as the user knows it; may be empty.
  ///   - value: what it holds, or nil.
  ///   - details: phrases read after the value, such as a position ("row 3 of 120").
  ///   - traits: its states (selected, checked, expanded…).
  ///   - contains: whether the elements drawn inside are read (`.contained`) or the element
  ///     speaks for them (`.hidden`, the default).
  /// - Returns: the view, recording its element when drawn.
  public func semantics(
    _ role: SemanticRole, label: String, value: String? = nil, details: [String] = [], traits: SemanticTraits = [],
    contains: SemanticContent = .hidden
  ) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { node, environment in
      var traits = traits
      if contains == .hidden && environment.isFocused { traits.insert(.focused) }
      if !environment.isEnabled { traits.insert(.disabled) }
      let element = SemanticElement(role: role, label: label, value: value, details: details, traits: traits)
      return SemanticNode(child: node, element: element, content: contains)
    }
  }

  /// Leaves this view out of what a screen reader reads: borders, backdrops, a spinner's frame.
  ///
  /// ```swift
  /// Text("•••").semanticsHidden()
  /// ```
  ///
  /// - Returns: the view, recording nothing.
  public func semanticsHidden() -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { node, _ in SemanticHiddenNode(child: node) }
  }

  /// Records what every view inside says it is (``semantics(_:label:value:details:traits:contains:)``)
  /// and every line of plain text, into the canvas's ``Canvas/semanticElements``; recording
  /// goes on for the rest of the frame. ``Renderer/semanticTranscript(of:size:environment:)``
  /// uses it.
  ///
  /// - Returns: the view, recording semantics as it draws.
  public func recordingSemantics() -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { node, _ in SemanticRootNode(child: node) }
  }
}

extension Canvas {
  /// Records lines of plain text drawn in `frame`, one element each; blank lines and lines of
  /// marks alone (rules, bullets, box drawing) are not read.
  mutating func recordText(_ lines: [String], frame: Rect) {
    guard semantics != nil else { return }
    let shown = frame.intersection(clip)
    guard !shown.isEmpty else { return }
    for line in lines {
      let trimmed = SemanticText.trimmed(line)
      guard SemanticText.isReadable(trimmed) else { continue }
      semantics?.record(SemanticElement(role: .text, label: trimmed, frame: shown))
    }
  }
}

/// Which text is read, and how it is cleaned.
enum SemanticText {
  /// The text without spaces at either end.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether a text holds a letter, a digit or an emoji: what is worth reading.
  static func isReadable(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.properties.isAlphabetic || $0.properties.numericType != nil || $0.properties.isEmojiPresentation
    }
  }
}
