import Foundation
import Testing
import ViewKit

@testable import ViewKitDriver

@Suite struct GoldenPictureTests {
  /// A view with a painted surface, a fill, attributes, a wide grapheme and a link.
  struct Sample: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Bold 漢字 & <b>").bold().foregroundColor(.rgb(0x5F, 0xA8, 0xFF))
        Text("plain").background(.palette(33))
        Text("link", link: "https://example.com/a").underline()
        Text("red").foregroundColor(.ansi(.brightRed)).reverse()
      }
    }
  }

  /// A golden read back and written again is the same text, in every profile and theme.
  @Test(arguments: [ColorProfile.truecolor, .ansi256, .ansi16, .none], [Theme.dark, .mono])
  func readingAGoldenBackGivesTheSameGolden(_ profile: ColorProfile, _ theme: Theme) throws {
    let canvas = Renderer.render(Sample(), size: Size(width: 24, height: 5), theme: theme, profile: profile)
    let text = SnapshotFormat.encode(
      canvas, header: [("id", "demo/sample"), ("theme", theme.name)], profile: profile)
    let picture = try GoldenPicture.read(text, maximumCells: 10_000).get()
    #expect(picture.themeName == theme.name)
    #expect(picture.profile == profile)
    let again = SnapshotFormat.encode(
      picture.canvas, header: [("id", "demo/sample"), ("theme", theme.name)], profile: profile)
    #expect(again == text)
  }

  @Test func refusesWhatIsNoPictureOrTooLarge() {
    let semantic = "viewkit-snapshot 2 id=a/b size=2x1 kind=semantic\nbutton \"OK\"\n"
    #expect(GoldenPicture.read(semantic, maximumCells: 100).failure == .notAPicture)
    #expect(GoldenPicture.read("hello\n", maximumCells: 100).failure == .notAPicture)
    // The header's size is refused before a cell is made.
    let huge = "viewkit-snapshot 2 id=a/b size=100000x100000 profile=none\nx\n--- styles\n"
    #expect(GoldenPicture.read(huge, maximumCells: 100).failure == .tooLarge(width: 100_000, height: 100_000))
    // Runs that claim more cells than the header: the canvas stays at the grid's size.
    let wide = "viewkit-snapshot 2 id=a/b size=2x1 profile=none\nab\n--- styles\n0:0-9999 bold \"ab\"\n"
    let picture = GoldenPicture.read(wide, maximumCells: 100)
    #expect((try? picture.get())?.canvas.width == 2)
  }

  @Test func marksTheCellsThatDiffer() throws {
    let old = try GoldenPicture.read(goldenText("hi"), maximumCells: 100).get()
    let new = try GoldenPicture.read(goldenText("ho"), maximumCells: 100).get()
    #expect(!new.differs(from: old, x: 0, y: 0))
    #expect(new.differs(from: old, x: 1, y: 0))
    #expect(new.differs(from: old, x: 2, y: 0))
  }
}

extension Result {
  /// The failure, or nil on success.
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
