import Observation
import ViewKit

/// The tutorial: three pages, Next and Back, Skip; seen once.
@Observable
public final class TutorialViewModel {
  /// The pages' titles and texts, in order.
  public static let pages: [(title: Phrase, text: Phrase)] = [
    (.tutorialTitle1, .tutorialText1), (.tutorialTitle2, .tutorialText2), (.tutorialTitle3, .tutorialText3),
  ]
  /// The index of the page shown, from 0.
  public var page = 0
  @ObservationIgnored let prefs: any TutorialPrefs
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model on the first page.
  ///
  /// - Parameter prefs: where the model records that the tutorial was seen.
  public init(prefs: any TutorialPrefs) { self.prefs = prefs }

  /// Starts; `finish` is called when the tutorial ends.
  ///
  /// - Parameter finish: called when the tutorial ends, by Skip or after the last page.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// Next page, or done after the last.
  public func next() {
    if isLastPage { done() } else { page += 1 }
  }

  /// Goes to the previous page, staying on the first.
  public func back() { page = max(0, page - 1) }

  /// Ends the tutorial and remembers it was seen.
  public func done() {
    prefs.tutorialShown = true
    finish()
  }

  /// Whether the last page shows.
  public var isLastPage: Bool { page + 1 == Self.pages.count }
}
