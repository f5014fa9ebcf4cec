import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

/// Reads ViewKit's terminal output back through a VT emulator (``TerminalScreen``) and checks
/// what a terminal would hold, cell by cell:
///
/// - themes own their surfaces: every story in every built-in theme but mono, printed as
///   `swift run Storybook render ID --theme T --color truecolor` prints it, sets an explicit
///   foreground and background on every cell;
/// - clearing never relies on BCE: the screen after a full repaint and a run of ``FrameDiff``
///   updates is the screen a full repaint of the last frame gives, on a terminal with
///   background-colour erase and on one without.
@Suite struct SurfaceReadBackTests {
  /// The built-in themes that paint their surfaces: all but mono, which keeps the terminal's
  /// own colours on purpose.
  static let paintingThemes = Theme.builtInNames.filter { $0 != "mono" }

  /// Stories with focus, text entry, lists, tabs, overlays and wide text, driven by keys.
  static let interactiveStories = [
    "list/selected", "list/scrolled", "text-field/focused", "text-field/scrolled", "tab-bar/focused",
    "picker/focused", "checkbox/focused", "alert/confirm", "help-panel/list", "avatar/cjk",
    "showcase-login/filled",
  ]

  /// The keys sent to each interactive story, one frame after each; `?` opens and closes the
  /// help overlay, which dims everything under it and scrolls.
  static let keys: [Key] = [.tab, "?", .down, "?", .backTab, .enter, .tab]

  /// The keys a random walk through the Storybook browser presses: moving through stories and
  /// components, themes (`t`), colour profiles (`c`), search, arguments and the help overlay.
  static let browserKeys: [Key] = [
    .down, .down, .down, .up, .right, .right, .left, .pageDown, .end, .home, "t", "t", "c", "?", "/", "b",
    "u", .backspace, .escape, "a", .tab, .space, .enter,
  ]

  // MARK: Themes own their surfaces

  /// Themes own their surfaces: no cell of any story is left in the terminal's default colours.
  @Test(
    "Every story in every theme but mono, printed in truecolor, gives every cell a foreground and background",
    arguments: paintingThemes)
  func themesOwnTheirSurfaces(_ themeName: String) throws {
    let theme = try #require(Theme.named(themeName))
    for story in Catalog.registry.stories {
      let place = "\(story.id) in \(theme.name)"
      let canvas = CatalogueRenders.canvas(of: story, theme: theme, profile: .truecolor)
      let text = canvas.ansiText(.styled(.truecolor))
      // `ansiText` goes to standard output through the tty, which turns `\n` into `\r\n`.
      // Without BCE, an erase could not paint a surface either.
      var screen = TerminalScreen(width: canvas.width, height: canvas.height, bce: false, onlcr: true)
      screen.feed(text)
      #expect(screen.unsupported.isEmpty, "\(place): bytes the emulator refuses: \(screen.unsupported)")
      #expect(
        screen.scrolledLines == 0 && !screen.hasIncompleteInput, "\(place): output runs past the screen")
      if let unpainted = Self.firstUnpaintedCell(screen) {
        let message =
          "\(place): cell \(unpainted.x),\(unpainted.y) is left in the terminal's default "
          + "\(unpainted.what): \(unpainted.cell)"
        Issue.record(Comment(rawValue: message))
      }
      let differences = screen.differences(from: canvas, profile: .truecolor, comparing: .exact)
      if let difference = differences.first {
        Issue.record("\(place): the terminal holds something other than the canvas, first at \(difference)")
      }

      // `Storybook render` prints with `print`: one more `\n` after the last row, which must
      // leave the row below untouched and in the default colours.
      var printed = TerminalScreen(width: canvas.width, height: canvas.height + 1, bce: true, onlcr: true)
      printed.feed(text + "\n")
      let below = printed.row(canvas.height)
      let stray = printed.scrolledLines > 0 ? "scrolled" : below.first { $0 != .blank() }.map { "\($0)" }
      #expect(stray == nil, "\(place): after the final newline the line below the story is \(stray ?? "")")
      let printedDifferences = printed.differences(from: screen).filter { $0.y < canvas.height }
      #expect(
        printedDifferences.isEmpty, "\(place): with BCE and a final newline: \(printedDifferences.prefix(1))")
    }
  }

  /// The first cell, row by row, whose foreground or background is the terminal's default.
  static func firstUnpaintedCell(_ screen: TerminalScreen) -> (
    x: Int, y: Int, cell: TerminalScreen.Cell, what: String
  )? {
    for y in 0..<screen.height {
      for x in 0..<screen.width {
        let cell = screen.cell(x: x, y: y)
        switch (cell.foreground.isDefault, cell.background.isDefault) {
        case (true, true): return (x, y, cell, "foreground and background")
        case (true, false): return (x, y, cell, "foreground")
        case (false, true): return (x, y, cell, "background")
        case (false, false): continue
        }
      }
    }
    return nil
  }

  // MARK: Clearing never relies on BCE

  /// Random runs of stories, themes and profiles: each diff ends where a full repaint does.
  @Test("Random runs of frames, diffed, end on the cells of a full repaint, with and without BCE")
  func randomFrameRunsMatchAFullRepaint() {
    var random = SeededRandom(seed: 0xB_CE5A_FE)
    let stories = Catalog.registry.stories
    let themes = Theme.builtIn
    let profiles: [ColorProfile] = [.truecolor, .truecolor, .truecolor, .ansi256, .ansi16, .none]
    for iteration in 0..<fuzzIterations(40) {
      var story = stories[Int.random(in: 0..<stories.count, using: &random)]
      var theme = themes[Int.random(in: 0..<themes.count, using: &random)]
      let size = story.layout.defaultSize
      let profile = profiles[Int.random(in: 0..<profiles.count, using: &random)]
      var frames: [(label: String, canvas: Canvas)] = []
      for _ in 0..<Int.random(in: 2...4, using: &random) {
        frames.append(
          ("\(story.id) · \(theme.name)", story.render(theme: theme, profile: profile, size: size)))
        // The same story in another theme, another story in the same theme, or both.
        let change = Int.random(in: 0..<3, using: &random)
        if change != 1 { theme = themes[Int.random(in: 0..<themes.count, using: &random)] }
        if change != 0 { story = stories[Int.random(in: 0..<stories.count, using: &random)] }
      }
      var player = Player(size: size, profile: profile)
      for (step, frame) in frames.enumerated() {
        let context =
          "run \(iteration) at \(size) in \(profile), step \(step) (\(frame.label)), after "
          + frames.prefix(step).map(\.label).joined(separator: " → ")
        guard player.show(frame.canvas, context: context, checkingCanvas: step == frames.count - 1) else {
          break
        }
      }
    }
  }

  /// Frames an app loop writes for a story under keys (focus, the help overlay) read back whole.
  @Test(
    "Frames of an app loop driven by keys end on the cells of a full repaint, with and without BCE",
    arguments: interactiveStories)
  func appLoopFramesMatchAFullRepaint(_ id: String) throws {
    let story = try #require(Catalog.registry.story(id))
    for theme in Theme.builtIn {
      let loop = AppLoop(size: story.layout.defaultSize, profile: .truecolor, theme: { theme }) {
        story.view()
      }
      var player = Player(size: loop.size, profile: .truecolor)
      guard player.write(loop.render(), showing: loop.canvas, context: "\(id) · \(theme.name), first frame")
      else { continue }
      for (index, key) in Self.keys.enumerated() where !loop.isFinished {
        loop.receive(key.terminalBytes)
        if loop.inputFlushDelay != nil { loop.flushInput() }
        let context = "\(id) · \(theme.name), frame after key \(index) (\(key))"
        let isLast = index == Self.keys.count - 1
        guard player.write(loop.render(), showing: loop.canvas, context: context, checkingCanvas: isLast)
        else { break }
      }
    }
  }

  /// The Storybook browser, driven by random keys: every frame reads back as a full repaint.
  @Test("A random walk through the Storybook browser ends each frame on the cells of a full repaint")
  func browserWalkMatchesAFullRepaint() {
    var random = SeededRandom(seed: 0x5709_B00C)
    let model = BrowserModel(registry: Catalog.registry)
    let loop = AppLoop(size: Size(width: 90, height: 26), profile: .truecolor, theme: { model.theme }) {
      BrowserView(model: model)
    }
    var player = Player(size: loop.size, profile: .truecolor)
    guard player.write(loop.render(), showing: loop.canvas, context: "browser, first frame") else { return }
    var pressed: [String] = []
    let steps = fuzzIterations(60)
    for step in 0..<steps where !loop.isFinished {
      let key = Self.browserKeys[Int.random(in: 0..<Self.browserKeys.count, using: &random)]
      pressed.append("\(key)")
      loop.receive(key.terminalBytes)
      if loop.inputFlushDelay != nil { loop.flushInput() }
      let context =
        "browser on \(model.story?.id ?? "no story") in \(model.theme.name), keys \(pressed.suffix(6))"
      guard
        player.write(loop.render(), showing: loop.canvas, context: context, checkingCanvas: step == steps - 1)
      else { return }
    }
  }

  /// A style left set by the program before must not show in the first frame.
  @Test("The first frame does not depend on the style the terminal was left in, with or without BCE")
  func firstFrameIgnoresALeftoverStyle() throws {
    // What a program that died mid-colour, or `printf '\e[44m'`, leaves for the next one.
    let leftover = "\u{1B}[44m"
    for id in ["text/body", "list/selected", "button/primary-normal", "showcase-login/filled"] {
      let story = try #require(Catalog.registry.story(id))
      for theme in Theme.builtIn {
        let canvas = story.render(theme: theme, profile: .truecolor)
        let frame = FrameDiff.update(from: nil, to: canvas, profile: .truecolor, synchronized: true)
        for bce in [true, false] {
          var screen = TerminalScreen(width: canvas.width, height: canvas.height, bce: bce)
          screen.feed(leftover + TerminalModes.enter)
          screen.feed(frame)
          if let difference = screen.differences(from: canvas, profile: .truecolor).first {
            let message =
              "\(id) · \(theme.name), \(bce ? "with" : "without") BCE: after "
              + "\"\(TerminalScreen.escaped(Array(leftover.utf8)))\", the session start "
              + "\"\(TerminalScreen.escaped(Array(TerminalModes.enter.utf8)))\" and the first frame "
              + "(\"\(Player.excerpt(frame, around: 0..<0))\"), the screen differs from the canvas at "
              + "\(difference) (the frame takes the terminal's SGR state to be plain)"
            Issue.record(Comment(rawValue: message))
          }
        }
      }
    }
  }

  /// Plays frames into two emulated terminals, one with background-colour erase and one
  /// without, as the live renderer writes them: the session's modes, the first frame in full,
  /// then each next one as a ``FrameDiff`` from the one before, in synchronized output. After
  /// each frame both screens must hold exactly the same cells and look like a full repaint of
  /// the frame on a fresh terminal (blanks that show nothing may differ in what does not
  /// show); when asked, that full repaint must look like the canvas too.
  struct Player {
    /// The terminal with BCE, and the one without.
    var screens: [TerminalScreen]
    /// The colour profile frames are written for.
    let profile: ColorProfile
    /// The last frame shown.
    var previous: Canvas?

    /// Two blank terminals that the session has started on.
    init(size: Size, profile: ColorProfile) {
      self.profile = profile
      screens = [true, false].map { TerminalScreen(size: size, bce: $0) }
      for index in screens.indices { screens[index].feed(TerminalModes.enter) }
    }

    /// Writes the update from the last frame to `canvas`; false after recording an issue.
    mutating func show(_ canvas: Canvas, context: String, checkingCanvas: Bool = false) -> Bool {
      let bytes = FrameDiff.update(from: previous, to: canvas, profile: profile, synchronized: true)
      return write(bytes, showing: canvas, context: context, checkingCanvas: checkingCanvas)
    }

    /// Writes an update that should leave `canvas` on the screen; false after recording an
    /// issue.
    mutating func write(
      _ bytes: [UInt8], showing canvas: Canvas, context: String, checkingCanvas: Bool = false
    )
      -> Bool
    {
      let kind = previous == nil ? "full repaint" : "incremental update"
      previous = canvas
      let before = screens
      for index in screens.indices { screens[index].feed(bytes) }
      var fresh = TerminalScreen(width: canvas.width, height: canvas.height, bce: false)
      fresh.feed(FrameDiff.update(from: nil, to: canvas, profile: profile, synchronized: true))
      for (index, screen) in screens.enumerated() {
        let terminal = screen.bce ? "with BCE" : "without BCE"
        var problems: [String] = []
        if !screen.unsupported.isEmpty {
          problems.append("bytes the emulator refuses: \(screen.unsupported)")
        }
        if screen.isSynchronizing || screen.hasIncompleteInput {
          problems.append("the update does not end cleanly")
        }
        let orphans = screen.orphanedHalves
        if !orphans.isEmpty { problems.append("half a wide grapheme is left at \(orphans.prefix(3))") }
        if let difference = screen.differences(from: fresh, comparing: .appearance).first {
          let culprit = Self.culprit(of: difference, start: before[index], bytes: bytes)
          problems.append("differs from a full repaint at \(difference)\n\(culprit)")
        }
        guard problems.isEmpty else {
          let message =
            "\(context): after the \(kind) (\(bytes.count) bytes), \(terminal): "
            + problems.joined(separator: "; ")
          Issue.record(Comment(rawValue: message))
          return false
        }
      }
      if let difference = screens[0].differences(from: screens[1]).first {
        let culprit = Self.culprit(of: difference, start: before[0], bytes: bytes)
        let message =
          "\(context): the \(kind) relies on background-colour erase: with and without BCE the "
          + "terminals differ at \(difference)\n\(culprit)"
        Issue.record(Comment(rawValue: message))
        return false
      }
      if checkingCanvas, let difference = fresh.differences(from: canvas, profile: profile).first {
        Issue.record("\(context): a full repaint differs from the canvas at \(difference)")
        return false
      }
      return true
    }

    /// Which bytes of an update last wrote a differing cell, escaped, with some context; or
    /// that the update never wrote it, so it kept what earlier frames left.
    static func culprit(of difference: TerminalScreen.Difference, start: TerminalScreen, bytes: [UInt8])
      -> String
    {
      var screen = start
      var last: Range<Int>?
      var offset = 0
      for token in tokens(bytes) {
        let before = screen.cell(x: difference.x, y: difference.y)
        screen.feed(token)
        if screen.cell(x: difference.x, y: difference.y) != before { last = offset..<offset + token.count }
        offset += token.count
      }
      guard let last else {
        return
          "no byte of the update changes \(difference.x),\(difference.y) (it skips or erases the cell and "
          + "keeps what was there); update: \"\(excerpt(bytes, around: 0..<0))\""
      }
      return "bytes \(last) of the update wrote it: \"\(TerminalScreen.escaped(bytes[last]))\" in "
        + "\"\(excerpt(bytes, around: last))\""
    }

    /// The bytes split before each escape and control byte, so each piece is one sequence or a
    /// run of text (whole grapheme clusters).
    static func tokens(_ bytes: [UInt8]) -> [[UInt8]] {
      var result: [[UInt8]] = []
      var current: [UInt8] = []
      var inEscape = false
      for byte in bytes {
        if byte == 0x1B || byte < 0x20 {
          if !current.isEmpty { result.append(current) }
          current = [byte]
          inEscape = byte == 0x1B
          if !inEscape {
            result.append(current)
            current = []
          }
          continue
        }
        if inEscape {
          current.append(byte)
          if current.count > 2 && (0x40...0x7E).contains(byte) {
            result.append(current)
            current = []
            inEscape = false
          }
          continue
        }
        current.append(byte)
      }
      if !current.isEmpty { result.append(current) }
      return result
    }

    /// Up to 120 escaped bytes either side of a range.
    static func excerpt(_ bytes: [UInt8], around range: Range<Int>) -> String {
      var start = max(0, range.lowerBound - 120)
      var end = min(bytes.count, range.upperBound + 120)
      // Cut between UTF-8 sequences, never inside one.
      while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
      return (start > 0 ? "…" : "") + TerminalScreen.escaped(bytes[start..<end])
        + (end < bytes.count ? "…" : "")
    }
  }
}
