import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct SizeReaderTests {
  /// Shows the size it is given and the theme it reads.
  struct Probe: View {
    let size: Size
    @Environment(\.theme) private var theme
    var body: some View { Text("\(size) \(theme.name)") }
  }

  @Test func contentIsBuiltAtTheDrawnSizeAndSeesTheEnvironmentAbove() {
    let view = VStack(alignment: .leading) {
      Text("top")
      SizeReader { size in Probe(size: size) }
    }
    .theme(.light)
    let canvas = Renderer.render(view, size: Size(width: 20, height: 4), theme: .dark)
    #expect(canvas.plainText().contains("20x3 light"), "\(canvas.plainText())")
  }
}
