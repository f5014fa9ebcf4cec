import Foundation
import ViewKit
import ViewKitDriver

/// The static HTML gallery `export --html` writes: one self-contained page with every story
/// drawn in every theme as a grid of cells in exact colours, and a search box.
///
/// The page needs nothing but itself: inline CSS, one small inline script, no font, image or
/// script from anywhere, so it works from `file://`. Its Content-Security-Policy allows that one
/// script by hash and no network at all. Every piece of text that comes from stories (ids,
/// titles, summaries, the cells) is escaped, so none of it can become markup.
struct HTMLGallery {
  /// One grid per story: a theme drawn in a colour profile.
  struct Column {
    /// The heading above the grid.
    var caption: String
    /// A longer description, shown on hover.
    var detail: String
    /// The theme the stories are drawn in.
    var theme: Theme
    /// The colour profile: truecolor, or `none` for the no-colour variant.
    var profile: ColorProfile
  }

  /// The storybook's name, the page's title.
  var name: String
  /// The stories, in order.
  var stories: [Story]
  /// The grids each story gets, side by side.
  var columns: [Column]

  /// The page's columns for a set of themes: each in truecolor, then the first one with no
  /// colour at all (attributes only), as the no-colour golden files draw it.
  ///
  /// - Parameter themes: the themes, in order.
  /// - Returns: a truecolor column per theme, then the no-colour one.
  static func columns(for themes: [Theme]) -> [Column] {
    var columns = themes.map {
      Column(caption: $0.name, detail: "\($0.displayName), truecolor", theme: $0, profile: .truecolor)
    }
    if let first = themes.first {
      columns.append(
        Column(
          caption: GoldenLayout.noColorName,
          detail: "No colour (\(first.displayName)): what a NO_COLOR terminal shows, attributes only",
          theme: first, profile: .none))
    }
    return columns
  }

  /// The whole page, every story drawn in every column.
  ///
  /// - Returns: the HTML of `index.html`.
  func html() -> String {
    var out = ""
    out.reserveCapacity(stories.count * columns.count * 8_192)
    let script = Self.script
    let scriptHash = Data(SHA256.digest(Array(script.utf8))).base64EncodedString()
    let name = Self.escape(name)
    out += """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'sha256-\(scriptHash)'; base-uri 'none'; form-action 'none'">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="ViewKit StorybookKit \(Storybook.viewKitVersion)">
      <title>\(name) gallery</title>
      <style>\(Self.css)</style>
      </head>
      <body>
      <header>
      <h1>\(name)</h1>
      <input type="search" id="search" placeholder="Filter by id, title, summary or tag" \
      aria-label="Filter stories" autocomplete="off" spellcheck="false">
      <span id="count">\(stories.count) stories</span>
      <a id="all" href="#">all stories</a>
      <span class="themes">\(columns.map { Self.escape($0.caption) }.joined(separator: " · "))</span>
      </header>
      <main>

      """
    for story in stories { appendSection(story, to: &out) }
    out += """
      <p id="none" hidden>No story matches.</p>
      </main>
      <script>\(script)</script>
      </body>
      </html>

      """
    return out
  }

  /// One story's section: its anchor, title, summary and a grid per column.
  ///
  /// - Parameters:
  ///   - story: the story, drawn at its layout's size with its default arguments.
  ///   - out: the page so far.
  func appendSection(_ story: Story, to out: inout String) {
    let id = Self.escape(story.id)
    let search = Self.escape(story.searchText)
    let size = story.layout.defaultSize
    out += "<section class=\"story\" id=\"\(id)\" data-search=\"\(search)\">\n"
    out += "<h2><a href=\"#\(Self.escape(Self.fragment(story.id)))\">\(Self.escape(story.title))</a> "
    out += "<code>\(id)</code> <small>\(size.width)×\(size.height)</small></h2>\n"
    out += "<p class=\"summary\">\(Self.escape(story.summary))"
    if !story.tags.isEmpty {
      out += " <small class=\"tags\">\(Self.escape(story.tags.joined(separator: " · ")))</small>"
    }
    out += "</p>\n<div class=\"grids\">\n"
    for column in columns {
      let canvas = story.render(theme: column.theme, profile: column.profile)
      out += "<figure><figcaption title=\"\(Self.escape(column.detail))\">\(Self.escape(column.caption))"
      out += "</figcaption>\n"
      out += Self.grid(canvas, theme: column.theme, profile: column.profile)
      out += "</figure>\n"
    }
    out += "</div>\n</section>\n"
  }

  // MARK: Grids

  /// How a cell looks in the page: its colours after reverse and faint, and the attributes CSS
  /// shows.
  struct Look: Hashable {
    var foreground: RGB
    var background: RGB
    var bold: Bool
    var italic: Bool
    var underline: Bool
    var strikethrough: Bool
    /// Where a linked cell leads, when the page may link there (``href(_:)``); nil for none.
    var href: String? = nil
  }

  /// A canvas as a grid: a `div.grid` of `div.row`s, each a run of `span`s as wide as their
  /// cells (`N ch`), with the colours and attributes inline. A wide grapheme gets a span of its
  /// own, `2ch` wide, and its continuation cell adds nothing, so every row is exactly the
  /// canvas's width in `ch` whatever the fonts make of the glyphs.
  ///
  /// - Parameters:
  ///   - canvas: the drawn story.
  ///   - theme: the theme it was drawn in, whose text and background previews stand for the
  ///     terminal's own colours.
  ///   - profile: the profile it was drawn for.
  ///   - changed: which cells to mark as changed (the change report's diff view), by column
  ///     and row; nil marks none. Marked cells get spans of their own, of class `chg`.
  ///   - gridClass: classes added to the grid's own.
  /// - Returns: the grid's HTML.
  static func grid(
    _ canvas: Canvas, theme: Theme, profile: ColorProfile, changed: ((Int, Int) -> Bool)? = nil,
    gridClass: String = ""
  ) -> String {
    let palette = Palette(theme: theme, profile: profile)
    // Each style of the table looked at once; a cell's look is its style's.
    let looks = canvas.styles.map { palette.look(of: $0) }
    func lookOf(_ cell: Cell) -> Look { looks[cell.styleIndex] }
    func marked(_ x: Int, _ y: Int) -> Bool { changed?(x, y) ?? false }
    let classes = gridClass.isEmpty ? "grid" : "grid " + escape(gridClass)
    var out = "<div class=\"\(classes)\" style=\"width:\(canvas.width)ch;color:\(palette.foreground.hex);"
    out += "background-color:\(palette.background.hex)\">\n"
    for y in 0..<canvas.height {
      out += "<div class=\"row\">"
      var x = 0
      while x < canvas.width {
        let cell = canvas.cell(x: x, y: y)
        let look = lookOf(cell)
        // A continuation cell without its wide grapheme (never in a sound canvas) is a blank.
        let text = cell.isContinuation ? " " : canvas.text(of: cell)
        if isWide(x: x, y: y, in: canvas) || !sharesRuns(text) {
          // A cell of its own, so a glyph from a fallback font, whatever its advance, moves
          // nothing after it.
          let cells = isWide(x: x, y: y, in: canvas) ? 2 : 1
          let mark = (0..<cells).contains { marked(x + $0, y) }
          appendSpan(at: x, cells: cells, text: text, look: look, palette: palette, marked: mark, to: &out)
          x += cells
          continue
        }
        // A run of narrow cells that look the same, all in the grid's first font.
        var run = text
        var end = x + 1
        let mark = marked(x, y)
        while end < canvas.width {
          let next = canvas.cell(x: end, y: y)
          let nextText = next.isContinuation ? " " : canvas.text(of: next)
          guard !isWide(x: end, y: y, in: canvas), sharesRuns(nextText),
            next.styleIndex == cell.styleIndex || lookOf(next) == look,
            marked(end, y) == mark
          else { break }
          run += nextText
          end += 1
        }
        appendSpan(at: x, cells: end - x, text: run, look: look, palette: palette, marked: mark, to: &out)
        x = end
      }
      out += "</div>\n"
    }
    out += "</div>\n"
    return out
  }

  /// Whether a narrow grapheme may share a span with its neighbours: one scalar that the
  /// grid's first font, DejaVu Sans Mono, draws exactly one cell wide (ASCII, Latin, box
  /// drawing, block elements). Anything else may come from a fallback font with another
  /// advance, so it gets a span of its own.
  ///
  /// - Parameter text: a cell's grapheme.
  /// - Returns: whether it may join a run.
  static func sharesRuns(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let scalar = scalars.first, scalars.count == 1 else { return false }
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0x24F, 0x2500...0x259F: return true
    default: return false
    }
  }

  /// Whether the cell at a position is the first half of a wide grapheme.
  ///
  /// - Parameters:
  ///   - x: the column.
  ///   - y: the row.
  ///   - canvas: the drawn story.
  /// - Returns: whether the next cell continues it.
  private static func isWide(x: Int, y: Int, in canvas: Canvas) -> Bool {
    x + 1 < canvas.width && !canvas.cell(x: x, y: y).isContinuation
      && canvas.cell(x: x + 1, y: y).isContinuation
  }

  /// Appends one run: a `span` placed at its column and `cells` ch wide, with what differs
  /// from the grid's colours; an `a` with the same look for linked cells (``Look/href``), whose
  /// URL is escaped like any other text. Each span is placed on its own (`left: Xch`) rather than after
  /// the one before it: widths in `ch` round to the browser's layout unit, and a row of many
  /// spans (every wide or fallback glyph is one) drifted by half a pixel from a row of few.
  ///
  /// - Parameters:
  ///   - x: the column the run starts at.
  ///   - cells: how many cells the run covers.
  ///   - text: its graphemes, not yet escaped.
  ///   - look: how its cells look.
  ///   - palette: the grid's colours.
  ///   - marked: whether the run's cells changed (class `chg`).
  ///   - out: the grid so far.
  private static func appendSpan(
    at x: Int, cells: Int, text: String, look: Look, palette: Palette, marked: Bool = false,
    to out: inout String
  ) {
    let element = look.href == nil ? "span" : "a"
    out += "<\(element)"
    if let href = look.href { out += " href=\"\(escape(href))\" rel=\"noopener noreferrer\"" }
    out +=
      marked
      ? " class=\"chg\" style=\"left:\(x)ch;width:\(cells)ch"
      : " style=\"left:\(x)ch;width:\(cells)ch"
    if look.foreground != palette.foreground { out += ";color:\(look.foreground.hex)" }
    if look.background != palette.background { out += ";background-color:\(look.background.hex)" }
    if look.bold { out += ";font-weight:bold" }
    if look.italic { out += ";font-style:italic" }
    if look.underline || look.strikethrough {
      let lines = [look.underline ? "underline" : nil, look.strikethrough ? "line-through" : nil]
      out += ";text-decoration:" + lines.compactMap { $0 }.joined(separator: " ")
    }
    out += "\">" + escape(text) + "</\(element)>"
  }

  /// The schemes a page links to: the web and mail. Anything else a story's link names
  /// (`javascript:`, `data:`, `file:`, a custom scheme) is drawn as plain cells, never a link.
  static let linkSchemes: Set<String> = ["http", "https", "mailto"]

  /// Where a page may link for a cell's hyperlink: its URL (already printable ASCII, see
  /// ``Hyperlink``) when its scheme is one of ``linkSchemes``; nil otherwise.
  ///
  /// - Parameter link: a cell style's link, if any.
  /// - Returns: the URL to link to, not yet escaped, or nil.
  static func href(_ link: Hyperlink?) -> String? {
    guard let url = link?.url, let colon = url.firstIndex(of: ":") else { return nil }
    return linkSchemes.contains(url[..<colon].lowercased()) ? url : nil
  }

  /// Colours as a page shows them: exact sRGB for what the profile sends, and for the
  /// terminal's own default colours the theme's preview of its text and background.
  struct Palette {
    /// The profile the canvas was drawn for.
    var profile: ColorProfile
    /// The terminal's default foreground: the theme's text colour.
    var foreground: RGB
    /// The terminal's default background: the theme's background colour.
    var background: RGB

    /// The palette of a theme drawn for a profile.
    ///
    /// - Parameters:
    ///   - theme: the theme the canvas was drawn in.
    ///   - profile: the profile it was drawn for.
    init(theme: Theme, profile: ColorProfile) {
      self.profile = profile
      foreground = theme.previewColor(.textDefault) ?? RGB(0xE6, 0xE6, 0xE6)
      background = theme.previewColor(.backgroundDefault) ?? RGB(0x00, 0x00, 0x00)
    }

    /// A colour as the page shows it.
    ///
    /// - Parameters:
    ///   - color: a colour of a cell's style.
    ///   - fallback: the terminal's own colour for its role (foreground or background).
    /// - Returns: the sRGB value.
    func rgb(_ color: Color, fallback: RGB) -> RGB {
      switch color.resolved(for: profile) {
      case .default:
        // The terminal's own colour for the role it is used in (SGR 39 or 49), whichever token
        // it came from: mono's `button.primary.background` is the terminal's background, even
        // though its preview is the text colour.
        return fallback
      case .ansi(let ansi): return ColorMatcher.rgb(ofPalette: ansi.rawValue)
      case .palette(let index): return ColorMatcher.rgb(ofPalette: index)
      case .rgb(let rgb): return rgb
      }
    }

    /// How a style looks: reverse swaps the colours, faint mixes the text colour halfway
    /// into the background.
    ///
    /// - Parameter style: a style of the canvas.
    /// - Returns: the colours and attributes the page shows.
    func look(of style: Style) -> Look {
      var foreground = rgb(style.foreground, fallback: self.foreground)
      var background = rgb(style.background, fallback: self.background)
      let attributes = style.attributes
      if attributes.contains(.reverse) { swap(&foreground, &background) }
      if attributes.contains(.faint) {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b) + 1) / 2) }
        foreground = RGB(
          mix(foreground.red, background.red), mix(foreground.green, background.green),
          mix(foreground.blue, background.blue))
      }
      return Look(
        foreground: foreground, background: background, bold: attributes.contains(.bold),
        italic: attributes.contains(.italic), underline: attributes.contains(.underline),
        strikethrough: attributes.contains(.strikethrough), href: HTMLGallery.href(style.link))
    }
  }

  // MARK: Text

  /// Text made safe for HTML, in content and in quoted attributes alike: `& < > " '` become
  /// entities, and control characters (never in a canvas, but possible in a title) become
  /// U+FFFD.
  ///
  /// - Parameter text: any text.
  /// - Returns: the escaped text.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        // Controls, and the bidirectional overrides that would make a name read otherwise
        // than it is, as the terminal's sanitiser treats them.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || Sanitizer.isLayoutControl(scalar.value)
        {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A story id as a URL fragment: characters outside the fragment's safe set percent-encoded
  /// (ids are kebab-case with one slash, so this is the id itself).
  ///
  /// - Parameter id: a story id.
  /// - Returns: the fragment, without the `#`.
  static func fragment(_ id: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~/")
    return id.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }

  // MARK: Assets

  /// The page's style sheet. Cells are `ch` wide; the font stack covers box drawing, CJK and
  /// colour emoji without loading anything.
  static let css = """
    :root{color-scheme:light dark;--fg:#1d2230;--bg:#f2f3f7;--muted:#5b6275;--line:#d5d9e2;--card:#fff}
    @media (prefers-color-scheme:dark){:root{--fg:#e6e9f0;--bg:#0b0d12;--muted:#9aa3b5;\
    --line:#2a3040;--card:#141821}}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;\
    color:var(--fg);background:var(--bg)}
    header{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;\
    padding:10px 20px;background:var(--bg);border-bottom:1px solid var(--line)}
    header h1{font-size:18px;margin:0}
    #search{flex:1 1 240px;max-width:480px;font:inherit;padding:5px 10px;border:1px solid var(--line);\
    border-radius:6px;background:var(--card);color:var(--fg)}
    #count,.themes{color:var(--muted);font-size:13px}
    main{padding:4px 20px 40px}
    [hidden]{display:none!important}
    section.story{margin:16px 0;padding:12px 16px;background:var(--card);border:1px solid var(--line);\
    border-radius:8px;scroll-margin-top:70px}
    section.story:target{outline:2px solid #5fa8ff}
    main:has(>section.story:target)>section.story:not(:target){display:none}
    body:not(:has(section.story:target)) #all{display:none}
    .story h2{font-size:16px;margin:0 0 2px}
    .story h2 a{color:inherit;text-decoration:none}
    .story h2 a:hover{text-decoration:underline}
    .story code,.story small{font-family:"DejaVu Sans Mono",monospace;font-size:12px;color:var(--muted);\
    font-weight:normal}
    .summary{margin:0 0 10px;color:var(--muted)}
    .grids{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start}
    figure{margin:0;max-width:100%;overflow-x:auto}
    figcaption{font-size:12px;color:var(--muted);margin-bottom:3px}
    .grid{display:inline-block;vertical-align:top;outline:1px solid var(--line);font-family:"DejaVu Sans Mono","Noto Sans Mono CJK SC",\
    "Noto Sans Mono CJK JP","Noto Sans Mono CJK","Noto Color Emoji",monospace;font-size:14px;\
    line-height:1.15;font-variant-ligatures:none;font-kerning:none;font-synthesis:none}
    .row{position:relative;width:100%;height:1.15em}
    .row>span,.row>a{position:absolute;top:0;display:block;height:1.15em;overflow:hidden;white-space:pre}
    .row>a{color:inherit;text-decoration:none}
    .row>a:hover{outline:1px dotted currentColor;outline-offset:-1px}
    """

  /// The search box's script: every word typed must occur in a story's id, title or summary.
  static let script = """
    (function () {
      var box = document.getElementById("search");
      var count = document.getElementById("count");
      var none = document.getElementById("none");
      var sections = document.querySelectorAll("section.story");
      function apply() {
        var words = box.value.toLowerCase().split(/\\s+/).filter(Boolean);
        var shown = 0;
        for (var i = 0; i < sections.length; i++) {
          var text = sections[i].getAttribute("data-search") || "";
          var match = words.every(function (word) { return text.indexOf(word) >= 0; });
          sections[i].hidden = !match;
          if (match) shown++;
        }
        count.textContent = (words.length ? shown + " of " : "") + sections.length + " stories";
        none.hidden = shown > 0;
      }
      box.addEventListener("input", apply);
      apply();
    })();
    """
}
