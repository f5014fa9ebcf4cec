import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Asks the terminal for its background colour and tells a light background from a dark one,
/// for a theme that follows the terminal (`--theme auto`).
///
/// ``query`` is the OSC 11 query followed by a DA1 request: terminals answer in order, so a
/// DA1 reply with no colour before it means the terminal does not answer OSC 11 and the wait
/// can end at once. ``TerminalSession/queryBackground(timeout:)`` sends it and waits;
/// ``appearance(of:)`` picks the appearance.
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
  /// What is written: ``backgroundQuery`` then ``deviceAttributesQuery``.
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

  /// Whether asking is worth it for the terminal `TERM` names: not for `dumb`, nor for the Linux
  /// console (`linux`), which never answers OSC 11 and whose older kernels print the query's
  /// text, nor when `TERM` is unset or empty.
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Returns: `false` when `TERM` is unset, empty, `dumb` or `linux`.
  public static func isWorthAsking(environment: [String: String]) -> Bool {
    guard let term = environment["TERM"], !term.isEmpty else { return false }
    return term != "dumb" && term != "linux"
  }

  /// What one wait brought: the background colour, if the terminal said, and every byte read
  /// meanwhile, in order (keys typed during the wait, the replies themselves), for the
  /// program's own decoder, which drops the replies.
  struct Outcome: Hashable, Sendable {
    /// The background colour; nil when the terminal did not say in time.
    var background: RGB?
    /// Every byte read during the wait.
    var bytes: [UInt8]
  }

  /// The most reads in a row that may come back empty before the wait is given up (an input
  /// that hangs up reports ready with nothing to read, which would otherwise spin).
  static let emptyReadLimit = 16

  /// Writes ``query`` and reads until the background reply, the DA1 reply, or `timeout`
  /// milliseconds, whichever comes first.
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
    var bytes: [UInt8] = []
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
      bytes += chunk
      for event in decoder.feed(chunk) {
        switch event {
        case .reply(.backgroundColor(let color)): return Outcome(background: color, bytes: bytes)
        case .reply(.deviceAttributes): return Outcome(background: nil, bytes: bytes)
        default: continue
        }
      }
    }
    return Outcome(background: nil, bytes: bytes)
  }
}
