import ViewKitStyle

/// Ends the running app; read it with `@Environment(\.quit)` and call it.
public struct QuitAction: Sendable {
  let action: @Sendable () -> Void
  /// Creates a quit action.
  ///
  /// - Parameter action: what ends the app; it may be called from any thread.
  public init(_ action: @escaping @Sendable () -> Void) { self.action = action }
  /// Ends the running app, as Ctrl-C does.
  public func callAsFunction() { action() }
}

struct QuitActionKey: EnvironmentKey {
  static let defaultValue = QuitAction {}
}

extension EnvironmentValues {
  /// Ends the running app (does nothing outside one).
  public var quit: QuitAction {
    get { self[QuitActionKey.self] }
    set { self[QuitActionKey.self] = newValue }
  }
}
