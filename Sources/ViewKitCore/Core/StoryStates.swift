import ViewKitStyle

/// A component's declared states, so a test can check that each has a story.
///
/// ```swift
/// enum ButtonState: String, StoryStates {
///   static let storyComponent = "button"
///   case normal, focused, disabled
/// }
/// ```
public protocol StoryStates: CaseIterable, Sendable {
  /// The component part of the story identifiers, e.g. `button`.
  static var storyComponent: String { get }
  /// The state part of the story identifier, e.g. `focused`.
  var storyState: String { get }
}

extension StoryStates where Self: RawRepresentable, RawValue == String {
  /// The raw value is the state.
  public var storyState: String { rawValue }
}
