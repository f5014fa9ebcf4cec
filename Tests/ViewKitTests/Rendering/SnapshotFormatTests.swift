import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct SnapshotFormatTests {
  @Test func headerGridAndRuns() {
    let theme = Theme.dark
    let view = HStack {
      Text("Hi").bold().foregroundColor(theme[.brandPrimary])
      Text(" 日")
    }
    let canvas = Renderer.render(view, size: Size(width: 6, height: 2), theme: theme)
    let text = SnapshotFormat.encode(
      canvas, header: [("id", "demo/state"), ("theme", "dark")], profile: .truecolor)
    #expect(
      text == """
        viewkit-snapshot 2 id=demo/state theme=dark size=6x2 profile=truecolor surface=#e6e9f0(color.text.default)/#0f1117(color.background.default)
        Hi 日 \("")
              \("")
        --- styles
        0:0-1 fg=#5fa8ff(color.brand.primary) bold "Hi"

        """)
  }

  @Test func profilesChangeHowColoursAreListed() {
    let view = Text("x").foregroundColor(.rgb(0x5F, 0xAF, 0xFF)).underline()
    let canvas = Renderer.render(view, size: Size(width: 1, height: 1), paintsSurface: false)
    #expect(
      SnapshotFormat.encode(canvas, header: [], profile: .ansi256).contains("0:0-0 fg=p75 underline \"x\""))
    #expect(SnapshotFormat.encode(canvas, header: [], profile: .ansi16).contains("0:0-0 fg=cyan underline"))
    #expect(SnapshotFormat.encode(canvas, header: [], profile: .none).contains("0:0-0 underline \"x\""))
  }

  @Test func quotesAreEscaped() {
    #expect(SnapshotFormat.quoted("say \"hi\" \\") == "\"say \\\"hi\\\" \\\\\"")
  }

  @Test func lightAndDarkDifferInTheStyleLayer() {
    let view = Text("x").textStyle(.body)
    let size = Size(width: 1, height: 1)
    let dark = SnapshotFormat.encode(
      Renderer.render(view, size: size, theme: .dark), header: [], profile: .truecolor)
    let light = SnapshotFormat.encode(
      Renderer.render(view, size: size, theme: .light), header: [], profile: .truecolor)
    #expect(dark != light)
  }
}
