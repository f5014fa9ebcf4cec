import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct RendererTests {
  struct Card: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Title").textStyle(.title)
        Text("Body text with 日本語 and 🚀 that wraps").textStyle(.muted)
      }
      .padding(.horizontal, 1)
      .border(Theme.dark[.default], title: "Card")
    }
  }

  @Test func renderingIsDeterministic() {
    let size = Size(width: 24, height: 6)
    let first = Renderer.render(Card(), size: size, theme: .light)
    for _ in 0..<5 {
      #expect(Renderer.render(Card(), size: size, theme: .light) == first)
    }
    #expect(
      SnapshotFormat.encode(first, header: [], profile: .truecolor)
        == SnapshotFormat.encode(
          Renderer.render(Card(), size: size, theme: .light), header: [], profile: .truecolor))
  }

  @Test(arguments: [(1, 1), (3, 2), (10, 3), (24, 6), (80, 24), (200, 60)])
  func anySizeRendersWithinBounds(_ width: Int, _ height: Int) {
    let canvas = Renderer.render(Card(), size: Size(width: width, height: height))
    let lines = canvas.plainText(trimTrailingSpaces: false).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == height)
    for line in lines { #expect(line.displayWidth == width) }
  }

  @Test func zeroSizeIsEmpty() {
    #expect(Renderer.render(Card(), size: .zero).plainText().isEmpty)
  }
}
