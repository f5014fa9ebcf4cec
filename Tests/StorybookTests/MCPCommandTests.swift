import Foundation
import StorybookCatalog
import Testing
import ViewKit

@testable import StorybookKit

/// `Storybook mcp` driven by a scripted client: one JSON-RPC message per line in, one answer
/// per line out.
@Suite struct MCPCommandTests {
  /// Runs the server over `messages` and decodes each answer line.
  static func session(_ messages: [Any]) throws -> [[String: Any]] {
    let lines = try messages.map { message -> String in
      if let text = message as? String { return text }
      return String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
    }
    let (status, capture) = runCLI(["mcp"], answers: lines)
    #expect(status == 0)
    #expect(capture.err.isEmpty, "nothing but answers, and nothing on stderr either: \(capture.err)")
    return try capture.out.map { line in
      #expect(!line.contains("\n"))
      return try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "an answer per line")
    }
  }

  static func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
    ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
  }

  static func call(_ id: Int, _ tool: String, _ arguments: [String: Any] = [:]) -> [String: Any] {
    request(id, "tools/call", ["name": tool, "arguments": arguments])
  }

  static func text(_ answer: [String: Any]) -> String? {
    let result = answer["result"] as? [String: Any]
    return ((result?["content"] as? [[String: Any]])?.first)?["text"] as? String
  }

  static func isError(_ answer: [String: Any]) -> Bool {
    (answer["result"] as? [String: Any])?["isError"] as? Bool == true
  }

  @Test func initializeThenListTheTools() throws {
    let answers = try Self.session([
      Self.request(
        1, "initialize",
        [
          "protocolVersion": "2025-06-18", "capabilities": [:],
          "clientInfo": ["name": "test", "version": "1"],
        ]),
      ["jsonrpc": "2.0", "method": "notifications/initialized"],
      Self.request(2, "tools/list"),
      Self.request(3, "ping"),
    ])
    #expect(answers.count == 3, "the notification gets no answer")
    let initialized = try #require(answers[0]["result"] as? [String: Any])
    #expect(initialized["protocolVersion"] as? String == "2025-06-18")
    #expect((initialized["capabilities"] as? [String: Any])?["tools"] != nil)
    #expect(answers[0]["id"] as? Int == 1)
    let tools = try #require((answers[1]["result"] as? [String: Any])?["tools"] as? [[String: Any]])
    #expect(
      Set(tools.compactMap { $0["name"] as? String })
        == ["list_stories", "render_story", "check_contrast", "snapshot_status"])
    for tool in tools { #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object") }
    #expect(answers[2]["result"] != nil)
  }

  @Test func anUnknownVersionGetsTheServers() throws {
    let answers = try Self.session([Self.request(1, "initialize", ["protocolVersion": "1999-01-01"])])
    #expect(
      (answers[0]["result"] as? [String: Any])?["protocolVersion"] as? String == StorybookMCP.protocolVersion)
  }

  @Test func everyToolAnswers() throws {
    let answers = try Self.session([
      Self.call(1, "list_stories", ["query": "command palette"]),
      Self.call(2, "render_story", ["id": "button/primary-normal"]),
      Self.call(
        3, "render_story", ["id": "command-palette/query", "format": "cells", "width": 50, "height": 14]),
      Self.call(4, "check_contrast", ["story": "alert/confirm", "colors": "16", "theme": "dark"]),
      Self.call(5, "snapshot_status"),
      Self.call(6, "render_story", ["id": "text-field/limit", "format": "ansi", "theme": "light"]),
      Self.call(7, "render_story", ["id": "alert/confirm", "format": "semantic"]),
    ])
    let listed = try #require(
      (answers[0]["result"] as? [String: Any])?["structuredContent"] as? [String: Any])
    let ids = (listed["stories"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("command-palette/") })
    #expect(Self.text(answers[1])?.contains("Continue") == true)
    let cells = try #require((answers[2]["result"] as? [String: Any])?["structuredContent"] as? [String: Any])
    #expect(cells["width"] as? Int == 50 && cells["height"] as? Int == 14)
    #expect((cells["rows"] as? [Any])?.count == 14)
    #expect(Self.text(answers[3])?.contains("all meet their minimum") == true)
    #expect(Self.text(answers[3])?.contains("1 story and 1 theme") == true)
    #expect(Self.text(answers[4])?.contains("\"goldens\"") == true)
    #expect(Self.text(answers[5])?.contains("\u{1B}[") == true)
    // The screen reader's transcript: lines, and elements with their roles.
    let semantic = try #require(
      (answers[6]["result"] as? [String: Any])?["structuredContent"] as? [String: Any])
    #expect(semantic["id"] as? String == "alert/confirm")
    #expect((semantic["lines"] as? [String])?.isEmpty == false)
    let roles = (semantic["elements"] as? [[String: Any]])?.compactMap { $0["role"] as? String } ?? []
    #expect(roles.contains("button"))
    for answer in answers { #expect(!Self.isError(answer)) }
  }

  @Test func mistakesAreToolErrorsOrProtocolErrors() throws {
    let answers = try Self.session([
      Self.call(1, "render_story", ["id": "button/primary"]),
      Self.call(2, "render_story", ["id": "button/primary-normal", "theme": "sepia"]),
      Self.call(3, "render_story", ["id": "alert/confirm", "width": 0]),
      Self.call(4, "render_story", ["id": "text-field/filled", "args": ["nope": "1"]]),
      Self.call(5, "no_such_tool"),
      Self.request(6, "no/such/method"),
      "this is not json",
      "[1, 2]",
      "",
      Self.call(7, "check_contrast", ["colors": "8"]),
    ])
    #expect(answers.count == 9, "a blank line gets no answer")
    #expect(Self.isError(answers[0]) && Self.text(answers[0])?.contains("did you mean") == true)
    #expect(Self.isError(answers[1]) && Self.isError(answers[3]))
    // Against the tool's input schema (width from 1 to 1000): invalid params.
    #expect((answers[2]["error"] as? [String: Any])?["code"] as? Int == -32602)
    #expect((answers[4]["error"] as? [String: Any])?["code"] as? Int == -32602)
    #expect((answers[5]["error"] as? [String: Any])?["code"] as? Int == -32601)
    #expect((answers[6]["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(answers[6]["id"] is NSNull)
    #expect((answers[7]["error"] as? [String: Any])?["code"] as? Int == -32600)
    #expect(
      (answers[8]["error"] as? [String: Any])?["message"] as? String
        == "check_contrast: colors is one of truecolor, 256, 16")
  }

  /// Ids that are neither strings nor numbers are invalid requests; a client's answer to a
  /// request is never answered; arguments of the wrong type or name, and a canvas too large to
  /// give cell by cell, are refused with a reason.
  @Test func malformedMessagesAndArgumentsAreRefusedClearly() throws {
    let answers = try Self.session([
      #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":7,"result":{}}"#,
      #"{"jsonrpc":"2.0","id":8,"error":{"code":1,"message":"x"}}"#,
      Self.call(1, "render_story", ["id": "button/compact", "width": "abc"]),
      Self.call(2, "render_story", ["id": 5]),
      Self.call(3, "render_story", ["id": "button/compact", "bogus": 1]),
      Self.call(
        4, "render_story", ["id": "alert/confirm", "width": 1000, "height": 1000, "format": "cells"]),
      #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"list_stories","arguments":[1]}}"#,
      Self.request(5, "ping"),
    ])
    #expect(answers.count == 8, "the two client answers get none")
    for answer in answers[0..<2] {
      #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32600 && answer["id"] is NSNull)
    }
    let messages = answers[2..<5].map { ($0["error"] as? [String: Any])?["message"] as? String }
    #expect(
      messages == [
        "render_story: width is a whole number", "render_story: id is a string",
        "render_story: no argument bogus; use args, format, height, id, theme, width",
      ])
    #expect(Self.isError(answers[5]) && Self.text(answers[5])?.hasPrefix("cells go up to 40000") == true)
    #expect((answers[6]["error"] as? [String: Any])?["code"] as? Int == -32602)
    #expect(answers[7]["result"] != nil)
  }

  @Test func hostileTextStaysInsideItsJSONString() throws {
    let answers = try Self.session([Self.call(1, "render_story", ["id": "x\u{1B}]0;pwned\u{07}\n{\"id\":9}"])]
    )
    #expect(answers.count == 1)
    #expect(Self.isError(answers[0]))
  }

  @Test func anOverlongLineIsAParseError() throws {
    let line =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"pad\":\"" + String(repeating: "x", count: 1 << 20)
      + "\"}"
    let answers = try Self.session([line])
    #expect((answers[0]["error"] as? [String: Any])?["code"] as? Int == -32700)
  }
}

/// `list --json` against the schema in `Schemas/`, and `render --json`.
@Suite struct ManifestCommandTests {
  static var schemaURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Schemas/storybook-manifest.schema.json")
  }

  @Test func theManifestFollowsItsSchema() throws {
    let (status, capture) = runCLI(["list", "--json"])
    #expect(status == 0 && capture.out.count == 1)
    let manifest = try JSONSerialization.jsonObject(with: Data(capture.out.joined().utf8))
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL))
    let problems = SchemaCheck.problems(manifest, schema, at: "$")
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    let stories = (manifest as? [String: Any])?["stories"] as? [[String: Any]] ?? []
    #expect(stories.count == Catalog.registry.ids.count)
  }

  @Test func theSchemaCheckCanFail() throws {
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL))
    let broken: [String: Any] = ["format": "other", "version": 1, "stories": [["id": 3]]]
    #expect(SchemaCheck.problems(broken, schema, at: "$").count >= 3)
  }

  @Test func renderJSONGivesCellsAndStyles() throws {
    let (status, capture) = runCLI(["render", "avatar/cjk", "--json"])
    #expect(status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(capture.out.joined().utf8)) as? [String: Any])
    #expect(document["id"] as? String == "avatar/cjk")
    let styles = try #require(document["styles"] as? [[String: Any]])
    #expect(styles.contains { ($0["background"] as? [String: Any])?["token"] as? String != nil })
    #expect(runCLI(["list", "--jsn"]).0 == 2)
  }
}

/// The part of JSON Schema the manifest's schema uses: type, enum, required, properties,
/// additionalProperties false, items, minimum.
enum SchemaCheck {
  static func problems(_ value: Any, _ schema: Any, at path: String) -> [String] {
    guard let schema = schema as? [String: Any] else { return [] }
    var found: [String] = []
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [(type as? String) ?? ""]
      if !types.contains(where: { matches(value, $0) }) { found.append("\(path): not \(types)") }
    }
    if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { "\($0)" == "\(value)" }) {
      found.append("\(path): \(value) not in \(allowed)")
    }
    if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
      found.append("\(path): \(number) < \(minimum)")
    }
    if let object = value as? [String: Any] {
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        found.append("\(path): no \(key)")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (key, child) in object {
        if let childSchema = properties[key] {
          found += problems(child, childSchema, at: "\(path).\(key)")
        } else if schema["additionalProperties"] as? Bool == false {
          found.append("\(path): unexpected \(key)")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] {
      for (index, element) in array.enumerated() {
        found += problems(element, items, at: "\(path)[\(index)]")
      }
    }
    return found
  }

  static func matches(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return value is Bool
    case "integer": return value is Int
    case "number": return value is NSNumber
    default: return false
    }
  }
}
