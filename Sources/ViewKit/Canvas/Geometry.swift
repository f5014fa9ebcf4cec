/// A size in whole terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)

  /// `WIDTHxHEIGHT`, as the command line takes it.
  public var description: String { "\(width)x\(height)" }

  /// Parses `WIDTHxHEIGHT`, e.g. `80x24`; nil for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width >= 0, height >= 0
    else { return nil }
    self.init(width: width, height: height)
  }
}

/// A cell position: column `x`, row `y`, both from 0 at the top left.
public struct Point: Hashable, Sendable {
  /// Column.
  public var x: Int
  /// Row.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// The number of columns and rows.
  public var size: Size

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = Point(x: x, y: y)
    size = Size(width: max(0, width), height: max(0, height))
  }

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The first column.
  public var minX: Int { origin.x }
  /// The first row.
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
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1.subtracting(saturating: x0), height: y1.subtracting(saturating: y0))
  }

  /// Whether a cell lies inside the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The rectangle shrunk by the given insets (never below zero size).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
  }

  /// `(x,y WIDTHxHEIGHT)`.
  public var description: String { "(\(minX),\(minY) \(size))" }
}

/// Space on each side of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns before.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns after.
  public var trailing: Int

  /// Creates insets.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = max(0, top)
    self.leading = max(0, leading)
    self.bottom = max(0, bottom)
    self.trailing = max(0, trailing)
  }

  /// The same inset on every side.
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
