import Testing
import ViewKitTesting

@testable import ViewKitCore
@testable import ViewKitStyle

/// A canvas of plain text lines, each as wide as `width`.
private func frame(_ lines: [String], width: Int = 20) -> Canvas {
  var canvas = Canvas(width: width, height: lines.count)
  for (row, line) in lines.enumerated() {
    canvas.draw(line, at: Point(x: 0, y: row), style: Style(attributes: .bold))
  }
  return canvas
}

@Suite struct InlineRegionTests {
  /// The region starts on the cursor's row; rows it needs below the screen's bottom scroll what
  /// was above into the scrollback, as printed output would; the cursor rests on its top-left.
  @Test func growsFromTheCursorRowScrollingWhatWasAbove() {
    var screen = TerminalScreen(width: 20, height: 5)
    screen.feed("one\r\ntwo\r\nthree\r\n$ run\r\n")
    var region = InlineRegion()
    screen.feed(region.update(to: frame(["live 1", "live 2", "live 3"]), profile: .truecolor))
    #expect(screen.textWithScrollback == "one\ntwo\nthree\n$ run\nlive 1\nlive 2\nlive 3")
    #expect(screen.scrollback.count == 2)
    #expect(screen.cursor == Point(x: 0, y: 2))
    #expect(region.height == 3)
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(screen.cell(x: 0, y: 2).pen.attributes == .bold && screen.pen == .plain)
  }

  /// Shrinking erases the rows given up; the same frame again writes nothing; growing again
  /// takes rows below without touching what is above.
  @Test func shrinksAndGrowsInPlaceAndWritesNothingWhenIdle() {
    var screen = TerminalScreen(width: 20, height: 8)
    screen.feed("above\r\n")
    var region = InlineRegion()
    screen.feed(region.update(to: frame(["a", "b", "c", "d"]), profile: .truecolor))
    screen.feed(region.update(to: frame(["a", "B"]), profile: .truecolor))
    #expect(screen.text() == "above\na\nB\n\n\n\n\n")
    #expect(region.update(to: frame(["a", "B"]), profile: .truecolor).isEmpty)
    screen.feed(region.update(to: frame(["a", "B", "c", "d", "e"]), profile: .truecolor))
    #expect(screen.text() == "above\na\nB\nc\nd\ne\n\n")
    #expect(screen.cursor == Point(x: 0, y: 1))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
  }

  /// Committed lines go above the region and stay in the scrollback, whole and inert: an
  /// escape sequence in them shows as text, a tab as spaces to the next multiple of eight
  /// columns; the region is drawn again below.
  @Test func committedLinesPrintAboveTheRegionAndStayInTheScrollback() {
    var screen = TerminalScreen(width: 30, height: 4)
    var region = InlineRegion()
    screen.feed(region.update(to: frame(["working", "[###   ]"]), profile: .truecolor))
    for step in 1...5 {
      let line = InlineRegion.line(
        [TextSpan("✓ ", foreground: .ansi(.green)), TextSpan("step \(step)\t\u{1B}[2Jdone")], profile: .ansi16
      )
      screen.feed(region.update(to: frame(["working", "[###   ]"]), committing: [line], profile: .ansi16))
    }
    #expect(
      screen.textWithScrollback
        == (1...5).map { "✓ step \($0)        ␛[2Jdone" }.joined(separator: "\n") + "\nworking\n[###   ]")
    #expect(screen.scrollback.first?.first?.pen.foreground == TerminalScreen.Color(.ansi(.green)))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
  }

  /// A committed line with a linked span: a hyperlink around the span where links are sent,
  /// closed before the line ends; the URL written after it where they are not.
  @Test func aLinkedSpanInACommittedLineIsAHyperlinkOrShowsItsURL() {
    let url = "https://x.test/run/7"
    let spans = [TextSpan("✓ built, "), TextSpan("log", link: url), TextSpan(" kept")]
    var screen = TerminalScreen(width: 40, height: 4)
    var region = InlineRegion()
    let linked = InlineRegion.line(spans, profile: .truecolor, hyperlinks: true)
    screen.feed(
      region.update(
        to: frame(["live"], width: 40), committing: [linked], profile: .truecolor, hyperlinks: true))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(screen.textWithScrollback.hasPrefix("✓ built, log kept\nlive"))
    let links = (0..<17).map { screen.cell(x: $0, y: 0).link }
    #expect(
      links == Array(repeating: nil, count: 9) + Array(repeating: url, count: 3)
        + Array(repeating: nil, count: 5))
    #expect(screen.link == nil, "no link left open")
    let written = InlineRegion.line(spans, profile: .truecolor)
    #expect(!String(decoding: written, as: UTF8.self).contains("\u{1B}]"))
    var plain = TerminalScreen(width: 40, height: 4)
    var other = InlineRegion()
    plain.feed(other.update(to: frame(["live"], width: 40), committing: [written], profile: .truecolor))
    #expect(plain.textWithScrollback.hasPrefix("✓ built, log (\(url)) kept\nlive"))
  }

  /// A line wider than the screen is not cut: the terminal wraps it.
  @Test func aLongCommittedLineIsLeftForTheTerminalToWrap() {
    var screen = TerminalScreen(width: 10, height: 6)
    var region = InlineRegion()
    let long = InlineRegion.line([TextSpan(String(repeating: "x", count: 25))], profile: .none)
    screen.feed(region.update(to: frame(["live"], width: 10), committing: [long], profile: .none))
    #expect(screen.text() == "xxxxxxxxxx\nxxxxxxxxxx\nxxxxx\nlive\n\n")
  }

  /// After a resize the region is erased from its top, whatever the terminal did to it, and
  /// drawn whole: one copy, nothing above it touched.
  @Test func afterAResizeTheRegionIsDrawnWholeFromItsTop() {
    var screen = TerminalScreen(width: 20, height: 6)
    screen.feed("kept\r\n")
    var region = InlineRegion()
    screen.feed(region.update(to: frame(["x", "y", "z"]), profile: .truecolor))
    // A terminal that re-wrapped the region: stray text below its top.
    screen.feed("\u{1B}7\u{1B}[2Bstray\u{1B}[1Bmore\u{1B}8")
    region.invalidate()
    screen.feed(region.update(to: frame(["x", "y"]), profile: .truecolor))
    #expect(screen.text() == "kept\nx\ny\n\n\n")
  }

  /// A region starting on the screen's top row is erased without an erase from the top-left
  /// cell, which tmux (`scroll-on-clear`) turns into a copy of the screen in its scrollback.
  @Test func aRegionAtTheTopOfTheScreenLeavesNoCopyInTmuxsScrollback() {
    var screen = TerminalScreen(width: 20, height: 4)
    screen.scrollsOnClear = true
    var region = InlineRegion()
    screen.feed(region.update(to: frame(["live 1", "live 2", "live 3", "live 4"]), profile: .truecolor))
    for step in 1...3 {
      let line = InlineRegion.line([TextSpan("done \(step)")], profile: .truecolor)
      region.invalidate()
      screen.feed(region.update(to: frame(["live \(step)", "bar"]), committing: [line], profile: .truecolor))
    }
    screen.feed(region.finish(keepingFrame: false))
    #expect(screen.textWithScrollback == "done 1\ndone 2\ndone 3\n\n")
    #expect(screen.scrollback.count == 1, "done 1, scrolled up by the region below it; no copy of a frame")
    // The check can fail: the same updates with a plain ED leave copies.
    var plain = TerminalScreen(width: 20, height: 4)
    plain.scrollsOnClear = true
    plain.feed("live\r\n\u{1B}[H\u{1B}[J")
    #expect(plain.scrollback.count == 1)
  }

  /// The region ends with its last frame kept, the cursor on the line after it, or erased.
  @Test func finishKeepsTheLastFrameOrErasesIt() {
    for keep in [true, false] {
      var screen = TerminalScreen(width: 20, height: 6)
      screen.feed("$ run\r\n")
      var region = InlineRegion()
      screen.feed(region.update(to: frame(["done", "100%"]), profile: .truecolor))
      screen.feed(region.finish(keepingFrame: keep))
      screen.feed("$ ")
      #expect(screen.text() == (keep ? "$ run\ndone\n100%\n$\n\n" : "$ run\n$\n\n\n\n"), "keep: \(keep)")
      #expect(region.height == 0 && region.finish(keepingFrame: keep).isEmpty)
    }
  }

  /// Any frames, any heights, any commits: the screen always shows the committed lines then the
  /// latest frame, once (seeded, bounded).
  @Test func anySequenceOfUpdatesShowsEachLineOnceAndTheLatestFrame() {
    var random = SeededRandom(seed: 2026)
    for _ in 0..<200 {
      var screen = TerminalScreen(width: 12, height: 30)
      var region = InlineRegion()
      var committed: [String] = []
      var last: [String] = []
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let rows = Int.random(in: 0...6, using: &random)
        last = (0..<rows).map { "r\($0)-\(Int.random(in: 0...9, using: &random))" }
        var lines: [[UInt8]] = []
        if Bool.random(using: &random) {
          let line = "c\(committed.count)"
          committed.append(line)
          lines.append(InlineRegion.line([TextSpan(line)], profile: .truecolor))
        }
        if Int.random(in: 0..<4, using: &random) == 0 { region.invalidate() }
        screen.feed(region.update(to: frame(last, width: 12), committing: lines, profile: .truecolor))
      }
      let shown = screen.textWithScrollback.split(separator: "\n", omittingEmptySubsequences: true).map(
        String.init)
      #expect(shown == committed + last, "\(shown)")
      #expect(screen.unsupported.isEmpty)
    }
  }
}
