import ViewKit

/// A golden file read back into the canvas it shows: its text grid drawn, each style run's
/// colours (as the profile sent them) and attributes applied, and the header's surface painted
/// under every cell no run colours. What the change report draws as before and after.
package struct GoldenPicture {
  /// The canvas the golden shows.
  package let canvas: Canvas
  /// The header's `key=value` fields (`id`, `theme`, `size`, `profile`, `surface`, `kind`).
  package let fields: [String: String]
  /// The profile the golden's colours were written for (`truecolor` when the header names none).
  package let profile: ColorProfile

  /// The theme the header names, if any.
  package var themeName: String? { fields["theme"] }

  /// Why a golden's text cannot be drawn.
  package enum Problem: Error, Equatable {
    /// Not a picture golden: no header, no `--- styles` section, a malformed run, or a semantic
    /// transcript (which is text).
    case notAPicture
    /// Larger than the caller allows: its width and height.
    case tooLarge(width: Int, height: Int)
  }

  /// Reads a golden's text back into its canvas.
  ///
  /// - Parameters:
  ///   - text: a golden file's text.
  ///   - maximumCells: the most cells drawn; a larger golden is refused before anything is drawn.
  /// - Returns: the picture, or why there is none.
  package static func read(_ text: String, maximumCells: Int) -> Result<GoldenPicture, Problem> {
    let header = text.prefix { $0 != "\n" }
    guard header.hasPrefix(GoldenHeader.magic + " ") else { return .failure(.notAPicture) }
    var fields: [String: String] = [:]
    for part in header.split(separator: " ").dropFirst(2) {
      guard let equals = part.firstIndex(of: "=") else { continue }
      fields[String(part[..<equals])] = String(part[part.index(after: equals)...])
    }
    guard fields["kind"] == nil else { return .failure(.notAPicture) }
    // The header's size is checked before the runs are read, so a huge one costs nothing.
    if let size = fields["size"]?.split(separator: "x"), size.count == 2 {
      let w = Int(size[0]) ?? Int.max
      let h = Int(size[1]) ?? Int.max
      guard w <= maximumCells, h <= maximumCells, w * h <= maximumCells else {
        return .failure(.tooLarge(width: w, height: h))
      }
    }
    guard let golden = SnapshotDiff.Golden(text) else { return .failure(.notAPicture) }
    let measured = golden.grid.reduce(0) { max($0, SnapshotDiff.columns($1).count) }
    var width = measured
    var height = golden.grid.count
    if let size = fields["size"]?.split(separator: "x"), size.count == 2, let w = Int(size[0]),
      let h = Int(size[1])
    {
      width = max(0, w)
      height = max(0, h)
    }
    // A header may say anything: the canvas is as large as the header or the grid, whichever
    // is larger, and refused past the caller's limit before a cell is made.
    width = max(width, measured)
    height = max(height, golden.grid.count)
    guard width <= maximumCells, height <= maximumCells, width * height <= maximumCells else {
      return .failure(.tooLarge(width: width, height: height))
    }
    let profile = fields["profile"].flatMap(ColorProfile.init(rawValue:)) ?? .truecolor
    var canvas = Canvas(width: width, height: height)
    for (row, line) in golden.grid.enumerated() {
      canvas.draw(line, at: Point(x: 0, y: row), style: .plain)
    }
    for (row, columns) in golden.styles where row >= 0 && row < height {
      var runs: [(first: Int, last: Int, description: String)] = []
      for column in columns.keys.sorted() where column >= 0 && column < width {
        let description = columns[column] ?? ""
        if let last = runs.last, last.last == column - 1, last.description == description {
          runs[runs.count - 1].last = column
        } else {
          runs.append((column, column, description))
        }
      }
      for run in runs {
        let style = Self.style(run.description)
        canvas.restyle(Rect(x: run.first, y: row, width: run.last - run.first + 1, height: 1)) { _ in style }
      }
    }
    if let surface = fields["surface"]?.split(separator: "/", maxSplits: 1), surface.count == 2 {
      canvas.paintSurface(foreground: color(surface[0]), background: color(surface[1]))
    }
    return .success(GoldenPicture(canvas: canvas, fields: fields, profile: profile))
  }

  /// A style run's description (`fg=#0f1117(button.primary.foreground) bg=p33 bold
  /// link=https://…`) as a style; what it leaves out is unset, so the surface fills it.
  ///
  /// - Parameter description: the run's description, between its cells and its quoted text.
  /// - Returns: the style.
  static func style(_ description: String) -> Style {
    var style = Style()
    for part in description.split(separator: " ") {
      if part.hasPrefix("fg=") {
        style.foreground = color(part.dropFirst(3))
      } else if part.hasPrefix("bg=") {
        style.background = color(part.dropFirst(3))
      } else if part.hasPrefix("link=") {
        style.link = Hyperlink(String(part.dropFirst(5)))
      } else if let attribute = TextAttributes.named.first(where: { $0.1 == part }) {
        style.attributes.insert(attribute.0)
      }
    }
    return style
  }

  /// A colour as a golden writes it: `#rrggbb`, `p<index>`, a palette name or `default`, then
  /// the token in parentheses when known. Anything else is the terminal's default.
  ///
  /// - Parameter text: the colour's text.
  /// - Returns: the colour, with its token.
  static func color(_ text: Substring) -> Color {
    var value = text
    var token: TokenName?
    if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      value = text[..<open]
      let name = text[text.index(after: open)..<text.index(before: text.endIndex)]
      if !name.isEmpty { token = TokenName(String(name)) }
    }
    let kind: Color.Kind
    if let rgb = RGB(hex: String(value)), value.hasPrefix("#") {
      kind = .rgb(rgb)
    } else if value.hasPrefix("p"), let index = UInt8(value.dropFirst()) {
      kind = .palette(index)
    } else if let ansi = ANSIColor(name: String(value)) {
      kind = .ansi(ansi)
    } else {
      kind = .default
    }
    return Color(kind, token: token)
  }

  /// Whether the cell at a position shows the same grapheme in the same style in two pictures;
  /// a cell outside either picture differs.
  ///
  /// - Parameters:
  ///   - x: the column.
  ///   - y: the row.
  ///   - other: the other picture.
  /// - Returns: whether the cell differs.
  package func differs(from other: GoldenPicture, x: Int, y: Int) -> Bool {
    guard x < canvas.width, y < canvas.height, x < other.canvas.width, y < other.canvas.height else {
      return true
    }
    return canvas.grapheme(x: x, y: y) != other.canvas.grapheme(x: x, y: y)
      || canvas.style(x: x, y: y) != other.canvas.style(x: x, y: y)
  }
}
