import Foundation

@testable import ViewKit

/// The repository's root folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Renders a view and returns its rows as plain text, each exactly `width` cells.
func rows<V: View>(_ view: V, width: Int, height: Int, theme: Theme = .dark) -> [String] {
  Renderer.render(view, size: Size(width: width, height: height), theme: theme)
    .plainText(trimTrailingSpaces: false)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
