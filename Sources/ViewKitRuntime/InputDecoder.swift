import ViewKitComponents
import ViewKitCore
import ViewKitPlatform
import ViewKitStyle

/// Turns terminal input bytes into ``InputEvent``s: UTF-8 text (one event per grapheme
/// cluster), control keys, CSI and SS3 key sequences with modifiers, `CSI u` keys, SGR (1006)
/// and X10 mouse reports, and bracketed paste.
///
/// Control strings (OSC, DCS, APC, PM, SOS — a terminal's replies) are dropped up to BEL or
/// ST, except the replies ViewKit asks for, which arrive as ``InputEvent/reply(_:)`` (see
/// ``TerminalProbe``): the OSC 10 and 11 colours (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB`, or `rgba:`
/// with an alpha that is ignored, ended by BEL or `ESC \`; 1 to 4 hex digits a channel), the
/// XTVERSION name (`ESC P > | text ESC \`), the DA1 reply (`CSI ? … c`), DECRPM mode reports
/// (`CSI ? mode ; state $ y`) and the kitty keyboard flags (`CSI ? flags u`). A malformed
/// reply is dropped like any other string or reported as unknown like any other sequence. Only the 7-bit forms are read: an 8-bit
/// C1 byte (0x9B, 0x9D, 0x9C) is a UTF-8 byte here, as everywhere in the decoder. Ctrl-C inside
/// a bracketed paste ends the paste and still arrives.
///
/// Input arrives in arbitrary pieces, so an unfinished sequence waits for the next
/// ``feed(_:)``. A lone ESC is ambiguous (Escape, or the start of a sequence): when no more
/// input arrives within ``flushDelay`` milliseconds the caller calls ``flush()``, which turns it
/// into Escape — and ends a paste whose end marker never came.
///
/// Hostile input is bounded: a paste keeps at most ``maximumPasteBytes`` bytes (``pasteLimit``
/// unless given to ``init(pasteLimit:)``; the rest is dropped and counted in
/// ``droppedPasteBytes``), numeric parameters saturate, a sequence longer than ``sequenceLimit``
/// bytes is reported as unknown and dropped up to its final byte, and every byte ends up in some
/// event or is dropped: decoding never stalls.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8)) // [.key(.up)]
/// ```
public struct InputDecoder: Sendable {
  /// The most bytes one paste keeps, unless a decoder is made with another limit.
  public static let pasteLimit = 1 << 20
  /// The most bytes one paste keeps in this decoder.
  public let maximumPasteBytes: Int
  /// The longest escape sequence accepted.
  public static let sequenceLimit = 128
  /// The longest OSC or DCS body kept to be read as a reply (`11;rgba:ffff/ffff/ffff/ffff` is
  /// 27 bytes, an XTVERSION name rarely over 40); a longer string is dropped as it streams,
  /// without being kept.
  public static let replyLimit = 64
  /// The largest numeric parameter; larger ones saturate to it.
  public static let parameterLimit = 0x10_FFFF

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var pending: [UInt8] = []
  private var paste: [UInt8]?
  /// The open paste has paused (``flush()`` delivered part of it): what comes now may be keys.
  private var pastePaused = false
  /// Inside an overlong escape sequence: its bytes are dropped up to its final byte.
  private var skipping = false
  /// Inside an OSC, DCS, APC, PM or SOS string (a terminal's reply, or hostile bytes): its
  /// bytes are dropped up to BEL, ST, CAN or SUB, or until input pauses (``flush()``);
  /// however long it is, none of it becomes a key.
  private var inString = false
  private var stringLength = 0
  /// The body of the OSC or DCS string being dropped, kept while it could still be a reply (at
  /// most ``replyLimit`` bytes); nil for other strings and for one that grew too long.
  private var stringBody: [UInt8]?
  /// Whether the string being dropped is a DCS (else an OSC, when ``stringBody`` is kept).
  private var stringIsDCS = false
  /// Bytes of pastes dropped for going over ``maximumPasteBytes``, since the decoder was made.
  public private(set) var droppedPasteBytes = 0

  /// Creates a decoder with nothing pending.
  ///
  /// - Parameter pasteLimit: the most bytes one paste keeps (none when zero or less): the
  ///   standard ``pasteLimit`` unless a test wants the same cap on less input.
  public init(pasteLimit: Int = InputDecoder.pasteLimit) {
    maximumPasteBytes = max(0, pasteLimit)
  }

  /// Whether a bracketed paste is open: what comes is pasted text until its end marker.
  public var isInPaste: Bool { paste != nil }

  /// Whether bytes wait for the rest of a sequence or a paste is open.
  public var hasPending: Bool { !pending.isEmpty || paste != nil || inString || skipping }

  /// How long to wait for more input before ``flush()``: 30 ms for a lone ESC (or the rest of
  /// a dropped sequence), 500 ms inside a paste; nil when nothing waits.
  public var flushDelay: Int? { paste != nil ? 500 : hasPending ? 30 : nil }

  /// Decodes what it can of the bytes so far.
  ///
  /// - Parameter bytes: the bytes read from the terminal since the last call.
  /// - Returns: the complete events, in order; a partial sequence waits for more bytes or ``flush()``.
  public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        let end = pasteEnd(from: index)
        // Ctrl-C inside a paste is content (a pasted file with a 0x03 in it must not quit an
        // editor; the view makes it inert as it does every control character), until the paste
        // passes its limit: from there it ends the paste and quits, so no stream can keep an
        // app from quitting (and a paste that stops ends after `pasteTimeout` of silence). The
        // rule counts bytes, so it decides alike however the input is split into reads.
        let room = max(0, maximumPasteBytes - (paste?.count ?? 0))
        // A Ctrl-C once a paste has paused quits at once: typing has resumed.
        if let interrupt = firstIndex(of: [0x03], from: index, to: end ?? pending.count),
          pastePaused || interrupt - index >= room
        {
          appendToPaste(pending[index..<interrupt])
          if paste?.isEmpty == false { events.append(.paste(String(decoding: paste ?? [], as: UTF8.self))) }
          events.append(.key(.ctrl("c")))
          paste = nil
          index = interrupt + 1
          continue
        }
        guard let end else {
          // Keep a possible partial end marker for the next read.
          let keep = partialMarkerLength(from: index)
          appendToPaste(pending[index..<(pending.count - keep)])
          index = pending.count - keep
          break
        }
        appendToPaste(pending[index..<end])
        if paste?.isEmpty == false { events.append(.paste(String(decoding: paste ?? [], as: UTF8.self))) }
        paste = nil
        index = end + Self.pasteEnd.count
        continue
      }
      if inString {
        let byte = pending[index]
        if byte == 0x1B {
          guard index + 1 < pending.count else { break }  // ESC \ may be cut between reads
          inString = false
          if pending[index + 1] == 0x5C {
            index += 2
            if let reply = stringReply() { events.append(.reply(reply)) }
          }
          // Any other ESC ends an unterminated string (dropped) and is decoded afresh.
          stringBody = nil
          continue
        }
        index += 1
        stringLength += 1
        switch byte {
        case 0x07:  // BEL ends it
          inString = false
          if let reply = stringReply() { events.append(.reply(reply)) }
          stringBody = nil
        case 0x18, 0x1A:  // CAN and SUB cancel it
          inString = false
          stringBody = nil
        case 0x03:
          // Ctrl-C inside a string still arrives: no input can make an app unquittable.
          inString = false
          stringBody = nil
          events.append(.key(.ctrl("c")))
        default:
          // Kept only while it could be a reply; past the limit it streams away unkept.
          if let count = stringBody?.count {
            if count < Self.replyLimit { stringBody?.append(byte) } else { stringBody = nil }
          }
        }
        continue
      }
      if skipping {
        let byte = pending[index]
        index += 1
        if !(0x20...0x3F).contains(byte) {
          skipping = false
          if !(0x40...0x7E).contains(byte) { index -= 1 }  // not a final byte: decode it
        }
        continue
      }
      guard let (decoded, length) = decodeOne(at: index) else { break }
      events.append(contentsOf: decoded)
      index += length
    }
    pending.removeFirst(index)
    return events
  }

  /// Ends what waits: a lone ESC becomes Escape, ESC and one character Alt with it, an open
  /// paste delivers what it has so far (and ends at the next pause if nothing more came),
  /// anything else is reported as unknown.
  ///
  /// - Returns: the events that were waiting, in order.
  public mutating func flush() -> [InputEvent] {
    if paste != nil {
      // A pause inside a paste (a slow link): deliver what came so far and stay in the paste,
      // so the rest is still pasted text, not keys; a pause with nothing new ends it (a start
      // marker that never ends). A possible start of the end marker waits.
      let keep = partialMarkerLength(from: 0)
      appendToPaste(pending[..<(pending.count - keep)])
      pending.removeFirst(pending.count - keep)
      guard let collected = paste, !collected.isEmpty || keep > 0 else {
        paste = nil
        pending.removeAll()
        return []
      }
      paste = []
      pastePaused = true
      return collected.isEmpty ? [] : [.paste(String(decoding: collected, as: UTF8.self))]
    }
    defer {
      pending.removeAll()
      skipping = false
      inString = false
      stringBody = nil
    }
    if inString { return [] }
    if pending == [0x1B] { return [.key(.escape)] }
    if pending.count == 2 && pending[0] == 0x1B && (0x20..<0x7F).contains(pending[1]) {
      return [.key(Key(Character(Unicode.Scalar(pending[1])), .alt))]
    }
    return pending.isEmpty ? [] : [.unknown(pending)]
  }

  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
    let room = maximumPasteBytes - (paste?.count ?? 0)
    if bytes.count <= room {
      paste?.append(contentsOf: bytes)
    } else {
      paste?.append(contentsOf: bytes.prefix(max(0, room)))
      droppedPasteBytes += bytes.count - max(0, room)
    }
  }

  private func pasteEnd(from start: Int) -> Int? {
    firstIndex(of: Self.pasteEnd, from: start, to: pending.count)
  }

  /// Where `needle` first starts in `pending[start..<end]`; nil when it does not. A search at
  /// the C library's speed in any build: a paste is up to a mebibyte, searched as it streams.
  private func firstIndex(of needle: [UInt8], from start: Int, to end: Int) -> Int? {
    guard start < end else { return nil }
    return pending.withUnsafeBytes { bytes in
      needle.withUnsafeBytes { wanted in
        Platform.firstOffset(of: wanted, in: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
      }
    }.map { $0 + start }
  }

  /// How many bytes at the end could be the start of the end marker.
  private func partialMarkerLength(from start: Int) -> Int {
    let marker = Self.pasteEnd
    let available = pending.count - start
    for length in stride(from: min(marker.count - 1, available), through: 1, by: -1)
    where pending[(pending.count - length)...].elementsEqual(marker[0..<length]) {
      return length
    }
    return 0
  }

  /// The events at `index` and how many bytes they took; nil when more bytes are needed.
  private mutating func decodeOne(at index: Int) -> ([InputEvent], Int)? {
    let byte = pending[index]
    switch byte {
    case 0x0D, 0x0A: return ([.key(.enter)], 1)
    case 0x09: return ([.key(.tab)], 1)
    case 0x7F, 0x08: return ([.key(.backspace)], 1)
    case 0x1B: return decodeEscape(at: index)
    case 0x00: return ([.key(.ctrl(" "))], 1)
    case 0x01...0x1A: return ([.key(.ctrl(Character(Unicode.Scalar(byte + 0x60))))], 1)
    case 0x1C...0x1F: return ([.key(.ctrl(Character(Unicode.Scalar(byte + 0x40))))], 1)
    default: return decodeText(at: index)
    }
  }

  /// A run of printable text, one key per grapheme cluster; an unfinished UTF-8 sequence at
  /// the end waits for more bytes.
  private func decodeText(at index: Int) -> ([InputEvent], Int)? {
    var end = index
    while end < pending.count && pending[end] >= 0x20 && pending[end] != 0x7F { end += 1 }
    if end == pending.count {
      // Leave an incomplete trailing UTF-8 sequence for the next read.
      var lead = end - 1
      var continuation = 0
      while lead > index && pending[lead] & 0xC0 == 0x80 && continuation < 3 {
        lead -= 1
        continuation += 1
      }
      let byte = pending[lead]
      let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      if byte >= 0xC0 && end - lead < needed {
        if lead == index { return nil }
        end = lead
      }
    }
    let text = String(decoding: pending[index..<end], as: UTF8.self)
    return (text.map { .key(Key($0)) }, end - index)
  }

  private mutating func decodeEscape(at index: Int) -> ([InputEvent], Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    switch next {
    case 0x5B: return decodeCSI(at: index)
    case 0x4F: return decodeSS3(at: index)
    case 0x5D, 0x50, 0x5F, 0x5E, 0x58:
      // OSC, DCS, APC, PM, SOS: a string follows. Alone at the end of the input it is Alt with
      // that key (a person typing), decided by flush().
      guard index + 2 < pending.count else { return nil }
      inString = true
      stringLength = 0
      // Only an OSC (a colour) or a DCS (XTVERSION) can be a reply.
      stringBody = next == 0x5D || next == 0x50 ? [] : nil
      stringIsDCS = next == 0x50
      return ([], 2)
    case 0x7F, 0x08: return ([.key(Key(.backspace, .alt))], 2)
    case 0x0D: return ([.key(Key(.enter, .alt))], 2)
    case 0x1B, 0x00..<0x20: return ([.key(.escape)], 1)
    default:
      // Alt with one character: exactly one well-formed UTF-8 scalar after the ESC.
      let lead = next
      let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : 4
      guard lead < 0x80 || (lead >= 0xC2 && lead <= 0xF4) else { return ([.key(.escape)], 1) }
      guard index + 1 + length <= pending.count else { return nil }
      let bytes = pending[(index + 1)..<(index + 1 + length)]
      guard let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first else {
        return ([.key(.escape)], 1)
      }
      return ([.key(Key(Character(scalar), .alt))], 1 + length)
    }
  }

  private func decodeSS3(at index: Int) -> ([InputEvent], Int)? {
    guard index + 2 < pending.count else { return nil }
    let code: Key.Code?
    switch pending[index + 2] {
    case 0x41: code = .up
    case 0x42: code = .down
    case 0x43: code = .right
    case 0x44: code = .left
    case 0x48: code = .home
    case 0x46: code = .end
    case 0x4D: code = .enter
    case 0x50...0x53: code = .function(Int(pending[index + 2]) - 0x50 + 1)
    default: code = nil
    }
    guard let code else {
      // Not a key: ESC O was Alt-O, and whatever follows is decoded on its own.
      let next = pending[index + 2]
      if next < 0x20 || next == 0x7F { return ([.key(.alt("O"))], 2) }
      return ([.unknown(Array(pending[index..<index + 3]))], 3)
    }
    return ([.key(Key(code))], 3)
  }

  /// Numeric parameters separated by `;` (a `:` sub-parameter keeps only its first part),
  /// each saturating at ``parameterLimit``; an empty parameter is nil.
  static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    var result: [Int?] = []
    var current: Int?
    var inSub = false
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        guard !inSub else { continue }
        current = min(parameterLimit, (current ?? 0) * 10 + Int(byte - 0x30))
      case 0x3A: inSub = true
      case 0x3B:
        result.append(current)
        current = nil
        inSub = false
      default: continue
      }
    }
    result.append(current)
    return result
  }

  /// The reply the string just ended is, if it is one.
  private func stringReply() -> TerminalReply? {
    guard let body = stringBody else { return nil }
    return stringIsDCS ? Self.versionReply(body) : Self.colorReply(body)
  }

  /// The reply a DCS body (what comes between `ESC P` and ST) is, if it is an XTVERSION reply:
  /// `>|` then the terminal's name and version, made inert (``Sanitizer``); nil for anything
  /// else.
  static func versionReply(_ body: [UInt8]) -> TerminalReply? {
    guard body.count > 2, body[0] == 0x3E, body[1] == 0x7C else { return nil }
    return .terminalVersion(Sanitizer.sanitize(String(decoding: body[2...], as: UTF8.self)))
  }

  /// The reply an OSC body (what comes between `ESC ]` and BEL or ST) is, if it is an OSC 10 or
  /// 11 colour reply (`10` or `11`, `;`) or an OSC 4 palette reply (`4 ; index ;`), then
  /// `rgb:R/G/B` or `rgba:R/G/B/A` (the prefix in any case, the alpha ignored), each channel 1 to
  /// 4 hex digits; nil for anything else.
  static func colorReply(_ body: [UInt8]) -> TerminalReply? {
    // OSC 4: `4 ; index ; spec`, the index 0 to 255.
    if body.count > 4, body[0] == 0x34, body[1] == 0x3B {
      let rest = body[2...]
      guard let separator = rest.firstIndex(of: 0x3B), (1...3).contains(separator - 2),
        rest[..<separator].allSatisfy({ (0x30...0x39).contains($0) }),
        let index = Int(String(decoding: rest[..<separator], as: UTF8.self)), index <= 255,
        let color = color(body[(separator + 1)...])
      else { return nil }
      return .paletteColor(index, color)
    }
    guard body.count > 3, body[0] == 0x31, body[2] == 0x3B, let color = color(body[3...]) else { return nil }
    switch body[1] {
    case 0x30: return .foregroundColor(color)
    case 0x31: return .backgroundColor(color)
    default: return nil
    }
  }

  /// An X11 colour specification, `rgb:R/G/B` or `rgba:R/G/B/A`; nil for anything else.
  static func color(_ spec: ArraySlice<UInt8>) -> RGB? {
    guard let colon = spec.firstIndex(of: 0x3A) else { return nil }
    let channelCount: Int
    switch String(decoding: spec[..<colon], as: UTF8.self).lowercased() {
    case "rgb": channelCount = 3
    case "rgba": channelCount = 4
    default: return nil
    }
    let fields = spec[(colon + 1)...].split(separator: 0x2F, omittingEmptySubsequences: false)
    guard fields.count == channelCount else { return nil }
    var channels: [UInt8] = []
    for field in fields {
      guard let value = channel(field) else { return nil }
      channels.append(value)
    }
    return RGB(channels[0], channels[1], channels[2])
  }

  /// One channel of 1 to 4 hex digits scaled to 8 bits: `value * 255 / (16^n - 1)`, rounded
  /// (`f` is 255, `80` is 128, `8000` is 128, `ffff` is 255); nil for anything else.
  static func channel(_ digits: ArraySlice<UInt8>) -> UInt8? {
    guard (1...4).contains(digits.count) else { return nil }
    var value = 0
    for digit in digits {
      switch digit {
      case 0x30...0x39: value = value * 16 + Int(digit - 0x30)
      case 0x41...0x46: value = value * 16 + Int(digit - 0x41) + 10
      case 0x61...0x66: value = value * 16 + Int(digit - 0x61) + 10
      default: return nil
      }
    }
    let maximum = (1 << (4 * digits.count)) - 1
    return UInt8((value * 255 * 2 + maximum) / (2 * maximum))
  }

  static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    let bits = (parameter - 1) & 0xF
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  private mutating func decodeCSI(at index: Int) -> ([InputEvent], Int)? {
    // ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E)
    var end = index + 2
    while end < pending.count && (0x20...0x3F).contains(pending[end]) && end - index < Self.sequenceLimit {
      end += 1
    }
    if end - index >= Self.sequenceLimit {
      // Too long to be a key: report its start, drop the rest up to its final byte.
      skipping = true
      return ([.unknown(Array(pending[index..<end]))], end - index)
    }
    guard end < pending.count else { return nil }
    let final = pending[end]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence after all: report what came before the stray byte.
      return ([.unknown(Array(pending[index..<end]))], end - index)
    }
    let length = end - index + 1
    let body = pending[(index + 2)..<end]
    let whole = Array(pending[index..<index + length])
    if body.isEmpty && final == 0x4D { return decodeX10Mouse(at: index) }
    if body.first == 0x3C && (final == 0x4D || final == 0x6D) {
      return (
        decodeSGRMouse(body.dropFirst(), release: final == 0x6D).map { [$0] } ?? [.unknown(whole)], length
      )
    }
    if body.first == 0x3F && final == 0x63 {
      // DA1 reply, CSI ? Ps ; … c: digits and separators only.
      let values = body.dropFirst()
      guard values.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else {
        return ([.unknown(whole)], length)
      }
      return ([.reply(.deviceAttributes(Self.parameters(values).map { $0 ?? 0 }))], length)
    }
    if body.first == 0x3F, let reply = Self.privateReply(body.dropFirst(), final: final) {
      return ([.reply(reply)], length)
    }
    if let marker = body.first, (0x3C...0x3F).contains(marker) { return ([.unknown(whole)], length) }
    let parameters = Self.parameters(body)
    let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : nil)
    func key(_ code: Key.Code) -> ([InputEvent], Int) { ([.key(Key(code, modifiers))], length) }
    switch final {
    case 0x41: return key(.up)
    case 0x42: return key(.down)
    case 0x43: return key(.right)
    case 0x44: return key(.left)
    case 0x48: return key(.home)
    case 0x46: return key(.end)
    case 0x50...0x53: return key(.function(Int(final) - 0x50 + 1))
    case 0x5A: return ([.key(Key(.tab, modifiers.union(.shift)))], length)
    case 0x49 where body.isEmpty, 0x4F where body.isEmpty: return ([], length)  // focus in / out
    case 0x75: return decodeCSIu(parameters, whole: whole)
    case 0x7E:
      switch parameters.first ?? nil {
      case 1, 7: return key(.home)
      case 2: return key(.insert)
      case 3: return key(.delete)
      case 4, 8: return key(.end)
      case 5: return key(.pageUp)
      case 6: return key(.pageDown)
      case let number? where (11...15).contains(number): return key(.function(number - 10))
      case let number? where (17...21).contains(number): return key(.function(number - 11))
      case let number? where (23...26).contains(number): return key(.function(number - 12))
      case 200:
        paste = []
        pastePaused = false
        return ([], length)
      case 201: return ([], length)  // an end of paste with no start
      default: return ([.unknown(whole)], length)
      }
    default:
      return ([.unknown(whole)], length)
    }
  }

  /// A DECRPM mode report (`CSI ? mode ; state $ y`) or the kitty keyboard flags
  /// (`CSI ? flags u`), from what follows the `?`; nil for anything else.
  static func privateReply(_ body: ArraySlice<UInt8>, final: UInt8) -> TerminalReply? {
    func isNumber(_ digits: ArraySlice<UInt8>) -> Bool {
      !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
    }
    switch final {
    case 0x79:  // y: CSI ? mode ; state $ y
      guard body.last == 0x24 else { return nil }
      let fields = body.dropLast().split(separator: 0x3B, omittingEmptySubsequences: false)
      guard fields.count == 2, isNumber(fields[0]), isNumber(fields[1]) else { return nil }
      let values = parameters(body.dropLast())
      guard let mode = values[0], let state = values[1] else { return nil }
      return .mode(mode, state: state)
    case 0x75:  // u: CSI ? flags u
      guard isNumber(body), let flags = parameters(body)[0] else { return nil }
      return .keyboardFlags(flags)
    case 0x6E:  // n: CSI ? 997 ; 1 n (dark) or 2 n (light), the colour scheme
      let fields = body.split(separator: 0x3B, omittingEmptySubsequences: false)
      guard fields.count == 2, Array(fields[0]) == Array("997".utf8), fields[1].count == 1 else { return nil }
      switch fields[1].first {
      case 0x31: return .colorScheme(.dark)
      case 0x32: return .colorScheme(.light)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The keypad keys the kitty keyboard protocol reports by their own code (`CSI 57399 u` is
  /// keypad 0) with the disambiguate flag, as the keys they type or move by; from 57399.
  static let kittyKeypad: [Key.Code] =
    "0123456789./*-+".map { Key.Code.character($0) } + [.enter, .character("="), .character(",")]
    + [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert, .delete]

  /// `CSI code ; modifiers u` (the fixterms and kitty keyboard form). The kitty protocol's own
  /// codes in the private use area are keys where ``Key`` has them (F13 to F35, the keypad) and
  /// unknown otherwise (lock, media and modifier keys, keypad Begin).
  private func decodeCSIu(_ parameters: [Int?], whole: [UInt8]) -> ([InputEvent], Int) {
    let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : nil)
    guard let code = parameters.first ?? nil else { return ([.unknown(whole)], whole.count) }
    let keyCode: Key.Code
    switch code {
    case 13: keyCode = .enter
    case 9: keyCode = .tab
    case 27: keyCode = .escape
    case 127, 8: keyCode = .backspace
    case 57376...57398: keyCode = .function(code - 57376 + 13)
    case 57399..<(57399 + Self.kittyKeypad.count): keyCode = Self.kittyKeypad[code - 57399]
    case 57344...63743: return ([.unknown(whole)], whole.count)
    default:
      guard let scalar = Unicode.Scalar(code), !Sanitizer.isControl(UInt32(code)) else {
        return ([.unknown(whole)], whole.count)
      }
      keyCode = .character(Character(scalar))
    }
    return ([.key(Key(keyCode, modifiers))], whole.count)
  }

  private func decodeX10Mouse(at index: Int) -> ([InputEvent], Int)? {
    guard index + 5 < pending.count else { return nil }
    let button = Int(pending[index + 3]) - 32
    let x = max(0, Int(pending[index + 4]) - 33)
    let y = max(0, Int(pending[index + 5]) - 33)
    guard button >= 0 else { return ([.unknown(Array(pending[index..<index + 6]))], 6) }
    return ([.mouse(Self.mouse(button: button, x: x, y: y, release: button & 3 == 3 && button & 64 == 0))], 6)
  }

  private func decodeSGRMouse(_ body: ArraySlice<UInt8>, release: Bool) -> InputEvent? {
    let parameters = Self.parameters(body)
    guard parameters.count == 3, let button = parameters[0], let column = parameters[1],
      let row = parameters[2]
    else { return nil }
    return .mouse(Self.mouse(button: button, x: max(0, column - 1), y: max(0, row - 1), release: release))
  }

  static func mouse(button code: Int, x: Int, y: Int, release: Bool) -> MouseEvent {
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: MouseEvent.Button
    if code & 128 != 0 {
      button = .none  // buttons 8 to 11 (back, forward): nothing ViewKit acts on
    } else if code & 64 != 0 {
      button = [MouseEvent.Button.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
    } else {
      button = [MouseEvent.Button.left, .middle, .right, .none][low]
    }
    let kind: MouseEvent.Kind
    if release {
      kind = .release
    } else if code & 32 != 0 {
      kind = button == .none ? .move : .drag
    } else {
      kind = .press
    }
    return MouseEvent(button, kind, x: x, y: y, modifiers: modifiers)
  }
}
