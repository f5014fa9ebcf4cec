import Testing

@testable import ViewKit

@Suite struct KeyDecoderTests {
  func decode(_ text: String) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test func textAndControlKeys() {
    #expect(decode("aé日🚀") == [.character("a"), .character("é"), .character("日"), .character("🚀")])
    #expect(decode("\r\t\u{7F}") == [.enter, .tab, .backspace])
    #expect(decode("\u{03}\u{11}") == [.ctrl("c"), .ctrl("q")])
  }

  @Test(arguments: [
    ("\u{1B}[A", KeyEvent.up([])), ("\u{1B}[B", .down([])), ("\u{1B}[C", .right([])), ("\u{1B}[D", .left([])),
    ("\u{1B}OA", .up([])), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
    ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}[1;5C", .right(.control)), ("\u{1B}[1;2A", .up(.shift)), ("\u{1B}[1;3D", .left(.alt)),
  ])
  func sequences(_ input: String, _ expected: KeyEvent) {
    #expect(decode(input) == [expected])
  }

  @Test func escapeAloneAndAlt() {
    #expect(decode("\u{1B}") == [.escape])
    #expect(decode("\u{1B}x") == [.alt("x")])
    #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up([])])
    #expect(decode("\u{1B}\t") == [.escape, .tab])
    #expect(decode("\u{1B}\r") == [.escape, .enter])
    #expect(decode("\u{1B}\u{7F}") == [.escape, .backspace])
  }

  @Test func sequencesSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.feed([0x5B]).isEmpty)
    #expect(decoder.feed([0x31, 0x3B]).isEmpty)
    #expect(decoder.feed([0x35, 0x43, 0x61]) == [.right(.control), .character("a")])
    #expect(decoder.feed([0xE6, 0x97]).isEmpty)
    #expect(decoder.feed([0xA5]) == [.character("日")])
  }

  @Test func bracketedPasteKeepsItsText() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~line 1\nli".utf8)).isEmpty)
    #expect(decoder.feed(Array("ne 2\u{1B}[201~q".utf8)) == [.paste("line 1\nline 2"), .character("q")])
  }

  @Test func garbageIsUnknownNotACrash() {
    var raw = KeyDecoder()
    #expect(raw.feed([0xFF, 0x61]) == [.unknown([0xFF]), .character("a")])
    #expect(decode("\u{FF}") == [.character("ÿ")])
    #expect(decode("\u{1B}[99x") == [.unknown(Array("\u{1B}[99x".utf8))])
    var decoder = KeyDecoder()
    _ = decoder.feed([0xC3])
    #expect(decoder.flush() == [.unknown([0xC3])])
  }
}
