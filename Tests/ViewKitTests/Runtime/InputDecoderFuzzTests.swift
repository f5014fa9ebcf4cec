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
    // The kitty keyboard protocol's forms, and the replies the probe asks for.
    for text in [
      "\u{1B}[27u", "\u{1B}[105;5u", "\u{1B}[91;5u", "\u{1B}[57399u", "\u{1B}[57426;5u", "\u{1B}[57376;2u",
      "\u{1B}[1;5A", "\u{1B}[1;2P", "\u{1B}[13;5~", "\u{1B}[57358u", "\u{1B}[105:73;69u", "\u{1B}[?1u",
      "\u{1B}[?2026;2$y", "\u{1B}P>|kitty(0.35.2)\u{1B}\\", "\u{1B}[?62;22c",
    ] {
      corpus.append(Array(text.utf8))
    }
    return corpus
  }()

  /// An event, or a run of characters by their scalars.
  enum Piece: Equatable {
    case text([Unicode.Scalar])
    case event(InputEvent)
  }

  /// Events with consecutive characters joined, so chunking cannot change the comparison
  /// (a cluster cut between two reads arrives as two keys). Compared as values: describing
  /// each event by reflection took a tenth of the suite.
  static func normalized(_ events: [InputEvent]) -> [Piece] {
    var result: [Piece] = []
    var text: [Unicode.Scalar] = []
    for event in events {
      if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.code {
        text += character.unicodeScalars
        continue
      }
      if !text.isEmpty {
        result.append(.text(text))
        text = []
      }
      result.append(.event(event))
    }
    if !text.isEmpty { result.append(.text(text)) }
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

  /// How kitty's keyboard protocol (the disambiguate flag) sends a key: `CSI code ; modifiers u`
  /// for characters, Enter, Tab, Backspace, Esc and F13 up; `CSI 1 ; modifiers letter` for
  /// arrows, Home, End, F1, F2 and F4; `CSI number ; modifiers ~` for the rest.
  static func kittyBytes(_ key: Key) -> [UInt8] {
    let modifiers = 1 + Int(key.modifiers.rawValue & 7)
    let suffix = modifiers > 1 ? ";\(modifiers)" : ""
    func csi(_ number: Int, _ final: String) -> [UInt8] {
      Array("\u{1B}[\(number == 1 && suffix.isEmpty ? "" : String(number))\(suffix)\(final)".utf8)
    }
    switch key.code {
    case .character(let character): return csi(Int(character.unicodeScalars.first?.value ?? 0), "u")
    case .enter: return csi(13, "u")
    case .tab: return csi(9, "u")
    case .backspace: return csi(127, "u")
    case .escape: return csi(27, "u")
    case .up: return csi(1, "A")
    case .down: return csi(1, "B")
    case .right: return csi(1, "C")
    case .left: return csi(1, "D")
    case .home: return csi(1, "H")
    case .end: return csi(1, "F")
    case .insert: return csi(2, "~")
    case .delete: return csi(3, "~")
    case .pageUp: return csi(5, "~")
    case .pageDown: return csi(6, "~")
    case .function(let number):
      switch number {
      case 1: return csi(1, "P")
      case 2: return csi(1, "Q")
      case 3: return csi(13, "~")
      case 4: return csi(1, "S")
      case 5: return csi(15, "~")
      case 6...10: return csi(number + 11, "~")
      case 11, 12: return csi(number + 12, "~")
      default: return csi(57376 + number - 13, "u")
      }
    }
  }

  /// Every key, as kitty's protocol sends it with any modifiers, decodes to itself, whole or cut
  /// into any reads, and typed after Esc at once is still Esc and that key.
  @Test func everyKittyKeyRoundTrips() {
    var random = SeededRandom(seed: 0x5EED_0004)
    let codes: [Key.Code] = [
      .enter, .tab, .backspace, .escape, .delete, .insert, .up, .down, .left, .right, .home, .end, .pageUp,
      .pageDown,
    ]
    for _ in 0..<fuzzIterations(2_000) {
      let modifiers = KeyModifiers(rawValue: UInt8.random(in: 0...7, using: &random))
      let code: Key.Code
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let scalar = Unicode.Scalar(UInt32.random(in: 0x21...0x2FFF, using: &random)) ?? "x"
        guard !Sanitizer.isControl(scalar.value), Character(scalar).unicodeScalars.count == 1 else {
          continue
        }
        code = .character(Character(scalar))
      case 1: code = .function(Int.random(in: 1...35, using: &random))
      default: code = codes.randomElement(using: &random) ?? .up
      }
      let key = Key(code, modifiers)
      let bytes = Self.kittyBytes(key)
      #expect(Self.decodeWhole(bytes) == [.key(key)], "\(key): \(bytes)")
      #expect(Self.decodeChunked(bytes, using: &random) == [.key(key)], "\(key) in pieces: \(bytes)")
      #expect(Self.decodeWhole(Self.kittyBytes(.escape) + bytes) == [.key(.escape), .key(key)], "\(key)")
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
