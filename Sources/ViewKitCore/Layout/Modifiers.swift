import ViewKitStyle

/// Empty space around a child.
final class PaddingNode: WrapperNode {
  let insets: EdgeInsets

  init(insets: EdgeInsets, child: LayoutNode) {
    self.insets = insets
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { $0 == .max ? .max : $0 - insets.horizontal },
      height: proposal.height.map { $0 == .max ? .max : $0 - insets.vertical })
    let size = child.measure(inner)
    return Size(
      width: size.width.adding(saturating: insets.horizontal),
      height: size.height.adding(saturating: insets.vertical))
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.draw(in: rect.inset(by: insets), canvas: &canvas)
  }
}

/// A fixed or flexible frame around a child, which it aligns inside.
final class FrameNode: WrapperNode {
  let width: Int?
  let height: Int?
  let minWidth: Int?
  let maxWidth: Int?
  let minHeight: Int?
  let maxHeight: Int?
  let alignment: Alignment

  init(
    width: Int?, height: Int?, minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?,
    alignment: Alignment, child: LayoutNode
  ) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
    self.minWidth = minWidth.map { max(0, $0) }
    self.maxWidth = maxWidth.map { max(0, $0) }
    self.minHeight = minHeight.map { max(0, $0) }
    self.maxHeight = maxHeight.map { max(0, $0) }
    self.alignment = alignment
    super.init(child: child)
  }

  private static func clamp(_ value: Int?, _ minimum: Int?, _ maximum: Int?) -> Int? {
    guard var value else { return nil }
    if let minimum { value = max(value, minimum) }
    if let maximum { value = min(value, maximum) }
    return value
  }

  /// The frame's size along one axis, from the child's size and what the frame offered it.
  private static func resolve(_ child: Int, offered: Int?, _ minimum: Int?, _ maximum: Int?) -> Int {
    guard minimum != nil || maximum != nil else { return child }
    let reference = offered ?? child
    var size = child
    if let minimum { size = max(minimum, min(size, reference)) }
    if let maximum { size = min(maximum, max(size, reference)) }
    return size
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: width ?? Self.clamp(proposal.width, minWidth, maxWidth),
      height: height ?? Self.clamp(proposal.height, minHeight, maxHeight))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let offered = childProposal(proposal)
    let size = child.measure(offered)
    return Size(
      width: width ?? Self.resolve(size.width, offered: offered.width, minWidth, maxWidth),
      height: height ?? Self.resolve(size.height, offered: offered.height, minHeight, maxHeight))
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    let size = child.measure(childProposal(ProposedSize(rect.size)))
    child.draw(in: alignment.place(size, in: rect), canvas: &canvas)
  }
}

/// Draws a background (colour or view) sized to its child, behind it.
final class BackgroundNode: WrapperNode {
  let color: Color?
  let layer: LayoutNode?
  let alignment: Alignment
  let inFront: Bool

  init(child: LayoutNode, color: Color?, layer: LayoutNode?, alignment: Alignment, inFront: Bool) {
    self.color = color
    self.layer = layer
    self.alignment = alignment
    self.inFront = inFront
    super.init(child: child)
  }

  override var isSpacer: Bool { child.isSpacer }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    if let color { canvas.fill(rect, background: color) }
    if !inFront, let layer { drawLayer(layer, in: rect, canvas: &canvas) }
    child.draw(in: rect, canvas: &canvas)
    if inFront, let layer { drawLayer(layer, in: rect, canvas: &canvas) }
  }

  private func drawLayer(_ layer: LayoutNode, in rect: Rect, canvas: inout Canvas) {
    let size = layer.measure(ProposedSize(rect.size))
    let placed = alignment.place(size, in: rect)
    canvas.withClip(rect) { layer.draw(in: placed, canvas: &$0) }
  }
}

/// Limits a child's drawing to its own rectangle.
final class ClipNode: WrapperNode {
  override func draw(in rect: Rect, canvas: inout Canvas) {
    canvas.withClip(rect) { child.draw(in: rect, canvas: &$0) }
  }
}

/// Changes a child's layout priority.
final class PriorityNode: WrapperNode {
  let priority: Int

  init(child: LayoutNode, priority: Int) {
    self.priority = priority
    super.init(child: child)
  }

  override var layoutPriority: Int { priority }
}

/// A view wrapped in one layout node made from its content's node.
public struct NodeModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode

  /// The wrapping node around the content's node.
  public func makeNode(environment: EnvironmentValues) -> LayoutNode {
    wrap(Resolve.node(content, environment), environment)
  }
}

/// Which sides padding applies to.
public struct Edges: OptionSet, Sendable, Hashable {
  /// The set of edges, one bit per edge.
  public let rawValue: UInt8
  /// Creates edges from their bit pattern.
  ///
  /// - Parameter rawValue: the bits: 1 top, 2 leading, 4 bottom, 8 trailing.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge, above the view.
  public static let top = Edges(rawValue: 1)
  /// The leading (left) edge.
  public static let leading = Edges(rawValue: 2)
  /// The bottom edge, below the view.
  public static let bottom = Edges(rawValue: 4)
  /// The trailing (right) edge.
  public static let trailing = Edges(rawValue: 8)
  /// The left and right edges.
  public static let horizontal: Edges = [.leading, .trailing]
  /// The top and bottom edges.
  public static let vertical: Edges = [.top, .bottom]
  /// Every edge: top, left, bottom and right.
  public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

extension View {
  /// Adds empty cells around the view.
  ///
  /// ```swift
  /// Text("Hi").padding(.horizontal, 1)
  /// ```
  ///
  /// - Parameters:
  ///   - edges: the sides to pad.
  ///   - length: the number of empty cells on each of those sides.
  /// - Returns: the view with the padding around it.
  public func padding(_ edges: Edges = .all, _ length: Int = 1) -> NodeModifiedView<Self> {
    padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
  }

  /// Adds the same number of empty cells on every side.
  ///
  /// - Parameter length: the number of empty cells on every side.
  /// - Returns: the view with the padding around it.
  public func padding(_ length: Int) -> NodeModifiedView<Self> { padding(.all, length) }

  /// Adds empty cells around the view, side by side.
  ///
  /// - Parameter insets: the number of empty cells on each side.
  /// - Returns: the view with the padding around it.
  public func padding(_ insets: EdgeInsets) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { PaddingNode(insets: insets, child: $0) }
  }

  /// Gives the view a fixed width, height or both, aligning it inside.
  ///
  /// - Parameters:
  ///   - width: the width in cells; `nil` keeps the view's own.
  ///   - height: the height in rows; `nil` keeps the view's own.
  ///   - alignment: where the view goes when the frame is larger than it.
  /// - Returns: the view in its frame.
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
    -> NodeModifiedView<Self>
  {
    NodeModifiedView(content: self) {
      FrameNode(
        width: width, height: height, minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil,
        alignment: alignment, child: $0)
    }
  }

  /// Bounds the view's size; `maxWidth: .infinity` makes it take all the width offered.
  ///
  /// - Parameters:
  ///   - minWidth: the least width, in cells.
  ///   - maxWidth: the most width; `.infinity` takes all the width offered.
  ///   - minHeight: the least height, in cells.
  ///   - maxHeight: the most height; `.infinity` takes all the height offered.
  ///   - alignment: where the view goes when the frame is larger than it.
  /// - Returns: the view in its frame.
  public func frame(
    minWidth: FrameLength? = nil, maxWidth: FrameLength? = nil, minHeight: FrameLength? = nil,
    maxHeight: FrameLength? = nil, alignment: Alignment = .center
  ) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) {
      FrameNode(
        width: nil, height: nil, minWidth: minWidth?.cells, maxWidth: maxWidth?.cells,
        minHeight: minHeight?.cells,
        maxHeight: maxHeight?.cells, alignment: alignment, child: $0)
    }
  }

  /// Fills the view's rectangle with a colour behind it.
  ///
  /// - Parameter color: the colour painted behind the view.
  /// - Returns: the view with the colour behind it.
  public func background(_ color: Color) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) {
      BackgroundNode(child: $0, color: color, layer: nil, alignment: .center, inFront: false)
    }
  }

  /// Draws another view behind this one, within this view's rectangle.
  ///
  /// - Parameters:
  ///   - alignment: where the layer sits when it is smaller than the view.
  ///   - layer: the view drawn behind; it is offered this view's size.
  /// - Returns: the view with the layer behind it.
  public func background<Layer: View>(
    alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer
  ) -> NodeModifiedView<Self> {
    let layer = layer()
    return NodeModifiedView(content: self) { node, environment in
      BackgroundNode(
        child: node, color: nil, layer: Resolve.node(layer, environment), alignment: alignment, inFront: false
      )
    }
  }

  /// Draws another view in front of this one, within this view's rectangle.
  ///
  /// - Parameters:
  ///   - alignment: where the layer sits when it is smaller than the view.
  ///   - layer: the view drawn in front; it is offered this view's size.
  /// - Returns: the view with the layer in front of it.
  public func overlay<Layer: View>(
    alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer
  ) -> NodeModifiedView<Self> {
    let layer = layer()
    return NodeModifiedView(content: self) { node, environment in
      BackgroundNode(
        child: node, color: nil, layer: Resolve.node(layer, environment), alignment: alignment, inFront: true)
    }
  }

  /// Hides whatever the view draws outside its own rectangle.
  ///
  /// - Returns: the view, cut to its own rectangle.
  public func clipped() -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { ClipNode(child: $0) }
  }

  /// Makes stacks offer this view space before views of a lower priority.
  ///
  /// - Parameter priority: higher goes first; views without one have 0.
  /// - Returns: the view with the priority.
  public func layoutPriority(_ priority: Int) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { PriorityNode(child: $0, priority: priority) }
  }
}

extension NodeModifiedView {
  init(content: Content, wrap: @escaping (LayoutNode) -> LayoutNode) {
    self.content = content
    self.wrap = { node, _ in wrap(node) }
  }
}

/// Shows a child's colours as a terminal with a smaller colour profile would.
final class ProfileNode: WrapperNode {
  let profile: ColorProfile
  /// The theme's surface, which cells left in the terminal's defaults will take: simulated too.
  let surface: (foreground: Color, background: Color)?

  init(child: LayoutNode, profile: ColorProfile, surface: (foreground: Color, background: Color)?) {
    self.profile = profile
    self.surface = surface
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.draw(in: rect, canvas: &canvas)
    let profile = self.profile
    let surface = self.surface
    canvas.restyle(rect) { style in
      var shown = style
      if let surface {
        if shown.foreground.isUnset { shown.foreground = surface.foreground }
        if shown.background.isUnset { shown.background = surface.background }
      }
      guard profile != .none else {
        // No colour at all: the terminal's own, marked so that no surface is painted over it.
        shown.foreground = .terminalDefault
        shown.background = .terminalDefault
        return shown
      }
      shown.foreground = Color(shown.foreground.resolved(for: profile), token: shown.foreground.token)
      shown.background = Color(shown.background.resolved(for: profile), token: shown.background.token)
      return shown
    }
  }
}

extension View {
  /// Shows the view's colours as a terminal with `profile` would: 256 or 16 palette colours, or
  /// none at all (attributes stay). For previews such as the Storybook's colour switch; real
  /// output is downsampled by the encoder already.
  ///
  /// - Parameter profile: the terminal's colour support to show.
  /// - Returns: the view with its colours reduced to the profile.
  public func simulatingColorProfile(_ profile: ColorProfile) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { node, environment in
      let theme = environment.theme
      return ProfileNode(
        child: node, profile: profile,
        surface: environment.paintsSurface ? (theme[.textDefault], theme[.backgroundDefault]) : nil)
    }
  }
}

/// Draws a child, then restyles every cell of its rectangle (see ``Canvas/restyle(_:_:)``).
final class RestyleNode: WrapperNode {
  let transform: (Style) -> Style

  init(child: LayoutNode, transform: @escaping (Style) -> Style) {
    self.transform = transform
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.draw(in: rect, canvas: &canvas)
    canvas.restyle(rect, transform)
  }
}

extension View {
  /// Restyles every cell the view covers once it is drawn, text and blanks alike: how a
  /// selected row takes the selection's style over whatever its content chose.
  package func restyled(_ transform: @escaping (Style) -> Style) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self) { node, _ in RestyleNode(child: node, transform: transform) }
  }

  /// Restyles every cell the view covers with a text style: its attributes are added and the
  /// colours it sets replace the cells' own.
  package func restyled(_ style: TextStyleToken) -> NodeModifiedView<Self> {
    restyled { old in
      var new = old
      new.attributes.formUnion(style.attributes)
      if let foreground = style.foreground { new.foreground = foreground }
      if let background = style.background { new.background = background }
      return new
    }
  }
}
