import Foundation
import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Mutated built-in theme files into the loader, seeded and bounded: byte-level mutations of each
/// token file and of the resolver document, and structure-aware mutations of their parsed JSON.
/// Set VIEWKIT_FUZZ_ITERATIONS for a long run (CONTRIBUTING.md), and VIEWKIT_FUZZ_SEED for other
/// inputs than the standard ones; each target prints its rate.
///
/// Whatever the input, loading never crashes or hangs, and: a result without errors holds every
/// token of the schema; a result with an error holds no theme, and a result without a theme has
/// an error; every diagnostic is one printable line that starts with a file name it was given.
@Suite struct ThemeLoaderFuzzTests {
  // MARK: Inputs

  /// The built-in files by name.
  static let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
  /// The resolver document's name among the built-in files.
  static let resolverName = "themes.resolver.json"
  /// The built-in token files' names, in a fixed order.
  static let tokenFileNames = Theme.builtInFiles.map(\.name).filter { $0.hasSuffix(".tokens.json") }
  /// The name the resolver document is loaded as; sources are shown as `Themes/<name>`.
  static let resolverFile = "Themes/themes.resolver.json"

  /// Pieces that make JSON and theme files interesting when spliced in.
  static let snippets: [[UInt8]] =
    [
      "{", "}", "[", "]", "\"", "\\", ":", ",", "{ref}", "\"{color.brand.primary}\"", "\"{nowhere.at.all}\"",
      "\"{color}\"", "\"{\"", "\"}\"", "\"{a}{b}\"", "\"x {color.text.default}\"", "1e308", "-1e309",
      "1e-400",
      "-0", "0.0000001", "123456789012345678901234567890", "\"\\uD800\"", "\"\\uDC00\"", "\"\\uD800\\u0041\"",
      "\"\\u0000\"", "\"\\u001b[31m\"", "\"\\u202e\"", "\"\\u009b\"", "\\u", "\\uZZZZ", "null", "true", "NaN",
      "Infinity", "\u{FEFF}", String(repeating: "[", count: 70), String(repeating: "{\"a\":", count: 70),
      "\"$type\": \"color\", ", "\"$value\": ", "\"$extensions\": {\"dev.viewkit\": {\"x\": 1}}, ",
      "\"$root\": {\"$value\": 1}, ", "\"$ref\": \"#/x\", ", "\"$extends\": \"{a}\", ",
      "{\"$ref\": \"../../etc/passwd\"}", "{\"$ref\": \"#/sets/base\"}", "{\"$ref\": \"#/modifiers/theme\"}",
      "\"contexts\": {}", "\"default\": \"mono\"",
      "{\"colorSpace\": \"srgb\", \"components\": [1e308, 0, 0]}",
      "{\"value\": 1e308, \"unit\": \"ms\"}", "{\"value\": -0, \"unit\": \"px\"}",
    ].map { Array($0.utf8) } + [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x80, 0xAE], [0xC2, 0x9B], [0x1B], [0x00], [0x07],
      [0x0A], [0x0D], [0x7F], [0xF0, 0x9F, 0x91],
    ]

  /// Bytes that shape JSON: a mutation lands on one of these half of the time.
  static let structural: Set<UInt8> = Set("{}[]\":,\\".utf8)

  /// What a string's contents become in a literal mutation (JSON-escaped, so the file stays JSON
  /// unless the escape itself is wrong, as a lone surrogate is).
  static let stringContents = [
    "{color.brand.primary}", "{color.palette.red-400}", "{nowhere}", "{color}", "{", "}", "{a}{b}", "a.b", "",
    "\\u001b[31m", "\\u001b]0;title\\u0007", "\\u202e", "\\u009b", "\\u2028", "\\uD83D\\uDE00", "\\uD800",
    "\\n", "$value", "$type", "$root", "$extends", "$ref", "color", "number", "typography", "border",
    "textStyle",
    "solid", "double", "px", "rem", "ms", "s", "srgb", "bold", "#ffffff", "dark", "light", "base.tokens.json",
    "../base.tokens.json", "#/sets/base", "#/modifiers/theme", String(repeating: "x", count: 300),
  ].map { Array($0.utf8) }

  /// What a number becomes in a literal mutation.
  static let numberLiterals = [
    "0", "-0", "1", "2", "1.5", "255", "1000", "1001", "1e308", "-1e308", "1e-400", "5e-324", "3600000",
    "123456789012345678901234567890", "-1", "0.0000001", "1e15",
  ].map { Array($0.utf8) }

  /// Replaces the contents of a random string, or a random number, with one that means something to
  /// a theme: the file stays JSON, so the mutation reaches the reader, resolver and validator.
  static func mutateLiteral(_ bytes: inout [UInt8], using random: inout SeededRandom) {
    var start = Int.random(in: 0..<max(bytes.count, 1), using: &random)
    if Bool.random(using: &random) {
      // The first string that opens at or after `start`, found by reading from the top so that a
      // closing quote is not taken for an opening one.
      var position = 0
      while position < bytes.count {
        guard bytes[position] == UInt8(ascii: "\"") else {
          position += 1
          continue
        }
        var end = position + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { return }
        if position >= start {
          bytes.replaceSubrange(position + 1..<end, with: pick(stringContents, [], using: &random))
          break
        }
        position = end + 1
      }
    } else {
      let isNumberByte = { (byte: UInt8) in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Set("-+.eE".utf8).contains(byte)
      }
      while start < bytes.count && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) {
        start += 1
      }
      while start > 0 && isNumberByte(bytes[start - 1]) { start -= 1 }
      var end = start
      while end < bytes.count && isNumberByte(bytes[end]) { end += 1 }
      guard end > start else { return }
      bytes.replaceSubrange(start..<end, with: pick(numberLiterals, [], using: &random))
    }
  }

  /// Applies one to four random byte-level mutations: overwrite, insert, delete, duplicate a span,
  /// replace a span with a snippet, flip a bit; or, half of the time, one to three literal
  /// mutations that keep the file JSON.
  static func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
    if Bool.random(using: &random) {
      for _ in 0..<Int.random(in: 1...3, using: &random) { mutateLiteral(&bytes, using: &random) }
      return
    }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      var position = Int.random(in: 0...bytes.count, using: &random)
      if Bool.random(using: &random) {
        while position < bytes.count && !structural.contains(bytes[position]) { position += 1 }
      }
      let snippet = snippets[Int.random(in: 0..<snippets.count, using: &random)]
      let span = min(bytes.count - position, Int.random(in: 1...24, using: &random))
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where position < bytes.count:
        bytes[position] = snippet[0]
      case 1:
        bytes.insert(contentsOf: snippet, at: position)
      case 2 where span > 0:
        bytes.removeSubrange(position..<position + span)
      case 3 where span > 0:
        let copy = Array(bytes[position..<position + span])
        bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
      case 4 where span > 0:
        bytes.replaceSubrange(position..<position + span, with: snippet)
      case 5 where position < bytes.count:
        bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
      default:
        bytes.insert(contentsOf: snippet, at: position)
      }
    }
  }

  // MARK: Invariants

  /// Checks one diagnostic: one printable line, starting with one of `files` and a colon.
  static func check(_ diagnostic: ThemeDiagnostic, files: [String], input: @autoclosure () -> String) {
    let text = diagnostic.description
    #expect(!text.contains("\n"), "one line: \(text.debugDescription)\n\(input())")
    #expect(
      !text.unicodeScalars.contains {
        Sanitizer.isControl($0.value) || Sanitizer.isLayoutControl($0.value)
      }, "no control characters: \(text.debugDescription)\n\(input())")
    #expect(
      files.contains { text.hasPrefix($0 + ":") }, "starts with a file name: \(text.debugDescription)")
    #expect(text.unicodeScalars.count < 8 * ThemeDiagnostic.shownLength, "bounded: \(text.prefix(200))")
  }

  /// Whether a theme has every token of the schema, with its type.
  static func isComplete(_ theme: Theme) -> Bool {
    ThemeSchema.required.allSatisfy { theme.tokens[$0.path]?.type == $0.type }
  }

  /// Checks the result of loading a single token file.
  static func check(_ result: ThemeLoadResult, file: String, input: @autoclosure () -> String) {
    #expect((result.theme == nil) == !result.errors.isEmpty, "a theme exactly when no error\n\(input())")
    if let theme = result.theme { #expect(isComplete(theme), "a loaded theme has the schema\n\(input())") }
    for diagnostic in result.diagnostics { check(diagnostic, files: [file], input: input()) }
  }

  /// Checks the result of loading a resolver document.
  static func check(_ result: ThemeSetLoadResult, files: [String], input: @autoclosure () -> String) {
    #expect(result.themes.isEmpty == !result.errors.isEmpty, "themes exactly when no error\n\(input())")
    for theme in result.themes { #expect(isComplete(theme), "\(theme.name) has the schema\n\(input())") }
    for diagnostic in result.diagnostics { check(diagnostic, files: files, input: input()) }
  }

  /// How far a case got, to see that the mutations reach past the JSON parser.
  enum Outcome {
    /// Loaded without an error.
    case loaded
    /// Rejected as not JSON, too large or too deep.
    case notJSON
    /// Rejected by the reader, resolver or validator.
    case rejected

    /// The outcome of a load with these diagnostics.
    init(_ diagnostics: [ThemeDiagnostic]) {
      if !diagnostics.contains(where: { $0.severity == .error }) {
        self = .loaded
      } else if diagnostics.contains(where: { ["VK001", "VK015", "VK016"].contains($0.code) }) {
        self = .notJSON
      } else {
        self = .rejected
      }
    }
  }

  /// Loads a resolver document with the built-in token files as sources, `overrides` replacing
  /// some, and checks the result; unknown names cannot be read.
  static func loadResolver(_ text: String, overrides: [String: String] = [:]) -> ThemeSetLoadResult {
    var shown: [String] = [resolverFile]
    let result = ThemeLoader.loadResolver(text: text, file: resolverFile) { name in
      shown.append("Themes/" + name)
      return (overrides[name] ?? files[name], "Themes/" + name)
    }
    check(result, files: shown, input: "resolver document: " + String(text.prefix(2_000)))
    return result
  }

  /// A generator for a target: its own seed, changed by `VIEWKIT_FUZZ_SEED` when that is set, so a
  /// long run can cover other inputs than the standard ones.
  static func random(_ seed: UInt64) -> SeededRandom {
    let extra = ProcessInfo.processInfo.environment["VIEWKIT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
    return SeededRandom(seed: seed ^ (extra &* 0x9E37_79B9_7F4A_7C15))
  }

  /// Runs `body` `count` times and prints how many ran per second and how far they got, for the
  /// notes.
  static func measure(_ target: String, _ budget: FuzzBudget, _ body: () -> [ThemeDiagnostic]) {
    let start = Date()
    var slowest = 0.0
    var outcomes: [Outcome: Int] = [:]
    var budget = budget
    while budget.next() {
      let caseStart = Date()
      outcomes[Outcome(body()), default: 0] += 1
      slowest = max(slowest, Date().timeIntervalSince(caseStart))
    }
    let elapsed = Date().timeIntervalSince(start)
    let count = budget.count
    let rate = Double(count) / max(elapsed, 1e-9)
    print(
      "ThemeLoaderFuzz \(target): \(count) iterations in \(String(format: "%.2f", elapsed)) s, "
        + "\(String(format: "%.0f", rate))/s, slowest case \(String(format: "%.1f", slowest * 1000)) ms; "
        + "loaded \(outcomes[.loaded, default: 0]), not JSON \(outcomes[.notJSON, default: 0]), "
        + "rejected \(outcomes[.rejected, default: 0])")
  }

  // MARK: Byte-level targets

  /// Each built-in token file, and each built-in theme as one complete file, mutated byte by byte,
  /// loaded on its own as a complete theme.
  @Test func mutatedTokenFileAlone() {
    var random = Self.random(0x7E5E_0001)
    var inputs = Self.tokenFileNames.map { ($0, Array((Self.files[$0] ?? "").utf8)) }
    for (name, object) in Self.completeDocuments() {
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      inputs.append(("\(name).tokens.json", Array(data ?? Data())))
    }
    Self.measure("token file bytes (load text:file:)", FuzzBudget(200, seconds: 0.3, minimum: 15)) {
      let (name, original) = inputs[Int.random(in: 0..<inputs.count, using: &random)]
      var bytes = original
      Self.mutate(&bytes, using: &random)
      let text = String(decoding: bytes, as: UTF8.self)
      let file = "Themes/" + name
      let result = ThemeLoader.load(text: text, file: file)
      Self.check(result, file: file, input: name + ": " + text)
      return result.diagnostics
    }
  }

  /// The built-in resolver document cut down to two contexts of its theme modifier: the one whose
  /// file is `name` (or dark, for the base set) and one other, so a case checks two themes, not four.
  static func resolver(for name: String) -> String {
    guard var document = try? ThemeFixtures.object(files[resolverName] ?? "") else { return "" }
    let context = ThemeLoader.themeName(forFile: name)
    let kept = Set([context == "base" ? "dark" : context, context == "mono" ? "dark" : "mono"])
    let contexts = value(document, at: ["modifiers", "theme", "contexts"]) as? Object ?? [:]
    set(&document, at: ["modifiers", "theme", "contexts"], contexts.filter { kept.contains($0.key) })
    set(&document, at: ["modifiers", "theme", "default"], context == "base" ? "dark" : context)
    return text(document)
  }

  /// Each built-in token file, mutated byte by byte, loaded as a source of the resolver document.
  @Test func mutatedTokenFileThroughTheResolver() {
    var random = Self.random(0x7E5E_0002)
    let resolvers = Dictionary(uniqueKeysWithValues: Self.tokenFileNames.map { ($0, Self.resolver(for: $0)) })
    Self.measure("token file bytes (loadResolver)", FuzzBudget(200, seconds: 0.3, minimum: 15)) {
      let name = Self.tokenFileNames[Int.random(in: 0..<Self.tokenFileNames.count, using: &random)]
      var bytes = Array((Self.files[name] ?? "").utf8)
      Self.mutate(&bytes, using: &random)
      return Self.loadResolver(
        resolvers[name] ?? "", overrides: [name: String(decoding: bytes, as: UTF8.self)]
      ).diagnostics
    }
  }

  /// The resolver document, mutated byte by byte.
  @Test func mutatedResolverDocument() {
    var random = Self.random(0x7E5E_0003)
    let resolver = Array((Self.files[Self.resolverName] ?? "").utf8)
    Self.measure("resolver document bytes", FuzzBudget(200, seconds: 0.3, minimum: 15)) {
      var bytes = resolver
      Self.mutate(&bytes, using: &random)
      return Self.loadResolver(String(decoding: bytes, as: UTF8.self)).diagnostics
    }
  }

  // MARK: Structure-aware targets

  /// A JSON object as `JSONSerialization` gives it.
  typealias Object = [String: Any]

  /// The complete built-in themes (base with each context merged in), parsed.
  static func completeDocuments() -> [(name: String, object: Object)] {
    Theme.builtInNames.compactMap { name in (try? ThemeFixtures.completeDocument(name)).map { (name, $0) } }
  }

  /// Every token's key path in a document, in a fixed order.
  static func tokenPaths(_ object: Object, prefix: [String] = []) -> [[String]] {
    var result: [[String]] = []
    for key in object.keys.sorted() where !key.hasPrefix("$") {
      guard let child = object[key] as? Object else { continue }
      if child["$value"] != nil {
        result.append(prefix + [key])
      } else {
        result += tokenPaths(child, prefix: prefix + [key])
      }
    }
    return result
  }

  /// Every group's key path in a document, in a fixed order.
  static func groupPaths(_ object: Object, prefix: [String] = []) -> [[String]] {
    var result: [[String]] = []
    for key in object.keys.sorted() where !key.hasPrefix("$") {
      guard let child = object[key] as? Object, child["$value"] == nil else { continue }
      result.append(prefix + [key])
      result += groupPaths(child, prefix: prefix + [key])
    }
    return result
  }

  /// The value at a key path; nil when there is none.
  static func value(_ object: Object, at path: ArraySlice<String>) -> Any? {
    guard let first = path.first else { return object }
    guard path.count > 1 else { return object[first] }
    guard let child = object[first] as? Object else { return nil }
    return value(child, at: path.dropFirst())
  }

  /// Sets (or, with nil, removes) the value at a key path, making groups on the way.
  static func set(_ object: inout Object, at path: ArraySlice<String>, _ value: Any?) {
    guard let first = path.first else { return }
    if path.count == 1 {
      object[first] = value
      return
    }
    var child = object[first] as? Object ?? [:]
    set(&child, at: path.dropFirst(), value)
    object[first] = child
  }

  /// Picks one element; `fallback` for an empty array.
  static func pick<T>(_ items: [T], _ fallback: T, using random: inout SeededRandom) -> T {
    items.isEmpty ? fallback : items[Int.random(in: 0..<items.count, using: &random)]
  }

  /// Numbers at the edges of every type's range.
  static var numbers: [Any] {
    [

      0, 1, -1, 0.5, 2, 3, 16, 255, 256, 300, 600, 1000, 1001, 3_600_000, 3_600_001, 1e15, 1e300, 1e308,
      -1e308,
      Double.leastNonzeroMagnitude, -0.0, 0.1, 9_007_199_254_740_993, Int.max, Int.min,
    ]
  }

  /// Strings that mean something to some type, or to a terminal.
  static let strings: [String] = [
    "", "solid", "double", "dashed", "groove", "px", "rem", "ms", "s", "srgb", "oklch", "bold", "chunky",
    "#ff0000", "#ff00", "rounded", "ascii", "square", "foreground", "background", "red", "brightBlue", "{",
    "}", "{}", "{a}{b}", "x {color.text.default}", "\u{1B}[2J\u{1B}]0;title\u{07}", "\u{202E}gnp.exe",
    "\u{9B}31m", "line\nbreak", "\u{2028}", "textStyle", "color", "typography", "border",
    String(repeating: "long", count: 100),
  ]

  /// Keys composites and extensions use.
  static let fieldKeys = [
    "colorSpace", "components", "hex", "alpha", "value", "unit", "color", "width", "style", "fontFamily",
    "fontSize", "fontWeight", "letterSpacing", "lineHeight", "duration", "delay", "timingFunction", "offsetX",
    "offsetY", "blur", "spread", "inset", "dashArray", "lineCap", "position", "$value", "$type",
    "$extensions",
    "italic", "underline", "reverse", "ansi256", "ansi16", "terminalDefault", "corners", "glyphs", "zz\u{1B}",
  ]

  /// A reference to a token, a group, a misspelt path or nothing.
  static func randomReference(_ tokens: [[String]], _ groups: [[String]], using random: inout SeededRandom)
    -> String
  {
    let token = pick(tokens, ["color", "brand", "primary"], using: &random).joined(separator: ".")
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1: return "{" + token + "}"
    case 2: return "{" + pick(groups, ["color"], using: &random).joined(separator: ".") + "}"
    case 3: return "{" + String(token.dropLast()) + "x}"
    default: return "{nowhere." + String(Int.random(in: 0..<100, using: &random)) + "}"
    }
  }

  /// A random JSON value, nested at most `depth` deep, biased toward the forms theme types take.
  static func randomValue(
    depth: Int, _ tokens: [[String]], _ groups: [[String]], using random: inout SeededRandom
  ) -> Any {
    switch Int.random(in: 0..<(depth > 0 ? 10 : 6), using: &random) {
    case 0: return pick(numbers, 0, using: &random)
    case 1: return pick(strings, "", using: &random)
    case 2: return randomReference(tokens, groups, using: &random)
    case 3: return Bool.random(using: &random)
    case 4: return NSNull()
    case 5: return Double.random(in: -2...2, using: &random)
    case 6:
      return (0..<Int.random(in: 0...4, using: &random)).map { _ in
        randomValue(depth: depth - 1, tokens, groups, using: &random)
      }
    default:
      var object: Object = [:]
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        object[pick(fieldKeys, "value", using: &random)] = randomValue(
          depth: depth - 1, tokens, groups, using: &random)
      }
      return object
    }
  }

  /// A valid-looking value of a composite type with one part referencing `reference`, to make
  /// cycles through composite sub-values: a border's colour, a typography's weight, a shadow's colour.
  static func composite(referencing reference: String, using random: inout SeededRandom) -> (String, Any) {
    let pixels: Object = ["value": 1, "unit": "px"]
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return ("border", ["color": reference, "width": pixels, "style": "solid"] as Object)
    case 1:
      return (
        "typography",
        [
          "fontFamily": "mono", "fontSize": pixels, "fontWeight": reference, "letterSpacing": pixels,
          "lineHeight": 1,
        ] as Object
      )
    default:
      return (
        "shadow",
        ["color": reference, "offsetX": pixels, "offsetY": pixels, "blur": pixels, "spread": pixels] as Object
      )
    }
  }

  /// Applies one to three structure-aware mutations to a token document whose token and group
  /// paths (before any mutation) are `tokens` and `groups`.
  static func mutate(
    document: inout Object, tokens: [[String]], groups: [[String]], using random: inout SeededRandom
  ) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let token = pick(tokens, ["color", "brand", "primary"], using: &random)
      switch Int.random(in: 0..<12, using: &random) {
      case 10:
        // A group extending another (or itself, its parent, its child, nothing, a token).
        let owner = pick(groups, ["color"], using: &random)
        let target = pick(groups + tokens, ["color", "brand"], using: &random)
        let written: Any =
          Bool.random(using: &random)
          ? "{" + target.joined(separator: ".") + "}"
          : randomValue(depth: 1, tokens, groups, using: &random)
        set(&document, at: owner[...] + ["$extends"], written)
      case 11:
        // A JSON-pointer alias: to a token, into a value, to a group, or garbage.
        let target = pick(tokens + groups, ["color", "brand", "primary"], using: &random)
        let pointers = [
          "#/" + target.joined(separator: "/"), "#/" + target.joined(separator: "/") + "/$value",
          "#/" + target.joined(separator: "/") + "/$value/components/0", "other.json#/x", "#/a~2", "#", "",
        ]
        let moved: Object = ["$ref": pick(pointers, "#/x", using: &random)]
        set(&document, at: token[...], moved)
      case 0:
        set(&document, at: token[...] + ["$value"], randomValue(depth: 3, tokens, groups, using: &random))
      case 1:
        set(&document, at: token[...] + ["$value"], randomReference(tokens, groups, using: &random))
      case 2:
        let type: Any =
          Bool.random(using: &random)
          ? pick(TokenType.allCases.map(\.rawValue), "color", using: &random)
          : randomValue(depth: 1, tokens, groups, using: &random)
        let owner = Bool.random(using: &random) ? token : pick(groups, ["color"], using: &random)
        set(&document, at: owner[...] + ["$type"], type)
      case 3:
        // A chain of aliases, sometimes longer than the limit, ending at a token.
        let length = Int.random(in: 1...80, using: &random)
        for link in 0..<length {
          let target =
            link == length - 1 ? "{" + token.joined(separator: ".") + "}" : "{zz.chain.c\(link + 1)}"
          set(&document, at: ["zz", "chain", "c\(link)"], ["$value": target])
        }
        let start = pick(tokens, token, using: &random)
        set(&document, at: start[...] + ["$value"], "{zz.chain.c0}")
      case 4:
        // A cycle, sometimes through a composite's part.
        let length = Int.random(in: 1...40, using: &random)
        let throughComposite = Bool.random(using: &random)
        for link in 0..<length {
          let next =
            link == length - 1
            ? (throughComposite ? "{zz.cycle.part}" : "{zz.cycle.c0}") : "{zz.cycle.c\(link + 1)}"
          set(&document, at: ["zz", "cycle", "c\(link)"], ["$value": next])
        }
        if throughComposite {
          let (type, value) = composite(referencing: "{zz.cycle.c0}", using: &random)
          set(&document, at: ["zz", "cycle", "part"], ["$type": type, "$value": value])
        }
        set(
          &document, at: token[...] + ["$value"], "{zz.cycle.c\(Int.random(in: 0..<length, using: &random))}")
      case 5:
        for _ in 0..<Int.random(in: 1...5, using: &random) {
          set(&document, at: pick(tokens, token, using: &random)[...], nil)
        }
      case 6:
        let owner: [String] =
          [[], token, pick(groups, ["color"], using: &random)][Int.random(in: 0..<3, using: &random)]
        let junk: Object = [
          "dev.viewkit": randomValue(depth: 2, tokens, groups, using: &random),
          "com.example\u{1B}": randomValue(depth: 2, tokens, groups, using: &random),
        ]
        set(&document, at: owner[...] + ["$extensions"], junk)
      case 7:
        // A hostile name: dots, braces, nothing, control and bidi characters, a `$` property.
        let names = [
          "a.b", "{x}", "", "$valeu", "$bogus", "esc\u{1B}[31m", "bell\u{07}", "\u{202E}rtl", "c1\u{9B}",
        ]
        let moved = value(document, at: token[...])
        set(&document, at: token[...], nil)
        set(&document, at: token.dropLast() + [pick(names, "x", using: &random)], moved)
      case 8:
        let (type, value) = composite(
          referencing: randomReference(tokens, groups, using: &random), using: &random)
        set(&document, at: token[...], ["$type": type, "$value": value])
      default:
        set(
          &document, at: token[...] + ["$deprecated"], randomValue(depth: 1, tokens, groups, using: &random))
      }
    }
  }

  /// JSON text for an object (keys sorted, so a seed gives the same text everywhere).
  static func text(_ object: Object) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      return "{}"
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// A complete built-in theme with structure-aware mutations, loaded as a single file.
  @Test func mutatedTokenStructure() {
    var random = Self.random(0x7E5E_0004)
    let documents = Self.completeDocuments().map {
      ($0.name, $0.object, Self.tokenPaths($0.object), Self.groupPaths($0.object))
    }
    Self.measure("token structure", FuzzBudget(200, seconds: 0.3, minimum: 15)) {
      guard let (name, original, tokens, groups) = documents.randomElement(using: &random) else { return [] }
      var document = original
      Self.mutate(document: &document, tokens: tokens, groups: groups, using: &random)
      let text = Self.text(document)
      let file = "Themes/\(name).tokens.json"
      let result = ThemeLoader.load(text: text, file: file)
      Self.check(result, file: file, input: text)
      return result.diagnostics
    }
  }

  /// A built-in context file with structure-aware mutations, loaded through the resolver document.
  @Test func mutatedContextStructureThroughTheResolver() {
    var random = Self.random(0x7E5E_0005)
    let documents = Self.tokenFileNames.compactMap { name in
      (try? ThemeFixtures.object(Self.files[name] ?? "")).map {
        (name, $0, Self.tokenPaths($0), Self.groupPaths($0), Self.resolver(for: name))
      }
    }
    Self.measure("context structure (loadResolver)", FuzzBudget(200, seconds: 0.3, minimum: 15)) {
      guard let (name, original, tokens, groups, resolver) = documents.randomElement(using: &random) else {
        return []
      }
      var document = original
      Self.mutate(document: &document, tokens: tokens, groups: groups, using: &random)
      return Self.loadResolver(resolver, overrides: [name: Self.text(document)]).diagnostics
    }
  }

  /// `$ref`s a resolver document might hold, good and bad.
  static let references = [
    "base.tokens.json", "dark.tokens.json", "light.tokens.json", "mono.tokens.json", "missing.tokens.json",
    "../../etc/passwd", "/etc/passwd", "https://example.com/x.json", "#/sets/base", "#/sets/other",
    "#/sets/nowhere", "#/modifiers/theme", "#/resolutionOrder/0", "base.tokens.json#/color", "", "a/../b",
    "x\u{1B}[2J.tokens.json", "#/sets/self",
  ]

  /// A random source list: file and set references, an inline group, or something wrong.
  static func randomSources(using random: inout SeededRandom) -> Any {
    (0..<Int.random(in: 0...3, using: &random)).map { _ -> Any in
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1, 2: return ["$ref": pick(references, "", using: &random)] as Object
      case 3:
        return [
          "color": ["$type": "color", "brand": ["accent": ["$value": "{color.palette.red-400}"]]]
        ] as Object
      case 4: return ["$ref": pick(numbers, 0, using: &random)] as Object
      default: return pick(strings, "", using: &random)
      }
    }
  }

  /// Applies one to three structure-aware mutations to a resolver document.
  static func mutate(resolver document: inout Object, using random: inout SeededRandom) {
    let contextNames = ["dark", "light", "high-contrast", "mono", "sepia", "", "\u{1B}]0;x\u{07}", "a/b~c"]
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        let name = pick(contextNames, "dark", using: &random)
        set(&document, at: ["modifiers", "theme", "contexts", name], randomSources(using: &random))
      case 1:
        let name = pick(["base", "other", "self", "nowhere"], "base", using: &random)
        var set: Object = ["sources": randomSources(using: &random)]
        if name == "self" { set["sources"] = [["$ref": "#/sets/self"]] }
        Self.set(&document, at: ["sets", name], set)
      case 2:
        set(
          &document, at: ["modifiers", "theme", "default"], pick(contextNames + ["nope"], "", using: &random))
      case 3:
        var order = document["resolutionOrder"] as? [Any] ?? []
        switch Int.random(in: 0..<4, using: &random) {
        case 0: order.shuffle(using: &random)
        case 1: order += order
        case 2:
          order.append(
            [
              "name": "inline", "type": pick(["set", "modifier", "other"], "set", using: &random),
              "sources": randomSources(using: &random),
            ] as Object)
        default: order.append(["$ref": pick(references, "", using: &random)] as Object)
        }
        document["resolutionOrder"] = order
      case 4:
        let key = pick(
          ["version", "name", "sets", "modifiers", "resolutionOrder", "extra", "$defs"], "x", using: &random)
        document[key] = randomValue(depth: 2, [], [], using: &random)
      case 5:
        set(&document, at: ["modifiers", "theme", "contexts"], nil)
      case 6:
        set(
          &document, at: ["modifiers", pick(["size", "theme\u{202E}", "brand"], "x", using: &random)],
          [
            "contexts": ["a": randomSources(using: &random), "b": []], "default": "a",
          ] as Object)
      default:
        set(&document, at: ["sets", "base", "sources"], randomSources(using: &random))
      }
    }
  }

  /// The resolver document with structure-aware mutations, the built-in token files as sources.
  @Test func mutatedResolverStructure() {
    var random = Self.random(0x7E5E_0006)
    guard let original = try? ThemeFixtures.object(Self.files[Self.resolverName] ?? "") else {
      Issue.record("the built-in resolver document parses")
      return
    }
    Self.measure("resolver structure", FuzzBudget(200, seconds: 0.3, minimum: 15)) {
      var document = original
      Self.mutate(resolver: &document, using: &random)
      return Self.loadResolver(Self.text(document)).diagnostics
    }
  }

  // MARK: Found cases

  /// Every input a fuzzer (or a hostile test) broke the loader with, kept so it stays fixed.
  @Test func foundCases() throws {
    let dark = Self.text(try ThemeFixtures.completeDocument("dark"))
    // A VK012 with no documents at all named no file (the description began with ":").
    let noSources = """
      {"version": "2025.10", "modifiers": {"theme": {"contexts": {"dark": [], "light": []}}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
      """
    _ = Self.loadResolver(noSources)
    // A key holding ESC, BEL, a line break, C1 CSI and a bidi override, printed raw.
    let hostileName = dark.replacingOccurrences(
      of: "\"brand\":{", with: #""brand":{"x\u001B]0;t\u0007\n\u009B\u202E":{"$value":"{nowhere}"},"#)
    #expect(hostileName != dark)
    Self.check(
      ThemeLoader.load(text: hostileName, file: "Themes/dark.tokens.json"), file: "Themes/dark.tokens.json",
      input: "hostile name")
    // A text style alias whose own colour extension referenced itself recursed until the stack
    // overflowed (signal 11, found by mutatedTokenStructure in a 20,000-iteration run).
    let selfColour = dark.replacingOccurrences(
      of: "\"brand\":{",
      with:
        #""brand":{"x":{"$value":"{typography.bold}","$extensions":{"dev.viewkit":{"color":"{color.brand.x}"}}},"#
    )
    #expect(selfColour != dark)
    Self.check(
      ThemeLoader.load(text: selfColour, file: "Themes/dark.tokens.json"), file: "Themes/dark.tokens.json",
      input: "text style colour is itself")
    // A set including the next 10,000 times overflowed the stack (recursion per set).
    var chain = #"{"version": "2025.10", "sets": {"#
    for index in 0..<10_000 {
      chain += ##""s\##(index)": {"sources": [{"$ref": "#/sets/s\##(index + 1)"}]}, "##
    }
    chain += ##""s10000": {"sources": [{"$ref": "base.tokens.json"}]}}, "##
    chain += ##""resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
    _ = Self.loadResolver(chain)
  }
}
