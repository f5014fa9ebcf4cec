import ViewKit
import ViewKitDriver

/// `headless`: the interactive browser driven by a script of keys, without a terminal, through
/// the same loop a terminal runs; prints the last screen. For scripts, CI and measuring.
struct HeadlessBrowser {
  /// One step of a script.
  enum Step: Equatable {
    case key(Key)
    case text(String)
    case click(x: Int, y: Int)
    case wheel(x: Int, y: Int, steps: Int)
  }

  static let keyNames: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab, "backtab": .backTab,
    "enter": .enter, "esc": .escape, "space": .space, "backspace": .backspace, "delete": .delete,
    "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown, "f1": Key(.function(1)),
  ]

  /// A step from its spelling: one character (`?`, `q`), a key name (`down`, `esc`, `ctrl-a`,
  /// `alt-b`), `text=...`,
  /// `click=X,Y` or `wheel=X,Y,STEPS`; nil when it is none of them.
  static func step(_ word: String) -> Step? {
    if let key = keyNames[word.lowercased()] { return .key(key) }
    if word.count == 1, let character = word.first,
      character.unicodeScalars.allSatisfy({ !Sanitizer.isControl($0.value) })
    {
      return .key(Key(character))
    }
    if let text = word.afterScalarPrefix("text=") { return .text(text) }
    let lower = word.lowercased()
    for (prefix, modifier) in [("ctrl-", KeyModifiers.control), ("alt-", .alt)] where lower.hasPrefix(prefix)
    {
      let rest = word.dropFirst(prefix.count)
      guard rest.count == 1, let character = rest.first else { return nil }
      return .key(Key(modifier == .control ? Character(character.lowercased()) : character, modifier))
    }
    for prefix in ["click=", "wheel="] where lower.hasPrefix(prefix) {
      let parts = word.dropFirst(prefix.count).split(separator: ",")
      let values = parts.compactMap { Int($0) }.filter { (-1_000...1_000).contains($0) }
      guard values.count == parts.count else { return nil }
      if prefix == "click=", values.count == 2 { return .click(x: values[0], y: values[1]) }
      if prefix == "wheel=", values.count == 3 { return .wheel(x: values[0], y: values[1], steps: values[2]) }
      return nil
    }
    return nil
  }

  /// Timing and output of a run, for `--stats`.
  struct Stats {
    var nanoseconds: [Int] = []
    var bytes: [Int] = []

    func median(_ values: [Int]) -> Int {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    var summary: String {
      let micros = nanoseconds.map { $0 / 1_000 }
      let p90 = micros.sorted().dropFirst(Int(Double(micros.count) * 0.9)).first ?? 0
      return
        "\(nanoseconds.count) steps; keystroke to frame: median \(median(micros)) µs, p90 \(p90) µs; "
        + "bytes written per step: median \(median(bytes)), max \(bytes.max() ?? 0)"
    }
  }

  /// Runs the steps; the driver at the end and the timings.
  static func run(
    _ steps: [Step], registry: StoryRegistry, themes: [Theme] = Theme.builtIn, size: Size, theme: Theme?
  ) -> (AppDriver<BrowserView>, Stats) {
    var remaining = steps[...]
    return run(
      next: { remaining.popFirst() }, registry: registry, themes: themes, size: size, theme: theme,
      recordsStats: true)
  }

  /// Runs the steps `next` gives, one at a time until it gives nil (or the browser quits): a
  /// script of any length costs the memory of one step. Timings are kept only when
  /// `recordsStats` is true (two numbers a step).
  static func run(
    next: () -> Step?, registry: StoryRegistry, themes: [Theme] = Theme.builtIn, size: Size, theme: Theme?,
    recordsStats: Bool
  ) -> (AppDriver<BrowserView>, Stats) {
    let model = BrowserModel(registry: registry, themes: themes)
    if let theme, let index = model.themes.firstIndex(where: { $0.name == theme.name }) {
      model.themeIndex = index
    }
    let driver = AppDriver(size: size, theme: { theme ?? model.theme }) { BrowserView(model: model) }
    var stats = Stats()
    let clock = ContinuousClock()
    while !driver.isFinished, let step = next() {
      let start = clock.now
      switch step {
      case .key(let key): driver.send(key)
      case .text(let text): driver.type(text)
      case .click(let x, let y): driver.click(x: x, y: y)
      case .wheel(let x, let y, let steps): driver.wheel(x: x, y: y, steps: steps)
      }
      guard recordsStats else { continue }
      let elapsed = clock.now - start
      stats.nanoseconds.append(
        Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000))
      stats.bytes.append(driver.lastFrameBytes)
    }
    return (driver, stats)
  }
}
