import ViewKitStyle

/// The stable identifier of a story: `<component>/<state>`, both parts kebab-case.
///
/// ```swift
/// StoryID("button/primary-disabled")?.component // "button"
/// ```
public struct StoryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The component, e.g. `button`.
  public let component: String
  /// The state, e.g. `primary-disabled`.
  public let state: String

  /// Parses `<component>/<state>`; nil when either part is not kebab-case.
  ///
  /// - Parameter text: the identifier, e.g. `button/primary`.
  public init?(_ text: String) {
    guard Self.problem(with: text) == nil else { return nil }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    component = String(parts[0])
    state = String(parts[1])
  }

  /// The identifier as `<component>/<state>`, e.g. `button/primary`.
  public var description: String { "\(component)/\(state)" }

  /// Orders by component, then state.
  ///
  /// - Parameters:
  ///   - lhs: an identifier.
  ///   - rhs: another identifier.
  /// - Returns: `true` when `lhs` comes first.
  public static func < (lhs: StoryID, rhs: StoryID) -> Bool { lhs.description < rhs.description }

  /// What is wrong with an identifier, or nil when it is well formed.
  ///
  /// - Parameter text: the identifier to check.
  /// - Returns: a sentence naming the problem, or nil.
  public static func problem(with text: String) -> String? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      return "\"\(text)\" is not <component>/<state> (exactly one \"/\")"
    }
    for (part, role) in zip(parts, ["component", "state"]) where !isKebabCase(part) {
      return
        "the \(role) \"\(part)\" in \"\(text)\" is not kebab-case (a-z, 0-9, single hyphens between words)"
    }
    return nil
  }

  /// Whether text is lowercase words of letters and digits joined by single hyphens.
  ///
  /// - Parameter text: the text to check.
  /// - Returns: `true` for text such as `progress-hud` or `step-2`.
  public static func isKebabCase(_ text: some StringProtocol) -> Bool {
    // Bytes: every allowed character is one ASCII byte, and a catalogue checks hundreds of ids
    // at start-up (Characters cost grapheme breaking for nothing).
    let hyphen = UInt8(ascii: "-")
    let bytes = text.utf8
    guard let first = bytes.first, first != hyphen else { return false }
    var previousHyphen = false
    for byte in bytes {
      switch byte {
      case hyphen:
        if previousHyphen { return false }
        previousHyphen = true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        previousHyphen = false
      default:
        return false
      }
    }
    return !previousHyphen  // nor a hyphen last
  }
}

extension String {
  /// Each space-separated word with its first letter upper case and the rest lower case, as a
  /// story title is made from a state's name (`high-contrast` → `High-contrast`), without
  /// Foundation.
  package var storyCapitalized: String {
    split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }.joined(separator: " ")
  }
}
