import ViewKitStyle

extension Key {
  /// The bytes a terminal sends for this key (xterm's encoding): what the headless driver
  /// types, so its keys go through the same decoder as a real terminal's. Like a terminal, it
  /// has no way to send some combinations (Ctrl with a digit, Ctrl-Enter, Alt-Esc): their
  /// modifiers are dropped. Function keys past F14 send nothing.
  public var terminalBytes: [UInt8] {
    let modifierParameter = 1 + Int(modifiers.rawValue & 7)
    func csi(_ final: String, number: Int = 1) -> [UInt8] {
      let body = modifierParameter > 1 ? "\(number);\(modifierParameter)" : (number == 1 ? "" : "\(number)")
      return Array("\u{1B}[\(body)\(final)".utf8)
    }
    func tilde(_ number: Int) -> [UInt8] {
      Array((modifierParameter > 1 ? "\u{1B}[\(number);\(modifierParameter)~" : "\u{1B}[\(number)~").utf8)
    }
    switch code {
    case .character(let character):
      if modifiers.contains(.control), let ascii = character.asciiValue, ascii >= 0x40 || ascii == 0x20 {
        let control = ascii == 0x20 ? 0 : (ascii & 0x1F)
        return (modifiers.contains(.alt) ? [0x1B] : []) + [control]
      }
      return (modifiers.contains(.alt) ? [0x1B] : []) + Array(String(character).utf8)
    case .enter: return modifiers.contains(.alt) ? [0x1B, 0x0D] : [0x0D]
    case .escape: return [0x1B]
    case .tab: return modifiers.contains(.shift) ? Array("\u{1B}[Z".utf8) : [0x09]
    case .backspace: return modifiers.contains(.alt) ? [0x1B, 0x7F] : [0x7F]
    case .delete: return tilde(3)
    case .insert: return tilde(2)
    case .up: return csi("A")
    case .down: return csi("B")
    case .right: return csi("C")
    case .left: return csi("D")
    case .home: return csi("H")
    case .end: return csi("F")
    case .pageUp: return tilde(5)
    case .pageDown: return tilde(6)
    case .function(let number):
      switch number {
      case 1...4:
        return modifierParameter > 1
          ? csi(["P", "Q", "R", "S"][number - 1]) : [0x1B, 0x4F, UInt8(0x4F + number)]
      case 5: return tilde(15)
      case 6...10: return tilde(number + 11)
      case 11...14: return tilde(number + 12)
      default: return []
      }
    }
  }
}

extension MouseEvent {
  /// The SGR (1006) report a terminal sends for this event.
  public var terminalBytes: [UInt8] {
    var code: Int
    switch button {
    case .left: code = 0
    case .middle: code = 1
    case .right: code = 2
    case .none: code = 3
    case .wheelUp: code = 64
    case .wheelDown: code = 65
    case .wheelLeft: code = 66
    case .wheelRight: code = 67
    }
    if kind == .drag || kind == .move { code += 32 }
    if modifiers.contains(.shift) { code += 4 }
    if modifiers.contains(.alt) { code += 8 }
    if modifiers.contains(.control) { code += 16 }
    let final = kind == .release ? "m" : "M"
    return Array("\u{1B}[<\(code);\(x + 1);\(y + 1)\(final)".utf8)
  }
}
