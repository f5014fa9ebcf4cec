import ViewKitStyle

/// One interactive part of a frame: a focusable control, a holder of key bindings, or a
/// focus scope (a modal). Recorded while the frame resolves; its rectangle when it draws.
@usableFromInline
final class InteractionRegion {
  /// What the region is.
  enum Kind: Equatable {
    /// Holds bindings around other views.
    case container
    /// Takes keyboard focus.
    case focusable
    /// A modal's scope: focus is trapped inside while it shows.
    case scope
  }

  let index: Int
  let kind: Kind
  let parent: Int?
  /// The scope region this region belongs to (a scope belongs to itself).
  let scope: Int
  let id: String
  let label: String
  var bindings: [KeyBinding] = []
  /// Input the region consumes before its bindings: a text field's typing and paste.
  var input: ((InputEvent) -> Bool)?
  var onClick: ((MouseEvent, Rect) -> Void)?
  var onScroll: ((MouseEvent, Rect) -> Bool)?
  /// The pointer moving with the button held after a press here, and the release.
  var onDrag: ((MouseEvent, Rect) -> Void)?
  var focusRequest: FocusRequest?
  var isDefaultFocus = false
  var isGroup = false
  var isEnabled = true
  /// Whether it may be left undrawn though registered: inside a ``ViewThatFits`` alternative.
  var mayNotDraw = false
  /// How many enabled focusable regions are inside.
  var focusableCount = 0
  var containsFocusable: Bool { focusableCount > 0 }
  /// The rectangle it drew in, clipped; nil while not drawn.
  var rect: Rect?
  /// When it drew, among the frame's regions: later ones are on top.
  var drawOrder = -1
  /// Who hears the actions taken here (``View/onInteraction(_:)``).
  var observer: InteractionObserver?

  /// Tells the observer, if any, that `action` ran here.
  func report(_ action: String) {
    observer?.record(InteractionAction(region: id, label: label, action: action))
  }

  init(index: Int, kind: Kind, parent: Int?, scope: Int, id: String, label: String) {
    self.index = index
    self.kind = kind
    self.parent = parent
    self.scope = scope
    self.id = id
    self.label = label
  }

  /// Whether it can take focus by Tab or a click: drawn, with some of it on screen.
  var canFocus: Bool { kind == .focusable && isEnabled && rect.map { !$0.isEmpty } == true }
  /// Whether it can keep focus it has: on screen or not (clipped away in a window one column
  /// wide, or scrolled out of sight), so typing goes on into the field instead of to the
  /// shortcuts around it.
  var canKeepFocus: Bool { kind == .focusable && isEnabled }
}

/// What a region declares when it registers.
@usableFromInline
struct RegionSpec {
  var kind: InteractionRegion.Kind
  var baseID: String
  var label: String
  var bindings: [KeyBinding] = []
  var input: ((InputEvent) -> Bool)?
  var onClick: ((MouseEvent, Rect) -> Void)?
  var onScroll: ((MouseEvent, Rect) -> Bool)?
  var onDrag: ((MouseEvent, Rect) -> Void)?
  var isGroup = false
}

/// Records where a region drew; otherwise its child's node, unchanged.
final class RegionNode: WrapperNode {
  let region: InteractionRegion
  let frame: InteractionFrame

  init(child: LayoutNode, region: InteractionRegion, frame: InteractionFrame) {
    self.region = region
    self.frame = frame
    super.init(child: child)
  }

  override var isSpacer: Bool { child.isSpacer }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    frame.drew(region, in: rect, clip: canvas.clip)
    child.drawNode(in: rect, canvas: &canvas)
  }
}
