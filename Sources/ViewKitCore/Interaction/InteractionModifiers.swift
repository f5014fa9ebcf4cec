import ViewKitStyle

/// A view that takes part in interaction: a focusable control, a holder of key bindings or a
/// modal's focus scope. Made by the modifiers below and by the kit's controls.
public struct InteractiveView<Content: View>: View {
  @usableFromInline let spec: RegionSpec
  @usableFromInline let explicitID: String?
  @usableFromInline let content: Content

  /// A region declared by `spec` around `content`.
  @inlinable
  init(spec: RegionSpec, explicitID: String?, content: Content) {
    self.spec = spec
    self.explicitID = explicitID
    self.content = content
  }

  /// Never evaluated: the view resolves to its content's nodes, inside its region.
  public var body: Never { fatalError("InteractiveView has no body") }

  /// Registers the region, then resolves the content inside it.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    guard let frame = environment.interactionFrame else {
      Content._makeNodes(view.content, environment: environment, into: &nodes)
      return
    }
    let (inner, region) = enterRegion(
      view.spec, explicitID: view.explicitID, environment: environment, frame: frame)
    let start = nodes.count
    Resolve.nodes(view.content, inner, into: &nodes)
    wrapInRegion(&nodes, from: start, region: region, frame: frame)
  }
}

/// Registers a region in the frame: the environment its content is resolved in, and the region.
/// Not generic, so the inlined ``InteractiveView/_makeNodes(_:environment:into:)`` stays small.
@usableFromInline
func enterRegion(
  _ spec: RegionSpec, explicitID: String?, environment: EnvironmentValues, frame: InteractionFrame
) -> (EnvironmentValues, InteractionRegion) {
  var inner = environment
  var request: FocusRequest?
  var isDefault = false
  if spec.kind == .focusable {
    if let pending = environment.pendingFocus.request, frame.take(pending) { request = pending }
    isDefault = environment.pendingFocus.isDefault
    inner.pendingFocus = PendingFocus()
  }
  let position = environment.interactionPosition
  let region = frame.register(
    spec, position: position, explicitID: explicitID ?? request?.id, request: request,
    isDefault: isDefault, isEnabled: environment.isEnabled)
  region.observer = environment.interactionObserver
  inner.interactionPosition = InteractionPosition(
    parent: region.index, scope: region.scope, underModal: position.underModal,
    mayNotDraw: position.mayNotDraw)
  if spec.kind == .focusable {
    inner.isFocused = environment.forcesFocus || frame.isShownFocused(region)
  }
  return (inner, region)
}

/// Wraps the nodes a region's content made (from `start` on) in nodes recording where the
/// region drew.
@usableFromInline
func wrapInRegion(
  _ nodes: inout [LayoutNode], from start: Int, region: InteractionRegion, frame: InteractionFrame
) {
  for index in start..<nodes.count {
    nodes[index] = RegionNode(child: nodes[index], region: region, frame: frame)
  }
}

extension View {
  /// Runs `action` when `key` is pressed while this view is on screen and its screen or
  /// dialog is on top. `scope` says from where: `.focus` (the default) while it or a view
  /// inside it has focus, or anywhere when it holds nothing focusable; `.screen` from anywhere
  /// in its screen once nothing nearer the focus took the key; `.app` from anywhere, even
  /// under a modal. A focused text field takes printable keys first, so letter shortcuts do
  /// not fire while typing.
  ///
  /// The key-hints line and the `?` help list it with its description.
  ///
  /// ```swift
  /// NotificationsList(model: model)
  ///   .keyBinding("r", "mark all read") { model.markAllRead() }
  /// ```
  ///
  /// - Parameters:
  ///   - key: the key that triggers it.
  ///   - description: what it does, in a few words, for the hints and the help.
  ///   - visibility: where it is listed.
  ///   - scope: where it acts from.
  ///   - action: what the key does.
  /// - Returns: the view with the binding.
  public func keyBinding(
    _ key: Key, _ description: String, visibility: KeyBinding.Visibility = .hints,
    scope: KeyBinding.Scope = .focus, action: @escaping () -> Void
  ) -> InteractiveView<Self> {
    keyBindings([KeyBinding(key, description, visibility: visibility, scope: scope, action: action)])
  }

  /// Declares several key bindings at once (see ``keyBinding(_:_:visibility:scope:action:)``).
  ///
  /// - Parameter bindings: the bindings, nearer ones first in the help.
  /// - Returns: the view with the bindings.
  public func keyBindings(_ bindings: [KeyBinding]) -> InteractiveView<Self> {
    InteractiveView(
      spec: RegionSpec(kind: .container, baseID: "bindings", label: "", bindings: bindings), explicitID: nil,
      content: self)
  }

  /// Offers a command in the command palette (Ctrl-P) while this view is on screen: a thing
  /// to do that needs no key of its own. Several commands are ``keyBindings(_:)`` of
  /// ``KeyBinding/command(_:scope:action:)``.
  ///
  /// ```swift
  /// ProfileScreen(model: model)
  ///   .command("Sign out") { model.signOut() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: what it does, as the palette lists it.
  ///   - scope: where it is offered: while its screen is on top (the default), only while this
  ///     view has focus, or everywhere.
  ///   - action: what choosing it does.
  /// - Returns: the view offering the command.
  public func command(
    _ title: String, scope: KeyBinding.Scope = .screen, action: @escaping () -> Void
  ) -> InteractiveView<Self> {
    keyBindings([KeyBinding.command(title, scope: scope, action: action)])
  }

  /// Makes a custom control focusable: it joins the Tab order, is drawn focused (its content
  /// sees `isFocused`), and gets its bindings, typed input, clicks and wheel steps while it
  /// has focus or is under the pointer, and the drags that start with a press on it.
  ///
  /// - Parameters:
  ///   - label: names the control; also its identity when `id` is nil.
  ///   - id: a stable identity; by default the label, counted in order of appearance.
  ///   - bindings: keys the control handles while it has focus.
  ///   - input: takes typed text and paste before the bindings; returns whether it used it.
  ///   - onClick: a click inside, with the view's rectangle.
  ///   - onScroll: a wheel step inside, with the view's rectangle; returns whether it scrolled.
  ///   - onDrag: after a left press inside (which `onClick` gets), each move of the pointer with
  ///     the button held (`.drag`, wherever the pointer is, even outside the view) and the
  ///     release (`.release`), with the view's rectangle in the frame on screen.
  /// - Returns: the focusable view.
  public func focusable(
    _ label: String, id: String? = nil, bindings: [KeyBinding] = [],
    input: ((InputEvent) -> Bool)? = nil, onClick: ((MouseEvent, Rect) -> Void)? = nil,
    onScroll: ((MouseEvent, Rect) -> Bool)? = nil, onDrag: ((MouseEvent, Rect) -> Void)? = nil
  ) -> InteractiveView<Self> {
    InteractiveView(
      spec: RegionSpec(
        kind: .focusable, baseID: "focus:" + label, label: label, bindings: bindings, input: input,
        onClick: onClick, onScroll: onScroll, onDrag: onDrag),
      explicitID: id.map { "id:" + $0 }, content: self)
  }

  /// Runs `action` when the view is clicked (it does not take focus).
  ///
  /// - Parameter action: what a click does.
  /// - Returns: the view, clickable.
  public func onClick(_ action: @escaping () -> Void) -> InteractiveView<Self> {
    InteractiveView(
      spec: RegionSpec(kind: .container, baseID: "click", label: "", onClick: { _, _ in action() }),
      explicitID: nil, content: self)
  }

  /// Runs `action` with a number of lines (three per wheel step; negative is up) when the
  /// wheel turns over the view.
  ///
  /// - Parameter action: gets the lines to scroll: negative up, positive down.
  /// - Returns: the view, scrollable with the wheel.
  public func onScroll(_ action: @escaping (Int) -> Void) -> InteractiveView<Self> {
    InteractiveView(
      spec: RegionSpec(
        kind: .container, baseID: "scroll", label: "",
        onScroll: { mouse, _ in
          guard mouse.wheelDelta != 0 else { return false }
          action(mouse.wheelDelta * 3)
          return true
        }),
      explicitID: nil, content: self)
  }

  /// Traps focus inside while shown, as a modal does: Tab cycles within, keys and clicks
  /// outside have no effect, and focus returns where it was when the scope goes away.
  ///
  /// - Parameters:
  ///   - label: names the scope, and so its identity.
  ///   - bindings: keys the scope handles while it is on top.
  /// - Returns: the view as a focus scope.
  public func focusScope(_ label: String, bindings: [KeyBinding] = []) -> InteractiveView<Self> {
    InteractiveView(
      spec: RegionSpec(kind: .scope, baseID: "scope:" + label, label: label, bindings: bindings),
      explicitID: nil, content: self)
  }

  /// Makes the arrow keys move focus among the focusable views inside (an alert's actions,
  /// a row of buttons).
  ///
  /// - Returns: the view as a focus group.
  public func focusGroup() -> InteractiveView<Self> {
    InteractiveView(
      spec: RegionSpec(kind: .container, baseID: "group", label: "", isGroup: true), explicitID: nil,
      content: self)
  }

  /// Binds focus to a model's value. Setting the binding to `value` moves focus to the first
  /// focusable view inside, with no key involved; focus moved by Tab or a click writes the
  /// binding (nil when focus goes to a view bound to nothing). Setting the binding to nil does
  /// not take focus away: some view always has it, and the engine writes back which.
  ///
  /// ```swift
  /// TextField("Email", text: Bindable(model).email).focused(Bindable(model).focus, equals: .email)
  /// ```
  ///
  /// - Parameters:
  ///   - binding: the model's focus value; nil when focus is on a view bound to nothing.
  ///   - value: the value that stands for this view.
  /// - Returns: the view with its focus bound.
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
    -> EnvironmentModifiedView<Self>
  {
    let request = FocusRequest(
      id: "focus:\(Value.self).\(value)",
      isRequested: { binding.wrappedValue == value },
      request: { if binding.wrappedValue != value { binding.wrappedValue = value } },
      release: { if binding.wrappedValue == value { binding.wrappedValue = nil } })
    return transformEnvironment { $0.pendingFocus.request = request }
  }

  /// Makes the focusable view inside the one focused when its screen or dialog appears and
  /// nothing else asks for focus.
  ///
  /// - Parameter isDefault: whether to ask for the default focus; `false` changes nothing.
  /// - Returns: the view, asking for focus first.
  public func defaultFocus(_ isDefault: Bool = true) -> EnvironmentModifiedView<Self> {
    transformEnvironment { if isDefault { $0.pendingFocus.isDefault = true } }
  }

  /// What Enter in any text field inside does: submit the form. `label` names it in the
  /// hints (`⏎ sign in`).
  ///
  /// - Parameters:
  ///   - label: what submitting does, in a word or two, for the hints.
  ///   - action: what submitting does.
  /// - Returns: the view, whose text fields submit with Enter.
  public func onSubmit(_ label: String = "submit", _ action: @escaping () -> Void) -> EnvironmentModifiedView<
    Self
  > {
    transformEnvironment { $0.submitAction = SubmitAction(label: label, action: action) }
  }
}

extension View {
  /// Draws the view as a still picture: its controls show the focus they declare (a focus
  /// binding, a default) but take no keys or clicks and add no hints. For previews of screens
  /// inside an app, such as the Storybook's.
  ///
  /// - Returns: the view as a still picture.
  public func stillPicture() -> EnvironmentModifiedView<Self> {
    transformEnvironment {
      $0.interactionFrame = InteractionFrame()
      $0.interactionPosition = InteractionPosition()
      $0.pendingFocus = PendingFocus()
    }
  }
}
