import Testing

@testable import ViewKitDriver
@testable import ViewKitTesting

@Suite struct SnapshotDiffTests {
  let golden = """
    viewkit-snapshot 1 id=a/b theme=dark size=6x2 profile=truecolor
    ab 日 \("")
    cd    \("")
    --- styles
    0:0-1 bold "ab"
    """

  @Test func equalTextsHaveNoDiff() {
    #expect(SnapshotDiff.describe(expected: golden, actual: golden).isEmpty)
  }

  @Test func pointsAtTheChangedColumn() {
    let actual = golden.replacingOccurrences(of: "cd    ", with: "cX    ")
    let diff = SnapshotDiff.describe(expected: golden, actual: actual)
    #expect(diff.contains("@@ grid row 1 @@"))  // rows count from 0, as in the style runs
    #expect(diff.contains("-    3 │ cd····"))
    #expect(diff.contains("+    3 │ cX····"))
    #expect(diff.contains("       │  ^\n"))
    #expect(diff.contains("column 2: expected \"d\" (U+0064), got \"X\" (U+0058)"))
  }

  @Test func wideCharactersAreNamedWithTheirWidth() {
    let actual = golden.replacingOccurrences(of: "ab 日 ", with: "ab xy ")
    let diff = SnapshotDiff.describe(expected: golden, actual: actual)
    #expect(diff.contains("column 4: expected \"日\" (U+65E5, 2 cells), got \"x\" (U+0078)"))
    #expect(diff.contains("│    ^^"))
  }

  @Test func styleRunsAreDiffedInTheirOwnSection() {
    let actual = golden.replacingOccurrences(of: "0:0-1 bold \"ab\"", with: "0:0-1 italic \"ab\"")
    let diff = SnapshotDiff.describe(expected: golden, actual: actual)
    #expect(diff.contains("@@ style runs @@"))
    #expect(diff.contains("+    5 │ 0:0-1 italic \"ab\""))
  }

  @Test func insertedAndRemovedLinesAreAligned() {
    let actual = golden + "\n1:0-1 underline \"cd\""
    let diff = SnapshotDiff.describe(expected: golden, actual: actual)
    #expect(diff.contains("+    6 │ 1:0-1 underline \"cd\""))
    #expect(!diff.contains("-    5"))
  }

  @Test func invisibleCharactersAreShown() {
    #expect(SnapshotDiff.visible("a\u{200B}b  ") == "a⟨U+200B⟩b··")
    #expect(SnapshotDiff.visible("x\u{A0}y\tz") == "x⍽y→z")
    #expect(SnapshotDiff.visible(" a b") == " a b")
  }
}
