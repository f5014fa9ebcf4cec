/// The lines of a log, oldest first, keeping at most `limit`: appending one costs the same
/// whether it holds ten lines or a hundred thousand (a ring buffer; the oldest line goes when it
/// is full).
///
/// ```swift
/// var log = LogLines(limit: 100_000)
/// log.append("GET /health 200 3 ms")
/// LogView(log, state: Bindable(model).logState)
/// ```
public struct LogLines: Sendable, Hashable, RandomAccessCollection {
  private var storage: [String] = []
  private var start = 0
  /// The most lines kept, at least 1.
  public let limit: Int
  /// How many lines have been dropped from the front since the buffer was made: the number of
  /// the first line kept, counting from 0.
  public private(set) var dropped = 0

  /// Creates an empty log.
  ///
  /// - Parameter limit: the most lines kept (at least 1); older ones are dropped.
  public init(limit: Int = 100_000) {
    self.limit = Swift.max(1, limit)
  }

  /// Creates a log holding `lines` (the last `limit` of them).
  ///
  /// - Parameters:
  ///   - lines: the lines, oldest first.
  ///   - limit: the most lines kept.
  public init(_ lines: some Sequence<String>, limit: Int = 100_000) {
    self.init(limit: limit)
    for line in lines { append(line) }
  }

  /// The index of the oldest line kept: 0.
  public var startIndex: Int { 0 }
  /// One past the newest line's index: the number of lines kept.
  public var endIndex: Int { storage.count }

  /// The line at `index`, 0 being the oldest kept.
  ///
  /// - Parameter index: from 0 to `count - 1`.
  public subscript(index: Int) -> String {
    storage[(start + index) % storage.count]
  }

  /// Adds a line at the end; when the log is full the oldest line is dropped. A text with line
  /// breaks is added as several lines.
  ///
  /// - Parameter line: the text of the line.
  public mutating func append(_ line: String) {
    if line.contains(where: \.isNewline) {
      for part in line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        appendOne(String(part))
      }
    } else {
      appendOne(line)
    }
  }

  private mutating func appendOne(_ line: String) {
    if storage.count < limit {
      storage.append(line)
    } else {
      storage[start] = line
      start = (start + 1) % limit
      dropped += 1
    }
  }

  /// Whether two logs hold the same lines in the same order, with the same limit and count dropped.
  ///
  /// - Parameters:
  ///   - lhs: one log.
  ///   - rhs: the other.
  /// - Returns: whether they are equal.
  public static func == (lhs: LogLines, rhs: LogLines) -> Bool {
    lhs.limit == rhs.limit && lhs.dropped == rhs.dropped && lhs.elementsEqual(rhs)
  }

  /// Hashes what ``==(_:_:)`` compares.
  ///
  /// - Parameter hasher: the hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(limit)
    hasher.combine(dropped)
    for line in self { hasher.combine(line) }
  }
}
