import Testing

@testable import ViewKit

@Suite struct JSONParserTests {
  @Test func parsesEveryKindWithPositions() throws {
    let node = try JSONParser.parse(
      "{\n  \"a\": [1, -2.5e1, true, false, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude80\\n\"\n}")
    #expect(node.line == 1)
    let a = try #require(node["a"]?.array)
    #expect(a.map(\.typeName) == ["number", "number", "boolean", "boolean", "null"])
    #expect(a[1].number == -25)
    #expect(node["a"]?.line == 2)
    #expect(node["a"]?.column == 8)
    #expect(node["b"]?.string == "xé🚀\n")
    #expect(node["b"]?.line == 3)
  }

  @Test func keepsKeyOrderAndDuplicates() throws {
    let node = try JSONParser.parse(#"{"z": 1, "a": 2, "z": 3}"#)
    #expect(node.members?.map(\.key) == ["z", "a", "z"])
    #expect(node["z"]?.number == 1)
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, "trailing comma"),
    ("{\n  // note\n  \"a\": 1\n}", 2, "comments"),
    ("[1 2]", 1, "expected ',' or ']'"),
    ("{\"a\" 1}", 1, "expected ':'"),
    ("\"open", 1, "unterminated"),
    ("01", 1, "leading zeros"),
    ("{} x", 1, "after the end"),
    ("", 1, "end of file"),
  ])
  func reportsSyntaxErrorsWithTheirLine(_ text: String, _ line: Int, _ fragment: String) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.message.contains(fragment), "\(error.message)")
    }
  }

  @Test func rejectsAbsurdNesting() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
  }
}
