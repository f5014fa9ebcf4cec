import Foundation
import ViewKit

/// What the browser remembers between runs: the last story, theme, colours and viewport, in
/// `$XDG_STATE_HOME/viewkit/<storybook>.json` (`~/.local/state` when unset). A file that cannot
/// be read or makes no sense is ignored; one that cannot be written is not worth stopping for.
struct BrowserState: Codable, Equatable {
  var story: String?
  var theme: String?
  var profile: String?
  var viewport: String?

  /// The state file of a storybook, from the environment.
  static func path(for name: String, environment: [String: String]) -> String? {
    let base: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = state
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.local/state"
    } else {
      return nil
    }
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }.prefix(64))
    return base + "/viewkit/" + (safe.isEmpty ? "storybook" : safe) + ".json"
  }

  /// The state saved at `path`, or nil (no file, too large, not this format).
  static func load(from path: String) -> BrowserState? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      (attributes[.type] as? FileAttributeType) == .typeRegular,
      let size = attributes[.size] as? Int, size <= 64 * 1024,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return try? JSONDecoder().decode(BrowserState.self, from: data)
  }

  /// Writes the state (private to the user, replaced at once).
  func save(to path: String) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: [.atomic])
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    } catch {
      // Remembering is a convenience: a read-only home must not turn quitting into an error.
    }
  }
}

extension BrowserModel {
  /// What to remember of the browser now.
  var state: BrowserState {
    BrowserState(
      // The colours only when the user chose to simulate fewer: what the terminal showed this
      // time is detected again next time (a 256-colour tmux today, truecolor tomorrow).
      story: story?.id, theme: themeIsAutomatic ? nil : theme.name,
      profile: profile == outputProfile ? nil : "\(profile)",
      viewport: viewport.map { "\($0)" })
  }

  /// Goes back to a remembered state: the story (when it still exists), the theme (unless
  /// `keepTheme`), the colours (no more than the terminal shows) and the viewport.
  func restore(_ state: BrowserState, keepTheme: Bool) {
    if let id = state.story, let index = stories.firstIndex(where: { $0.id == id }) { list.selection = index }
    if !keepTheme, let name = state.theme, let saved = themes.first(where: { $0.name == name }) { use(saved) }
    let order = Self.richestFirst
    if let name = state.profile, let saved = order.first(where: { "\($0)" == name }),
      let savedRank = order.firstIndex(of: saved), let outputRank = order.firstIndex(of: outputProfile),
      savedRank >= outputRank
    {
      profile = saved
    }
    if let text = state.viewport, let size = Self.viewports.first(where: { "\($0)" == text }) {
      viewport = size
    }
  }
}
