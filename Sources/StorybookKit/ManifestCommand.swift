import Foundation
import ViewKit

/// `list --json` and `render --json`: the storybook and a story's cells as JSON, for tools and
/// coding agents (and the `mcp` server, which answers with the same values).
extension StorybookCLI {
  /// The manifest's format name and version, which `Schemas/storybook-manifest.schema.json`
  /// describes.
  static let manifestFormat = "viewkit-storybook-manifest"
  static let manifestVersion = 1

  /// Every story with what a tool needs to render it: id, title, summary, component, tags,
  /// arguments with their controls, size; the themes; the declared states.
  func manifest(stories: [Story]? = nil) -> [String: Any] {
    let stories = stories ?? registry.ids.compactMap { registry.story($0) }
    return [
      "format": Self.manifestFormat,
      "version": Self.manifestVersion,
      "name": book.name,
      "viewKit": Storybook.viewKitVersion,
      "themes": themeSet.map(\.name),
      "components": book.declarations.map { ["id": $0.component, "states": $0.states] as [String: Any] },
      "stories": stories.map(Self.entry),
    ]
  }

  /// One story in the manifest.
  static func entry(_ story: Story) -> [String: Any] {
    let size = story.layout.defaultSize
    let layout: [String: Any]
    switch story.layout {
    case .fixed: layout = ["kind": "fixed", "width": size.width, "height": size.height]
    case .fill: layout = ["kind": "fill", "width": size.width, "height": size.height]
    }
    return [
      "id": story.id,
      "title": story.title,
      "summary": story.summary,
      "component": story.storyID?.component ?? story.id,
      "tags": story.tags,
      "layout": layout,
      "args": story.args.map { arg in
        ["name": arg.name, "summary": arg.summary, "control": control(arg.control)] as [String: Any]
      },
      "source": story.location,
    ]
  }

  static func control(_ control: StoryControl) -> [String: Any] {
    switch control {
    case .text(let value): return ["kind": "text", "default": value]
    case .bool(let value): return ["kind": "bool", "default": value]
    case .choice(let options, let value): return ["kind": "choice", "options": options, "default": value]
    case .integer(let range, let value):
      return ["kind": "integer", "minimum": range.lowerBound, "maximum": range.upperBound, "default": value]
    }
  }

  /// A canvas as JSON: its rows of cells (glyph, width, style index) and its styles (colours as
  /// `#rrggbb` or a palette name, with their tokens; attributes by name).
  static func cells(_ canvas: Canvas) -> [String: Any] {
    var styleIndex: [Style: Int] = [:]
    var styles: [[String: Any]] = []
    var rows: [[[String: Any]]] = []
    for y in 0..<canvas.height {
      var row: [[String: Any]] = []
      for x in 0..<canvas.width {
        let cell = canvas.cell(x: x, y: y)
        guard !cell.isContinuation else { continue }
        let key = canvas.style(of: cell)
        if styleIndex[key] == nil {
          styleIndex[key] = styles.count
          styles.append(describe(key))
        }
        let width = x + 1 < canvas.width && canvas.cell(x: x + 1, y: y).isContinuation ? 2 : 1
        row.append(["x": x, "text": canvas.text(of: cell), "width": width, "style": styleIndex[key] ?? 0])
      }
      rows.append(row)
    }
    return ["width": canvas.width, "height": canvas.height, "rows": rows, "styles": styles]
  }

  static func describe(_ style: Style) -> [String: Any] {
    var out: [String: Any] = [:]
    func color(_ color: Color) -> [String: Any]? {
      var value: [String: Any] = [:]
      switch color.kind {
      case .default: value["value"] = "default"
      case .ansi(let ansi): value["value"] = ansi.name
      case .palette(let index): value["value"] = "palette(\(index))"
      case .rgb(let rgb): value["value"] = rgb.hex
      }
      if let token = color.token { value["token"] = token.path }
      return color.isUnset ? nil : value
    }
    if let foreground = color(style.foreground) { out["foreground"] = foreground }
    if let background = color(style.background) { out["background"] = background }
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.faint, "faint"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"),
      (.strikethrough, "strikethrough"),
    ]
    out["attributes"] = names.filter { style.attributes.contains($0.0) }.map(\.1)
    if let link = style.link { out["link"] = link.url }
    return out
  }

  /// JSON text with sorted keys, on one line.
  static func json(_ value: Any) -> String {
    guard JSONSerialization.isValidJSONObject(value),
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
