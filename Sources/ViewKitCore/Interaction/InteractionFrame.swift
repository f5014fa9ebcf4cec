import ViewKitStyle

/// The interactive regions of one frame, recorded while it resolves and draws: what the focus
/// engine dispatches keys and clicks to, and what the hints line and help are made from.
///
/// A frame lives on the thread that renders and handles input (the app loop's); it is handed
/// down the view tree in the environment, which must be `Sendable`, hence the unchecked mark.
public final class InteractionFrame: @unchecked Sendable {
  /// Whether the frame is interactive (a running app) or a still picture (a snapshot, a
  /// `render`): a still one never writes to bindings and focuses only what is declared.
  public let isInteractive: Bool
  /// The focused region's identity when the frame began.
  let focusedID: String?
  /// Bindings that work everywhere, from the app (help, quit).
  let appBindings: [KeyBinding]
  private(set) var regions: [InteractionRegion] = []
  private var idCounts: [String: Int] = [:]
  /// The region shown focused in each scope, by scope index.
  private(set) var shownFocus: [Int: Int] = [:]
  private var drawCounter = 0
  /// Focus requests already taken by a view in this frame.
  private var takenRequests = Set<ObjectIdentifier>()

  /// Takes a focus request for the view registering now; false when another view took it.
  func take(_ request: FocusRequest) -> Bool {
    takenRequests.insert(ObjectIdentifier(request.token)).inserted
  }

  /// Work to run after the frame is drawn (a list writing back its scroll offset).
  package var afterDraw: [() -> Void] = []

  /// A frame; `focusedID` is the focus the previous frame ended with.
  init(isInteractive: Bool, focusedID: String?, appBindings: [KeyBinding]) {
    self.isInteractive = isInteractive
    self.focusedID = focusedID
    self.appBindings = appBindings
    regions.append(
      InteractionRegion(index: 0, kind: .scope, parent: nil, scope: 0, id: "root", label: "Screen"))
  }

  /// A still frame, for renders that take no input: its hints list the keys every app has.
  public convenience init() { self.init(still: nil) }

  /// A still frame drawn with `focusedID` focused (a second pass of a still render).
  convenience init(still focusedID: String?) {
    self.init(isInteractive: false, focusedID: focusedID, appBindings: FocusEngine.standardBindings())
  }

  /// Records a region under `parent`; its identity is `explicitID` or the base identity with a
  /// count, so the same control keeps its identity from frame to frame.
  func register(
    _ spec: RegionSpec, position: InteractionPosition, explicitID: String?, request: FocusRequest?,
    isDefault: Bool, isEnabled: Bool
  ) -> InteractionRegion {
    let base = explicitID ?? spec.baseID
    let count = idCounts[base, default: 0]
    idCounts[base] = count + 1
    let id = count == 0 ? base : "\(base)#\(count)"
    let index = regions.count
    let region = InteractionRegion(
      index: index, kind: spec.kind, parent: position.parent,
      scope: spec.kind == .scope ? index : position.scope, id: id, label: spec.label)
    region.bindings = spec.bindings
    region.input = spec.input
    region.onClick = spec.onClick
    region.onScroll = spec.onScroll
    region.onDrag = spec.onDrag
    region.isGroup = spec.isGroup
    region.focusRequest = request
    region.isDefaultFocus = isDefault
    region.isEnabled = isEnabled
    region.mayNotDraw = position.mayNotDraw
    regions.append(region)
    if spec.kind == .focusable && isEnabled {
      var current: Int? = position.parent
      while let index = current {
        regions[index].focusableCount += 1
        if regions[index].kind == .scope { break }
        current = regions[index].parent
      }
      if !position.underModal { decideShownFocus(region) }
    }
    return region
  }

  /// Whether a newly registered focusable is drawn focused in this pass: the focus the frame
  /// began with; or, with none, what its binding asks for, or its declared default.
  private func decideShownFocus(_ region: InteractionRegion) {
    let scope = region.scope
    if let focusedID {
      if region.id == focusedID { shownFocus[scope] = region.index }
      return
    }
    guard shownFocus[scope] == nil else { return }
    if region.focusRequest?.isRequested() == true || region.isDefaultFocus {
      shownFocus[scope] = region.index
    }
  }

  /// Whether a region is drawn focused in this pass.
  func isShownFocused(_ region: InteractionRegion) -> Bool { shownFocus[region.scope] == region.index }

  /// Records where a region drew.
  func drew(_ region: InteractionRegion, in rect: Rect, clip: Rect) {
    let visible = rect.intersection(clip)
    if region.drawOrder < 0 {
      region.drawOrder = drawCounter
      drawCounter += 1
    }
    // Drawn but clipped away: live, yet nothing to hit or focus.
    guard !visible.isEmpty else {
      if region.rect == nil { region.rect = Rect(x: 0, y: 0, width: 0, height: 0) }
      return
    }
    if let old = region.rect, !old.isEmpty {
      let minX = min(old.minX, visible.minX)
      let minY = min(old.minY, visible.minY)
      region.rect = Rect(
        x: minX, y: minY, width: max(old.maxX, visible.maxX) - minX,
        height: max(old.maxY, visible.maxY) - minY)
    } else {
      region.rect = visible
    }
  }

  /// The region at an index.
  func region(_ index: Int) -> InteractionRegion { regions[index] }

  /// The focusable region with an identity in a scope that can hold focus it has.
  func focusKeeper(id: String?, scope: Int) -> InteractionRegion? {
    guard let id else { return nil }
    return regions.first { $0.id == id && $0.scope == scope && $0.canKeepFocus }
  }

  /// Whether a region counts: drawn, or nothing drawn yet (hints are made while measuring).
  /// A region of a `ViewThatFits` alternative that was not chosen never draws, so it neither
  /// traps focus nor lends its bindings. A modal's scope outside such alternatives counts before
  /// it draws: it draws over the screen, after the hints line under it, which must already list
  /// the modal's keys (the keys that act), not the screen's.
  func isLive(_ region: InteractionRegion) -> Bool {
    region.index == 0 || drawCounter == 0 || region.rect != nil
      || (region.kind == .scope && !region.mayNotDraw)
  }

  /// The topmost modal scope (the root when no modal shows).
  var activeScope: Int {
    // The scope drawn last is on top: a layer presented over a screen that holds its own modal
    // (the command palette over an alert) is drawn after it, though the screen's views may be
    // built later (lazily, while drawing). Before anything is drawn, the last registered.
    var top: InteractionRegion?
    var last: InteractionRegion?
    for region in regions where region.kind == .scope && isLive(region) {
      last = region
      if region.drawOrder >= 0 && region.drawOrder > (top?.drawOrder ?? -1) { top = region }
    }
    return (top ?? last)?.index ?? 0
  }

  /// Whether `region` sits inside scope `scope` (directly or in a scope nested in it).
  func isInside(_ region: InteractionRegion, scope: Int) -> Bool {
    var current = region.scope
    while true {
      if current == scope { return true }
      guard let parent = regions[current].parent else { return false }
      current = regions[parent].scope
    }
  }

  /// The focusable regions of a scope, in reading order (top to bottom, then left to right).
  func focusOrder(in scope: Int) -> [InteractionRegion] {
    regions.filter { $0.scope == scope && $0.canFocus }.sorted {
      guard let a = $0.rect, let b = $1.rect else { return $0.index < $1.index }
      if a.minY != b.minY { return a.minY < b.minY }
      if a.minX != b.minX { return a.minX < b.minX }
      return $0.index < $1.index
    }
  }

  /// The focused region and its ancestors up to its scope, innermost first.
  func chain(from focused: InteractionRegion?, scope: Int) -> [InteractionRegion] {
    guard let focused else { return [regions[scope]] }
    var chain: [InteractionRegion] = []
    var current: InteractionRegion? = focused
    while let region = current {
      chain.append(region)
      if region.index == scope { break }
      current = region.parent.map { regions[$0] }
    }
    return chain
  }

  /// The regions whose `.capture` bindings see a key first, outermost first: those around the
  /// focused view (or the scope), and around the scope up to the root, across scopes.
  ///
  /// - Parameter chain: the focused view's chain, up to its scope.
  /// - Returns: the enabled regions holding capture bindings, from the root inward.
  func captureChain(_ chain: [InteractionRegion]) -> [InteractionRegion] {
    var regions = chain
    var current = chain.last?.parent
    while let index = current {
      regions.append(self.regions[index])
      current = self.regions[index].parent
    }
    return regions.reversed().filter { region in
      region.isEnabled && region.bindings.contains { $0.scope == .capture }
    }
  }

  /// Containers in the scope that are not around the focused view, innermost (latest
  /// registered) first: their `.screen` bindings act after the focused view's own chain, and all of their
  /// bindings when focus can never be inside them (they hold nothing focusable) or nothing
  /// has focus.
  func passiveRegions(scope: Int, chain: [InteractionRegion]) -> [InteractionRegion] {
    let onChain = Set(chain.map(\.index))
    return regions.reversed().filter {
      $0.kind == .container && $0.scope == scope && !onChain.contains($0.index) && $0.isEnabled
        && !$0.bindings.isEmpty && isLive($0)
    }
  }

  /// The bindings of a region that act from outside it.
  func passiveBindings(_ region: InteractionRegion, focused: InteractionRegion?) -> [KeyBinding] {
    if focused == nil || !region.containsFocusable { return region.bindings.filter { !$0.isGlobal } }
    return region.bindings.filter { $0.scope == .screen }
  }

  /// The group (`focusGroup()`) a region belongs to, if any, within its scope.
  func group(of region: InteractionRegion) -> InteractionRegion? {
    var current = region.parent
    while let index = current {
      let candidate = regions[index]
      if candidate.kind == .scope { return nil }
      if candidate.isGroup { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// Whether `region` is inside `ancestor`.
  func isDescendant(_ region: InteractionRegion, of ancestor: InteractionRegion) -> Bool {
    var current = region.parent
    while let index = current {
      if index == ancestor.index { return true }
      current = regions[index].parent
    }
    return false
  }

  /// The hints, in dispatch order, for a scope with a focused region: what each key does now.
  /// A key listed once is not listed again further out, since the inner binding wins.
  func hints(scope: Int, focused: InteractionRegion?) -> [KeyHint] {
    listedBindings(scope: scope, focused: focused).compactMap { listed in
      guard !listed.keys.isEmpty else { return nil }
      return KeyHint(
        keys: listed.display, description: listed.binding.description, section: listed.section,
        showsInLine: listed.binding.visibility == .hints)
    }
  }

  /// The bindings that act now, in dispatch order, each with the keys that still reach it (a
  /// key listed once is not listed again further out, since the inner binding wins), and the
  /// keyless commands (``KeyBinding/command(_:scope:action:)``) where they stand. Hidden
  /// bindings (aliases) are left out.
  func listedBindings(scope: Int, focused: InteractionRegion?) -> [ListedBinding] {
    var listed: [ListedBinding] = []
    var taken = Set<Key>()
    var typing = false
    func add(_ binding: KeyBinding, _ section: KeyHint.Section) {
      guard !binding.keys.isEmpty else {
        if binding.visibility != .hidden {
          listed.append(ListedBinding(binding: binding, keys: [], display: "", section: section))
        }
        return
      }
      // A text field on the chain takes printable keys before anything outside it.
      let typed = binding.keys.filter { typing && $0.printable != nil }
      let fresh = binding.keys.filter { !taken.contains($0) && !typed.contains($0) }
      guard !fresh.isEmpty else { return }
      taken.formUnion(binding.keys)
      guard binding.visibility != .hidden else { return }
      // When some keys are typed or taken further in, name the ones that still work.
      let display =
        fresh.count == binding.keys.count ? binding.display : fresh.map(\.symbol).joined(separator: " ")
      listed.append(ListedBinding(binding: binding, keys: fresh, display: display, section: section))
    }
    let chain = self.chain(from: focused, scope: scope)
    for region in captureChain(chain) {
      for binding in region.bindings where binding.scope == .capture { add(binding, .screen) }
    }
    for region in chain where region.isEnabled {
      // The container right around the focused view, holding nothing else focusable, speaks
      // for that view (a list's own extra keys).
      let wrapsFocused =
        region.kind == .container && region.focusableCount == 1 && focused?.parent == region.index
      let section: KeyHint.Section = region.kind == .focusable || wrapsFocused ? .focused : .screen
      for binding in region.bindings where !binding.isGlobal { add(binding, section) }
      if region.input != nil { typing = true }
    }
    for region in passiveRegions(scope: scope, chain: chain) {
      for binding in passiveBindings(region, focused: focused) { add(binding, .screen) }
    }
    // Rectangles are not known yet while the hints line is measured: count what registered.
    if regions.lazy.filter({ $0.scope == scope && $0.kind == .focusable && $0.isEnabled && self.isLive($0) })
      .count > 1
    {
      add(KeyBinding([.tab], "next", display: "⇥") { _ in false }, .navigation)
      add(KeyBinding([.backTab], "previous", display: "⇧⇥", visibility: .help) { _ in false }, .navigation)
      if let focused, group(of: focused) != nil {
        add(
          KeyBinding([.left, .right], "move within group", display: "←→", visibility: .help) { _ in false },
          .navigation)
      }
    }
    for region in regions where region.isEnabled && isLive(region) {
      for binding in region.bindings where binding.isGlobal { add(binding, .app) }
    }
    for binding in appBindings { add(binding, .app) }
    return listed
  }

  /// The hints active in the top scope right now, from the focus shown in this pass.
  package func currentHints() -> [KeyHint] {
    let scope = activeScope
    return hints(scope: scope, focused: shownFocus[scope].map { regions[$0] })
  }
}

/// A binding as the hints, the help and the command palette list it: the keys that still
/// reach it (none for a keyless command), how they are written, and its section.
struct ListedBinding {
  let binding: KeyBinding
  let keys: [Key]
  let display: String
  let section: KeyHint.Section
}

struct InteractionFrameKey: EnvironmentKey {
  static let defaultValue: InteractionFrame? = nil
}

/// Where a view sits in the interaction tree while it resolves.
package struct InteractionPosition: Sendable {
  var parent = 0
  var scope = 0
  /// Under a modal that shows: nothing here is drawn focused.
  package var underModal = false
  /// Inside a ``ViewThatFits`` alternative, which may not be the one drawn.
  package var mayNotDraw = false
}

struct InteractionPositionKey: EnvironmentKey {
  static let defaultValue = InteractionPosition()
}

extension EnvironmentValues {
  /// The interaction frame being recorded, when views are drawn for a running app or a render.
  public var interactionFrame: InteractionFrame? {
    get { self[InteractionFrameKey.self] }
    set { self[InteractionFrameKey.self] = newValue }
  }

  package var interactionPosition: InteractionPosition {
    get { self[InteractionPositionKey.self] }
    set { self[InteractionPositionKey.self] = newValue }
  }
}
