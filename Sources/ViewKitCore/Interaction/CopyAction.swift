import ViewKitStyle

/// What became of a copy to the clipboard (``CopyAction``).
public enum CopyResult: Hashable, Sendable {
  /// The text was sent to a terminal known to put it on the clipboard (OSC 52). No terminal
  /// confirms a copy, so this is as sure as it gets.
  case copied
  /// Nothing was sent: the terminal is not known to take copies; the reason says why in plain
  /// words (``TerminalCapabilities/clipboard(environment:)``), for the app to show.
  case unsupported(reason: String)
  /// Nothing was sent: the text is longer than ``OSC52/maxTextBytes`` bytes of UTF-8.
  case tooLong(limit: Int)

  /// Whether the text was sent.
  public var isCopied: Bool { self == .copied }
}

/// Puts text on the clipboard through the terminal (OSC 52); read it with
/// `@Environment(\.copy)` and call it. It returns at once with what became of the copy.
///
/// ```swift
/// @Environment(\.copy) var copy
/// switch copy("@ada") {
/// case .copied: toasts.show("Copied @ada")
/// case .unsupported(let reason): toasts.show("Not copied: \(reason)")
/// case .tooLong: toasts.show("Too long to copy")
/// }
/// ```
public struct CopyAction: Sendable {
  let action: @Sendable (String) -> CopyResult
  /// Creates a copy action.
  ///
  /// - Parameter action: sends the text, or says why not; it may be called from any thread.
  public init(_ action: @escaping @Sendable (String) -> CopyResult) { self.action = action }

  /// Puts text on the clipboard, where the terminal takes it.
  ///
  /// - Parameter text: what to copy, as it is (the terminal gets it base64-encoded).
  /// - Returns: whether it was sent, or why not.
  @discardableResult
  public func callAsFunction(_ text: String) -> CopyResult { action(text) }
}

struct CopyActionKey: EnvironmentKey {
  static let defaultValue = CopyAction { _ in .unsupported(reason: "not running in a terminal") }
}

extension EnvironmentValues {
  /// Puts text on the clipboard through the terminal (``CopyAction``); outside a running app,
  /// or where the terminal does not take copies, it sends nothing and says why.
  public var copy: CopyAction {
    get { self[CopyActionKey.self] }
    set { self[CopyActionKey.self] = newValue }
  }
}

/// The clipboard sequence: `OSC 52 ; c ; <base64> ST`. Base64 holds only `A–Z a–z 0–9 + / =`,
/// so no text can end the string early or smuggle in another sequence.
public enum OSC52 {
  /// The most UTF-8 bytes a copy may hold: its sequence stays under 100,000 bytes, the most
  /// some terminals take (hterm; xterm and tmux take about as much).
  public static let maxTextBytes = 74_988

  /// The bytes that put `text` on the clipboard.
  ///
  /// - Parameter text: what to copy.
  /// - Returns: the sequence, or nil when the text is longer than ``maxTextBytes``.
  public static func sequence(_ text: String) -> [UInt8]? {
    let bytes = Array(text.utf8)
    guard bytes.count <= maxTextBytes else { return nil }
    var out: [UInt8] = [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B]  // ESC ] 52 ; c ;
    out.reserveCapacity(out.count + (bytes.count + 2) / 3 * 4 + 2)
    base64(bytes, into: &out)
    out.append(contentsOf: [0x1B, 0x5C])  // ST
    return out
  }

  /// Appends `bytes` in base64 (RFC 4648, padded).
  static func base64(_ bytes: [UInt8], into out: inout [UInt8]) {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var chunk = UInt32(bytes[index]) << 16
      if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { chunk |= UInt32(bytes[index + 2]) }
      out.append(alphabet[Int((chunk >> 18) & 0x3F)])
      out.append(alphabet[Int((chunk >> 12) & 0x3F)])
      out.append(count > 1 ? alphabet[Int((chunk >> 6) & 0x3F)] : 0x3D)
      out.append(count > 2 ? alphabet[Int(chunk & 0x3F)] : 0x3D)
      index += 3
    }
  }
}
