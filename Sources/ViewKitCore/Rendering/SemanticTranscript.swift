import ViewKitStyle

/// What a screen reader reads of a frame: one plain line per element, in reading order.
///
/// Each line is the role, then the label in double quotes (left out when empty), then, joined
/// by `, `: `value "<value>"`, the details, and the states in a fixed order (selected, checked,
/// not checked, expanded, collapsed, pressed, busy, disabled, focused). Two spaces of indent per
/// containing element. Plain text is `text "<line>"`.
///
/// ```
/// alert "Delete file?"
///   text "This cannot be undone."
///   button "Cancel", focused
///   button "Delete"
/// text field "Email", value "a@b.c", focused
/// checkbox "Remember me", checked
/// progress bar "Upload", value "42%"
/// ```
///
/// Quoted text is escaped: `\"`, `\\`, `\n`, `\t`; every other control character becomes its
/// visible symbol (`␛`), bidirectional controls and line separators `<U+202E>`, and a quoted part
/// longer than ``maxQuoted`` characters is cut with `…`. So a transcript never holds an escape
/// sequence, a line break inside a line, or text that reads in another order, whatever the app's
/// data. The same elements always give the same lines.
public struct SemanticTranscript: Hashable, Sendable {
  /// The elements, in reading order.
  public var elements: [SemanticElement]

  /// The most characters of one quoted label or value a line shows.
  public static let maxQuoted = 1_000

  /// A transcript of elements.
  ///
  /// - Parameter elements: the elements, in reading order.
  public init(_ elements: [SemanticElement]) { self.elements = elements }

  /// One line per element.
  public var lines: [String] { elements.map(Self.line) }

  /// The lines, each ended by a line break.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// The line for one element, indented by its level.
  ///
  /// - Parameter element: an element.
  /// - Returns: its line, with no line break.
  public static func line(_ element: SemanticElement) -> String {
    var line = String(repeating: "  ", count: max(0, min(element.level, 32)))
    line += clean(element.role.rawValue)
    if !element.label.isEmpty { line += " " + quoted(element.label) }
    var parts: [String] = []
    if let value = element.value { parts.append("value " + quoted(value)) }
    parts += element.details.map(clean)
    parts += element.traits.words
    if !parts.isEmpty { line += ", " + parts.joined(separator: ", ") }
    return line
  }

  /// Text in double quotes, escaped and cut to ``maxQuoted`` characters.
  ///
  /// - Parameter text: untrusted text.
  /// - Returns: the quoted text, safe to print.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    var count = 0
    for character in text {
      if count == maxQuoted {
        result += "…"
        break
      }
      count += 1
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r\n": result += "\\n"
      case "\t": result += "\\t"
      default: result += clean(String(character))
      }
    }
    return result + "\""
  }

  /// Text with every control character shown as a symbol and every bidirectional control or
  /// line separator as `<U+XXXX>`: safe to print on one line.
  ///
  /// - Parameter text: untrusted text.
  /// - Returns: the text, with no control character left.
  public static func clean(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isReordering(scalar) {
        result.append(contentsOf: "<U+\(hex(scalar.value))>".unicodeScalars)
      } else {
        result.append(Sanitizer.visible(scalar))
      }
    }
    return String(result)
  }

  /// Bidirectional controls and the Unicode line and paragraph separators.
  static func isReordering(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The element that has focus, if one does.
  public var focused: SemanticElement? { elements.first { $0.traits.contains(.focused) } }
}

extension Renderer {
  /// What a screen reader reads of a view drawn at a size: its ``SemanticTranscript``.
  ///
  /// The view is drawn as ``render(_:size:environment:)`` draws it, with semantics recorded.
  ///
  /// ```swift
  /// Renderer.semanticTranscript(of: LoginForm(), size: Size(width: 60, height: 20)).text
  /// ```
  ///
  /// - Parameters:
  ///   - view: the view.
  ///   - size: the canvas's columns and rows.
  ///   - environment: the theme and other values the view is drawn with.
  /// - Returns: the transcript, in reading order.
  public static func semanticTranscript<V: View>(
    of view: V, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) -> SemanticTranscript {
    let canvas = render(view.recordingSemantics(), size: size, environment: environment)
    return SemanticTranscript(canvas.semanticElements ?? [])
  }
}
