import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct BannerTests {
  @Test(arguments: [(Banner.Tone.info, "ℹ"), (.success, "✔"), (.warning, "⚠"), (.error, "✖")])
  func eachToneHasItsIconAndColour(_ tone: Banner.Tone, _ icon: String) {
    #expect(rows(Banner(tone, title: "Saved"), width: 10, height: 1) == ["▌\(icon) Saved  "])
    let canvas = Renderer.render(Banner(tone, title: "Saved"), size: Size(width: 10, height: 1))
    let token = "banner.\(tone.rawValue)"
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == token, "the bar")
    #expect(canvas.style(x: 1, y: 0).foreground.token?.path == token, "the icon")
    #expect(canvas.style(x: 3, y: 0).foreground.token?.path == token, "the title")
  }

  @Test func tonesDifferWithoutColour() {
    var seen: Set<String> = []
    for tone in Banner.Tone.allCases {
      let canvas = Renderer.render(
        Banner(tone, title: "Saved"), size: Size(width: 10, height: 1), theme: .mono)
      seen.insert(canvas.plainText())
    }
    #expect(seen.count == Banner.Tone.allCases.count)
  }

  @Test func theMessageWrapsUnderTheTitle() {
    let banner = Banner(.warning, title: "Offline", message: "Changes will sync when you reconnect.")
    #expect(
      rows(banner, width: 20, height: 4) == [
        "▌⚠ Offline          ",
        "   Changes will sync",
        "   when you         ",
        "   reconnect.       ",
      ])
  }

  @Test func withoutAMessageItIsOneRow() {
    let node = Resolve.node(Banner(.info, title: "Heads up"), EnvironmentValues())
    #expect(node.measure(ProposedSize(width: 20, height: nil)) == Size(width: 11, height: 1))
    let withMessage = Resolve.node(Banner(.info, title: "Heads up", message: "More"), EnvironmentValues())
    #expect(withMessage.measure(ProposedSize(width: 20, height: nil)) == Size(width: 11, height: 2))
  }

  @Test func theMessageHasItsOwnStyle() {
    let canvas = Renderer.render(Banner(.error, title: "T", message: "m"), size: Size(width: 6, height: 2))
    #expect(canvas.style(x: 3, y: 1).foreground != canvas.style(x: 3, y: 0).foreground)
  }

  @Test func aNarrowBannerKeepsTheIconColumn() {
    let banner = Banner(.error, title: "Failed to save", message: "Disk full")
    #expect(rows(banner, width: 8, height: 4) == ["▌✖ Faile", "   d to…", "   Disk ", "   full "])
    for width in 5...12 {
      #expect(rows(banner, width: width, height: 4)[0].hasPrefix("▌✖ "), "width \(width)")
    }
  }

  /// Regression: at four cells the stack shrank the bar and icon with the title, leaving
  /// `▌ Fa` and losing the icon that tells the tone without colour. The title gives way first.
  @Test func theIconSurvivesFourCells() {
    for width in 3...8 {
      let row = rows(Banner(.error, title: "Failed"), width: width, height: 1)[0]
      #expect(row.hasPrefix("▌✖"), "width \(width): \(row)")
    }
  }
}
