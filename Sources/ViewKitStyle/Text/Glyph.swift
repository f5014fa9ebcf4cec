import Synchronization
import ViewKitPlatform

/// Every multi-scalar grapheme cluster seen so far, so a ``Glyph`` can stay a plain 8-byte value.
///
/// Clusters of several scalars (emoji sequences, letters with combining marks) are rare next
/// to single scalars; each distinct one is stored once for the life of the process.
package enum ClusterTable {
  private static let table = Mutex<(strings: [String], ids: [String: UInt32])>(([], [:]))

  static func id(for cluster: String) -> UInt32 {
    table.withLock { table in
      if let id = table.ids[cluster] { return id }
      let id = UInt32(table.strings.count)
      table.strings.append(cluster)
      table.ids[cluster] = id
      return id
    }
  }

  package static func string(_ id: UInt32) -> String {
    table.withLock { table in Int(id) < table.strings.count ? table.strings[Int(id)] : "\u{FFFD}" }
  }
}

/// One grapheme cluster with its display width, ready to be placed in cells.
///
/// Glyphs are made by ``Glyph/glyphs(of:tabWidth:)``, which sanitises control characters,
/// expands tabs and drops clusters that take no cell, so every glyph is safe to draw.
public struct Glyph: Hashable, Sendable {
  /// A scalar value, or ``clusterFlag`` with an index into ``ClusterTable``.
  package let value: UInt32
  package let cells: UInt8

  @inlinable package static var clusterFlag: UInt32 { 0x8000_0000 }

  /// The number of cells the glyph occupies: 1 or 2.
  public var width: Int { Int(cells) }

  /// A glyph for one scalar, measured with ``DisplayWidth``; controls become visible symbols.
  ///
  /// - Parameter scalar: the scalar to show.
  public init(_ scalar: Unicode.Scalar) {
    let visible = Sanitizer.visible(scalar)
    value = visible.value
    cells = UInt8(max(1, DisplayWidth.width(ofScalar: visible.value)))
  }

  init(value: UInt32, width: Int) {
    self.value = value
    cells = UInt8(width)
  }

  /// A blank cell, one space wide, used to clear cells and pad text.
  public static let space = Glyph(value: 0x20, width: 1)
  /// The ellipsis used by truncation.
  public static let ellipsis = Glyph(value: 0x2026, width: 1)

  /// The text of the glyph.
  public var string: String {
    if value & Self.clusterFlag != 0 { return ClusterTable.string(value & ~Self.clusterFlag) }
    return Unicode.Scalar(value).map { String(Character($0)) } ?? " "
  }

  /// Whether the glyph is a plain space, where word wrapping may break a line.
  public var isSpace: Bool { value == 0x20 }

  /// Whether a scalar always forms a grapheme cluster on its own when its neighbours do too:
  /// no mark, joiner, selector, modifier, regional indicator, jamo or prepended sign.
  @inline(__always)
  static func standsAlone(_ value: UInt32) -> Bool {
    if value < 0x300 { return value >= 0x20 && (value < 0x7F || value >= 0xA0) }
    if value >= 0x3041 && value <= 0x3096 { return true }  // hiragana
    if value >= 0x30A1 && value <= 0x30FA { return true }  // katakana
    if value >= 0x4E00 && value <= 0x9FFF { return true }  // CJK unified ideographs
    if value >= 0xAC00 && value <= 0xD7A3 { return true }  // Hangul syllables
    if value >= 0x2010 && value <= 0x2027 { return true }  // dashes, quotes, ellipsis
    if value >= 0x2500 && value <= 0x25FF { return true }  // box drawing, blocks, shapes
    if value >= 0x1F300 && value <= 0x1F3FA { return true }  // emoji, before skin tones
    if value >= 0x1F400 && value <= 0x1F6FF { return true }
    if value >= 0x1F900 && value <= 0x1F9FF { return true }
    return false
  }

  /// Splits one line of text (no line breaks expected) into drawable glyphs.
  ///
  /// Control characters become visible symbols, a tab advances to the next multiple of
  /// `tabWidth` cells, and clusters of zero width (a stray combining mark, a bidi control)
  /// are dropped so they cannot attach to a neighbouring cell.
  ///
  /// - Parameters:
  ///   - line: one line of text.
  ///   - tabWidth: the spacing of tab stops, in cells.
  /// - Returns: the glyphs, each one or two cells wide.
  public static func glyphs(of line: some StringProtocol, tabWidth: Int = 4) -> [Glyph] {
    var text = String(line)
    if let fast = text.withUTF8({ simpleGlyphs($0[...]) }) { return fast }
    return clusterGlyphs(of: text, tabWidth: tabWidth)
  }

  /// Splits text into paragraphs of glyphs at `\n`, `\r\n`, `\r`, U+2028 and U+2029.
  ///
  /// - Parameters:
  ///   - text: the text to split.
  ///   - tabWidth: the spacing of tab stops, in cells.
  /// - Returns: one array of glyphs per paragraph, in order; an empty line gives an empty array.
  public static func paragraphs(of text: String, tabWidth: Int = 4) -> [[Glyph]] {
    var text = text
    let fast: [[Glyph]]? = text.withUTF8 { bytes in
      var result: [[Glyph]] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
          guard let line = simpleGlyphs(bytes[start..<index]) else { return nil }
          result.append(line)
          index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
          start = index
          continue
        }
        if byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        {
          return nil
        }
        index += 1
      }
      guard let last = simpleGlyphs(bytes[start..<bytes.count]) else { return nil }
      result.append(last)
      return result
    }
    if let fast { return fast }
    return lines(of: text).map { clusterGlyphs(of: String($0), tabWidth: tabWidth) }
  }

  /// Glyphs decoded straight from UTF-8 when every scalar is its own cluster; nil otherwise.
  static func simpleGlyphs(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [Glyph]? {
    var result: [Glyph] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        guard lead >= 0x20 && lead != 0x7F else { return nil }
        result.append(Glyph(value: UInt32(lead), width: 1))
        index += 1
        continue
      }
      guard let (value, length) = scalar(at: index, in: bytes), standsAlone(value) else { return nil }
      result.append(Glyph(value: value, width: DisplayWidth.width(ofScalar: value)))
      index += length
    }
    return result
  }

  /// The non-ASCII scalar whose UTF-8 starts at `index` of valid UTF-8 (a `String`'s), and
  /// its length in bytes; nil when the bytes end inside it.
  @inline(__always)
  static func scalar(at index: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> (UInt32, Int)? {
    let lead = bytes[index]
    var value: UInt32
    let length: Int
    if lead >= 0xF0 {
      value = UInt32(lead & 0x07)
      length = 4
    } else if lead >= 0xE0 {
      value = UInt32(lead & 0x0F)
      length = 3
    } else {
      value = UInt32(lead & 0x1F)
      length = 2
    }
    guard index + length <= bytes.endIndex else { return nil }
    for offset in 1..<length { value = (value << 6) | UInt32(bytes[index + offset] & 0x3F) }
    return (value, length)
  }

  /// Glyphs by full grapheme-cluster segmentation: the general path.
  static func clusterGlyphs(of line: String, tabWidth: Int) -> [Glyph] {
    var result: [Glyph] = []
    result.reserveCapacity(line.utf8.count)
    var column = 0
    for character in line {
      let scalars = character.unicodeScalars
      if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
        let value = first.value
        if value == 0x09 && tabWidth > 0 {
          let count = tabWidth - column % tabWidth
          for _ in 0..<count { result.append(.space) }
          column += count
          continue
        }
        let glyph =
          Sanitizer.isControl(value)
          ? Glyph(first) : Glyph(value: value, width: DisplayWidth.width(ofScalar: value))
        if glyph.cells == 0 { continue }
        result.append(glyph)
        column += glyph.width
        continue
      }
      if scalars.contains(where: { Sanitizer.isControl($0.value) }) {
        // "\r\n" or a control with marks attached: show every scalar, visibly.
        for scalar in scalars {
          let glyph = Glyph(scalar)
          if DisplayWidth.width(ofScalar: glyph.value) == 0 { continue }
          result.append(glyph)
          column += glyph.width
        }
        continue
      }
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      result.append(Glyph(value: clusterFlag | ClusterTable.id(for: String(character)), width: width))
      column += width
    }
    return result
  }

  /// Splits text into lines at `\n`, `\r\n`, `\r`, U+2028 and U+2029.
  ///
  /// - Parameter text: the text to split.
  /// - Returns: the lines, without their breaks; empty lines kept.
  public static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}"
        || character == "\u{2029}"
    }
  }
}

extension Sequence where Element == Glyph {
  /// The total display width of the glyphs: of an array, a slice or a line of them.
  public var displayWidth: Int {
    var total = 0
    for glyph in self { total += glyph.width }
    return total
  }
}

extension Array where Element == Glyph {
  /// The glyphs joined back into a string.
  public var string: String {
    var result = ""
    for glyph in self { result += glyph.string }
    return result
  }
}

/// The glyphs of texts drawn recently, so a screen redrawn with the same words does not decode
/// them again: most of a frame's text is the previous frame's. Short texts only (a long document
/// is decoded each time), and the table starts over when full, so its memory stays bounded.
package enum GlyphCache {
  /// The longest text kept, in UTF-8 bytes.
  static let longestText = 512
  /// The most texts kept.
  static let capacity = 4_096
  private static let table = Mutex<[Key: GlyphText]>([:])

  /// A text compared and hashed by its UTF-8 bytes. `String`'s own hashing normalises
  /// non-ASCII text first (canonical equivalence), which costs more than decoding the glyphs;
  /// two spellings of one text may decode to different glyphs anyway, so bytes are the key.
  struct Key: Hashable {
    let text: String

    static func == (lhs: Key, rhs: Key) -> Bool {
      var left = lhs.text
      var right = rhs.text
      guard left.utf8.count == right.utf8.count else { return false }
      return left.withUTF8 { left in
        right.withUTF8 { right in
          guard let a = left.baseAddress, let b = right.baseAddress else { return true }
          return Platform.compareMemory(a, b, left.count) == 0
        }
      }
    }

    /// The length and three 8-byte samples (start, middle, end): texts that share all of
    /// them still compare by bytes, so a collision costs a `memcmp`, never a wrong answer.
    func hash(into hasher: inout Hasher) {
      var text = self.text
      text.withUTF8 { bytes in
        hasher.combine(bytes.count)
        guard bytes.count > 24, let base = UnsafeRawPointer(bytes.baseAddress) else {
          hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
          return
        }
        hasher.combine(base.loadUnaligned(as: UInt64.self))
        hasher.combine(base.loadUnaligned(fromByteOffset: bytes.count / 2 - 4, as: UInt64.self))
        hasher.combine(base.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      }
    }
  }

  /// The decoded text, remembered (with the lines it last wrapped to) when it is short.
  package static func text(_ text: String) -> GlyphText {
    guard text.utf8.count <= longestText else { return GlyphText(Glyph.paragraphs(of: text)) }
    let key = Key(text: text)
    if let known = table.withLock({ $0[key] }) { return known }
    let decoded = GlyphText(Glyph.paragraphs(of: text))
    table.withLock { table in
      if table.count >= capacity { table.removeAll(keepingCapacity: true) }
      table[key] = decoded
    }
    return decoded
  }
}

/// A text's paragraphs in glyphs, and the lines it was last wrapped to at two widths: a screen
/// redrawn at the same size wraps each text once, not once a frame.
package final class GlyphText: Sendable {
  package let paragraphs: [[Glyph]]
  /// Each paragraph's width in cells, counted once.
  private let paragraphWidths: [Int]
  /// The last two wrappings asked for, newest first: a layout asks a text at its ideal width
  /// and then at the width it gets, frame after frame, and a cache of one would wrap it twice.
  private let wrapped = Mutex<[(width: Int, lines: [ArraySlice<Glyph>], widest: Int)]>([])

  init(_ paragraphs: [[Glyph]]) {
    self.paragraphs = paragraphs
    self.paragraphWidths = paragraphs.map(\.displayWidth)
  }

  /// Every paragraph wrapped at spaces (and between wide characters) to `width` cells, and
  /// the width of the widest line.
  package func lines(wrappedTo width: Int) -> (lines: [ArraySlice<Glyph>], widest: Int) {
    if let known = wrapped.withLock({ cache in cache.first { $0.width == width } }) {
      return (known.lines, known.widest)
    }
    var result: [ArraySlice<Glyph>] = []
    result.reserveCapacity(paragraphs.count)
    var widest = 0
    for (paragraph, paragraphWidth) in zip(paragraphs, paragraphWidths) {
      if paragraphWidth <= width {
        result.append(paragraph[...])
        widest = max(widest, paragraphWidth)
        continue
      }
      for range in TextLayout.wrap(paragraph, width: max(1, width)) {
        let line = paragraph[range]
        result.append(line)
        widest = max(widest, line.displayWidth)
      }
    }
    wrapped.withLock { cache in
      cache.insert((width, result, widest), at: 0)
      if cache.count > 2 { cache.removeLast() }
    }
    return (result, widest)
  }
}
