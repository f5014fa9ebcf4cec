/// A JSON value with the line and column it starts at, so theme errors can point at it.
///
/// A class rather than a struct: the tree is immutable once parsed, and sharing nodes by
/// reference keeps the recursive type cheap to pass around.
///
/// Lines and columns are 1-based. A line ends at LF (so CRLF files count the same as LF
/// files); columns count Unicode scalars, so `é`, `日` and a tab are one column each.
final class JSONNode: Sendable {
  /// The parsed value.
  enum Value: Sendable {
    /// An object's members in file order, a repeated key included (see
    /// ``JSONParser/parseDocument(_:limits:)``).
    case object([(key: String, node: JSONNode)])
    /// An array's items in order.
    case array([JSONNode])
    /// A string with its escapes decoded.
    case string(String)
    /// A number; always finite.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// An object needs at least this many members before it gets a key index; smaller ones are
  /// searched in order, which is faster for them.
  static let indexedMemberCount = 16

  /// The parsed value.
  let value: Value
  /// The line the value starts at (1-based).
  let line: Int
  /// The column the value starts at (1-based, in Unicode scalars).
  let column: Int
  /// Whether a number was written as an integer literal: no fraction and no exponent (`3`, `-0`,
  /// `123456789012345678901234567890`, but not `3.0` or `3e0`); false for every other value.
  let isIntegerLiteral: Bool
  /// For objects with many members: each key's first member position, so ``subscript(key:)`` is
  /// not a linear search.
  private let memberIndex: [String: Int]?

  /// A node for `value` starting at `line` and `column`.
  init(value: Value, line: Int, column: Int, isIntegerLiteral: Bool = false) {
    self.value = value
    self.line = line
    self.column = column
    self.isIntegerLiteral = isIntegerLiteral
    if case .object(let members) = value, members.count >= Self.indexedMemberCount {
      var index: [String: Int] = [:]
      index.reserveCapacity(members.count)
      for position in members.indices where index[members[position].key] == nil {
        index[members[position].key] = position
      }
      memberIndex = index
    } else {
      memberIndex = nil
    }
  }

  /// A node for an object whose first-member positions the parser has already worked out.
  fileprivate init(members: [(key: String, node: JSONNode)], index: [String: Int], line: Int, column: Int) {
    self.value = .object(members)
    self.line = line
    self.column = column
    self.isIntegerLiteral = false
    self.memberIndex = members.count >= Self.indexedMemberCount ? index : nil
  }

  /// The kind of value, as diagnostics name it: object, array, string, number, boolean or null.
  var typeName: String {
    switch value {
    case .object: return "object"
    case .array: return "array"
    case .string: return "string"
    case .number: return "number"
    case .bool: return "boolean"
    case .null: return "null"
    }
  }

  /// The kind of value with its article, as a sentence uses it: `an object`, `an array`,
  /// `a string`, `a number`, `a boolean` or `null`.
  var typeNameWithArticle: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .null: return "null"
    default: return "a " + typeName
    }
  }

  /// The members of an object, in file order; nil for other values.
  var members: [(key: String, node: JSONNode)]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The member with a key (the first, when a file repeats it); nil when there is none or this
  /// is not an object.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    if let memberIndex {
      guard let position = memberIndex[key], members.indices.contains(position) else { return nil }
      return members[position].node
    }
    return members.first(where: { $0.key == key })?.node
  }

  /// The text of a string; nil for other values.
  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The value of a number; nil for other values.
  var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The value of a number written as an integer literal that fits an `Int`; nil for other
  /// values, for `2.0` and `2e0`, and for integers too large for an `Int`.
  var integer: Int? {
    guard isIntegerLiteral, case .number(let number) = value else { return nil }
    return Int(exactly: number)
  }

  /// The value of a boolean; nil for other values.
  var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// The items of an array; nil for other values.
  var array: [JSONNode]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// Whether this is `null`.
  var isNull: Bool {
    if case .null = value { return true }
    return false
  }
}

/// A JSON syntax error, or a document over one of the ``JSONLimits``, with its position.
///
/// `line` and `column` are 1-based and point at the offending character (for a string, number
/// or word that is wrong as a whole, its first character); columns count Unicode scalars.
struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Which of the ``JSONLimits`` a document went over.
  enum Limit: Sendable, Equatable {
    /// ``JSONLimits/maxDepth``: `nesting deeper than 128 levels`.
    case depth
    /// ``JSONLimits/maxTextBytes``: `document larger than 8388608 bytes`.
    case textBytes
    /// ``JSONLimits/maxStringBytes``: `string longer than 1048576 bytes`.
    case stringBytes
    /// ``JSONLimits/maxValues``: `more than 1000000 values in the document`.
    case values
    /// ``JSONLimits/maxDuplicateKeys``: `more than 1000 duplicate keys`.
    case duplicateKeys
  }

  /// What is wrong, lowercase-first and short, such as `trailing comma before '}'`.
  var message: String
  /// The line of the offending character (1-based).
  var line: Int
  /// The column of the offending character (1-based, in Unicode scalars).
  var column: Int
  /// The limit the document went over; nil when it is not valid JSON at all.
  var limit: Limit? = nil

  /// `line 3, column 7: trailing comma before '}'`.
  var description: String { "line \(line), column \(column): \(message)" }
}

/// A key written twice in one object, which the parser keeps (see ``JSONNode/members``) but a
/// caller usually reports.
struct JSONDuplicateKey: Sendable, Equatable {
  /// The repeated key.
  var key: String
  /// The path from the root to the object holding the key: one element per level, an object
  /// member's key as written (`"colors"`) and an array item's index in brackets (`"[3]"`).
  /// Empty for the root object. So `{"a": [{}, {"k": 1, "k": 2}]}` gives `["a", "[1]"]`.
  var path: [String]
  /// The line of the key's first occurrence.
  var firstLine: Int
  /// The line of this (a second or later) occurrence.
  var line: Int
  /// The column of this occurrence's opening quote (1-based, in Unicode scalars).
  var column: Int
  /// The same object as `path`, as an RFC 6901 JSON Pointer: `""` for the root object,
  /// `"/a/1"` for the example above (`~` written `~0` and `/` written `~1` in keys).
  var pointer: String

  /// The repeated member's own path: `path` followed by `key`.
  var keyPath: [String] { path + [key] }
}

/// Limits that keep a hostile or broken document from using unbounded time, memory or stack.
///
/// Each has its own error message naming the limit and its value. `JSONLimits()` is the
/// default; change a field for a caller with other needs: `JSONLimits(maxDepth: 32)`.
struct JSONLimits: Sendable, Equatable {
  /// The deepest nesting of objects and arrays; the top-level container is level 1, so `[[1]]`
  /// is 2 levels. Values above ``depthCeiling`` count as ``depthCeiling``.
  var maxDepth = 128
  /// The largest document, in UTF-8 bytes (a byte order mark included).
  var maxTextBytes = 8 * 1024 * 1024
  /// The longest string, key or value, in UTF-8 bytes after its escapes are decoded.
  var maxStringBytes = 1024 * 1024
  /// The most values in a document: every object, array, string, number, boolean and null
  /// (object keys not counted).
  var maxValues = 1_000_000
  /// The most repeated keys in a document; past that it is rejected rather than reported key by
  /// key.
  var maxDuplicateKeys = 1_000

  /// The deepest nesting any limits allow. The parser keeps an explicit stack and could go deeper,
  /// but releasing a parsed tree recurses once per level (about 350 bytes of stack each in a
  /// debug build), and this keeps that well inside a 512 KiB thread stack.
  static let depthCeiling = 512
}

/// A strict JSON (RFC 8259) parser that keeps positions and repeated keys.
///
/// Foundation's parsers give neither line numbers for values nor a way to see a key written
/// twice, and theme errors need both. It accepts exactly RFC 8259: no comments, trailing
/// commas, single quotes, leading zeros, `+`, `NaN` or `Infinity`; only the escapes `\" \\ \/
/// \b \f \n \r \t \uXXXX`, with surrogates in pairs; no raw control characters in strings;
/// only space, tab, LF and CR between tokens; one optional byte order mark at the very start
/// and none anywhere else (not inside strings either: write `\uFEFF`).
///
/// It never traps, recurses or takes more than linear time: it reads the UTF-8 bytes with an
/// explicit stack of open containers, and ``JSONLimits`` bound depth, size, string length and
/// value count.
///
/// ```swift
/// let (root, duplicates) = try JSONParser.parseDocument(text)
/// for duplicate in duplicates { print(duplicate.path + [duplicate.key], duplicate.line) }
/// ```
struct JSONParser: Sendable {
  /// An object or array whose closing bracket has not been read yet.
  private struct Frame {
    /// Whether this is an object (otherwise an array).
    let isObject: Bool
    /// The line of the opening bracket.
    let line: Int
    /// The column of the opening bracket.
    let column: Int
    /// An object's members so far.
    var members: [(key: String, node: JSONNode)] = []
    /// An object's key lines, one per member (and one for the key whose value is being read).
    var keyLines: [Int] = []
    /// An object's first member position for each key.
    var firstPositions: [String: Int] = [:]
    /// An array's items so far.
    var items: [JSONNode] = []
    /// An object's key whose value is being read.
    var pendingKey = ""
    /// The path and pointer to this object, worked out at its first repeated key and shared by
    /// the rest.
    var path: (path: [String], pointer: String)?
  }

  /// The document's UTF-8 bytes.
  private let bytes: [UInt8]
  /// The limits in force.
  private let limits: JSONLimits
  /// `limits.maxDepth`, capped at ``JSONLimits/depthCeiling``.
  private let maxDepth: Int
  /// The position of the next byte to read.
  private var index = 0
  /// The current line (1-based).
  private var line = 1
  /// The position of the current line's first byte.
  private var lineStart = 0
  /// A position on the current line whose column is known, so columns take linear time overall.
  private var columnMark = 0
  /// The column at `columnMark`.
  private var columnAtMark = 1
  /// Values started so far.
  private var valueCount = 0
  /// The open objects and arrays, outermost first.
  private var stack: [Frame] = []
  /// Repeated keys found so far.
  private var duplicates: [JSONDuplicateKey] = []
  /// A reused buffer for strings with escapes.
  private var scratch: [UInt8] = []

  /// Parses a JSON document into its root value; repeated keys are kept in ``JSONNode/members``
  /// but not reported (use ``parseDocument(_:limits:)`` for them), though more than
  /// ``JSONLimits/maxDuplicateKeys`` of them is still an error.
  static func parse(_ text: String, limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError) -> JSONNode {
    try parseDocument(text, limits: limits).root
  }

  /// Parses a JSON document into its root value and every key repeated within an object, at any
  /// depth, in file order.
  static func parseDocument(
    _ text: String, limits: JSONLimits = JSONLimits()
  ) throws(JSONSyntaxError) -> (root: JSONNode, duplicates: [JSONDuplicateKey]) {
    guard text.utf8.count <= limits.maxTextBytes else {
      throw JSONSyntaxError(
        message: "document larger than \(limits.maxTextBytes) bytes", line: 1, column: 1, limit: .textBytes)
    }
    var parser = JSONParser(bytes: Array(text.utf8), limits: limits)
    let root = try parser.parseDocument()
    return (root, parser.duplicates)
  }

  /// A parser at the start of `bytes`.
  private init(bytes: [UInt8], limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
    maxDepth = min(limits.maxDepth, JSONLimits.depthCeiling)
  }

  // MARK: Structure

  /// Reads the optional byte order mark, one value and the whitespace around it.
  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    if isByteOrderMark(at: 0) {
      index = 3
      lineStart = 3
      columnMark = 3
    }
    skipWhitespace()
    let root = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw unexpected(" after the end of the document") }
    return root
  }

  /// Reads one value, however deeply nested, with `stack` instead of recursion.
  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    var node: JSONNode
    nextValue: while true {
      // A value starts at `index`, whitespace already skipped.
      guard index < bytes.count else { throw unexpected("; expected a value") }
      valueCount += 1
      if valueCount > limits.maxValues {
        throw error("more than \(limits.maxValues) values in the document", at: index, limit: .values)
      }
      let startLine = line
      let startColumn = column(at: index)
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard stack.count < maxDepth else {
          throw JSONSyntaxError(
            message: "nesting deeper than \(maxDepth) levels", line: startLine, column: startColumn,
            limit: .depth)
        }
        index += 1
        stack.append(Frame(isObject: isObject, line: startLine, column: startColumn))
        skipWhitespace()
        if index < bytes.count && bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
          node = closeContainer()
        } else {
          if isObject { try readKey() }
          continue nextValue
        }
      case UInt8(ascii: "\""):
        node = JSONNode(value: .string(try parseString()), line: startLine, column: startColumn)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (number, isInteger) = try parseNumber(column: startColumn)
        node = JSONNode(
          value: .number(number), line: startLine, column: startColumn, isIntegerLiteral: isInteger)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        node = JSONNode(value: try parseWord(column: startColumn), line: startLine, column: startColumn)
      case UInt8(ascii: "+"):
        throw error("numbers must not start with '+'", at: index)
      case UInt8(ascii: "."):
        throw error("numbers must start with a digit, not '.'", at: index)
      default:
        throw unexpected("; expected a value")
      }
      // The value is complete: add it to its container, then read a comma or the closing bracket.
      while true {
        guard !stack.isEmpty else { return node }
        let top = stack.count - 1
        let isObject = stack[top].isObject
        if isObject {
          stack[top].members.append((stack[top].pendingKey, node))
        } else {
          stack[top].items.append(node)
        }
        skipWhitespace()
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let expectation = isObject ? "; expected ',' or '}'" : "; expected ',' or ']'"
        guard index < bytes.count else { throw unexpected(expectation) }
        if bytes[index] == UInt8(ascii: ",") {
          let commaLine = line
          let commaColumn = column(at: index)
          index += 1
          skipWhitespace()
          if index < bytes.count && bytes[index] == close {
            throw JSONSyntaxError(
              message: isObject ? "trailing comma before '}'" : "trailing comma before ']'",
              line: commaLine, column: commaColumn)
          }
          if isObject { try readKey() }
          continue nextValue
        }
        guard bytes[index] == close else { throw unexpected(expectation) }
        index += 1
        node = closeContainer()
      }
    }
  }

  /// Reads an object key, the colon after it and the whitespace after that, and records the key
  /// if the object already has it.
  private mutating func readKey() throws(JSONSyntaxError) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw unexpected("; expected a key in double quotes")
    }
    let keyLine = line
    let keyPosition = index
    let key = try parseString()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw unexpected("; expected ':' after key \(Self.quoted(key))")
    }
    index += 1
    let top = stack.count - 1
    if let first = stack[top].firstPositions[key] {
      guard duplicates.count < limits.maxDuplicateKeys else {
        throw error(
          "more than \(limits.maxDuplicateKeys) duplicate keys", at: keyPosition, limit: .duplicateKeys)
      }
      let (path, pointer) = stack[top].path ?? pathToTop()
      stack[top].path = (path, pointer)
      let firstLine = stack[top].keyLines.indices.contains(first) ? stack[top].keyLines[first] : keyLine
      duplicates.append(
        JSONDuplicateKey(
          key: key, path: path, firstLine: firstLine, line: keyLine, column: column(at: keyPosition),
          pointer: pointer))
    } else {
      stack[top].firstPositions[key] = stack[top].members.count
    }
    stack[top].keyLines.append(keyLine)
    stack[top].pendingKey = key
    skipWhitespace()
  }

  /// The path from the root to the innermost open container, as ``JSONDuplicateKey/path`` and
  /// ``JSONDuplicateKey/pointer``.
  private func pathToTop() -> ([String], String) {
    var path: [String] = []
    var pointer = ""
    for frame in stack.dropLast() {
      if frame.isObject {
        path.append(frame.pendingKey)
        pointer += "/" + frame.pendingKey.replacing("~", with: "~0").replacing("/", with: "~1")
      } else {
        path.append("[\(frame.items.count)]")
        pointer += "/\(frame.items.count)"
      }
    }
    return (path, pointer)
  }

  /// Closes the innermost open container (its closing bracket already read) into a node.
  private mutating func closeContainer() -> JSONNode {
    guard let frame = stack.popLast() else { return JSONNode(value: .null, line: line, column: 1) }
    guard frame.isObject else {
      return JSONNode(value: .array(frame.items), line: frame.line, column: frame.column)
    }
    return JSONNode(
      members: frame.members, index: frame.firstPositions, line: frame.line, column: frame.column)
  }

  /// Skips JSON whitespace (space, tab, LF, CR), counting lines.
  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
        columnMark = index
        columnAtMark = 1
      default:
        return
      }
    }
  }

  // MARK: Strings

  /// Reads a string from its opening quote to its closing quote and decodes its escapes.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let quote = index
    index += 1
    let start = index
    // Most strings have no escapes: find the closing quote and decode the bytes between.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        guard index - start <= limits.maxStringBytes else { throw stringTooLong(at: quote) }
        index += 1
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { break }
      // Only a control byte or a byte order mark's first byte can be refused: test for them here,
      // so the common byte costs no call (a call copied the whole parser in an unoptimised build).
      if byte < 0x20 || byte == 0xEF { try checkStringByte(byte) }
      index += 1
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        guard scratch.count <= limits.maxStringBytes else { throw stringTooLong(at: quote) }
        index += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      guard byte == UInt8(ascii: "\\") else {
        if byte < 0x20 || byte == 0xEF { try checkStringByte(byte) }
        scratch.append(byte)
        index += 1
        continue
      }
      try readEscape()
    }
    throw error("unterminated string", at: quote)
  }

  /// Throws for a byte that may not appear raw in a string: a control character, or the first
  /// byte of a byte order mark.
  private func checkStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
    if byte < 0x20 {
      let hint = Self.escapeHints[Int(byte)] ?? "\\u00" + Self.hex(byte)
      throw error("control character U+00\(Self.hex(byte)) in a string; write it as \(hint)", at: index)
    }
    if byte == 0xEF && isByteOrderMark(at: index) {
      throw error("byte order mark (U+FEFF) in a string; write it as \\uFEFF", at: index)
    }
  }

  /// The short escape for the control characters that have one.
  private static let escapeHints: [Int: String] = [
    0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r",
  ]

  /// Reads one escape, from its backslash, onto `scratch`.
  private mutating func readEscape() throws(JSONSyntaxError) {
    let backslash = index
    index += 1
    guard index < bytes.count else { return }
    let decoded: UInt8
    switch bytes[index] {
    case UInt8(ascii: "\""): decoded = 0x22
    case UInt8(ascii: "\\"): decoded = 0x5C
    case UInt8(ascii: "/"): decoded = 0x2F
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      index += 1
      try appendUnicodeEscape(backslash: backslash)
      return
    case 0x21..<0x7F:
      let letter = String(decoding: [bytes[index]], as: UTF8.self)
      throw error("invalid escape '\\\(letter)' in a string", at: backslash)
    default:
      throw error("invalid escape: '\\' before \(describe(at: index)) in a string", at: backslash)
    }
    scratch.append(decoded)
    index += 1
  }

  /// Reads the four hex digits of a `\u` escape (and the low surrogate escape after a high one)
  /// and appends the character's UTF-8 to `scratch`.
  private mutating func appendUnicodeEscape(backslash: Int) throws(JSONSyntaxError) {
    guard let unit = hexValue(at: index) else {
      throw error("invalid \\u escape; expected four hex digits", at: backslash)
    }
    let written = "\\u" + String(decoding: bytes[index..<index + 4], as: UTF8.self)
    index += 4
    switch unit {
    case 0xDC00...0xDFFF:
      throw error("lone surrogate \(written)", at: backslash)
    case 0xD800...0xDBFF:
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("lone surrogate \(written)", at: backslash) }
      guard let low = hexValue(at: index + 2) else {
        throw error("invalid \\u escape; expected four hex digits", at: index)
      }
      guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate \(written)", at: backslash) }
      index += 6
      appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    default:
      appendUTF8(unit)
    }
  }

  /// The value of four hex digits at `position`; nil when they are not four hex digits.
  private func hexValue(at position: Int) -> UInt32? {
    guard position >= 0, position <= bytes.count - 4 else { return nil }
    return hexadecimalValue(of: bytes[position..<position + 4])
  }

  /// Appends a scalar value (not a surrogate, at most U+10FFFF) to `scratch` as UTF-8.
  private mutating func appendUTF8(_ scalar: UInt32) {
    /// The low eight bits of `value`.
    func byte(_ value: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value) }
    switch scalar {
    case ..<0x80:
      scratch.append(byte(scalar))
    case ..<0x800:
      scratch.append(byte(0xC0 | scalar >> 6))
      scratch.append(byte(0x80 | scalar & 0x3F))
    case ..<0x10000:
      scratch.append(byte(0xE0 | scalar >> 12))
      scratch.append(byte(0x80 | scalar >> 6 & 0x3F))
      scratch.append(byte(0x80 | scalar & 0x3F))
    default:
      scratch.append(byte(0xF0 | scalar >> 18))
      scratch.append(byte(0x80 | scalar >> 12 & 0x3F))
      scratch.append(byte(0x80 | scalar >> 6 & 0x3F))
      scratch.append(byte(0x80 | scalar & 0x3F))
    }
  }

  /// The error for a string over ``JSONLimits/maxStringBytes``.
  private func stringTooLong(at quote: Int) -> JSONSyntaxError {
    error("string longer than \(limits.maxStringBytes) bytes", at: quote, limit: .stringBytes)
  }

  // MARK: Numbers and words

  /// Reads a number by the JSON grammar; `column` is its first character's.
  private mutating func parseNumber(column: Int) throws(JSONSyntaxError) -> (Double, isInteger: Bool) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
      if index < bytes.count && bytes[index] == UInt8(ascii: "I") {
        throw error("Infinity is not allowed in JSON", at: start)
      }
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw error("expected a digit after '-'", at: index)
      }
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count && Self.isDigit(bytes[index]) {
        throw error("numbers must not have leading zeros", at: start)
      }
    } else {
      skipDigits()
    }
    var isInteger = true
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw error("expected a digit after '.'", at: index)
      }
      skipDigits()
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      isInteger = false
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw error("expected a digit in the exponent", at: index)
      }
      skipDigits()
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
      throw JSONSyntaxError(message: "number out of range", line: line, column: column)
    }
    return (value, isInteger)
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Skips ASCII digits.
  private mutating func skipDigits() {
    while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
  }

  /// Reads `true`, `false` or `null`, naming other words (`NaN`, `True`, `undefined`) in the error.
  private mutating func parseWord(column: Int) throws(JSONSyntaxError) -> JSONNode.Value {
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        index += 1
        continue
      default:
        break
      }
      break
    }
    let word = bytes[start..<index]
    if word.elementsEqual("true".utf8) { return .bool(true) }
    if word.elementsEqual("false".utf8) { return .bool(false) }
    if word.elementsEqual("null".utf8) { return .null }
    let text = String(decoding: word.prefix(24), as: UTF8.self) + (word.count > 24 ? "…" : "")
    let message =
      text == "NaN" || text == "Infinity"
      ? "\(text) is not allowed in JSON" : "unexpected word '\(text)'; expected a value"
    throw JSONSyntaxError(message: message, line: line, column: column)
  }

  // MARK: Positions and messages

  /// Whether the bytes at `position` are a byte order mark (U+FEFF in UTF-8).
  private func isByteOrderMark(at position: Int) -> Bool {
    position >= 0 && position <= bytes.count - 3 && bytes[position] == 0xEF && bytes[position + 1] == 0xBB
      && bytes[position + 2] == 0xBF
  }

  /// The column of `position`, which must be on the current line; linear overall when positions
  /// only move forward, as value starts do.
  private mutating func column(at position: Int) -> Int {
    guard position >= columnMark && columnMark >= lineStart else {
      return countColumn(from: lineStart, 1, to: position)
    }
    columnAtMark = countColumn(from: columnMark, columnAtMark, to: position)
    columnMark = max(columnMark, min(position, bytes.count))
    return columnAtMark
  }

  /// The column of `position` given the column of an earlier `start` on the same line.
  private func countColumn(from start: Int, _ startColumn: Int, to position: Int) -> Int {
    var column = startColumn
    var scan = max(start, 0)
    let end = min(position, bytes.count)
    while scan < end {
      if bytes[scan] & 0xC0 != 0x80 { column += 1 }
      scan += 1
    }
    return column
  }

  /// An error at `position`, which must be on the current line.
  private func error(
    _ message: String, at position: Int, limit: JSONSyntaxError.Limit? = nil
  ) -> JSONSyntaxError {
    let column: Int
    if position >= columnMark && columnMark >= lineStart {
      column = countColumn(from: columnMark, columnAtMark, to: position)
    } else {
      column = countColumn(from: lineStart, 1, to: position)
    }
    return JSONSyntaxError(message: message, line: line, column: column, limit: limit)
  }

  /// The error for the byte at `index` (or the end of the text) where something else belongs:
  /// `unexpected X` followed by `context`, or a specific message for comments, single quotes and
  /// a byte order mark.
  private func unexpected(_ context: String) -> JSONSyntaxError {
    guard index < bytes.count else { return error("unexpected end of file" + context, at: index) }
    switch bytes[index] {
    case UInt8(ascii: "/"):
      return error("comments are not allowed in JSON", at: index)
    case UInt8(ascii: "'"):
      return error("single quotes are not allowed in JSON; use double quotes", at: index)
    case 0xEF where isByteOrderMark(at: index):
      return error("byte order mark (U+FEFF) is only allowed at the start of the document", at: index)
    default:
      return error("unexpected " + describe(at: index) + context, at: index)
    }
  }

  /// The character at `position` as a message shows it: printable ASCII in single quotes (`'x'`),
  /// anything else as its code point (`character U+00A0`), or `end of file`.
  private func describe(at position: Int) -> String {
    guard position >= 0 && position < bytes.count else { return "end of file" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'" + String(decoding: [byte], as: UTF8.self) + "'" }
    var end = position + 1
    while end < bytes.count && end < position + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
    var digits = String(scalar, radix: 16, uppercase: true)
    if digits.count < 4 { digits = String(repeating: "0", count: 4 - digits.count) + digits }
    return "character U+" + digits
  }

  /// Two uppercase hex digits.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
  }

  /// A key as an error message quotes it: escaped like a Swift string literal, and cut short past
  /// 40 characters.
  private static func quoted(_ key: String) -> String {
    guard key.unicodeScalars.count > 40 else { return key.debugDescription }
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: key.unicodeScalars.prefix(40))
    return String(prefix).debugDescription + "…"
  }
}
