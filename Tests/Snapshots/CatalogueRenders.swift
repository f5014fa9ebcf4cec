import Synchronization
import ViewKit
import ViewKitTesting

/// Every story's canvas per theme and colour profile at its default size and arguments, drawn
/// once for the whole run: the golden suite, the surface read-back and the legibility sweep
/// read the same renders (each drew the whole catalogue on its own, seconds of the suite).
enum CatalogueRenders {
  private struct Key: Hashable {
    let story: String
    let theme: String
    let profile: ColorProfile
  }

  private static let canvases = Mutex<[Key: Canvas]>([:])
  private static let texts = Mutex<[Key: String]>([:])

  /// `story.render(theme:profile:)`, drawn the first time it is asked for. Two tests asking at
  /// once may both draw it; a story draws the same canvas every time.
  static func canvas(of story: Story, theme: Theme, profile: ColorProfile) -> Canvas {
    remembered(Key(story: story.id, theme: theme.name, profile: profile), in: canvases) {
      story.render(theme: theme, profile: profile)
    }
  }

  /// `story.snapshot(theme:profile:)` from the shared render, encoded the first time it is
  /// asked for.
  static func snapshot(of story: Story, theme: Theme, profile: ColorProfile) -> String {
    remembered(Key(story: story.id, theme: theme.name, profile: profile), in: texts) {
      story.snapshot(of: canvas(of: story, theme: theme, profile: profile), theme: theme, profile: profile)
    }
  }

  /// The value `cache` holds for `key`, made and kept the first time.
  private static func remembered<Value: Sendable>(
    _ key: Key, in cache: borrowing Mutex<[Key: Value]>, making make: () -> Value
  ) -> Value {
    if let value = cache.withLock({ $0[key] }) { return value }
    let value = make()
    cache.withLock { $0[key] = value }
    return value
  }

  /// The golden file's text of `golden`, from the shared render.
  static func text(of golden: GoldenLayout.Golden) -> String {
    guard !golden.isSemantic else { return golden.text }
    return snapshot(of: golden.story, theme: golden.theme, profile: golden.profile)
  }
}
