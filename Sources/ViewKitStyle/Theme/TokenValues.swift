/// The value readers: each DTCG 2025.10 type's form, checked, and turned into a ``TokenValue``.
/// A value that does not match its type's form is a diagnostic naming the token.
extension TokenResolver {
  /// Reads a literal `$value` of `type`.
  mutating func readLiteral(_ token: RawToken, type: TokenType) -> TokenValue? {
    let node = token.value
    switch type {
    case .color:
      return readColor(node, token: token, extensions: token.extensions).map {
        .color($0.0.named(TokenName(token.path)), preview: $0.1)
      }
    case .number:
      guard let number = node.number else {
        return formError("VK028", token, node, expected: "a number")
      }
      return .number(number)
    case .duration:
      return readDuration(node, token: token).map { .duration(milliseconds: $0) }
    case .dimension:
      return readDimension(node, token: token).map { .dimension($0.0, unit: $0.1) }
    case .fontFamily:
      return readFontFamily(node, token: token).map { .fontFamily($0) }
    case .fontWeight:
      return readFontWeight(node, token: token).map { .fontWeight($0) }
    case .cubicBezier:
      return readCubicBezier(node, token: token) ? .other(.cubicBezier) : nil
    case .strokeStyle:
      return readStrokeStyle(node, token: token).map { _ in .other(.strokeStyle) }
    case .border:
      return readBorder(token)
    case .typography:
      return readTypography(token)
    case .transition:
      return readTransition(token) ? .other(.transition) : nil
    case .shadow:
      return readShadow(token) ? .other(.shadow) : nil
    case .gradient:
      return readGradient(token) ? .other(.gradient) : nil
    }
  }

  /// Reports a value that does not have its type's form; always nil.
  mutating func formError(
    _ code: String, _ token: RawToken, _ node: JSONNode, expected: String, hint: String? = nil
  ) -> TokenValue? {
    log.error(
      code, file: token.file, path: token.path, line: node.line, "value is \(ThemeWording.describe(node))",
      expected,
      hint)
    return nil
  }

  /// Checks an object's keys: every required one present, nothing else.
  mutating func checkFields(
    _ node: JSONNode, token: RawToken, required: [String], optional: [String] = [], code: String, what: String
  ) -> Bool {
    guard let members = node.members else {
      _ = formError(code, token, node, expected: "\(what) object with " + required.joined(separator: ", "))
      return false
    }
    var ok = true
    for (key, field) in members where !required.contains(key) && !optional.contains(key) {
      log.error(
        code, file: token.file, path: token.path, line: field.line, "unknown field \"\(key)\" in \(what)",
        "only " + (required + optional).joined(separator: ", "),
        log.didYouMean(key, among: required + optional, quoted: true))
      ok = false
    }
    for key in required where node[key] == nil {
      log.error(
        code, file: token.file, path: token.path, line: node.line, "\(what) has no \(key)",
        "every one of " + required.joined(separator: ", "))
      ok = false
    }
    return ok
  }

  // MARK: Simple types

  mutating func readDuration(_ node: JSONNode, token: RawToken) -> Int? {
    guard checkFields(node, token: token, required: ["value", "unit"], code: "VK030", what: "a duration"),
      let amount = node["value"]?.number, let unit = node["unit"]?.string, unit == "ms" || unit == "s",
      amount >= 0, amount <= (unit == "s" ? 3_600 : 3_600_000)
    else {
      _ = formError(
        "VK030", token, node,
        expected: "a duration such as {\"value\": 80, \"unit\": \"ms\"} (unit ms or s, at most an hour)")
      return nil
    }
    return Int((unit == "s" ? amount * 1000 : amount).rounded())
  }

  mutating func readDimension(_ node: JSONNode, token: RawToken) -> (Double, String)? {
    guard checkFields(node, token: token, required: ["value", "unit"], code: "VK038", what: "a dimension"),
      let amount = node["value"]?.number, let unit = node["unit"]?.string, unit == "px" || unit == "rem"
    else {
      _ = formError(
        "VK038", token, node, expected: "a dimension such as {\"value\": 4, \"unit\": \"px\"} (px or rem)")
      return nil
    }
    return (amount, unit)
  }

  mutating func readFontFamily(_ node: JSONNode, token: RawToken) -> [String]? {
    if let name = node.string, !name.isEmpty { return [name] }
    if let names = node.array?.compactMap(\.string), names.count == node.array?.count, !names.isEmpty {
      return names
    }
    _ = formError("VK038", token, node, expected: "a font name, or a non-empty array of font names")
    return nil
  }

  static let fontWeightNames: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
    "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
    "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  mutating func readFontWeight(_ node: JSONNode, token: RawToken) -> Int? {
    if let number = node.number, number >= 1, number <= 1000 { return Int(number.rounded()) }
    if let name = node.string, let weight = Self.fontWeightNames[name] { return weight }
    _ = formError(
      "VK029", token, node, expected: "a number from 1 to 1000 or a weight name such as bold",
      hint: node.string.flatMap {
        log.didYouMean($0, among: Self.fontWeightNames.keys.sorted(), quoted: true)
      })
    return nil
  }

  mutating func readCubicBezier(_ node: JSONNode, token: RawToken) -> Bool {
    guard let items = node.array, items.count == 4, let numbers = Optional(items.compactMap(\.number)),
      numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
    else {
      _ = formError(
        "VK038", token, node, expected: "four numbers [x1, y1, x2, y2] with x1 and x2 from 0 to 1")
      return false
    }
    return true
  }

  static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

  /// A stroke style's name; "dashed" for a dash pattern.
  mutating func readStrokeStyle(_ node: JSONNode, token: RawToken) -> String? {
    if let name = node.string, Self.strokeStyles.contains(name) { return name }
    if node.members != nil,
      checkFields(
        node, token: token, required: ["dashArray", "lineCap"], code: "VK032", what: "a stroke style"),
      let dashes = node["dashArray"]?.array, !dashes.isEmpty,
      ["round", "butt", "square"].contains(node["lineCap"]?.string ?? "")
    {
      return "dashed"
    }
    _ = formError(
      "VK032", token, node,
      expected: "one of " + Self.strokeStyles.joined(separator: ", ") + ", or a dash pattern")
    return nil
  }

  // MARK: Colour

  mutating func readColor(_ node: JSONNode, token: RawToken, extensions: JSONNode?) -> (Color, RGB)? {
    let path = token.path
    if let text = node.string {
      if let rgb = RGB(hex: text) {
        let parts = [rgb.red, rgb.green, rgb.blue].map {
          String((Double($0) / 255 * 10000).rounded() / 10000)
        }
        log.error(
          "VK026", file: token.file, path: path, line: node.line,
          "hex colour \(ThemeWording.describe(node)) as a plain string is not DTCG 2025.10",
          "a colour object",
          "Write {\"colorSpace\": \"srgb\", \"components\": [\(parts.joined(separator: ", "))], \"hex\": \"\(rgb.hex)\"}."
        )
      } else {
        log.error(
          "VK026", file: token.file, path: path, line: node.line,
          "\(ThemeWording.describe(node)) is not a colour",
          "a colour object {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} with components from 0 to 1")
      }
      return nil
    }
    guard node.members != nil else {
      _ = formError("VK026", token, node, expected: "a colour object")
      return nil
    }
    guard
      checkFields(
        node, token: token, required: ["colorSpace", "components"], optional: ["alpha", "hex"], code: "VK026",
        what: "a colour")
    else { return nil }
    let space = node["colorSpace"]?.string ?? ""
    guard space == "srgb" else {
      log.error(
        "VK022", file: token.file, path: path, line: node["colorSpace"]?.line ?? node.line,
        "colorSpace \(node["colorSpace"].map(ThemeWording.describe) ?? "") is not supported yet", "\"srgb\"")
      return nil
    }
    guard let components = node["components"]?.array, components.count == 3 else {
      let count = node["components"]?.array?.count
      log.error(
        "VK023", file: token.file, path: path, line: node["components"]?.line ?? node.line,
        count.map { "components has \($0) values" } ?? "components is not an array", "3 numbers for srgb")
      return nil
    }
    var channels: [UInt8] = []
    for (index, item) in components.enumerated() {
      guard let value = item.number, value >= 0, value <= 1 else {
        log.error(
          "VK024", file: token.file, path: path, line: item.line,
          "component \(index) is \(ThemeWording.describe(item))",
          "a number from 0 to 1",
          item.number.map { $0 > 1 && $0 <= 255 ? "Divide 8-bit values by 255." : nil } ?? nil)
        return nil
      }
      channels.append(UInt8((value * 255).rounded()))
    }
    let rgb = RGB(channels[0], channels[1], channels[2])
    if let alpha = node["alpha"], alpha.number != 1 {
      log.error(
        "VK037", file: token.file, path: path, line: alpha.line,
        "alpha is \(ThemeWording.describe(alpha)); terminals have no transparency",
        "an opaque colour (alpha 1, or no alpha)",
        "Blend the colour over its background yourself.")
      return nil
    }
    if let hexNode = node["hex"] {
      guard let text = hexNode.string, let hex = RGB(hex: text) else {
        log.error(
          "VK025", file: token.file, path: path, line: hexNode.line,
          "hex \(ThemeWording.describe(hexNode)) is not #rrggbb",
          "a 6-digit hex colour")
        return nil
      }
      if hex != rgb {
        log.error(
          "VK025", file: token.file, path: path, line: hexNode.line,
          "hex \"\(text)\" does not match components (= \(rgb.hex))", "hex and components that agree",
          "Fix one of them.")
        return nil
      }
    }
    return applyColorExtensions(extensions, to: Color(.rgb(rgb)), path: path, file: token.file).map {
      ($0, rgb)
    }
  }

  /// Applies `$extensions["dev.viewkit"]` of a colour token (a literal or an alias): `ansi256`,
  /// `ansi16`, `terminalDefault`; nil, with a diagnostic, for a bad value.
  mutating func applyColorExtensions(_ extensions: JSONNode?, to color: Color, path: String, file: String)
    -> Color?
  {
    var color = color
    guard let vendor = extensions?[ThemeLoader.vendorKey] else { return color }
    if let node = vendor["ansi256"] {
      guard let index = node.number, index >= 16, index <= 255, index == index.rounded() else {
        log.error(
          "VK027", file: file, path: path, line: node.line, "ansi256 is \(ThemeWording.describe(node))",
          "a palette index from 16 to 255", "0-15 are the user's own colours; set ansi16 for those.")
        return nil
      }
      color.ansi256Fallback = UInt8(index)
    }
    if let node = vendor["ansi16"] {
      guard let name = node.string, let ansi = ANSIColor(name: name) else {
        let names = ANSIColor.allCases.map(\.name)
        log.error(
          "VK027", file: file, path: path, line: node.line, "ansi16 is \(ThemeWording.describe(node))",
          "one of " + names.joined(separator: ", "),
          node.string.flatMap { log.didYouMean($0, among: names, quoted: true) })
        return nil
      }
      color.ansi16Fallback = ansi
    }
    if let node = vendor["terminalDefault"] {
      guard node.string == "foreground" || node.string == "background" else {
        log.error(
          "VK027", file: file, path: path, line: node.line,
          "terminalDefault is \(ThemeWording.describe(node))",
          "\"foreground\" or \"background\"")
        return nil
      }
      color = Color(.default, token: color.token)
    }
    return color
  }

  /// A dimension field of a composite (a border's width, a typography's size, a shadow's
  /// offsets): a literal or a reference to a dimension token.
  mutating func dimensionPart(_ node: JSONNode, of token: RawToken, field: String) -> TokenValue? {
    part(node, of: token, field: field, type: .dimension) { resolver, node in
      resolver.readDimension(node, token: token).map { .dimension($0.0, unit: $0.1) }
    }
  }

  /// A colour field of a composite or of a text style's extensions.
  mutating func colorPart(_ node: JSONNode, of token: RawToken, field: String) -> Color? {
    let value = part(node, of: token, field: field, type: .color) { resolver, node in
      resolver.readColor(node, token: token, extensions: nil).map { .color($0.0, preview: $0.1) }
    }
    if case .color(let color, _)? = value { return color }
    return nil
  }

  // MARK: Composites

  mutating func readBorder(_ token: RawToken) -> TokenValue? {
    let node = token.value
    guard
      checkFields(
        node, token: token, required: ["color", "width", "style"], code: "VK031", what: "a border"),
      let colorNode = node["color"], let widthNode = node["width"], let styleNode = node["style"]
    else { return nil }
    guard let color = colorPart(colorNode, of: token, field: "color") else { return nil }
    let width = dimensionPart(widthNode, of: token, field: "width")
    guard case .dimension(let amount, let unit)? = width, unit == "px", [0, 1, 2].contains(amount) else {
      if width != nil {
        log.error(
          "VK031", file: token.file, path: token.path, line: widthNode.line,
          "width is \(ThemeWording.describe(widthNode))",
          "{\"value\": 0, 1 or 2, \"unit\": \"px\"} (0 hidden, 1 light, 2 heavy)")
      }
      return nil
    }
    var strokeStyle = "solid"
    if let target = Self.referencePath(styleNode) {
      // The style's name is the literal at the end of the target's chain of aliases.
      // Resolving first proves the chain has no cycle and is within the limit.
      let resolvedStyle = resolve(target)
      var literal = target
      if case .other(.strokeStyle)? = resolvedStyle {
        while let value = tokens[literal]?.value, let next = Self.referencePath(value) { literal = next }
      }
      guard case .other(.strokeStyle)? = resolvedStyle, let text = tokens[literal]?.value.string else {
        log.error(
          "VK032", file: token.file, path: token.path, line: styleNode.line, "style references \(target)",
          "a strokeStyle token with a style name")
        return nil
      }
      strokeStyle = text
    } else {
      guard let name = readStrokeStyle(styleNode, token: token) else { return nil }
      strokeStyle = name
    }
    guard strokeStyle == "solid" || strokeStyle == "double" else {
      log.error(
        "VK032", file: token.file, path: token.path, line: styleNode.line,
        "style \"\(strokeStyle)\" has no terminal rendering",
        "solid or double")
      return nil
    }
    var style: BorderStyle = amount == 0 ? .hidden : amount == 2 ? .heavy : .single
    if strokeStyle == "double" && amount != 0 { style = .double }
    if let vendor = token.extensions?[ThemeLoader.vendorKey] {
      if let corners = vendor["corners"] {
        switch corners.string {
        case "rounded":
          guard style == .single else {
            log.error(
              "VK033", file: token.file, path: token.path, line: corners.line,
              "rounded corners on a \(style.rawValue) border",
              "rounded corners only with width 1 and style solid")
            return nil
          }
          style = .rounded
        case "square": break
        default:
          log.error(
            "VK033", file: token.file, path: token.path, line: corners.line,
            "corners is \(ThemeWording.describe(corners))", "\"rounded\" or \"square\"")
          return nil
        }
      }
      if let glyphs = vendor["glyphs"] {
        guard glyphs.string == "ascii" else {
          log.error(
            "VK033", file: token.file, path: token.path, line: glyphs.line,
            "glyphs is \(ThemeWording.describe(glyphs))",
            "\"ascii\"")
          return nil
        }
        style = .ascii
      }
    }
    return .border(BorderToken(style: style, color: color))
  }

  static let typographyFields = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

  /// A typography: its five parts checked; its weight gives bold (600 and up) or faint (300 and
  /// below); its `$extensions` give the terminal's attributes and colours.
  mutating func readTypography(_ token: RawToken) -> TokenValue? {
    let node = token.value
    guard
      checkFields(node, token: token, required: Self.typographyFields, code: "VK034", what: "a typography")
    else { return nil }
    var ok = true
    var weight = 400
    for field in Self.typographyFields {
      guard let sub = node[field] else { continue }
      let value: TokenValue?
      switch field {
      case "fontFamily":
        value = part(sub, of: token, field: field, type: .fontFamily) { resolver, node in
          resolver.readFontFamily(node, token: token).map { .fontFamily($0) }
        }
      case "fontWeight":
        value = part(sub, of: token, field: field, type: .fontWeight) { resolver, node in
          resolver.readFontWeight(node, token: token).map { .fontWeight($0) }
        }
        if case .fontWeight(let number)? = value { weight = number }
      case "lineHeight":
        value = part(sub, of: token, field: field, type: .number) { resolver, node in
          guard let number = node.number else {
            return resolver.formError("VK034", token, node, expected: "lineHeight as a number")
          }
          return .number(number)
        }
      default:
        value = dimensionPart(sub, of: token, field: field)
      }
      if value == nil { ok = false }
    }
    guard ok else { return nil }
    var style = TextStyleToken()
    if weight >= 600 { style.attributes.insert(.bold) }
    if weight <= 300 { style.attributes.insert(.faint) }
    guard applyTextExtensions(token.extensions, to: &style, path: token.path, file: token.file) else {
      return nil
    }
    return .textStyle(style)
  }

  static let textExtensionFields = ["color", "background", "italic", "underline", "strikethrough", "reverse"]

  /// Applies `$extensions["dev.viewkit"]` of a typography token: `color`, `background` (colours
  /// or references) and `italic`, `underline`, `strikethrough`, `reverse` (booleans).
  mutating func applyTextExtensions(
    _ extensions: JSONNode?, to style: inout TextStyleToken, path: String, file: String
  )
    -> Bool
  {
    guard let vendor = extensions?[ThemeLoader.vendorKey] else { return true }
    guard let members = vendor.members else {
      log.error(
        "VK035", file: file, path: path, line: vendor.line,
        "$extensions[\"\(ThemeLoader.vendorKey)\"] is \(vendor.typeNameWithArticle)",
        "an object with " + Self.textExtensionFields.joined(separator: ", "))
      return false
    }
    let token =
      tokens[path] ?? RawToken(path: path, type: .typography, value: vendor, line: vendor.line, file: file)
    var ok = true
    for (key, field) in members {
      switch key {
      case "italic", "underline", "strikethrough", "reverse":
        guard let flag = field.bool else {
          log.error(
            "VK035", file: file, path: path, line: field.line, "\(key) is \(ThemeWording.describe(field))",
            "true or false")
          ok = false
          continue
        }
        let attribute: TextAttributes =
          key == "italic"
          ? .italic : key == "underline" ? .underline : key == "reverse" ? .reverse : .strikethrough
        if flag { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
      case "color", "background":
        guard let color = colorPart(field, of: token, field: key) else {
          ok = false
          continue
        }
        if key == "color" { style.foreground = color } else { style.background = color }
      default:
        log.error(
          "VK035", file: file, path: path, line: field.line, "unknown text attribute \"\(key)\"",
          "one of " + Self.textExtensionFields.joined(separator: ", "),
          log.didYouMean(key, among: Self.textExtensionFields, quoted: true))
        ok = false
      }
    }
    return ok
  }

  mutating func readTransition(_ token: RawToken) -> Bool {
    let node = token.value
    guard
      checkFields(
        node, token: token, required: ["duration", "delay", "timingFunction"], code: "VK038",
        what: "a transition")
    else { return false }
    var ok = true
    for field in ["duration", "delay"] {
      guard let sub = node[field] else { continue }
      let value = part(sub, of: token, field: field, type: .duration) { resolver, node in
        resolver.readDuration(node, token: token).map { .duration(milliseconds: $0) }
      }
      if value == nil { ok = false }
    }
    if let sub = node["timingFunction"] {
      let value = part(sub, of: token, field: "timingFunction", type: .cubicBezier) { resolver, node in
        resolver.readCubicBezier(node, token: token) ? .other(.cubicBezier) : nil
      }
      if value == nil { ok = false }
    }
    return ok
  }

  mutating func readShadow(_ token: RawToken) -> Bool {
    let layers = token.value.array ?? [token.value]
    guard !layers.isEmpty else {
      _ = formError("VK038", token, token.value, expected: "a shadow object or a non-empty array of them")
      return false
    }
    for layer in layers {
      guard
        checkFields(
          layer, token: token, required: ["color", "offsetX", "offsetY", "blur", "spread"],
          optional: ["inset"],
          code: "VK038", what: "a shadow")
      else { return false }
      guard let colorNode = layer["color"], colorPart(colorNode, of: token, field: "color") != nil else {
        return false
      }
      for field in ["offsetX", "offsetY", "blur", "spread"] {
        guard let sub = layer[field] else { return false }
        let value = dimensionPart(sub, of: token, field: field)
        if value == nil { return false }
      }
      if let inset = layer["inset"], inset.bool == nil {
        _ = formError("VK038", token, inset, expected: "inset as true or false")
        return false
      }
    }
    return true
  }

  mutating func readGradient(_ token: RawToken) -> Bool {
    guard let stops = token.value.array, !stops.isEmpty else {
      _ = formError(
        "VK038", token, token.value, expected: "a non-empty array of {\"color\", \"position\"} stops")
      return false
    }
    for stop in stops {
      guard
        checkFields(
          stop, token: token, required: ["color", "position"], code: "VK038", what: "a gradient stop"),
        let colorNode = stop["color"], colorPart(colorNode, of: token, field: "color") != nil,
        let position = stop["position"]
      else { return false }
      let value = part(position, of: token, field: "position", type: .number) { resolver, node in
        guard let number = node.number else {
          return resolver.formError("VK038", token, node, expected: "a stop position as a number")
        }
        return .number(number)
      }
      if value == nil { return false }
    }
    return true
  }
}
