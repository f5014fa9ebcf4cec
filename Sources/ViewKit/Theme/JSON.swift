/// A JSON value with the line and column it starts at, so theme errors can point at it.
///
/// A class rather than a struct: the tree is immutable once parsed, and sharing nodes by
/// reference keeps the recursive type cheap to pass around.
final class JSONNode: Sendable {
  /// The parsed value.
  enum Value: Sendable {
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  let value: Value
  let line: Int
  let column: Int

  init(value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

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

  /// The members of an object, in file order; nil for other values.
  var members: [(key: String, node: JSONNode)]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The member with a key (the first, when a file repeats it).
  subscript(key: String) -> JSONNode? {
    members?.first(where: { $0.key == key })?.node
  }

  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  var array: [JSONNode]? {
    if case .array(let items) = value { return items }
    return nil
  }
}

/// A JSON syntax error with its position.
struct JSONSyntaxError: Error, Sendable {
  var message: String
  var line: Int
  var column: Int
}

/// A strict JSON (RFC 8259) parser that keeps positions and duplicate keys.
///
/// Foundation's parsers give neither line numbers for values nor a way to see a key written
/// twice, and theme errors need both.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: Array(text.utf8))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let node = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return node
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line, column: column)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      case 0x2F:
        // Comments are not JSON; name them, since editors add them.
        return
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
    let startLine = line
    let startColumn = column
    let value: JSONNode.Value
    switch bytes[index] {
    case 0x7B: value = try parseObject()
    case 0x5B: value = try parseArray()
    case 0x22: value = .string(try parseString())
    case 0x74: try expectWord("true"); value = .bool(true)
    case 0x66: try expectWord("false"); value = .bool(false)
    case 0x6E: try expectWord("null"); value = .null
    case 0x2D, 0x30...0x39: value = .number(try parseNumber())
    case 0x2F: throw error("comments are not allowed in JSON")
    default: throw error("unexpected \(describeCurrent()); expected a value")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected
    else { throw error("unexpected \(describeCurrent()); expected a value") }
    index += expected.count
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
    depth += 1
    guard depth <= 256 else { throw error("nesting deeper than 256 levels") }
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, node: JSONNode)] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == 0x7D {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == 0x22 else {
        if index < bytes.count && bytes[index] == 0x7D {
          throw error("trailing comma before '}'")
        }
        if index < bytes.count && bytes[index] == 0x2F {
          throw error("comments are not allowed in JSON")
        }
        throw error("unexpected \(describeCurrent()); expected a key in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == 0x3A else {
        throw error("unexpected \(describeCurrent()); expected ':' after key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
      if bytes[index] == 0x2C {
        index += 1
        continue
      }
      if bytes[index] == 0x7D {
        index += 1
        return .object(members)
      }
      throw error("unexpected \(describeCurrent()); expected ',' or '}'")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
    depth += 1
    guard depth <= 256 else { throw error("nesting deeper than 256 levels") }
    defer { depth -= 1 }
    index += 1
    var items: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == 0x5D {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      if index < bytes.count && bytes[index] == 0x5D { throw error("trailing comma before ']'") }
      items.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
      if bytes[index] == 0x2C {
        index += 1
        continue
      }
      if bytes[index] == 0x5D {
        index += 1
        return .array(items)
      }
      throw error("unexpected \(describeCurrent()); expected ',' or ']'")
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
      index += 1
      guard byte == 0x5C else {
        utf8.append(byte)
        continue
      }
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      let scalar: Unicode.Scalar
      switch escape {
      case 0x22: scalar = "\""
      case 0x5C: scalar = "\\"
      case 0x2F: scalar = "/"
      case 0x62: scalar = "\u{08}"
      case 0x66: scalar = "\u{0C}"
      case 0x6E: scalar = "\n"
      case 0x72: scalar = "\r"
      case 0x74: scalar = "\t"
      case 0x75:
        var value = try parseHex4()
        if value >= 0xD800 && value < 0xDC00, index + 1 < bytes.count, bytes[index] == 0x5C,
          bytes[index + 1] == 0x75
        {
          index += 2
          let low = try parseHex4()
          value = 0x10000 + ((value - 0xD800) << 10) + (low &- 0xDC00)
        }
        scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      default:
        throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
      }
      utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape; expected four hex digits") }
    index += 4
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    if bytes[index] == 0x2D { index += 1 }
    guard index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 else {
      throw error("invalid number")
    }
    if bytes[index] == 0x30, index + 1 < bytes.count, bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39 {
      throw error("numbers must not have leading zeros")
    }
    func digits(_ parser: inout JSONParser) {
      while parser.index < parser.bytes.count && parser.bytes[parser.index] >= 0x30
        && parser.bytes[parser.index] <= 0x39
      {
        parser.index += 1
      }
    }
    digits(&self)
    if index < bytes.count && bytes[index] == 0x2E {
      index += 1
      let fractionStart = index
      digits(&self)
      if index == fractionStart { throw error("invalid number: expected digits after '.'") }
    }
    if index < bytes.count && (bytes[index] == 0x65 || bytes[index] == 0x45) {
      index += 1
      if index < bytes.count && (bytes[index] == 0x2B || bytes[index] == 0x2D) { index += 1 }
      let exponentStart = index
      digits(&self)
      if index == exponentStart { throw error("invalid number: expected digits in the exponent") }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw error("invalid number")
    }
    return value
  }
}
