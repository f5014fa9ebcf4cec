import Foundation

/// Loads DTCG 2025.10 theme files (`*.tokens.json`) into ``Theme`` values.
///
/// It reads groups, `$type` inheritance, `{group.token}` references (with cycle detection and
/// type checks), colour objects, and ViewKit's `dev.viewkit` extensions (16/256-colour
/// fallbacks, terminal default colours, rounded corners, declared contrast checks), then checks
/// that every token of ``ThemeSchema`` is there. Every problem of a file is reported at once;
/// a file with any error gives no theme, so a half-valid theme is never used.
///
/// ```swift
/// let result = ThemeLoader.load(contentsOf: "Themes/dark.tokens.json")
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
public enum ThemeLoader {
  /// The `$extensions` key ViewKit reads.
  public static let vendorKey = "dev.viewkit"

  /// Loads a theme file from disk; an unreadable file is a diagnostic, not a crash.
  public static func load(contentsOf path: String) -> ThemeLoadResult {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      return ThemeLoadResult(
        theme: nil,
        diagnostics: [
          ThemeDiagnostic(
            code: "VK003", file: path, path: nil, line: nil,
            problem: exists ? "cannot read the file" : "no such file",
            expected: "a readable DTCG theme file (*.tokens.json)",
            hint: exists ? "Check its permissions." : "Check the path.")
        ])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return ThemeLoadResult(
        theme: nil,
        diagnostics: [
          ThemeDiagnostic(
            code: "VK001", file: path, path: nil, line: nil, problem: "the file is not UTF-8 text",
            expected: "a UTF-8 JSON document", hint: "Save it as UTF-8.")
        ])
    }
    return load(text: text, file: path)
  }

  /// Loads a theme from JSON text; `file` names it in diagnostics and gives the theme's name.
  public static func load(text: String, file: String) -> ThemeLoadResult {
    var loader = Loader(file: file)
    let theme = loader.run(text)
    let diagnostics = loader.diagnostics.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    let hasError = diagnostics.contains { $0.severity == .error }
    return ThemeLoadResult(theme: hasError ? nil : theme, diagnostics: diagnostics)
  }

  /// The theme's name a file must declare: its file name without `.tokens.json`.
  public static func themeName(forFile file: String) -> String {
    var name = (file as NSString).lastPathComponent
    for suffix in [".tokens.json", ".json"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  /// The closest candidate to a misspelt word, when one is close enough to be a likely typo.
  static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance <= max(1, min(word.count, candidate.count) / 3), distance < (best?.1 ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

/// A token as written, before resolution.
private struct RawToken {
  var path: String
  var type: TokenType?
  var value: JSONNode
  var extensions: JSONNode?
  var line: Int
}

private struct Loader {
  let file: String
  var diagnostics: [ThemeDiagnostic] = []
  var tokens: [String: RawToken] = [:]
  var order: [String] = []
  var groups: Set<String> = []
  var resolved: [String: TokenValue] = [:]
  var failed: Set<String> = []
  var visiting: [String] = []

  init(file: String) { self.file = file }

  mutating func error(
    _ code: String, _ path: String?, _ line: Int?, _ problem: String, _ expected: String,
    _ hint: String? = nil
  ) {
    diagnostics.append(
      ThemeDiagnostic(
        code: code, file: file, path: path, line: line, problem: problem, expected: expected, hint: hint))
  }

  mutating func warning(
    _ code: String, _ path: String?, _ line: Int?, _ problem: String, _ expected: String,
    _ hint: String? = nil
  ) {
    diagnostics.append(
      ThemeDiagnostic(
        code: code, severity: .warning, file: file, path: path, line: line, problem: problem,
        expected: expected, hint: hint))
  }

  mutating func run(_ text: String) -> Theme? {
    let root: JSONNode
    do {
      root = try JSONParser.parse(text)
    } catch {
      self.error(
        "VK001", nil, error.line,
        "not valid JSON at line \(error.line), column \(error.column): \(error.message)",
        "strict JSON", "Theme files allow no comments and no trailing commas.")
      return nil
    }
    guard root.members != nil else {
      error("VK002", nil, root.line, "the top level is a \(root.typeName)", "a JSON object (the root group)")
      return nil
    }
    walkGroup(root, path: [], inheritedType: nil)
    let info = readRootExtensions(root)
    for path in order { _ = resolve(path) }
    checkSchema()
    let contrastChecks = runContrastChecks(info.checks, lines: info.checkLines)
    return Theme(
      name: info.name, displayName: info.displayName, appearance: info.appearance, tokens: resolved,
      contrastChecks: contrastChecks)
  }

  // MARK: Structure

  static let groupProperties = ["$type", "$description", "$extensions", "$deprecated", "$schema"]
  static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]

  mutating func checkDuplicates(_ node: JSONNode, path: [String]) {
    guard let members = node.members else { return }
    var seen: [String: Int] = [:]
    for (key, child) in members {
      if let first = seen[key] {
        error(
          "VK011", (path + [key]).joined(separator: "."), child.line,
          "key \"\(key)\" appears twice (lines \(first) and \(child.line)), and JSON keeps only one",
          "each key once per object", "Delete or rename one of them.")
      } else {
        seen[key] = child.line
      }
    }
  }

  mutating func readType(_ node: JSONNode?, path: String) -> TokenType?? {
    guard let node else { return .none }
    guard let text = node.string else {
      error("VK021", path, node.line, "$type is a \(node.typeName)", "a type name string")
      return .some(nil)
    }
    guard let type = TokenType(rawValue: text) else {
      let names = TokenType.allCases.map(\.rawValue)
      let guess = ThemeLoader.suggestion(for: text, among: names).map { "Did you mean \"\($0)\"?" }
      error(
        "VK021", path, node.line, "unknown $type \"\(text)\"",
        "one of " + names.joined(separator: ", "), guess)
      return .some(nil)
    }
    return .some(type)
  }

  mutating func walkGroup(_ node: JSONNode, path: [String], inheritedType: TokenType?) {
    let dotted = path.joined(separator: ".")
    checkDuplicates(node, path: path)
    var groupType = inheritedType
    if let declared = readType(node["$type"], path: dotted) { groupType = declared ?? inheritedType }
    if !path.isEmpty { groups.insert(dotted) }
    var childCount = 0
    for (key, child) in node.members ?? [] {
      if key.hasPrefix("$") {
        if !Self.groupProperties.contains(key) {
          let guess = ThemeLoader.suggestion(for: key, among: Self.tokenProperties)
          if key == "$value" { continue }
          error(
            "VK007", dotted.isEmpty ? nil : dotted, child.line, "unknown property \"\(key)\"",
            "one of " + Self.groupProperties.joined(separator: ", ") + " on a group",
            guess.map { "Did you mean \"\($0)\"?" })
        }
        continue
      }
      childCount += 1
      let childPath = path + [key]
      if !checkName(key, path: childPath, line: child.line) { continue }
      guard child.members != nil else {
        error(
          "VK006", childPath.joined(separator: "."), child.line,
          "a \(child.typeName) where a token or group belongs",
          "an object with \"$value\" (a token) or a group",
          "Write {\"$value\": …}.")
        continue
      }
      if child["$value"] != nil {
        walkToken(child, path: childPath, inheritedType: groupType)
      } else if let typo = child.members?.first(where: {
        $0.key.hasPrefix("$") && !Self.groupProperties.contains($0.key)
      }), ThemeLoader.suggestion(for: typo.key, among: ["$value"]) != nil {
        error(
          "VK007", childPath.joined(separator: "."), typo.node.line, "unknown property \"\(typo.key)\"",
          "one of " + Self.tokenProperties.joined(separator: ", "), "Did you mean \"$value\"?")
      } else {
        walkGroup(child, path: childPath, inheritedType: groupType)
      }
    }
    if childCount == 0 && !path.isEmpty {
      warning(
        "VK009", dotted, node.line, "group has no tokens", "a group with at least one token",
        "If this was meant to be a token, add \"$value\".")
    }
  }

  mutating func checkName(_ key: String, path: [String], line: Int) -> Bool {
    if key.contains(".") || key.contains("{") || key.contains("}") || key.isEmpty {
      error(
        "VK008", path.joined(separator: "."), line, "name \"\(key)\" is empty or contains '.', '{' or '}'",
        "a name without those characters", "Nest groups instead of using dots.")
      return false
    }
    return true
  }

  mutating func walkToken(_ node: JSONNode, path: [String], inheritedType: TokenType?) {
    let dotted = path.joined(separator: ".")
    checkDuplicates(node, path: path)
    for (key, child) in node.members ?? [] where !Self.tokenProperties.contains(key) {
      if key.hasPrefix("$") {
        let guess = ThemeLoader.suggestion(for: key, among: Self.tokenProperties)
        error(
          "VK007", dotted, child.line, "unknown property \"\(key)\"",
          "one of " + Self.tokenProperties.joined(separator: ", "), guess.map { "Did you mean \"\($0)\"?" })
      } else {
        error(
          "VK006", dotted, child.line, "token has \"$value\" and also a child \"\(key)\"",
          "a token or a group, not both", "Move \"\(key)\" into a group of its own.")
      }
    }
    guard let value = node["$value"] else { return }
    var type = inheritedType
    var typeKnown = true
    if let declared = readType(node["$type"], path: dotted) {
      type = declared
      typeKnown = declared != nil
    }
    if type == nil && typeKnown && referencePath(value) == nil {
      error(
        "VK020", dotted, node.line, "no $type here and none inherited from a parent group",
        "a $type on the token or a parent group", "Add \"$type\": \"color\" (or the right type).")
      return
    }
    if !typeKnown { failed.insert(dotted) }
    tokens[dotted] = RawToken(
      path: dotted, type: type, value: value, extensions: node["$extensions"], line: node.line)
    order.append(dotted)
  }

  // MARK: Root extensions

  /// What the root `$extensions["dev.viewkit"]` block declares.
  struct RootInfo {
    var name: String
    var displayName: String
    var appearance = Appearance.dark
    var checks: [ContrastCheck] = []
    var checkLines: [Int] = []
  }

  mutating func readRootExtensions(_ root: JSONNode) -> RootInfo {
    let fileName = ThemeLoader.themeName(forFile: file)
    var info = RootInfo(name: fileName, displayName: fileName)
    guard let vendor = root["$extensions"]?[ThemeLoader.vendorKey] else {
      error(
        "VK012", nil, root.line, "no $extensions[\"\(ThemeLoader.vendorKey)\"] at the top level",
        "a theme block: {\"theme\": {\"name\": \"\(fileName)\", \"appearance\": \"dark\"}}")
      return info
    }
    if let version = vendor["formatVersion"], version.number != 1 {
      error(
        "VK013", nil, version.line, "formatVersion is \(describe(version))", "formatVersion 1",
        "This ViewKit reads version 1 theme files.")
    }
    if let theme = vendor["theme"] {
      readThemeBlock(theme, fileName: fileName, into: &info)
    } else {
      error(
        "VK012", nil, vendor.line, "no \"theme\" block in $extensions[\"\(ThemeLoader.vendorKey)\"]",
        "{\"name\": \"\(fileName)\", \"appearance\": \"dark\"}")
    }
    if let list = vendor["contrastChecks"]?.array {
      for index in list.indices { readContrastCheck(list[index], index: index, into: &info) }
    }
    return info
  }

  mutating func readThemeBlock(_ theme: JSONNode, fileName: String, into info: inout RootInfo) {
    if let nameNode = theme["name"], let declared = nameNode.string {
      info.name = declared
      if declared != fileName {
        error(
          "VK004", nil, nameNode.line,
          "theme name \"\(declared)\" does not match the file name \"\(fileName)\"",
          "the file name without .tokens.json", "Rename the file or the theme.")
      }
    }
    info.displayName = theme["displayName"]?.string ?? info.name
    if let node = theme["appearance"] {
      let text = node.string ?? ""
      if let value = Appearance(rawValue: text) {
        info.appearance = value
      } else {
        error("VK014", nil, node.line, "appearance is \(describe(node))", "\"dark\" or \"light\"")
      }
    }
  }

  mutating func readContrastCheck(_ node: JSONNode, index: Int, into info: inout RootInfo) {
    let fg = referencePath(text: node["foreground"]?.string ?? "")
    let bg = referencePath(text: node["background"]?.string ?? "")
    let minimum = node["min"]?.number
    if let fg, let bg, let minimum {
      info.checks.append(ContrastCheck(foreground: fg, background: bg, minimum: minimum))
      info.checkLines.append(node.line)
    } else {
      error(
        "VK071", nil, node.line, "contrastChecks[\(index)] is incomplete",
        "{\"foreground\": \"{path}\", \"background\": \"{path}\", \"min\": 4.5}")
    }
  }

  // MARK: References

  func referencePath(_ node: JSONNode) -> String? {
    node.string.flatMap(referencePath(text:))
  }

  func referencePath(text: String) -> String? {
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }

  /// Resolves a token, memoised; nil when it (or what it references) has an error.
  mutating func resolve(_ path: String) -> TokenValue? {
    if let value = resolved[path] { return value }
    if failed.contains(path) { return nil }
    guard let token = tokens[path] else { return nil }
    if let cycleStart = visiting.firstIndex(of: path) {
      // Report the cycle from its alphabetically first member, whatever order found it.
      var members = Array(visiting[cycleStart...])
      if let first = members.indices.min(by: { members[$0] < members[$1] }) {
        members = Array(members[first...] + members[..<first])
      }
      let cycle = members + [members[0]]
      error(
        "VK044", members[0], tokens[members[0]]?.line ?? token.line,
        "circular reference: " + cycle.joined(separator: " → "),
        "references that end at a value", "Point one of these tokens at a value.")
      for member in members { failed.insert(member) }
      return nil
    }
    visiting.append(path)
    defer { visiting.removeLast() }
    let value: TokenValue?
    if let target = referenceTarget(token.value, at: path, line: token.line) {
      value = followReference(target, from: token)
    } else if referenceProblem(token.value, at: path) {
      value = nil
    } else if let type = token.type {
      value = parseLiteral(token, type: type)
    } else {
      value = nil
    }
    if failed.contains(path) { return nil }
    if let value {
      resolved[path] = value
    } else {
      failed.insert(path)
    }
    return value
  }

  /// The referenced path when the value is a well-formed reference.
  func referenceTarget(_ node: JSONNode, at path: String, line: Int) -> String? {
    referencePath(node)
  }

  /// Reports a string that looks like a reference but is not one; true when it did.
  mutating func referenceProblem(_ node: JSONNode, at path: String) -> Bool {
    guard let text = node.string, text.contains("{") || text.contains("}") else { return false }
    if text.filter({ $0 == "{" }).count != text.filter({ $0 == "}" }).count {
      error(
        "VK040", path, node.line, "malformed reference \"\(text)\"",
        "a reference such as \"{color.brand.primary}\"",
        "Check the braces.")
    } else {
      error(
        "VK041", path, node.line, "\"\(text)\" mixes text and a reference",
        "a reference as the whole value, such as \"{color.border.default}\"")
    }
    return true
  }

  mutating func followReference(_ target: String, from token: RawToken) -> TokenValue? {
    guard tokens[target] != nil else {
      if groups.contains(target) {
        let children = order.filter { $0.hasPrefix(target + ".") }.prefix(3)
        error(
          "VK043", token.path, token.value.line, "references \(target), which is a group, not a token",
          "a reference to a token",
          children.isEmpty
            ? nil : "Reference one of its tokens, e.g. " + children.joined(separator: ", ") + ".")
      } else {
        let guess = ThemeLoader.suggestion(for: target, among: order)
        error(
          "VK042", token.path, token.value.line, "references \(target), which is not defined",
          "a reference to a token of this file", guess.map { "Did you mean \($0)?" })
      }
      return nil
    }
    guard let value = resolve(target) else { return nil }
    let targetType = type(of: value)
    if let declared = token.type, declared != targetType {
      error(
        "VK045", token.path, token.value.line,
        "$type \(declared.rawValue) references \(target), which is \(targetType.rawValue)",
        "a reference to a \(declared.rawValue) token",
        "Point it at a \(declared.rawValue) token or change its $type.")
      return nil
    }
    if case .color(let color, let preview) = value {
      return .color(color.named(TokenName(token.path)), preview: preview)
    }
    return value
  }

  func type(of value: TokenValue) -> TokenType {
    switch value {
    case .color: return .color
    case .number: return .number
    case .duration: return .duration
    case .border: return .border
    case .textStyle: return .textStyle
    }
  }

  // MARK: Literals

  mutating func parseLiteral(_ token: RawToken, type: TokenType) -> TokenValue? {
    switch type {
    case .color:
      return parseColor(token.value, path: token.path, extensions: token.extensions).map {
        .color($0.0.named(TokenName(token.path)), preview: $0.1)
      }
    case .number:
      guard let number = token.value.number, number >= 0, number == number.rounded(), number <= 10_000 else {
        error(
          "VK028", token.path, token.value.line, "value is \(describe(token.value))",
          "a whole number of cells from 0 to 10000")
        return nil
      }
      return .number(Int(number))
    case .duration:
      guard let amount = token.value["value"]?.number, let unit = token.value["unit"]?.string,
        unit == "ms" || unit == "s", amount >= 0
      else {
        error(
          "VK030", token.path, token.value.line, "value is \(describe(token.value))",
          "a duration such as {\"value\": 80, \"unit\": \"ms\"} (unit ms or s)")
        return nil
      }
      return .duration(milliseconds: Int((unit == "s" ? amount * 1000 : amount).rounded()))
    case .border:
      return parseBorder(token)
    case .textStyle:
      return parseTextStyle(token)
    }
  }

  func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .string(let text): return "\"\(text)\""
    case .number(let number): return number == number.rounded() ? String(Int(number)) : String(number)
    case .bool(let flag): return String(flag)
    default: return "a \(node.typeName)"
    }
  }

  mutating func parseColor(_ node: JSONNode, path: String, extensions: JSONNode?) -> (Color, RGB)? {
    if let text = node.string {
      if let rgb = RGB(hex: text) {
        let parts = [rgb.red, rgb.green, rgb.blue].map { component($0) }
        error(
          "VK026", path, node.line, "hex colour \"\(text)\" as a plain string is not DTCG 2025.10",
          "a colour object",
          "Write {\"colorSpace\": \"srgb\", \"components\": [\(parts.joined(separator: ", "))], \"hex\": \"\(rgb.hex)\"}."
        )
      } else {
        error(
          "VK026", path, node.line, "\"\(text)\" is not a colour",
          "a colour object {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} with components from 0 to 1")
      }
      return nil
    }
    guard node.members != nil else {
      error("VK026", path, node.line, "value is \(describe(node))", "a colour object")
      return nil
    }
    let space = node["colorSpace"]?.string ?? ""
    guard space == "srgb" else {
      error(
        "VK022", path, node["colorSpace"]?.line ?? node.line,
        space.isEmpty ? "colorSpace is missing" : "colorSpace \"\(space)\" is not supported yet", "\"srgb\"")
      return nil
    }
    guard let components = node["components"]?.array, components.count == 3 else {
      let count = node["components"]?.array?.count
      error(
        "VK023", path, node["components"]?.line ?? node.line,
        count.map { "components has \($0) values" } ?? "components is missing or not an array",
        "3 numbers for srgb")
      return nil
    }
    var channels: [UInt8] = []
    for (index, item) in components.enumerated() {
      guard let value = item.number, value >= 0, value <= 1 else {
        error(
          "VK024", path, item.line, "component \(index) is \(describe(item))", "a number from 0 to 1",
          item.number.map { $0 > 1 && $0 <= 255 ? "Divide 8-bit values by 255." : nil } ?? nil)
        return nil
      }
      channels.append(UInt8((value * 255).rounded()))
    }
    let rgb = RGB(channels[0], channels[1], channels[2])
    if let alpha = node["alpha"], alpha.number != 1 {
      error(
        "VK037", path, alpha.line, "alpha is \(describe(alpha)); terminals have no transparency",
        "an opaque colour (alpha 1, or no alpha)", "Blend the colour over its background yourself.")
      return nil
    }
    if let hexNode = node["hex"] {
      guard let text = hexNode.string, let hex = RGB(hex: text) else {
        error("VK025", path, hexNode.line, "hex \(describe(hexNode)) is not #rrggbb", "a 6-digit hex colour")
        return nil
      }
      if hex != rgb {
        error(
          "VK025", path, hexNode.line, "hex \"\(text)\" does not match components (= \(rgb.hex))",
          "hex and components that agree", "Fix one of them.")
        return nil
      }
    }
    var color = Color(.rgb(rgb))
    if let vendor = extensions?[ThemeLoader.vendorKey] {
      if let node = vendor["ansi256"] {
        guard let index = node.number, index >= 16, index <= 255, index == index.rounded() else {
          error(
            "VK027", path, node.line, "ansi256 is \(describe(node))", "a palette index from 16 to 255",
            "0-15 are the user's own colours; set ansi16 for those.")
          return nil
        }
        color.ansi256Fallback = UInt8(index)
      }
      if let node = vendor["ansi16"] {
        guard let name = node.string, let ansi = ANSIColor(name: name) else {
          let names = ANSIColor.allCases.map(\.name)
          error(
            "VK027", path, node.line, "ansi16 is \(describe(node))",
            "one of " + names.joined(separator: ", "),
            node.string.flatMap { ThemeLoader.suggestion(for: $0, among: names) }.map {
              "Did you mean \"\($0)\"?"
            })
          return nil
        }
        color.ansi16Fallback = ansi
      }
      if let node = vendor["terminalDefault"] {
        guard node.string == "foreground" || node.string == "background" else {
          error(
            "VK027", path, node.line, "terminalDefault is \(describe(node))",
            "\"foreground\" or \"background\"")
          return nil
        }
        color = Color(.default)
      }
    }
    return (color, rgb)
  }

  func component(_ value: UInt8) -> String {
    let number = (Double(value) / 255 * 10000).rounded() / 10000
    return String(number)
  }

  mutating func colorField(_ node: JSONNode, path: String, field: String) -> Color? {
    if let target = referencePath(node) {
      guard tokens[target] != nil else {
        let guess = ThemeLoader.suggestion(for: target, among: order)
        error(
          "VK042", path, node.line, "\(field) references \(target), which is not defined",
          "a reference to a colour token", guess.map { "Did you mean \($0)?" })
        return nil
      }
      guard let value = resolve(target) else { return nil }
      guard case .color(let color, _) = value else {
        error(
          "VK045", path, node.line, "\(field) references \(target), which is \(type(of: value).rawValue)",
          "a reference to a colour token")
        return nil
      }
      return color
    }
    if referenceProblem(node, at: path) { return nil }
    return parseColor(node, path: path, extensions: nil)?.0
  }

  mutating func parseBorder(_ token: RawToken) -> TokenValue? {
    let node = token.value
    guard node.members != nil else {
      error(
        "VK031", token.path, node.line, "value is \(describe(node))",
        "a border {\"color\": …, \"width\": {\"value\": 1, \"unit\": \"px\"}, \"style\": \"solid\"}")
      return nil
    }
    guard let colorNode = node["color"], let color = colorField(colorNode, path: token.path, field: "color")
    else {
      if node["color"] == nil {
        error("VK031", token.path, node.line, "border has no color", "a colour or a reference to one")
      }
      return nil
    }
    guard let widthNode = node["width"], let width = widthNode["value"]?.number,
      widthNode["unit"]?.string == "px", [0, 1, 2].contains(width)
    else {
      error(
        "VK031", token.path, node["width"]?.line ?? node.line,
        "width is \(node["width"].map(describe) ?? "missing")",
        "{\"value\": 0, 1 or 2, \"unit\": \"px\"} (0 hidden, 1 light, 2 heavy)")
      return nil
    }
    let strokeStyle = node["style"]?.string ?? "solid"
    guard strokeStyle == "solid" || strokeStyle == "double" else {
      error(
        "VK032", token.path, node["style"]?.line ?? node.line,
        "style \"\(strokeStyle)\" has no terminal rendering",
        "solid or double")
      return nil
    }
    var style: BorderStyle = width == 0 ? .hidden : width == 2 ? .heavy : .single
    if strokeStyle == "double" && width != 0 { style = .double }
    if let vendor = token.extensions?[ThemeLoader.vendorKey] {
      if let corners = vendor["corners"] {
        switch corners.string {
        case "rounded":
          guard style == .single else {
            error(
              "VK033", token.path, corners.line, "rounded corners on a \(style.rawValue) border",
              "rounded corners only with width 1 and style solid")
            return nil
          }
          style = .rounded
        case "square": break
        default:
          error(
            "VK033", token.path, corners.line, "corners is \(describe(corners))", "\"rounded\" or \"square\"")
          return nil
        }
      }
      if let glyphs = vendor["glyphs"] {
        guard glyphs.string == "ascii" else {
          error("VK033", token.path, glyphs.line, "glyphs is \(describe(glyphs))", "\"ascii\"")
          return nil
        }
        style = .ascii
      }
    }
    return .border(BorderToken(style: style, color: color))
  }

  static let textStyleFields = [
    "intensity", "italic", "underline", "strikethrough", "reverse", "color", "background",
  ]

  mutating func parseTextStyle(_ token: RawToken) -> TokenValue? {
    let node = token.value
    guard let members = node.members else {
      error(
        "VK034", token.path, node.line, "value is \(describe(node))",
        "a text style object such as {\"intensity\": \"bold\"}")
      return nil
    }
    var style = TextStyleToken()
    var ok = true
    for (key, field) in members {
      switch key {
      case "intensity":
        switch field.string {
        case "normal": break
        case "bold": style.attributes.insert(.bold)
        case "faint": style.attributes.insert(.faint)
        default:
          error("VK035", token.path, field.line, "intensity is \(describe(field))", "normal, bold or faint")
          ok = false
        }
      case "italic", "underline", "strikethrough", "reverse":
        guard let flag = field.bool else {
          error("VK035", token.path, field.line, "\(key) is \(describe(field))", "true or false")
          ok = false
          continue
        }
        let attribute: TextAttributes =
          key == "italic"
          ? .italic : key == "underline" ? .underline : key == "reverse" ? .reverse : .strikethrough
        if flag { style.attributes.insert(attribute) }
      case "color", "background":
        guard let color = colorField(field, path: token.path, field: key) else {
          ok = false
          continue
        }
        if key == "color" { style.foreground = color } else { style.background = color }
      default:
        let guess = ThemeLoader.suggestion(for: key, among: Self.textStyleFields)
        error(
          "VK034", token.path, field.line, "unknown field \"\(key)\"",
          "one of " + Self.textStyleFields.joined(separator: ", "), guess.map { "Did you mean \"\($0)\"?" })
        ok = false
      }
    }
    return ok ? .textStyle(style) : nil
  }

  // MARK: Whole-theme checks

  mutating func checkSchema() {
    var missing: [String] = []
    for (path, type) in ThemeSchema.required {
      guard let raw = tokens[path] else {
        missing.append("\(path) (\(type.rawValue))")
        continue
      }
      if let value = resolved[path], self.type(of: value) != type {
        error(
          "VK061", path, raw.line, "token is \(self.type(of: value).rawValue)",
          "a \(type.rawValue) token: ViewKit's components read it as one")
      }
    }
    if !missing.isEmpty {
      error(
        "VK060", nil, nil,
        "missing \(missing.count) token\(missing.count == 1 ? "" : "s") that ViewKit's components read: "
          + missing.joined(separator: ", "), "every token of the theme schema",
        "Copy them from a built-in theme in Themes/.")
    }
  }

  mutating func runContrastChecks(_ checks: [ContrastCheck], lines: [Int]) -> [ContrastCheck] {
    var result: [ContrastCheck] = []
    for (check, line) in zip(checks, lines) {
      var colors: [RGB] = []
      for path in [check.foreground, check.background] {
        if case .color(_, let preview)? = resolved[path] {
          colors.append(preview)
        } else if tokens[path] == nil {
          let guess = ThemeLoader.suggestion(for: path, among: order)
          error(
            "VK071", nil, line, "contrast check names \(path), which is not defined", "a colour token",
            guess.map { "Did you mean \($0)?" })
        }
      }
      guard colors.count == 2 else { continue }
      result.append(check)
      let ratio = ColorMatcher.contrastRatio(colors[0], colors[1])
      if ratio + 1e-9 < check.minimum {
        let shown = (ratio * 100).rounded(.down) / 100
        error(
          "VK070", check.foreground, line,
          "contrast \(shown):1 on \(check.background) (\(colors[0].hex) on \(colors[1].hex)) is below \(check.minimum):1",
          "at least \(check.minimum):1 (WCAG 2: 4.5 for text, 3 for borders and focus)",
          "Make the colours further apart in lightness.")
      }
    }
    return result
  }
}
