/// Where a line sits within a wider space.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  /// Flush with the leading (left) edge.
  case leading
  /// Centred; an odd leftover cell goes to the trailing side.
  case center
  /// Flush with the trailing (right) edge.
  case trailing

  /// The offset of a line `lineWidth` cells wide inside `width` cells.
  ///
  /// - Parameters:
  ///   - lineWidth: the line's width, in cells.
  ///   - width: the width of the space the line sits in, in cells.
  /// - Returns: the number of cells before the line; 0 when the line is as wide as the space or wider.
  public func offset(lineWidth: Int, in width: Int) -> Int {
    let free = max(0, width - lineWidth)
    switch self {
    case .leading: return 0
    case .center: return free / 2
    case .trailing: return free
    }
  }
}

/// Which part of a too-long line gives way to `…`.
public enum TruncationMode: Sendable, Hashable, CaseIterable {
  /// Keep the end: `…the end`.
  case head
  /// Keep both ends: `The…end`.
  case middle
  /// Keep the start: `The st…`.
  case tail
}

/// Word wrapping, truncation and alignment over glyphs, in whole cells.
///
/// ```swift
/// TextLayout.wrap("the quick brown fox", width: 9) // ["the quick", "brown fox"]
/// TextLayout.truncate("Continue", width: 5, mode: .tail) // "Cont…"
/// ```
public enum TextLayout {
  /// Wide characters a line may not start with: closing punctuation and brackets, small kana,
  /// iteration and prolonged sound marks.
  static let noLineStart: Set<UInt32> = Set(
    "、。，．・：；？！゛゜ヽヾゝゞ々〻ー）］｝」』】〕〉》〙〗〟’”｠»ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ…‥〜～！？"
      .unicodeScalars.map(\.value))
  /// Wide characters a line may not end with: opening brackets and quotes.
  static let noLineEnd: Set<UInt32> = Set("（［｛「『【〔〈《〘〖〝‘“｟«".unicodeScalars.map(\.value))

  /// Greedy word wrapping of one line of glyphs to `width` cells.
  ///
  /// A line breaks at a space (the spaces at the break are dropped) or between two wide
  /// characters, so CJK text wraps without spaces; but, as Japanese line breaking (kinsoku)
  /// asks, never before closing punctuation, small kana or the prolonged sound mark (`。`,
  /// `、`, `」`, `っ`, `ー`), nor after an opening bracket (`「`, `（`). A word longer than the
  /// width is cut hard.
  /// Returns the ranges of `glyphs` that make up each line; there is always at least one.
  ///
  /// - Parameters:
  ///   - glyphs: one line's glyphs, with no line breaks.
  ///   - width: the most cells a line may take; 0 or less keeps the line whole.
  /// - Returns: the range of `glyphs` of each line, in order.
  public static func wrap(_ glyphs: [Glyph], width: Int) -> [Range<Int>] {
    let count = glyphs.count
    guard width > 0 else { return [0..<count] }
    var lines: [Range<Int>] = []
    var start = 0
    var column = 0
    var breakEnd = -1
    var breakNext = -1
    var index = 0
    func trimmed(_ end: Int) -> Int {
      var end = end
      while end > start && glyphs[end - 1].isSpace { end -= 1 }
      return end
    }
    func skipSpaces(_ from: Int) -> Int {
      var from = from
      while from < count && glyphs[from].isSpace { from += 1 }
      return from
    }
    while index < count {
      let glyph = glyphs[index]
      if glyph.isSpace {
        if column + 1 > width {
          lines.append(start..<trimmed(index))
          start = skipSpaces(index)
          index = start
          column = 0
          breakEnd = -1
          continue
        }
        if index > start && !glyphs[index - 1].isSpace {
          breakEnd = index
        }
        breakNext = index + 1
        column += 1
        index += 1
        continue
      }
      if glyph.width == 2 && index > start && glyphs[index - 1].width == 2
        && !Self.noLineStart.contains(glyph.value) && !Self.noLineEnd.contains(glyphs[index - 1].value)
      {
        breakEnd = index
        breakNext = index
      }
      if column + glyph.width > width {
        if breakEnd > start {
          lines.append(start..<trimmed(breakEnd))
          start = skipSpaces(breakNext)
        } else if index == start {
          lines.append(start..<(index + 1))
          start = index + 1
        } else {
          lines.append(start..<index)
          start = index
        }
        index = start
        column = 0
        breakEnd = -1
        continue
      }
      column += glyph.width
      index += 1
    }
    if start < count || lines.isEmpty {
      lines.append(start..<trimmed(count))
    }
    return lines
  }

  /// Wraps a string to `width` cells, honouring its own line breaks.
  ///
  /// - Parameters:
  ///   - text: the string; `\n`, `\r\n`, `\r`, U+2028 and U+2029 start new lines.
  ///   - width: the most cells a line may take.
  /// - Returns: the lines, in order, each at most `width` cells.
  public static func wrap(_ text: String, width: Int) -> [String] {
    var result: [String] = []
    for line in Glyph.lines(of: text) {
      let glyphs = Glyph.glyphs(of: line)
      for range in wrap(glyphs, width: width) { result.append(Array(glyphs[range]).string) }
    }
    return result
  }

  /// Shortens glyphs to at most `width` cells, putting `…` where text was removed.
  ///
  /// A wide character that would straddle the limit is dropped rather than split.
  ///
  /// - Parameters:
  ///   - glyphs: one line's glyphs.
  ///   - width: the most cells the result may take; 0 or less gives no glyphs.
  ///   - mode: where text is removed: at the head, in the middle or at the tail.
  /// - Returns: the glyphs unchanged when they fit, else the shortened ones with `…`.
  public static func truncate(_ glyphs: [Glyph], width: Int, mode: TruncationMode) -> [Glyph] {
    guard width > 0 else { return [] }
    if glyphs.displayWidth <= width { return glyphs }
    let budget = width - 1
    switch mode {
    case .tail:
      return prefix(glyphs, width: budget) + [.ellipsis]
    case .head:
      return [.ellipsis] + suffix(glyphs, width: budget)
    case .middle:
      let left = prefix(glyphs, width: (budget + 1) / 2)
      let right = suffix(glyphs, width: budget - left.displayWidth)
      return left + [.ellipsis] + right
    }
  }

  /// Shortens a string to at most `width` cells with `…`.
  ///
  /// - Parameters:
  ///   - text: one line of text.
  ///   - width: the most cells the result may take.
  ///   - mode: where text is removed: at the head, in the middle or at the tail.
  /// - Returns: the text unchanged when it fits, else the shortened text with `…`.
  public static func truncate(_ text: String, width: Int, mode: TruncationMode = .tail) -> String {
    truncate(Glyph.glyphs(of: text), width: width, mode: mode).string
  }

  /// Pads a string with spaces to exactly `width` cells (truncating with `…` when longer).
  ///
  /// - Parameters:
  ///   - text: one line of text.
  ///   - width: the number of cells the result takes.
  ///   - alignment: where the text sits inside the padding.
  /// - Returns: the text padded or shortened to `width` cells.
  public static func pad(_ text: String, width: Int, alignment: TextAlignment) -> String {
    let glyphs = truncate(Glyph.glyphs(of: text), width: width, mode: .tail)
    let lineWidth = glyphs.displayWidth
    let left = alignment.offset(lineWidth: lineWidth, in: width)
    let right = width - lineWidth - left
    return String(repeating: " ", count: left) + glyphs.string + String(repeating: " ", count: right)
  }

  package static func prefix(_ glyphs: [Glyph], width: Int) -> [Glyph] {
    var used = 0
    var end = 0
    while end < glyphs.count && used + glyphs[end].width <= width {
      used += glyphs[end].width
      end += 1
    }
    return Array(glyphs[..<end])
  }

  static func suffix(_ glyphs: [Glyph], width: Int) -> [Glyph] {
    var used = 0
    var start = glyphs.count
    while start > 0 && used + glyphs[start - 1].width <= width {
      used += glyphs[start - 1].width
      start -= 1
    }
    return Array(glyphs[start...])
  }
}
