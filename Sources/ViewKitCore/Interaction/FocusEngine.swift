import ViewKitStyle

/// Keyboard focus and input dispatch across frames: which view has focus, where each key,
/// paste and click goes, and what the hints line and help show.
///
/// Each frame records its interactive regions in an ``InteractionFrame``; ``commit(_:)`` then
/// settles focus (keeping it on the same view by identity, following a model's focus binding,
/// trapping it in the top modal and giving it back when the modal closes), and ``handle(_:)``
/// dispatches input against the frame on screen:
///
/// 0. `.capture` bindings of the views around the focused one, from the root inward (across
///    modal scopes): a host's way out that nothing inside it can take;
/// 1. the focused view (a text field's typing first, then its bindings), then each view
///    around it, up to its screen or dialog;
/// 2. `.screen` bindings of the other views of that screen or dialog (a tab's content while
///    the tab bar has focus), and bindings of views that hold nothing focusable;
/// 3. Tab and Shift-Tab move focus in reading order; arrows move within a `focusGroup()`;
/// 4. global bindings and the app's own (help).
///
/// A left press goes to the view under the pointer; the moves with the button held and the
/// release go to the view that took the press, when it takes drags (a text area's selection).
///
/// Pure: no I/O, so the terminal runtime and the headless driver share it.
public final class FocusEngine {
  /// The focused view's identity.
  public private(set) var focusedID: String?
  /// The frame on screen: input is dispatched against it.
  public private(set) var frame: InteractionFrame?
  /// Bindings that work everywhere, such as help; added to every frame.
  public var appBindings: [KeyBinding] = []
  /// Whether the last event was typing taken by a text field (which moves no focus and
  /// changes no binding, so the next key may be dispatched without a new frame).
  public private(set) var lastEventWasTyping = false
  private var lastRequestedID: String?
  private var activeScopeID: String?
  private var savedFocus: [String: String] = [:]
  /// The region a left press went to, when it takes drags: the drag and the release go there.
  private var dragRegionID: String?

  /// Creates an engine with nothing focused.
  public init() {}

  /// The bindings every app has: `?` or F1 for help, and, listed in the help only, Ctrl-C
  /// (quit, from anywhere) and Ctrl-Z (suspend), which the runtime handles before dispatch.
  ///
  /// - Parameter help: shows the help overlay.
  /// - Returns: the bindings, to give every app's screens.
  public static func standardBindings(help: @escaping () -> Void = {}) -> [KeyBinding] {
    [
      KeyBinding(["?", Key(.function(1))], "help", display: "?", action: help),
      KeyBinding([.ctrl("c")], "quit, from anywhere", visibility: .help) { _ in false },
      KeyBinding([.ctrl("z")], "suspend (fg resumes)", visibility: .help) { _ in false },
    ]
  }

  /// A frame to record the next render into.
  ///
  /// - Returns: an empty frame that knows the current focus and the app's bindings.
  public func makeFrame() -> InteractionFrame {
    InteractionFrame(isInteractive: true, focusedID: focusedID, appBindings: appBindings)
  }

  /// Settles focus after a frame is drawn and makes it the frame input goes to. Returns true
  /// when the focus shown while drawing differs from the settled one, so the frame should be
  /// drawn once more.
  ///
  /// - Parameter frame: the frame just drawn.
  /// - Returns: `true` when the frame should be drawn again.
  @discardableResult
  public func commit(_ frame: InteractionFrame) -> Bool {
    self.frame = frame
    let scope = frame.activeScope
    let scopeID = frame.region(scope).id
    if scopeID != activeScopeID {
      if let active = activeScopeID, let focusedID { savedFocus[active] = focusedID }
      focusedID = savedFocus.removeValue(forKey: scopeID)
      activeScopeID = scopeID
      let present = Set(frame.regions.filter { $0.kind == .scope }.map(\.id))
      savedFocus = savedFocus.filter { present.contains($0.key) }
    }
    let order = frame.focusOrder(in: scope)
    var target = frame.focusKeeper(id: focusedID, scope: scope)
    let requested = order.first { $0.focusRequest?.isRequested() == true }
    if let requested, requested.id != lastRequestedID, requested.id != target?.id { target = requested }
    if target == nil { target = requested ?? order.first { $0.isDefaultFocus } ?? order.first }
    for region in order where region.index != target?.index {
      if region.focusRequest?.isRequested() == true { region.focusRequest?.release() }
    }
    target?.focusRequest?.request()
    focusedID = target?.id
    lastRequestedID = target?.focusRequest == nil ? nil : target?.id
    for work in frame.afterDraw { work() }
    frame.afterDraw.removeAll()
    return frame.shownFocus[scope] != target?.index
  }

  /// Whether the focused view's focus binding (if it has one) still names it: false once a
  /// model moved focus away by writing the binding.
  public var focusStillRequested: Bool {
    guard let request = focusedRegion?.focusRequest else { return true }
    return request.isRequested()
  }

  /// The focused region of the frame on screen.
  var focusedRegion: InteractionRegion? {
    frame?.focusKeeper(id: focusedID, scope: frame?.activeScope ?? 0)
  }

  /// The hints active now, in dispatch order; `inLineOnly` leaves out help-only ones.
  ///
  /// - Parameter inLineOnly: leave out the bindings listed in the help only.
  /// - Returns: the hints, in dispatch order; none before the first frame.
  public func hints(inLineOnly: Bool = false) -> [KeyHint] {
    guard let frame else { return [] }
    let all = frame.hints(scope: frame.activeScope, focused: focusedRegion)
    return inLineOnly ? all.filter(\.showsInLine) : all
  }

  private func move(to region: InteractionRegion) {
    if let old = focusedRegion, old.index != region.index { old.focusRequest?.release() }
    region.focusRequest?.request()
    focusedID = region.id
    lastRequestedID = region.focusRequest == nil ? nil : region.id
  }

  /// Moves focus `step` places along the reading order of the top scope, wrapping.
  ///
  /// - Parameter step: the number of places; negative moves backwards.
  /// - Returns: `true` when there was anything to focus.
  @discardableResult
  public func moveFocus(by step: Int) -> Bool {
    guard let frame else { return false }
    let order = frame.focusOrder(in: frame.activeScope)
    guard !order.isEmpty else { return false }
    let current = order.firstIndex { $0.id == focusedID }
    let next =
      current.map { (($0 + step) % order.count + order.count) % order.count }
      ?? (step >= 0 ? 0 : order.count - 1)
    move(to: order[next])
    return true
  }

  /// Dispatches one input event; true when something used it.
  ///
  /// - Parameter event: a key, paste or mouse report.
  /// - Returns: `true` when a view or binding used the event.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    lastEventWasTyping = false
    guard let frame else { return false }
    let scope = frame.activeScope
    let focused = focusedRegion
    let chain = frame.chain(from: focused, scope: scope)
    switch event {
    case .key(let key):
      return dispatch(key, frame: frame, scope: scope, focused: focused, chain: chain)
    case .paste:
      for region in chain where region.isEnabled {
        if region.input?(event) == true {
          lastEventWasTyping = region.index == focused?.index
          return true
        }
      }
      return false
    case .mouse(let mouse):
      return dispatch(mouse, frame: frame, scope: scope)
    case .unknown, .reply:
      return false
    }
  }

  private func dispatch(
    _ key: Key, frame: InteractionFrame, scope: Int, focused: InteractionRegion?, chain: [InteractionRegion]
  ) -> Bool {
    for region in frame.captureChain(chain) {
      for binding in region.bindings where binding.scope == .capture && binding.matches(key) {
        if binding.handler(key) {
          region.report(binding.description)
          return true
        }
      }
    }
    for region in chain where region.isEnabled {
      if region.input?(.key(key)) == true {
        lastEventWasTyping = key.printable != nil && region.index == focused?.index
        return true
      }
      for binding in region.bindings where !binding.isGlobal && binding.matches(key) {
        if binding.handler(key) {
          region.report(binding.description)
          return true
        }
      }
    }
    for region in frame.passiveRegions(scope: scope, chain: chain) {
      for binding in frame.passiveBindings(region, focused: focused) where binding.matches(key) {
        if binding.handler(key) {
          region.report(binding.description)
          return true
        }
      }
    }
    if key == .tab { return moveFocus(by: 1) }
    if key == .backTab { return moveFocus(by: -1) }
    if let focused, let group = frame.group(of: focused),
      [Key.left, .right, .up, .down].contains(key)
    {
      let members = frame.focusOrder(in: scope).filter { frame.isDescendant($0, of: group) }
      if let index = members.firstIndex(where: { $0.index == focused.index }) {
        let next = index + (key == .left || key == .up ? -1 : 1)
        // At the group's ends the arrow goes on outward.
        if members.indices.contains(next) {
          move(to: members[next])
          return true
        }
      }
    }
    for region in frame.regions where region.isEnabled && frame.isLive(region) {
      for binding in region.bindings where binding.isGlobal && binding.matches(key) {
        if binding.handler(key) {
          region.report(binding.description)
          return true
        }
      }
    }
    for binding in appBindings where binding.matches(key) {
      if binding.handler(key) { return true }
    }
    return false
  }

  private func dispatch(_ mouse: MouseEvent, frame: InteractionFrame, scope: Int) -> Bool {
    let under = frame.regions.filter {
      $0.isEnabled && frame.isInside($0, scope: scope) && $0.rect?.contains(x: mouse.x, y: mouse.y) == true
    }
    .sorted { $0.drawOrder > $1.drawOrder }
    if mouse.wheelDelta != 0 {
      for region in under where region.onScroll != nil {
        if let rect = region.rect, region.onScroll?(mouse, rect) == true { return true }
      }
      return false
    }
    if mouse.kind == .drag || mouse.kind == .release {
      // A drag goes where its press went, wherever the pointer is now.
      guard let id = dragRegionID else { return false }
      if mouse.kind == .release { dragRegionID = nil }
      guard
        let region = frame.regions.first(where: {
          $0.id == id && $0.isEnabled && frame.isInside($0, scope: scope)
        }),
        let onDrag = region.onDrag, let rect = region.rect
      else { return false }
      onDrag(mouse, rect)
      return true
    }
    guard mouse.button == .left, mouse.kind == .press else { return false }
    dragRegionID = nil
    guard let hit = under.first(where: { $0.canFocus || $0.onClick != nil }) else { return false }
    if hit.canFocus && hit.scope == scope { move(to: hit) }
    var current: InteractionRegion? = hit
    while let region = current {
      if let onClick = region.onClick, let rect = region.rect {
        if region.onDrag != nil { dragRegionID = region.id }
        onClick(mouse, rect)
        region.report("click")
        return true
      }
      if region.kind == .scope { break }
      current = region.parent.map { frame.region($0) }
    }
    return hit.canFocus
  }
}

extension InteractionFrame {
  /// Settles focus in a still frame (no engine): the view a binding asks for, else the declared
  /// default. True when that differs from what was drawn.
  func settleStill() -> Int? {
    let scope = activeScope
    let order = focusOrder(in: scope)
    let target = order.first { $0.focusRequest?.isRequested() == true } ?? order.first { $0.isDefaultFocus }
    return target?.index
  }
}
