import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct CanvasContrastTests {
  let ink = Color.rgb(0x33, 0x33, 0x33)
  let paper = Color.rgb(0xFF, 0xFF, 0xFF)

  @Test func lettersNeedTextContrastAndMarksAlone3To1() {
    var canvas = Canvas(width: 10, height: 2)
    canvas.draw("Ab", at: Point(x: 0, y: 0), style: Style(foreground: ink, background: paper))
    canvas.draw("──[]", at: Point(x: 0, y: 1), style: Style(foreground: paper, background: ink))
    let pairs = canvas.drawnColorPairs()
    #expect(pairs.count == 2)
    // Most cells first.
    #expect(pairs[0].foreground == paper && pairs[0].minimum == 3 && pairs[0].cells == 4)
    #expect(pairs[1].foreground == ink && pairs[1].minimum == 4.5 && pairs[1].sample == "A")
  }

  @Test func aLetterAnywhereInThePairMakesItText() {
    var canvas = Canvas(width: 10, height: 1)
    canvas.draw("──x", at: Point(x: 0, y: 0), style: Style(foreground: ink, background: paper))
    #expect(canvas.drawnColorPairs().map(\.minimum) == [4.5])
    #expect(canvas.drawnColorPairs().first?.sample == "x")
  }

  @Test func blanksAndEmojiAreNotJudged() {
    var canvas = Canvas(width: 10, height: 1)
    canvas.draw("  👍🏽 ❤️", at: Point(x: 0, y: 0), style: Style(foreground: ink, background: paper))
    #expect(canvas.drawnColorPairs().isEmpty)
  }

  @Test func reverseSwapsTheColoursAsTheTerminalShowsThem() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw(
      "ok", at: Point(x: 0, y: 0), style: Style(foreground: ink, background: paper, attributes: .reverse))
    let pair = canvas.drawnColorPairs().first
    #expect(pair?.foreground == paper)
    #expect(pair?.background == ink)
  }

  @Test func ratiosUseEachColoursValueAndNeverGuessTheTerminals() {
    let pair = DrawnColorPair(foreground: ink, background: paper, minimum: 4.5, cells: 1, sample: "a")
    #expect(pair.ratio(in: .dark).map { ($0 * 100).rounded() / 100 } == 12.63)
    let terminal = DrawnColorPair(
      foreground: .default, background: paper, minimum: 4.5, cells: 1, sample: "a")
    #expect(terminal.ratio(in: .dark) == nil)
    // A palette colour takes its xterm value.
    let white = DrawnColorPair(
      foreground: .ansi(.white), background: paper, minimum: 3, cells: 1, sample: "─")
    #expect(white.ratio(in: .dark).map { ($0 * 100).rounded() / 100 } == 1.26)  // #e5e5e5 on #ffffff
  }
}
