import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct InputDecoderTests {
  func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

  func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  func keys(_ keys: Key...) -> [InputEvent] { keys.map { .key($0) } }

  @Test func textAndControlKeys() {
    #expect(decode("aé日🚀") == keys("a", "é", "日", "🚀"))
    #expect(decode("\r\t\u{7F}") == keys(.enter, .tab, .backspace))
    #expect(decode("\u{03}\u{11}\u{00}\u{1C}") == keys(.ctrl("c"), .ctrl("q"), .ctrl(" "), .ctrl("\\")))
  }

  @Test func clustersArriveAsOneKey() {
    #expect(decode("👍🏽👨‍👩‍👧e\u{301}") == keys("👍🏽", "👨‍👩‍👧", "é"))
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[3~", .delete), ("\u{1B}[2~", Key(.insert)), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[Z", .backTab), ("\u{1B}OP", Key(.function(1))), ("\u{1B}[15~", Key(.function(5))),
    ("\u{1B}[24~", Key(.function(12))), ("\u{1B}[1;5C", Key(.right, .control)),
    ("\u{1B}[1;2A", Key(.up, .shift)),
    ("\u{1B}[1;3D", Key(.left, .alt)), ("\u{1B}[1;5P", Key(.function(1), .control)),
    ("\u{1B}[97;5u", .ctrl("a")), ("\u{1B}[13u", .enter), ("\u{1B}[27u", .escape),
  ])
  func sequences(_ input: String, _ expected: Key) {
    #expect(decode(input) == [.key(expected)])
  }

  @Test func escapeAloneAndAlt() {
    #expect(decode("\u{1B}") == keys(.escape))
    #expect(decode("\u{1B}x") == keys(.alt("x")))
    #expect(decode("\u{1B}xy") == keys(.alt("x"), "y"))
    #expect(decode("\u{1B}\u{1B}[A") == keys(.escape, .up))
    #expect(decode("\u{1B}\t") == keys(.escape, .tab))
    #expect(decode("\u{1B}\u{7F}") == keys(Key(.backspace, .alt)))
  }

  @Test func everyKeyRoundTripsThroughItsTerminalBytes() {
    var all: [Key] = [
      "a", "Q", "é", "日", "👍🏽", " ", .enter, .escape, .tab, .backTab, .backspace, .delete, .up, .down,
      .left, .right, .home, .end, .pageUp, .pageDown, .ctrl("a"), .ctrl("w"), .alt("b"), Key(.insert),
    ]
    all += (1...12).map { Key(.function($0)) }
    all += [
      Key(.up, .control), Key(.left, [.shift, .alt]), Key(.delete, .control), Key(.function(5), .shift),
    ]
    for key in all {
      #expect(decode(key.terminalBytes) == [.key(key)], "\(key)")
    }
  }

  @Test func sequencesSplitAcrossReads() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flushDelay == 30)
    #expect(decoder.feed([0x5B]).isEmpty)
    #expect(decoder.feed([0x31, 0x3B]).isEmpty)
    #expect(decoder.feed([0x35, 0x43, 0x61]) == keys(Key(.right, .control), "a"))
    #expect(decoder.feed([0xE6, 0x97]).isEmpty)
    #expect(decoder.feed([0xA5]) == keys("日"))
  }

  @Test func bracketedPasteKeepsItsText() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~line 1\nli".utf8)).isEmpty)
    #expect(decoder.flushDelay == 500)
    #expect(decoder.feed(Array("ne 2\u{1B}[201~q".utf8)) == [.paste("line 1\nline 2"), .key("q")])
  }

  @Test func aPasteEndSplitAcrossReadsIsFound() {
    // Regression: the end marker cut between two reads froze the app for good.
    let paste = String(repeating: "x", count: 5_000)
    let bytes = Array("\u{1B}[200~\(paste)\u{1B}[201~q".utf8)
    for cut in [bytes.count - 2, bytes.count - 3, bytes.count - 4, bytes.count - 5, bytes.count - 6] {
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      var start = 0
      for end in stride(from: 97, to: cut, by: 97) + [cut, bytes.count] {
        events += decoder.feed(Array(bytes[start..<end]))
        start = end
      }
      #expect(events == [.paste(paste), .key("q")], "cut at \(cut)")
      #expect(!decoder.hasPending)
    }
  }

  @Test func aHugePasteIsCappedAndCounted() {
    var decoder = InputDecoder()
    let size = InputDecoder.pasteLimit + 1_000
    var events = decoder.feed(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: 0x61, count: 65_536)
    var sent = 0
    while sent < size {
      let count = min(chunk.count, size - sent)
      events += decoder.feed(Array(chunk[0..<count]))
      sent += count
    }
    events += decoder.feed(Array("\u{1B}[201~\u{03}".utf8))
    guard case .paste(let text)? = events.first else {
      Issue.record("expected a paste")
      return
    }
    #expect(text.utf8.count == InputDecoder.pasteLimit)
    #expect(decoder.droppedPasteBytes == 1_000)
    #expect(events.last == .key(.ctrl("c")), "Ctrl-C after a huge paste still arrives")
  }

  @Test func aPasteThatNeverEndsIsDeliveredOnFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(decoder.flush() == [.paste("abc")])
    #expect(decoder.flush().isEmpty, "a second pause with nothing new ends the paste")
    #expect(!decoder.hasPending)
    #expect(decoder.feed(Array("q".utf8)) == keys("q"))
  }

  @Test func aPasteThatPausesStaysAPaste() {
    // A slow link: the paste arrives with a pause in the middle. The rest must not become
    // keys (an Enter in it would submit a form).
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~first\r".utf8)).isEmpty)
    #expect(decoder.flush() == [.paste("first\r")])
    #expect(decoder.feed(Array("second\rq\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.flush() == [.paste("second\rq")], "the start of an end marker waits")
    #expect(decoder.feed(Array("1~x".utf8)) == keys("x"))
    var interrupted = InputDecoder()
    _ = interrupted.feed(Array("\u{1B}[200~abc".utf8))
    _ = interrupted.flush()
    #expect(interrupted.feed([0x03]) == keys(.ctrl("c")), "Ctrl-C in a paused paste quits")
  }

  @Test func parametersSaturate() {
    // Regression: a parameter at the edge of Int's range crashed the decoder.
    #expect(decode("\u{1B}[99999999999999999999999999;5A") == keys(Key(.up, .control)))
    #expect(decode("\u{1B}[1;99999999999999999999999A") == keys(Key(.up, [.alt, .control])))
    #expect(
      decode("\u{1B}[<99999999999999999999;99999999999999999999;99999999999999999999M").count == 1)
    #expect(InputDecoder.parameters(ArraySlice(Array("9223372036854775807999".utf8))) == [0x10_FFFF])
    #expect(decode("\u{1B}[128512u") == keys("😀"), "CSI u keys above U+FFFF")
  }

  @Test func sgrMouseInEveryForm() {
    #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.left, .press, x: 9, y: 4))])
    #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.left, .release, x: 9, y: 4))])
    #expect(decode("\u{1B}[<1;1;1M") == [.mouse(MouseEvent(.middle, .press, x: 0, y: 0))])
    #expect(decode("\u{1B}[<2;3;4M") == [.mouse(MouseEvent(.right, .press, x: 2, y: 3))])
    #expect(decode("\u{1B}[<32;3;4M") == [.mouse(MouseEvent(.left, .drag, x: 2, y: 3))])
    #expect(decode("\u{1B}[<35;3;4M") == [.mouse(MouseEvent(.none, .move, x: 2, y: 3))])
    #expect(decode("\u{1B}[<64;3;4M") == [.mouse(MouseEvent(.wheelUp, .press, x: 2, y: 3))])
    #expect(decode("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(.wheelDown, .press, x: 2, y: 3))])
    #expect(decode("\u{1B}[<66;3;4M") == [.mouse(MouseEvent(.wheelLeft, .press, x: 2, y: 3))])
    #expect(decode("\u{1B}[<67;3;4M") == [.mouse(MouseEvent(.wheelRight, .press, x: 2, y: 3))])
    #expect(
      decode("\u{1B}[<20;3;4M") == [
        .mouse(MouseEvent(.left, .press, x: 2, y: 3, modifiers: [.shift, .control]))
      ])
    #expect(decode("\u{1B}[<8;0;0M") == [.mouse(MouseEvent(.left, .press, x: 0, y: 0, modifiers: .alt))])
    for event in [MouseEvent(.left, .press, x: 0, y: 0), MouseEvent(.wheelDown, x: 199, y: 60)] {
      #expect(decode(event.terminalBytes) == [.mouse(event)])
    }
  }

  @Test func backAndForwardButtonsAreNotClicks() {
    #expect(decode("\u{1B}[<128;3;4M") == [.mouse(MouseEvent(.none, .press, x: 2, y: 3))])
    #expect(decode("\u{1B}[<129;3;4M") == [.mouse(MouseEvent(.none, .press, x: 2, y: 3))])
  }

  @Test func ss3FollowedByAControlIsAltO() {
    #expect(decode("\u{1B}O\u{1B}[A") == keys(.alt("O"), .up))
  }

  @Test func x10MouseIsDecodedToo() {
    #expect(
      decode([0x1B, 0x5B, 0x4D, 32, 33 + 9, 33 + 4]) == [.mouse(MouseEvent(.left, .press, x: 9, y: 4))])
    #expect(decode([0x1B, 0x5B, 0x4D, 35, 33, 33]) == [.mouse(MouseEvent(.none, .release, x: 0, y: 0))])
    #expect(decode([0x1B, 0x5B, 0x4D, 96, 40, 40]) == [.mouse(MouseEvent(.wheelUp, .press, x: 7, y: 7))])
  }

  @Test func malformedMouseReportsAreUnknown() {
    for garbage in ["\u{1B}[<0;10M", "\u{1B}[<;;M", "\u{1B}[<0;1;2;3M"] {
      let events = decode(garbage)
      #expect(events.count == 1)
      guard case .unknown? = events.first else {
        Issue.record("\(garbage.debugDescription) gave \(events)")
        continue
      }
    }
    // `a` is a final byte, so the sequence ends there and the rest is text.
    #expect(decode("\u{1B}[<a;b") == [.unknown(Array("\u{1B}[<a".utf8)), .key(";"), .key("b")])
  }

  @Test func garbageIsDefinedNotACrash() {
    #expect(decode([0xFF, 0x61]) == keys("\u{FFFD}", "a"))
    #expect(decode("\u{1B}[99x") == [.unknown(Array("\u{1B}[99x".utf8))])
    #expect(decode("\u{1B}[12\u{03}") == [.unknown(Array("\u{1B}[12".utf8)), .key(.ctrl("c"))])
    let long = "\u{1B}[" + String(repeating: "1", count: 500) + "Ax"
    let events = decode(long)
    #expect(events.count == 2, "an overlong sequence is one unknown event, dropped to its end")
    #expect(events.last == .key("x"))
    var decoder = InputDecoder()
    _ = decoder.feed([0xC3])
    #expect(decoder.flush() == [.unknown([0xC3])])
    #expect(decode("\u{1B}[I\u{1B}[O\u{1B}[201~").isEmpty, "focus reports and a stray paste end are dropped")
  }

  @Test func ctrlCInsideAPasteIsContentUntilTheLimit() {
    // Regression: pasting a file holding a 0x03 byte quit the app (found by an adversarial run
    // in tmux): inside a paste it is content, for the view to make inert.
    #expect(decode("\u{1B}[200~a\u{03}b\u{1B}[201~") == [.paste("a\u{03}b")])
    #expect(decode("\u{1B}[200~a\u{03}b\u{1B}[201~\u{03}") == [.paste("a\u{03}b"), .key(.ctrl("c"))])
    var open = InputDecoder()
    #expect(open.feed(Array("\u{1B}[200~abc\u{03}x".utf8)).isEmpty)
    #expect(open.flush() == [.paste("abc\u{03}x")])
    // Regression: a stream without the end marker kept an app from quitting for as long as it
    // kept sending. Past the paste's limit Ctrl-C ends it and quits, however the bytes arrive.
    var flood = InputDecoder()
    let filler = [UInt8](repeating: 0x61, count: InputDecoder.pasteLimit + 10)
    var events = flood.feed(Array("\u{1B}[200~".utf8) + filler)
    events += flood.feed([0x03, 0x78])
    #expect(events.contains(.key(.ctrl("c"))))
    #expect(events.last == .key("x"))
  }

  @Test func controlStringsAreDropped() {
    // Regression: ESC ] 0 ; q BEL arrived as Alt-] and the key q, which quit the app.
    #expect(decode("\u{1B}]0;q\u{07}a") == keys("a"))
    #expect(decode("\u{1B}]12;rgb:1e1e/1e1e/1e1e\u{1B}\\b") == keys("b"), "OSC 11 is a reply, OSC 12 is not")
    #expect(decode("\u{1B}P1$r0m\u{1B}\\c") == keys("c"))
    #expect(decode("\u{1B}_hidden\u{07}\u{1B}^pm\u{07}\u{1B}Xsos\u{07}d") == keys("d"))
    #expect(decode("\u{1B}]unterminated\u{1B}[A") == keys(.up), "an ESC ends the string")
    #expect(decode("\u{1B}]") == keys(.alt("]")), "alone, it is Alt with the key")
    #expect(decode("\u{1B}P") == keys(.alt("P")))
    let long = "\u{1B}]52;c;" + String(repeating: "q", count: 20_000) + "\u{07}z"
    #expect(decode(long) == keys("z"), "however long, no byte of a string becomes a key")
    #expect(decode("\u{1B}]0;ti\u{03}tle") == keys(.ctrl("c"), "t", "l", "e"), "Ctrl-C inside a string quits")
    #expect(decode("\u{1B}]0;x\u{18}y") == keys("y"), "CAN cancels a string")
    var split = InputDecoder()
    #expect(split.feed(Array("\u{1B}]0;title\u{1B}".utf8)).isEmpty)
    #expect(split.feed(Array("\\z".utf8)) == keys("z"), "ST cut between reads")
    var idle = InputDecoder()
    #expect(idle.feed(Array("\u{1B}]0;never ends".utf8)).isEmpty)
    #expect(idle.flushDelay == 30)
    #expect(idle.flush().isEmpty)
    #expect(idle.feed(Array("q".utf8)) == keys("q"), "silence ends the string")
  }
}

/// Terminal replies: OSC 10 and 11 colours, DA1, XTVERSION, DECRPM and the kitty keyboard flags
/// arrive as `.reply`, never as keys.
extension InputDecoderTests {
  /// The reply every test below expects for `rgb:1e1e/1e1e/1e1e`.
  static let darkGrey = InputEvent.reply(.backgroundColor(RGB(0x1E, 0x1E, 0x1E)))

  /// Feeds `bytes` in the pieces `cuts` marks, then flushes.
  func decode(_ bytes: [UInt8], cuts: [Int]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    for end in cuts + [bytes.count] where end >= start {
      events += decoder.feed(Array(bytes[start..<end]))
      start = end
    }
    return events + decoder.flush()
  }

  @Test func colourRepliesEndedByBELOrST() {
    #expect(decode("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}") == [Self.darkGrey])
    #expect(decode("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\") == [Self.darkGrey])
    #expect(
      decode("\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\") == [.reply(.foregroundColor(RGB(255, 255, 255)))])
    #expect(decode("\u{1B}]10;rgb:0/0/0\u{07}") == [.reply(.foregroundColor(RGB(0, 0, 0)))])
    #expect(decode("\u{1B}]11;RGB:1E1E/1e1e/1E1e\u{07}") == [Self.darkGrey], "any case")
  }

  @Test func channelsOfOneToFourDigitsScaleToEightBits() {
    #expect(decode("\u{1B}]11;rgb:f/0/8\u{07}") == [.reply(.backgroundColor(RGB(255, 0, 136)))])
    #expect(decode("\u{1B}]11;rgb:ff/80/1e\u{07}") == [.reply(.backgroundColor(RGB(255, 128, 30)))])
    #expect(decode("\u{1B}]11;rgb:fff/800/1e1\u{07}") == [.reply(.backgroundColor(RGB(255, 128, 30)))])
    #expect(decode("\u{1B}]11;rgb:ffff/8000/7fff\u{07}") == [.reply(.backgroundColor(RGB(255, 128, 127)))])
    #expect(decode("\u{1B}]11;rgb:f/80/8000\u{07}") == [.reply(.backgroundColor(RGB(255, 128, 128)))])
    let cases: [(String, UInt8)] = [
      ("0", 0), ("f", 255), ("8", 136), ("7", 119), ("00", 0), ("ff", 255), ("80", 128), ("1e", 30),
      ("000", 0), ("fff", 255), ("800", 128), ("0000", 0), ("ffff", 255), ("8000", 128), ("7fff", 127),
      ("1e1e", 30), ("0101", 1), ("0080", 0), ("0081", 1),
    ]
    for (digits, expected) in cases {
      #expect(InputDecoder.channel(ArraySlice(Array(digits.utf8))) == expected, "\(digits)")
    }
    for bad in ["", "12345", "g", "-1", " f"] {
      #expect(InputDecoder.channel(ArraySlice(Array(bad.utf8))) == nil, "\(bad.debugDescription)")
    }
  }

  @Test func rgbaRepliesIgnoreAlpha() {
    #expect(decode("\u{1B}]11;rgba:1e1e/1e1e/1e1e/8000\u{07}") == [Self.darkGrey])
    #expect(decode("\u{1B}]11;rgba:ff/00/00/00\u{1B}\\") == [.reply(.backgroundColor(RGB(255, 0, 0)))])
  }

  @Test func aReplySplitAtEveryByteStillArrives() {
    for reply in [
      "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}", "\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\",
      "\u{1B}]11;rgba:1e/1e/1e/ff\u{1B}\\",
    ] {
      let bytes = Array(("a" + reply + "q").utf8)
      for cut in 0...bytes.count {
        #expect(decode(bytes, cuts: [cut]) == [.key("a"), Self.darkGrey, .key("q")], "cut at \(cut)")
      }
      #expect(decode(bytes, cuts: Array(1..<bytes.count)) == [.key("a"), Self.darkGrey, .key("q")])
      for first in 1..<bytes.count {
        for second in first..<bytes.count {
          #expect(decode(bytes, cuts: [first, second]) == [.key("a"), Self.darkGrey, .key("q")])
        }
      }
    }
  }

  @Test func malformedRepliesAreDroppedWithNoKeys() {
    let bodies = [
      "11;rgb:1e1e/1e1e", "11;rgb:1e1e/1e1e/1e1e/1e1e", "11;rgba:1e/1e/1e", "11;rgb:12345/0/0",
      "11;rgb:gg/00/00", "11;rgb:/00/00", "11;rgb:00//00", "11;rgb:00/00/00/", "11;rgb:00/00/00 ",
      "11;rgb 00/00/00", "11;rgb:", "11;", "11", "11;?", "11;#1e1e1e", "11;cmy:00/00/00", "12;rgb:00/00/00",
      "111;rgb:00/00/00", "1;rgb:00/00/00", "11rgb:00/00/00", " 11;rgb:00/00/00", "4;1;rgb:00/00",
      "4;1234;rgb:00/00/00",
      "11;rgb:ff/ff/ff" + String(repeating: "0", count: InputDecoder.replyLimit),
      "11;rgb:\u{1E}0/00/00", "11;rgb:é/00/00",
    ]
    for body in bodies {
      #expect(decode("\u{1B}]\(body)\u{07}x") == keys("x"), "\(body.debugDescription) with BEL")
      #expect(decode("\u{1B}]\(body)\u{1B}\\x") == keys("x"), "\(body.debugDescription) with ST")
    }
    // Ended by anything but BEL or ST, a reply is not one.
    #expect(decode("\u{1B}]11;rgb:1e/1e/1e\u{1B}[A") == keys(.up), "an ESC ends it unterminated")
    #expect(decode("\u{1B}]11;rgb:1e/1e/1e\u{18}y") == keys("y"), "CAN cancels it")
    #expect(decode("\u{1B}]11;rgb:1e/1e/1e\u{1A}y") == keys("y"), "SUB cancels it")
    #expect(decode("\u{1B}P11;rgb:1e/1e/1e\u{1B}\\y") == keys("y"), "a DCS is not an OSC")
    #expect(decode("\u{1B}_11;rgb:1e/1e/1e\u{07}y") == keys("y"), "nor an APC")
    var paused = InputDecoder()
    #expect(paused.feed(Array("\u{1B}]11;rgb:1e/1e/1e".utf8)).isEmpty)
    #expect(paused.flush().isEmpty, "a pause drops it")
  }

  @Test func keysAroundAReplyInTheSameReadAreKept() {
    #expect(
      decode("\u{1B}]11;rgb:0000/0000/0000\u{07}q\u{1B}[A")
        == [.reply(.backgroundColor(RGB(0, 0, 0))), .key("q"), .key(.up)])
    #expect(
      decode("ab\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\\r") == [
        .key("a"), .key("b"), Self.darkGrey, .key(.enter),
      ])
    #expect(
      decode("\u{1B}\u{1B}]11;rgb:1e/1e/1e\u{07}") == [.key(.escape), Self.darkGrey], "Escape just before")
    #expect(
      decode("\u{1B}]11;rgb:1e/1e/1e\u{07}\u{1B}[?62;22c\u{03}")
        == [Self.darkGrey, .reply(.deviceAttributes([62, 22])), .key(.ctrl("c"))])
  }

  @Test func ctrlCInsideALongOSCStillInterrupts() {
    let long = Array(("\u{1B}]11;rgb:" + String(repeating: "0", count: 500) + "\u{03}x").utf8)
    #expect(decode(long) == keys(.ctrl("c"), "x"))
    #expect(decode(long, cuts: Array(stride(from: 7, to: long.count, by: 7))) == keys(.ctrl("c"), "x"))
    #expect(decode("\u{1B}]11;rgb:1e/1\u{03}e/1e\u{07}") == keys(.ctrl("c"), "e", "/", "1", "e", .ctrl("g")))
  }

  @Test func deviceAttributesAreAReply() {
    #expect(decode("\u{1B}[?62;22c") == [.reply(.deviceAttributes([62, 22]))])
    #expect(decode("\u{1B}[?1;2c") == [.reply(.deviceAttributes([1, 2]))])
    #expect(decode("\u{1B}[?6c") == [.reply(.deviceAttributes([6]))])
    #expect(decode("\u{1B}[?65;1;;9c") == [.reply(.deviceAttributes([65, 1, 0, 9]))])
    let bytes = Array("\u{1B}[?64;1;22cq".utf8)
    for cut in 0...bytes.count {
      #expect(
        decode(bytes, cuts: [cut]) == [.reply(.deviceAttributes([64, 1, 22])), .key("q")], "cut at \(cut)")
    }
    #expect(decode("\u{1B}[?62:1c") == [.unknown(Array("\u{1B}[?62:1c".utf8))], "a sub-parameter is not DA1")
    #expect(decode("\u{1B}[>1;10;0c") == [.unknown(Array("\u{1B}[>1;10;0c".utf8))], "DA2 is not asked for")
  }

  @Test func terminalVersionIsAReply() {
    #expect(decode("\u{1B}P>|xterm(390)\u{1B}\\") == [.reply(.terminalVersion("xterm(390)"))])
    #expect(decode("\u{1B}P>|tmux 3.4\u{07}q") == [.reply(.terminalVersion("tmux 3.4")), .key("q")])
    // An ESC ends the string unterminated: no reply, and what follows is decoded afresh.
    #expect(
      decode("\u{1B}P>|evil\u{1B}[2Jname") == [.unknown(Array("\u{1B}[2J".utf8))] + keys("n", "a", "m", "e"))
    // Controls inside are made visible: the text can never act on a terminal it is printed to.
    #expect(decode("\u{1B}P>|a\u{01}b\u{7F}\u{1B}\\") == [.reply(.terminalVersion("a\u{2401}b\u{2421}"))])
    let bytes = Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\x".utf8)
    for cut in 0...bytes.count {
      #expect(
        decode(bytes, cuts: [cut]) == [.reply(.terminalVersion("kitty(0.35.2)")), .key("x")], "cut at \(cut)")
    }
    for other in [
      "\u{1B}P>xterm\u{1B}\\", "\u{1B}P|xterm\u{1B}\\", "\u{1B}P>|\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\",
    ] {
      #expect(decode(other + "x") == keys("x"), "\(other.debugDescription) is no version")
    }
    let long = "\u{1B}P>|" + String(repeating: "v", count: InputDecoder.replyLimit) + "\u{1B}\\x"
    #expect(decode(long) == keys("x"), "too long to keep")
  }

  @Test func modeReportsAreReplies() {
    #expect(decode("\u{1B}[?2026;2$y") == [.reply(.mode(2026, state: 2))])
    #expect(decode("\u{1B}[?2027;0$y") == [.reply(.mode(2027, state: 0))])
    #expect(decode("\u{1B}[?2031;1$yq") == [.reply(.mode(2031, state: 1)), .key("q")])
    let bytes = Array("\u{1B}[?2026;4$y\u{1B}[A".utf8)
    for cut in 0...bytes.count {
      #expect(decode(bytes, cuts: [cut]) == [.reply(.mode(2026, state: 4)), .key(.up)], "cut at \(cut)")
    }
    for other in [
      "\u{1B}[?2026$y", "\u{1B}[?2026;2y", "\u{1B}[?;2$y", "\u{1B}[?2026;$y", "\u{1B}[?1;2;3$y",
      "\u{1B}[2026;2$y",
    ] {
      #expect(decode(other) == [.unknown(Array(other.utf8))], "\(other.debugDescription) is no report")
    }
  }

  @Test func keyboardFlagsAreAReply() {
    #expect(decode("\u{1B}[?0u") == [.reply(.keyboardFlags(0))])
    #expect(decode("\u{1B}[?31u") == [.reply(.keyboardFlags(31))])
    #expect(decode("\u{1B}[?u") == [.unknown(Array("\u{1B}[?u".utf8))], "no flags")
    #expect(decode("\u{1B}[?1;2u") == [.unknown(Array("\u{1B}[?1;2u".utf8))])
    #expect(decode("\u{1B}[1u") != [.reply(.keyboardFlags(1))], "without ? it is a key")
  }

  /// OSC 4 palette colours and colour-scheme reports (`CSI ? 997 ; 1|2 n`) are replies; near
  /// misses are not.
  @Test func paletteColoursAndColourSchemesAreReplies() {
    #expect(decode("\u{1B}]4;1;rgb:cdcd/0000/0000\u{07}") == [.reply(.paletteColor(1, RGB(205, 0, 0)))])
    #expect(decode("\u{1B}]4;255;rgb:ff/ff/ff\u{1B}\\") == [.reply(.paletteColor(255, RGB(255, 255, 255)))])
    #expect(decode("\u{1B}[?997;1n") == [.reply(.colorScheme(.dark))])
    #expect(decode("\u{1B}[?997;2n") == [.reply(.colorScheme(.light))])
    for other in [
      "\u{1B}]4;256;rgb:ff/ff/ff\u{07}", "\u{1B}]4;;rgb:ff/ff/ff\u{07}", "\u{1B}]4;1;?\u{07}",
      "\u{1B}]4;1a;rgb:f/f/f\u{07}",
    ] {
      #expect(
        decode(other).allSatisfy { if case .reply = $0 { false } else { true } }, "\(other.debugDescription)")
    }
    for other in ["\u{1B}[?997;3n", "\u{1B}[?996;1n", "\u{1B}[?997n", "\u{1B}[?997;12n"] {
      #expect(decode(other) == [.unknown(Array(other.utf8))], "\(other.debugDescription) is no report")
    }
  }

  /// The kitty keyboard protocol's forms, with the disambiguate flag a session pushes.
  @Test func kittyKeyboardKeys() {
    #expect(decode("\u{1B}[27ua") == keys(.escape, "a"), "Esc then a key at once, with no wait")
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[27u".utf8)) == keys(.escape))
    #expect(decoder.flushDelay == nil, "nothing waits: Esc needs no timing")
    #expect(decode("\u{1B}[105;5u") == keys(.ctrl("i")) && .ctrl("i") != Key.tab, "Ctrl-I is not Tab")
    #expect(decode("\u{1B}[109;5u") == keys(.ctrl("m")) && .ctrl("m") != Key.enter, "Ctrl-M is not Enter")
    #expect(decode("\u{1B}[91;5u") == keys(Key("[", .control)), "Ctrl-[ is not Esc")
    #expect(decode("\u{1B}[99;5u") == keys(.ctrl("c")))
    #expect(decode("\u{1B}[105;69u") == keys(.ctrl("i")), "Caps Lock and Num Lock are not modifiers")
    #expect(decode("\u{1B}[13;3u") == keys(Key(.enter, .alt)))
    #expect(
      decode("\u{1B}[1;5A\u{1B}[1;2P\u{1B}[13;5~\u{1B}[1;3H\u{1B}[1;6F")
        == keys(
          Key(.up, .control), Key(.function(1), .shift), Key(.function(3), .control), Key(.home, .alt),
          Key(.end, [.shift, .control])))
    #expect(decode("\u{1B}[57376u\u{1B}[57398;2u") == keys(Key(.function(13)), Key(.function(35), .shift)))
    #expect(decode("\u{1B}[57399u\u{1B}[57408u\u{1B}[57409u\u{1B}[57413u") == keys("0", "9", ".", "+"))
    #expect(
      decode("\u{1B}[57414u\u{1B}[57416u\u{1B}[57417u\u{1B}[57426;5u")
        == keys(
          .enter, ",", .left, Key(.delete, .control)))
    for other in ["\u{1B}[57358u", "\u{1B}[57427u", "\u{1B}[57441;2u", "\u{1B}[63743u", "\u{1B}[1E"] {
      #expect(decode(other) == [.unknown(Array(other.utf8))], "\(other.debugDescription): no key ViewKit has")
    }
  }
}
