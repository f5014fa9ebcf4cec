import Observation
import ViewKit

/// The tutorial: a few pages, Next and Back, Skip; seen once.
@Observable
public final class TutorialViewModel {
  /// One page of the tutorial: a title and a line of text.
  public struct Page: Hashable, Sendable {
    /// The page's title, shown in the title style.
    public let title: String
    /// The page's text, under the title.
    public let text: String
  }

  /// The tutorial's pages, in order.
  public let pages = [
    Page(title: "Welcome to ViewKit", text: "Terminal apps written the way SwiftUI apps are written."),
    Page(
      title: "Every state, every theme",
      text: "Each screen is a story, checked as a golden file in four themes."),
    Page(title: "Yours to keep", text: "Your terminal is always restored, whatever happens."),
  ]
  /// The index of the page shown, from 0.
  public var page = 0
  @ObservationIgnored let prefs: Prefs
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model on the first page.
  ///
  /// - Parameter prefs: where the model records that the tutorial was seen.
  public init(prefs: Prefs) { self.prefs = prefs }

  /// Starts; `finish` is called when the tutorial ends.
  ///
  /// - Parameter finish: called when the tutorial ends, by Skip or after the last page.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// Next page, or done after the last.
  public func next() {
    if page + 1 < pages.count {
      page += 1
    } else {
      done()
    }
  }

  /// Goes to the previous page, staying on the first.
  public func back() { page = max(0, page - 1) }

  /// Ends the tutorial and remembers it was seen.
  public func done() {
    prefs.tutorialShown = true
    finish()
  }

  /// Whether the last page shows.
  public var isLastPage: Bool { page + 1 == pages.count }
}
