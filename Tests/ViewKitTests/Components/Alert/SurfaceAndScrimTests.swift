import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Themes own their surfaces; a modal's backdrop dims fills as well as text; a modal is never
/// beside a one-column sliver of backdrop.
@Suite struct SurfaceAndScrimTests {
  /// A screen with a coloured fill and plain text under an alert.
  struct Screen: View {
    let showAlert: Bool
    var body: some View {
      VStack(alignment: .leading) {
        Text("plain words on the surface")
        Text(" FILL ").backgroundColor(Color(.rgb(RGB(200, 40, 40))))
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .alert(showAlert ? Alert(title: "Sign out?", message: "You can sign in again.") : nil)
    }
  }

  @Test(arguments: ["dark", "light", "high-contrast"])
  func everyCellHasAThemeForegroundAndBackground(_ name: String) throws {
    let theme = try #require(Theme.named(name))
    let canvas = Renderer.render(Screen(showAlert: true), size: Size(width: 48, height: 12), theme: theme)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let style = canvas.style(x: x, y: y)
        #expect(!style.foreground.isDefault && !style.background.isDefault, "\(name) cell \(x),\(y)")
      }
    }
  }

  @Test func monoKeepsTheTerminalsOwnColours() {
    let canvas = Renderer.render(Screen(showAlert: false), size: Size(width: 30, height: 4), theme: .mono)
    #expect(canvas.style(x: 0, y: 0).foreground.isDefault && canvas.style(x: 0, y: 0).background.isDefault)
  }

  @Test func surfaceCanBeLeftOffForReferenceOutput() {
    let canvas = Renderer.render(Text("x"), size: Size(width: 3, height: 1), paintsSurface: false)
    #expect(canvas.style(x: 0, y: 0) == .plain)
  }

  @Test func theScrimDimsFillsNotOnlyText() throws {
    let plain = Renderer.render(Screen(showAlert: false), size: Size(width: 48, height: 12), theme: .dark)
    let dimmed = Renderer.render(Screen(showAlert: true), size: Size(width: 48, height: 12), theme: .dark)
    // The fill's cell at the far left, outside the alert.
    let before = plain.style(x: 1, y: 1).background
    let after = dimmed.style(x: 1, y: 1).background
    #expect(before == Color(.rgb(RGB(200, 40, 40))))
    let scrim = try #require(Theme.dark.previewColor(.alertScrim))
    #expect(after == Color(.rgb(Scrim.blend(RGB(200, 40, 40), scrim)), token: TokenName("alert.scrim")))
    #expect(dimmed.style(x: 0, y: 0).foreground != plain.style(x: 0, y: 0).foreground, "text dims too")
  }

  @Test func scrimBlendsSixtyPercentTowardItsColour() {
    #expect(Scrim.blend(RGB(200, 100, 0), RGB(0, 0, 0)) == RGB(80, 40, 0))
    #expect(Scrim.blend(RGB(0, 0, 0), RGB(255, 255, 255)) == RGB(153, 153, 153))
  }

  @Test(arguments: [20, 30, 40, 48, 60, 80])
  func aModalKeepsTwoColumnsOfMarginOrCoversTheWidth(_ width: Int) {
    let canvas = Renderer.render(Screen(showAlert: true), size: Size(width: width, height: 12), theme: .dark)
    // The alert's border is the first column whose glyph is a box corner on its top row.
    var left: Int?
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where ["╔", "╭", "┌", "┏"].contains(canvas.grapheme(x: x, y: y)) {
        left = left ?? x
      }
    }
    guard let left else {
      Issue.record("no alert frame at width \(width)")
      return
    }
    #expect(left == 0 || left >= PresentationNode.margin, "width \(width): alert at column \(left)")
  }

  @Test func thePanelFillsItsFrameEdgeToEdge() {
    let canvas = Renderer.render(Screen(showAlert: true), size: Size(width: 48, height: 12), theme: .dark)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where ["╔", "╗", "╚", "╝", "║"].contains(canvas.grapheme(x: x, y: y)) {
        #expect(canvas.style(x: x, y: y).background == Theme.dark[.alertSurface], "frame cell \(x),\(y)")
      }
    }
  }
}
