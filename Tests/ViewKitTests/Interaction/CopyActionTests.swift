import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitCore

@Suite struct CopyActionTests {
  func base64(_ text: String) -> String {
    var out: [UInt8] = []
    OSC52.base64(Array(text.utf8), into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  @Test func base64IsRFC4648() {
    #expect(base64("") == "")
    #expect(base64("f") == "Zg==")
    #expect(base64("fo") == "Zm8=")
    #expect(base64("foo") == "Zm9v")
    #expect(base64("foobar") == "Zm9vYmFy")
    #expect(base64("@ada 日本") == "QGFkYSDml6XmnKw=")
  }

  @Test func theSequenceIsOSC52ToTheClipboard() {
    let bytes = OSC52.sequence("@ada") ?? []
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]52;c;QGFkYQ==\u{1B}\\")
  }

  @Test func textPastTheCapIsRefused() {
    #expect(OSC52.sequence(String(repeating: "a", count: OSC52.maxTextBytes)) != nil)
    #expect(OSC52.sequence(String(repeating: "a", count: OSC52.maxTextBytes + 1)) == nil)
    #expect((OSC52.sequence(String(repeating: "a", count: OSC52.maxTextBytes))?.count ?? .max) < 100_000)
  }

  @Test func outsideAnAppNothingIsCopied() {
    #expect(EnvironmentValues().copy("x") == .unsupported(reason: "not running in a terminal"))
  }

  /// Whatever the text holds, the sequence is one OSC 52 a terminal reads whole.
  @Test func fuzzedTextNeverLeavesItsSequence() {
    var random = SeededRandom(seed: 0x0052)
    for _ in 0..<fuzzIterations(500) {
      let count = Int.random(in: 0...80, using: &random)
      let text = String(
        decoding: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
      var screen = TerminalScreen(width: 10, height: 2)
      screen.feed(OSC52.sequence(text) ?? [])
      #expect(screen.unsupported.isEmpty)
      #expect(screen.clipboard == [base64(text)])
      #expect(screen.text() == "\n")
    }
  }
}
