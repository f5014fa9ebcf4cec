/// A token as written in one file, before resolution.
struct RawToken {
  /// The dotted path, e.g. `color.text.default`.
  var path: String
  /// The declared or inherited `$type`; nil when the value is a reference that gives it.
  var type: TokenType?
  /// The `$value` as written.
  var value: JSONNode
  /// The token's `$extensions`, when it has some.
  var extensions: JSONNode?
  /// The line of the token's object.
  var line: Int
  /// The file the token comes from, as the user named it.
  var file: String
}

/// A group that inherits the tokens of another (`"$extends": "{button.primary}"`): every token
/// of `target` that the group does not define itself, at the same place under the group.
struct GroupExtension {
  /// The extending group's path.
  var group: String
  /// The extended group's path.
  var target: String
  /// Where `$extends` is written.
  var line: Int
  /// The file it is written in.
  var file: String
}

/// What one DTCG token document declares: its tokens in file order, its groups, and ViewKit's
/// block of the root `$extensions`.
struct TokenDocument {
  /// The file, as the user named it.
  var file: String
  /// Every token, in file order.
  var tokens: [RawToken] = []
  /// Every group path.
  var groups: [String] = []
  /// The root `$extensions["dev.viewkit"]`, when present.
  var vendor: JSONNode?
  /// The line of the root object.
  var rootLine = 1
  /// Tokens already reported as broken (say, an unknown `$type`): references to them fail quietly.
  var invalid: [String] = []
  /// Groups that extend another (`$extends`), in file order.
  var extensions: [GroupExtension] = []
  /// Whether the document holds more than ``ThemeLimits/tokens`` tokens (reported as VK017): the
  /// theme is not checked further, since the tokens past the limit would look missing.
  var overLimit = false
}

/// How much a theme may hold; beyond each limit loading stops with its own diagnostic.
public struct ThemeLimits: Sendable, Hashable {
  /// The largest file, in bytes (VK015).
  public var fileBytes = 4 << 20
  /// The deepest nesting of JSON objects and arrays (VK016).
  public var nesting = 64
  /// The most tokens in one theme (VK017).
  public var tokens = 20_000
  /// The longest chain of references from a token to its value (VK046).
  public var referenceChain = 64
  /// The longest token or group path, in UTF-8 bytes with its dots (VK018): every token keeps
  /// its path, so one huge group name must not be copied into thousands of them.
  public var pathBytes = 1_024
  /// The most sources one theme of a resolver document merges, sets expanded (VK091).
  public var sources = 1_000
  /// The most contexts (themes) one modifier of a resolver document may have (VK092).
  public var contexts = 256
  /// The most token definitions a resolver document's themes merge in all: every context's
  /// sources (each file once) times their tokens, summed over the contexts (VK093). Past it the
  /// document is refused before more is read or merged, so a document cannot amplify its own
  /// size into minutes of merging. 250,000: sixteen themes over a base of 15,000 tokens, or
  /// 256 over a base of 900, checked in about two seconds (a merged definition costs about
  /// 7.5 µs to resolve and check; at 4,000,000 a document checked for 30 s in 500 MB).
  public var mergeWork = 250_000
  /// The most edit-distance work (table cells compared) the did-you-mean hints of one load may
  /// do in all: with thousands of tokens and misspelt references, even a few hints would
  /// otherwise compare each misspelling with every token. Past it the remaining problems are
  /// reported without a hint. 4,000,000: a few hundred milliseconds in a debug build.
  public var suggestionWork = 4_000_000

  /// The limits ViewKit uses.
  public static let standard = ThemeLimits()

  /// The largest value a limit is taken at: far past anything a file could reach, and far enough
  /// from `Int.max` that arithmetic on limits cannot overflow.
  static let ceiling = 1 << 40

  /// These limits with each one from 0 to ``ceiling``, as the loader uses them: a caller's limit of
  /// `-1` or `Int.max` must not trap in arithmetic or ranges.
  var clamped: ThemeLimits {
    var limits = self
    for field in [
      \ThemeLimits.fileBytes, \.nesting, \.tokens, \.referenceChain, \.pathBytes, \.sources, \.contexts,
      \.mergeWork, \.suggestionWork,
    ] {
      limits[keyPath: field] = min(max(limits[keyPath: field], 0), Self.ceiling)
    }
    return limits
  }
}

/// Reads a DTCG 2025.10 token document into ``TokenDocument``: the structure of groups and
/// tokens, `$type` inheritance, names and properties. Values are checked later, by the resolver.
struct TokenReader {
  /// The group properties DTCG 2025.10 defines.
  static let groupProperties = [
    "$type", "$description", "$extensions", "$deprecated", "$schema", "$extends", "$root",
  ]
  /// The token properties DTCG 2025.10 defines.
  static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated", "$ref"]

  let file: String
  let limits: ThemeLimits
  var document: TokenDocument
  var tokenCount = 0
  var tooMany = false
  /// Empty groups warned about so far: past ``emptyGroupWarnings`` they are only counted.
  var emptyGroups = 0
  /// The most VK009 warnings one file gives.
  static let emptyGroupWarnings = 20

  init(file: String, limits: ThemeLimits) {
    self.file = file
    self.limits = limits
    self.document = TokenDocument(file: file)
  }

  /// Parses and reads a document from its text; nil when it is not a usable JSON object.
  static func read(text: String, file: String, limits: ThemeLimits, log: inout DiagnosticLog)
    -> TokenDocument?
  {
    guard let parsed = parseJSON(text, file: file, limits: limits, log: &log) else { return nil }
    for duplicate in parsed.duplicates {
      log.error(
        "VK011", file: file, path: duplicate.path.joined(separator: "."), line: duplicate.line,
        "key \"\(duplicate.key)\" appears twice (lines \(duplicate.firstLine) and \(duplicate.line)), and JSON keeps only one",
        "each key once per object", "Delete or rename one of them.")
    }
    return read(root: parsed.root, file: file, limits: limits, log: &log)
  }

  /// Parses a theme file's or resolver document's JSON within the limits: too large (VK015),
  /// nested too deep (VK016) or not strict JSON (VK001) is a diagnostic and nil. Repeated keys are
  /// returned for the caller to report in its own terms.
  static func parseJSON(_ text: String, file: String, limits: ThemeLimits, log: inout DiagnosticLog)
    -> (root: JSONNode, duplicates: [JSONDuplicateKey])?
  {
    do {
      // The parser's own size limit is the file limit: one check, reported as VK015.
      return try JSONParser.parseDocument(
        text, limits: JSONLimits(maxDepth: limits.nesting, maxTextBytes: limits.fileBytes))
    } catch {
      if error.limit == .textBytes {
        log.error(
          "VK015", file: file, path: nil, line: nil, "the file is \(text.utf8.count) bytes",
          "at most \(limits.fileBytes) bytes", "A theme file this large is not one; check the path.")
      } else if error.limit == .depth {
        log.error(
          "VK016", file: file, path: nil, line: error.line,
          "objects and arrays nested more than \(limits.nesting) deep", "at most \(limits.nesting) levels")
      } else {
        log.error(
          "VK001", file: file, path: nil, line: error.line,
          "not valid JSON at line \(error.line), column \(error.column): \(error.message)",
          "strict JSON (RFC 8259)", "Theme files allow no comments and no trailing commas.")
      }
      return nil
    }
  }

  /// Reads a document already parsed (an inline source of a resolver document).
  static func read(root: JSONNode, file: String, limits: ThemeLimits, log: inout DiagnosticLog)
    -> TokenDocument?
  {
    guard root.members != nil else {
      log.error(
        "VK002", file: file, path: nil, line: root.line, "the top level is \(root.typeNameWithArticle)",
        "a JSON object (the root group)")
      return nil
    }
    var reader = TokenReader(file: file, limits: limits)
    reader.document.rootLine = root.line
    reader.document.vendor = root["$extensions"]?[ThemeLoader.vendorKey]
    reader.walkGroup(root, path: [], inheritedType: nil, log: &log)
    return reader.document
  }

  /// The `$type` a node declares: `.none` when absent, `.some(nil)` when it is not a spec type.
  func readType(_ node: JSONNode?, path: String, log: inout DiagnosticLog) -> TokenType?? {
    guard let node else { return .none }
    guard let text = node.string else {
      log.error(
        "VK021", file: file, path: path, line: node.line, "$type is \(node.typeNameWithArticle)",
        "a type name string")
      return .some(nil)
    }
    guard let type = TokenType(rawValue: text) else {
      let names = TokenType.allCases.map(\.rawValue)
      var hint = log.didYouMean(text, among: names, quoted: true)
      if text == "textStyle" {
        hint =
          "DTCG has no textStyle type: write \"$type\": \"typography\" with \"$value\": \"{typography.bold}\" "
          + "(or regular, faint), and put italic, underline, strikethrough, reverse, color and background in "
          + "\"$extensions\": {\"\(ThemeLoader.vendorKey)\": {…}}."
      }
      log.error(
        "VK021", file: file, path: path, line: node.line,
        "$type \(ThemeWording.describe(node)) is not a DTCG 2025.10 type",
        "one of " + names.joined(separator: ", "), hint)
      return .some(nil)
    }
    return .some(type)
  }

  mutating func walkGroup(
    _ node: JSONNode, path: [String], inheritedType: TokenType?, typeBroken: Bool = false,
    log: inout DiagnosticLog
  ) {
    let dotted = path.joined(separator: ".")
    var groupType = inheritedType
    var typeBroken = typeBroken
    if let declared = readType(node["$type"], path: dotted, log: &log) {
      groupType = declared ?? inheritedType
      typeBroken = declared == nil
    }
    if !path.isEmpty {
      // Groups count against the token limit too: a file of empty groups is bounded like one of tokens.
      tokenCount += 1
      if tokenCount > limits.tokens {
        if !tooMany {
          tooMany = true
          log.error(
            "VK017", file: file, path: dotted, line: node.line,
            "more than \(limits.tokens) tokens and groups",
            "at most \(limits.tokens) tokens and groups in one theme file")
        }
        return
      }
      document.groups.append(dotted)
    }
    var childCount = 0
    for (key, child) in node.members ?? [] {
      if key.hasPrefix("$") {
        switch key {
        case "$root":
          childCount += 1
          walkToken(child, path: path + [key], inheritedType: groupType, typeBroken: typeBroken, log: &log)
        case "$extends":
          let target = child.string.flatMap {
            TokenResolver.referencePath(text: $0) ?? Self.pointerTarget($0)
          }
          guard !path.isEmpty, let target else {
            log.error(
              "VK047", file: file, path: dotted.isEmpty ? nil : dotted, line: child.line,
              path.isEmpty
                ? "the root object has \"$extends\"" : "\"$extends\" is \(ThemeWording.describe(child))",
              "a reference to another group, such as \"{button.primary}\" or \"#/button/primary\"")
            break
          }
          document.extensions.append(
            GroupExtension(group: dotted, target: target, line: child.line, file: file))
          // A group that only extends another is not empty: it holds the other's tokens.
          childCount += 1
        case "$value" where path.isEmpty:
          log.error(
            "VK006", file: file, path: nil, line: child.line, "the root object has \"$value\"",
            "a root group of tokens")
        case _ where Self.groupProperties.contains(key):
          break
        default:
          let guess = log.didYouMean(key, among: Self.tokenProperties, quoted: true)
          if key == "$value" { break }
          log.error(
            "VK007", file: file, path: dotted.isEmpty ? nil : dotted, line: child.line,
            "unknown property \"\(key)\"",
            "one of " + Self.groupProperties.joined(separator: ", ") + " on a group",
            guess)
        }
        continue
      }
      childCount += 1
      let childPath = path + [key]
      guard checkName(key, path: childPath, line: child.line, log: &log) else { continue }
      guard child.members != nil else {
        log.error(
          "VK006", file: file, path: childPath.joined(separator: "."), line: child.line,
          "\(child.typeNameWithArticle) where a token or group belongs",
          "an object with \"$value\" (a token) or a group",
          "Write {\"$value\": …}.")
        continue
      }
      if child["$value"] != nil || child["$ref"] != nil {
        walkToken(child, path: childPath, inheritedType: groupType, typeBroken: typeBroken, log: &log)
      } else if let typo = child.members?.first(where: {
        $0.key.hasPrefix("$") && !Self.groupProperties.contains($0.key)
      }), ThemeWording.suggestion(for: typo.key, among: ["$value"]) != nil {
        log.error(
          "VK007", file: file, path: childPath.joined(separator: "."), line: typo.node.line,
          "unknown property \"\(typo.key)\"", "one of " + Self.tokenProperties.joined(separator: ", "),
          "Did you mean \"$value\"?")
      } else {
        walkGroup(child, path: childPath, inheritedType: groupType, typeBroken: typeBroken, log: &log)
      }
    }
    if childCount == 0 && !path.isEmpty {
      emptyGroups += 1
      if emptyGroups <= Self.emptyGroupWarnings {
        log.warning(
          "VK009", file: file, path: dotted, line: node.line,
          emptyGroups == Self.emptyGroupWarnings
            ? "group has no tokens (and more after it not listed)" : "group has no tokens",
          "a group with at least one token",
          "If this was meant to be a token, add \"$value\".")
      }
    }
  }

  /// Whether a token or group name is usable: not empty, without `.`, `{` or `}`, and not making
  /// its path longer than ``ThemeLimits/pathBytes``; a diagnostic otherwise.
  func checkName(_ key: String, path: [String], line: Int, log: inout DiagnosticLog) -> Bool {
    let length = path.reduce(path.count - 1) { $0 + $1.utf8.count }
    if length > limits.pathBytes {
      let shown = path.map { ThemeWording.shortened($0, to: 32) }.joined(separator: ".")
      log.error(
        "VK018", file: file, path: ThemeWording.shortened(shown, to: 200), line: line,
        "the path of this token or group is \(length) bytes long", "at most \(limits.pathBytes) bytes",
        "Use shorter names.")
      return false
    }
    if key.contains(".") || key.contains("{") || key.contains("}") || key.isEmpty {
      log.error(
        "VK008", file: file, path: path.joined(separator: "."), line: line,
        "name \"\(key)\" is empty or contains '.', '{' or '}'", "a name without those characters",
        "Nest groups instead of using dots.")
      return false
    }
    return true
  }

  /// The dotted path a JSON Pointer names, when it names a whole token of this theme: `#/a/b`
  /// or `#/a/b/$value`, with `~1` for `/` and `~0` for `~`; nil for anything else (another
  /// document, a part of a value, a name a dotted path cannot hold).
  static func pointerTarget(_ pointer: String) -> String? {
    guard pointer.hasPrefix("#/") else { return nil }
    var parts: [String] = []
    for piece in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
      var name = ""
      var escaped = false
      for character in piece {
        if escaped {
          guard character == "0" || character == "1" else { return nil }
          name.append(character == "1" ? "/" : "~")
          escaped = false
        } else if character == "~" {
          escaped = true
        } else {
          name.append(character)
        }
      }
      guard !escaped else { return nil }
      parts.append(name)
    }
    if parts.last == "$value" { parts.removeLast() }
    guard !parts.isEmpty,
      parts.allSatisfy({
        !$0.isEmpty && (!$0.hasPrefix("$") || $0 == "$root") && !$0.contains(".") && !$0.contains("{")
          && !$0.contains("}")
      })
    else { return nil }
    return parts.joined(separator: ".")
  }

  mutating func walkToken(
    _ node: JSONNode, path: [String], inheritedType: TokenType?, typeBroken: Bool, log: inout DiagnosticLog
  ) {
    let dotted = path.joined(separator: ".")
    guard node.members != nil else {
      log.error(
        "VK006", file: file, path: dotted, line: node.line, "$root is \(node.typeNameWithArticle)",
        "a token object")
      return
    }
    for (key, child) in node.members ?? [] where !Self.tokenProperties.contains(key) {
      if key.hasPrefix("$") {
        log.error(
          "VK007", file: file, path: dotted, line: child.line, "unknown property \"\(key)\"",
          "one of " + Self.tokenProperties.joined(separator: ", "),
          log.didYouMean(key, among: Self.tokenProperties, quoted: true))
      } else {
        log.error(
          "VK006", file: file, path: dotted, line: child.line,
          "token has \"$value\" and also a child \"\(key)\"",
          "a token or a group, not both", "Move \"\(key)\" into a group of its own.")
      }
    }
    let value: JSONNode
    if let pointer = node["$ref"] {
      // A JSON Pointer to another token (`#/color/brand/primary`, with or without a last
      // `/$value`) is the same alias as `{color.brand.primary}`.
      guard node["$value"] == nil, let text = pointer.string, let target = Self.pointerTarget(text) else {
        log.error(
          "VK048", file: file, path: dotted, line: pointer.line,
          node["$value"] != nil
            ? "token has both \"$value\" and \"$ref\""
            : "\"$ref\" \(ThemeWording.describe(pointer)) is not a pointer to a whole token",
          "a JSON Pointer to a token of the theme, such as \"#/color/brand/primary\" (not into a value)",
          "Or write the reference as \"$value\": \"{color.brand.primary}\".")
        return
      }
      value = JSONNode(value: .string("{\(target)}"), line: pointer.line, column: pointer.column)
    } else if let written = node["$value"] {
      value = written
    } else {
      return
    }
    var type = inheritedType
    var typeKnown = !typeBroken
    if let declared = readType(node["$type"], path: dotted, log: &log) {
      type = declared
      typeKnown = declared != nil
    }
    guard typeKnown else {
      document.invalid.append(dotted)
      return
    }
    if type == nil && TokenResolver.referencePath(value) == nil {
      log.error(
        "VK020", file: file, path: dotted, line: node.line,
        "no $type here and none inherited from a parent group",
        "a $type on the token or a parent group", "Add \"$type\": \"color\" (or the right type).")
      return
    }
    tokenCount += 1
    if tokenCount > limits.tokens {
      if !tooMany {
        tooMany = true
        document.overLimit = true
        log.error(
          "VK017", file: file, path: dotted, line: node.line, "more than \(limits.tokens) tokens",
          "at most \(limits.tokens) tokens in one theme")
      }
      return
    }
    document.tokens.append(
      RawToken(
        path: dotted, type: type, value: value, extensions: node["$extensions"], line: node.line, file: file))
  }
}
