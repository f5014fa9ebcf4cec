import Observation
import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitCore
@testable import ViewKitRuntime

@Observable private final class Rows {
  var count = 2
}

private struct Growing: View {
  let rows: Rows
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<rows.count) { Text("row \($0)") }
    }
    .keyBinding("+", "more") { rows.count += 1 }
    .keyBinding("-", "fewer") { rows.count = max(0, rows.count - 1) }
  }
}

@Suite struct InlineAppLoopTests {
  private func loop(_ rows: Rows, maxHeight: Int? = nil) -> AppLoop<Growing> {
    let loop = AppLoop(size: Size(width: 30, height: 10), profile: .truecolor, theme: { .dark }) {
      Growing(rows: rows)
    }
    loop.inline = InlineLayout(maxHeight: maxHeight)
    return loop
  }

  /// An inline frame is as tall as its content, grows and shrinks with it, up to the most rows
  /// given, on the terminal's own background (no theme surface painted).
  @Test func theRegionIsAsTallAsItsContent() {
    let rows = Rows()
    let app = loop(rows, maxHeight: 4)
    var screen = TerminalScreen(width: 30, height: 10)
    screen.feed("$ app\r\n")
    screen.feed(app.render())
    #expect(app.canvas.height == 2)
    #expect(screen.text() == "$ app\nrow 0\nrow 1" + String(repeating: "\n", count: 7))
    #expect(screen.cell(x: 0, y: 1).pen.background == .default)
    app.receive(Array("+++".utf8))
    screen.feed(app.render())
    #expect(app.canvas.height == 4)
    #expect(screen.text().split(separator: "\n").filter { $0.hasPrefix("row ") }.count == 4)
    #expect(screen.text().hasPrefix("$ app\nrow ") && screen.row(5).allSatisfy { $0.grapheme == " " })
    app.receive(Array("----".utf8))
    screen.feed(app.render())
    #expect(screen.text() == "$ app\nrow 0" + String(repeating: "\n", count: 8))
    screen.feed(app.finish())
    #expect(screen.cursor == Point(x: 0, y: 2))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
  }

  /// The help needs room: the region takes at least the overlay's rows (or the screen's) while
  /// it shows, then gives them back.
  @Test func theHelpGetsRoomAndGivesItBack() {
    let rows = Rows()
    let app = loop(rows)
    var screen = TerminalScreen(width: 30, height: 10)
    screen.feed(app.render())
    app.receive(Array("?".utf8))
    screen.feed(app.render())
    #expect(app.canvas.height == 10)
    #expect(screen.text().contains("more"))
    app.receive([0x1B])
    app.flushInput()
    screen.feed(app.render())
    #expect(app.canvas.height == 2)
    #expect(screen.text() == "row 0\nrow 1" + String(repeating: "\n", count: 8))
  }

  /// Lines committed from any thread print above the region before the next frame.
  @Test func committedLinesComeBeforeTheFrame() {
    let rows = Rows()
    let app = loop(rows)
    let scrollback = Scrollback()
    app.scrollback = scrollback
    var screen = TerminalScreen(width: 30, height: 10)
    screen.feed(app.render())
    scrollback.commit("first\nsecond")
    scrollback.commit([TextSpan("third")])
    #expect(scrollback.hasPending)
    screen.feed(app.render())
    #expect(!scrollback.hasPending)
    #expect(screen.text().hasPrefix("first\nsecond\nthird\nrow 0\nrow 1\n"))
  }
}
