import ViewKitStyle

/// The golden-file text format: a header, the text grid and the style runs.
///
/// ```
/// viewkit-snapshot 2 id=button/primary theme=dark size=12x3 profile=truecolor surface=#e6e9f0(color.text.default)/#0f1117(color.background.default)
/// ╭──────────╮
/// │ Continue │
/// ╰──────────╯
/// --- styles
/// 0:0-11 fg=#6b7390(color.border.default) "╭──────────╮"
/// 1:2-9 fg=#0f1117(button.primary.foreground) bg=#5fa8ff(button.primary.background) bold "Continue"
/// ```
///
/// `surface=FG/BG` is the theme's surface painted under every cell (absent when none was, as
/// in mono): runs leave out a colour equal to it, and a cell showing exactly the surface is not
/// listed, so a golden lists what the components chose.
///
/// The grid has exactly `height` lines of exactly `width` cells each (trailing spaces kept; a
/// wide grapheme stands for its two cells). Each style run is `row:first-last` (columns,
/// inclusive), the colours downsampled for the profile (`#rrggbb`, `p123` for the 256
/// palette, a palette name such as `brightBlue`) with the token name in parentheses where it
/// is known, the attributes, `link=<url>` for linked text (the ``Hyperlink``'s URL, which has
/// no space or control character), and the run's text quoted (`"` and `\` escaped). Runs are
/// maximal within a row and only non-default styles are listed: a cell no run covers is plain.
/// A golden without links is the same as before links existed.
public struct SnapshotFormat {
  /// The format version written in every header.
  public static let version = 2

  /// Encodes a canvas as snapshot text for a golden file.
  ///
  /// - Parameters:
  ///   - canvas: the drawn frame.
  ///   - header: `key=value` pairs written after the version, in order (e.g. `id`, `theme`).
  ///   - profile: the colour profile the styles are shown in (`none` lists attributes only).
  /// - Returns: the snapshot text, in the format above.
  public static func encode(_ canvas: Canvas, header: [(String, String)], profile: ColorProfile) -> String {
    var out = "viewkit-snapshot \(version)"
    for (key, value) in header { out += " \(key)=\(value)" }
    out += " size=\(canvas.width)x\(canvas.height) profile=\(profile)"
    let surface = canvas.surface.map {
      (describe($0.foreground, profile: profile), describe($0.background, profile: profile))
    }
    if let surface, profile != .none {
      out += " surface=\(surface.0 ?? "default")/\(surface.1 ?? "default")"
    }
    out += "\n"
    out += canvas.plainText(trimTrailingSpaces: false)
    out += "\n--- styles\n"
    // Each style of the table is described once; a run extends while the cells' styles are the
    // same entry or describe the same under the profile.
    let descriptions = canvas.styles.map { describe($0, profile: profile, surface: surface) }
    canvas.cells.withUnsafeBufferPointer { cells in
      for y in 0..<canvas.height {
        let row = y * canvas.width
        var x = 0
        while x < canvas.width {
          let id = cells[row + x].style
          let description = descriptions[Int(id)]
          var end = x + 1
          while end < canvas.width {
            let next = cells[row + end].style
            guard next == id || descriptions[Int(next)] == description else { break }
            end += 1
          }
          if !description.isEmpty {
            var text = ""
            for column in x..<end { text += canvas.text(of: cells[row + column]) }
            out += "\(y):\(x)-\(end - 1) \(description) \(quoted(text))\n"
          }
          x = end
        }
      }
    }
    return out
  }

  /// A style as the runs show it, leaving out colours equal to the surface's; empty for a style
  /// that shows as plain (or as the bare surface) under the profile.
  static func describe(
    _ style: Style, profile: ColorProfile, surface: (String?, String?)? = nil
  ) -> String {
    var parts: [String] = []
    if let fg = describe(style.foreground, profile: profile), fg != surface?.0 { parts.append("fg=" + fg) }
    if let bg = describe(style.background, profile: profile), bg != surface?.1 { parts.append("bg=" + bg) }
    parts.append(contentsOf: style.attributes.names)
    if let link = style.link { parts.append("link=" + link.url) }
    return parts.joined(separator: " ")
  }

  static func describe(_ color: Color, profile: ColorProfile) -> String? {
    let value: String
    switch color.resolved(for: profile) {
    case .default:
      guard profile != .none, let token = color.token, color.isDefault else { return nil }
      value = "default"
      return "\(value)(\(token))"
    case .ansi(let ansi): value = ansi.name
    case .palette(let index): value = "p\(index)"
    case .rgb(let rgb): value = rgb.hex
    }
    if let token = color.token { return "\(value)(\(token))" }
    return value
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }
}
