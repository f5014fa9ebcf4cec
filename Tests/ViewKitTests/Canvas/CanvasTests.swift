import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct CanvasTests {
  @Test func wideGlyphTakesAContinuationCell() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("a日b", at: Point(x: 0, y: 0), style: .plain)
    #expect(canvas.plainText() == "a日b")
    #expect(canvas.cell(x: 1, y: 0).width == 2)
    #expect(canvas.cell(x: 2, y: 0).isContinuation)
    #expect(canvas.grapheme(x: 2, y: 0) == "")
    #expect(canvas.grapheme(x: 3, y: 0) == "b")
  }

  @Test func clipNeverSplitsAWideGlyph() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("ab日", at: Point(x: 1, y: 0), style: .plain)  // 日 would need columns 3 and 4
    #expect(canvas.plainText(trimTrailingSpaces: false) == " ab ")
    var left = Canvas(width: 4, height: 1)
    left.withClip(Rect(x: 1, y: 0, width: 3, height: 1)) {
      $0.draw("日x", at: Point(x: 0, y: 0), style: .plain)  // starts left of the clip
    }
    #expect(left.plainText(trimTrailingSpaces: false) == "  x ")
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("日本", at: Point(x: 0, y: 0), style: .plain)
    canvas.draw("x", at: Point(x: 1, y: 0), style: .plain)
    #expect(canvas.plainText() == " x本")
    canvas.draw("y", at: Point(x: 2, y: 0), style: .plain)
    #expect(canvas.plainText() == " xy")
    #expect(!canvas.cell(x: 3, y: 0).isContinuation)
  }

  @Test func textOverAFillKeepsTheFillBackground() {
    var canvas = Canvas(width: 5, height: 1)
    let surface = Color.rgb(1, 2, 3)
    canvas.fill(canvas.bounds, background: surface)
    canvas.draw(Glyph.glyphs(of: "hi"), at: Point(x: 1, y: 0), foreground: .ansi(.red))
    #expect(canvas.style(x: 1, y: 0) == Style(foreground: .ansi(.red), background: surface))
    #expect(canvas.style(x: 4, y: 0).background == surface)
  }

  @Test func drawingOutsideTheCanvasIsIgnored() {
    var canvas = Canvas(width: 3, height: 2)
    canvas.draw("far away", at: Point(x: -20, y: 5), style: .plain)
    canvas.draw("abcdef", at: Point(x: -2, y: 0), style: .plain)
    #expect(canvas.plainText() == "cde\n")
  }

  @Test func restyleKeepsText() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.draw("abc", at: Point(x: 0, y: 0), style: Style(foreground: .ansi(.red)))
    canvas.restyle(canvas.bounds) { style in
      var dimmed = style
      dimmed.attributes.insert(.faint)
      return dimmed
    }
    #expect(canvas.plainText() == "abc")
    #expect(canvas.style(x: 1, y: 0).attributes == .faint)
  }

  @Test func equalityComparesWhatIsShown() {
    var a = Canvas(width: 3, height: 1)
    var b = Canvas(width: 3, height: 1)
    _ = b.styleID(Style(foreground: .ansi(.blue)))  // an unused style does not matter
    a.draw("x", at: Point(x: 0, y: 0), style: .plain)
    b.draw("x", at: Point(x: 0, y: 0), style: .plain)
    #expect(a == b)
    b.draw("y", at: Point(x: 1, y: 0), style: .plain)
    #expect(a != b)
  }

  @Test func sizeParsing() {
    #expect(Size(parsing: "80x24") == Size(width: 80, height: 24))
    #expect(Size(parsing: "80x") == nil)
    #expect(Size(parsing: "-1x3") == nil)
    #expect(Size(parsing: "axb") == nil)
  }
}
