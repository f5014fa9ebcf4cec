import ViewKit

/// Every token of a theme, one per line, with a swatch for colours.
struct ThemeSwatches: View {
  var theme: Theme

  var paths: [String] { theme.tokens.keys.sorted() }
  var height: Int { paths.count + 2 }

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(theme.displayName) (\(theme.name), \(theme.appearance.rawValue))").bold()
      Text("")
      ForEach(paths) { path in
        HStack(spacing: 1) {
          Text(path).frame(width: 34, alignment: .leading)
          swatch(for: path)
        }
      }
    }
  }

  @ViewBuilder
  func swatch(for path: String) -> some View {
    switch theme.tokens[path] {
    case .color(let color, let preview)?:
      HStack(spacing: 1) {
        Text("    ").backgroundColor(color)
        Text(color.isDefault ? "terminal default (\(preview.hex))" : preview.hex)
      }
    case .number(let value)?:
      Text(Int(exactly: value).map { "\($0) cell\($0 == 1 ? "" : "s")" } ?? "\(value)")
    case .duration(let milliseconds)?:
      Text("\(milliseconds) ms")
    case .border(let border)?:
      Text(
        "\(border.style.glyphs.topLeft)\(border.style.glyphs.horizontal)\(border.style.glyphs.topRight) \(border.style.rawValue)"
      )
      .foregroundColor(border.color)
    case .textStyle(let style)?:
      Text(
        style.attributes.names.isEmpty
          ? "sample (plain)" : "sample (\(style.attributes.names.joined(separator: " ")))"
      )
      .textAttributes(style.attributes).foregroundColor(style.foreground).backgroundColor(style.background)
    case .dimension(let value, let unit)?:
      Text("\(value) \(unit)")
    case .fontFamily(let names)?:
      Text(Sanitizer.sanitize(names.joined(separator: ", ")))
    case .fontWeight(let weight)?:
      Text("weight \(weight)")
    case .other(let type)?:
      Text(type.rawValue)
    case nil:
      EmptyView()
    }
  }
}
