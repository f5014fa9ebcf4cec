import Synchronization
import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Lines an inline program prints above its live region, to stay in the terminal's scrollback:
/// a finished step, a test result, a log line.
///
/// Call ``commit(_:style:)`` from any thread; the loop prints the lines before its next frame,
/// above the region (``InlineRegion``), and they scroll away with the rest of the terminal's
/// output. A line is not cut to the terminal's width: the terminal wraps it, and re-wraps it
/// when the window is resized. Text is made inert: a control character in it shows as its
/// symbol.
///
/// ```swift
/// let scrollback = Scrollback()
/// scrollback.commit("✓ compiled 42 files", style: TextStyleToken(foreground: .ansi(.green)))
/// try TerminalApp.runInline(environment: env, scrollback: scrollback) { Runner(model: model) }
/// ```
public final class Scrollback: Sendable {
  private let pending = Mutex<[[TextSpan]]>([])
  private let signal = Mutex<RedrawSignal?>(nil)

  /// Creates an empty scrollback, not yet attached to a loop.
  public init() {}

  /// Prints text above the live region: one line per line of `text`.
  ///
  /// - Parameters:
  ///   - text: the text; each `\n` starts a new line.
  ///   - style: its attributes and colours; the default sets none.
  public func commit(_ text: String, style: TextStyleToken = TextStyleToken()) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      [TextSpan(String($0.hasSuffix("\r") ? $0.dropLast() : $0), style: style)]
    }
    append(lines)
  }

  /// Prints one line of spans, each in its own style, above the live region. A linked span
  /// (``TextSpan/link``) is a hyperlink where the terminal shows them, and shows its URL after
  /// its text elsewhere.
  ///
  /// - Parameter spans: the line; a `\n` inside a span shows as a symbol.
  public func commit(_ spans: [TextSpan]) { append([spans]) }

  /// The lines committed and not printed yet, oldest first; the scrollback is then empty.
  ///
  /// - Returns: the lines.
  public func take() -> [[TextSpan]] {
    pending.withLock { lines in
      defer { lines.removeAll() }
      return lines
    }
  }

  /// Whether lines wait to be printed.
  public var hasPending: Bool { pending.withLock { !$0.isEmpty } }

  private func append(_ lines: [[TextSpan]]) {
    pending.withLock { $0 += lines }
    signal.withLock { $0 }?.request()
  }

  func attach(_ redraw: RedrawSignal?) { signal.withLock { $0 = redraw } }
}
