import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Asks the terminal for its background colour and tells a light background from a dark one,
/// for a theme that follows the terminal (`--theme auto`).
///
/// The background is one of the answers of ``TerminalProbe``, which asks every question at
/// once; ``TerminalSession/queryBackground(timeout:)`` returns it, and ``appearance(of:)`` picks
/// the appearance.
///
/// ```swift
/// let background = session.queryBackground()
/// let theme = background.map(BackgroundProbe.appearance(of:)) == .light ? Theme.light : .dark
/// ```
public enum BackgroundProbe {
  /// The OSC 11 query for the background colour: `ESC ] 11 ; ? BEL`.
  public static let backgroundQuery: [UInt8] = Array("\u{1B}]11;?\u{07}".utf8)
  /// The primary device attributes (DA1) request, `ESC [ c`: the sentinel after the query.
  public static let deviceAttributesQuery: [UInt8] = Array("\u{1B}[c".utf8)
  /// The background question alone with its sentinel: ``backgroundQuery`` then
  /// ``deviceAttributesQuery`` (``TerminalProbe/query`` asks it among the others).
  public static let query: [UInt8] = backgroundQuery + deviceAttributesQuery

  /// The appearance for a background: light when black text has more contrast on it than white
  /// text (WCAG 2 contrast ratios; relative luminance above about 0.179, between `#757575` and
  /// `#767676`), dark otherwise. Mid-grey `#808080` is light.
  ///
  /// - Parameter background: the terminal's default background colour.
  /// - Returns: `.light` or `.dark`.
  public static func appearance(of background: RGB) -> Appearance {
    Appearance(background: background)
  }

  /// Whether asking (``TerminalProbe``) is worth it for the terminal `TERM` names: not for
  /// `dumb`, nor for the Linux console (`linux`), which never answers OSC 11 and whose older
  /// kernels print the query's text or act on it, nor when `TERM` is unset or empty.
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Returns: `false` when `TERM` is unset, empty, `dumb` or `linux`.
  public static func isWorthAsking(environment: [String: String]) -> Bool {
    guard let term = environment["TERM"], !term.isEmpty else { return false }
    return term != "dumb" && term != "linux"
  }
}

/// Asks the terminal what it can do, in one burst written at start, and reads the answers into
/// ``TerminalCapabilities``.
///
/// ``query`` asks, in order: XTVERSION (`CSI > 0 q`, name and version), DECRQM for modes 2026,
/// 2027 and 2031 (`CSI ? mode $ p`), the kitty keyboard flags (`CSI ? u`), OSC 4 for palette
/// colours 0 to 15, OSC 10 and OSC 11 (the default text and background colours), and last
/// primary device attributes (DA1,
/// `CSI c`). Terminals answer in order and every terminal answers DA1, so the DA1 reply ends
/// the wait: a terminal answers what it knows and stays silent on the rest. A terminal that
/// answers nothing costs ``timeout`` milliseconds before the first frame, once.
///
/// Every byte read during the wait is kept for the program's own ``InputDecoder``, which turns
/// keys typed meanwhile into keys and every reply (also one that arrives after the wait) into
/// ``InputEvent/reply(_:)``, which views ignore: a reply is never taken for keys, nor keys for a
/// reply.
public enum TerminalProbe {
  /// XTVERSION, the terminal's name and version: `CSI > 0 q`.
  public static let versionQuery: [UInt8] = Array("\u{1B}[>0q".utf8)
  /// The kitty keyboard protocol's flags: `CSI ? u`.
  public static let keyboardQuery: [UInt8] = Array("\u{1B}[?u".utf8)
  /// The OSC 10 query for the default text colour: `ESC ] 10 ; ? BEL`.
  public static let foregroundQuery: [UInt8] = Array("\u{1B}]10;?\u{07}".utf8)
  /// The private modes asked about with DECRQM: synchronized output, grapheme clustering,
  /// colour-scheme updates.
  public static let modes = [
    TerminalCapabilities.synchronizedOutputMode, TerminalCapabilities.graphemeClusteringMode,
    TerminalCapabilities.colorSchemeUpdatesMode,
  ]
  /// The longest wait for the answers, in milliseconds, unless `VIEWKIT_PROBE_TIMEOUT` says
  /// otherwise (``timeout(environment:)``).
  public static let timeout = 100

  /// The longest wait for the answers in this environment, in milliseconds: a whole number of
  /// milliseconds from 0 to 10,000 in `VIEWKIT_PROBE_TIMEOUT` (for a slow link, such as SSH over
  /// a long distance; 0 asks nothing back in time), else ``timeout``. A terminal that answers
  /// ends the wait at once, so a long limit costs nothing there.
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Returns: the wait in milliseconds.
  public static func timeout(environment: [String: String]) -> Int {
    guard let text = environment["VIEWKIT_PROBE_TIMEOUT"], let value = Int(text), (0...10_000).contains(value)
    else { return timeout }
    return value
  }

  /// DECRQM for a private mode: `CSI ? mode $ p`.
  ///
  /// - Parameter mode: the mode's number.
  /// - Returns: the request's bytes.
  public static func modeQuery(_ mode: Int) -> [UInt8] { Array("\u{1B}[?\(mode)$p".utf8) }

  /// OSC 4 queries for palette colours 0 to 15, one each (`ESC ] 4 ; n ; ? BEL`): terminals that
  /// answer them answer each on its own.
  public static let paletteQuery: [UInt8] = (0..<16).flatMap { Array("\u{1B}]4;\($0);?\u{07}".utf8) }

  /// What a colour-scheme notification asks again: the palette, the default text colour, then
  /// the background last, so the background's answer comes when the rest are in.
  public static let coloursQuery: [UInt8] = paletteQuery + foregroundQuery + BackgroundProbe.backgroundQuery

  /// Turns on colour-scheme notifications (mode 2031): the terminal sends `CSI ? 997 ; 1 n` or
  /// `2 n` when the user switches between dark and light.
  public static let colorSchemeUpdatesOn: [UInt8] = Array("\u{1B}[?2031h".utf8)

  /// Everything written, DA1 last.
  public static let query: [UInt8] =
    versionQuery + modes.flatMap(modeQuery) + keyboardQuery + paletteQuery + foregroundQuery
    + BackgroundProbe.backgroundQuery
    + BackgroundProbe.deviceAttributesQuery

  /// What one wait brought: what the terminal said, and every byte read meanwhile, in order
  /// (keys typed during the wait, the replies themselves), for the program's own decoder.
  struct Outcome: Hashable, Sendable {
    /// What the replies said.
    var capabilities: TerminalCapabilities
    /// Every byte read during the wait.
    var bytes: [UInt8]
  }

  /// The most reads in a row that may come back empty before the wait is given up (an input
  /// that hangs up reports ready with nothing to read, which would otherwise spin).
  static let emptyReadLimit = 16

  /// Writes ``query`` and reads replies until the DA1 reply or `timeout` milliseconds, whichever
  /// comes first.
  ///
  /// - Parameters:
  ///   - timeout: the longest wait, in milliseconds.
  ///   - write: writes bytes to the terminal.
  ///   - read: waits up to the given milliseconds for input; empty when none came.
  ///   - elapsed: milliseconds since the wait began.
  static func exchange(
    timeout: Int, write: ([UInt8]) -> Void, read: (Int) -> [UInt8], elapsed: () -> Int
  ) -> Outcome {
    write(query)
    var decoder = InputDecoder()
    var outcome = Outcome(capabilities: .unknown, bytes: [])
    var emptyReads = 0
    while emptyReads < emptyReadLimit {
      let remaining = timeout - elapsed()
      guard remaining > 0 else { break }
      let chunk = read(remaining)
      guard !chunk.isEmpty else {
        emptyReads += 1
        continue
      }
      emptyReads = 0
      outcome.bytes += chunk
      for case .reply(let reply) in decoder.feed(chunk) { outcome.capabilities.record(reply) }
      if outcome.capabilities.deviceAttributes != nil { break }
    }
    return outcome
  }
}
