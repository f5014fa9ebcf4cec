import ViewKitStyle

/// What is read of the views inside a semantic element.
public enum SemanticContent: Sendable {
  /// Nothing: the element speaks for everything it draws (a button's label, a field's text).
  case hidden
  /// Each element drawn inside is read after this one, one level deeper (an alert's buttons).
  case contained
  /// What is read inside becomes the element's label, in order, joined by spaces, when the
  /// label given is empty (a list row made of any views); else it is hidden.
  case merged
}

/// Records an element when it draws, then draws its child hidden or one level deeper.
final class SemanticNode: WrapperNode {
  /// Made only when semantics are recorded, so a label that costs (a table row's cells) costs
  /// nothing otherwise.
  let make: () -> SemanticElement
  let content: SemanticContent

  init(child: LayoutNode, content: SemanticContent, make: @escaping () -> SemanticElement) {
    self.make = make
    self.content = content
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard canvas.semantics != nil else { return child.drawNode(in: rect, canvas: &canvas) }
    let shown = rect.intersection(canvas.clip)
    if shown.isEmpty {
      // Not on screen: neither it nor anything inside it is read.
      canvas.semantics?.hidden += 1
      child.drawNode(in: rect, canvas: &canvas)
      canvas.semantics?.hidden -= 1
      return
    }
    var element = make()
    element.frame = shown
    canvas.semantics?.record(element)
    switch content {
    case .hidden:
      canvas.semantics?.hidden += 1
      child.drawNode(in: rect, canvas: &canvas)
      canvas.semantics?.hidden -= 1
    case .contained:
      canvas.semantics?.level += 1
      child.drawNode(in: rect, canvas: &canvas)
      canvas.semantics?.level -= 1
    case .merged:
      let index = canvas.semantics.map { $0.elements.count - 1 } ?? 0
      guard element.label.isEmpty, canvas.semantics?.hidden == 0 else {
        canvas.semantics?.hidden += 1
        child.drawNode(in: rect, canvas: &canvas)
        canvas.semantics?.hidden -= 1
        return
      }
      child.drawNode(in: rect, canvas: &canvas)
      guard let recorded = canvas.semantics, recorded.elements.indices.contains(index) else { return }
      let inner = recorded.elements[(index + 1)...]
      var words: [String] = []
      // A part said twice in a row (an avatar's name, then the name as text) is read once.
      for word in inner.flatMap({ [$0.label, $0.value ?? ""] }) where !word.isEmpty && word != words.last {
        words.append(word)
      }
      canvas.semantics?.elements[index].label = words.joined(separator: " ")
      canvas.semantics?.elements.removeSubrange((index + 1)...)
    }
  }
}

/// Draws its child with nothing recorded: decoration.
final class SemanticHiddenNode: WrapperNode {
  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard canvas.semantics != nil else { return child.drawNode(in: rect, canvas: &canvas) }
    canvas.semantics?.hidden += 1
    child.drawNode(in: rect, canvas: &canvas)
    canvas.semantics?.hidden -= 1
  }
}

/// Turns recording on for the canvas it draws into, which stays on for the rest of the frame
/// (so what the root draws after its content — an overlay — is recorded too).
final class SemanticRootNode: WrapperNode {
  let isOn: Bool

  init(child: LayoutNode, isOn: Bool) {
    self.isOn = isOn
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    if isOn && canvas.semantics == nil { canvas.semantics = SemanticRecording() }
    child.drawNode(in: rect, canvas: &canvas)
  }
}

extension View {
  /// Says what this view is to a screen reader: a role, a label, a value, details and states.
  ///
  /// Recorded as the view draws, in drawing order (reading order for stacks), only when
  /// semantics are being recorded (``recordingSemantics(_:)``); otherwise it costs one check per
  /// draw. `disabled` is added from the environment (``EnvironmentValues/isEnabled``), and
  /// `focused` (``EnvironmentValues/isFocused``) for an element whose content is hidden; a
  /// container says it has focus through `traits`, since what it holds sees its focus too. A view that is
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
  @inlinable
  public consuming func semantics(
    _ role: SemanticRole, label: String, value: String? = nil, details: [String] = [],
    traits: SemanticTraits = [],
    contains: SemanticContent = .hidden
  ) -> NodeModifiedView<Self> {
    semantics(contains: contains) {
      SemanticElement(role: role, label: label, value: value, details: details, traits: traits)
    }
  }

  /// ``semantics(_:label:value:details:traits:contains:)`` with the element made only when
  /// semantics are recorded: for a label that costs something to build.
  @inlinable
  package consuming func semantics(
    contains: SemanticContent = .hidden, _ make: @escaping () -> SemanticElement
  ) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.semantics(contains: contains, make))
  }

  /// Leaves this view out of what a screen reader reads: borders, backdrops, a spinner's frame.
  ///
  /// ```swift
  /// Text("•••").semanticsHidden()
  /// ```
  ///
  /// - Returns: the view, recording nothing.
  @inlinable
  public consuming func semanticsHidden() -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.semanticsHidden())
  }

  /// Records what every view inside says it is (``semantics(_:label:value:details:traits:contains:)``)
  /// and every line of plain text, into the canvas's ``Canvas/semanticElements``; recording
  /// goes on for the rest of the frame. ``Renderer/semanticTranscript(of:size:environment:)``
  /// uses it.
  ///
  /// - Parameter isOn: whether to record; false draws the view as it is (a run that decides
  ///   at start keeps one view type).
  /// - Returns: the view, recording semantics as it draws.
  @inlinable
  public consuming func recordingSemantics(_ isOn: Bool = true) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.recordingSemantics(isOn))
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
