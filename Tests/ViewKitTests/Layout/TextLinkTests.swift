import Testing
import ViewKit

@testable import ViewKitCore
@testable import ViewKitStyle

@Suite struct TextLinkTests {
  func render(_ view: some View, width: Int = 40) -> Canvas {
    Renderer.render(view, size: Size(width: width, height: 1), paintsSurface: false)
  }

  @Test func withoutHyperlinksTheURLIsWrittenAfterTheLabel() {
    let canvas = render(Text("docs", link: "https://x.test/docs"))
    #expect(canvas.plainText() == "docs (https://x.test/docs)")
    // The whole run leads to the target.
    #expect((0..<26).allSatisfy { canvas.style(x: $0, y: 0).link?.url == "https://x.test/docs" })
  }

  @Test func withHyperlinksOnlyTheLabelShows() {
    let canvas = render(Text("docs", link: "https://x.test/docs").linkPresentation(.hyperlink))
    #expect(canvas.plainText() == "docs")
    #expect(canvas.style(x: 0, y: 0).link?.url == "https://x.test/docs")
    #expect(canvas.style(x: 4, y: 0).link == nil)
  }

  @Test func aLabelThatIsTheURLShowsItOnce() {
    #expect(render(Text("https://x.test", link: "https://x.test")).plainText() == "https://x.test")
    #expect(render(Text("", link: "https://x.test")).plainText() == "https://x.test")
  }

  @Test func aRefusedURLLeavesPlainText() {
    let canvas = render(Text("docs", link: "not a url"))
    #expect(canvas.plainText() == "docs")
    #expect(canvas.style(x: 0, y: 0).link == nil)
    #expect(render(Text("docs").link(nil)).plainText() == "docs")
  }

  @Test func linkedTextTakesTheThemesLinkStyleUnlessStyledOtherwise() {
    let theme = Theme.dark
    let linked = Renderer.render(
      Text("docs", link: "https://x.test").linkPresentation(.hyperlink), size: Size(width: 10, height: 1),
      theme: theme, paintsSurface: false)
    let token = theme[TextStyleName.link.key]
    #expect(linked.style(x: 0, y: 0).attributes.isSuperset(of: token.attributes))
    if let foreground = token.foreground { #expect(linked.style(x: 0, y: 0).foreground == foreground) }
    let caption = Renderer.render(
      Text("docs", link: "https://x.test").textStyle(.caption).linkPresentation(.hyperlink),
      size: Size(width: 10, height: 1), theme: theme, paintsSurface: false)
    #expect(caption.style(x: 0, y: 0).foreground == theme[TextStyleName.caption.key].foreground ?? .default)
  }

  @Test func anURLFullOfEscapesIsShownInert() {
    let canvas = render(Text("x", link: "https://x.test/\u{1B}[2J\u{7}"), width: 60)
    #expect(canvas.plainText() == "x (https://x.test/%1B[2J%07)")
  }
}
