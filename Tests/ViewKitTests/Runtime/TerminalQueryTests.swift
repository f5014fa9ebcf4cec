import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// A terminal scripted for ``BackgroundProbe/exchange(timeout:write:read:elapsed:)``: each read
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
  func exchange(timeout: Int = 150) -> BackgroundProbe.Outcome {
    BackgroundProbe.exchange(
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

/// ``BackgroundProbe``: the query, the choice of appearance, the wait; and the decoder's
/// handling of replies spliced into typing.
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

  @Test func theColourEndsTheWait() {
    let reply = Self.bytes("\u{1B}]11;rgb:f0f0/f0f0/f0f0\u{07}")
    let terminal = ScriptedTerminal([reply, Self.bytes("\u{1B}[?62c")])
    let outcome = terminal.exchange()
    #expect(outcome.background == RGB(0xF0, 0xF0, 0xF0))
    #expect(outcome.bytes == reply)
    #expect(terminal.written == [BackgroundProbe.query])
    #expect(terminal.reads == 1, "no wait for the DA1 reply once the colour came")
  }

  @Test func aReplySplitAcrossReadsIsFound() {
    let terminal = ScriptedTerminal([
      Self.bytes("\u{1B}]1"), Self.bytes("1;rgb:1e1e/1e"), Self.bytes("1e/1e1e\u{1B}"),
      Self.bytes("\\\u{1B}[?1;2c"),
    ])
    let outcome = terminal.exchange()
    #expect(outcome.background == RGB(0x1E, 0x1E, 0x1E))
    #expect(outcome.bytes == Self.bytes("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\\u{1B}[?1;2c"))
  }

  @Test func aTerminalThatAnswersOnlyDA1EndsTheWaitAtOnce() {
    let terminal = ScriptedTerminal([Self.bytes("\u{1B}[?62;22c"), Self.bytes("late")])
    let outcome = terminal.exchange()
    #expect(outcome.background == nil)
    #expect(terminal.reads == 1)
    #expect(terminal.now < 150)
  }

  @Test func aTerminalThatNeverAnswersCostsTheTimeoutOnce() {
    let terminal = ScriptedTerminal([])
    let outcome = terminal.exchange(timeout: 150)
    #expect(outcome.background == nil)
    #expect(outcome.bytes.isEmpty)
    #expect(terminal.now == 150, "one read for the whole timeout")
    #expect(terminal.reads == 1)
    let wakes = ScriptedTerminal([[], [], Self.bytes("x")])
    #expect(wakes.exchange(timeout: 150).bytes == Self.bytes("x"), "a wake does not end the wait")
    #expect(wakes.now == 150)
    #expect(wakes.reads == 4)
  }

  @Test func anInputThatHangsUpDoesNotSpin() {
    var reads = 0
    let outcome = BackgroundProbe.exchange(
      timeout: 150, write: { _ in },
      read: { _ in
        reads += 1
        return []
      }, elapsed: { 0 })
    #expect(outcome.background == nil)
    #expect(reads == BackgroundProbe.emptyReadLimit)
  }

  @Test func keysTypedDuringTheWaitAreKept() {
    let typed = Self.bytes("ab\u{1B}[A")
    let reply = Self.bytes("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")
    let terminal = ScriptedTerminal([typed, reply + Self.bytes("q\u{1B}[?62c\u{03}")])
    let outcome = terminal.exchange()
    #expect(outcome.background == RGB(0, 0, 0))
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
    "hijklmnopqstuvwxyHIJKLMNOPQSTUVWXY !@#%&*()-=+,.<>?éß日🚀".map { Key($0) } + [
      .enter, .tab, .backspace, .up, .down, .pageUp, .home, .delete, .backTab, .ctrl("a"), .ctrl("w"),
      .alt("x"), .alt("é"), Key(.function(5)), Key(.right, .control),
    ]

  /// The characters a reply is made of, none of which may arrive as a key.
  static let replyCharacters = Set("]0123456789;rgbaRGBA:/\\cdefCDEFz")

  /// A random colour reply and the event it must give: OSC 11 or 10, `rgb:` or `rgba:`, 1 to 4
  /// hex digits a channel in either case, BEL or ST; when `malformed`, one body byte becomes
  /// `z`, which no reply may contain, and no event is expected.
  static func randomReply(malformed: Bool, using random: inout SeededRandom) -> ([UInt8], InputEvent?) {
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
}
