/// Merges token documents (the last definition of a path wins, as the DTCG Resolver module says)
/// and resolves every `{group.token}` reference: chains are followed without recursion, cycles are
/// reported once with every member, and a chain longer than the limit is an error of its own.
///
/// Literal values are read by the value readers in `TokenValues.swift`.
struct TokenResolver {
  var log: DiagnosticLog
  let limits: ThemeLimits
  /// Every token by path, after merging.
  var tokens: [String: RawToken] = [:]
  /// Paths in the order they were first defined.
  var order: [String] = []
  /// Every group path.
  var groups: Set<String> = []
  /// Resolved values.
  var resolved: [String: TokenValue] = [:]
  /// Paths that cannot resolve (already reported).
  var failed: Set<String> = []
  /// Paths whose resolution is under way, to catch cycles through composite values.
  var inProgress: Set<String> = []
  /// How deep composite values (a border's colour, a typography's weight) have nested.
  var depth = 0
  /// How many references lead from each resolved token to its literal value.
  var hops: [String: Int] = [:]

  /// Up to three tokens of each group, for the hint of a reference to a group; made the first
  /// time one is needed.
  var groupExamples: [String: [String]]?
  /// Whether the documents hold more than ``ThemeLimits/tokens`` tokens together (VK017).
  var overLimit = false
  /// Whether composite values nested too deep has been reported (VK046, once per theme).
  var depthReported = false
  /// Tokens scanned for `$extends` so far, and whether the budget has been reported.
  var extensionWork = 0
  var extensionBudgetReported = false
  /// The most tokens `$extends` may scan in one theme.
  static let extensionBudget = 4_000_000

  /// Merges `documents` in order; more than ``ThemeLimits/tokens`` different paths in all is an
  /// error (VK017, unless a document over the limit on its own has reported it), and the rest are
  /// dropped.
  init(documents: [TokenDocument], limits: ThemeLimits, log: DiagnosticLog) {
    self.log = log
    self.limits = limits
    overLimit = documents.contains { $0.overLimit }
    for document in documents {
      for token in document.tokens {
        if tokens[token.path] == nil {
          guard order.count < limits.tokens else {
            if !overLimit {
              overLimit = true
              self.log.error(
                "VK017", file: token.file, path: token.path, line: token.line,
                "more than \(limits.tokens) tokens in the theme's files together",
                "at most \(limits.tokens) tokens in one theme")
            }
            continue
          }
          order.append(token.path)
        }
        tokens[token.path] = token
        failed.remove(token.path)
      }
      for path in document.invalid where tokens[path] == nil { failed.insert(path) }
      groups.formUnion(document.groups)
    }
    applyExtensions(documents.flatMap(\.extensions))
    // A group with a `$root` token can be referenced by its own path: `{color.accent}` is
    // `{color.accent.$root}`.
    for group in groups.sorted() where tokens[group] == nil {
      guard let root = tokens[group + ".$root"], order.count < limits.tokens else { continue }
      let alias = JSONNode(value: .string("{\(group).$root}"), line: root.line, column: root.value.column)
      tokens[group] = RawToken(
        path: group, type: root.type, value: alias, extensions: nil, line: root.line, file: root.file)
      order.append(group)
    }
  }

  /// Gives each group that extends another (`$extends`) the tokens of that group it does not
  /// define itself, after every document is merged: a context that changes the extended group
  /// changes the extending one too. A group extending a group that extends another gets both;
  /// a cycle, a target that is no group, and a group extending its own parent or child are
  /// errors (VK047).
  mutating func applyExtensions(_ declared: [GroupExtension]) {
    guard !declared.isEmpty else { return }
    var byGroup: [String: GroupExtension] = [:]
    for extension_ in declared { byGroup[extension_.group] = extension_ }
    var done: Set<String> = []
    for start in declared.map(\.group) where !done.contains(start) {
      // Walk to the deepest group of the chain not yet done, then apply back along it.
      var chain: [GroupExtension] = []
      var current = byGroup[start]
      while let step = current, !done.contains(step.group) {
        if chain.contains(where: { $0.group == step.group }) || chain.count >= limits.referenceChain {
          let members = (chain.map(\.group) + [step.group]).joined(separator: " → ")
          log.error(
            "VK047", file: step.file, path: step.group, line: step.line,
            chain.count >= limits.referenceChain
              ? "groups extend each other more than \(limits.referenceChain) deep: \(members)"
              : "groups extend each other in a cycle: \(members)",
            "each group extending one that does not lead back to it")
          for member in chain { done.insert(member.group) }
          chain = []
          break
        }
        chain.append(step)
        current = byGroup[step.target]
      }
      for step in chain.reversed() {
        done.insert(step.group)
        inherit(step)
      }
    }
  }

  /// Copies the tokens of `step.target` under `step.group` where the group has none.
  mutating func inherit(_ step: GroupExtension) {
    let group = step.group
    let target = step.target
    guard !group.hasPrefix(target + "."), !target.hasPrefix(group + "."), group != target else {
      log.error(
        "VK047", file: step.file, path: group, line: step.line,
        "group extends \(target.hasPrefix(group + ".") ? "a group inside it" : "itself or a group around it")",
        "a reference to a group beside this one")
      return
    }
    guard groups.contains(target) else {
      let what = tokens[target] != nil ? "a token, not a group" : "no group of the theme"
      log.error(
        "VK047", file: step.file, path: group, line: step.line, "\"$extends\" names {\(target)}, \(what)",
        "a reference to a group, such as \"{button.primary}\"",
        log.didYouMean(target, among: groups, quoted: false))
      return
    }
    // Each extension scans every token: bound the work a hostile file can ask for.
    extensionWork += order.count
    guard extensionWork <= Self.extensionBudget else {
      if !extensionBudgetReported {
        extensionBudgetReported = true
        log.error(
          "VK047", file: step.file, path: group, line: step.line,
          "too many groups extend others to expand them all",
          "fewer \"$extends\" (their tokens times the theme's tokens at most \(Self.extensionBudget))")
      }
      return
    }
    let prefix = target + "."
    for path in order where path.hasPrefix(prefix) {
      let copy = group + "." + path.dropFirst(prefix.count)
      guard tokens[copy] == nil, var token = tokens[path] else { continue }
      guard order.count < limits.tokens else { return }
      token.path = copy
      tokens[copy] = token
      order.append(copy)
      if failed.contains(path) { failed.insert(copy) }
    }
    for inner in groups where inner.hasPrefix(prefix) {
      groups.insert(group + "." + inner.dropFirst(prefix.count))
    }
  }

  /// Resolves every token.
  mutating func resolveAll() {
    for path in order { _ = resolve(path) }
  }

  // MARK: References

  /// The referenced path when the value is a reference such as `"{color.text.default}"`.
  static func referencePath(_ node: JSONNode) -> String? {
    node.string.flatMap(referencePath(text:))
  }

  /// The referenced path of a reference string: the text between a first character `{` and a
  /// last character `}`, holding neither, as characters (a brace with a combining mark is
  /// another character).
  static func referencePath(text: String) -> String? {
    // Most values are not references: look at bytes first. A first character `{` starts with
    // that byte and a last `}` ends with it; in ASCII text every byte is a character (but
    // CR LF, which holds no brace), so the answer needs no character work there.
    let utf8 = text.utf8
    guard utf8.first == 0x7B, utf8.last == 0x7D else { return nil }
    let braces =
      utf8.withContiguousStorageIfAvailable(asciiBraces)
      ?? Array(utf8).withUnsafeBufferPointer(asciiBraces)
    if let braces {
      guard utf8.count > 2, braces == 2 else { return nil }
      return String(text[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)])
    }
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }

  /// How many of the bytes are `{` or `}`; nil when one is beyond ASCII. A loop by index over a
  /// buffer, which an unoptimised build runs without generic iterators.
  private static func asciiBraces(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var braces = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 { return nil }
      if byte == 0x7B || byte == 0x7D { braces += 1 }
      index += 1
    }
    return braces
  }

  /// Reports a string that looks like a reference but is not one; true when it did.
  mutating func referenceProblem(_ node: JSONNode, at path: String, file: String) -> Bool {
    guard let text = node.string, text.contains("{") || text.contains("}") else { return false }
    if text.filter({ $0 == "{" }).count != text.filter({ $0 == "}" }).count {
      log.error(
        "VK040", file: file, path: path, line: node.line,
        "malformed reference \(ThemeWording.describe(node))",
        "a reference such as \"{color.brand.primary}\"", "Check the braces.")
    } else {
      log.error(
        "VK041", file: file, path: path, line: node.line,
        "\(ThemeWording.describe(node)) mixes text and a reference",
        "a reference as the whole value, such as \"{color.border.default}\"")
    }
    return true
  }

  /// Resolves a token, memoised; nil when it (or what it references) has an error.
  mutating func resolve(_ path: String) -> TokenValue? {
    if let value = resolved[path] { return value }
    if failed.contains(path) { return nil }
    if inProgress.contains(path) {
      let token = tokens[path]
      log.error(
        "VK044", file: token?.file ?? "", path: path, line: token?.line,
        "circular reference: \(path) needs its own value through a composite value",
        "references that end at a value", "Point one of these tokens at a value.")
      failed.insert(path)
      return nil
    }
    // Walk the chain of aliases to a literal, without recursion.
    var chain: [String] = []
    var position: [String: Int] = [:]
    var current = path
    var end: TokenValue?
    while true {
      if let value = resolved[current] {
        end = value
        break
      }
      if failed.contains(current) { break }
      guard let token = tokens[current] else {
        reportMissing(current, from: chain.last.flatMap { tokens[$0] })
        break
      }
      if let start = position[current] {
        reportCycle(Array(chain[start...]))
        break
      }
      if inProgress.contains(current) {
        // An alias leads back to a composite whose parts are being read: a cycle through it.
        log.error(
          "VK044", file: token.file, path: current, line: token.line,
          "circular reference: \(current) needs its own value through "
            + (chain.isEmpty ? "a composite value" : chain[0]),
          "references that end at a value", "Point one of these tokens at a value.")
        failed.insert(current)
        break
      }
      position[current] = chain.count
      chain.append(current)
      if let target = Self.referencePath(token.value) {
        current = target
        continue
      }
      if referenceProblem(token.value, at: token.path, file: token.file) { break }
      guard let type = token.type else { break }
      inProgress.insert(current)
      if !enterComposite(token) {
        failed.insert(current)
      } else if let value = readLiteral(token, type: type) {
        end = value
        resolved[current] = value
        hops[current] = 0
      } else {
        failed.insert(current)
      }
      depth -= 1
      inProgress.remove(current)
      chain.removeLast()
      break
    }
    // Give each alias on the chain its value, checking its declared type, from the end back.
    var distance = end != nil ? hops[current] ?? 0 : 0
    for alias in chain.reversed() {
      guard let value = end, let token = tokens[alias] else {
        failed.insert(alias)
        continue
      }
      distance += 1
      if distance > limits.referenceChain {
        log.error(
          "VK046", file: token.file, path: token.path, line: token.line,
          "more than \(limits.referenceChain) references lead to its value", "a shorter chain of references",
          "Reference the value nearer its source.")
        failed.insert(alias)
        end = nil
        continue
      }
      hops[alias] = distance
      if let declared = token.type, declared != value.type {
        let target = Self.referencePath(token.value) ?? ""
        log.error(
          "VK045", file: token.file, path: token.path, line: token.value.line,
          "$type \(declared.rawValue) references \(target), which is \(value.type.rawValue)",
          "a reference to a \(declared.rawValue) token",
          "Point it at a \(declared.rawValue) token or change its $type.")
        failed.insert(alias)
        end = nil
        continue
      }
      // An alias's own text-style extensions are read like a composite's parts: they may reference
      // the alias itself, or aliases whose extensions do the same, so they count as nesting.
      inProgress.insert(alias)
      let named =
        enterComposite(token)
        ? renamed(value, path: alias, extensions: token.extensions, file: token.file) : nil
      depth -= 1
      inProgress.remove(alias)
      if let named {
        resolved[alias] = named
      } else {
        failed.insert(alias)
      }
      end = named
    }
    if resolved[path] == nil { failed.insert(path) }
    return resolved[path]
  }

  /// How deep composite values (a border's colour, a typography's weight, an alias's text-style
  /// extensions) may nest, each referencing the next.
  static let compositeDepth = 16

  /// Counts one more level of composite parts read for `token`; past ``compositeDepth`` returns
  /// false, with VK046 reported the first time only (each chain of 17 would report it again). The
  /// level counts either way: the caller takes 1 from `depth` when it is done.
  mutating func enterComposite(_ token: RawToken) -> Bool {
    depth += 1
    guard depth > Self.compositeDepth else { return true }
    if !depthReported {
      depthReported = true
      log.error(
        "VK046", file: token.file, path: token.path, line: token.line,
        "composite values nested more than \(Self.compositeDepth) deep",
        "a border or typography whose parts reference simple tokens")
    }
    return false
  }

  /// An alias's value: the target's, labelled with the alias's own path, with the alias's own
  /// text-style extensions applied on top.
  mutating func renamed(_ value: TokenValue, path: String, extensions: JSONNode?, file: String) -> TokenValue?
  {
    switch value {
    case .color(let color, let preview):
      // An alias may set its own terminal fallbacks (ansi16, ansi256, terminalDefault).
      return applyColorExtensions(extensions, to: color.named(TokenName(path)), path: path, file: file).map {
        .color($0, preview: preview)
      }
    case .textStyle(var style):
      guard applyTextExtensions(extensions, to: &style, path: path, file: file) else { return nil }
      return .textStyle(style)
    default:
      return value
    }
  }

  mutating func reportMissing(_ target: String, from token: RawToken?) {
    guard let token else { return }
    if groups.contains(target) {
      let children = examples(of: target)
      log.error(
        "VK043", file: token.file, path: token.path, line: token.value.line,
        "references \(target), which is a group, not a token", "a reference to a token",
        children.isEmpty ? nil : "Reference one of its tokens, e.g. " + children.joined(separator: ", ") + "."
      )
    } else {
      log.error(
        "VK042", file: token.file, path: token.path, line: token.value.line,
        "references \(target), which is not defined", "a reference to a token of this theme",
        log.didYouMean(target, among: order))
    }
  }

  /// Up to three tokens of a group, in the order they were defined; one pass over every token
  /// the first time, so thousands of references to groups stay linear.
  mutating func examples(of group: String) -> [String] {
    if let groupExamples { return groupExamples[group] ?? [] }
    var made: [String: [String]] = [:]
    for path in order {
      var prefix = Substring(path)
      while let dot = prefix.lastIndex(of: ".") {
        prefix = prefix[..<dot]
        let key = String(prefix)
        if made[key, default: []].count < 3 { made[key, default: []].append(path) }
      }
    }
    groupExamples = made
    return made[group] ?? []
  }

  /// The most members a cycle's diagnostic names; a longer cycle is named by its first ones.
  static let cycleMembersShown = 20

  /// Reports a cycle once, from its alphabetically first member, whatever order found it.
  mutating func reportCycle(_ members: [String]) {
    var members = members
    if let first = members.indices.min(by: { members[$0] < members[$1] }) {
      members = Array(members[first...] + members[..<first])
    }
    let token = tokens[members[0]]
    var shown = members.prefix(Self.cycleMembersShown).joined(separator: " → ")
    if members.count > Self.cycleMembersShown {
      shown += " → … (\(members.count - Self.cycleMembersShown) more)"
    }
    log.error(
      "VK044", file: token?.file ?? "", path: members[0], line: token?.line,
      "circular reference: " + shown + " → " + members[0],
      "references that end at a value", "Point one of these tokens at a value.")
    failed.formUnion(members)
  }

  /// A sub-value of a composite (a border's colour, a typography's weight): a literal read by
  /// `literal`, or a reference to a token of `type`.
  mutating func part(
    _ node: JSONNode, of token: RawToken, field: String, type: TokenType,
    literal: (inout Self, JSONNode) -> TokenValue?
  ) -> TokenValue? {
    if let target = Self.referencePath(node) {
      // A token declared with another type is reported without being resolved: resolving it may
      // recurse through more composites for nothing.
      if let declared = tokens[target]?.type, declared != type {
        log.error(
          "VK045", file: token.file, path: token.path, line: node.line,
          "\(field) references \(target), which is \(declared.rawValue)",
          "a reference to a \(type.rawValue) token")
        return nil
      }
      guard tokens[target] != nil else {
        log.error(
          "VK042", file: token.file, path: token.path, line: node.line,
          "\(field) references \(target), which is not defined",
          "a reference to a \(type.rawValue) token", log.didYouMean(target, among: order))
        return nil
      }
      guard let value = resolve(target) else { return nil }
      guard value.type == type else {
        log.error(
          "VK045", file: token.file, path: token.path, line: node.line,
          "\(field) references \(target), which is \(value.type.rawValue)",
          "a reference to a \(type.rawValue) token")
        return nil
      }
      return value
    }
    if referenceProblem(node, at: token.path, file: token.file) { return nil }
    return literal(&self, node)
  }
}
