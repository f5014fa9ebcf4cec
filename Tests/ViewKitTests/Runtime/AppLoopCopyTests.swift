import Observation
import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitCore
@testable import ViewKitRuntime

/// `\.copy` in a running loop: OSC 52 before the next frame where the terminal takes copies,
/// the reason where it does not.
@Suite struct AppLoopCopyTests {
  @Observable final class Model {
    var result: CopyResult?
  }

  struct Copier: View {
    let model: Model
    @Environment(\.copy) var copy

    var body: some View {
      Text(model.result.map { "\($0)" } ?? "nothing yet")
        .keyBindings([
          KeyBinding("c", "copy", scope: .screen) { [copy, model] in model.result = copy("@ada") }
        ])
    }
  }

  @Test func aSupportedTerminalGetsTheSequenceBeforeTheFrame() {
    let model = Model()
    let loop = AppLoop(size: Size(width: 40, height: 3), profile: .truecolor, theme: { .dark }) {
      Copier(model: model)
    }
    _ = loop.render(synchronized: false)
    loop.clipboard = TerminalFeature(.supported, "test")
    loop.receive(Array("c".utf8))
    #expect(model.result == .copied)
    let bytes = loop.render(synchronized: false)
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}]52;c;QGFkYQ==\u{1B}\\"))
    #expect(loop.copies == ["@ada"])
    var screen = TerminalScreen(width: 40, height: 3)
    screen.feed(bytes)
    #expect(screen.clipboard == ["QGFkYQ=="])
    #expect(screen.unsupported.isEmpty)
    // Sent once.
    loop.receive(Array("x".utf8))
    #expect(!String(decoding: loop.render(synchronized: false), as: UTF8.self).contains("]52;"))
  }

  @Test func anUnsupportedTerminalGetsNothingAndTheReason() {
    let model = Model()
    let driver = AppDriver(size: Size(width: 80, height: 3)) { Copier(model: model) }
    driver.loop.clipboard = TerminalFeature(
      .unsupported, "xterm takes OSC 52 copies only with allowWindowOps")
    driver.type("c")
    #expect(model.result == .unsupported(reason: "xterm takes OSC 52 copies only with allowWindowOps"))
    #expect(!String(decoding: driver.loop.render(synchronized: false), as: UTF8.self).contains("]52;"))
    #expect(driver.loop.copies.isEmpty)
  }
}
