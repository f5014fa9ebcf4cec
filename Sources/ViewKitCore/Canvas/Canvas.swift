import ViewKitStyle

/// One terminal cell: a grapheme (or the right half of a wide one) and a style.
///
/// Cells are 8 bytes: the grapheme is a scalar value, or an index into the table of
/// multi-scalar clusters; the style is an index into the canvas's table of styles.
public struct Cell: Hashable, Sendable {
  /// A scalar value, ``Glyph/clusterFlag`` with a cluster index, or ``continuation``.
  var content: UInt32
  /// Index into ``Canvas/styles``.
  var style: UInt16
  /// 1 or 2 for a grapheme's first cell, 0 for the continuation of a wide one.
  var width: UInt8

  static var clusterFlag: UInt32 { Glyph.clusterFlag }
  static let continuation: UInt32 = 0xFFFF_FFFF

  /// Whether this cell is the right half of a wide grapheme drawn in the cell before it.
  public var isContinuation: Bool { content == Self.continuation }

  /// The index of the cell's style in its canvas's ``Canvas/styles``: cells with the same
  /// index look the same, so a reader can work per style instead of per cell.
  public var styleIndex: Int { Int(style) }
}

/// A grid of cells that primitives draw into; the encoders turn it into terminal bytes.
///
/// A wide grapheme takes its cell and a continuation cell. Drawing never splits one: a wide
/// grapheme that does not fit the clip rectangle is drawn as a space, and overwriting either
/// half of a wide grapheme turns the other half into a space.
///
/// ```swift
/// var canvas = Canvas(width: 10, height: 1)
/// canvas.draw("日本", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
/// canvas.plainText() // "日本"
/// ```
public struct Canvas: Sendable, Equatable {
  /// The number of columns, from 0 to ``maxDimension``.
  public let width: Int
  /// The number of rows, from 0 to ``maxDimension``.
  public let height: Int
  /// The cells, row by row.
  var cells: [Cell]
  /// Styles referenced by cells; index 0 is ``Style/plain``.
  public private(set) var styles: [Style] = [.plain]
  private var styleIDs: [Style: UInt16] = [.plain: 0]
  // The index ``styleID(_:)`` gave last (one `styleIDs` holds), or -1: runs of text draw with
  // one style, and comparing a style costs far less than hashing it.
  private var lastStyleID = -1
  /// How many distinct styles did not fit the table (more than 65,536 in one canvas) and were
  /// drawn plain instead; ``invariantViolations()`` reports them.
  public private(set) var droppedStyles = 0
  /// The theme surface painted under every cell, when one was (see ``paintSurface(foreground:background:)``).
  public private(set) var surface: Style?
  /// What views said they are while drawing, when recording (nil otherwise); not part of equality.
  package var semantics: SemanticRecording?
  private var clipArea: Rect
  /// Drawing outside this rectangle has no effect. Always inside the canvas: a rectangle set
  /// here is cut to the canvas's bounds.
  public var clip: Rect {
    get { clipArea }
    set { clipArea = newValue.intersection(bounds) }
  }

  /// The largest width or height a canvas takes (a larger one is cut to it): 4,096 cells, a
  /// bound on memory (16 million cells) whatever size a caller asks for.
  public static let maxDimension = 4_096

  /// A blank canvas of the given size (each side from 0 to ``maxDimension``).
  ///
  /// - Parameters:
  ///   - width: the number of columns; cut to 0...``maxDimension``.
  ///   - height: the number of rows; cut to 0...``maxDimension``.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Self.maxDimension)
    self.height = min(max(0, height), Self.maxDimension)
    cells = Array(repeating: Cell(content: 0x20, style: 0, width: 1), count: self.width * self.height)
    clipArea = Rect(x: 0, y: 0, width: self.width, height: self.height)
  }

  /// A blank canvas of the given size.
  ///
  /// - Parameter size: the columns and rows; each cut to 0...``maxDimension``.
  public init(size: Size) { self.init(width: size.width, height: size.height) }

  /// This canvas with `rows` rows: its own rows first, blank rows in the plain style after
  /// them, or its first `rows` rows when shorter.
  ///
  /// - Parameter rows: the height of the result, cut to 0...``maxDimension``.
  /// - Returns: the canvas cut or extended to that height.
  public func withHeight(_ rows: Int) -> Canvas {
    var copy = Canvas(width: width, height: rows)
    let kept = min(height, copy.height) * width
    copy.cells.replaceSubrange(0..<kept, with: cells[0..<kept])
    copy.styles = styles
    copy.styleIDs = styleIDs
    copy.lastStyleID = lastStyleID
    copy.droppedStyles = droppedStyles
    copy.surface = surface
    return copy
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Two canvases are equal when they show the same graphemes with the same styles.
  ///
  /// - Parameters:
  ///   - lhs: a canvas.
  ///   - rhs: another canvas.
  /// - Returns: whether the sizes, graphemes and styles match cell for cell.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    for index in lhs.cells.indices {
      let a = lhs.cells[index]
      let b = rhs.cells[index]
      if a.width != b.width || lhs.styles[Int(a.style)] != rhs.styles[Int(b.style)] { return false }
      if a.content != b.content { return false }
    }
    return true
  }

  // MARK: Reading

  /// The cell at a position (a blank cell outside the canvas).
  ///
  /// - Parameters:
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  /// - Returns: the cell, or a blank one outside the canvas.
  public func cell(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < width, y < height else { return Cell(content: 0x20, style: 0, width: 1) }
    return cells[y * width + x]
  }

  /// The grapheme shown at a position; empty for the right half of a wide grapheme.
  ///
  /// - Parameters:
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  /// - Returns: the grapheme, a space outside the canvas, or empty for a continuation cell.
  public func grapheme(x: Int, y: Int) -> String { text(of: cell(x: x, y: y)) }

  /// The style of the cell at a position.
  ///
  /// - Parameters:
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  /// - Returns: the style; that of a blank cell outside the canvas.
  public func style(x: Int, y: Int) -> Style { styles[Int(cell(x: x, y: y).style)] }

  /// The style a cell refers to, from ``styles``.
  ///
  /// - Parameter cell: a cell of this canvas.
  /// - Returns: the cell's style.
  public func style(of cell: Cell) -> Style { styles[Int(cell.style)] }

  /// The text of a cell; empty for a continuation cell.
  ///
  /// - Parameter cell: a cell of this canvas.
  /// - Returns: the grapheme the cell shows.
  public func text(of cell: Cell) -> String {
    if cell.content == Cell.continuation { return "" }
    if cell.content & Cell.clusterFlag != 0 { return ClusterTable.string(cell.content & ~Cell.clusterFlag) }
    return Unicode.Scalar(cell.content).map { String(Character($0)) } ?? " "
  }

  /// Appends a cell's UTF-8 bytes to a buffer (nothing for a continuation cell).
  func appendUTF8(of cell: Cell, to buffer: inout [UInt8]) {
    let value = cell.content
    if value < 0x80 {
      buffer.append(UInt8(value))
    } else if value == Cell.continuation {
      return
    } else if value & Cell.clusterFlag != 0 {
      buffer.append(contentsOf: ClusterTable.string(value & ~Cell.clusterFlag).utf8)
    } else if value < 0x800 {
      buffer.append(UInt8(0xC0 | (value >> 6)))
      buffer.append(UInt8(0x80 | (value & 0x3F)))
    } else if value < 0x10000 {
      buffer.append(UInt8(0xE0 | (value >> 12)))
      buffer.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      buffer.append(UInt8(0x80 | (value & 0x3F)))
    } else {
      buffer.append(UInt8(0xF0 | (value >> 18)))
      buffer.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      buffer.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      buffer.append(UInt8(0x80 | (value & 0x3F)))
    }
  }

  /// Broken invariants, for tests: a wide grapheme without its continuation cell, a
  /// continuation cell without its wide grapheme, or a style index out of range. Empty when
  /// the canvas is sound.
  ///
  /// - Returns: one line per problem.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if droppedStyles > 0 {
      problems.append("\(droppedStyles) styles did not fit the table and were drawn plain")
    }
    // Through the buffer: a test sweep calls this for every story at every size, and an
    // unoptimised build pays for each checked array subscript.
    cells.withUnsafeBufferPointer { cells in
      for y in 0..<height {
        for x in 0..<width {
          let cell = cells[y * width + x]
          if Int(cell.style) >= styles.count {
            problems.append("(\(x),\(y)): style \(cell.style) out of range")
          }
          if cell.isContinuation {
            if x == 0 || cells[y * width + x - 1].width != 2 {
              problems.append("(\(x),\(y)): continuation cell without a wide grapheme before it")
            }
          } else if cell.width == 2 && (x + 1 >= width || !cells[y * width + x + 1].isContinuation) {
            problems.append("(\(x),\(y)): wide grapheme split at the edge")
          } else if cell.width == 0 {
            problems.append("(\(x),\(y)): a cell of width 0")
          }
        }
      }
    }
    return problems
  }

  // MARK: Styles

  /// The index of a style in ``styles``, adding it when new.
  ///
  /// The table holds 65,536 styles; past that a new style is counted in ``droppedStyles`` and
  /// drawn plain, never wrapped onto another style.
  ///
  /// - Parameter style: the style to look up or add.
  /// - Returns: its index, or 0 (plain) when the table is full.
  public mutating func styleID(_ style: Style) -> UInt16 {
    if lastStyleID >= 0, styles[lastStyleID] == style { return UInt16(lastStyleID) }
    if let id = styleIDs[style] {
      lastStyleID = Int(id)
      return id
    }
    guard styles.count <= Int(UInt16.max) else {
      droppedStyles += 1
      return 0
    }
    let id = UInt16(styles.count)
    styles.append(style)
    styleIDs[style] = id
    lastStyleID = Int(id)
    return id
  }

  // MARK: Writing

  /// Draws one glyph with a style index, honouring the clip and wide-grapheme rules.
  mutating func put(_ glyph: Glyph, x: Int, y: Int, style: UInt16) {
    guard y >= clip.minY, y < clip.maxY else { return }
    let (clip, width) = (self.clip, self.width)
    cells.withUnsafeMutableBufferPointer {
      Self.put(glyph, x: x, row: y * width, style: style, clip: clip, width: width, into: $0)
    }
  }

  /// Replaces one cell, repairing any wide grapheme it cuts in half.
  private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
    let width = self.width
    cells.withUnsafeMutableBufferPointer { Self.setCell(cell, x: x, row: y * width, width: width, in: $0) }
  }

  /// Draws glyphs from a starting cell, left to right.
  ///
  /// `background` nil keeps the background already under each cell, so text drawn over a
  /// filled surface takes the surface's colour.
  ///
  /// - Parameters:
  ///   - glyphs: the glyphs, already measured.
  ///   - origin: the cell of the first glyph.
  ///   - foreground: the glyphs' colour.
  ///   - background: the colour behind them; nil keeps each cell's own.
  ///   - attributes: bold, italic and the rest.
  ///   - link: the link the glyphs lead to (``Style/link``), if any.
  public mutating func draw(
    _ glyphs: some Collection<Glyph>, at origin: Point, foreground: Color = .default,
    background: Color? = nil, attributes: TextAttributes = [], link: Hyperlink? = nil
  ) {
    guard origin.y >= clip.minY, origin.y < clip.maxY else { return }
    let fixedID: UInt16? =
      background.map {
        styleID(Style(foreground: foreground, background: $0, attributes: attributes, link: link))
      }
    // The cells are moved out while they are written through one buffer: no uniqueness or
    // bounds check per cell, and the style table stays reachable for new styles.
    var storage: [Cell] = []
    swap(&storage, &cells)
    defer { swap(&storage, &cells) }
    let clip = self.clip
    let width = self.width
    let rowStart = origin.y * width
    storage.withUnsafeMutableBufferPointer { buffer in
      var x = origin.x
      var lastUnder: UInt16 = .max
      var lastID: UInt16 = 0
      for glyph in glyphs {
        if x >= clip.maxX { break }
        if x + glyph.width > clip.minX {
          let id: UInt16
          if let fixedID {
            id = fixedID
          } else {
            let under = x >= 0 && x < width ? buffer[rowStart + x].style : 0
            if under != lastUnder {
              lastUnder = under
              let background = styles[Int(under)].background
              lastID = styleID(
                Style(foreground: foreground, background: background, attributes: attributes, link: link))
            }
            id = lastID
          }
          Self.put(glyph, x: x, row: rowStart, style: id, clip: clip, width: width, into: buffer)
        }
        x += glyph.width
      }
    }
  }

  /// One glyph into a buffer of the canvas's cells, in a row the clip allows: a wide glyph cut
  /// by the clip's edge leaves a space in its visible half.
  @inline(__always)
  private static func put(
    _ glyph: Glyph, x: Int, row: Int, style: UInt16, clip: Rect, width: Int,
    into cells: UnsafeMutableBufferPointer<Cell>
  ) {
    guard x >= clip.minX - 1, x < clip.maxX else { return }
    if glyph.width == 2 && (x + 1 >= clip.maxX || x < clip.minX) {
      let visibleX = x < clip.minX ? x + 1 : x
      setCell(Cell(content: 0x20, style: style, width: 1), x: visibleX, row: row, width: width, in: cells)
      return
    }
    guard x >= clip.minX else { return }
    setCell(
      Cell(content: glyph.value, style: style, width: glyph.cells), x: x, row: row, width: width, in: cells)
    if glyph.width == 2 {
      setCell(
        Cell(content: Cell.continuation, style: style, width: 0), x: x + 1, row: row, width: width, in: cells)
    }
  }

  /// Replaces one cell of a buffer, repairing any wide grapheme it cuts in half.
  @inline(__always)
  private static func setCell(
    _ cell: Cell, x: Int, row: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>
  ) {
    let index = row + x
    let old = cells[index]
    if old.content == Cell.continuation && x > 0 && cell.content != Cell.continuation {
      cells[index - 1].content = 0x20
      cells[index - 1].width = 1
    }
    if old.width == 2 && cell.width != 2 && x + 1 < width {
      cells[index + 1].content = 0x20
      cells[index + 1].width = 1
    }
    cells[index] = cell
  }

  /// Draws a string (sanitised; line breaks show as symbols) with a style.
  ///
  /// - Parameters:
  ///   - text: the string to draw on one row.
  ///   - origin: the cell of the first grapheme.
  ///   - style: the colours and attributes.
  public mutating func draw(_ text: String, at origin: Point, style: Style) {
    draw(
      Glyph.glyphs(of: text), at: origin, foreground: style.foreground, background: style.background,
      attributes: style.attributes, link: style.link)
  }

  /// Fills a rectangle with blank cells of a background colour.
  ///
  /// - Parameters:
  ///   - rect: the cells to blank; only the part inside ``clip`` changes.
  ///   - background: the colour to fill with.
  public mutating func fill(_ rect: Rect, background: Color) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    let id = styleID(Style(background: background))
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        setCell(Cell(content: 0x20, style: id, width: 1), x: x, y: y)
      }
    }
  }

  /// Gives every cell a surface: a style's unset foreground becomes `foreground`, its unset
  /// background `background` (a colour a theme or a view chose to be the terminal's own, such as
  /// mono's, is kept; see ``Color/isUnset``). It rewrites the style table, not the cells, so it
  /// costs nothing per cell; passing the terminal's defaults changes nothing.
  ///
  /// - Parameters:
  ///   - foreground: the colour for unset foregrounds.
  ///   - background: the colour for unset backgrounds.
  public mutating func paintSurface(foreground: Color, background: Color) {
    guard !(foreground.isDefault && background.isDefault) else { return }
    surface = Style(foreground: foreground, background: background)
    for index in styles.indices {
      if styles[index].foreground.isUnset { styles[index].foreground = foreground }
      if styles[index].background.isUnset { styles[index].background = background }
    }
    styleIDs = [:]
    lastStyleID = -1
    for (index, style) in styles.enumerated() where styleIDs[style] == nil { styleIDs[style] = UInt16(index) }
  }

  /// Changes the style of cells in a rectangle without touching their text.
  ///
  /// The closure maps each existing style to its replacement, as a dimmed backdrop does.
  ///
  /// - Parameters:
  ///   - rect: the cells to restyle; only the part inside ``clip`` changes.
  ///   - transform: maps an old style to its new one; called once per distinct style.
  public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    var mapped: [UInt16: UInt16] = [:]
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let index = y * width + x
        let old = cells[index].style
        if let new = mapped[old] {
          cells[index].style = new
        } else {
          let new = styleID(transform(styles[Int(old)]))
          mapped[old] = new
          cells[index].style = new
        }
      }
    }
  }

  /// Runs `body` with drawing limited to the part of `rect` inside the current clip.
  ///
  /// - Parameters:
  ///   - rect: the area to allow, in canvas cells.
  ///   - body: the drawing to do; it is not run when the area is empty.
  public mutating func withClip(_ rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    if !clip.isEmpty { body(&self) }
    clip = saved
  }
}
