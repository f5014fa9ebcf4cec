import ViewKitStyle

/// A view's hold on keyboard focus, made by `.focused($binding, equals: value)`: it tells the
/// focus engine whether the model asks for this view, and lets the engine answer.
struct FocusRequest {
  /// The request's identity: the first focusable view inside the modifier takes it, in each
  /// frame, and the others around it (a `.focused` on a whole row) take none, so one binding
  /// never names two views.
  final class Token {}

  let token = Token()
  /// An identity made from the bound value, so focus survives re-renders.
  let id: String
  /// Whether the binding currently names this view.
  let isRequested: () -> Bool
  /// Points the binding at this view.
  let request: () -> Void
  /// Clears the binding when it still points at this view.
  let release: () -> Void
}

/// What `.focused($x, equals:)` and `.defaultFocus()` hand to the next focusable view inside.
struct PendingFocus: @unchecked Sendable {
  var request: FocusRequest?
  var isDefault = false
}

struct PendingFocusKey: EnvironmentKey {
  static let defaultValue = PendingFocus()
}

struct ForcesFocusKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var pendingFocus: PendingFocus {
    get { self[PendingFocusKey.self] }
    set { self[PendingFocusKey.self] = newValue }
  }

  var forcesFocus: Bool {
    get { self[ForcesFocusKey.self] }
    set { self[ForcesFocusKey.self] = newValue }
  }
}
