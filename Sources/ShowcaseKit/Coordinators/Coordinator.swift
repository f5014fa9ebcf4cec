import Observation
import ViewKit

/// Controls one flow of the app: starts its first screen, moves between its screens, and
/// reports to its parent when the flow is over (seeds 000, 001 and 004).
///
/// A parent keeps each child it starts in ``children`` until the child finishes, so the child
/// lives exactly as long as its flow; ``startChild(_:)`` and ``finishChild(_:)`` do the
/// bookkeeping.
public protocol Coordinator: AnyObject {
  /// The flows this one started that are still running.
  var children: [any Coordinator] { get set }
  /// Shows the flow's first screen.
  func start()
}

extension Coordinator {
  /// Keeps a child and starts it.
  ///
  /// - Parameter child: the flow to run.
  public func startChild(_ child: any Coordinator) {
    children.append(child)
    child.start()
  }

  /// Lets go of a child that has finished.
  ///
  /// - Parameter child: the flow that finished.
  public func finishChild(_ child: any Coordinator) {
    children.removeAll { $0 === child }
  }
}

/// A screen made by its module's builder: its view model, the view drawn from it, and the status
/// (alert, HUD, banner) every screen has (seed 004's module).
public struct Module {
  /// The screen's name, for history and logs (`login`, `main`).
  public let name: String
  /// The view model, for whoever needs its type (`module.model as? LoginViewModel`).
  public let model: AnyObject
  /// The screen's alert, HUD and no-connection banner.
  public let basic: BasicViewModel?
  /// Draws the screen; called for every frame.
  public let view: () -> AnyView
  /// Whether the screen itself animates (the splash's spinner), apart from the HUD.
  public let animates: () -> Bool
  /// Advances the screen's own animation.
  public let tick: () -> Void

  /// Creates a module.
  ///
  /// - Parameters:
  ///   - name: the screen's name.
  ///   - model: the view model.
  ///   - basic: the screen's status.
  ///   - animates: whether the screen animates on its own.
  ///   - tick: advances that animation.
  ///   - view: draws the screen.
  public init<Model: AnyObject, Content: View>(
    name: String, model: Model, basic: BasicViewModel?, animates: @escaping () -> Bool = { false },
    tick: @escaping () -> Void = {}, @ViewBuilder view: @escaping (Model) -> Content
  ) {
    self.name = name
    self.model = model
    self.basic = basic
    self.animates = animates
    self.tick = tick
    self.view = { AnyView(view(model)) }
  }
}

/// What the terminal shows: the module on screen. Coordinators put screens here; the app's root
/// view draws whatever is here.
@Observable
public final class Navigator {
  /// The screen shown.
  public private(set) var current: Module?
  /// Every screen shown, by name, oldest first: for tests and the log.
  public private(set) var history: [String] = []
  @ObservationIgnored let logger: any Logger

  /// Creates a navigator showing nothing yet.
  ///
  /// - Parameter logger: where each screen shown is logged.
  public init(logger: any Logger) { self.logger = logger }

  /// Shows a screen in place of the current one.
  ///
  /// - Parameter module: the screen.
  public func show(_ module: Module) {
    current = module
    history.append(module.name)
    logger.info("app", "screen \(module.name)")
  }

  /// The current screen's view model, when it is of a type.
  ///
  /// - Parameter type: the view model's type.
  /// - Returns: the view model, or nil when another screen shows.
  public func model<Model: AnyObject>(_ type: Model.Type) -> Model? { current?.model as? Model }

  /// Whether something on screen moves (a spinner), so the app should tick.
  public var isAnimating: Bool {
    guard let current else { return false }
    return current.animates() || (current.basic?.isAnimating ?? false)
  }

  /// Advances whatever moves by one frame.
  public func tick() {
    current?.tick()
    current?.basic?.tick()
  }
}
