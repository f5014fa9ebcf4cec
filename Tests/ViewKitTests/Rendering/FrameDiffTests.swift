import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct FrameDiffTests {
  func render(_ text: String, width: Int = 10, height: Int = 2) -> Canvas {
    Renderer.render(Text(text), size: Size(width: width, height: height), paintsSurface: false)
  }

  @Test func firstFrameClearsAndPaints() {
    let bytes = FrameDiff.update(from: nil, to: render("hi"), profile: .truecolor)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[m\u{1B}[H\u{1B}[2Jhi")
  }

  @Test func oneChangedCellCostsAMoveAndTheCell() {
    let bytes = FrameDiff.update(from: render("likes: 23"), to: render("likes: 24"), profile: .truecolor)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;9H4")
  }

  @Test func nothingChangedWritesNothing() {
    #expect(FrameDiff.update(from: render("same"), to: render("same"), profile: .truecolor).isEmpty)
  }

  @Test func shortGapsAreRewrittenLongGapsAreSkipped() {
    let near = FrameDiff.update(from: render("a-b"), to: render("x-y"), profile: .truecolor)
    #expect(
      String(decoding: near, as: UTF8.self) == "\u{1B}[1;1Hx-y".replacingOccurrences(of: "[1;1H", with: "[1H")
    )
    let far = FrameDiff.update(
      from: render("a.........", width: 12), to: render("b........z", width: 12), profile: .truecolor)
    #expect(String(decoding: far, as: UTF8.self) == "\u{1B}[1Hb\u{1B}[8Cz")
  }

  @Test func styleChangesAreDiffedToo() {
    let before = Renderer.render(Text("ab"), size: Size(width: 2, height: 1), paintsSurface: false)
    let after = Renderer.render(
      HStack {
        Text("a"); Text("b").bold()
      }, size: Size(width: 2, height: 1), paintsSurface: false)
    let bytes = String(
      decoding: FrameDiff.update(from: before, to: after, profile: .truecolor), as: UTF8.self)
    #expect(bytes == "\u{1B}[1;2H\u{1B}[1mb\u{1B}[m")
  }

  @Test func resizeRepaintsInFull() {
    let bytes = FrameDiff.update(
      from: render("hi", width: 5), to: render("hi", width: 6), profile: .truecolor)
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2J"))
  }

  @Test func nothingChangedWritesNothingEvenSynchronized() {
    // Regression: an idle loop wrote the mode 2026 brackets, 16 bytes, every frame.
    #expect(
      FrameDiff.update(from: render("a"), to: render("a"), profile: .truecolor, synchronized: true).isEmpty)
  }

  @Test func synchronizedOutputWrapsTheUpdate() {
    let bytes = FrameDiff.update(from: render("a"), to: render("b"), profile: .truecolor, synchronized: true)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[1Hb\u{1B}[?2026l")
  }

  /// ❤️ (a text-default character with VS16) is one cell in xterm and alacritty, two in kitty:
  /// its second cell is written, in its style, before it, on a first paint and on an update,
  /// so whichever way the terminal draws it no cell keeps an old colour or glyph.
  @Test func everyCellAClusterReservesIsWrittenWhateverWidthTheTerminalDraws() {
    let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(200, 0, 0))
    func heart(_ text: String) -> Canvas {
      var canvas = Canvas(width: 6, height: 1)
      canvas.draw(text, at: Point(x: 1, y: 0), style: style)
      return canvas
    }
    let sgr = "\u{1B}[38;2;255;255;255;48;2;200;0;0m"
    let first = String(
      decoding: FrameDiff.update(from: nil, to: heart("❤️-"), profile: .truecolor), as: UTF8.self)
    #expect(first == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[2C\(sgr) \u{1B}[2G❤️\u{1B}[1;4H-\u{1B}[m")
    let update = String(
      decoding: FrameDiff.update(from: heart("ab-"), to: heart("❤️-"), profile: .truecolor), as: UTF8.self)
    #expect(update.hasPrefix("\u{1B}[1;3H\(sgr) \u{1B}[2G❤️"), "\(TerminalScreen.escaped(Array(update.utf8)))")
    // Drawn narrow (one cell) or wide (two), the screen shows the style in both cells.
    var screen = TerminalScreen(width: 6, height: 1)
    screen.feed(Array(first.utf8))
    #expect(screen.cell(x: 2, y: 0).pen.background == TerminalScreen.Color(Color.Kind.rgb(RGB(200, 0, 0))))
  }

  /// A cluster a terminal adding per-codepoint widths draws wider than its cells (👍🏽: four
  /// where ViewKit reserves two) spills over the cells after it: those are written again on an
  /// update, even unchanged, so the spill never stays.
  @Test func cellsAClusterMaySpillOverAreWrittenAgain() {
    let update = String(
      decoding: FrameDiff.update(from: render("👍🏿abcd"), to: render("👍🏽abcd"), profile: .truecolor),
      as: UTF8.self)
    #expect(update.contains("ab") && !update.contains("c"), "\(TerminalScreen.escaped(Array(update.utf8)))")
    let family = String(
      decoding: FrameDiff.update(from: render("x👨‍👩‍👧abcdef"), to: render("y👨‍👩‍👧abcdef"), profile: .truecolor),
      as: UTF8.self)
    #expect(!family.contains("a"), "an unchanged cluster spills nothing new")
  }

  @Test func afterAnEmojiSequenceTheNextCellIsPlacedAbsolutely() {
    let bytes = String(
      decoding: FrameDiff.update(from: nil, to: render("👍🏽ab"), profile: .truecolor), as: UTF8.self)
    // The second cell first (a space), then the cluster from the row's start, then `ab` placed.
    #expect(bytes == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[C \r👍🏽\u{1B}[1;3Hab")
    let plain = String(
      decoding: FrameDiff.update(from: nil, to: render("日ab"), profile: .truecolor), as: UTF8.self)
    #expect(plain == "\u{1B}[m\u{1B}[H\u{1B}[2J日ab", "single-scalar wide glyphs need no move")
    let accent = String(
      decoding: FrameDiff.update(from: nil, to: render("e\u{301}b"), profile: .truecolor), as: UTF8.self)
    #expect(accent == "\u{1B}[m\u{1B}[H\u{1B}[2Je\u{301}b", "a combining mark is width 0 everywhere")
  }

  @Test func replacingAWideGlyphRewritesBothCells() {
    let bytes = FrameDiff.update(from: render("日x"), to: render("ab x"), profile: .truecolor)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1Hab x")
  }

  /// Styles are compared through each frame's own table, whatever order the styles were met
  /// in and however often one is listed: the same picture drawn in another order writes
  /// nothing, and one cell's changed style is found.
  @Test func stylesMatchAcrossTablesInAnyOrder() {
    let red = Style(foreground: .rgb(255, 0, 0))
    let blue = Style(foreground: .rgb(0, 0, 255), attributes: .bold)
    var first = Canvas(width: 8, height: 1)
    first.draw("ab", at: Point(x: 0, y: 0), style: red)
    first.draw("cd", at: Point(x: 4, y: 0), style: blue)
    var second = Canvas(width: 8, height: 1)
    second.draw("cd", at: Point(x: 4, y: 0), style: blue)
    second.draw("ab", at: Point(x: 0, y: 0), style: red)
    #expect(first.styles != second.styles, "the tables list the styles in another order")
    #expect(FrameDiff.update(from: first, to: second, profile: .truecolor).isEmpty)
    // Painting the surface can leave two equal entries in a table: still nothing to write.
    var painted = second
    painted.paintSurface(foreground: .rgb(255, 0, 0), background: .default)
    var paintedFirst = first
    paintedFirst.paintSurface(foreground: .rgb(255, 0, 0), background: .default)
    #expect(FrameDiff.update(from: paintedFirst, to: painted, profile: .truecolor).isEmpty)
    var changed = second
    changed.draw("c", at: Point(x: 4, y: 0), style: red)
    let bytes = FrameDiff.update(from: first, to: changed, profile: .truecolor)
    #expect(!bytes.isEmpty)
    #expect(String(decoding: bytes, as: UTF8.self).contains("c"))
  }
}
