import Foundation
import ViewKit

/// `headless`: the browser driven by a script.
extension StorybookCLI {
  /// `headless [options] STEP...`: the browser driven by a script; prints the last screen.
  /// With `--stdin`, further steps are read from standard input, one a line, and run as they
  /// are read: a script of any length costs the memory of one step.
  func headless(_ arguments: [String]) -> Int32 {
    var size = Size(width: 100, height: 30)
    var theme: Theme?
    var snapshot = false
    var stats = false
    var fromInput = false
    var steps: [HeadlessBrowser.Step] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--size":
        guard index + 1 < arguments.count, let parsed = Size(parsing: arguments[index + 1]),
          (1...1_000).contains(parsed.width), (1...1_000).contains(parsed.height)
        else {
          return usageError("--size takes WIDTHxHEIGHT, each from 1 to 1000, such as 100x30")
        }
        size = parsed
        index += 2
      case "--theme":
        guard index + 1 < arguments.count else { return usageError("--theme needs a value") }
        let (loaded, status) = loadTheme(arguments[index + 1])
        guard let loaded else { return status }
        theme = loaded
        index += 2
      case "--snapshot":
        snapshot = true
        index += 1
      case "--stats":
        stats = true
        index += 1
      case "--stdin":
        // Typed at a terminal, the input would be read a key at a time, not a step a line.
        guard !inputIsTerminal else {
          return usageError("headless: --stdin reads steps from a file or a pipe, not a terminal")
        }
        fromInput = true
        index += 1
      default:
        guard let step = HeadlessBrowser.step(argument) else {
          return usageError("headless: \"\(Sanitizer.sanitizeLine(argument))\" is not a step")
        }
        steps.append(step)
        index += 1
      }
    }
    var given = steps[...]
    var line = 0
    var badLine: (number: Int, text: String)?
    // The command line's steps first, then standard input's, each read only when its turn comes.
    let next: () -> HeadlessBrowser.Step? = {
      if let step = given.popFirst() { return step }
      guard fromInput, badLine == nil else { return nil }
      while let text = input() {
        line += 1
        let word = text.trimmingCharacters(in: .whitespaces)
        if word.isEmpty { continue }
        guard let step = HeadlessBrowser.step(word) else {
          badLine = (line, text)
          return nil
        }
        return step
      }
      return nil
    }
    let (driver, measured) = HeadlessBrowser.run(
      next: next, registry: registry, themes: browserThemes(trying: theme), size: size, theme: theme,
      recordsStats: stats)
    if let badLine {
      // Quoted short: a line of any length is refused in a line of a readable length.
      let shown = badLine.text.count > 80 ? String(badLine.text.prefix(80)) + "…" : badLine.text
      return usageError(
        "headless: line \(badLine.number) of standard input: \"\(Sanitizer.sanitizeLine(shown))\" is not a step"
      )
    }
    output(snapshot ? driver.snapshot : driver.screen)
    if stats { error(measured.summary) }
    return 0
  }
}
