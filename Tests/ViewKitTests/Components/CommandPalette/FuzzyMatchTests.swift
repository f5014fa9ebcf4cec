import Testing
import ViewKitTesting

@testable import ViewKitComponents

@Suite struct FuzzyMatchTests {
  @Test func findsTheLettersInOrderIgnoringCaseAndSpaces() throws {
    let match = try #require(FuzzyMatch("NF", in: "next field"))
    #expect(match.positions == [0, 5])
    #expect(FuzzyMatch("fn", in: "next field") == nil)
    #expect(FuzzyMatch("next  field", in: "Next field")?.positions.count == 9)
    #expect(FuzzyMatch("xyz", in: "ab") == nil)
  }

  @Test func anEmptyQueryMatchesEverything() {
    #expect(FuzzyMatch("", in: "anything") == FuzzyMatch("   ", in: "anything"))
    #expect(FuzzyMatch("", in: "")?.score == 0)
    #expect(FuzzyMatch("a", in: "") == nil)
  }

  @Test func wordStartsAndRunsRankFirst() {
    let titles = ["unfold", "next field", "notify friends"]
    #expect(FuzzyMatch.rank("nf", titles).map(\.index) == [1, 2, 0])
    // A run beats letters scattered over word starts: "Sign out" before "Save in green".
    let ranked = FuzzyMatch.rank("sign", ["Save in green", "Sign out"])
    #expect(ranked.map(\.index) == [1, 0])
    #expect(ranked.first?.match.positions == [0, 1, 2, 3])
  }

  @Test func prefersTheBestAlignmentOverTheFirst() throws {
    // Greedy matching would take the s and a of "search" and leave "ve" scattered.
    let match = try #require(FuzzyMatch("save", in: "search and save"))
    #expect(match.positions == [11, 12, 13, 14])
  }

  @Test func camelCaseHumpsAreWordStarts() throws {
    let match = try #require(FuzzyMatch("ot", in: "openTerminal"))
    #expect(match.positions == [0, 4])
  }

  @Test func equalScoresKeepTheirOrder() {
    #expect(FuzzyMatch.rank("", ["b", "a", "c"]).map(\.index) == [0, 1, 2])
    #expect(FuzzyMatch.rank("x", ["x1", "x2", "x3"]).map(\.index) == [0, 1, 2])
  }

  @Test func graphemesAreOneCharacterEach() throws {
    let match = try #require(FuzzyMatch("東京", in: "🚀 東京の天気"))
    #expect(match.positions == [2, 3])
    #expect(FuzzyMatch("👍🏽", in: "👍🏽 approve")?.positions == [0])
  }

  @Test func longInputIsCutNotSlow() {
    let title = String(repeating: "ab", count: 10_000)
    let query = String(repeating: "a", count: 1_000)
    // At most 64 query characters against 256 title characters.
    #expect(FuzzyMatch(query, in: title)?.positions.count == FuzzyMatch.longestQuery)
  }

  /// Seeded random queries and titles: a match, when there is one, names characters of the
  /// title that spell the query, in order.
  @Test func fuzz() {
    var generator = SeededRandom(seed: 0xC0FFEE)
    let alphabet = Array("abAB -_東🚀é\u{301}")
    for _ in 0..<2_000 {
      let title = String(
        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      let query = String(
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      guard let match = FuzzyMatch(query, in: title) else { continue }
      let characters = Array(title)
      #expect(match.positions == match.positions.sorted())
      #expect(Set(match.positions).count == match.positions.count)
      let spelled = match.positions.map { characters[$0].lowercased() }.joined()
      #expect(spelled == query.filter { !$0.isWhitespace }.map { $0.lowercased() }.joined())
    }
  }
}
