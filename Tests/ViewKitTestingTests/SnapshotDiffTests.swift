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

  @Test func styleChangesAreSummarisedPerRun() {
    let actual = golden.replacingOccurrences(of: "0:0-1 bold \"ab\"", with: "0:0-1 italic \"ab\"")
    let diff = SnapshotDiff.describe(expected: golden, actual: actual)
    #expect(diff.contains("@@ styles @@"))
    #expect(diff.contains("row 0, cols 0–1: +italic, −bold"))
    #expect(!diff.contains("column"), "no note per character")
  }

  @Test func anAddedRunIsOneLine() {
    let actual = golden + "\n1:0-1 underline \"cd\""
    let diff = SnapshotDiff.describe(expected: golden, actual: actual)
    #expect(diff.contains("row 1, cols 0–1: +underline"))
    #expect(!diff.contains("grid row"), "the text did not change")
  }

  /// A one-word title change in a themed golden: the grid row first, then one line per run
  /// whose colours changed, however long the run.
  @Test func aColourChangeIsOneLinePerRun() {
    let before = """
      viewkit-snapshot 2 id=a/b theme=dark size=20x1 profile=truecolor
      ╭─ Title ──────────╮
      --- styles
      0:0-2 fg=#6b7390(color.border.default) "╭─ "
      0:3-7 fg=#e6e9f0(color.text.default) bold "Title"
      0:8-19 fg=#6b7390(color.border.default) " ──────────╮"
      """
    let after =
      before
      .replacingOccurrences(of: "Title", with: "Tilte")
      .replacingOccurrences(
        of: "0:8-19 fg=#6b7390(color.border.default)", with: "0:8-19 fg=#a9b0c2(color.text.muted)")
    let diff = SnapshotDiff.describe(expected: before, actual: after)
    #expect(diff.contains("@@ grid row 0 @@"))
    #expect(diff.contains("row 0, cols 8–19: fg #6b7390(color.border.default) → #a9b0c2(color.text.muted)"))
    #expect(diff.components(separatedBy: "\n").filter { $0.contains("row 0, col") }.count == 1)
  }

  @Test func manyStyleChangesAreCounted() {
    var before = "viewkit-snapshot 2 id=a/b size=1x100 profile=none\n"
    before += String(repeating: "x\n", count: 100) + "--- styles"
    var after = before
    for row in 0..<100 { after += "\n\(row):0-0 bold \"x\"" }
    before += ""
    let diff = SnapshotDiff.describe(expected: before, actual: after)
    #expect(diff.contains("… and 60 more style changes"))
  }

  @Test func otherTextsGetALineDiff() {
    let diff = SnapshotDiff.describe(expected: "one\ntwo", actual: "one\nthree")
    #expect(diff.contains("+    2 │ three"))
  }

  @Test func invisibleCharactersAreShown() {
    #expect(SnapshotDiff.visible("a\u{200B}b  ") == "a⟨U+200B⟩b··")
    #expect(SnapshotDiff.visible("x\u{A0}y\tz") == "x⍽y→z")
    #expect(SnapshotDiff.visible(" a b") == " a b")
  }
}
