import Foundation
import Testing
import ViewKitTesting

@testable import ViewKitStyle

/// The built-in themes compiled in at build time (`CompiledThemes`, `Theme+Compiled.swift`): the
/// compiled form must be exactly what the theme files load to, and its reader must take any text
/// without crashing.
@Suite struct CompiledThemesTests {
  /// What `Themes/` loads to, through the whole loader.
  static let loaded = Theme.loadBuiltIn()
  /// The hash of the theme files as they are.
  static let hash = CompiledThemes.sourceHash(of: Theme.builtInFiles)

  /// The check that keeps the compiled file current, as `generate-theme-keys.py --check` keeps
  /// the keys: a change to a theme file without `VIEWKIT_THEMES=update` fails here. With it set,
  /// the file is written (then build and run the tests again).
  @Test func theCompiledThemesAreWhatTheThemeFilesLoadTo() throws {
    #expect(Self.loaded.errors.isEmpty)
    let expected = CompiledThemes.encode(Self.loaded.themes, sourceHash: Self.hash)
    if ProcessInfo.processInfo.environment["VIEWKIT_THEMES"] == "update" {
      let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(CompiledThemes.sourcePath)
      try Data(CompiledThemes.swiftSource(for: Self.loaded.themes, sourceHash: Self.hash).utf8).write(
        to: file, options: .atomic)
    }
    #expect(
      Theme.compiledBuiltIn == expected,
      """
      \(CompiledThemes.sourcePath) is not what Themes/ loads to: run \
      `VIEWKIT_THEMES=update swift test --filter CompiledThemesTests`, then build again
      """)
    // The compiled form is what the kit reads (not the loader, behind its back), and what it
    // draws with is what the files say, token for token.
    #expect(Theme.readCompiledBuiltIn() == Self.loaded.themes)
    #expect(Theme.builtIn == Self.loaded.themes)
    #expect(Theme.builtIn.map(\.name) == ["dark", "light", "high-contrast", "mono"])
  }

  @Test func everyKindOfValueReadsBackEqual() throws {
    var pinned = Color(.rgb(RGB(0x12, 0xAB, 0xEF)), ansi256Fallback: 33, ansi16Fallback: .brightBlue)
    pinned.token = TokenName("color.odd path/with%escapes 日本")
    let tokens: [String: TokenValue] = [
      "a.color": .color(pinned, preview: RGB(1, 2, 3)),
      "a.default": .color(Color(.default), preview: RGB(0, 0, 0)),
      "a.palette": .color(Color(.palette(200)), preview: RGB(255, 255, 255)),
      "a.ansi": .color(Color(.ansi(.red), token: TokenName("a.ansi")), preview: RGB(205, 0, 0)),
      "b.number": .number(0.1),
      "b.negative": .number(-2.5e-7),
      "c.duration": .duration(milliseconds: 250),
      "d.border": .border(BorderToken(style: .heavy, color: pinned)),
      "e.style": .textStyle(
        TextStyleToken(attributes: [.bold, .reverse], foreground: pinned, background: nil)),
      "e.plain": .textStyle(TextStyleToken()),
      "f.dimension": .dimension(1.5, unit: "rem"),
      "g.family": .fontFamily(["JetBrains Mono", "", "日本語 ゴシック", "~", "="]),
      "g.none": .fontFamily([]),
      "h.weight": .fontWeight(700),
      "i.other": .other(.cubicBezier),
      "sp ace.and=odd~": .number(3),
    ]
    let theme = Theme(
      name: "odd name", displayName: "Odd — “quoted” = ~", appearance: .light, tokens: tokens,
      contrastChecks: [ContrastCheck(foreground: "a.color", background: "a.default", minimum: 4.5)])
    let text = CompiledThemes.encode([theme, theme], sourceHash: "0123456789abcdef")
    let read = try #require(CompiledThemes.decode(text, sourceHash: "0123456789abcdef"))
    #expect(read == [theme, theme])
    // Made from other files: not read.
    #expect(CompiledThemes.decode(text, sourceHash: "0123456789abcdee") == nil)
    // One line per token, check and theme, and every line printable ASCII.
    #expect(text.split(separator: "\n").count == 1 + 2 * (1 + 1 + tokens.count))
    #expect(text.utf8.allSatisfy { $0 == 0x0A || (0x20...0x7E).contains($0) })
  }

  @Test func theHashFollowsEveryByteOfEveryFile() {
    let files = Theme.builtInFiles
    #expect(CompiledThemes.sourceHash(of: files) == CompiledThemes.sourceHash(of: files))
    #expect(CompiledThemes.sourceHash(of: files).count == 16)
    var changed = files
    changed[1].text += " "
    #expect(CompiledThemes.sourceHash(of: changed) != CompiledThemes.sourceHash(of: files))
    var renamed = files
    renamed[2].name = "Dark.tokens.json"
    #expect(CompiledThemes.sourceHash(of: renamed) != CompiledThemes.sourceHash(of: files))
    #expect(CompiledThemes.sourceHash(of: [("a", "bc")]) != CompiledThemes.sourceHash(of: [("ab", "c")]))
  }

  /// Bytes changed, cut and repeated in whole lines of the compiled text: the reader returns
  /// themes or nil, never traps; what it takes, it writes back the same.
  @Test func mangledTextIsRefusedOrReadNeverATrap() throws {
    let all = Array(Theme.compiledBuiltIn.utf8)
    let cut = try #require(all.prefix(6_000).lastIndex(of: UInt8(ascii: "\n")))
    let text = Array(all[..<cut])
    let hash = Self.hash
    func decode(_ bytes: [UInt8]) -> [Theme]? {
      CompiledThemes.decode(String(decoding: bytes, as: UTF8.self), sourceHash: hash)
    }
    #expect(decode(text)?.first?.tokens.isEmpty == false, "the unmangled lines read")
    var random = SeededRandom(seed: 0xC0_4D1E)
    var budget = FuzzBudget(400, seconds: 0.3, minimum: 40)
    var (refused, read) = (0, 0)
    let alphabet = Array("=~%/#.-0123456789acdfnpstwbmo \n".utf8) + [0xFF, 0xE6]
    while budget.next() {
      var bytes = text
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[at] = alphabet.randomElement(using: &random) ?? 0
        case 1: bytes.remove(at: at)
        default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 12)], at: at)
        }
      }
      guard let themes = decode(bytes) else {
        refused += 1
        continue
      }
      read += 1
      #expect(
        CompiledThemes.decode(CompiledThemes.encode(themes, sourceHash: hash), sourceHash: hash) == themes)
    }
    #expect(refused > 0 && read > 0, "refused \(refused), read \(read)")
    let head = "viewkit-compiled-themes 1 \(hash)\n"
    #expect(CompiledThemes.decode("", sourceHash: hash) == nil)
    #expect(CompiledThemes.decode("viewkit-compiled-themes 2 \(hash)\n", sourceHash: hash) == nil)
    #expect(CompiledThemes.decode(head + "=a.b n 1\n", sourceHash: hash) == nil, "a token before a theme")
    #expect(CompiledThemes.decode(head + "theme =a =A dark\n=x n 1 2\n", sourceHash: hash) == nil)
    #expect(CompiledThemes.decode(head + "theme =a =A dark\n=x c d/~/~/~ #000000\n", sourceHash: hash) != nil)
    #expect(
      CompiledThemes.decode(head + "theme =a =A dark\n=x c d/~/16/~ #000000\n", sourceHash: hash) == nil)
    #expect(CompiledThemes.decode(head + "theme =a =A dark\n=x f 3 =a\n", sourceHash: hash) == nil)
    #expect(CompiledThemes.decode(head + "theme =a =A dark\n=%G0 n 1\n", sourceHash: hash) == nil)
    #expect(
      CompiledThemes.decode(head + "theme =a =A dark\n=x t 9999999999999999999\n", sourceHash: hash) == nil)
  }
}
