import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitCore
@testable import ViewKitStyle

/// Links inside a line of spans (``TextSpan/link(_:)``): part of a paragraph leads somewhere, as
/// ``Text/link(_:)`` makes a whole text lead there — the URL written out where the terminal
/// shows no hyperlinks, OSC 8 where it does, the target in the goldens.
@Suite struct StyledTextLinkTests {
  let url = "https://x.test/docs"

  func render(_ view: some View, width: Int = 60, height: Int = 1) -> Canvas {
    Renderer.render(view, size: Size(width: width, height: height), paintsSurface: false)
  }

  func sentence(_ presentation: LinkPresentation) -> some View {
    StyledText([TextSpan("Read "), TextSpan("the docs", link: url), TextSpan(" first.")])
      .linkPresentation(presentation)
  }

  func links(_ canvas: Canvas, _ columns: Range<Int>) -> [String?] {
    columns.map { canvas.style(x: $0, y: 0).link?.url }
  }

  @Test func withoutHyperlinksTheURLIsWrittenAfterTheLinkedSpanOnly() {
    let canvas = render(sentence(.inline))
    #expect(canvas.plainText() == "Read the docs (https://x.test/docs) first.")
    let linked = "the docs (https://x.test/docs)".count
    #expect(links(canvas, 0..<5) == Array(repeating: nil, count: 5))
    #expect(links(canvas, 5..<(5 + linked)) == Array(repeating: url, count: linked))
    #expect(links(canvas, (5 + linked)..<(5 + linked + 7)) == Array(repeating: nil, count: 7))
  }

  @Test func withHyperlinksOnlyTheSpansTextShows() {
    let canvas = render(sentence(.hyperlink))
    #expect(canvas.plainText() == "Read the docs first.")
    #expect(
      links(canvas, 0..<20) == Array(repeating: nil, count: 5) + Array(repeating: url, count: 8)
        + Array(repeating: nil, count: 7))
  }

  @Test func aSpanThatIsTheURLShowsItOnceAndARefusedURLLeavesAPlainSpan() {
    let same = render(StyledText([TextSpan(url, link: url)]))
    #expect(same.plainText() == url)
    #expect(render(StyledText([TextSpan("", link: url), TextSpan("!")])).plainText() == url + "!")
    let refused = render(StyledText([TextSpan("docs", link: "not a url"), TextSpan(".").link(nil)]))
    #expect(refused.plainText() == "docs.")
    #expect(refused.style(x: 0, y: 0).link == nil && refused.style(x: 4, y: 0).link == nil)
    #expect(TextSpan("docs").link(url).link == Hyperlink(url))
    #expect(TextSpan("docs", link: url) == TextSpan("docs").link(url))
  }

  @Test func aLinkedSpanTakesTheThemesLinkStyleUnlessItHasItsOwn() {
    let theme = Theme.dark
    let token = theme[TextStyleName.link.key]
    let own = TextStyleToken(attributes: [.italic], foreground: .rgb(1, 2, 3))
    let canvas = Renderer.render(
      StyledText([TextSpan("docs", link: url), TextSpan(" "), TextSpan("mine", style: own).link(url)])
        .linkPresentation(.hyperlink),
      size: Size(width: 20, height: 1), theme: theme, paintsSurface: false)
    let linked = canvas.style(x: 0, y: 0)
    #expect(linked.attributes.isSuperset(of: token.attributes))
    if let foreground = token.foreground { #expect(linked.foreground == foreground) }
    let mine = canvas.style(x: 5, y: 0)
    #expect(mine.foreground == .rgb(1, 2, 3) && mine.attributes.contains(.italic))
    #expect(mine.link?.url == url)
  }

  @Test func aLineCutInsideALinkedSpanKeepsTheLinkOnItsEllipsis() {
    let canvas = render(sentence(.hyperlink), width: 10)
    #expect(canvas.plainText() == "Read the …")
    #expect(links(canvas, 0..<10) == Array(repeating: nil, count: 5) + Array(repeating: url, count: 5))
  }

  @Test func linesBuiltForAWidthCarryLinksToo() {
    let view = StyledText(sizing: .fill(ideal: 30)) { width in
      [[TextSpan("go", link: "https://x.test/\(width)")]]
    }
    .linkPresentation(.hyperlink)
    let canvas = render(view, width: 12)
    #expect(canvas.plainText() == "go")
    #expect(canvas.style(x: 0, y: 0).link?.url == "https://x.test/12")
  }

  @Test func theTerminalGetsOSC8AroundTheSpanAndGoldensRecordItsTarget() throws {
    let canvas = render(sentence(.hyperlink), width: 24)
    let link = try #require(Hyperlink(url))
    let open = "\u{1B}]8;id=\(String(decoding: OSC8.id(link), as: UTF8.self));\(url)\u{1B}\\"
    let text = canvas.ansiText(.styled(.truecolor), hyperlinks: true)
    #expect(text.components(separatedBy: open).count == 2)
    let after = text.components(separatedBy: open)[1]
    let close = try #require(after.range(of: "\u{1B}]8;;\u{1B}\\"))
    #expect(after[..<close.lowerBound].contains("the docs") && !after[..<close.lowerBound].contains("first"))
    #expect(!canvas.ansiText(.styled(.truecolor)).contains("\u{1B}]"), "none where links are not sent")
    var screen = TerminalScreen(width: 24, height: 1)
    screen.feed(FrameDiff.update(from: nil, to: canvas, profile: .truecolor, hyperlinks: true))
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(
      (5..<13).allSatisfy { screen.cell(x: $0, y: 0).link == url } && screen.cell(x: 4, y: 0).link == nil)
    let golden = SnapshotFormat.encode(canvas, header: [("id", "t")], profile: .none)
    #expect(golden.contains("link=\(url) \"the docs\""), "\(golden)")
    #expect(!golden.contains("\"Read \""))
  }

  @Test func aURLFullOfEscapesIsShownInert() {
    let canvas = render(StyledText([TextSpan("x", link: "https://x.test/\u{1B}[2J\u{7}")]))
    #expect(canvas.plainText() == "x (https://x.test/%1B[2J%07)")
  }
}
