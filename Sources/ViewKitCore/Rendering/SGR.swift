import ViewKitStyle

/// A style as a terminal sees it: colours already downsampled for the profile.
struct TerminalStyle: Equatable {
  var foreground: Color.Kind
  var background: Color.Kind
  var attributes: TextAttributes

  static let plain = TerminalStyle(foreground: .default, background: .default, attributes: [])

  init(foreground: Color.Kind, background: Color.Kind, attributes: TextAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The style as sent in `profile`: its two colours downsampled together (``SentStyle``).
  init(_ style: Style, profile: ColorProfile) {
    let sent = SentStyle(
      foreground: style.foreground, background: style.background, attributes: style.attributes,
      profile: profile)
    foreground = sent.foreground
    background = sent.background
    attributes = sent.attributes
  }

  /// Whether a space drawn in this style looks the same as no cell at all.
  var isInvisibleAsSpace: Bool {
    background == .default && !attributes.contains(.reverse) && !attributes.contains(.underline)
      && !attributes.contains(.strikethrough)
  }
}

/// Builds the shortest SGR sequence that moves the terminal from one style to another.
enum SGR {
  /// Appends the bytes that change `current` into `target` (nothing when they are equal).
  static func transition(from current: TerminalStyle, to target: TerminalStyle, into buffer: inout [UInt8]) {
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
