import Foundation
import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// The example in README.md, kept honest: this test fails if the README's output drifts.
struct Greeting: View {
  var name: String
  @Environment(\.theme) private var theme  // the theme it is drawn in

  var body: some View {
    VStack(alignment: .leading) {
      Text("Hello, \(name)!").textStyle(.title)
      Text("ViewKit lays out 日本語 and emoji 🚀 in whole cells, and wraps.")
    }
    .padding(.horizontal, 1)
    .border(theme[.default], title: "ViewKit")
  }
}

@Suite struct ReadmeExampleTests {
  @Test func readmeShowsTheRealOutput() throws {
    let canvas = Renderer.render(Greeting(name: "terminal"), size: Size(width: 40, height: 5), theme: .dark)
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains(canvas.plainText()), "update the output shown in README.md:\n\(canvas.plainText())")
  }
}
