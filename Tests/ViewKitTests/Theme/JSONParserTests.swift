import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// The strict JSON parser: what it accepts and how, each rejection with its message and
/// position, repeated keys, the limits, and seeded fuzzing. Set VIEWKIT_FUZZ_ITERATIONS for a long
/// run.
@Suite struct JSONParserTests {
  /// The error `text` gives, or nil when it parses.
  static func failure(_ text: String, limits: JSONLimits = JSONLimits()) -> JSONSyntaxError? {
    do {
      _ = try JSONParser.parseDocument(text, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  /// `node` written back as compact JSON, keeping member order and repeated keys.
  static func render(_ node: JSONNode) -> String {
    switch node.value {
    case .object(let members):
      return "{" + members.map { quote($0.key) + ":" + render($0.node) }.joined(separator: ",") + "}"
    case .array(let items):
      return "[" + items.map(render).joined(separator: ",") + "]"
    case .string(let text):
      return quote(text)
    case .number(let number):
      return "\(number)"
    case .bool(let flag):
      return "\(flag)"
    case .null:
      return "null"
    }
  }

  /// `text` as a JSON string literal.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x00..<0x20, 0xFEFF:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  // MARK: Accepted documents

  @Test func parsesEveryKindWithPositions() throws {
    let node = try JSONParser.parse(
      "{\n  \"a\": [1, -2.5e1, true, false, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude80\\n\"\n}")
    #expect(node.line == 1)
    let a = try #require(node["a"]?.array)
    #expect(a.map(\.typeName) == ["number", "number", "boolean", "boolean", "null"])
    #expect(a[1].number == -25)
    #expect(a[2].bool == true)
    #expect(a[4].isNull)
    #expect(node["a"]?.line == 2)
    #expect(node["a"]?.column == 8)
    #expect(a[1].column == 12)
    #expect(node["b"]?.string == "xé🚀\n")
    #expect(node["b"]?.line == 3)
    #expect(node["missing"] == nil)
    #expect(a[0]["a"] == nil)
  }

  @Test func decodesEveryEscape() throws {
    let node = try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u0000\u00E9\u65e5""#)
    #expect(node.string == "\"\\/\u{08}\u{0C}\n\r\t\u{0}é日")
  }

  @Test func decodesSurrogatePairs() throws {
    #expect(try JSONParser.parse(#""\uD83D\uDE00""#).string == "😀")
    #expect(try JSONParser.parse(#""a\ud83d\ude00b""#).string == "a😀b")
    #expect(try JSONParser.parse(#""\uD800\uDC00\uDBFF\uDFFF""#).string == "\u{10000}\u{10FFFF}")
    #expect(try JSONParser.parse(#""\uFFFF\uE000\uD7FF""#).string == "\u{FFFF}\u{E000}\u{D7FF}")
  }

  @Test func keepsRawUnicodeAndCountsColumnsInScalars() throws {
    let node = try JSONParser.parse("[\"é日🚀\u{2028}\", 7]")
    #expect(node.array?.first?.string == "é日🚀\u{2028}")
    #expect(node.array?.last?.column == 10)
  }

  @Test func acceptsOneByteOrderMarkAtTheStart() throws {
    let node = try JSONParser.parse("\u{FEFF}{\"a\": 1}")
    #expect(node["a"]?.number == 1)
    #expect(node.column == 1)
    #expect(node["a"]?.column == 7)
  }

  @Test func acceptsEveryValueAtTheTopAndEveryJSONSpace() throws {
    #expect(try JSONParser.parse(" \t\r\n1\r\n \t").number == 1)
    #expect(try JSONParser.parse("\"s\"").string == "s")
    #expect(try JSONParser.parse("null").isNull)
    #expect(try JSONParser.parse("false").bool == false)
    #expect(try JSONParser.parse("[]").array?.isEmpty == true)
    #expect(try JSONParser.parse("{ \t\r\n}").members?.isEmpty == true)
  }

  @Test func countsLinesAtLineFeedsSoCRLFCountsOnce() throws {
    let node = try JSONParser.parse("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}")
    #expect(node["a"]?.line == 2)
    #expect(node["b"]?.line == 3)
    #expect(node["b"]?.column == 8)
  }

  @Test func parsesNumbersAndKnowsIntegerLiterals() throws {
    let node = try JSONParser.parse(
      "[0, -0, 3, 3.0, 3e0, 1.5e-3, 1E+2, 123456789012345678901234567890, 1e-400, 1.7976931348623157e308]")
    let items = try #require(node.array)
    #expect(
      items.compactMap(\.number) == [
        0, 0, 3, 3, 3, 0.0015, 100, 1.2345678901234568e29, 0, .greatestFiniteMagnitude,
      ])
    #expect(
      items.map(\.isIntegerLiteral) == [true, true, true, false, false, false, false, true, false, false])
    #expect(items[2].integer == 3)
    #expect(items[3].integer == nil)
    #expect(items[7].integer == nil, "too large for an Int")
    #expect(items[1].number?.sign == .minus)
  }

  @Test func keepsKeyOrderAndDuplicates() throws {
    let node = try JSONParser.parse(#"{"z": 1, "a": 2, "z": 3}"#)
    #expect(node.members?.map(\.key) == ["z", "a", "z"])
    #expect(node["z"]?.number == 1)
  }

  @Test func largeObjectsFindTheFirstOfARepeatedKey() throws {
    let members = (0..<40).map { "\"k\($0 % 30)\": \($0)" }.joined(separator: ", ")
    let node = try JSONParser.parse("{\(members)}")
    #expect(node.members?.count == 40)
    #expect(node["k5"]?.number == 5)
    #expect(node["k29"]?.number == 29)
    #expect(node["k30"] == nil)
  }

  // MARK: Rejected documents

  @Test(arguments: [
    // Commas, comments, quotes.
    ("{\"a\": 1,}", "trailing comma before '}'", 1, 8),
    ("[1,\n]", "trailing comma before ']'", 1, 3),
    ("{\n  // note\n  \"a\": 1\n}", "comments are not allowed in JSON", 2, 3),
    ("[1 /* x */]", "comments are not allowed in JSON", 1, 4),
    ("[1, /* x */ 2]", "comments are not allowed in JSON", 1, 5),
    ("{'a': 1}", "single quotes are not allowed in JSON; use double quotes", 1, 2),
    ("['a']", "single quotes are not allowed in JSON; use double quotes", 1, 2),
    // Numbers.
    ("01", "numbers must not have leading zeros", 1, 1),
    ("[-007]", "numbers must not have leading zeros", 1, 2),
    ("+1", "numbers must not start with '+'", 1, 1),
    (".5", "numbers must start with a digit, not '.'", 1, 1),
    ("1.", "expected a digit after '.'", 1, 3),
    ("1.e5", "expected a digit after '.'", 1, 3),
    ("1e", "expected a digit in the exponent", 1, 3),
    ("[1e+]", "expected a digit in the exponent", 1, 5),
    ("-", "expected a digit after '-'", 1, 2),
    ("- 1", "expected a digit after '-'", 1, 2),
    ("0x1F", "unexpected 'x' after the end of the document", 1, 2),
    ("NaN", "NaN is not allowed in JSON", 1, 1),
    ("[Infinity]", "Infinity is not allowed in JSON", 1, 2),
    ("-Infinity", "Infinity is not allowed in JSON", 1, 1),
    ("1e400", "number out of range", 1, 1),
    ("[-1e400]", "number out of range", 1, 2),
    ("{\"a\":\n  1e999}", "number out of range", 2, 3),
    // Words.
    ("True", "unexpected word 'True'; expected a value", 1, 1),
    ("[tru]", "unexpected word 'tru'; expected a value", 1, 2),
    ("nulll", "unexpected word 'nulll'; expected a value", 1, 1),
    ("[\"日本\", undefined]", "unexpected word 'undefined'; expected a value", 1, 8),
    // Strings.
    ("\"a\u{01}b\"", "control character U+0001 in a string; write it as \\u0001", 1, 3),
    ("\"a\tb\"", "control character U+0009 in a string; write it as \\t", 1, 3),
    ("[\"line\nbreak\"]", "control character U+000A in a string; write it as \\n", 1, 7),
    ("\"\u{0}\"", "control character U+0000 in a string; write it as \\u0000", 1, 2),
    (#""\x""#, "invalid escape '\\x' in a string", 1, 2),
    (#""\'""#, "invalid escape '\\'' in a string", 1, 2),
    ("\"\\é\"", "invalid escape: '\\' before character U+00E9 in a string", 1, 2),
    (#""\u12G4""#, "invalid \\u escape; expected four hex digits", 1, 2),
    (#""\u12""#, "invalid \\u escape; expected four hex digits", 1, 2),
    (#""\u+123""#, "invalid \\u escape; expected four hex digits", 1, 2),
    (#""\u-123""#, "invalid \\u escape; expected four hex digits", 1, 2),
    (#""\uD800""#, "lone surrogate \\uD800", 1, 2),
    (#""ab\uDC00""#, "lone surrogate \\uDC00", 1, 4),
    (#""\ud83dx""#, "lone surrogate \\ud83d", 1, 2),
    (#""\uD83D\u0041""#, "lone surrogate \\uD83D", 1, 2),
    (#""\uD83D\uD83D\uDE00""#, "lone surrogate \\uD83D", 1, 2),
    (#""\uDE00\uD83D""#, "lone surrogate \\uDE00", 1, 2),
    (#""\uD83D\n""#, "lone surrogate \\uD83D", 1, 2),
    (#""\uD83D\uZZZZ""#, "invalid \\u escape; expected four hex digits", 1, 8),
    ("\"open", "unterminated string", 1, 1),
    ("[\"a\\", "unterminated string", 1, 2),
    ("{\"key", "unterminated string", 1, 2),
    // Byte order marks and other characters.
    ("\u{FEFF}\u{FEFF}{}", "byte order mark (U+FEFF) is only allowed at the start of the document", 1, 1),
    ("{} \u{FEFF}", "byte order mark (U+FEFF) is only allowed at the start of the document", 1, 4),
    (" \u{FEFF}{}", "byte order mark (U+FEFF) is only allowed at the start of the document", 1, 2),
    ("[\"\u{FEFF}\"]", "byte order mark (U+FEFF) in a string; write it as \\uFEFF", 1, 3),
    ("[1,\u{A0}2]", "unexpected character U+00A0; expected a value", 1, 4),
    ("[1\u{0B}]", "unexpected character U+000B; expected ',' or ']'", 1, 3),
    ("\u{0C}[]", "unexpected character U+000C; expected a value", 1, 1),
    ("[\u{7F}]", "unexpected character U+007F; expected a value", 1, 2),
    ("[\"🚀\", ?]", "unexpected '?'; expected a value", 1, 7),
    ("\u{1F680}", "unexpected character U+1F680; expected a value", 1, 1),
    // Structure.
    ("", "unexpected end of file; expected a value", 1, 1),
    ("  \n   ", "unexpected end of file; expected a value", 2, 4),
    ("{} x", "unexpected 'x' after the end of the document", 1, 4),
    ("[] []", "unexpected '[' after the end of the document", 1, 4),
    ("[1", "unexpected end of file; expected ',' or ']'", 1, 3),
    ("{\"a\": 1", "unexpected end of file; expected ',' or '}'", 1, 8),
    ("{\"a\":", "unexpected end of file; expected a value", 1, 6),
    ("{", "unexpected end of file; expected a key in double quotes", 1, 2),
    ("{\"a\" 1}", "unexpected '1'; expected ':' after key \"a\"", 1, 6),
    ("{\"a\\n\" 1}", "unexpected '1'; expected ':' after key \"a\\n\"", 1, 8),
    ("{1: 2}", "unexpected '1'; expected a key in double quotes", 1, 2),
    ("{,}", "unexpected ','; expected a key in double quotes", 1, 2),
    ("{\"a\": 1,, \"b\": 2}", "unexpected ','; expected a key in double quotes", 1, 9),
    ("{\"a\": }", "unexpected '}'; expected a value", 1, 7),
    ("[1}", "unexpected '}'; expected ',' or ']'", 1, 3),
    ("{\"a\": 1]", "unexpected ']'; expected ',' or '}'", 1, 8),
    ("[,1]", "unexpected ','; expected a value", 1, 2),
    ("[1 2]", "unexpected '2'; expected ',' or ']'", 1, 4),
    ("{\"a\": 1 \"b\": 2}", "unexpected '\"'; expected ',' or '}'", 1, 9),
  ])
  func rejects(_ text: String, _ message: String, _ line: Int, _ column: Int) throws {
    let error = try #require(Self.failure(text), "expected an error for \(text.debugDescription)")
    #expect(error.message == message, "\(text.debugDescription)")
    #expect(error.line == line, "\(text.debugDescription)")
    #expect(error.column == column, "\(text.debugDescription)")
    #expect(error.limit == nil)
  }

  @Test func quotesALongKeyShortInAMessage() throws {
    let key = String(repeating: "k", count: 100)
    let error = try #require(Self.failure("{\"\(key)\" 1}"))
    #expect(error.message == "unexpected '1'; expected ':' after key \"\(key.prefix(40))\"…")
  }

  @Test func namesAWordShortInAMessage() throws {
    let error = try #require(Self.failure(String(repeating: "x", count: 100)))
    #expect(error.message == "unexpected word '\(String(repeating: "x", count: 24))…'; expected a value")
  }

  // MARK: Repeated keys

  @Test func reportsRepeatedKeysAtEveryDepthWithTheirPath() throws {
    let text = """
      {
        "color": {
          "list": [
            {"a": 1},
            {"b": 1,
             "b": 2, "c": {"b": 0}}
          ]
        },
        "color": 3,
        "x": 0,
        "color": 4
      }
      """
    let (root, duplicates) = try JSONParser.parseDocument(text)
    #expect(root["color"]?.members != nil, "the first stays the value")
    #expect(
      duplicates == [
        JSONDuplicateKey(
          key: "b", path: ["color", "list", "[1]"], firstLine: 5, line: 6, column: 8, pointer: "/color/list/1"
        ),
        JSONDuplicateKey(key: "color", path: [], firstLine: 2, line: 9, column: 3, pointer: ""),
        JSONDuplicateKey(key: "color", path: [], firstLine: 2, line: 11, column: 3, pointer: ""),
      ])
    #expect(duplicates.first?.keyPath == ["color", "list", "[1]", "b"])
  }

  @Test func escapesPointersAndComparesDecodedKeys() throws {
    let text = #"{"a/b": {"~": [0, {"k": 1, "\u006B": 2}]}}"#
    let (_, duplicates) = try JSONParser.parseDocument(text)
    #expect(duplicates.map(\.path) == [["a/b", "~", "[1]"]])
    #expect(duplicates.map(\.pointer) == ["/a~1b/~0/1"])
    #expect(duplicates.map(\.column) == [28])
  }

  @Test func theSameKeyInTwoObjectsIsNoRepeat() throws {
    let (_, duplicates) = try JSONParser.parseDocument(#"[{"a": 1}, {"a": {"a": 2}}, {"A": 1, "a": 2}]"#)
    #expect(duplicates.isEmpty)
  }

  @Test func tooManyRepeatedKeysIsAnError() throws {
    let text = "{" + String(repeating: "\"a\": 1, ", count: 3) + "\"a\": 1}"
    let (_, duplicates) = try JSONParser.parseDocument(text, limits: JSONLimits(maxDuplicateKeys: 3))
    #expect(duplicates.count == 3)
    let error = try #require(Self.failure(text, limits: JSONLimits(maxDuplicateKeys: 2)))
    #expect(
      error
        == JSONSyntaxError(message: "more than 2 duplicate keys", line: 1, column: 26, limit: .duplicateKeys))
  }

  // MARK: Limits

  @Test func defaultLimits() {
    let limits = JSONLimits()
    #expect(limits.maxDepth == 128)
    #expect(limits.maxTextBytes == 8 * 1024 * 1024)
    #expect(limits.maxStringBytes == 1024 * 1024)
    #expect(limits.maxValues == 1_000_000)
    #expect(limits.maxDuplicateKeys == 1_000)
  }

  @Test func nestingLimit() throws {
    let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(Self.failure(ok) == nil)
    let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
    #expect(
      Self.failure(deep)
        == JSONSyntaxError(message: "nesting deeper than 128 levels", line: 1, column: 129, limit: .depth))
    let objects = try #require(Self.failure(#"{"a": {"b": [{}]}}"#, limits: JSONLimits(maxDepth: 3)))
    #expect(
      objects == JSONSyntaxError(message: "nesting deeper than 3 levels", line: 1, column: 14, limit: .depth))
    let ceiling = JSONLimits.depthCeiling
    let beyond = String(repeating: "[", count: ceiling + 1)
    #expect(
      Self.failure(beyond, limits: JSONLimits(maxDepth: .max))?.message
        == "nesting deeper than \(ceiling) levels")
  }

  @Test func absurdNestingIsTheDepthErrorNotACrash() {
    for opener in ["[", "{\"a\":", "[{\"a\":"] {
      let error = Self.failure(String(repeating: opener, count: 100_000))
      #expect(error?.limit == .depth)
      #expect(error?.message == "nesting deeper than 128 levels")
    }
    let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(Self.failure(closed)?.limit == .depth)
  }

  @Test func textSizeLimit() {
    #expect(Self.failure("[1, 2, 3]", limits: JSONLimits(maxTextBytes: 9)) == nil)
    #expect(
      Self.failure("[1, 2, 3] ", limits: JSONLimits(maxTextBytes: 9))
        == JSONSyntaxError(message: "document larger than 9 bytes", line: 1, column: 1, limit: .textBytes))
    #expect(
      Self.failure("\"é\"", limits: JSONLimits(maxTextBytes: 3))?.limit == .textBytes, "bytes, not characters"
    )
    let huge = String(repeating: " ", count: 8 * 1024 * 1024) + "1"
    #expect(Self.failure(huge)?.message == "document larger than 8388608 bytes")
  }

  @Test func stringLengthLimit() {
    let limits = JSONLimits(maxStringBytes: 4)
    #expect(Self.failure(#"["abcd", "éé", "\u00e9\u00e9", "\n\n\n\n"]"#, limits: limits) == nil)
    #expect(
      Self.failure(#"[1, "abcde"]"#, limits: limits)
        == JSONSyntaxError(message: "string longer than 4 bytes", line: 1, column: 5, limit: .stringBytes))
    #expect(Self.failure(#""é\u00e9x""#, limits: limits)?.limit == .stringBytes)
    #expect(Self.failure(#""\uD83D\uDE00x""#, limits: limits)?.limit == .stringBytes)
    #expect(Self.failure(#"{"abcde": 1}"#, limits: limits)?.column == 2, "keys too")
    let long = "\"" + String(repeating: "a", count: 1024 * 1024 + 1) + "\""
    #expect(Self.failure(long)?.message == "string longer than 1048576 bytes")
  }

  @Test func valueCountLimit() {
    let limits = JSONLimits(maxValues: 3)
    #expect(Self.failure("[1, 2]", limits: limits) == nil)
    #expect(Self.failure(#"{"a": {"b": 1}}"#, limits: limits) == nil, "keys are not values")
    #expect(
      Self.failure("[1, 2, [3]]", limits: limits)
        == JSONSyntaxError(message: "more than 3 values in the document", line: 1, column: 8, limit: .values))
  }

  // MARK: Fuzzing

  /// A theme-like document to mutate: nesting, every kind of value, escapes, non-ASCII.
  static let seedDocument = Array(
    #"""
    {
      "$description": "Fuzz seed: caf\u00e9 \ud83d\ude80 \"quoted\" \\ tab\t",
      "$extensions": {
        "dev.viewkit": {
          "formatVersion": 1,
          "theme": {"name": "dark", "displayName": "Dark 日本", "appearance": "dark"},
          "contrastChecks": [
            {"foreground": "{color.text.default}", "background": "{color.background.surface}", "min": 4.5},
            {"foreground": "{color.text.muted}", "background": "{color.background.surface}", "min": 3}
          ]
        }
      },
      "color": {
        "$type": "color",
        "text": {
          "default": {
            "$value": {"colorSpace": "srgb", "components": [0.9, 0.91, 0.92e0], "alpha": 1, "hex": "#E6E8EB"},
            "$extensions": {"dev.viewkit": {"ansi16": "white", "ansi256": 254}}
          },
          "muted": {"$value": "{color.text.default}", "$deprecated": false, "$description": null}
        }
      },
      "spacing": {"$type": "number", "small": {"$value": -1.5E-2}, "large": {"$value": 10000}},
      "duration": {"fast": {"$type": "duration", "$value": {"value": 80, "unit": "ms"}}}
    }
    """#.utf8)

  /// Pieces spliced into documents: structure, quotes, escapes, surrogates, marks, bad numbers.
  static let splices: [[UInt8]] = [
    "[", "]", "{", "}", "\"", "\\", ",", ":", "\\u", "\\uD83D", "\\uDE00", "\\uD83D\\uDE00", "\\ud800\\u0041",
    "1e400", "-", "0", "00", ".", "e+", "\u{FEFF}", "//", "/*", "'", "\n", "\t", "\r", "\u{0}", "\u{1F}",
    "true", "nul", "NaN", "é", "日", "🚀", "\u{A0}", "\\n", "\\x", "\"a\": 1,", "\"k\": ",
    String(repeating: "[", count: 200), String(repeating: "{\"a\":", count: 150),
  ].map { Array($0.utf8) }

  /// Bytes weighted toward JSON's own.
  static let alphabet =
    Array("{}[]\",:\\u0123456789abcdefABCDEF.-+eEtrunlsf \n\r\t/'".utf8) + [0xEF, 0xBB, 0xBF, 0x00]

  /// Checks what every parse must give: a tree that writes back to JSON and parses to itself,
  /// or an error with a message and a position inside the text.
  static func checkParse(_ text: String, limits: JSONLimits = JSONLimits()) {
    do {
      let (root, duplicates) = try JSONParser.parseDocument(text, limits: limits)
      let written = render(root)
      let again = try JSONParser.parseDocument(written, limits: JSONLimits(maxTextBytes: .max))
      #expect(render(again.root) == written, "\(text.debugDescription)")
      #expect(again.duplicates.map(\.keyPath) == duplicates.map(\.keyPath))
      #expect(duplicates.allSatisfy { $0.firstLine <= $0.line })
    } catch {
      #expect(!error.message.isEmpty)
      let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(error.line >= 1 && error.line <= lines.count, "\(error) in \(text.debugDescription)")
      if error.line >= 1 && error.line <= lines.count {
        #expect(error.column >= 1 && error.column <= lines[error.line - 1].count + 1)
      }
    }
  }

  @Test func mutatedDocumentsParseOrThrow() {
    var random = SeededRandom(seed: 0x1507)
    let small = JSONLimits(maxDepth: 4, maxStringBytes: 8, maxValues: 40, maxDuplicateKeys: 1)
    for _ in 0..<fuzzIterations(1_500) {
      var bytes = Self.seedDocument
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where at < bytes.count:
          bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1:
          bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
        case 2 where at < bytes.count:
          bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &random)))
        default:
          bytes.insert(contentsOf: Self.splices.randomElement(using: &random) ?? [], at: at)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      Self.checkParse(text)
      Self.checkParse(text, limits: small)
    }
  }

  @Test func randomBytesParseOrThrow() {
    var random = SeededRandom(seed: 0x1508)
    for _ in 0..<fuzzIterations(3_000) {
      let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in
        Bool.random(using: &random)
          ? UInt8.random(in: 0...255, using: &random) : Self.alphabet.randomElement(using: &random) ?? 0
      }
      Self.checkParse(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// A random valid document and the tree it must parse to (as `render` writes it).
  static func document(_ random: inout SeededRandom, depth: Int = 0) -> (text: String, expected: String) {
    func space(_ random: inout SeededRandom) -> String {
      (0..<Int.random(in: 0...2, using: &random)).map { _ in
        [" ", "\t", "\n", "\r\n"].randomElement(using: &random) ?? ""
      }
      .joined()
    }
    func string(_ random: inout SeededRandom) -> (String, String) {
      var text = "\""
      var value = ""
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          let escapes: [(String, String)] = [
            ("\\\"", "\""), ("\\\\", "\\"), ("\\/", "/"), ("\\b", "\u{08}"), ("\\n", "\n"), ("\\t", "\t"),
          ]
          let (escape, decoded) = escapes.randomElement(using: &random) ?? ("", "")
          text += escape
          value += decoded
        case 1:
          let high = UInt32.random(in: 0xD800...0xDBFF, using: &random)
          let low = UInt32.random(in: 0xDC00...0xDFFF, using: &random)
          text += "\\u" + String(high, radix: 16) + "\\u" + String(low, radix: 16, uppercase: true)
          value.unicodeScalars.append(
            Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "?")
        case 2:
          let scalar = UInt32.random(in: 0x1000...0xD7FF, using: &random)
          text += "\\u" + String(scalar, radix: 16)
          value.unicodeScalars.append(Unicode.Scalar(scalar) ?? "?")
        case 3:
          let raw = ["é", "日", "🚀", "\u{2028}", "\u{7F}"].randomElement(using: &random) ?? ""
          text += raw
          value += raw
        default:
          let letter = String(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
          text += letter
          value += letter
        }
      }
      return (text + "\"", quote(value))
    }
    switch Int.random(in: 0..<(depth > 4 ? 3 : 5), using: &random) {
    case 0:
      return string(&random)
    case 1:
      let number = Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 64
      let written = Bool.random(using: &random) ? "\(number)" : "\(number * 1e200)"
      return (written, "\(Double(written) ?? 0)")
    case 2:
      let word = ["true", "false", "null"].randomElement(using: &random) ?? "null"
      return (word, word)
    case 3:
      var text: [String] = []
      var expected: [String] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let item = document(&random, depth: depth + 1)
        text.append(space(&random) + item.text + space(&random))
        expected.append(item.expected)
      }
      return ("[" + text.joined(separator: ",") + "]", "[" + expected.joined(separator: ",") + "]")
    default:
      var text: [String] = []
      var expected: [String] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let key = string(&random)
        let item = document(&random, depth: depth + 1)
        text.append(
          space(&random) + key.0 + space(&random) + ":" + space(&random) + item.text + space(&random))
        expected.append(key.1 + ":" + item.expected)
      }
      return ("{" + text.joined(separator: ",") + "}", "{" + expected.joined(separator: ",") + "}")
    }
  }

  @Test func generatedDocumentsDecodeExactly() throws {
    var random = SeededRandom(seed: 0x1509)
    for _ in 0..<fuzzIterations(1_000) {
      let (text, expected) = Self.document(&random)
      let root = try JSONParser.parse(text)
      #expect(Self.render(root) == expected, "\(text.debugDescription)")
    }
  }
}
