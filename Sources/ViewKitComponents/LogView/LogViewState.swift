/// Where a ``LogView`` is: following the newest line, or paused where the user scrolled to.
///
/// While it follows, the last lines show and new ones scroll in. Scrolling up (a key, the
/// wheel, Home) pauses it on the lines shown, which stay put as lines arrive (even when the
/// oldest are dropped); scrolling back to the bottom, or End, follows again.
public struct LogViewState: Hashable, Sendable {
  /// Whether the newest lines show and new ones scroll in.
  public var isFollowing: Bool
  /// The first line shown while paused, as a line number: counted from the first line the
  /// log ever had, so dropping old lines does not move the view.
  public var top: Int
  /// The line count (with lines dropped) when following stopped: lines after it are new.
  public var pausedAt: Int

  /// Creates a state that follows the newest lines.
  public init() {
    isFollowing = true
    top = 0
    pausedAt = 0
  }

  /// A state paused with line `top` first.
  ///
  /// - Parameters:
  ///   - top: the first line shown, counting from the first line the log ever had.
  ///   - pausedAt: the number of lines (with lines dropped) there were when it paused.
  /// - Returns: the paused state.
  public static func paused(at top: Int, pausedAt: Int) -> LogViewState {
    var state = LogViewState()
    state.isFollowing = false
    state.top = max(0, top)
    state.pausedAt = max(0, pausedAt)
    return state
  }

  /// The index of the first line shown, in a log of `count` lines `dropped` of which are gone.
  ///
  /// - Parameters:
  ///   - count: the lines there are.
  ///   - height: the lines that show.
  ///   - dropped: how many lines have gone from the front since the first.
  /// - Returns: an index from 0 to `count - height` (0 when they all fit).
  public func firstLine(count: Int, height: Int, dropped: Int = 0) -> Int {
    let last = max(0, count - max(1, height))
    return isFollowing ? last : min(max(0, top - dropped), last)
  }

  /// The lines added since it paused; 0 while it follows.
  ///
  /// - Parameters:
  ///   - count: the lines there are.
  ///   - dropped: how many lines have gone from the front since the first.
  /// - Returns: how many lines arrived after it paused.
  public func newLines(count: Int, dropped: Int = 0) -> Int {
    isFollowing ? 0 : max(0, count + dropped - pausedAt)
  }

  /// Scrolls by `delta` lines (negative is up): up pauses, reaching the bottom follows again.
  ///
  /// - Parameters:
  ///   - delta: lines to move; negative toward the oldest.
  ///   - count: the lines there are.
  ///   - height: the lines that show.
  ///   - dropped: how many lines have gone from the front since the first.
  public mutating func scroll(by delta: Int, count: Int, height: Int, dropped: Int = 0) {
    let last = max(0, count - max(1, height))
    let current = firstLine(count: count, height: height, dropped: dropped)
    let next = min(max(0, current + delta), last)
    if delta > 0 && next == last {
      isFollowing = true
    } else if delta < 0 && count > height {
      if isFollowing { pausedAt = count + dropped }
      isFollowing = false
      top = next + dropped
    } else if !isFollowing {
      top = next + dropped
    }
  }

  /// Shows the oldest lines, paused.
  ///
  /// - Parameters:
  ///   - count: the lines there are.
  ///   - height: the lines that show.
  ///   - dropped: how many lines have gone from the front since the first.
  public mutating func scrollToTop(count: Int, height: Int, dropped: Int = 0) {
    scroll(by: -max(0, count), count: count, height: height, dropped: dropped)
  }

  /// Follows the newest lines again.
  public mutating func follow() {
    isFollowing = true
  }
}
