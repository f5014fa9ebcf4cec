/// How well a query matches a title, and where: the query's characters found in order in the
/// title (case ignored, spaces in the query ignored), scored so that matches at word starts and
/// runs of consecutive characters rank first (`nf` finds "next field" before "unfold").
///
/// ```swift
/// FuzzyMatch("nf", in: "next field")?.positions  // [0, 5]
/// ```
public struct FuzzyMatch: Hashable, Sendable {
  /// Higher is better.
  public let score: Int
  /// The indices of the matched characters (grapheme clusters) in the title, ascending.
  public let positions: [Int]

  /// The longest query and title compared; longer ones are cut (a palette's titles are short).
  static let longestQuery = 64
  static let longestTitle = 256

  static let matchScore = 1
  static let wordStartBonus = 8
  static let consecutiveBonus = 8
  /// A match at the very start of the title: `re` finds "Refresh" before "Mark as read".
  static let firstCharacterBonus = 4

  /// Matches `query` against `title`; nil when the query's characters are not all there, in
  /// order. An empty query matches everything with score 0.
  ///
  /// - Parameters:
  ///   - query: what was typed.
  ///   - title: what it is matched against.
  public init?(_ query: String, in title: String) {
    let needle = query.filter { !$0.isWhitespace }.prefix(Self.longestQuery).map(Self.folded)
    let hay = Array(title.prefix(Self.longestTitle))
    guard !needle.isEmpty else {
      score = 0
      positions = []
      return
    }
    guard needle.count <= hay.count else { return nil }
    let folded = hay.map(Self.folded)
    let starts = hay.indices.map { Self.isWordStart(hay, at: $0) }
    let none = Int.min / 2
    // best[j][i]: the best score of the first j+1 query characters with the last at title
    // index i; from[j][i] where the one before it was.
    var best = [[Int]](repeating: [Int](repeating: none, count: hay.count), count: needle.count)
    var from = [[Int]](repeating: [Int](repeating: -1, count: hay.count), count: needle.count)
    for j in needle.indices {
      // The best of the previous row over title indices before i - 1, and where.
      var runningBest = none
      var runningAt = -1
      for i in hay.indices where i >= j {
        if j > 0, i >= 2, best[j - 1][i - 2] > runningBest {
          runningBest = best[j - 1][i - 2]
          runningAt = i - 2
        }
        guard folded[i] == needle[j] else { continue }
        let gain =
          Self.matchScore + (starts[i] ? Self.wordStartBonus : 0) + (i == 0 ? Self.firstCharacterBonus : 0)
        if j == 0 {
          best[j][i] = gain
          continue
        }
        var score = none
        var previous = -1
        if runningBest > none {
          score = runningBest + gain
          previous = runningAt
        }
        if i >= 1, best[j - 1][i - 1] > none, best[j - 1][i - 1] + gain + Self.consecutiveBonus > score {
          score = best[j - 1][i - 1] + gain + Self.consecutiveBonus
          previous = i - 1
        }
        if previous >= 0 {
          best[j][i] = score
          from[j][i] = previous
        }
      }
    }
    let last = needle.count - 1
    guard let end = hay.indices.max(by: { best[last][$0] < best[last][$1] }), best[last][end] > none else {
      return nil
    }
    var positions = [end]
    var j = last
    var i = end
    while j > 0 {
      i = from[j][i]
      j -= 1
      positions.append(i)
    }
    score = best[last][end]
    self.positions = positions.reversed()
  }

  /// A character as compared: lower case.
  static func folded(_ character: Character) -> String { character.lowercased() }

  /// Whether a word starts at `index`: the first character, one after a space or punctuation,
  /// or an upper-case letter after a lower-case one.
  static func isWordStart(_ characters: [Character], at index: Int) -> Bool {
    guard index > 0 else { return true }
    let before = characters[index - 1]
    let character = characters[index]
    if !(before.isLetter || before.isNumber) { return character.isLetter || character.isNumber }
    return character.isUppercase && before.isLowercase
  }

  /// The commands that match `query`, best first; equal scores keep their order (the focused
  /// view's keys before the screen's, the screen's before the app's).
  ///
  /// - Parameters:
  ///   - query: what was typed.
  ///   - titles: what is matched, in their own order.
  /// - Returns: the indices of the titles that match, with their matches, best first.
  public static func rank(_ query: String, _ titles: [String]) -> [(index: Int, match: FuzzyMatch)] {
    let matches = titles.enumerated().compactMap { entry in
      FuzzyMatch(query, in: entry.element).map { (index: entry.offset, match: $0) }
    }
    return matches.sorted { left, right in
      if left.match.score != right.match.score { return left.match.score > right.match.score }
      return left.index < right.index
    }
  }
}
