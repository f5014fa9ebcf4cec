import ViewKitStyle

/// A style as a terminal sees it: colours already downsampled for the profile, and the
/// hyperlink open (OSC 8) when hyperlinks are sent.
struct TerminalStyle: Equatable {
  var foreground: Color.Kind
  var background: Color.Kind
  var attributes: TextAttributes
  /// The hyperlink the cell is in; nil when it has none or hyperlinks are not sent.
  var link: Hyperlink?

  static let plain = TerminalStyle(foreground: .default, background: .default, attributes: [])

  init(foreground: Color.Kind, background: Color.Kind, attributes: TextAttributes, link: Hyperlink? = nil) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.link = link
  }

  /// The style as sent in `profile`: its two colours downsampled together (``SentStyle``), and
  /// its link when `hyperlinks` are sent.
  init(_ style: Style, profile: ColorProfile, hyperlinks: Bool = false) {
    let sent = SentStyle(
      foreground: style.foreground, background: style.background, attributes: style.attributes,
      profile: profile)
    foreground = sent.foreground
    background = sent.background
    attributes = sent.attributes
    link = hyperlinks ? style.link : nil
  }

  /// The same style without its hyperlink: what SGR codes describe.
  var withoutLink: TerminalStyle {
    var copy = self
    copy.link = nil
    return copy
  }

  /// Whether a space drawn in this style looks the same as no cell at all.
  var isInvisibleAsSpace: Bool {
    background == .default && !attributes.contains(.reverse) && !attributes.contains(.underline)
      && !attributes.contains(.strikethrough)
  }
}

/// Builds the shortest SGR sequence that moves the terminal from one style to another.
enum SGR {
  /// Appends the bytes that change `current` into `target` (nothing when they are equal): the
  /// hyperlink first (``OSC8``), then the SGR codes.
  static func transition(from current: TerminalStyle, to target: TerminalStyle, into buffer: inout [UInt8]) {
    if current == target { return }
    if current.link != target.link {
      if current.link != nil { OSC8.close(into: &buffer) }
      if let link = target.link { OSC8.open(link, into: &buffer) }
      let (current, target) = (current.withoutLink, target.withoutLink)
      if current != target { colors(from: current, to: target, into: &buffer) }
      return
    }
    colors(from: current.withoutLink, to: target.withoutLink, into: &buffer)
  }

  /// The SGR codes from one style to another, links aside.
  private static func colors(
    from current: TerminalStyle, to target: TerminalStyle, into buffer: inout [UInt8]
  ) {
    if current == target { return }
    if target == .plain {
      buffer.append(contentsOf: [0x1B, 0x5B, 0x6D])  // ESC [ m
      return
    }
    var incremental: [UInt8] = []
    var needsSeparator = false
    let removed = current.attributes.subtracting(target.attributes)
    var added = target.attributes.subtracting(current.attributes)
    if !removed.isDisjoint(with: [.bold, .faint]) {
      param(22, &incremental, &needsSeparator)
      added.formUnion(target.attributes.intersection([.bold, .faint]))
    }
    if removed.contains(.italic) { param(23, &incremental, &needsSeparator) }
    if removed.contains(.underline) { param(24, &incremental, &needsSeparator) }
    if removed.contains(.reverse) { param(27, &incremental, &needsSeparator) }
    if removed.contains(.strikethrough) { param(29, &incremental, &needsSeparator) }
    attributeParams(added, &incremental, &needsSeparator)
    if current.foreground != target.foreground {
      colorParams(target.foreground, base: 30, &incremental, &needsSeparator)
    }
    if current.background != target.background {
      colorParams(target.background, base: 40, &incremental, &needsSeparator)
    }
    var reset: [UInt8] = []
    var resetSeparator = false
    attributeParams(target.attributes, &reset, &resetSeparator)
    if target.foreground != .default { colorParams(target.foreground, base: 30, &reset, &resetSeparator) }
    if target.background != .default { colorParams(target.background, base: 40, &reset, &resetSeparator) }
    buffer.append(0x1B)
    buffer.append(0x5B)
    if reset.count + 2 < incremental.count {
      buffer.append(0x30)
      buffer.append(0x3B)
      buffer.append(contentsOf: reset)
    } else {
      buffer.append(contentsOf: incremental)
    }
    buffer.append(0x6D)
  }

  private static func attributeParams(_ attributes: TextAttributes, _ out: inout [UInt8], _ sep: inout Bool) {
    if attributes.isEmpty { return }
    if attributes.contains(.bold) { param(1, &out, &sep) }
    if attributes.contains(.faint) { param(2, &out, &sep) }
    if attributes.contains(.italic) { param(3, &out, &sep) }
    if attributes.contains(.underline) { param(4, &out, &sep) }
    if attributes.contains(.reverse) { param(7, &out, &sep) }
    if attributes.contains(.strikethrough) { param(9, &out, &sep) }
  }

  private static func colorParams(_ color: Color.Kind, base: Int, _ out: inout [UInt8], _ sep: inout Bool) {
    switch color {
    case .default:
      param(base + 9, &out, &sep)
    case .ansi(let ansi):
      let index = Int(ansi.rawValue)
      param(index < 8 ? base + index : base + 60 + index - 8, &out, &sep)
    case .palette(let index):
      param(base + 8, &out, &sep)
      param(5, &out, &sep)
      param(Int(index), &out, &sep)
    case .rgb(let rgb):
      param(base + 8, &out, &sep)
      param(2, &out, &sep)
      param(Int(rgb.red), &out, &sep)
      param(Int(rgb.green), &out, &sep)
      param(Int(rgb.blue), &out, &sep)
    }
  }

  private static func param(_ value: Int, _ out: inout [UInt8], _ sep: inout Bool) {
    if sep { out.append(0x3B) }
    sep = true
    appendDecimal(value, to: &out)
  }

  /// Appends a non-negative integer in ASCII decimal.
  static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &out) }
    out.append(UInt8(0x30 + value % 10))
  }
}

/// Hyperlinks as terminals take them: `OSC 8 ; id=… ; URL ST` opens one, `OSC 8 ; ; ST` closes
/// it. The URL is a ``Hyperlink``'s, whose bytes are all 0x21–0x7E, so it can neither end the
/// string nor start another sequence; the id is the URL's hash in hexadecimal, the same in
/// every frame, so a terminal groups the cells of one link (wrapped over rows, or drawn by
/// separate updates) as one.
enum OSC8 {
  /// Appends the bytes that open `link`.
  static func open(_ link: Hyperlink, into buffer: inout [UInt8]) {
    buffer.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B])  // ESC ] 8 ;
    buffer.append(contentsOf: Array("id=".utf8))
    buffer.append(contentsOf: id(link))
    buffer.append(0x3B)
    buffer.append(contentsOf: link.url.utf8)
    buffer.append(contentsOf: [0x1B, 0x5C])  // ST
  }

  /// Appends the bytes that end the open hyperlink.
  static func close(into buffer: inout [UInt8]) {
    buffer.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B, 0x3B, 0x1B, 0x5C])  // ESC ] 8 ; ; ST
  }

  /// The link's id: 16 hexadecimal digits of the FNV-1a hash of its URL.
  static func id(_ link: Hyperlink) -> [UInt8] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in link.url.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0100_0000_01b3
    }
    let digits = Array("0123456789abcdef".utf8)
    return (0..<16).reversed().map { digits[Int((hash >> (UInt64($0) * 4)) & 0xF)] }
  }
}
