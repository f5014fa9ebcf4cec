/// A key the user pressed, or text they pasted.
public enum KeyEvent: Hashable, Sendable {
  /// A printable character (already one grapheme cluster).
  case character(Character)
  /// Enter or Return.
  case enter
  /// Escape on its own.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace.
  case backspace
  /// Forward delete.
  case delete
  /// An arrow, with modifiers.
  case up(KeyModifiers), down(KeyModifiers), left(KeyModifiers), right(KeyModifiers)
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// A function key, F1 to F12.
  case function(Int)
  /// Control with a letter: `ctrl("c")`.
  case ctrl(Character)
  /// Alt (Meta) with a character.
  case alt(Character)
  /// Text pasted with bracketed paste, control characters included as typed.
  case paste(String)
  /// A sequence the decoder does not know, kept for debugging; never printed as is.
  case unknown([UInt8])
}

/// Shift, Alt and Control, as terminals report them on arrows and similar keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bit pattern.
  public let rawValue: UInt8
  /// Creates modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt or Meta.
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)
}

/// Turns terminal input bytes into ``KeyEvent``s: UTF-8 text, control keys, CSI and SS3
/// sequences with modifiers, and bracketed paste.
///
/// Input arrives in arbitrary pieces, so an unfinished sequence is kept for the next ``feed(_:)``.
/// A lone ESC is ambiguous (Escape, or the start of a sequence): the caller calls ``flush()`` when
/// no more input arrives shortly, which turns it into ``KeyEvent/escape``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8)) // [.up([])]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var pasting: [UInt8]?

  /// Creates a decoder.
  public init() {}

  /// Whether bytes are waiting for the rest of a sequence.
  public var hasPending: Bool { !pending.isEmpty || pasting != nil }

  /// Decodes what it can of the bytes so far.
  public mutating func feed(_ bytes: [UInt8]) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    var events: [KeyEvent] = []
    var index = 0
    while index < pending.count {
      if pasting != nil {
        guard let end = find([0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], from: index) else {
          pasting?.append(contentsOf: pending[index...])
          index = pending.count
          break
        }
        pasting?.append(contentsOf: pending[index..<end])
        events.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
        pasting = nil
        index = end + 6
        continue
      }
      guard let (event, length) = decodeOne(at: index) else { break }
      if let event { events.append(event) }
      index += length
    }
    pending.removeFirst(index)
    return events
  }

  /// Ends an unfinished sequence: a lone ESC becomes Escape, anything else is reported as unknown.
  public mutating func flush() -> [KeyEvent] {
    defer { pending.removeAll() }
    if pending == [0x1B] { return [.escape] }
    if pending.count == 2 && pending[0] == 0x1B { return [.alt(Character(Unicode.Scalar(pending[1])))] }
    return pending.isEmpty ? [] : [.unknown(pending)]
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard pending.count >= needle.count else { return nil }
    var index = start
    while index + needle.count <= pending.count {
      if pending[index] == needle[0] && Array(pending[index..<index + needle.count]) == needle {
        return index
      }
      index += 1
    }
    return nil
  }

  /// One event at `index` and its length; nil when more bytes are needed. A nil event with a
  /// length skips bytes (the start of a paste).
  private mutating func decodeOne(at index: Int) -> (KeyEvent?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x1B: return decodeEscape(at: index)
    case 0x01...0x1A: return (.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00: return (.ctrl(" "), 1)
    case 0x1C...0x1F: return (.unknown([byte]), 1)
    default: return decodeUTF8(at: index)
    }
  }

  private func decodeUTF8(at index: Int) -> (KeyEvent?, Int)? {
    let lead = pending[index]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard lead < 0x80 || lead >= 0xC2, lead <= 0xF4 else { return (.unknown([lead]), 1) }
    guard index + length <= pending.count else { return nil }
    let bytes = Array(pending[index..<index + length])
    guard let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first else {
      return (.unknown(bytes), length)
    }
    return (.character(Character(scalar)), length)
  }

  private mutating func decodeEscape(at index: Int) -> (KeyEvent?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    if next == 0x5B { return decodeCSI(at: index) }
    if next == 0x4F {
      guard index + 2 < pending.count else { return nil }
      switch pending[index + 2] {
      case 0x41: return (.up([]), 3)
      case 0x42: return (.down([]), 3)
      case 0x43: return (.right([]), 3)
      case 0x44: return (.left([]), 3)
      case 0x48: return (.home, 3)
      case 0x46: return (.end, 3)
      case 0x50...0x53: return (.function(Int(pending[index + 2]) - 0x50 + 1), 3)
      default: return (.unknown(Array(pending[index..<index + 3])), 3)
      }
    }
    // ESC then a control key (or another ESC) is Escape followed by that key, not Alt+key.
    if next == 0x1B || next < 0x20 || next == 0x7F { return (.escape, 1) }
    if let (event, length) = decodeUTF8(at: index + 1), case .character(let character)? = event {
      return (.alt(character), 1 + length)
    }
    return (.escape, 1)
  }

  private mutating func decodeCSI(at index: Int) -> (KeyEvent?, Int)? {
    // ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E)
    var end = index + 2
    while end < pending.count && (0x20...0x3F).contains(pending[end]) { end += 1 }
    guard end < pending.count else {
      return pending.count - index > 32 ? (.unknown(Array(pending[index...])), pending.count - index) : nil
    }
    let final = pending[end]
    let length = end - index + 1
    let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self).split(separator: ";").map {
      Int($0) ?? 0
    }
    let modifiers = KeyModifiers(
      rawValue: UInt8(max(0, min(7, (parameters.count > 1 ? parameters[1] : 1) - 1))))
    switch final {
    case 0x41: return (.up(modifiers), length)
    case 0x42: return (.down(modifiers), length)
    case 0x43: return (.right(modifiers), length)
    case 0x44: return (.left(modifiers), length)
    case 0x48: return (.home, length)
    case 0x46: return (.end, length)
    case 0x5A: return (.backTab, length)
    case 0x7E:
      switch parameters.first ?? 0 {
      case 1, 7: return (.home, length)
      case 4, 8: return (.end, length)
      case 3: return (.delete, length)
      case 5: return (.pageUp, length)
      case 6: return (.pageDown, length)
      case 11...15: return (.function((parameters.first ?? 11) - 10), length)
      case 17...21: return (.function((parameters.first ?? 17) - 11), length)
      case 23, 24: return (.function((parameters.first ?? 23) - 12), length)
      case 200:
        pasting = []
        return (nil, length)
      default: return (.unknown(Array(pending[index..<index + length])), length)
      }
    default:
      return (.unknown(Array(pending[index..<index + length])), length)
    }
  }
}
