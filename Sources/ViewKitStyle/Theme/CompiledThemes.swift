/// The built-in themes written out at build time, so a program does not resolve the theme files
/// each time it starts.
///
/// Loading `Themes/themes.resolver.json` (parsing 80 KB of JSON, resolving every alias of four
/// contexts, checking the schema and every declared contrast) is about 35 M instructions, some
/// milliseconds: twenty frames of the dashboard, paid by every process that draws with a
/// built-in theme. The resolved themes are the same every time, so `CompiledThemesTests` writes
/// them (`VIEWKIT_THEMES=update swift test --filter CompiledThemesTests`) into
/// `Theme+Compiled.swift` in this text form, which ``Theme/builtIn`` reads instead. That test
/// fails when the file is not what the theme files load to, as `generate-theme-keys.py --check`
/// does for the keys; and the text carries a hash of the theme files it was made from, so a
/// build whose theme files changed since (before the test has run) loads the files instead of
/// drawing with stale tokens. `themes check` and user theme files go through ``ThemeLoader``.
///
/// The text: a first line `viewkit-compiled-themes 1 HASH`; per theme a line `theme NAME
/// DISPLAY APPEARANCE`, a line `check FOREGROUND BACKGROUND MINIMUM` per contrast check, and a
/// line `PATH KIND FIELDS…` per token. Fields are separated by one space; a text field (`PATH`
/// too) is `=` and the text with every byte but letters, digits, `.`, `_` and `-` written `%XX`;
/// nil is `~`.
package enum CompiledThemes {
  /// The first line, without its version: `viewkit-compiled-themes 1`.
  static let header = "viewkit-compiled-themes"

  /// A hash of the theme files' names and texts (64-bit FNV-1a, in hexadecimal): what the
  /// compiled text was made from.
  ///
  /// - Parameter files: the files, as ``Theme/builtInFiles`` lists them.
  /// - Returns: sixteen hexadecimal digits.
  package static func sourceHash(of files: [(name: String, text: String)]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    for file in files {
      for byte in file.name.utf8 { add(byte) }
      add(0)
      for byte in file.text.utf8 { add(byte) }
      add(0)
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Themes as text.
  ///
  /// - Parameters:
  ///   - themes: resolved themes.
  ///   - sourceHash: ``sourceHash(of:)`` of the files they were loaded from.
  /// - Returns: the text ``decode(_:sourceHash:)`` reads back to equal themes.
  package static func encode(_ themes: [Theme], sourceHash: String) -> String {
    var lines = [header + " 1 " + sourceHash]
    for theme in themes {
      lines.append(
        "theme \(text(theme.name)) \(text(theme.displayName)) \(theme.appearance.rawValue)")
      for check in theme.contrastChecks {
        lines.append("check \(text(check.foreground)) \(text(check.background)) \(check.minimum)")
      }
      for path in theme.tokens.keys.sorted() {
        guard let value = theme.tokens[path] else { continue }
        lines.append(text(path) + " " + encode(value))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Themes from text that ``encode(_:sourceHash:)`` wrote.
  ///
  /// - Parameters:
  ///   - text: the text.
  ///   - sourceHash: the hash the text must name: of the theme files as they are now.
  /// - Returns: the themes, or nil when the text is not of this form or was made from other
  ///   files (then the caller loads the theme files).
  package static func decode(_ text: String, sourceHash: String) -> [Theme]? {
    // Read as bytes with a cursor: split by Character, it walked grapheme clusters (28 M
    // instructions, more than the loader it replaces); generic splits of UTF-8 views were 9 M.
    var line = Line(bytes: Array(text.utf8))
    guard line.advance(), line.next()?.elementsEqual(header.utf8) == true,
      line.next()?.elementsEqual("1".utf8) == true, line.next()?.elementsEqual(sourceHash.utf8) == true,
      line.isEmpty
    else { return nil }
    var themes: [Theme] = []
    var current: (name: String, display: String, appearance: Appearance)?
    var checks: [ContrastCheck] = []
    var tokens: [String: TokenValue] = [:]
    func finish() {
      guard let current else { return }
      themes.append(
        Theme(
          name: current.name, displayName: current.display, appearance: current.appearance, tokens: tokens,
          contrastChecks: checks))
    }
    while line.advance() {
      guard let first = line.next() else { return nil }
      if first.elementsEqual("theme".utf8) {
        finish()
        guard let name = line.text(), let display = line.text(),
          let appearance = line.next().flatMap({ Appearance(rawValue: String(decoding: $0, as: UTF8.self)) }),
          line.isEmpty
        else { return nil }
        current = (name, display, appearance)
        checks = []
        tokens = Dictionary(minimumCapacity: themes.last?.tokens.count ?? 512)
      } else if first.elementsEqual("check".utf8) {
        guard current != nil, let foreground = line.text(), let background = line.text(),
          let minimum = line.double(), line.isEmpty
        else { return nil }
        checks.append(ContrastCheck(foreground: foreground, background: background, minimum: minimum))
      } else {
        guard current != nil, let path = Line.text(first), let value = decodeValue(&line), line.isEmpty else {
          return nil
        }
        tokens[path] = value
      }
    }
    finish()
    return themes
  }

  /// The path of the compiled file, from the package's root.
  package static let sourcePath = "Sources/ViewKitStyle/Theme/Theme+Compiled.swift"

  /// The Swift file that compiles `themes` in: ``Theme/compiledBuiltIn``.
  ///
  /// - Parameters:
  ///   - themes: the built-in themes, as the theme files load.
  ///   - sourceHash: ``sourceHash(of:)`` of those files.
  /// - Returns: the file's text.
  package static func swiftSource(for themes: [Theme], sourceHash: String) -> String {
    let quotes = String(repeating: "\"", count: 3)
    let lines =
      [
        "// swift-format-ignore-file",
        "// Written by CompiledThemesTests from Themes/ (`VIEWKIT_THEMES=update swift test --filter",
        "// CompiledThemesTests`); do not edit. See CompiledThemes.swift.",
        "",
        "extension Theme {",
        "  /// The built-in themes, as ``loadBuiltIn()`` resolves `Themes/`, in ``CompiledThemes``' form.",
        "  package static let compiledBuiltIn = #" + quotes,
      ] + encode(themes, sourceHash: sourceHash).split(separator: "\n").map { "    " + $0 } + [
        "    " + quotes + "#", "}",
      ]
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Values

  private static func encode(_ value: TokenValue) -> String {
    switch value {
    case .color(let color, let preview): return "c \(encode(color)) \(preview.hex)"
    case .number(let number): return "n \(number)"
    case .duration(let milliseconds): return "t \(milliseconds)"
    case .border(let border): return "b \(border.style.rawValue) \(encode(border.color))"
    case .textStyle(let style):
      return "s \(style.attributes.rawValue) \(style.foreground.map(encode) ?? "~") "
        + (style.background.map(encode) ?? "~")
    case .dimension(let number, let unit): return "m \(number) \(text(unit))"
    case .fontFamily(let names): return (["f", String(names.count)] + names.map(text)).joined(separator: " ")
    case .fontWeight(let weight): return "w \(weight)"
    case .other(let type): return "o \(type.rawValue)"
    }
  }

  private static func decodeValue(_ line: inout Line) -> TokenValue? {
    guard let kind = line.next(), kind.count == 1, let letter = kind.first else { return nil }
    switch letter {
    case UInt8(ascii: "c"):
      guard let color = line.color(), let preview = line.next().flatMap(Line.rgb) else { return nil }
      return .color(color, preview: preview)
    case UInt8(ascii: "n"): return line.double().map { .number($0) }
    case UInt8(ascii: "t"): return line.integer().map { .duration(milliseconds: $0) }
    case UInt8(ascii: "b"):
      guard let style = line.next().flatMap({ BorderStyle(rawValue: String(decoding: $0, as: UTF8.self)) }),
        let color = line.color()
      else { return nil }
      return .border(BorderToken(style: style, color: color))
    case UInt8(ascii: "s"):
      guard let bits = line.integer().flatMap(UInt8.init(exactly:)), let foreground = line.optionalColor(),
        let background = line.optionalColor()
      else { return nil }
      return .textStyle(
        TextStyleToken(
          attributes: TextAttributes(rawValue: bits), foreground: foreground, background: background))
    case UInt8(ascii: "m"):
      guard let number = line.double(), let unit = line.text() else { return nil }
      return .dimension(number, unit: unit)
    case UInt8(ascii: "f"):
      guard let count = line.integer(), count >= 0 else { return nil }
      var names: [String] = []
      for _ in 0..<count {
        guard let name = line.text() else { return nil }
        names.append(name)
      }
      return .fontFamily(names)
    case UInt8(ascii: "w"): return line.integer().map { .fontWeight($0) }
    case UInt8(ascii: "o"):
      return line.next().flatMap { TokenType(rawValue: String(decoding: $0, as: UTF8.self)) }.map {
        .other($0)
      }
    default: return nil
    }
  }

  /// `KIND/256/16/TOKEN`: `d`, `aN` (palette colour N of 16), `pN` (of 256) or `#rrggbb`; the
  /// pinned fallbacks and the token's path, each `~` when there is none.
  private static func encode(_ color: Color) -> String {
    let kind: String
    switch color.kind {
    case .default: kind = "d"
    case .ansi(let ansi): kind = "a\(ansi.rawValue)"
    case .palette(let index): kind = "p\(index)"
    case .rgb(let rgb): kind = rgb.hex
    }
    return [
      kind, color.ansi256Fallback.map(String.init) ?? "~",
      color.ansi16Fallback.map { String($0.rawValue) } ?? "~",
      color.token.map { text($0.path) } ?? "~",
    ].joined(separator: "/")
  }

  fileprivate static func decodeColor(_ field: ArraySlice<UInt8>) -> Color? {
    // Four parts between slashes, found by hand: `split` makes an array for each colour.
    var rest = field
    func part() -> ArraySlice<UInt8>? {
      guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
      defer { rest = rest[(slash + 1)...] }
      return rest[..<slash]
    }
    guard let kindPart = part(), let fallback256 = part(), let fallback16 = part(),
      !rest.contains(UInt8(ascii: "/")), let first = kindPart.first
    else { return nil }
    let token = rest
    let kind: Color.Kind
    switch first {
    case UInt8(ascii: "d") where kindPart.count == 1: kind = .default
    case UInt8(ascii: "a"):
      guard let raw = Line.integer(kindPart.dropFirst()).flatMap(UInt8.init(exactly:)),
        let ansi = ANSIColor(rawValue: raw)
      else { return nil }
      kind = .ansi(ansi)
    case UInt8(ascii: "p"):
      guard let index = Line.integer(kindPart.dropFirst()).flatMap(UInt8.init(exactly:)) else { return nil }
      kind = .palette(index)
    default:
      guard let rgb = Line.rgb(kindPart) else { return nil }
      kind = .rgb(rgb)
    }
    var color = Color(kind)
    if !fallback256.elementsEqual("~".utf8) {
      guard let index = Line.integer(fallback256).flatMap(UInt8.init(exactly:)) else { return nil }
      color.ansi256Fallback = index
    }
    if !fallback16.elementsEqual("~".utf8) {
      guard let raw = Line.integer(fallback16).flatMap(UInt8.init(exactly:)),
        let ansi = ANSIColor(rawValue: raw)
      else { return nil }
      color.ansi16Fallback = ansi
    }
    if !token.elementsEqual("~".utf8) {
      guard let path = Line.text(token) else { return nil }
      color.token = TokenName(path)
    }
    return color
  }

  // MARK: - Text fields

  /// `=` and the text, every byte but `[A-Za-z0-9._-]` as `%XX`.
  static func text(_ value: String) -> String {
    var result = "="
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = String(byte, radix: 16, uppercase: true)
        result += "%" + (digits.count == 1 ? "0" : "") + digits
      }
    }
    return result
  }
}

/// The compiled text's bytes, a line at a time, and the fields of the current line in order.
private struct Line {
  let bytes: [UInt8]
  /// The start of the next line.
  private var nextLine = 0
  /// The next field's first byte.
  private var at = 0
  /// Where the current line ends (its newline, or the end).
  private var end = 0
  /// Whether the current line has no field left to read.
  private(set) var isEmpty = true

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Moves to the next line that has anything on it; false after the last.
  mutating func advance() -> Bool {
    while nextLine < bytes.count {
      at = nextLine
      end = at
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      nextLine = end + 1
      if end > at {
        isEmpty = false
        return true
      }
    }
    return false
  }

  /// The next field of the line (up to a space or the line's end); nil when none is left.
  mutating func next() -> ArraySlice<UInt8>? {
    guard !isEmpty else { return nil }
    var stop = at
    while stop < end && bytes[stop] != UInt8(ascii: " ") { stop += 1 }
    let field = bytes[at..<stop]
    if stop < end {
      at = stop + 1
    } else {
      isEmpty = true
    }
    return field
  }

  mutating func text() -> String? { next().flatMap(Self.text) }
  mutating func double() -> Double? { next().flatMap { Double(String(decoding: $0, as: UTF8.self)) } }
  mutating func integer() -> Int? { next().flatMap(Self.integer) }
  mutating func color() -> Color? { next().flatMap(CompiledThemes.decodeColor) }

  /// A colour or `~`: nil when the field is neither, `.some(nil)` for `~`.
  mutating func optionalColor() -> Color?? {
    guard let field = next() else { return nil }
    if field.elementsEqual("~".utf8) { return .some(nil) }
    return CompiledThemes.decodeColor(field).map { .some($0) }
  }

  /// A whole number in decimal, an optional `-` and at most 18 digits.
  static func integer(_ field: ArraySlice<UInt8>) -> Int? {
    var digits = field
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }

  /// `#rrggbb`, lower-case as ``RGB/hex`` writes it.
  static func rgb(_ field: ArraySlice<UInt8>) -> RGB? {
    guard field.count == 7, field.first == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    for byte in field.dropFirst() {
      guard let digit = hexDigit(byte, letters: UInt8(ascii: "a")) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return RGB(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
  }

  /// A text field's text: nil unless it is `=` and escaped bytes.
  static func text(_ field: ArraySlice<UInt8>) -> String? {
    guard field.first == UInt8(ascii: "=") else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var index = field.startIndex + 1
    while index < field.endIndex {
      let byte = field[index]
      index += 1
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard index + 2 <= field.endIndex, let high = hexDigit(field[index]),
        let low = hexDigit(field[index + 1])
      else {
        return nil
      }
      bytes.append(high << 4 | low)
      index += 2
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A hexadecimal digit's value, its letters from `letters` (`A` in escapes, `a` in colours).
  private static func hexDigit(_ byte: UInt8, letters: UInt8 = UInt8(ascii: "A")) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case letters...(letters + 5): return byte - letters + 10
    default: return nil
    }
  }
}
