import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct EncoderTests {
  func canvas(_ view: some View, _ width: Int, _ height: Int = 1) -> Canvas {
    Renderer.render(view, size: Size(width: width, height: height), paintsSurface: false)
  }

  @Test func plainModeHasNoEscapeByte() {
    let view = Text("bold").bold().foregroundColor(.rgb(1, 2, 3))
    let text = canvas(view, 10).ansiText(.plain)
    #expect(text == "bold")
    #expect(!text.utf8.contains(0x1B))
  }

  @Test func fewestSGRChanges() {
    let view = HStack {
      Text("ab").bold(); Text("cd").bold().italic(); Text("ef")
    }
    #expect(canvas(view, 6).ansiText(.styled(.truecolor)) == "\u{1B}[1mab\u{1B}[3mcd\u{1B}[mef")
  }

  @Test func resetIsShortestWhenItWins() {
    let view = HStack {
      Text("a").bold().italic().underline().foregroundColor(.rgb(1, 2, 3))
      Text("b").foregroundColor(.ansi(.red))
    }
    #expect(canvas(view, 2).ansiText(.styled(.truecolor)) == "\u{1B}[1;3;4;38;2;1;2;3ma\u{1B}[0;31mb\u{1B}[m")
  }

  @Test func coloursFollowTheProfile() {
    let view = Text("x").foregroundColor(.rgb(0x5F, 0xAF, 0xFF))
    #expect(canvas(view, 1).ansiText(.styled(.truecolor)) == "\u{1B}[38;2;95;175;255mx\u{1B}[m")
    #expect(canvas(view, 1).ansiText(.styled(.ansi256)) == "\u{1B}[38;5;75mx\u{1B}[m")
    // Perceptually (Oklab), #5fafff is nearest xterm's cyan: lightness outweighs hue.
    #expect(canvas(view, 1).ansiText(.styled(.ansi16)) == "\u{1B}[36mx\u{1B}[m")
    let pinned = Text("x").foregroundColor(Color(.rgb(RGB(0x5F, 0xAF, 0xFF)), ansi16Fallback: .brightBlue))
    #expect(canvas(pinned, 1).ansiText(.styled(.ansi16)) == "\u{1B}[94mx\u{1B}[m")
    #expect(canvas(view, 1).ansiText(.styled(.none)) == "x")
    let boldNone = Text("x").bold().foregroundColor(.rgb(1, 1, 1))
    #expect(canvas(boldNone, 1).ansiText(.styled(.none)) == "\u{1B}[1mx\u{1B}[m")
  }

  @Test func backgroundsAndTrailingSpaces() {
    let view = Text("a ").background(.ansi(.blue))
    #expect(canvas(view, 5).ansiText(.styled(.ansi16)) == "\u{1B}[44ma \u{1B}[m")
    #expect(canvas(Text("a"), 5, 2).ansiText(.styled(.truecolor)) == "a\n")
  }

  @Test func styleIsResetAtTheEndOfEveryStyledRow() {
    let view = VStack {
      Text("a").bold(); Text("b").bold()
    }
    #expect(canvas(view, 1, 2).ansiText(.styled(.truecolor)) == "\u{1B}[1ma\u{1B}[m\n\u{1B}[1mb\u{1B}[m")
  }

  @Test func wideGlyphsAreWrittenOnce() {
    #expect(canvas(Text("日本🚀"), 6).ansiText(.styled(.truecolor)) == "日本🚀")
  }

  @Test func largeCoordinatesAreWrittenInFull() {
    var bytes: [UInt8] = []
    SGR.appendDecimal(12345, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "12345")
  }
}

@Suite struct ClusterAnchoringTests {
  func canvas(_ text: String, width: Int) -> Canvas {
    Renderer.render(Text(text), size: Size(width: width, height: 1), paintsSurface: false)
  }

  @Test func riskyClustersAreThoseTerminalsDisagreeOn() {
    func risky(_ text: String) -> Bool { FrameDiff.isWidthRisky(canvas(text, width: 4).cell(x: 0, y: 0)) }
    #expect(risky("👍🏽"), "emoji modifier")
    #expect(risky("👨‍👩‍👧"), "zero-width joiner")
    #expect(risky("🇯🇵"), "regional indicators")
    #expect(risky("❤️"), "VS16")
    #expect(!risky("日"), "one wide scalar")
    #expect(!risky("e\u{301}"), "a combining accent")
    #expect(!risky("a"))
  }

  @Test func aTerminalGetsTheColumnAfterARiskyClusterAndAPipeDoesNot() {
    let row = canvas("a👍🏽b", width: 6)
    let anchored = row.ansiText(.styled(.truecolor), anchoringClusters: true)
    #expect(anchored == "a👍🏽\u{1B}[4Gb", "b goes to column 4 (1-based) whatever width 👍🏽 drew")
    #expect(row.ansiText(.styled(.truecolor)) == "a👍🏽b")
    #expect(
      !canvas("a日b", width: 6).ansiText(.styled(.truecolor), anchoringClusters: true).contains("\u{1B}"))
  }

  @Test func theLiveRendererPlacesTheCellAfterARiskyClusterAbsolutely() {
    let before = canvas("      ", width: 6)
    let after = canvas("🇯🇵 x", width: 6)
    let bytes = String(
      decoding: FrameDiff.update(from: before, to: after, profile: .truecolor), as: UTF8.self)
    // The flag's second cell is written first; the cells after it, which a terminal drawing the
    // two letters apart would cover, are written again from an absolute position, not by
    // counting on the terminal's idea of the flag's width.
    #expect(bytes.contains("\u{1B}[1;2H \r🇯🇵\u{1B}[1;3H x"), "\(bytes.debugDescription)")
  }
}
