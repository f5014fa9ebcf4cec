import ViewKitStyle

/// Shift, Alt (Meta) and Control, as terminals report them.
///
/// Terminals report Shift only on keys that have no shifted character (arrows, Tab, function
/// keys); a shifted letter arrives as the capital letter with no modifier.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The set of modifiers, one bit each: 1 Shift, 2 Alt, 4 Control.
  public let rawValue: UInt8
  /// Creates modifiers from their bits.
  ///
  /// - Parameter rawValue: the bits: 1 Shift, 2 Alt, 4 Control.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Shift, reported only on keys with no shifted character.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt or Meta (the Option key on a Mac, when set to send it).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control, as in Ctrl-C.
  public static let control = KeyModifiers(rawValue: 4)
}

/// A key press: what was pressed, and with which modifiers.
///
/// Ctrl-C is `Key("c", .control)`, Shift-Tab is `Key(.tab, .shift)`. A key written as a string
/// literal is that character: `"q"`. Keys are values, so bindings compare them directly.
///
/// ```swift
/// Text("Feed").keyBinding("r", "refresh") { model.refresh() }
/// Text("Feed").keyBinding(.ctrl("s"), "save") { model.save() }
/// ```
public struct Key: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
  /// What was pressed, without modifiers.
  public enum Code: Hashable, Sendable {
    /// A character (one grapheme cluster); Ctrl and Alt letters are the letter with a modifier.
    case character(Character)
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// Tab (Shift-Tab has ``KeyModifiers/shift``).
    case tab
    /// Backspace.
    case backspace
    /// Forward delete.
    case delete
    /// Insert.
    case insert
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A function key, from F1 (terminals send F1 to F12, some up to F14 or more as `CSI u`).
    case function(Int)
  }

  /// The key pressed, without modifiers.
  public var code: Code
  /// The modifiers held with the key.
  public var modifiers: KeyModifiers

  /// A key with modifiers.
  ///
  /// - Parameters:
  ///   - code: the key pressed.
  ///   - modifiers: the modifiers held with it.
  public init(_ code: Code, _ modifiers: KeyModifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  /// A character key with modifiers.
  ///
  /// - Parameters:
  ///   - character: the character the key types.
  ///   - modifiers: the modifiers held with it.
  public init(_ character: Character, _ modifiers: KeyModifiers = []) {
    self.init(.character(character), modifiers)
  }

  /// A character key, written as a literal: `"q"`.
  ///
  /// - Parameter value: the character the key types.
  public init(extendedGraphemeClusterLiteral value: Character) { self.init(.character(value)) }

  /// Control with a letter: `.ctrl("c")` (a capital letter means the same key: terminals send
  /// Ctrl-C and Ctrl-Shift-C alike).
  ///
  /// - Parameter character: the letter; a capital is taken as its lowercase.
  /// - Returns: the key.
  public static func ctrl(_ character: Character) -> Key {
    Key(.character(character.isASCII ? Character(character.lowercased()) : character), .control)
  }
  /// Alt with a character: `.alt("x")`.
  ///
  /// - Parameter character: the character typed with Alt.
  /// - Returns: the key.
  public static func alt(_ character: Character) -> Key { Key(.character(character), .alt) }

  /// The Enter (Return) key, which confirms or activates.
  public static let enter = Key(.enter)
  /// The Escape key, which cancels or closes.
  public static let escape = Key(.escape)
  /// The Tab key, which moves focus forward.
  public static let tab = Key(.tab)
  /// Shift-Tab, which moves focus back.
  public static let backTab = Key(.tab, .shift)
  /// The Backspace key, which deletes before the cursor.
  public static let backspace = Key(.backspace)
  /// The forward Delete key, which deletes after the cursor.
  public static let delete = Key(.delete)
  /// The up arrow key.
  public static let up = Key(.up)
  /// The down arrow key.
  public static let down = Key(.down)
  /// The left arrow key.
  public static let left = Key(.left)
  /// The right arrow key.
  public static let right = Key(.right)
  /// The Home key, which goes to the start.
  public static let home = Key(.home)
  /// The End key, which goes to the end.
  public static let end = Key(.end)
  /// The Page Up key, which scrolls back a page.
  public static let pageUp = Key(.pageUp)
  /// The Page Down key, which scrolls forward a page.
  public static let pageDown = Key(.pageDown)
  /// The space bar, which toggles or presses the focused control.
  public static let space = Key(" ")

  /// The character typed, when the key types one: a character with neither Control nor Alt.
  public var printable: Character? {
    guard case .character(let character) = code, modifiers.isDisjoint(with: [.control, .alt]) else {
      return nil
    }
    return character
  }

  /// How the key is written in hints and help: `q`, `⏎`, `esc`, `⇥`, `⇧⇥`, `^C`, `M-x`, `F1`.
  public var symbol: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "^" }
    if modifiers.contains(.alt) { prefix += "M-" }
    let shift = modifiers.contains(.shift) ? "⇧" : ""
    switch code {
    case .character(" "): return prefix + shift + "space"
    case .character(let character):
      let text = modifiers.contains(.control) ? String(character).uppercased() : String(character)
      return prefix + shift + Sanitizer.sanitize(text)
    case .enter: return prefix + shift + "⏎"
    case .escape: return prefix + shift + "esc"
    case .tab: return prefix + shift + "⇥"
    case .backspace: return prefix + shift + "⌫"
    case .delete: return prefix + shift + "del"
    case .insert: return prefix + shift + "ins"
    case .up: return prefix + shift + "↑"
    case .down: return prefix + shift + "↓"
    case .left: return prefix + shift + "←"
    case .right: return prefix + shift + "→"
    case .home: return prefix + shift + "home"
    case .end: return prefix + shift + "end"
    case .pageUp: return prefix + shift + "pgup"
    case .pageDown: return prefix + shift + "pgdn"
    case .function(let number): return prefix + shift + "F\(number)"
    }
  }

  /// The key as written in hints.
  public var description: String { symbol }
}

/// A mouse report (SGR 1006): a press, release, drag or wheel step at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// Which button, or a wheel direction.
  public enum Button: Hashable, Sendable {
    /// The left (primary) button.
    case left
    /// The middle button.
    case middle
    /// The right button.
    case right
    /// No button (a plain move, or a release in the X10 encoding).
    case none
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
    /// The wheel tilted left.
    case wheelLeft
    /// The wheel tilted right.
    case wheelRight
  }

  /// What the pointer or button did.
  public enum Kind: Hashable, Sendable {
    /// A button went down (wheel steps are presses).
    case press
    /// A button came up.
    case release
    /// The pointer moved with a button held.
    case drag
    /// The pointer moved with no button held.
    case move
  }

  /// The button pressed or released, or the wheel direction.
  public var button: Button
  /// Whether it was a press, release, drag or move.
  public var kind: Kind
  /// The column, from 0.
  public var x: Int
  /// The row, from 0.
  public var y: Int
  /// The modifiers held, as the terminal reports them.
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  ///
  /// - Parameters:
  ///   - button: the button, or a wheel direction.
  ///   - kind: a press, release, drag or move.
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  ///   - modifiers: the modifiers held.
  public init(_ button: Button, _ kind: Kind = .press, x: Int, y: Int, modifiers: KeyModifiers = []) {
    self.button = button
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }

  /// The wheel's vertical steps: -1 up, 1 down, 0 for anything else.
  public var wheelDelta: Int {
    switch button {
    case .wheelUp: return -1
    case .wheelDown: return 1
    default: return 0
    }
  }
}

/// Something the user did, decoded from terminal input.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// Text pasted with bracketed paste, exactly as pasted (controls are made inert where shown).
  case paste(String)
  /// A mouse report.
  case mouse(MouseEvent)
  /// A sequence the decoder does not know, kept for debugging; never printed as is.
  case unknown([UInt8])
  /// The terminal's answer to a query (its background colour, its device attributes), not
  /// something the user did: views ignore it. See ``TerminalReply``.
  case reply(TerminalReply)
}
