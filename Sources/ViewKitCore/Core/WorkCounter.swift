/// What a render did, counted: the work-counter ratchet's measure (`Storybook work`,
/// `expectWork` in ViewKitTesting), which catches a regression no wall-clock test can, since the
/// counts are the same on every machine and every run.
///
/// Put one in the environment (``EnvironmentValues/workCounter``) of a render; it counts that
/// render only. Counting costs an optional check where nothing counts. A counter belongs to
/// one render at a time: it is not for sharing between renders running at once.
public final class WorkCounter: @unchecked Sendable {
  /// Bodies evaluated: views made of other views, resolved.
  public internal(set) var views = 0
  /// Layout nodes made from primitive views.
  public internal(set) var nodes = 0
  /// Measurements computed (``LayoutNode/sizeThatFits(_:)`` calls; answers from the cache of
  /// ``LayoutNode/measure(_:)`` cost nothing and are not counted).
  public internal(set) var measures = 0
  /// Nodes drawn.
  public internal(set) var draws = 0
  /// Whole passes of resolve, layout and draw (a still picture may need a second one to show
  /// the focus its views declare).
  public internal(set) var passes = 0

  /// A counter at zero.
  public init() {}

  /// Counts a body evaluated.
  @usableFromInline func countView() { views += 1 }

  /// Counts a node made for this render and has it count its measuring and drawing.
  @usableFromInline func count(_ node: LayoutNode) {
    guard node.workCounter == nil else { return }
    nodes += 1
    node.workCounter = self
  }

  /// The counts by name, in a fixed order: `views`, `nodes`, `measures`, `draws`, `passes`.
  public var counts: [(name: String, value: Int)] {
    [("views", views), ("nodes", nodes), ("measures", measures), ("draws", draws), ("passes", passes)]
  }
}
