import ViewKitStyle

/// A size in whole terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of terminal columns.
  public var width: Int
  /// The number of terminal rows.
  public var height: Int

  /// Creates a size of a number of columns and rows.
  ///
  /// - Parameters:
  ///   - width: the number of columns.
  ///   - height: the number of rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)

  /// `WIDTHxHEIGHT`, as the command line takes it.
  public var description: String { "\(width)x\(height)" }

  /// Parses `WIDTHxHEIGHT`, e.g. `80x24`; nil for anything else.
  ///
  /// - Parameter text: two non-negative whole numbers joined by `x`, width first.
  public init?(parsing text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width >= 0, height >= 0
    else { return nil }
    self.init(width: width, height: height)
  }
}

/// A cell position: column `x`, row `y`, both from 0 at the top left.
public struct Point: Hashable, Sendable {
  /// The column, counted from 0 at the left.
  public var x: Int
  /// The row, counted from 0 at the top.
  public var y: Int

  /// Creates the point at a column and a row.
  ///
  /// - Parameters:
  ///   - x: the column, from 0 at the left.
  ///   - y: the row, from 0 at the top.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell of the rectangle.
  public var origin: Point
  /// The number of columns and rows.
  public var size: Size

  /// Creates a rectangle; a negative width or height counts as 0.
  ///
  /// - Parameters:
  ///   - x: the column of the top-left cell.
  ///   - y: the row of the top-left cell.
  ///   - width: the number of columns.
  ///   - height: the number of rows.
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = Point(x: x, y: y)
    size = Size(width: max(0, width), height: max(0, height))
  }

  /// Creates a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: the top-left cell.
  ///   - size: the number of columns and rows.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The first column, that of the top-left cell.
  public var minX: Int { origin.x }
  /// The first row, that of the top-left cell.
  public var minY: Int { origin.y }
  /// One past the last column (saturating: no rectangle can overflow).
  public var maxX: Int { origin.x.adding(saturating: size.width) }
  /// One past the last row (saturating).
  public var maxY: Int { origin.y.adding(saturating: size.height) }
  /// The number of columns.
  public var width: Int { size.width }
  /// The number of rows.
  public var height: Int { size.height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The cells both rectangles cover (empty when they do not meet).
  ///
  /// - Parameter other: the rectangle to meet.
  /// - Returns: the shared cells, or an empty rectangle.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1.subtracting(saturating: x0), height: y1.subtracting(saturating: y0))
  }

  /// Whether a cell lies inside the rectangle.
  ///
  /// - Parameters:
  ///   - x: the cell's column.
  ///   - y: the cell's row.
  /// - Returns: whether the cell is in the rectangle (its right and bottom edges are outside).
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The rectangle shrunk by the given insets (never below zero size).
  ///
  /// - Parameter insets: the columns and rows to take off each side.
  /// - Returns: the smaller rectangle.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
  }

  /// The origin and size as `(x,y WIDTHxHEIGHT)`, for logs and test failures.
  public var description: String { "(\(minX),\(minY) \(size))" }
}

/// Space on each side of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// The number of rows above.
  public var top: Int
  /// The number of columns at the left.
  public var leading: Int
  /// The number of rows below.
  public var bottom: Int
  /// The number of columns at the right.
  public var trailing: Int

  /// Creates insets from each side; a negative number counts as 0.
  ///
  /// - Parameters:
  ///   - top: the rows above.
  ///   - leading: the columns at the left.
  ///   - bottom: the rows below.
  ///   - trailing: the columns at the right.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = max(0, top)
    self.leading = max(0, leading)
    self.bottom = max(0, bottom)
    self.trailing = max(0, trailing)
  }

  /// The same inset on every side.
  ///
  /// - Parameter all: the cells on each side; a negative number counts as 0.
  public init(all: Int) { self.init(top: all, leading: all, bottom: all, trailing: all) }

  /// Columns on both sides together.
  public var horizontal: Int { leading + trailing }
  /// Rows on both sides together.
  public var vertical: Int { top + bottom }
}

extension Int {
  /// `self + other`, stopping at `Int.max` instead of overflowing ("unlimited" stays unlimited).
  func adding(saturating other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// `self - other`, stopping at `Int.max` or `Int.min` instead of overflowing.
  func subtracting(saturating other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    return overflow ? (other < 0 ? .max : .min) : difference
  }
}
