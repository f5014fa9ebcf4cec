import Observation
import ViewKit

/// The tutorial: a few pages, Next and Back, Skip; seen once.
@Observable
public final class TutorialViewModel {
  /// One page.
  public struct Page: Hashable, Sendable {
    /// The title.
    public let title: String
    /// The text.
    public let text: String
  }

  /// The pages.
  public let pages = [
    Page(title: "Welcome to ViewKit", text: "Terminal apps written the way SwiftUI apps are written."),
    Page(
      title: "Every state, every theme",
      text: "Each screen is a story, checked as a golden file in four themes."),
    Page(title: "Yours to keep", text: "Your terminal is always restored, whatever happens."),
  ]
  /// The page shown.
  public var page = 0
  @ObservationIgnored let prefs: Prefs
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model.
  public init(prefs: Prefs) { self.prefs = prefs }

  /// Starts; `finish` is called when the tutorial ends.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// Next page, or done after the last.
  public func next() {
    if page + 1 < pages.count {
      page += 1
    } else {
      done()
    }
  }

  /// The previous page.
  public func back() { page = max(0, page - 1) }

  /// Ends the tutorial and remembers it was seen.
  public func done() {
    prefs.tutorialShown = true
    finish()
  }

  /// Whether the last page shows.
  public var isLastPage: Bool { page + 1 == pages.count }
}
