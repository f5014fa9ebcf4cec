import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitPlatform

@testable import StorybookKit

/// A fresh folder under the temporary directory that does not exist yet.
private func scratchFolder(_ name: String = "gallery") -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-export-\(UUID())")
    .appendingPathComponent(name)
}

private func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

/// The pieces of `text` between the occurrences of `separator`, as `components(separatedBy:)`
/// gives them, found with `memmem`: the catalogue's page is megabytes, and Foundation's search
/// through it took seconds of the suite.
func pieces<Text: StringProtocol>(_ text: Text, by separator: String) -> [Substring] {
  var whole = String(text)
  var needle = separator
  let offsets: [Int] = whole.withUTF8 { haystack in
    needle.withUTF8 { wanted in
      var found: [Int] = []
      var start = 0
      while start <= haystack.count,
        let offset = Platform.firstOffset(
          of: UnsafeRawBufferPointer(wanted),
          in: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: haystack[start...])))
      {
        found.append(start + offset)
        start += offset + max(1, wanted.count)
      }
      return found
    }
  }
  let utf8 = whole.utf8
  var result: [Substring] = []
  var from = 0
  for offset in offsets + [utf8.count] {
    let lower = utf8.index(utf8.startIndex, offsetBy: from)
    let upper = utf8.index(utf8.startIndex, offsetBy: offset)
    result.append(Substring(utf8[lower..<upper]))
    from = offset + separator.utf8.count
  }
  return result
}

/// The grids of a page by story id: each grid's rows, each row the `ch` widths of its spans
/// (and links).
private func grids(in html: String) -> [String: [[[Int]]]] {
  var result: [String: [[[Int]]]] = [:]
  for chunk in pieces(html, by: "<section class=\"story\" id=\"").dropFirst() {
    let id = String(chunk.prefix { $0 != "\"" })
    var grids: [[[Int]]] = []
    for grid in pieces(chunk, by: "<div class=\"grid\"").dropFirst() {
      var rows: [[Int]] = []
      for row in pieces(grid, by: "<div class=\"row\">").dropFirst() {
        let line = pieces(row, by: "</div>")[0]
        // Each span says where it starts and how wide it is; a span that does not start where
        // the one before it ended counts as -1, so a gap or overlap fails like a wrong width.
        var next = 0
        rows.append(
          // A linked run is an `a` with the same attributes after its `href` and `rel`.
          pieces(line, by: " style=\"left:").dropFirst().map { span in
            let left = Int(span.prefix { $0.isNumber }) ?? -1
            let width =
              pieces(span, by: "ch;width:").dropFirst().first.flatMap {
                Int($0.prefix { $0.isNumber })
              } ?? -1
            defer { next = left + width }
            return left == next ? width : -1
          })
      }
      grids.append(rows)
    }
    result[id] = grids
  }
  return result
}

@Suite struct ExportTests {
  static let some = StoryRegistry(Array(Catalog.registry.stories.prefix(40)))
  static let hostile = StoryRegistry([
    Story(
      "xss/script", title: "<script>alert(1)</script>", summary: "\"><img src=x onerror=alert(1)>",
      layout: .fixed(Size(width: 40, height: 2))
    ) { _ in
      Text("<script>alert(1)</script>")
      Text("\"><img src=x onerror=alert(2)>")
    },
    Story(
      "xss/plain", title: "Plain & 'quoted'", summary: "a < b", layout: .fixed(Size(width: 10, height: 1))
    ) {
      _ in
      Text("日本 & é").bold()
    },
  ])

  /// The whole catalogue exported once, for the tests that read it: an export renders every
  /// story in every theme, seconds in a debug build.
  static let catalogue: (status: Int32, capture: Capture, folder: URL, html: String, marked: Bool) = {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let (status, capture) = runCLI(["export", "--html", folder.path])
    let html = (try? contents(folder.appendingPathComponent("index.html"))) ?? ""
    let marked = FileManager.default.fileExists(
      atPath: folder.appendingPathComponent(".viewkit-gallery").path)
    return (status, capture, folder, html, marked)
  }()

  /// The values of `attribute="…"` in the page's tags that start with `prefix`, in order.
  private static func values(after prefix: String, in html: String) -> [String] {
    pieces(html, by: prefix).dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func everyStoryOfTheCatalogueIsAnAnchorWithAGridPerThemeAndNoColour() throws {
    let (status, capture, folder, html, marked) = Self.catalogue
    #expect(status == 0, "\(capture.err)")
    let count = Catalog.registry.stories.count
    #expect(capture.out == ["Exported \(count) stories × 5 themes to \(folder.path)/index.html"])
    // Each id once as a section and once as a link to it, collected in one pass each (the page
    // is megabytes: a search per id took seconds).
    let sections = Self.values(after: "<section class=\"story\" id=\"", in: html)
    let links = Set(Self.values(after: "<a href=\"#", in: html))
    #expect(sections == Catalog.registry.stories.map { HTMLGallery.escape($0.id) })
    for id in Catalog.registry.ids {
      #expect(links.contains(id), "\(id)")
    }
    #expect(sections.count == count)
    for caption in ["dark", "light", "high-contrast", "mono", "no-color"] {
      #expect(pieces(html, by: "\">\(caption)</figcaption>").count - 1 == count, "\(caption)")
    }
    #expect(marked)
    // Self-contained: no URL to load anything from, and a policy that allows no network. A
    // linked text's cells are a link (`a href`), which loads nothing until followed, and only
    // there does a page address appear.
    #expect(pieces(html, by: "url(").count == 1 && pieces(html, by: "src=").count == 1)
    #expect(pieces(html, by: "<link").count == 1)
    let external = pieces(html, by: "href=\"").dropFirst().filter { !$0.hasPrefix("#") }
    #expect(!external.isEmpty, "the text-style story's links")
    for part in external {
      #expect(part.hasPrefix("http") || part.hasPrefix("mailto:"), "\(part.prefix(40))")
      #expect(part.prefix { $0 != ">" }.contains("\" rel=\"noopener noreferrer\" style=\"left:"))
    }
    #expect(pieces(html, by: "default-src 'none'").count > 1)
  }

  @Test func everyGridRowIsTheStoryWidthInCells() throws {
    #expect(Self.catalogue.status == 0)
    let pages = grids(in: Self.catalogue.html)
    #expect(pages.count == Catalog.registry.stories.count)
    for story in Catalog.registry.stories {
      let size = story.layout.defaultSize
      let grids = pages[story.id] ?? []
      #expect(grids.count == 5, "\(story.id)")
      for rows in grids {
        #expect(rows.count == size.height, "\(story.id)")
        for row in rows {
          #expect(row.allSatisfy { $0 >= 1 }, "\(story.id): \(row)")
          #expect(row.reduce(0, +) == size.width, "\(story.id): \(row)")
        }
      }
    }
  }

  @Test func wideGraphemesTakeTwoCellsAndTheirContinuationNothing() throws {
    let canvas = Self.hostile.story("xss/plain")?.render(theme: .dark)
    let html = HTMLGallery.grid(try #require(canvas), theme: .dark, profile: .truecolor)
    #expect(html.contains("<span style=\"left:0ch;width:2ch;font-weight:bold\">日</span>"))
    #expect(html.contains("<span style=\"left:2ch;width:2ch;font-weight:bold\">本</span>"))
    #expect(
      html.contains("<span style=\"left:4ch;width:4ch;font-weight:bold\"> &amp; é</span>"), "é shares its run"
    )
    #expect(grids(in: "<section class=\"story\" id=\"x\">" + html)["x"] == [[[2, 2, 4, 2]]])
  }

  /// Linked cells are an `a` over their run, its URL escaped like any text, and the run ends
  /// where the link does; a target that is not a web or mail address (`javascript:`, `data:`,
  /// `file:`) is never a link on the page.
  @Test func linkedCellsAreALinkWithItsURLEscaped() throws {
    let url = "https://x.test/?a=1&b=\"2\"<x>'"
    let canvas = Renderer.render(
      HStack(spacing: 1) {
        Text("see")
        Text("a&b", link: url)
        Text("now")
      }
      .linkPresentation(.hyperlink), size: Size(width: 11, height: 1), paintsSurface: false)
    let html = HTMLGallery.grid(canvas, theme: .dark, profile: .none)
    let href = "https://x.test/?a=1&amp;b=&quot;2&quot;&lt;x&gt;&#39;"
    #expect(
      html.contains("<a href=\"\(href)\" rel=\"noopener noreferrer\" style=\"left:4ch;width:3ch"), "\(html)")
    #expect(html.contains("\">a&amp;b</a>"))
    #expect(html.contains("<span style=\"left:0ch;width:4ch\">see </span>"))
    #expect(html.contains("<span style=\"left:7ch;width:4ch\"> now</span>"))
    #expect(grids(in: "<section class=\"story\" id=\"x\">" + html)["x"] == [[[4, 3, 4]]])
    for (target, linked) in [
      ("javascript:alert(1)", false), ("JavaScript:alert(1)", false), ("data:text/html,<b>x</b>", false),
      ("file:///etc/passwd", false), ("vbscript:x", false), ("HTTPS://x.test", true), ("http://x.test", true),
      ("mailto:a@x.test", true),
    ] {
      let canvas = Renderer.render(
        Text("go", link: target).linkPresentation(.hyperlink), size: Size(width: 4, height: 1),
        paintsSurface: false)
      #expect(canvas.style(x: 0, y: 0).link != nil, "\(target): the canvas keeps it")
      let html = HTMLGallery.grid(canvas, theme: .light, profile: .truecolor)
      #expect(html.contains("<a href=") == linked, "\(target)")
      #expect(!html.lowercased().contains("javascript:") && !html.contains("data:"), "\(target)")
      #expect(HTMLGallery.href(Hyperlink(target)) == (linked ? Hyperlink(target)?.url : nil))
    }
    #expect(HTMLGallery.href(nil) == nil)
  }

  @Test func storyTextCannotInjectMarkupOrScripts() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let (status, capture) = runCLI(["export", "--html", folder.path], registry: Self.hostile)
    #expect(status == 0, "\(capture.err)")
    let html = try contents(folder.appendingPathComponent("index.html"))
    // Only the page's own script, and no image at all.
    #expect(html.components(separatedBy: "<script").count - 1 == 1)
    #expect(!html.lowercased().contains("<img"))
    #expect(!html.contains("\"><img") && !html.contains("onerror=alert(1)>"))
    #expect(html.contains("<a href=\"#xss/script\">&lt;script&gt;alert(1)&lt;/script&gt;</a>"))
    #expect(html.contains("<p class=\"summary\">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>"))
    #expect(html.contains("data-search=\"xss/script &lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;   "), "the cells, escaped")
    #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
    #expect(html.contains("Plain &amp; &#39;quoted&#39;"))
  }

  @Test func escapingCoversAttributesAndControls() {
    #expect(
      HTMLGallery.escape("<a href='x'>\"&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
    #expect(HTMLGallery.escape("a\u{1B}[31mb\u{0}c\u{9B}d") == "a\u{FFFD}[31mb\u{FFFD}c\u{FFFD}d")
    // A name that would read backwards: the override is made visible as a replacement.
    #expect(HTMLGallery.escape("evil\u{202E}txt.exe") == "evil\u{FFFD}txt.exe")
    #expect(HTMLGallery.escape("tab\there") == "tab\there")
    #expect(HTMLGallery.fragment("button/primary-normal") == "button/primary-normal")
    #expect(HTMLGallery.fragment("a b\"<") == "a%20b%22%3C")
  }

  @Test func theScriptIsAllowedByItsHashAndNothingElse() throws {
    #expect(
      SHA256.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.digest([]).map { String(format: "%02x", $0) }.joined()
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    let long = Array(String(repeating: "a", count: 1_000).utf8)
    #expect(
      SHA256.digest(long).map { String(format: "%02x", $0) }.joined()
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    let html = HTMLGallery(name: "T", stories: [], columns: HTMLGallery.columns(for: [.dark])).html()
    let hash = Data(SHA256.digest(Array(HTMLGallery.script.utf8))).base64EncodedString()
    #expect(html.contains("script-src 'sha256-\(hash)'"))
    #expect(html.contains("<script>\(HTMLGallery.script)</script>"))
  }

  @Test func coloursAreExactAndAttributesBecomeCSS() throws {
    let dark = HTMLGallery.Palette(theme: .dark, profile: .truecolor)
    #expect(dark.foreground.hex == "#e6e9f0" && dark.background.hex == "#0f1117")
    let look = dark.look(
      of: Style(
        foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0), attributes: [.reverse, .faint, .italic]))
    #expect(look.foreground == RGB(0x80, 0x80, 0x80) && look.background == RGB(255, 255, 255) && look.italic)
    #expect(dark.look(of: Style(foreground: .ansi(.red))).foreground == ColorMatcher.rgb(ofPalette: 1))
    #expect(dark.look(of: .plain).foreground == dark.foreground, "unset colours are the surface")
    // The terminal's own colour stands for its role, whatever token it came from.
    let mono = HTMLGallery.Palette(theme: .mono, profile: .truecolor)
    let monoButton = mono.look(of: Style(background: Theme.mono[.textDefault], attributes: .reverse))
    #expect(monoButton.background == mono.foreground && monoButton.foreground == mono.background)
    let link = try #require(Catalog.registry.story("text/link"))
    let html = HTMLGallery.grid(link.render(theme: .dark), theme: .dark, profile: .truecolor)
    let width = link.render(theme: .dark).width
    #expect(
      html.hasPrefix("<div class=\"grid\" style=\"width:\(width)ch;color:#e6e9f0;background-color:#0f1117\">")
    )
    #expect(html.contains("color:#5fa8ff;text-decoration:underline\">"))
    var attributes = Canvas(width: 4, height: 1)
    attributes.draw(
      "ab", at: Point(x: 0, y: 0), style: Style(attributes: [.bold, .underline, .strikethrough]))
    #expect(
      HTMLGallery.grid(attributes, theme: .dark, profile: .none).contains(
        "<span style=\"left:0ch;width:2ch;font-weight:bold;text-decoration:underline line-through\">ab</span>"
      ))
    // Without colour every colour is the terminal's own: only reverse changes one.
    let none = HTMLGallery.grid(link.render(theme: .dark, profile: .none), theme: .dark, profile: .none)
    let spans = none.components(separatedBy: "<span").dropFirst()
    #expect(!spans.contains { $0.contains(";color:#") } && !none.contains("background-color:#5fa8ff"))
  }

  @Test func exportsStartedTogetherIntoOneNewFolderAllSucceed() async throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let path = folder.path
    let statuses = await withTaskGroup(of: Int32.self) { group in
      // Threads of their own, not the two of the cooperative pool: all eight at once, each
      // writing a page big enough (40 stories) to overlap the others.
      for _ in 0..<8 {
        group.addTask {
          await withCheckedContinuation { done in
            Thread.detachNewThread {
              done.resume(returning: runCLI(["export", "--html", path], registry: ExportTests.some).0)
            }
          }
        }
      }
      var statuses: [Int32] = []
      for await status in group { statuses.append(status) }
      return statuses
    }
    #expect(statuses == Array(repeating: 0, count: 8))
    #expect(
      try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == [
        "index.html", ".viewkit-gallery",
      ])
  }

  @Test func anIndexThatIsAFolderIsRefusedInPlainWords() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    #expect(runCLI(["export", "--html", folder.path], registry: Self.hostile).0 == 0)
    let index = folder.appendingPathComponent("index.html")
    try FileManager.default.removeItem(at: index)
    try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
    let (status, capture) = runCLI(["export", "--html", folder.path], registry: Self.hostile)
    #expect(status == 2)
    #expect(capture.err.joined().contains("index.html is not a file; remove it, or pass another folder"))
  }

  @Test func aFolderThatCannotBeMadeIsAFailureNotAUsageError() throws {
    let parent = scratchFolder().deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: parent) }
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    // A file where a folder of the path should be.
    try Data("x".utf8).write(to: parent.appendingPathComponent("file"))
    let (status, capture) = runCLI(
      ["export", "--html", parent.appendingPathComponent("file/gallery").path], registry: Self.hostile)
    #expect(status == 1)
    #expect(capture.err.joined().contains("could not create"))
  }

  @Test func aForeignFolderIsNeverWrittenInto() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let notes = folder.appendingPathComponent("index.html")
    try Data("my own page".utf8).write(to: notes)
    let (status, capture) = runCLI(["export", "--html", folder.path], registry: Self.hostile)
    #expect(status == 2)
    #expect(capture.err.joined().contains("is not empty and holds no earlier gallery"))
    #expect(try contents(notes) == "my own page")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])
    // A marker that is not ours does not count either.
    try Data("something else".utf8).write(to: folder.appendingPathComponent(".viewkit-gallery"))
    #expect(runCLI(["export", "--html", folder.path], registry: Self.hostile).0 == 2)
    #expect(try contents(notes) == "my own page")
    // Not a folder, or a symbolic link to one: refused.
    #expect(runCLI(["export", "--html", notes.path], registry: Self.hostile).0 == 2)
    let link = folder.deletingLastPathComponent().appendingPathComponent("link")
    let empty = folder.deletingLastPathComponent().appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: empty)
    let (linked, linkedCapture) = runCLI(["export", "--html", link.path + "/"], registry: Self.hostile)
    #expect(linked == 2)
    #expect(linkedCapture.err.joined().contains("is a symbolic link"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
  }

  @Test func exportingAgainIntoAnEarlierExportReplacesIt() throws {
    let folder = scratchFolder("a/b/c")
    // The export's own scratch folder, three levels up.
    let scratch = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: scratch) }
    #expect(
      runCLI(["export", "--html", folder.path], registry: Self.hostile).0 == 0, "missing folders are made")
    let index = folder.appendingPathComponent("index.html")
    try Data("stale".utf8).write(to: index)
    let (status, capture) = runCLI(
      ["export", "--html", folder.path + "/", "--theme", "light"], registry: Self.hostile)
    #expect(status == 0, "\(capture.err)")
    #expect(capture.out == ["Exported 2 stories × 2 themes to \(folder.path)/index.html"])
    let html = try contents(index)
    #expect(html.contains("\">light</figcaption>") && html.contains("\">no-color</figcaption>"))
    #expect(!html.contains("\">dark</figcaption>"))
    // An empty folder is fine too.
    let empty = folder.deletingLastPathComponent().appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(runCLI(["export", "--html", empty.path], registry: Self.hostile).0 == 0)
  }

  @Test func aSymbolicLinkAsIndexIsReplacedNotFollowed() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    #expect(runCLI(["export", "--html", folder.path], registry: Self.hostile).0 == 0)
    let target = folder.deletingLastPathComponent().appendingPathComponent("precious.txt")
    try Data("keep".utf8).write(to: target)
    let index = folder.appendingPathComponent("index.html")
    try FileManager.default.removeItem(at: index)
    try FileManager.default.createSymbolicLink(at: index, withDestinationURL: target)
    #expect(runCLI(["export", "--html", folder.path], registry: Self.hostile).0 == 0)
    #expect(try contents(target) == "keep")
    #expect(try contents(index).hasPrefix("<!DOCTYPE html>"))
  }

  @Test(arguments: [
    ["export"], ["export", "--html"], ["export", "--html", "/tmp/x", "--frob"], ["export", "/tmp/x"],
    ["export", "--html", "/tmp/x", "--html", "/tmp/y"], ["export", "--html", "/tmp/x", "--theme"],
  ])
  func usageErrorsExitTwoWithTheUsage(_ arguments: [String]) {
    let (status, capture) = runCLI(arguments, registry: Self.hostile)
    #expect(status == 2)
    #expect(capture.err.joined().contains("usage: swift run Storybook"))
    #expect(capture.err.joined().contains("export --html DIR"))
    #expect(capture.out.isEmpty)
  }

  @Test func anUnknownThemeIsAnError() {
    let folder = scratchFolder()
    let (status, capture) = runCLI(
      ["export", "--html", folder.path, "--theme", "sepia"], registry: Self.hostile)
    #expect(status == 2)
    #expect(capture.err.joined().contains("no theme \"sepia\""))
    #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing is made on an error")
  }
}
