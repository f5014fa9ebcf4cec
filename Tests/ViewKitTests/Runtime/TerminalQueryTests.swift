import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// A terminal scripted for ``TerminalProbe/exchange(timeout:write:read:elapsed:)``: each read
/// returns the next chunk after ``latency`` milliseconds, or waits out its timeout when the
/// script has run dry.
final class ScriptedTerminal {
  /// What each read returns, in order; an empty chunk is a wait cut short with nothing read (a
  /// resize, a redraw signal).
  var chunks: [[UInt8]]
  /// What was written.
  var written: [[UInt8]] = []
  /// How many reads were made.
  var reads = 0
  /// Milliseconds since the wait began, advanced by each read.
  var now = 0
  /// How long each scripted read takes, in milliseconds.
  let latency: Int

  /// A terminal that answers with `chunks`, one per read.
  init(_ chunks: [[UInt8]], latency: Int = 5) {
    self.chunks = chunks
    self.latency = latency
  }

  /// Runs the probe against this terminal.
  func exchange(timeout: Int = 100) -> TerminalProbe.Outcome {
    TerminalProbe.exchange(
      timeout: timeout, write: { self.written.append($0) }, read: { self.read($0) }, elapsed: { self.now })
  }

  /// One read: the next chunk, or a full wait when nothing is left.
  func read(_ timeout: Int) -> [UInt8] {
    reads += 1
    guard !chunks.isEmpty else {
      now += timeout
      return []
    }
    now += min(timeout, latency)
    return chunks.removeFirst()
  }
}

/// ``BackgroundProbe`` and ``TerminalProbe``: the queries, the choice of appearance, the wait;
/// and the decoder's handling of replies spliced into typing.
@Suite struct TerminalQueryTests {
  /// Bytes of a string.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Decodes bytes in one piece.
  static func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  @Test func theQueryIsOSC11ThenDA1() {
    #expect(BackgroundProbe.query == Self.bytes("\u{1B}]11;?\u{07}\u{1B}[c"))
    #expect(BackgroundProbe.query == BackgroundProbe.backgroundQuery + BackgroundProbe.deviceAttributesQuery)
    #expect(Self.decode(BackgroundProbe.deviceAttributesQuery) == [.unknown(Self.bytes("\u{1B}[c"))])
  }

  @Test func appearanceFollowsTheBackground() {
    #expect(BackgroundProbe.appearance(of: RGB(0, 0, 0)) == .dark)
    #expect(BackgroundProbe.appearance(of: RGB(255, 255, 255)) == .light)
    #expect(BackgroundProbe.appearance(of: RGB(0xF0, 0xF0, 0xF0)) == .light)
    #expect(BackgroundProbe.appearance(of: RGB(0x1E, 0x1E, 0x1E)) == .dark)
    #expect(
      BackgroundProbe.appearance(of: RGB(0x80, 0x80, 0x80)) == .light, "mid-grey: black text reads better")
    #expect(BackgroundProbe.appearance(of: RGB(0x75, 0x75, 0x75)) == .dark, "the threshold")
    #expect(BackgroundProbe.appearance(of: RGB(0x76, 0x76, 0x76)) == .light, "the threshold")
    #expect(BackgroundProbe.appearance(of: RGB(0x00, 0x2B, 0x36)) == .dark, "Solarized dark")
    #expect(BackgroundProbe.appearance(of: RGB(0xFD, 0xF6, 0xE3)) == .light, "Solarized light")
    #expect(BackgroundProbe.appearance(of: RGB(0x00, 0x00, 0xFF)) == .dark, "pure blue")
    #expect(BackgroundProbe.appearance(of: RGB(0xFF, 0xFF, 0x00)) == .light, "pure yellow")
  }

  @Test func someTerminalsAreNotAsked() {
    #expect(BackgroundProbe.isWorthAsking(environment: ["TERM": "xterm-256color"]))
    #expect(BackgroundProbe.isWorthAsking(environment: ["TERM": "tmux-256color"]))
    #expect(!BackgroundProbe.isWorthAsking(environment: ["TERM": "linux"]))
    #expect(!BackgroundProbe.isWorthAsking(environment: ["TERM": "dumb"]))
    #expect(!BackgroundProbe.isWorthAsking(environment: ["TERM": ""]))
    #expect(!BackgroundProbe.isWorthAsking(environment: [:]))
  }

  @Test func theProbeAsksEverythingWithDA1Last() {
    let expected =
      "\u{1B}[>0q\u{1B}[?2026$p\u{1B}[?2027$p\u{1B}[?2031$p\u{1B}[?u"
      + (0..<16).map { "\u{1B}]4;\($0);?\u{07}" }.joined() + "\u{1B}]10;?\u{07}\u{1B}]11;?\u{07}\u{1B}[c"
    #expect(TerminalProbe.query == Self.bytes(expected))
    #expect(TerminalProbe.timeout <= 100)
  }

  @Test func aSlowLinkCanWaitLongerForTheAnswers() {
    #expect(TerminalProbe.timeout(environment: [:]) == TerminalProbe.timeout)
    #expect(TerminalProbe.timeout(environment: ["VIEWKIT_PROBE_TIMEOUT": "750"]) == 750)
    #expect(TerminalProbe.timeout(environment: ["VIEWKIT_PROBE_TIMEOUT": "0"]) == 0)
    for ignored in ["", "fast", "-1", "10001", "1e3", " 500"] {
      #expect(
        TerminalProbe.timeout(environment: ["VIEWKIT_PROBE_TIMEOUT": ignored]) == TerminalProbe.timeout,
        "\(ignored) is not a wait")
    }
  }

  @Test func theDA1ReplyEndsTheWaitWithEverythingBeforeIt() {
    let replies = Self.bytes(
      "\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?2027;0$y\u{1B}[?2031;2$y\u{1B}[?0u"
        + "\u{1B}]10;rgb:dddd/dddd/dddd\u{1B}\\\u{1B}]11;rgb:f0f0/f0f0/f0f0\u{07}")
    let terminal = ScriptedTerminal([replies, Self.bytes("\u{1B}[?62;22c"), Self.bytes("late")])
    let outcome = terminal.exchange()
    var expected = TerminalCapabilities()
    expected.versionText = "kitty(0.35.2)"
    expected.modeStates = [2026: 2, 2027: 0, 2031: 2]
    expected.keyboardFlags = 0
    expected.foreground = RGB(0xDD, 0xDD, 0xDD)
    expected.background = RGB(0xF0, 0xF0, 0xF0)
    expected.deviceAttributes = [62, 22]
    #expect(outcome.capabilities == expected)
    #expect(outcome.bytes == replies + Self.bytes("\u{1B}[?62;22c"), "not the bytes after DA1's read")
    #expect(terminal.written == [TerminalProbe.query])
    #expect(terminal.reads == 2)
    #expect(outcome.capabilities.name == "kitty" && outcome.capabilities.version == "0.35.2")
    #expect(outcome.capabilities.synchronizedOutput == .supported)
    #expect(outcome.capabilities.graphemeClustering == .unsupported)
    #expect(outcome.capabilities.colorSchemeUpdates == .supported)
    #expect(outcome.capabilities.kittyKeyboard == .supported)
  }

  @Test func aReplySplitAcrossReadsIsFound() {
    let terminal = ScriptedTerminal([
      Self.bytes("\u{1B}]1"), Self.bytes("1;rgb:1e1e/1e"), Self.bytes("1e/1e1e\u{1B}"),
      Self.bytes("\\\u{1B}[?1;2c"),
    ])
    let outcome = terminal.exchange()
    #expect(outcome.capabilities.background == RGB(0x1E, 0x1E, 0x1E))
    #expect(outcome.capabilities.deviceAttributes == [1, 2])
    #expect(outcome.bytes == Self.bytes("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\\u{1B}[?1;2c"))
  }

  @Test func aTerminalThatAnswersOnlyDA1EndsTheWaitAtOnce() {
    let terminal = ScriptedTerminal([Self.bytes("\u{1B}[?62;22c"), Self.bytes("late")])
    let outcome = terminal.exchange()
    #expect(outcome.capabilities.background == nil)
    #expect(outcome.capabilities.deviceAttributes == [62, 22])
    #expect(outcome.capabilities.synchronizedOutput == .unknown)
    #expect(outcome.capabilities.kittyKeyboard == .unsupported, "DA1 came and the flags did not")
    #expect(terminal.reads == 1)
    #expect(terminal.now < 100)
  }

  @Test func aTerminalThatNeverAnswersCostsTheTimeoutOnce() {
    let terminal = ScriptedTerminal([])
    let outcome = terminal.exchange(timeout: 100)
    #expect(outcome.capabilities == .unknown)
    #expect(outcome.bytes.isEmpty)
    #expect(terminal.now == 100, "one read for the whole timeout")
    #expect(terminal.reads == 1)
    #expect(outcome.capabilities.kittyKeyboard == .unknown)
    let wakes = ScriptedTerminal([[], [], Self.bytes("x")])
    #expect(wakes.exchange(timeout: 100).bytes == Self.bytes("x"), "a wake does not end the wait")
    #expect(wakes.now == 100)
    #expect(wakes.reads == 4)
  }

  @Test func anInputThatHangsUpDoesNotSpin() {
    var reads = 0
    let outcome = TerminalProbe.exchange(
      timeout: 100, write: { _ in },
      read: { _ in
        reads += 1
        return []
      }, elapsed: { 0 })
    #expect(outcome.capabilities == .unknown)
    #expect(reads == TerminalProbe.emptyReadLimit)
  }

  @Test func keysTypedDuringTheWaitAreKept() {
    let typed = Self.bytes("ab\u{1B}[A")
    let reply = Self.bytes("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")
    let terminal = ScriptedTerminal([typed, reply + Self.bytes("q\u{1B}[?62c\u{03}")])
    let outcome = terminal.exchange()
    #expect(outcome.capabilities.background == RGB(0, 0, 0))
    #expect(outcome.bytes == typed + reply + Self.bytes("q\u{1B}[?62c\u{03}"), "every byte, in order")
    // The program's decoder gets them all: the keys as keys, the replies as replies.
    #expect(
      Self.decode(outcome.bytes) == [
        .key("a"), .key("b"), .key(.up), .reply(.backgroundColor(RGB(0, 0, 0))), .key("q"),
        .reply(.deviceAttributes([62])), .key(.ctrl("c")),
      ])
    let silent = ScriptedTerminal([Self.bytes("x"), [], Self.bytes("y")])
    #expect(silent.exchange().bytes == Self.bytes("xy"), "typing with no reply is kept too")
  }

  /// The keys typed in the fuzz test: characters that appear in no reply, and keys whose bytes
  /// are whole sequences (no lone Escape, no Alt with a sequence introducer).
  static let typedKeys: [Key] =
    "hijklmnopqstvwxHIJKLMNOQSTUVWXY !@#%&*()-=+,.<éß日🚀".map { Key($0) } + [
      .enter, .tab, .backspace, .up, .down, .pageUp, .home, .delete, .backTab, .ctrl("a"), .ctrl("w"),
      .alt("x"), .alt("é"), Key(.function(5)), Key(.right, .control),
    ]

  /// The characters a reply is made of, none of which may arrive as a key.
  static let replyCharacters = Set("]0123456789;rgbaRGBA:/\\cdefCDEFzP>|$?uy")

  /// A random reply of any kind the probe asks for and the event it must give: a colour
  /// (``randomColorReply(malformed:using:)``), an XTVERSION name (when `malformed`, with `z`
  /// for its `>`, a string that is no reply), a DECRPM mode report, kitty keyboard flags or DA1.
  static func randomReply(malformed: Bool, using random: inout SeededRandom) -> ([UInt8], InputEvent?) {
    func number() -> String { String(Int.random(in: 0...99_999, using: &random)) }
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      let text = String(
        (0..<Int.random(in: 1...30, using: &random)).map { _ in
          "abcdefABCDEF0123456789:/;".randomElement(using: &random) ?? "a"
        })
      let end = Bool.random(using: &random) ? "\u{07}" : "\u{1B}\\"
      let reply = Array("\u{1B}P\(malformed ? "z" : ">")|\(text)\(end)".utf8)
      return (reply, malformed ? nil : .reply(.terminalVersion(text)))
    case 1:
      let (mode, state) = (Int.random(in: 1...9_999, using: &random), Int.random(in: 0...4, using: &random))
      return (Array("\u{1B}[?\(mode);\(state)$y".utf8), .reply(.mode(mode, state: state)))
    case 2:
      let flags = Int.random(in: 0...31, using: &random)
      return (Array("\u{1B}[?\(flags)u".utf8), .reply(.keyboardFlags(flags)))
    case 3:
      let parameters = (0..<Int.random(in: 1...5, using: &random)).map { _ in Int(number()) ?? 0 }
      let text = parameters.map(String.init).joined(separator: ";")
      return (Array("\u{1B}[?\(text)c".utf8), .reply(.deviceAttributes(parameters)))
    default:
      return randomColorReply(malformed: malformed, using: &random)
    }
  }

  /// A random colour reply and the event it must give: OSC 11 or 10, `rgb:` or `rgba:`, 1 to 4
  /// hex digits a channel in either case, BEL or ST; when `malformed`, one body byte becomes
  /// `z`, which no reply may contain, and no event is expected.
  static func randomColorReply(malformed: Bool, using random: inout SeededRandom) -> ([UInt8], InputEvent?) {
    let foreground = Int.random(in: 0..<4, using: &random) == 0
    let alpha = Bool.random(using: &random)
    var channels: [UInt8] = []
    var body = (foreground ? "10;" : "11;") + (alpha ? "rgba:" : "rgb:")
    for index in 0..<(alpha ? 4 : 3) {
      let digits = Int.random(in: 1...4, using: &random)
      let maximum = (1 << (4 * digits)) - 1
      let value = Int.random(in: 0...maximum, using: &random)
      var hex = String(value, radix: 16, uppercase: Bool.random(using: &random))
      hex = String(repeating: "0", count: digits - hex.count) + hex
      body += (index > 0 ? "/" : "") + hex
      channels.append(UInt8((Double(value) * 255 / Double(maximum)).rounded()))
    }
    var bodyBytes = Array(body.utf8)
    if malformed {
      bodyBytes[Int.random(in: 0..<bodyBytes.count, using: &random)] = UInt8(ascii: "z")
    }
    let end = Bool.random(using: &random) ? [UInt8(0x07)] : [0x1B, 0x5C]
    let color = RGB(channels[0], channels[1], channels[2])
    let event = InputEvent.reply(foreground ? .foregroundColor(color) : .backgroundColor(color))
    return ([0x1B, 0x5D] + bodyBytes + end, malformed ? nil : event)
  }

  @Test func repliesSplicedIntoTypingNeverLeakAsKeys() {
    var random = SeededRandom(seed: 0x5EED_0011)
    for _ in 0..<fuzzIterations(1_000) {
      var typed: [UInt8] = []
      var input: [UInt8] = []
      var expectedReplies: [InputEvent] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        if Int.random(in: 0..<4, using: &random) == 0 {
          let (reply, event) = Self.randomReply(
            malformed: Int.random(in: 0..<3, using: &random) == 0, using: &random)
          input += reply
          if let event { expectedReplies.append(event) }
        } else {
          let key = Self.typedKeys.randomElement(using: &random) ?? "h"
          typed += key.terminalBytes
          input += key.terminalBytes
        }
      }
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      var index = 0
      while index < input.count {
        let end = min(input.count, index + Int.random(in: 1...9, using: &random))
        events += decoder.feed(Array(input[index..<end]))
        index = end
      }
      events += decoder.flush()
      let replies = events.filter { if case .reply = $0 { true } else { false } }
      let others = events.filter { if case .reply = $0 { false } else { true } }
      #expect(replies == expectedReplies, "input: \(input)")
      #expect(others == Self.decode(typed), "the typing, exactly, with the replies taken out: \(input)")
      for case .key(let key) in others {
        if case .character(let character) = key.code, key.modifiers.isEmpty {
          #expect(!Self.replyCharacters.contains(character), "\(character) leaked from a reply: \(input)")
        }
      }
    }
  }

  /// The probe over replies of every kind mixed with typing, cut into random reads: it records
  /// exactly the replies up to DA1's read, and keeps every byte it read for the program's decoder,
  /// which gives back the typing exactly.
  @Test func theProbeReadsRepliesMixedWithTypingInAnyReads() {
    var random = SeededRandom(seed: 0x5EED_0012)
    for _ in 0..<fuzzIterations(500) {
      var input: [UInt8] = []
      var typed: [UInt8] = []
      var expected = TerminalCapabilities()
      var sawDA1 = false
      for _ in 0..<Int.random(in: 0...10, using: &random) where !sawDA1 {
        if Bool.random(using: &random) {
          let (reply, event) = Self.randomReply(
            malformed: Int.random(in: 0..<4, using: &random) == 0, using: &random)
          input += reply
          if case .reply(let answer)? = event { expected.record(answer) }
          if case .reply(.deviceAttributes)? = event { sawDA1 = true }
        } else {
          let key = Self.typedKeys.randomElement(using: &random) ?? "h"
          input += key.terminalBytes
          typed += key.terminalBytes
        }
      }
      var chunks: [[UInt8]] = []
      var index = 0
      while index < input.count {
        let end = min(input.count, index + Int.random(in: 1...7, using: &random))
        chunks.append(Array(input[index..<end]))
        index = end
      }
      let terminal = ScriptedTerminal(chunks, latency: 0)
      let outcome = terminal.exchange(timeout: 100)
      #expect(outcome.capabilities == expected, "input: \(input)")
      #expect(outcome.bytes == input, "every byte read, in order: \(input)")
      #expect(terminal.now <= 100)
      let others = Self.decode(outcome.bytes).filter { if case .reply = $0 { false } else { true } }
      #expect(others == Self.decode(typed), "the typing, exactly: \(input)")
    }
  }
}
