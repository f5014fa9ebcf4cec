import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitCore
@testable import ViewKitStyle

/// Linked cells on their way out: OSC 8 in the ANSI encoder and the frame diff where the
/// terminal shows hyperlinks, nothing where it does not, `link=` in goldens, and read back.
@Suite struct LinkEncodingTests {
  let url = "https://x.test/docs"

  func canvas(_ view: some View, width: Int = 20, height: Int = 2) -> Canvas {
    Renderer.render(view, size: Size(width: width, height: height), paintsSurface: false)
  }

  var linked: Canvas {
    canvas(
      HStack(spacing: 1) {
        Text("see"); Text("docs", link: url); Text("now")
      }.linkPresentation(.hyperlink))
  }

  var open: String {
    let id = Hyperlink(url).map { String(decoding: OSC8.id($0), as: UTF8.self) } ?? ""
    return "\u{1B}]8;id=\(id);\(url)\u{1B}\\"
  }
  let close = "\u{1B}]8;;\u{1B}\\"

  @Test func theANSIEncoderOpensTheLinkBeforeItsRunAndClosesItAfter() {
    let text = linked.ansiText(.styled(.none), hyperlinks: true)
    #expect(text.contains("see \(open)"))
    #expect(text.contains("docs") && text.components(separatedBy: open).count == 2)
    #expect(text.components(separatedBy: close).count == 2)
    // Closed before the text after it.
    let afterOpen = text.components(separatedBy: open)[1]
    #expect(afterOpen.range(of: close)!.lowerBound < afterOpen.range(of: "now")!.lowerBound)
  }

  @Test func withoutHyperlinksNoOSCIsSent() {
    #expect(!linked.ansiText(.styled(.truecolor)).contains("\u{1B}]"))
    #expect(!FrameDiff.update(from: nil, to: linked, profile: .truecolor).contains(0x5D))
    #expect(!linked.ansiText(.plain, hyperlinks: true).contains("\u{1B}"))
  }

  @Test func noColourKeepsLinks() {
    #expect(linked.ansiText(.styled(.none), hyperlinks: true).contains(open))
    let bytes = FrameDiff.update(from: nil, to: linked, profile: .none, hyperlinks: true)
    #expect(String(decoding: bytes, as: UTF8.self).contains(open))
  }

  @Test func theFrameDiffSendsLinksATerminalReadsBack() {
    let bytes = FrameDiff.update(
      from: nil, to: linked, profile: .truecolor, synchronized: true, hyperlinks: true)
    var screen = TerminalScreen(width: 20, height: 2)
    screen.feed(bytes)
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(screen.link == nil)
    let links = (0..<12).map { screen.cell(x: $0, y: 0).link }
    #expect(links == [nil, nil, nil, nil, url, url, url, url, nil, nil, nil, nil])
    #expect(screen.differences(from: linked, profile: .truecolor, hyperlinks: true).isEmpty)
  }

  @Test func aChangedTargetAloneIsAnUpdate() {
    let before = canvas(Text("docs", link: "https://x.test/a").linkPresentation(.hyperlink))
    let after = canvas(Text("docs", link: "https://x.test/b").linkPresentation(.hyperlink))
    var screen = TerminalScreen(width: 20, height: 2)
    screen.feed(FrameDiff.update(from: nil, to: before, profile: .truecolor, hyperlinks: true))
    let update = FrameDiff.update(from: before, to: after, profile: .truecolor, hyperlinks: true)
    #expect(!update.isEmpty)
    screen.feed(update)
    #expect((0..<4).allSatisfy { screen.cell(x: $0, y: 0).link == "https://x.test/b" })
    #expect(screen.link == nil)
  }

  @Test func aRegionUpdateClosesTheLinkBeforeItReturnsToItsCorner() {
    var region = InlineRegion()
    let bytes = region.update(to: linked, profile: .truecolor, hyperlinks: true)
    var screen = TerminalScreen(width: 20, height: 4)
    screen.feed(bytes)
    #expect(screen.unsupported.isEmpty, "\(screen.unsupported)")
    #expect(screen.link == nil)
    #expect(screen.cell(x: 4, y: 0).link == url)
  }

  @Test func theSameURLHasTheSameIDInEveryFrame() throws {
    let link = try #require(Hyperlink(url))
    #expect(OSC8.id(link) == OSC8.id(try #require(Hyperlink(url))))
    #expect(OSC8.id(link) != OSC8.id(try #require(Hyperlink(url + "/other"))))
    #expect(OSC8.id(link).count == 16)
  }

  @Test func goldensRecordTheTargetAndOnlyForLinkedRuns() {
    let text = SnapshotFormat.encode(linked, header: [("id", "t")], profile: .none)
    #expect(text.contains("0:4-7 underline link=\(url) \"docs\""))
    #expect(!text.contains("\"see\""))
    let plain = SnapshotFormat.encode(canvas(Text("docs")), header: [], profile: .truecolor)
    #expect(!plain.contains("link="))
  }

  /// Untrusted URLs, seeded and bounded: whatever the URL holds, the bytes sent hold no escape
  /// sequence but the link's own, the screen shows the canvas, and each linked cell leads to
  /// the encoded URL.
  @Test func fuzzedURLsNeverEscapeTheirLink() {
    var random = SeededRandom(seed: 0x0508)
    let alphabet: [UInt8] = [
      0x1B, 0x07, 0x9C, 0x3B, 0x5C, 0x5D, 0x00, 0x0A, 0x0D, 0x20, 0x18, 0x7F, 0x38, 0x61,
    ]
    for _ in 0..<fuzzIterations(300) {
      let count = Int.random(in: 0...40, using: &random)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &random)
          ? alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
          : UInt8.random(in: 0...255, using: &random)
      }
      let raw = "https://x.test/" + String(decoding: bytes, as: UTF8.self)
      guard let link = Hyperlink(raw) else { continue }
      let presentation: LinkPresentation = Bool.random(using: &random) ? .hyperlink : .inline
      let frame = canvas(Text("go", link: raw).linkPresentation(presentation), width: 30, height: 6)
      var screen = TerminalScreen(width: 30, height: 6)
      screen.feed(
        FrameDiff.update(from: nil, to: frame, profile: .ansi256, synchronized: true, hyperlinks: true))
      #expect(screen.unsupported.isEmpty, "\(raw.debugDescription): \(screen.unsupported)")
      #expect(screen.link == nil)
      #expect(screen.differences(from: frame, profile: .ansi256, hyperlinks: true).isEmpty)
      #expect(screen.cell(x: 0, y: 0).link == link.url)
      var printed = TerminalScreen(width: 30, height: 6, onlcr: true)
      printed.feed(frame.ansiText(.styled(.truecolor), hyperlinks: true))
      #expect(printed.unsupported.isEmpty, "\(raw.debugDescription): \(printed.unsupported)")
      #expect(printed.link == nil)
    }
  }
}
