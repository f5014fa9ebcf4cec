import ViewKitCore
import ViewKitStyle

/// A small count or label, such as unread messages: ` 3 `, ` 99+ `, ` new `.
///
/// Colours come from `badge.background`, `badge.foreground` and `badge.label`; in the `mono`
/// theme the label is reversed so it stands out without colour.
///
/// ```swift
/// HStack(spacing: 1) { Text("Inbox"); Badge(count: 120) } // Inbox  99+
/// ```
public struct Badge: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "badge"
    /// A count from 1 to 99.
    case count
    /// A count over 99, shown as `99+`.
    case overflow
    /// A word instead of a count.
    case text
  }

  let text: String
  @Environment(\.theme) private var theme

  /// A count badge: 1–99 as they are, more as `99+`; zero or less shows nothing.
  ///
  /// - Parameter count: the number to show.
  public init(count: Int) { text = Badge.text(for: count) }

  /// A badge with a short word.
  ///
  /// - Parameter text: the word to show, such as `new`.
  public init(_ text: String) { self.text = text }

  /// How a count is shown: empty for 0 or less, `99+` above 99.
  ///
  /// - Parameter count: the number to show.
  /// - Returns: the badge's text.
  public static func text(for count: Int) -> String {
    if count <= 0 { return "" }
    return count > 99 ? "99+" : String(count)
  }

  /// The text on the badge colour, or nothing when the text is empty.
  public var body: some View {
    if !text.isEmpty {
      Text(" \(text) ").style(theme[.badgeLabel]).foregroundColor(theme[.badgeForeground])
        .backgroundColor(theme[.badgeBackground])
        .semantics(.badge, label: text)
    }
  }
}
