import ViewKitStyle

/// Something a view did in answer to input: a binding that ran (`press`, `switch`, `submit`, …)
/// or a click. What an action log shows; recorded for the views inside
/// ``View/onInteraction(_:)``.
public struct InteractionAction: Hashable, Sendable {
  /// The region that acted, as focus ids name it (`focus:Continue`).
  public let region: String
  /// The region's label, as the help names it.
  public let label: String
  /// What ran: the binding's description, or `click`.
  public let action: String

  /// Creates a record of an action.
  ///
  /// - Parameters:
  ///   - region: the region's id.
  ///   - label: the region's label.
  ///   - action: the binding's description, or `click`.
  public init(region: String, label: String, action: String) {
    self.region = region
    self.label = label
    self.action = action
  }
}

/// Receives the actions of the views inside an ``View/onInteraction(_:)``.
final class InteractionObserver: @unchecked Sendable {
  let record: (InteractionAction) -> Void

  init(_ record: @escaping (InteractionAction) -> Void) { self.record = record }
}

struct InteractionObserverKey: EnvironmentKey {
  static let defaultValue: InteractionObserver? = nil
}

extension EnvironmentValues {
  /// Who hears what the views here do, if anyone.
  var interactionObserver: InteractionObserver? {
    get { self[InteractionObserverKey.self] }
    set { self[InteractionObserverKey.self] = newValue }
  }
}

extension View {
  /// Calls `perform` with each action the views inside take in answer to input — a binding that
  /// ran, a click — after it has run: how the Storybook's actions log hears a story's presses,
  /// toggles and submits without the story saying anything.
  ///
  /// - Parameter perform: receives each action.
  /// - Returns: the view, observed.
  public func onInteraction(_ perform: @escaping (InteractionAction) -> Void) -> EnvironmentModifiedView<Self>
  {
    let observer = InteractionObserver(perform)
    return transformEnvironment { $0.interactionObserver = observer }
  }
}
