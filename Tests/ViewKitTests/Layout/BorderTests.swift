import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct BorderLabelTests {
  @Test func theSpacesAroundATitleKeepTheFillUnderThem() {
    // Regression: they were drawn with no background, so a filled panel's title sat in two
    // cells of the screen's surface.
    let fill = Color.rgb(0xEE, 0xEE, 0xEE)
    let view = Text("body").frame(width: 14, alignment: .leading).border(
      .rounded, color: .rgb(1, 2, 3), title: "Title"
    )
    .background(fill)
    let canvas = Renderer.render(view, size: Size(width: 16, height: 3), paintsSurface: false)
    let row = canvas.plainText().split(separator: "\n")[0]
    #expect(row.hasPrefix("╭─ Title ─"))
    for x in [2, 8] {
      #expect(canvas.styles[Int(canvas.cell(x: x, y: 0).style)].background == fill, "column \(x)")
    }
  }
}
