import ViewKitCore
import ViewKitStyle

/// The text and caret of a text field, edited one grapheme cluster at a time.
///
/// An emoji with a skin tone, a flag or a letter with an accent is one step for the caret and
/// one deletion. Control characters and line breaks are not accepted; a character limit, when
/// set, is counted in graphemes. A grapheme keeps at most ``maximumScalarsPerGrapheme`` scalars
/// (marks stacked past that are dropped), so a limit in graphemes also bounds the text's size:
/// one "character" of a hundred thousand combining marks would otherwise pass a limit of one.
///
/// ```swift
/// var field = TextFieldState("héllo", limit: 40)
/// field.moveWordLeft()
/// field.insert("👍🏽 ")
/// ```
public struct TextFieldState: Hashable, Sendable {
  private var characters: [Character]
  /// The caret, as a number of graphemes before it (0 ... count).
  public private(set) var cursor: Int
  /// The most graphemes the field takes; nil for no limit.
  public let limit: Int?

  /// Creates a state with the caret at the end. Text over the limit is cut.
  ///
  /// - Parameters:
  ///   - text: the starting text; control characters and line breaks are dropped.
  ///   - limit: the most graphemes the field takes; nil for no limit.
  public init(_ text: String = "", limit: Int? = nil) {
    self.limit = limit.map { max(0, $0) }
    var accepted = text.filter(TextFieldState.isAccepted).map(TextFieldState.capped)
    if let limit = self.limit, accepted.count > limit { accepted = Array(accepted.prefix(limit)) }
    characters = accepted
    cursor = accepted.count
  }

  /// The text typed so far.
  public var text: String { String(characters) }
  /// The number of graphemes.
  public var count: Int { characters.count }
  /// Whether the text is empty.
  public var isEmpty: Bool { characters.isEmpty }
  /// The text before the caret.
  public var textBeforeCursor: String { String(characters[..<cursor]) }

  /// The most Unicode scalars one grapheme keeps: the longest emoji sequences have about a dozen;
  /// Unicode's stream-safe format allows 30 combining marks in a row.
  public static let maximumScalarsPerGrapheme = 32

  /// A grapheme cut to its first ``maximumScalarsPerGrapheme`` scalars.
  static func capped(_ character: Character) -> Character {
    let scalars = character.unicodeScalars
    guard scalars.count > maximumScalarsPerGrapheme else { return character }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars.prefix(maximumScalarsPerGrapheme))
    // The first scalars of a cluster are one cluster (the cut drops only what extends it).
    return String(kept).first ?? character
  }

  static func isAccepted(_ character: Character) -> Bool {
    !character.unicodeScalars.contains {
      Sanitizer.isControl($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
  }

  /// Inserts text at the caret (controls dropped, cut to the limit); the caret moves past it.
  ///
  /// Text that joins the grapheme before the caret (a skin tone after 👍, a combining accent, a
  /// ZWJ and the next emoji) joins it, so the caret always steps over whole clusters: the
  /// graphemes are always those of ``text``.
  ///
  /// - Parameter text: the typed or pasted text.
  public mutating func insert(_ text: String) {
    // Up to the room the limit leaves: a mebibyte's paste into a short field reads no further.
    let room = limit.map { max(0, $0 - characters.count) } ?? .max
    var new: [Character] = []
    for character in text {
      guard new.count < room else { break }
      if Self.isAccepted(character) { new.append(Self.capped(character)) }
    }
    guard !new.isEmpty else { return }
    let start = cursor
    characters.insert(contentsOf: new, at: start)
    cursor = start + new.count
    heal(at: cursor)
    heal(at: start)
    // Marks typed one at a time join the grapheme before them: cap the ones healing touched.
    for index in max(0, start - 2)..<min(characters.count, cursor + 2)
    where characters[index].unicodeScalars.count > Self.maximumScalarsPerGrapheme {
      characters[index] = Self.capped(characters[index])
    }
  }

  /// Splits the graphemes around `index` again as the text's own (after an insertion or a
  /// deletion joined two pieces that form different clusters together: a skin tone after an
  /// emoji, a combining accent, a ZWJ, a second regional indicator). The caret stays put, or
  /// moves to the end of a cluster it would now split.
  private mutating func heal(at index: Int) {
    guard index > 0, index < characters.count else { return }
    var lower = max(0, index - 2)
    var upper = min(characters.count, index + 2)
    // A run of flags pairs up from its start: take all of it.
    func isIndicator(_ character: Character) -> Bool {
      character.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) }
    }
    while lower > 0 && isIndicator(characters[lower - 1]) { lower -= 1 }
    while upper < characters.count && isIndicator(characters[upper]) { upper += 1 }
    let old = characters[lower..<upper]
    let joined = String(old)
    let new = Array(joined)
    guard !new.elementsEqual(old) else { return }
    if cursor > lower && cursor < upper {
      // The caret's offset in scalars, then the first cluster boundary at or after it.
      let offset = old.prefix(cursor - lower).reduce(0) { $0 + $1.unicodeScalars.count }
      var scalars = 0
      var clusters = 0
      while clusters < new.count && scalars < offset {
        scalars += new[clusters].unicodeScalars.count
        clusters += 1
      }
      cursor = lower + clusters
    } else if cursor >= upper {
      cursor -= old.count - new.count
    }
    characters.replaceSubrange(lower..<upper, with: new)
  }

  /// The graphemes in a range of positions (clamped to the text).
  func characters(in range: Range<Int>) -> ArraySlice<Character> {
    let lower = min(max(0, range.lowerBound), characters.count)
    let upper = min(max(lower, range.upperBound), characters.count)
    return characters[lower..<upper]
  }

  /// The graphemes in a range of positions (clamped to the text) as one string. Built by
  /// appending: `String(_:)` over a slice of characters is generic and costs far more.
  func text(in range: Range<Int>) -> String {
    let slice = characters(in: range)
    var text = ""
    text.reserveCapacity(slice.count)
    for character in slice { text.append(character) }
    return text
  }

  /// Deletes from the caret back to the start.
  public mutating func deleteToStart() {
    characters.removeSubrange(0..<cursor)
    cursor = 0
    // A leading combining mark stays a grapheme of its own: nothing is before it.
  }

  /// Deletes from the caret to the end.
  public mutating func deleteToEnd() {
    characters.removeSubrange(cursor..<characters.count)
  }

  /// Deletes the grapheme before the caret.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
    heal(at: cursor)
  }

  /// Deletes the grapheme after the caret.
  public mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
    heal(at: cursor)
  }

  /// Moves the caret one grapheme left.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }
  /// Moves the caret one grapheme right.
  public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
  /// Moves the caret to the start.
  public mutating func moveToStart() { cursor = 0 }
  /// Moves the caret before the grapheme at `position` (clamped to the text).
  ///
  /// - Parameter position: the number of graphemes before the caret.
  public mutating func moveCaret(to position: Int) { cursor = min(max(0, position), characters.count) }
  /// Moves the caret to the end.
  public mutating func moveToEnd() { cursor = characters.count }

  /// Moves the caret to the start of the word before it.
  public mutating func moveWordLeft() {
    while cursor > 0 && characters[cursor - 1].isWhitespace { cursor -= 1 }
    while cursor > 0 && !characters[cursor - 1].isWhitespace { cursor -= 1 }
  }

  /// Moves the caret to the end of the word after it.
  public mutating func moveWordRight() {
    while cursor < characters.count && characters[cursor].isWhitespace { cursor += 1 }
    while cursor < characters.count && !characters[cursor].isWhitespace { cursor += 1 }
  }

  /// Deletes from the caret back to the start of the word before it.
  public mutating func deleteWordBackward() {
    let end = cursor
    moveWordLeft()
    characters.removeSubrange(cursor..<end)
    heal(at: cursor)
  }
}

extension TextFieldState: TakesStandIn {
  package static var standIn: TextFieldState { TextFieldState() }
}
