/// Makes untrusted text inert: no string that passes through it can emit an escape sequence.
///
/// C0 controls (U+0000–U+001F) become their visible symbols in the Control Pictures block
/// (U+2400–U+241F, so ESC shows as `␛`), DEL becomes `␡`, and C1 controls (U+0080–U+009F,
/// which include the single-byte CSI) become `␦`. Every string that reaches a ``Canvas`` goes
/// through this, so user input, API data and story arguments can never move the cursor or
/// change the terminal's title or palette.
///
/// ```swift
/// Sanitizer.sanitize("\u{1B}[2J") // "␛[2J"
/// ```
public enum Sanitizer {
  /// The symbol shown in place of a C1 control character.
  public static let c1Symbol: Unicode.Scalar = "\u{2426}"

  /// Whether a scalar is a C0 control, DEL or a C1 control.
  ///
  /// - Parameter value: a Unicode scalar value.
  /// - Returns: `true` for U+0000–U+001F and U+007F–U+009F.
  public static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7F && value < 0xA0)
  }

  /// The visible stand-in for a control scalar, or the scalar itself when it is not one.
  ///
  /// - Parameter scalar: any scalar.
  /// - Returns: the Control Pictures symbol (`␛`, `␡`) for a C0 control or DEL, a stand-in for a C1 control,
  ///   or `scalar`.
  public static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x20 { return Unicode.Scalar(0x2400 + value) ?? c1Symbol }
    if value == 0x7F { return "\u{2421}" }
    if value >= 0x80 && value < 0xA0 { return c1Symbol }
    return scalar
  }

  /// Returns `text` with every control character replaced by its visible symbol.
  ///
  /// - Parameter text: the text to clean.
  /// - Returns: the text, safe to write to a terminal.
  public static func sanitize(_ text: some StringProtocol) -> String {
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) {
      return String(text)
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(visible(scalar)) }
    return String(result)
  }

  /// Returns a message for standard error or output with every control character made
  /// visible except line breaks and tabs: file paths, theme keys, arguments and file contents
  /// quoted in a message can never move the cursor or retitle the terminal. Bidirectional
  /// formatting characters and the Unicode line and paragraph separators, which make a line read
  /// differently from what it holds, are shown as `<U+202E>`.
  ///
  /// - Parameter text: the message, or the part of it quoted from outside.
  /// - Returns: the message, safe to write to a terminal with its line breaks and tabs kept.
  public static func sanitizeMessage(_ text: some StringProtocol) -> String {
    let suspicious = text.utf8.contains {
      ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2
    }
    guard suspicious else { return String(text) }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        result.append(scalar)
      } else {
        appendInert(scalar, to: &result)
      }
    }
    return String(result)
  }

  /// Returns text for one line of a message: every control character made visible, line breaks
  /// and tabs included (`␊`, `␉`), and bidirectional formatting characters and the line and
  /// paragraph separators shown as `<U+202E>`. A file name or other outside text quoted through
  /// it can never start a line of its own that reads like the tool's output.
  ///
  /// ```swift
  /// Sanitizer.sanitizeLine("a\nAccepted 9") // "a␊Accepted 9"
  /// ```
  ///
  /// - Parameter text: the line, or the part of it quoted from outside.
  /// - Returns: the text as one line, safe to write to a terminal.
  public static func sanitizeLine(_ text: some StringProtocol) -> String {
    let suspicious = text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    guard suspicious else { return String(text) }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { appendInert(scalar, to: &result) }
    return String(result)
  }

  /// Appends a scalar as a one-line message shows it: a bidirectional control or line separator
  /// as `<U+202E>`, a control character as its visible symbol (line breaks and tabs included),
  /// anything else as itself.
  static func appendInert(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
    guard isLayoutControl(scalar.value) else {
      result.append(visible(scalar))
      return
    }
    let digits = String(scalar.value, radix: 16, uppercase: true)
    result.append(
      contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits)>".unicodeScalars)
  }

  /// Whether a scalar changes how the text around it is laid out or read without being a control
  /// character: the bidirectional formatting characters and the line and paragraph separators.
  ///
  /// - Parameter value: a Unicode scalar value.
  /// - Returns: whether it is one of those characters.
  public static func isLayoutControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
