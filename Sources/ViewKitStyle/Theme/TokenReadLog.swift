import Synchronization

/// The token paths read through a theme, in the order first read: how the Storybook's tokens
/// panel knows every token a story uses, its own components' included.
///
/// ```swift
/// let log = TokenReadLog()
/// _ = story.render(theme: Theme.dark.recordingReads(into: log))
/// log.paths  // ["color.text.default", "color.background.default", "space.1", …]
/// ```
public final class TokenReadLog: Sendable {
  private let state = Mutex<(paths: [String], seen: Set<String>)>(([], []))

  /// An empty log.
  public init() {}

  /// Every path read, each once, in the order first read.
  public var paths: [String] { state.withLock { $0.paths } }

  /// Notes a read.
  ///
  /// - Parameter path: the token's dotted path.
  func note(_ path: String) {
    state.withLock { state in
      if state.seen.insert(path).inserted { state.paths.append(path) }
    }
  }
}
