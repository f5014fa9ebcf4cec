import ViewKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the golden files of a story registry live: `<root>/<component>/<state>.<theme>.txt`
/// for every built-in theme, `<root>/<component>/<state>.no-color.txt` for the `none`
/// colour profile (attributes only, which shows whether a state is legible without colour), and
/// `<root>/<component>/<state>.semantic.txt`, what a screen reader reads (``Story/semanticSnapshot``).
public struct GoldenLayout: Sendable {
  /// The folder holding the goldens.
  public let root: URL
  /// The themes each story is snapshotted in.
  public let themes: [Theme]

  /// The suffix of the no-colour golden.
  public static let noColorName = "no-color"
  /// The suffix of the semantic transcript golden.
  public static let semanticName = "semantic"

  /// Creates a layout of goldens under a folder, one per story, theme and profile.
  ///
  /// - Parameters:
  ///   - root: the folder the goldens live in.
  ///   - themes: the themes each story is drawn in.
  public init(root: URL, themes: [Theme] = Theme.builtIn) {
    self.root = root
    self.themes = themes
  }

  /// One golden file: which story, in which theme and profile, at which path.
  public struct Golden: Sendable, CustomStringConvertible {
    /// The story the golden shows.
    public let story: Story
    /// The theme the golden is drawn in.
    public let theme: Theme
    /// The colour profile the golden is written for.
    public let profile: ColorProfile
    /// The golden's path relative to the root.
    public let relativePath: String
    /// Whether the golden is the story's semantic transcript rather than its picture.
    public var isSemantic = false

    /// `<story id> · <theme, no-color or semantic>`, for test names.
    public var description: String {
      if isSemantic { return "\(story.id) · \(GoldenLayout.semanticName)" }
      return "\(story.id) · \(profile == .none ? GoldenLayout.noColorName : theme.name)"
    }

    /// What the golden file holds: the story's snapshot in its theme and profile, or its
    /// semantic transcript.
    public var text: String {
      isSemantic ? story.semanticSnapshot : story.snapshot(theme: theme, profile: profile)
    }
  }

  /// Every golden a registry calls for, in order.
  ///
  /// - Parameter registry: the stories.
  /// - Returns: the goldens, story by story.
  public func goldens(for registry: StoryRegistry) -> [Golden] {
    var result: [Golden] = []
    for story in registry.stories {
      guard let id = story.storyID else { continue }
      for theme in themes {
        result.append(
          Golden(
            story: story, theme: theme, profile: .truecolor,
            relativePath: "\(id.component)/\(id.state).\(theme.name).txt"))
      }
      result.append(
        Golden(
          story: story, theme: themes.first ?? .dark, profile: .none,
          relativePath: "\(id.component)/\(id.state).\(Self.noColorName).txt"))
      result.append(
        Golden(
          story: story, theme: themes.first ?? .dark, profile: .none,
          relativePath: "\(id.component)/\(id.state).\(Self.semanticName).txt", isSemantic: true))
    }
    return result
  }

  /// The URL of a golden.
  ///
  /// - Parameter golden: a golden of this layout.
  /// - Returns: its file's location.
  public func url(of golden: Golden) -> URL { root.appendingPathComponent(golden.relativePath) }

  /// Golden files on disk that no story calls for, sorted.
  ///
  /// - Parameter registry: the stories.
  /// - Returns: the files to delete.
  public func orphans(for registry: StoryRegistry) -> [URL] {
    let expected = Set(goldens(for: registry).map(\.relativePath))
    return files(withSuffix: ".txt").filter { !expected.contains(relative($0)) }
  }

  /// Pending `.new` files left by mismatches, sorted.
  ///
  /// - Returns: the pending files.
  public func pending() -> [URL] { files(withSuffix: SnapshotStore.pendingSuffix) }

  /// A path relative to the root.
  ///
  /// - Parameter url: a file under the root.
  /// - Returns: its path relative to the root, or the whole path when it is not under the root.
  public func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// Every file (or folder) under the root whose name ends in `suffix`, sorted by path. A
  /// folder that cannot be read is passed over, not the whole walk; a symbolic link is listed,
  /// never followed.
  private func files(withSuffix suffix: String) -> [URL] {
    var result: [URL] = []
    var folders = [root.path]
    while let folder = folders.popLast() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        if name.hasSuffix(suffix) { result.append(URL(fileURLWithPath: path)) }
        if FileKind(path: path) == .folder { folders.append(path) }
      }
    }
    return result.sorted { $0.path < $1.path }
  }
}
