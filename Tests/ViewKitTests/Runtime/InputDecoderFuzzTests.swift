import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Random and mutated input into the decoder, seeded and bounded. Set VIEWKIT_FUZZ_ITERATIONS
/// for a long run (CONTRIBUTING.md).
@Suite struct InputDecoderFuzzTests {
  /// Bytes weighted toward what makes sequences: ESC, brackets, digits, separators, finals.
  static let alphabet: [UInt8] =
    [
      0x1B, 0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x3C, 0x3B, 0x3B, 0x3A, 0x7E, 0x4D, 0x6D, 0x75, 0x41, 0x5A, 0x7F,
      0x00, 0x03, 0x0D,
    ]
    + Array(0x30...0x39) + [
      0x32, 0x30, 0x30, 0x31, 0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0xF0, 0x9F, 0x91, 0x8D, 0xFF, 0x80,
    ]

  /// Valid input to mutate: keys, mouse reports, a paste.
  static let corpus: [[UInt8]] = {
    var corpus: [[UInt8]] = [
      Key.up, .backTab, .ctrl("a"), Key(.function(5), .shift), Key(.left, .control), "é",
    ]
    .map(\.terminalBytes)
    corpus.append(MouseEvent(.wheelDown, x: 10, y: 3).terminalBytes)
    corpus.append(Array("\u{1B}[200~pasted 👍🏽\n\u{1B}[201~".utf8))
    corpus.append([0x1B, 0x5B, 0x4D, 32, 40, 40])
    corpus.append(Array("\u{1B}[97;5u".utf8))
    return corpus
  }()

  /// Events with consecutive characters joined, so chunking cannot change the comparison
  /// (a cluster cut between two reads arrives as two keys).
  static func normalized(_ events: [InputEvent]) -> [String] {
    var result: [String] = []
    var text = ""
    for event in events {
      if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.code {
        text.append(character)
        continue
      }
      if !text.isEmpty {
        result.append(
          "text:" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        text = ""
      }
      result.append("\(event)")
    }
    if !text.isEmpty {
      result.append("text:" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
    }
    return result
  }

  static func decodeWhole(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  static func decodeChunked(_ bytes: [UInt8], using random: inout SeededRandom) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var index = 0
    while index < bytes.count {
      let end = min(bytes.count, index + Int.random(in: 1...8, using: &random))
      events += decoder.feed(Array(bytes[index..<end]))
      index = end
    }
    return events + decoder.flush()
  }

  /// What every decoding must satisfy.
  static func check(_ bytes: [UInt8], _ random: inout SeededRandom) {
    let whole = decodeWhole(bytes)
    let chunked = decodeChunked(bytes, using: &random)
    #expect(normalized(whole) == normalized(chunked), "bytes: \(bytes)")
    for event in whole {
      switch event {
      case .key(let key):
        #expect(!key.symbol.unicodeScalars.contains { $0.value == 0x1B }, "a key's symbol is inert")
      case .mouse(let mouse):
        #expect(mouse.x >= 0 && mouse.y >= 0 && mouse.x <= InputDecoder.parameterLimit)
      case .paste(let text):
        #expect(text.utf8.count <= InputDecoder.pasteLimit)
      case .unknown(let raw):
        #expect(!raw.isEmpty && raw.count <= InputDecoder.sequenceLimit + 8)
      case .reply(.deviceAttributes(let parameters)):
        #expect(parameters.allSatisfy { $0 >= 0 && $0 <= InputDecoder.parameterLimit })
      case .reply:
        break  // a colour is three bytes: always in range
      }
    }
  }

  @Test func randomBytes() {
    var random = SeededRandom(seed: 0x5EED_0001)
    for _ in 0..<fuzzIterations(2_000) {
      let length = Int.random(in: 0...48, using: &random)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &random)
          ? Self.alphabet.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
      }
      Self.check(bytes, &random)
    }
  }

  @Test func mutatedSequences() {
    var random = SeededRandom(seed: 0x5EED_0002)
    for _ in 0..<fuzzIterations(2_000) {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        bytes += Self.corpus.randomElement(using: &random) ?? []
      }
      for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[at] = Self.alphabet.randomElement(using: &random) ?? 0
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
        default: bytes.insert(contentsOf: bytes[at...].prefix(6), at: at)
        }
      }
      Self.check(bytes, &random)
    }
  }

  @Test func everyKeyRoundTrips() {
    var random = SeededRandom(seed: 0x5EED_0003)
    let codes: [Key.Code] = [
      .enter, .tab, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
    ]
    for _ in 0..<fuzzIterations(2_000) {
      let key: Key
      if Bool.random(using: &random) {
        let scalar = Unicode.Scalar(UInt32.random(in: 0x21...0x2FFF, using: &random)) ?? "x"
        guard !Sanitizer.isControl(scalar.value), Character(scalar).unicodeScalars.count == 1 else {
          continue
        }
        key = Key(Character(scalar), Bool.random(using: &random) ? .alt : [])
      } else {
        let code = codes.randomElement(using: &random) ?? .up
        let modifiers: KeyModifiers =
          [.enter, .tab, .backspace].contains(code)
          ? [] : KeyModifiers(rawValue: UInt8.random(in: 0...7, using: &random))
        key = Key(code, modifiers)
      }
      #expect(Self.decodeWhole(key.terminalBytes) == [.key(key)], "\(key)")
    }
  }

  /// Crashes the fuzzers found, kept as regressions.
  @Test func foundCases() {
    var random = SeededRandom(seed: 1)
    for bytes: [UInt8] in [
      Array("\u{1B}[<9999999999999999999999;1;1M".utf8),  // Int overflow in a parameter
      Array("\u{1B}[200~\u{1B}[20".utf8),  // paste end cut at the end of input
      Array("\u{1B}\u{1B}[<".utf8), [0x1B, 0x5B, 0x4D, 0x00], [0xF0, 0x9F], [0x1B, 0xC3],
      Array("\u{1B}[200~\u{03}".utf8), Array("\u{1B}]\u{1B}".utf8), Array("\u{1B}P\u{1B}\\".utf8),
    ] {
      Self.check(bytes, &random)
    }
  }
}
