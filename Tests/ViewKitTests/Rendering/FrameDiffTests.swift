import Testing

import ViewKit
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

  @Test func afterAnEmojiSequenceTheNextCellIsPlacedAbsolutely() {
    let bytes = String(
      decoding: FrameDiff.update(from: nil, to: render("👍🏽ab"), profile: .truecolor), as: UTF8.self)
    #expect(bytes == "\u{1B}[m\u{1B}[H\u{1B}[2J👍🏽\u{1B}[1;3Hab")
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
}
