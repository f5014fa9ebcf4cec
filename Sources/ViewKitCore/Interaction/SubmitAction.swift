import ViewKitStyle

/// The action `.onSubmit` gives the text fields inside it.
public struct SubmitAction: @unchecked Sendable {
  /// What submitting does, in a word or two: `sign in`.
  public let label: String
  let action: () -> Void
  /// Runs the submit action, as Enter in a text field does.
  public func callAsFunction() { action() }
}

struct SubmitActionKey: EnvironmentKey {
  static let defaultValue: SubmitAction? = nil
}

extension EnvironmentValues {
  /// What Enter in a text field does: set by `.onSubmit` on a form.
  public var submitAction: SubmitAction? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}
