import Synchronization

/// One of the 16 colours of the terminal's own palette, which the user may have redefined.
public enum ANSIColor: UInt8, Sendable, Hashable, CaseIterable {
  /// Palette index 0.
  case black = 0
  /// Palette index 1.
  case red
  /// Palette index 2.
  case green
  /// Palette index 3.
  case yellow
  /// Palette index 4.
  case blue
  /// Palette index 5.
  case magenta
  /// Palette index 6.
  case cyan
  /// Palette index 7.
  case white
  /// Palette index 8.
  case brightBlack
  /// Palette index 9.
  case brightRed
  /// Palette index 10.
  case brightGreen
  /// Palette index 11.
  case brightYellow
  /// Palette index 12.
  case brightBlue
  /// Palette index 13.
  case brightMagenta
  /// Palette index 14.
  case brightCyan
  /// Palette index 15.
  case brightWhite

  /// The names, in palette order (no reflection: theme loading and golden files read them often).
  private static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack", "brightRed",
    "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
  ]

  /// The name used in theme files and snapshots, e.g. `brightBlue`.
  public var name: String { Self.names[Int(rawValue)] }

  /// Looks a colour up by its theme-file name; nil for an unknown name.
  ///
  /// - Parameter name: the palette colour's name in theme files, e.g. `brightBlue`.
  public init?(name: String) {
    guard let index = Self.names.firstIndex(of: name) else { return nil }
    self.init(rawValue: UInt8(index))
  }
}

/// The number that hexadecimal digits (either case) spell; nil when a byte is not one. The
/// caller bounds how many: at most 8 fit.
///
/// - Parameter digits: the digits' bytes.
/// - Returns: their value.
func hexadecimalValue(of digits: some Collection<UInt8>) -> UInt32? {
  var value: UInt32 = 0
  for byte in digits {
    let digit: UInt8
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
    default: return nil
    }
    value = value << 4 | UInt32(digit)
  }
  return value
}

/// A 24-bit sRGB colour.
public struct RGB: Hashable, Sendable {
  /// The red channel, 0–255.
  public var red: UInt8
  /// The green channel, 0–255.
  public var green: UInt8
  /// The blue channel, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three 8-bit channels.
  ///
  /// - Parameters:
  ///   - red: the red channel, 0–255.
  ///   - green: the green channel, 0–255.
  ///   - blue: the blue channel, 0–255.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#rrggbb` or `rrggbb` (case-insensitive); nil for anything else.
  ///
  /// - Parameter hex: six hexadecimal digits, with or without a leading `#`.
  public init?(hex: String) {
    // Bytes, not Characters: theme files hold hundreds of colours (4 µs each the other way).
    var digits = hex.utf8[...]
    if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
    guard digits.count == 6, let value = hexadecimalValue(of: digits) else { return nil }
    self.init(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
  }

  /// This colour moved `amount` of the way to `other`, channel by channel, rounded.
  ///
  /// - Parameters:
  ///   - other: the colour to move towards.
  ///   - amount: how far, from 0 (this colour) to 1 (`other`).
  /// - Returns: the mixed colour.
  public func mixed(with other: RGB, amount: Double) -> RGB {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(min(255, max(0, (Double(a) * (1 - amount) + Double(b) * amount).rounded())))
    }
    return RGB(channel(red, other.red), channel(green, other.green), channel(blue, other.blue))
  }

  /// The colour as lowercase `#rrggbb`.
  public var hex: String {
    let value = (UInt32(red) << 16) | (UInt32(green) << 8) | UInt32(blue)
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}

/// The name of a design token, interned so that colours can carry it cheaply.
///
/// Snapshot files print it beside a colour, e.g. `fg=#5fa8ff(color.brand.primary)`.
public struct TokenName: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let id: UInt32

  /// Whether two names are the same token's (compared by their interned ids).
  ///
  /// - Parameters:
  ///   - lhs: one name.
  ///   - rhs: the other.
  /// - Returns: whether they name the same token.
  @inlinable public static func == (lhs: TokenName, rhs: TokenName) -> Bool { lhs.id == rhs.id }

  /// Hashes the interned id.
  ///
  /// - Parameter hasher: the hasher to feed.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  private static let table = Mutex<(names: [String], ids: [String: UInt32])>(([], [:]))

  /// Interns a token path such as `color.text.default`.
  ///
  /// - Parameter path: the token's dotted path; the same path always gives an equal name.
  public init(_ path: String) {
    id = Self.table.withLock { table in
      if let id = table.ids[path] { return id }
      let id = UInt32(table.names.count)
      table.names.append(path)
      table.ids[path] = id
      return id
    }
  }

  /// The token's dotted path, e.g. `color.text.default`.
  public var path: String { Self.table.withLock { $0.names[Int(id)] } }

  /// The token's dotted path, as snapshots print it.
  public var description: String { path }
}

/// A colour as components describe it: always full colour, downsampled only at the edge.
///
/// A colour may carry pinned fallbacks for 256- and 16-colour terminals (from a theme's
/// `$extensions`) and the name of the token it came from, for snapshots.
///
/// ```swift
/// let accent = Color.rgb(0x5F, 0xAF, 0xFF)
/// let warning = Color.ansi(.yellow)
/// ```
public struct Color: Hashable, Sendable {
  /// What the colour is.
  public enum Kind: Hashable, Sendable {
    /// The terminal's own default foreground or background (SGR 39 / 49).
    case `default`
    /// One of the 16 palette colours.
    case ansi(ANSIColor)
    /// An index into the 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(RGB)
  }

  /// What the colour is.
  public var kind: Kind

  // Written out and inlinable, where the derived ones would be calls into this module from
  // every style comparison the canvas makes while drawing (measured: 2% of a frame).

  /// Whether two colours are the same colour with the same fallbacks and token.
  ///
  /// - Parameters:
  ///   - lhs: one colour.
  ///   - rhs: the other.
  /// - Returns: whether every part is equal.
  @inlinable public static func == (lhs: Color, rhs: Color) -> Bool {
    let sameKind: Bool
    switch (lhs.kind, rhs.kind) {
    case (.default, .default): sameKind = true
    case (.ansi(let a), .ansi(let b)): sameKind = a == b
    case (.palette(let a), .palette(let b)): sameKind = a == b
    case (.rgb(let a), .rgb(let b)): sameKind = a.red == b.red && a.green == b.green && a.blue == b.blue
    default: sameKind = false
    }
    return sameKind && lhs.ansi256Fallback == rhs.ansi256Fallback && lhs.ansi16Fallback == rhs.ansi16Fallback
      && lhs.token == rhs.token
  }

  /// Hashes every part ``==(_:_:)`` compares.
  ///
  /// - Parameter hasher: the hasher to feed.
  @inlinable public func hash(into hasher: inout Hasher) {
    switch kind {
    case .default: hasher.combine(0 as UInt8)
    case .ansi(let color):
      hasher.combine(1 as UInt8)
      hasher.combine(color.rawValue)
    case .palette(let index):
      hasher.combine(2 as UInt8)
      hasher.combine(index)
    case .rgb(let rgb):
      hasher.combine(3 as UInt8)
      hasher.combine(rgb.red)
      hasher.combine(rgb.green)
      hasher.combine(rgb.blue)
    }
    hasher.combine(ansi256Fallback)
    hasher.combine(ansi16Fallback?.rawValue)
    hasher.combine(token)
  }

  /// The 256-palette index to use on 256-colour terminals instead of computing one.
  public var ansi256Fallback: UInt8?
  /// The 16-palette colour to use on 16-colour terminals instead of computing one.
  public var ansi16Fallback: ANSIColor?
  /// The design token this colour came from, when known.
  public var token: TokenName?

  /// Creates a colour with optional pinned fallbacks and a token name.
  ///
  /// - Parameters:
  ///   - kind: the colour itself.
  ///   - ansi256Fallback: the 256-palette index to use on 256-colour terminals; nil to compute the nearest.
  ///   - ansi16Fallback: the palette colour to use on 16-colour terminals; nil to compute the nearest.
  ///   - token: the design token it came from, printed in snapshots; nil when none.
  public init(
    _ kind: Kind, ansi256Fallback: UInt8? = nil, ansi16Fallback: ANSIColor? = nil, token: TokenName? = nil
  ) {
    self.kind = kind
    self.ansi256Fallback = ansi256Fallback
    self.ansi16Fallback = ansi16Fallback
    self.token = token
  }

  /// The terminal's default colour.
  public static let `default` = Color(.default)

  /// One of the 16 palette colours, which the user's terminal theme decides.
  ///
  /// - Parameter color: the palette colour.
  /// - Returns: the colour.
  public static func ansi(_ color: ANSIColor) -> Color { Color(.ansi(color)) }

  /// An index into the 256-colour palette.
  ///
  /// - Parameter index: the palette index, 0–255.
  /// - Returns: the colour.
  public static func palette(_ index: UInt8) -> Color { Color(.palette(index)) }

  /// A 24-bit colour, downsampled on terminals with fewer colours.
  ///
  /// - Parameters:
  ///   - red: the red channel, 0–255.
  ///   - green: the green channel, 0–255.
  ///   - blue: the blue channel, 0–255.
  /// - Returns: the colour.
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
    Color(.rgb(RGB(red, green, blue)))
  }

  /// A 24-bit colour from `#rrggbb`; nil when the text is not one.
  ///
  /// - Parameter hex: six hexadecimal digits, with or without a leading `#`.
  public init?(hex: String) {
    guard let rgb = RGB(hex: hex) else { return nil }
    self.init(.rgb(rgb))
  }

  /// The same colour, labelled with the token it came from.
  ///
  /// - Parameter token: the token name, or nil to drop it.
  /// - Returns: the colour, labelled.
  public func named(_ token: TokenName?) -> Color {
    var copy = self
    copy.token = token
    return copy
  }

  /// Whether this is the terminal's default colour.
  public var isDefault: Bool { kind == .default }

  /// Whether no one chose this colour: the terminal's default with no token, which a theme's
  /// surface replaces (``Canvas/paintSurface(foreground:background:)``). A token that is the
  /// terminal's own colour (mono's) or ``terminalDefault`` is a choice and stays.
  public var isUnset: Bool { kind == .default && token == nil }

  /// The terminal's default colour, chosen on purpose: no theme surface is painted over it.
  public static let terminalDefault = Color(.default, token: TokenName("terminal"))

  /// The colour as it is sent to a terminal with the given profile, with the token dropped.
  ///
  /// Under ``ColorProfile/none`` every colour becomes the terminal default.
  ///
  /// - Parameter profile: the terminal's colour support.
  /// - Returns: the colour to send: the pinned fallback, the nearest palette colour, or the colour itself.
  public func resolved(for profile: ColorProfile) -> Kind {
    switch (profile, kind) {
    case (.none, _), (_, .default): return .default
    case (.truecolor, _): return kind
    case (.ansi256, .rgb(let rgb)): return .palette(ansi256Fallback ?? ColorMatcher.nearest256(rgb))
    case (.ansi256, _): return kind
    case (.ansi16, .ansi): return kind
    case (.ansi16, .palette(let index)):
      if let ansi16Fallback { return .ansi(ansi16Fallback) }
      if index < 16, let color = ANSIColor(rawValue: index) { return .ansi(color) }
      return .ansi(ColorMatcher.nearest16(ColorMatcher.rgb(ofPalette: index)))
    case (.ansi16, .rgb(let rgb)):
      return .ansi(ansi16Fallback ?? ColorMatcher.nearest16(rgb))
    }
  }
}
