import ViewKitStyle

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
    child.drawNode(in: alignment.place(size, in: rect), canvas: &canvas)
  }
}

extension View {
  /// Gives the view a fixed width, height or both, aligning it inside.
  ///
  /// - Parameters:
  ///   - width: the width in cells; `nil` keeps the view's own.
  ///   - height: the height in rows; `nil` keeps the view's own.
  ///   - alignment: where the view goes when the frame is larger than it.
  /// - Returns: the view in its frame.
  @inlinable
  public consuming func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
    -> NodeModifiedView<Self>
  {
    NodeModifiedView(content: self, wrap: NodeWraps.frame(width: width, height: height, alignment: alignment))
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
  @inlinable
  public consuming func frame(
    minWidth: FrameLength? = nil, maxWidth: FrameLength? = nil, minHeight: FrameLength? = nil,
    maxHeight: FrameLength? = nil, alignment: Alignment = .center
  ) -> NodeModifiedView<Self> {
    NodeModifiedView(
      content: self,
      wrap: NodeWraps.frame(
        minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
        alignment: alignment))
  }
}
