import Foundation
import ViewKit
import ViewKitPlatform

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// The repository's root folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Renders a view and returns its rows as plain text, each exactly `width` cells.
func rows<V: View>(_ view: V, width: Int, height: Int, theme: Theme = .dark) -> [String] {
  Renderer.render(view, size: Size(width: width, height: height), theme: theme)
    .plainText(trimTrailingSpaces: false)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Runs a view in the app loop, as the terminal runtime does, without a terminal.
final class Harness<Content: View> {
  let loop: AppLoop<Content>

  init(width: Int = 60, height: Int = 16, _ view: @escaping () -> Content) {
    loop = AppLoop(size: Size(width: width, height: height), profile: .none, theme: { .mono }, view: view)
    _ = loop.render()
  }

  /// Feeds bytes as a terminal sends them, ends what waits, and draws.
  func input(_ bytes: [UInt8]) {
    loop.receive(bytes)
    if loop.inputFlushDelay != nil { loop.flushInput() }
    _ = loop.render()
  }

  func send(_ keys: Key...) { for key in keys { input(key.terminalBytes) } }
  func type(_ text: String) { for character in text { input(Key(character).terminalBytes) } }
  func click(x: Int, y: Int) { input(MouseEvent(.left, x: x, y: y).terminalBytes) }
  var screen: String { loop.canvas.plainText() }
  var focusedID: String? { loop.engine.focusedID }
  var hints: [String] { loop.engine.hints(inLineOnly: true).map { "\($0.keys) \($0.description)" } }
}

/// Closes both ends of a pseudo-terminal a test opened:
/// `defer { closeBothEnds(of: pty) }` after `let pty = try #require(Platform.openPseudoTerminal())`.
func closeBothEnds(of pty: (primary: Int32, secondary: Int32)) {
  Platform.closeFile(pty.primary)
  Platform.closeFile(pty.secondary)
}
