/// A link target a run of text carries: where a terminal that shows hyperlinks (OSC 8) goes
/// when the text is clicked.
///
/// A URL is untrusted, so it is made inert on the way in: every byte outside printable ASCII
/// (controls, ESC, BEL, DEL, space, anything not ASCII) is percent-encoded as UTF-8, so the
/// stored ``url`` can never end or start an escape sequence. A URL must start with a scheme
/// (`https:`, `mailto:`, `file:`…) and be at most ``maxLength`` bytes once encoded; anything
/// else is refused (the initializer returns nil) rather than cut, since a cut URL goes
/// somewhere else.
///
/// ```swift
/// let docs = Hyperlink("https://example.com/docs")  // Optional(Hyperlink)
/// Hyperlink("https://example.com/a b")?.url          // "https://example.com/a%20b"
/// Hyperlink("not a url")                              // nil: no scheme
/// ```
public struct Hyperlink: Hashable, Sendable, CustomStringConvertible {
  /// The URL, percent-encoded: only bytes 0x21–0x7E.
  public let url: String

  /// The most bytes a URL may have once encoded (VTE ignores longer ones).
  public static let maxLength = 2_048

  /// Makes a link from a URL, percent-encoding what a terminal must not see raw.
  ///
  /// - Parameter url: the target, with its scheme (`https://example.com`).
  /// - Returns: nil when the URL has no scheme, or is longer than ``maxLength`` once encoded.
  public init?(_ url: String) {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(url.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in url.utf8 {
      if byte >= 0x21 && byte <= 0x7E {
        encoded.append(byte)
      } else {
        encoded.append(contentsOf: [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      }
      if encoded.count > Self.maxLength { return nil }
    }
    guard Self.hasScheme(encoded) else { return nil }
    self.url = String(decoding: encoded, as: UTF8.self)
  }

  /// The URL.
  public var description: String { url }

  /// Whether the bytes start with `scheme:`: a letter, then letters, digits, `+`, `-` or `.`.
  private static func hasScheme(_ bytes: [UInt8]) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    guard let first = bytes.first, isLetter(first) else { return false }
    for byte in bytes.dropFirst() {
      if byte == 0x3A { return true }
      let allowed =
        isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
      if !allowed { return false }
    }
    return false
  }
}
