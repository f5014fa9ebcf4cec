import ViewKitStyle

/// A terminal's answer to a query the program sent, decoded by ``InputDecoder`` and delivered as
/// ``InputEvent/reply(_:)``: never a key, never shown.
///
/// Each case is one kind of reply with what it says as its payload, so later replies (other
/// colours: OSC 4, 12) fit as new cases without changing these. Code that switches over it
/// should keep a `default:` case for the replies it does not ask for.
public enum TerminalReply: Hashable, Sendable {
  /// The default background colour (the OSC 11 reply, `ESC ] 11 ; rgb:R/G/B`).
  case backgroundColor(RGB)
  /// The default foreground (text) colour (the OSC 10 reply, `ESC ] 10 ; rgb:R/G/B`).
  case foregroundColor(RGB)
  /// The primary device attributes (the DA1 reply, `CSI ? 62 ; 22 c`): the parameters in
  /// order, an empty one as 0. Every terminal answers DA1, so it also marks the end of the
  /// replies to the queries sent before it.
  case deviceAttributes([Int])
  /// The terminal's name and version (the XTVERSION reply, `DCS > | xterm(390) ST`), as the
  /// terminal wrote it, with every control character made visible (``Sanitizer``).
  case terminalVersion(String)
  /// The state of a private mode (the DECRPM reply to DECRQM, `CSI ? 2026 ; 2 $ y`): 0 the
  /// terminal does not know the mode, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
  case mode(Int, state: Int)
  /// The kitty keyboard protocol's current flags (the reply to `CSI ? u`, `CSI ? 0 u`): a
  /// terminal that sends it speaks the protocol.
  case keyboardFlags(Int)
  /// One of the terminal's palette colours, 0 to 255 (the OSC 4 reply, `ESC ] 4 ; 1 ; rgb:R/G/B`).
  case paletteColor(Int, RGB)
  /// The terminal's colour scheme (`CSI ? 997 ; 1 n` dark, `; 2 n` light): the answer to a
  /// colour-scheme query (`CSI ? 996 n`), and the notification a terminal sends when the user
  /// switches it while mode 2031 is set.
  case colorScheme(Appearance)
}
