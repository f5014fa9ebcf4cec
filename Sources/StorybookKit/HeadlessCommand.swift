import ViewKit

/// `headless`: the browser driven by a script.
extension StorybookCLI {
  /// `headless [options] STEP...`: the browser driven by a script; prints the last screen.
  func headless(_ arguments: [String]) -> Int32 {
    var size = Size(width: 100, height: 30)
    var theme: Theme?
    var snapshot = false
    var stats = false
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
      default:
        guard let step = HeadlessBrowser.step(argument) else {
          return usageError("headless: \"\(Sanitizer.sanitizeLine(argument))\" is not a step")
        }
        steps.append(step)
        index += 1
      }
    }
    let (driver, measured) = HeadlessBrowser.run(
      steps, registry: registry, themes: browserThemes(trying: theme), size: size, theme: theme)
    output(snapshot ? driver.snapshot : driver.screen)
    if stats { error(measured.summary) }
    return 0
  }
}
