import ViewKitStyle

/// A terminal's answer to a query the program sent, decoded by ``InputDecoder`` and delivered as
/// ``InputEvent/reply(_:)``: never a key, never shown.
///
/// Each case is one kind of reply with what it says as its payload, so later replies fit as
/// new cases without changing these: the DECRQM reply for a mode (`CSI ? 2027 ; Ps $ y`, as
/// `mode(Int, state: Int)`), the kitty keyboard flags (`CSI ? flags u`, as
/// `keyboardFlags(Int)`), other colours (OSC 4, 12). Code that switches over it should keep a
/// `default:` case for the replies it does not ask for.
public enum TerminalReply: Hashable, Sendable {
  /// The default background colour (the OSC 11 reply, `ESC ] 11 ; rgb:R/G/B`).
  case backgroundColor(RGB)
  /// The default foreground (text) colour (the OSC 10 reply, `ESC ] 10 ; rgb:R/G/B`).
  case foregroundColor(RGB)
  /// The primary device attributes (the DA1 reply, `CSI ? 62 ; 22 c`): the parameters in
  /// order, an empty one as 0. Every terminal answers DA1, so it also marks the end of the
  /// replies to the queries sent before it.
  case deviceAttributes([Int])
}
