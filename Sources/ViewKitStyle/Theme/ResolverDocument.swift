/// A DTCG 2025.10 resolver document (`*.resolver.json`): named sets of token sources, modifiers
/// whose contexts add sources, and the order in which they merge.
///
/// ViewKit reads it to build its themes: each context of the `theme` modifier is one theme; every
/// other modifier takes its `default` context. Diagnostics name the file and the JSON path
/// (`#/modifiers/theme/contexts`).
struct ResolverDocument {
  /// Where tokens come from.
  enum Source {
    /// A token file, relative to the resolver document; `pointer` is where the document says so.
    case file(String, pointer: String)
    /// Tokens written inside the resolver document.
    case inline(JSONNode, pointer: String)
  }

  /// What a source is merged as: a file by its name, tokens written inline by where they are
  /// written. Two sources with one identity are the same tokens.
  static func identity(_ source: Source) -> String {
    switch source {
    case .file(let name, _): return "file " + name
    case .inline(_, let pointer): return "inline " + pointer
    }
  }

  /// A modifier: contexts, each a list of sources.
  struct Modifier {
    var name: String
    var contexts: [(name: String, sources: [Source])]
    var defaultContext: String?
    var pointer: String
  }

  /// One step of the resolution order.
  enum Step {
    /// The sources of a set.
    case set([Source])
    /// The chosen context of a modifier.
    case modifier(Modifier)
  }

  /// The document's file, as the user named it.
  var file: String
  /// The name it gives itself.
  var name: String?
  /// Its modifiers, in file order.
  var modifiers: [Modifier] = []
  /// The resolution order.
  var steps: [Step] = []

  /// Every token file the document names, in any set or context.
  var fileNames: Set<String> {
    var names: Set<String> = []
    func add(_ sources: [Source]) {
      for case .file(let name, _) in sources { names.insert(name) }
    }
    for step in steps {
      switch step {
      case .set(let sources): add(sources)
      case .modifier(let modifier): modifier.contexts.forEach { add($0.sources) }
      }
    }
    return names
  }

  static let topProperties = [
    "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
  ]

  /// Reads and checks a resolver document; nil when it has errors.
  static func read(text: String, file: String, limits: ThemeLimits, log: inout DiagnosticLog)
    -> ResolverDocument?
  {
    guard let parsed = TokenReader.parseJSON(text, file: file, limits: limits, log: &log) else { return nil }
    let root = parsed.root
    for duplicate in parsed.duplicates {
      log.error(
        "VK011", file: file, path: "#" + duplicate.pointer, line: duplicate.line,
        "key \"\(duplicate.key)\" appears twice (lines \(duplicate.firstLine) and \(duplicate.line))",
        "each key once per object")
    }
    let before = log.diagnostics.count
    var reader = Reader(file: file, limits: limits, log: log)
    let document = reader.read(root)
    log = reader.log
    return log.diagnostics[before...].contains { $0.severity == .error } ? nil : document
  }

  /// The sources to merge, in order, for the given context of each modifier (others at their
  /// default); nil, with a diagnostic, when an input names nothing or a modifier has no input.
  func sources(
    for inputs: [String: String], limits: ThemeLimits = .standard, log: inout DiagnosticLog
  ) -> [Source]? {
    for (modifier, _) in inputs.sorted(by: { $0.key < $1.key })
    where !modifiers.contains(where: { $0.name == modifier }) {
      log.error(
        "VK062", file: file, path: "#/modifiers", line: nil, "unknown modifier \"\(modifier)\"",
        "one of " + modifiers.map(\.name).joined(separator: ", "))
      return nil
    }
    var result: [Source] = []
    for step in steps {
      switch step {
      case .set(let sources):
        result += sources
      case .modifier(let modifier):
        guard let chosen = inputs[modifier.name] ?? modifier.defaultContext else {
          log.error(
            "VK087", file: file, path: modifier.pointer, line: nil,
            "modifier \"\(modifier.name)\" has no default",
            "a \"default\" context, or a context chosen for it")
          return nil
        }
        guard let context = modifier.contexts.first(where: { $0.name == chosen }) else {
          log.error(
            "VK062", file: file, path: modifier.pointer + "/contexts", line: nil,
            "no context \"\(chosen)\" in modifier \"\(modifier.name)\"",
            "one of " + modifier.contexts.map(\.name).joined(separator: ", "))
          return nil
        }
        result += context.sources
      }
      guard result.count <= limits.sources else {
        log.error(
          "VK091", file: file, path: "#/resolutionOrder", line: nil,
          "more than \(limits.sources) sources to merge, sets included",
          "at most \(limits.sources) sources for one theme")
        return nil
      }
    }
    // A source named again is merged once, at its last place: a later source wins, so the earlier
    // merges of the same tokens change nothing (a set naming one file 998 times cost 998 merges
    // for each of 256 themes).
    var seen: Set<String> = []
    var unique: [Source] = []
    for source in result.reversed() where seen.insert(Self.identity(source)).inserted {
      unique.append(source)
    }
    return unique.reversed()
  }

  /// A file `$ref` as it is merged and read: `.` steps and empty steps dropped, so `./a.json`,
  /// `a.json` and `.//a.json` are one source (unchanged when nothing would be left).
  static func normalizedFileReference(_ target: String) -> String {
    let steps = target.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return steps.isEmpty ? target : steps.joined(separator: "/")
  }

  /// A name as one step of a JSON Pointer (RFC 6901): `~` written `~0` and `/` written `~1`.
  static func pointerStep(_ name: String) -> String {
    name.replacing("~", with: "~0").replacing("/", with: "~1")
  }

  /// Why a file `$ref` cannot be followed, or nil when it names a file beside the document: not
  /// remote, absolute or a JSON pointer, no `..` step out of the document's folder, and no
  /// control character.
  static func fileReferenceProblem(_ target: String) -> String? {
    if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("/") || target.contains("#") {
      return "is not supported"
    }
    if target.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      return "leaves the resolver document's folder"
    }
    if target.unicodeScalars.contains(where: { Sanitizer.isControl($0.value) }) {
      return "holds a control character"
    }
    return nil
  }

  /// Walks the JSON of a resolver document.
  private struct Reader {
    /// The document's file, as the user named it.
    let file: String
    /// How large the document may be.
    let limits: ThemeLimits
    /// Where diagnostics go.
    var log: DiagnosticLog
    /// The sets of `#/sets`, by name.
    var sets: [String: JSONNode] = [:]
    /// The sources of each set read so far, its included sets expanded.
    var setSources: [String: [Source]] = [:]
    /// Sets already reported as broken: a second reference to one fails quietly, so a set
    /// included many times over is read once.
    var failedSets: Set<String> = []
    /// The sets being read, innermost last, to catch a set that includes itself.
    var resolvingSets: Set<String> = []

    /// A reader of `file`'s document.
    init(file: String, limits: ThemeLimits, log: DiagnosticLog) {
      self.file = file
      self.limits = limits
      self.log = log
    }

    mutating func error(
      _ code: String, _ pointer: String, _ node: JSONNode?, _ problem: String, _ expected: String
    ) {
      log.error(code, file: file, path: pointer, line: node?.line, problem, expected)
    }

    mutating func checkKeys(_ node: JSONNode, allowed: [String], pointer: String) {
      for (key, child) in node.members ?? [] where !allowed.contains(key) {
        log.error(
          "VK081", file: file, path: pointer, line: child.line, "unknown property \"\(key)\"",
          "one of " + allowed.joined(separator: ", "), log.didYouMean(key, among: allowed, quoted: true))
      }
    }

    mutating func read(_ root: JSONNode) -> ResolverDocument {
      var document = ResolverDocument(file: file)
      guard root.members != nil else {
        error(
          "VK080", "#", root, "the top level is \(root.typeNameWithArticle)", "a resolver document object")
        return document
      }
      checkKeys(root, allowed: ResolverDocument.topProperties, pointer: "#")
      document.name = root["name"]?.string
      if root["version"]?.string != "2025.10" {
        error(
          "VK080", "#/version", root["version"] ?? root,
          root["version"].map { "version is \(ThemeWording.describe($0))" } ?? "no version",
          "\"version\": \"2025.10\"")
      }
      if let node = root["sets"] {
        if node.members == nil {
          error("VK080", "#/sets", node, "sets is \(node.typeNameWithArticle)", "an object")
        }
        for (name, set) in node.members ?? [] { sets[name] = set }
      }
      var modifiers: [String: Modifier] = [:]
      // Modifiers already reported as broken: a reference to one is not reported again.
      var brokenModifiers: Set<String> = []
      if let node = root["modifiers"] {
        if node.members == nil {
          error("VK080", "#/modifiers", node, "modifiers is \(node.typeNameWithArticle)", "an object")
        }
        for (name, item) in node.members ?? [] {
          if let modifier = readModifier(
            item, name: name, pointer: "#/modifiers/" + ResolverDocument.pointerStep(name))
          {
            modifiers[name] = modifier
            document.modifiers.append(modifier)
          } else {
            brokenModifiers.insert(name)
          }
        }
      }
      guard let order = root["resolutionOrder"]?.array, !order.isEmpty else {
        error(
          "VK080", "#/resolutionOrder", root["resolutionOrder"] ?? root, "no resolutionOrder",
          "a non-empty array")
        return document
      }
      var names: Set<String> = []
      for (index, item) in order.enumerated() {
        let pointer = "#/resolutionOrder/\(index)"
        if let reference = item["$ref"]?.string {
          checkKeys(item, allowed: ["$ref"], pointer: pointer)
          if reference.hasPrefix("#/sets/") {
            let name = String(reference.dropFirst("#/sets/".count))
            if let sources = readSet(name, pointer: pointer, node: item) {
              document.steps.append(.set(sources))
            }
          } else if reference.hasPrefix("#/modifiers/") {
            let name = String(reference.dropFirst("#/modifiers/".count))
            if let modifier = modifiers[name] {
              document.steps.append(.modifier(modifier))
            } else if !brokenModifiers.contains(name) {
              error(
                "VK085", pointer, item, "\(reference) is not defined",
                "a reference to a set or modifier of this document")
            }
          } else {
            error(
              "VK084", pointer, item, "\(reference) is not a set or a modifier",
              "\"#/sets/NAME\" or \"#/modifiers/NAME\"")
          }
          continue
        }
        let name = item["name"]?.string ?? ""
        if !names.insert(name).inserted {
          error(
            "VK088", pointer + "/name", item, "a second item named \"\(name)\"",
            "unique names in resolutionOrder")
        }
        switch item["type"]?.string {
        case "set":
          checkKeys(
            item, allowed: ["name", "type", "description", "sources", "$extensions"], pointer: pointer)
          if let sources = readSources(item["sources"], pointer: pointer + "/sources", allowSets: true) {
            document.steps.append(.set(sources))
          }
        case "modifier":
          checkKeys(
            item, allowed: ["name", "type", "description", "contexts", "default", "$extensions"],
            pointer: pointer)
          if let modifier = readModifier(item, name: name, pointer: pointer) {
            document.modifiers.append(modifier)
            document.steps.append(.modifier(modifier))
          }
        default:
          error(
            "VK080", pointer, item, "an item that is neither a reference nor an inline set or modifier",
            "{\"$ref\": \"#/sets/NAME\"}, or an object with \"name\" and \"type\": \"set\" or \"modifier\"")
        }
      }
      return document
    }

    /// The sources of a set, its included sets expanded; nil, reported once, when it is broken.
    mutating func readSet(_ name: String, pointer: String, node: JSONNode) -> [Source]? {
      if let sources = setSources[name] { return sources }
      if failedSets.contains(name) { return nil }
      guard let set = sets[name] else {
        error(
          "VK085", pointer, node, "#/sets/\(name) is not defined", "a reference to a set of this document")
        return nil
      }
      guard resolvingSets.insert(name).inserted else {
        error(
          "VK088", pointer, node, "set \"\(name)\" includes itself", "sets that do not include each other")
        return nil
      }
      defer { resolvingSets.remove(name) }
      guard resolvingSets.count <= limits.nesting else {
        error(
          "VK090", pointer, node, "sets include each other more than \(limits.nesting) deep",
          "at most \(limits.nesting) sets each including the next")
        failedSets.formUnion(resolvingSets)
        return nil
      }
      let setPointer = "#/sets/" + ResolverDocument.pointerStep(name)
      checkKeys(set, allowed: ["description", "sources", "$extensions"], pointer: setPointer)
      let sources = readSources(set["sources"], pointer: setPointer + "/sources", allowSets: true)
      if let sources { setSources[name] = sources } else { failedSets.insert(name) }
      return sources
    }

    mutating func readModifier(_ node: JSONNode, name: String, pointer: String) -> Modifier? {
      if pointer.hasPrefix("#/modifiers/") {
        checkKeys(node, allowed: ["description", "contexts", "default", "$extensions"], pointer: pointer)
      }
      guard let contexts = node["contexts"]?.members else {
        error(
          "VK083", pointer, node, "modifier \"\(name)\" has no contexts",
          "\"contexts\": an object of context names")
        return nil
      }
      guard contexts.count >= 2 else {
        error(
          "VK083", pointer + "/contexts", node["contexts"],
          "modifier \"\(name)\" has \(contexts.count) context",
          "at least two contexts (one is a set, not a choice)")
        return nil
      }
      guard contexts.count <= limits.contexts else {
        error(
          "VK092", pointer + "/contexts", node["contexts"],
          "modifier \"\(name)\" has \(contexts.count) contexts", "at most \(limits.contexts) contexts")
        return nil
      }
      var modifier = Modifier(name: name, contexts: [], defaultContext: nil, pointer: pointer)
      var ok = true
      for (contextName, list) in contexts {
        let sources = readSources(
          list, pointer: pointer + "/contexts/" + ResolverDocument.pointerStep(contextName), allowSets: true)
        if let sources { modifier.contexts.append((contextName, sources)) } else { ok = false }
      }
      if let node = node["default"] {
        if let text = node.string, contexts.contains(where: { $0.key == text }) {
          modifier.defaultContext = text
        } else {
          error(
            "VK086", pointer + "/default", node,
            "default \(ThemeWording.describe(node)) is not one of its contexts",
            "one of " + contexts.map(\.key).joined(separator: ", "))
          ok = false
        }
      }
      return ok ? modifier : nil
    }

    mutating func readSources(_ node: JSONNode?, pointer: String, allowSets: Bool) -> [Source]? {
      guard let items = node?.array else {
        error(
          "VK080", pointer, node, "sources are missing or not an array",
          "an array of {\"$ref\": …} or token groups")
        return nil
      }
      var result: [Source] = []
      var ok = true
      for (index, item) in items.enumerated() {
        let here = pointer + "/\(index)"
        guard let reference = item["$ref"] else {
          guard item.members != nil else {
            error(
              "VK080", here, item, "\(item.typeNameWithArticle) where a source belongs",
              "{\"$ref\": \"file.tokens.json\"}")
            ok = false
            continue
          }
          result.append(.inline(item, pointer: here))
          continue
        }
        guard let target = reference.string, !target.isEmpty else {
          error(
            "VK080", here, item, "$ref is \(ThemeWording.describe(reference))",
            "a file name or \"#/sets/NAME\"")
          ok = false
          continue
        }
        if target.hasPrefix("#/modifiers/") || target.hasPrefix("#/resolutionOrder/") {
          error(
            "VK084", here, item, "a source refers to \(target)",
            "a token file or a set: a context or set cannot include a modifier or a resolutionOrder item")
          ok = false
        } else if target.hasPrefix("#/sets/") {
          if let sources = readSet(String(target.dropFirst("#/sets/".count)), pointer: here, node: item) {
            result += sources.prefix(max(0, limits.sources + 1 - result.count))
          } else {
            ok = false
          }
        } else if let problem = ResolverDocument.fileReferenceProblem(target) {
          error(
            "VK085", here, item, "$ref \"\(target)\" \(problem)",
            "a token file next to the resolver document, or \"#/sets/NAME\"")
          ok = false
        } else {
          result.append(.file(ResolverDocument.normalizedFileReference(target), pointer: here))
        }
        if result.count > limits.sources {
          error(
            "VK091", pointer, node, "more than \(limits.sources) sources, sets included",
            "at most \(limits.sources) sources for one theme")
          return nil
        }
      }
      return ok ? result : nil
    }
  }
}
