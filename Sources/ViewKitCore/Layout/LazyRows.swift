import ViewKitStyle

/// One-line rows built on demand: only the rows that show are made, so ten thousand rows cost
/// what a screenful costs. The container of ``List``.
///
/// It takes the width offered (40 cells when none is) and the height offered (a row per line
/// when none is). Which row is first comes from `offset`, asked with the height drawn at, so a
/// list can keep its selection in view. With a scrollbar, rows leave the last column to it
/// when they do not all fit. With no rows, the placeholder is centred on the middle line.
package struct LazyRows: PrimitiveView {
  /// The scrollbar's colours.
  package struct Scrollbar {
    let track: Color
    let thumb: Color

    package init(track: Color, thumb: Color) {
      self.track = track
      self.thumb = thumb
    }
  }

  let count: Int
  let offset: (Int) -> Int
  let row: (Int) -> AnyView
  var placeholder: AnyView?
  var scrollbar: Scrollbar?
  /// Changes the environment the rows are made in. Rows are made while drawing, after focus
  /// and key hints are settled, so a container of interactive views gives its rows an
  /// interaction frame of their own here: they are still pictures.
  var configure: (inout EnvironmentValues) -> Void = { _ in }
  /// Called when drawn with the first row shown, the top line and the height.
  var onDraw: (Int, Int, Int) -> Void = { _, _, _ in }

  package init(
    count: Int, offset: @escaping (Int) -> Int, row: @escaping (Int) -> AnyView, placeholder: AnyView? = nil,
    scrollbar: Scrollbar? = nil, configure: @escaping (inout EnvironmentValues) -> Void = { _ in },
    onDraw: @escaping (Int, Int, Int) -> Void = { _, _, _ in }
  ) {
    self.count = count
    self.offset = offset
    self.row = row
    self.placeholder = placeholder
    self.scrollbar = scrollbar
    self.configure = configure
    self.onDraw = onDraw
  }

  package func makeNode(environment: EnvironmentValues) -> LayoutNode {
    var rowEnvironment = environment
    rowEnvironment.lineLimit = 1
    configure(&rowEnvironment)
    let row = self.row
    let node = LazyRowsNode(
      count: count, offset: offset, makeRow: { index in Resolve.node(row(index), changed: rowEnvironment) },
      placeholder: placeholder.map { Resolve.node($0, environment) }, scrollbar: scrollbar)
    node.onDraw = onDraw
    return node
  }
}

/// Builds and draws the rows that show, and the scrollbar.
final class LazyRowsNode: LayoutNode {
  let count: Int
  let offset: (Int) -> Int
  let makeRow: (Int) -> LayoutNode
  let placeholder: LayoutNode?
  let scrollbar: LazyRows.Scrollbar?
  var onDraw: (Int, Int, Int) -> Void = { _, _, _ in }

  init(
    count: Int, offset: @escaping (Int) -> Int, makeRow: @escaping (Int) -> LayoutNode,
    placeholder: LayoutNode?,
    scrollbar: LazyRows.Scrollbar?
  ) {
    self.count = count
    self.offset = offset
    self.makeRow = makeRow
    self.placeholder = placeholder
    self.scrollbar = scrollbar
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let height = proposal.height ?? max(1, count)
    return Size(width: proposal.width.map { min($0, 10_000) } ?? 40, height: min(height, 100_000))
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    if count == 0 {
      guard let placeholder else { return }
      let size = placeholder.measure(ProposedSize(width: rect.width, height: 1))
      let x = rect.minX + TextAlignment.center.offset(lineWidth: size.width, in: rect.width)
      canvas.withClip(rect) {
        placeholder.drawNode(
          in: Rect(x: x, y: rect.minY + rect.height / 2, width: size.width, height: size.height), canvas: &$0)
      }
      return
    }
    let scrolls = scrollbar != nil && count > rect.height
    let width = rect.width - (scrolls ? 1 : 0)
    let offset = max(0, min(self.offset(rect.height), count - 1))
    onDraw(offset, rect.minY, rect.height)
    // Rows outside the clip are not built: rows in a huge rectangle cost what shows.
    let firstShown = max(0, canvas.clip.minY.subtracting(saturating: rect.minY))
    let lastShown = min(
      rect.height, count - offset, max(0, canvas.clip.maxY.subtracting(saturating: rect.minY)))
    for y in firstShown..<max(firstShown, lastShown) {
      let line = Rect(x: rect.minX, y: rect.minY + y, width: width, height: 1)
      let node = makeRow(offset + y)
      let size = node.measure(ProposedSize(width: width, height: 1))
      canvas.withClip(line) { node.drawNode(in: Rect(origin: line.origin, size: size), canvas: &$0) }
    }
    if scrolls, let scrollbar {
      drawScrollbar(
        scrollbar, x: rect.maxX - 1, y: rect.minY, height: rect.height, offset: offset, canvas: &canvas)
    }
  }

  private func drawScrollbar(
    _ colors: LazyRows.Scrollbar, x: Int, y: Int, height: Int, offset: Int, canvas: inout Canvas
  ) {
    let thumb = max(1, height * height / max(1, count))
    let travel = max(0, height - thumb)
    let start = count > height ? offset * travel / max(1, count - height) : 0
    let first = max(0, canvas.clip.minY.subtracting(saturating: y))
    for row in first..<max(first, min(height, canvas.clip.maxY.subtracting(saturating: y))) {
      let inThumb = row >= start && row < start + thumb
      canvas.draw(
        [Glyph(inThumb ? "┃" : "│")], at: Point(x: x, y: y + row),
        foreground: inThumb ? colors.thumb : colors.track)
    }
  }
}
