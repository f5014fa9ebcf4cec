/// The number of terminal cells a piece of text occupies.
///
/// Width is measured per grapheme cluster (a Swift `Character`), the unit a modern terminal
/// stores in a cell, with tables generated from the Unicode Character Database
/// (``DisplayWidth/unicodeVersion``):
///
/// - East Asian Width W and F: 2 cells (CJK, Hangul, fullwidth forms, emoji presentation).
/// - A cluster with VS16 (U+FE0F) on an emoji: 2 cells (`❤️`, `5️`, keycaps such as `1️⃣`).
/// - A cluster with VS15 (U+FE0E): 1 cell (text presentation, `⌚︎`).
/// - Regional indicators: 2 cells for a flag pair or a lone indicator.
/// - Skin-tone and ZWJ sequences: the width of their base, 2 cells.
/// - Combining marks, format characters and default-ignorables: 0 cells.
/// - Control characters: 0 cells (``Sanitizer`` turns them into visible symbols first).
/// - East Asian Ambiguous: 1 cell.
///
/// Any other cluster is the sum of its scalars' widths, capped at 2.
///
/// ```swift
/// DisplayWidth.of("日本") // 4
/// DisplayWidth.of("👍🏽")   // 2
/// ```
public enum DisplayWidth {
  /// The Unicode version of the generated width tables.
  public static var unicodeVersion: String { WidthTables.unicodeVersion }

  /// The display width of a whole string: the sum of its grapheme clusters' widths.
  ///
  /// - Parameter string: the text; no line breaks expected.
  /// - Returns: the number of cells it takes.
  public static func of(_ string: some StringProtocol) -> Int {
    if case .some(.some(let width)) = string.utf8.withContiguousStorageIfAvailable(standaloneWidth) {
      return width
    }
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// The width of UTF-8 text in which every scalar is a grapheme cluster of its own (ASCII,
  /// and the scalars ``Glyph`` draws without segmenting, such as box drawing, CJK and most
  /// emoji): the sum of the scalars' widths, read straight from the bytes; nil when a scalar
  /// could join a neighbour (a mark, a joiner, a selector, a regional indicator), which needs
  /// the cluster-by-cluster reading. Both give the same width wherever this one answers.
  static func standaloneWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var total = 0
    var index = 0
    let end = bytes.count
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        // Controls (C0 and DEL) break clusters on both sides and take no cells; CR LF is one
        // cluster of two, still none.
        if lead >= 0x20 && lead != 0x7F { total += 1 }
        index += 1
        continue
      }
      guard let (value, length) = Glyph.scalar(at: index, in: bytes[...]), Glyph.standsAlone(value) else {
        return nil
      }
      total += width(ofScalar: value)
      index += length
    }
    return total
  }

  /// The display width of one grapheme cluster: 0, 1 or 2 cells.
  ///
  /// - Parameter character: the grapheme cluster.
  /// - Returns: the number of cells it takes.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    guard let second = iterator.next() else { return width(ofScalar: first.value) }
    var sawPresentation = false
    var total = width(ofScalar: first.value) + width(ofScalar: second.value)
    var sawEmojiPresentation = false
    var sawKeycap = false
    for scalar in scalars {
      if scalar.value == 0xFE0F { sawEmojiPresentation = true }
      if scalar.value == 0xFE0E { sawPresentation = true }
      if scalar.value == 0x20E3 { sawKeycap = true }
    }
    // VS16 asks for emoji presentation, which only emoji take: a keycap (`1️⃣`), a keycap's
    // base alone (`5️`, `#️`: emoji variation sequences too) or a symbol from U+00A9 on (`☺️`).
    // After a plain letter (`a` + U+FE0F) it changes nothing, as in terminals and wcwidth.
    let keycapBase = first.value == 0x23 || first.value == 0x2A || (0x30...0x39).contains(first.value)
    if sawEmojiPresentation && (first.value >= 0xA9 || sawKeycap || keycapBase) { return 2 }
    if sawPresentation { return 1 }
    if isRegionalIndicator(first.value) { return 2 }
    while let next = iterator.next() { total += width(ofScalar: next.value) }
    return min(total, 2)
  }

  /// The display width of one Unicode scalar on its own: 0, 1 or 2 cells.
  ///
  /// - Parameter value: the scalar value.
  /// - Returns: the number of cells: 0 for controls and combining marks, 2 for wide characters, else 1.
  public static func width(ofScalar value: UInt32) -> Int {
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    if contains(WidthTables.zeroWidth, value) { return 0 }
    if isRegionalIndicator(value) { return 2 }
    if value >= 0x1100 && contains(WidthTables.wide, value) { return 2 }
    return 1
  }

  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    value >= 0x1F1E6 && value <= 0x1F1FF
  }

  static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count - 1
    while low <= high {
      let mid = (low + high) >> 1
      let range = table[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}

extension StringProtocol {
  /// The number of terminal cells this text occupies; see ``DisplayWidth``.
  public var displayWidth: Int { DisplayWidth.of(self) }
}
