import ViewKitCore
import ViewKitStyle

/// Dots for pages, the current one filled: `○ ● ○ ○`. With too little room it becomes `2/5`.
/// Tokens: `pageIndicator.active`, `pageIndicator.inactive`.
///
/// ```swift
/// PageIndicator(count: 4, current: 1)
/// ```
public struct PageIndicator: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "page-indicator"
    /// On the first page.
    case first
    /// On a middle page.
    case middle
    /// On the last page.
    case last
    /// Too many pages for the width: a count.
    case compact
  }

  let count: Int
  let current: Int
  @Environment(\.theme) private var theme

  /// Creates an indicator; `current` is clamped to the pages there are.
  ///
  /// - Parameters:
  ///   - count: the number of pages; negative counts as 0.
  ///   - current: the index of the page shown, from 0.
  public init(count: Int, current: Int) {
    self.count = max(0, count)
    self.current = min(max(0, current), max(0, count - 1))
  }

  /// The dots, or `current/count` when they would not fit.
  public var body: some View {
    ViewThatFits {
      HStack(spacing: 1) {
        ForEach(0..<count) { index in
          Text(index == current ? "●" : "○").foregroundColor(
            theme[index == current ? .pageIndicatorActive : .pageIndicatorInactive])
        }
      }
      Text("\(current + 1)/\(count)").foregroundColor(theme[.pageIndicatorActive])
    }
    .semantics(.pageIndicator, label: "", value: "page \(current + 1) of \(count)")
  }
}
