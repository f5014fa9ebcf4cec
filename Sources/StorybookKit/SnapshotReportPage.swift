import Foundation
import ViewKit
import ViewKitDriver

/// The change report's two files: `index.html`, one self-contained page (no script, no network,
/// every text from a golden escaped) with each changed golden before, after and with its
/// changed cells marked, in exact colours; and `summary.md`, a few lines for a pull request.
struct SnapshotReportPage {
  /// What changed.
  var report: SnapshotReport
  /// The storybook's name, for the title.
  var name: String
  /// The storybook's themes: the colours of a golden's terminal defaults (mono, no colour).
  var themes: [Theme]
  /// Where the page is written, as shown in the summary.
  var location: String

  /// The most lines of a golden shown as text (semantic transcripts, files that are no picture).
  static let maximumTextLines = 400
  /// The most ids or paths a list in the Markdown summary names; the rest are counted.
  static let maximumListed = 40

  /// `N goldens in M stories: a modified, b added, …` (only the kinds there are).
  var countsLine: String {
    let goldens = report.entries.count
    let stories = report.storyIDs.count
    let kinds = SnapshotReport.Change.allCases.compactMap { change -> String? in
      let count = report.count(change)
      return count > 0 ? change.counted(count) : nil
    }
    return "\(goldens) golden\(goldens == 1 ? "" : "s") in \(stories) stor\(stories == 1 ? "y" : "ies"): "
      + kinds.joined(separator: ", ")
  }

  /// The ref and its commit: `main (1a2b3c4d5e6f)`.
  var baseLine: String { "\(report.base) (\(report.commit))" }

  // MARK: Markdown

  /// The Markdown summary: counts, the stories changed, the goldens added and removed, the
  /// pending files and the conflicts, each list cut at ``maximumListed`` with a count of the rest.
  ///
  /// - Returns: the text of `summary.md`.
  func markdown() -> String {
    var out = "### Snapshot changes since \(Self.code(report.base)) (\(Self.code(report.commit)))\n\n"
    guard !report.entries.isEmpty else {
      return out + "No golden changed in \(Self.code(report.folder)), and no `.new` file is pending.\n"
    }
    out += countsLine + ".\n\n"
    func list(_ title: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      out += "**\(title) (\(items.count)):** "
      out += items.prefix(Self.maximumListed).map(Self.code).joined(separator: ", ")
      if items.count > Self.maximumListed { out += " and \(items.count - Self.maximumListed) more" }
      out += "\n\n"
    }
    func paths(_ change: SnapshotReport.Change, suffix: String = "") -> [String] {
      report.entries.filter { $0.change == change }.map { $0.path + suffix }
    }
    list("Changed stories", report.storyIDs)
    list("Added goldens", paths(.added))
    list("Removed goldens", paths(.removed))
    list("Pending `.new` files", paths(.pending, suffix: SnapshotStore.pendingSuffix))
    list("Conflicts to resolve", paths(.conflict))
    if report.count(.conflict) > 0 {
      out +=
        "Goldens with git conflict markers are not compared: record them again with "
        + "`VIEWKIT_RECORD=failed swift test`, or accept their `.new` files with "
        + "`swift run Storybook snapshots review`.\n\n"
    }
    out += "Before, after and the changed cells of each: \(Self.code(location))"
    if report.undrawn > 0 { out += " (the first \(report.drawnLimit) drawn)" }
    return out + ".\n"
  }

  /// Text as a Markdown code span that nothing in it can end or break: one line, controls and
  /// bidirectional marks made visible, at most 200 characters, fenced by more backticks than
  /// it holds in a row.
  ///
  /// - Parameter text: a ref, an id or a path.
  /// - Returns: the code span.
  static func code(_ text: String) -> String {
    var line = Sanitizer.sanitizeLine(text)
    if line.count > 200 { line = String(line.prefix(199)) + "…" }
    var longest = 0
    var run = 0
    for character in line {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = line.hasPrefix("`") || line.hasSuffix("`") || line.hasPrefix(" ") ? " " : ""
    return fence + pad + line + pad + fence
  }

  // MARK: HTML

  /// The page.
  ///
  /// - Returns: the HTML of `index.html`.
  func html() -> String {
    let escape = HTMLGallery.escape
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
      base-uri 'none'; form-action 'none'">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="ViewKit StorybookKit \(Storybook.viewKitVersion)">
      <title>\(escape(name)) snapshot changes</title>
      <style>\(HTMLGallery.css)\(Self.css)</style>
      </head>
      <body>
      <header>
      <h1>\(escape(name)): snapshot changes</h1>
      <span class="themes">since <code>\(escape(baseLine))</code> in <code>\(escape(report.folder))</code></span>
      <a id="all" href="#">all stories</a>
      </header>
      <main>

      """
    guard !report.entries.isEmpty else {
      out += "<p class=\"empty\" id=\"empty\">No golden changed since <code>\(escape(baseLine))</code>, "
      out += "and no <code>.new</code> file is pending.</p>\n</main>\n</body>\n</html>\n"
      return out
    }
    out += "<p class=\"counts\" id=\"counts\">\(escape(countsLine)).</p>\n"
    out += "<nav><ul>\n"
    for id in report.storyIDs {
      let kinds = Set(report.entries.filter { $0.storyID == id }.map(\.change))
      let badges = SnapshotReport.Change.allCases.filter(kinds.contains).map {
        "<span class=\"badge \($0.rawValue)\">\($0.rawValue)</span>"
      }
      out +=
        "<li><a href=\"#\(escape(HTMLGallery.fragment(id)))\">\(escape(id))</a> \(badges.joined(separator: " "))</li>\n"
    }
    out += "</ul></nav>\n"
    if report.undrawn > 0 {
      out +=
        "<p class=\"note\" id=\"undrawn\">The first \(report.drawnLimit) changed goldens are drawn; "
      out += "\(report.undrawn) more are only listed, with no picture (run the report on a narrower "
      out += "<code>--dir</code> to see them).</p>\n"
    }
    var current: String?
    for (index, entry) in report.entries.enumerated() {
      if entry.storyID != current {
        if current != nil { out += "</section>\n" }
        current = entry.storyID
        out += "<section class=\"story\" id=\"\(escape(entry.storyID))\"><h2>\(escape(entry.storyID))</h2>\n"
      }
      appendEntry(entry, drawn: index < report.entries.count - report.undrawn, to: &out)
    }
    out += "</section>\n</main>\n</body>\n</html>\n"
    return out
  }

  /// What the before and after of each kind of change are called.
  static func captions(_ change: SnapshotReport.Change, base: String) -> (before: String, after: String) {
    switch change {
    case .modified, .added, .removed: return ("before (\(base))", "after (working tree)")
    case .pending: return ("golden (working tree)", "pending .new")
    case .conflict: return ("ours (current branch)", "theirs (merged branch)")
    }
  }

  /// One changed golden: its heading, then before, after and the changed cells.
  func appendEntry(_ entry: SnapshotReport.Entry, drawn: Bool, to out: inout String) {
    let escape = HTMLGallery.escape
    let shown = entry.change == .pending ? entry.path + SnapshotStore.pendingSuffix : entry.path
    out +=
      "<article class=\"golden \(entry.change.rawValue)\">\n<h3><span class=\"badge \(entry.change.rawValue)\">"
    out += "\(entry.change.rawValue)</span> \(escape(entry.variant.isEmpty ? "golden" : entry.variant)) "
    out += "<code>\(escape(shown))</code>"
    let before = entry.before.map { GoldenPicture.read($0, maximumCells: SnapshotReport.maximumCells) }
    let after = entry.after.map { GoldenPicture.read($0, maximumCells: SnapshotReport.maximumCells) }
    var changedCells: Int?
    if case .success(let old)? = before, case .success(let new)? = after {
      var count = 0
      for y in 0..<max(old.canvas.height, new.canvas.height) {
        for x in 0..<max(old.canvas.width, new.canvas.width) where new.differs(from: old, x: x, y: y) {
          count += 1
        }
      }
      changedCells = count
      out += " <small>\(count) cell\(count == 1 ? "" : "s") changed</small>"
    }
    out += "</h3>\n"
    if entry.change == .conflict {
      out += "<p class=\"note\">This golden has git conflict markers, so no test compares it. "
      out += "Record it again with <code>VIEWKIT_RECORD=failed swift test</code>, or accept its "
      out += "<code>.new</code> file with <code>swift run Storybook snapshots review</code>.</p>\n"
    }
    if let problem = entry.problem { out += "<p class=\"note\">Could not read \(escape(problem)).</p>\n" }
    guard drawn else {
      out +=
        "<p class=\"note\">Not drawn: past the first \(report.drawnLimit) goldens.</p>\n</article>\n"
      return
    }
    let (beforeCaption, afterCaption) = Self.captions(entry.change, base: report.base)
    out += "<div class=\"grids\">\n"
    appendSide(entry.before, picture: before, caption: beforeCaption, to: &out)
    appendSide(entry.after, picture: after, caption: afterCaption, to: &out)
    if case .success(let old)? = before, case .success(let new)? = after, let changedCells {
      out +=
        "<figure><figcaption>changes: \(changedCells) cell\(changedCells == 1 ? "" : "s") marked</figcaption>\n"
      out += HTMLGallery.grid(
        new.canvas, theme: theme(of: new), profile: new.profile,
        changed: { new.differs(from: old, x: $0, y: $1) }, gridClass: "diff")
      if old.canvas.width > new.canvas.width || old.canvas.height > new.canvas.height {
        out += "<p class=\"note\">Smaller than before: \(old.canvas.width)×\(old.canvas.height) → "
        out += "\(new.canvas.width)×\(new.canvas.height).</p>\n"
      }
      out += "</figure>\n"
    }
    out += "</div>\n"
    if let old = entry.before, let new = entry.after {
      let isPicture: Bool
      if case .success? = before, case .success? = after { isPicture = true } else { isPicture = false }
      out +=
        isPicture ? "<details><summary>text diff</summary>" : "<details open><summary>text diff</summary>"
      out += Self.textBlock(SnapshotDiff.describe(expected: old, actual: new), diff: true)
      out += "</details>\n"
    }
    out += "</article>\n"
  }

  /// One side: the golden drawn as a grid, or as text when it is no picture (a semantic
  /// transcript, a file too large, a conflict's badly nested side).
  func appendSide(
    _ text: String?, picture: Result<GoldenPicture, GoldenPicture.Problem>?, caption: String,
    to out: inout String
  ) {
    guard let text else { return }
    out += "<figure><figcaption>\(HTMLGallery.escape(caption))</figcaption>\n"
    switch picture {
    case .success(let golden)?:
      out += HTMLGallery.grid(golden.canvas, theme: theme(of: golden), profile: golden.profile)
    case .failure(.tooLarge(let width, let height))?:
      out += "<p class=\"note\">Too large to draw here (\(width)×\(height) cells; at most "
      out += "\(SnapshotReport.maximumCells)).</p>\n"
    default:
      out += Self.textBlock(text, diff: false)
    }
    out += "</figure>\n"
  }

  /// The theme a golden names (for its terminal's default colours), else the first.
  func theme(of picture: GoldenPicture) -> Theme {
    themes.first { $0.name == picture.themeName } ?? themes.first ?? .dark
  }

  /// Text in a `pre`, escaped, cut at ``maximumTextLines`` lines of 400 characters; with
  /// `diff`, lines starting `-` and `+` are marked as removed and added.
  static func textBlock(_ text: String, diff: Bool) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var out = "<pre class=\"text\">"
    for line in lines.prefix(maximumTextLines) {
      let cut = line.count > 400 ? line.prefix(399) + "…" : line
      let escaped = HTMLGallery.escape(String(cut))
      if diff && line.hasPrefix("-") {
        out += "<span class=\"del\">\(escaped)</span>\n"
      } else if diff && line.hasPrefix("+") {
        out += "<span class=\"ins\">\(escaped)</span>\n"
      } else {
        out += escaped + "\n"
      }
    }
    if lines.count > maximumTextLines { out += "… \(lines.count - maximumTextLines) more lines\n" }
    return out + "</pre>\n"
  }

  /// The report's style sheet, after the gallery's: badges, notes, text diffs and the marked
  /// cells (outlined; in the diff view every other cell faded).
  static let css = """
    .counts{font-size:15px;margin:12px 0}
    nav ul{list-style:none;padding:0;margin:0 0 8px;columns:3 260px}
    nav li{font-family:"DejaVu Sans Mono",monospace;font-size:13px;padding:1px 0}
    nav a{color:inherit}
    .badge{display:inline-block;font:600 11px/1.4 system-ui,sans-serif;padding:0 6px;border-radius:8px;\
    color:#fff;background:#5b6275;vertical-align:middle}
    .badge.modified{background:#8a5cf6}.badge.added{background:#1f8f4e}.badge.removed{background:#c0392b}
    .badge.pending{background:#b7791f}.badge.conflict{background:#d6336c}
    article.golden{margin:10px 0 14px;padding-top:8px;border-top:1px solid var(--line)}
    article.golden h3{font-size:14px;margin:0 0 6px;font-weight:600}
    article.golden h3 code{font-size:12px;color:var(--muted)}
    article.golden h3 small{font-size:12px;color:var(--muted);font-weight:normal}
    .note,.empty{color:var(--muted);font-size:13px;margin:4px 0}
    .empty{font-size:16px;margin:24px 0}
    pre.text{font:12px/1.35 "DejaVu Sans Mono",monospace;margin:0;padding:6px 8px;max-width:100%;\
    overflow-x:auto;background:var(--bg);border:1px solid var(--line)}
    pre.text .del{background:rgba(220,60,60,.22)}pre.text .ins{background:rgba(40,170,90,.22)}
    details summary{cursor:pointer;font-size:12px;color:var(--muted);margin:6px 0 2px}
    .row>.chg{outline:2px solid #ff2d95;outline-offset:-1px;z-index:1}
    .grid.diff .row>:not(.chg){opacity:.28}
    """
}
