import Foundation
import ShowcaseKit
import ViewKit
import ViewKitDriver
import ViewKitPlatform

/// The ShowcaseApp command line: options, wiring, the interactive loop and the headless mode.
enum ShowcaseCLI {
  static let usage = """
    usage: ShowcaseApp [options]

    ViewKit Social: the splash -> tutorial -> sign in -> tab bar app, built on ViewKit. Its API is
    a stub server in the process, with a network's latency. Demo accounts, password "\(SampleData.password)":
      demo@viewkit.dev     works
      refresh@viewkit.dev  its access token expires every three requests and is refreshed unseen
      expired@viewkit.dev  its session expires after the first request and cannot be refreshed
      offline@viewkit.dev  the connection drops after signing in; r retries, and the retry gets through

    options:
      --env ENV          dev (default), staging or prod; also SHOWCASE_ENV. Sets the API's base
                         URL, the log level and the secrets; every screen shows it, except prod
      --data-dir DIR     where prefs and the log live (default $XDG_CONFIG_HOME/viewkit-showcase,
                         or ~/.config/viewkit-showcase)
      --reset            start clean: forget the session, the tutorial, the theme and the language,
                         and empty the log
      --theme NAME       dark, light, high-contrast, mono, or auto (the default: light or dark,
                         whichever matches the terminal); remembered like Settings' choice
      --lang LANG        en or ja (default: from LANG); remembered like Settings' choice
      --log-level LEVEL  trace, debug, info, warning, error or fatal (default: the environment's)
      --color WHEN       auto (default), always, never, 16, 256 or truecolor
      --headless         read the bytes a terminal would send from standard input (keys, pastes,
                         mouse reports), run on a virtual clock so every request and timer
                         completes between inputs, and print the last screen
      --size WxH         the headless screen's size (default 80x24)
      --doctor           print what the terminal answers when asked what it can do, and what
                         ViewKit will use (colours, synchronized output, keyboard, background)
      --require-version V
                         the stub server's configuration requires version V or later (this is
                         \(AppVersion.current)): a newer V stops the splash with the force-update alert
      -h, --help         show this help

    keys: Esc skips the tutorial; Tab moves to the next field and Enter submits; in the tab bar
    screen 1-4 switch tabs and q quits when no text field has focus (Esc leaves the search
    field; ↓ or Tab moves into the results, Enter opens a post or a person, Esc goes back);
    ? (or F1) shows every key; Ctrl-C quits anywhere.
    """

  /// What a message becomes on standard error: every control and bidirectional control made
  /// visible but line breaks and tabs, so no message, whatever it quotes, can emit an escape
  /// sequence. Arguments, paths and environment values are quoted through
  /// `Sanitizer.sanitizeLine`, so they cannot start a line of their own either.
  ///
  /// - Parameter message: the message, as the command line reports it.
  /// - Returns: the bytes written, a line break at the end.
  static func standardErrorText(_ message: String) -> String { Sanitizer.sanitizeMessage(message) + "\n" }

  struct Options {
    var environment = AppEnvironment.dev
    var dataDirectory: String?
    var reset = false
    var theme: String?
    var language: Language?
    var logLevel: LogLevel?
    var color = ColorChoice.auto
    var headless = false
    var doctor = false
    var size = Size(width: 80, height: 24)
    var requiredVersion: String?
  }

  /// Parses arguments; an error message for anything unknown.
  static func parse(_ arguments: [String], environment: [String: String]) -> Result<Options, ShowcaseError> {
    var options = Options()
    if let name = environment["SHOWCASE_ENV"], !name.isEmpty {
      switch AppEnvironment.named(name) {
      case .success(let value): options.environment = value
      case .failure(let error): return .failure(ShowcaseError("SHOWCASE_ENV: \(error)"))
      }
    }
    let valued: Set = [
      "--env", "--data-dir", "--theme", "--lang", "--log-level", "--color", "--size", "--require-version",
    ]
    // `--option=value` is the same as `--option value`.
    let arguments = arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let (name, value) = argument.splitAtFirstEquals, valued.contains(name)
      else { return [argument] }
      return [name, value]
    }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--reset" {
        options.reset = true
      } else if argument == "--headless" {
        options.headless = true
      } else if argument == "--doctor" {
        options.doctor = true
      } else if valued.contains(argument) {
        guard index + 1 < arguments.count else { return .failure(ShowcaseError("\(argument) needs a value")) }
        let value = arguments[index + 1]
        index += 1
        switch argument {
        case "--env":
          switch AppEnvironment.named(value) {
          case .success(let environment): options.environment = environment
          case .failure(let error): return .failure(error)
          }
        case "--data-dir":
          guard !value.isEmpty else { return .failure(ShowcaseError("--data-dir needs a folder")) }
          options.dataDirectory = value
        case "--theme":
          let value = value.lowercased()
          guard value == AppSettings.automatic || Theme.named(value) != nil else {
            return .failure(
              ShowcaseError(
                "--theme takes one of \(AppSettings.themeNames.joined(separator: ", ")); got \"\(Sanitizer.sanitizeLine(value))\""
              ))
          }
          options.theme = value
        case "--lang":
          switch Language.named(value) {
          case .success(let language): options.language = language
          case .failure(let error): return .failure(error)
          }
        case "--log-level":
          guard let level = LogLevel(name: value) else {
            let names = LogLevel.allCases.map(\.description).joined(separator: ", ")
            return .failure(
              ShowcaseError("--log-level takes one of \(names); got \"\(Sanitizer.sanitizeLine(value))\""))
          }
          options.logLevel = level
        case "--color":
          guard let choice = ColorChoice(rawValue: value) else {
            let names = ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(
              ShowcaseError("--color takes one of \(names); got \"\(Sanitizer.sanitizeLine(value))\""))
          }
          options.color = choice
        case "--require-version":
          let parts = value.split(separator: ".", omittingEmptySubsequences: false)
          guard !parts.isEmpty, parts.count <= 4,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
          else {
            return .failure(
              ShowcaseError(
                "--require-version takes a dotted version such as 2.0; got \"\(Sanitizer.sanitizeLine(value))\""
              ))
          }
          options.requiredVersion = value
        default:
          guard let size = Size(parsing: value), (1...1_000).contains(size.width),
            (1...1_000).contains(size.height)
          else {
            return .failure(
              ShowcaseError(
                "--size takes WIDTHxHEIGHT, each from 1 to 1000, such as 80x24; got \"\(Sanitizer.sanitizeLine(value))\""
              )
            )
          }
          options.size = size
        }
      } else {
        return .failure(ShowcaseError("unknown argument \"\(Sanitizer.sanitizeLine(argument))\""))
      }
      index += 1
    }
    return .success(options)
  }

  /// The data folder: `--data-dir`, else `$XDG_CONFIG_HOME/viewkit-showcase`, else
  /// `~/.config/viewkit-showcase`.
  static func dataDirectory(_ options: Options, environment: [String: String]) -> String? {
    if let directory = options.dataDirectory { return directory }
    return FilePrefsStore.defaultPath(environment: environment).map {
      URL(fileURLWithPath: $0).deletingLastPathComponent().path
    }
  }

  /// What a run is made of: the prefs, the log, the dependencies and the started app.
  struct Setup {
    let prefs: Prefs
    let logger: FileLogger
    let dependencies: AppDependencies
    let coordinator: AppCoordinator
    /// What was done to make the data folder private, when anything was.
    let folderWarning: String?
    var navigator: Navigator { coordinator.navigator }
    var settings: AppSettings { dependencies.settings }
  }

  /// Creates the data folder, opens the prefs and the log, and builds the dependencies.
  static func setUp(
    _ options: Options, environment: [String: String], runner: any EffectRunner,
    wait: (@Sendable (Duration) async -> Void)?
  ) -> Result<Setup, ShowcaseError> {
    guard let folder = dataDirectory(options, environment: environment) else {
      return .failure(
        ShowcaseError(
          "no folder for prefs and the log: HOME, XDG_CONFIG_HOME and XDG_RUNTIME_DIR are unset or "
            + "not absolute; pass --data-dir DIR"))
    }
    // A link is refused before anything is made through it (a dangling link would be followed
    // to create its target).
    do throws(ShowcaseError) {
      try DataFolder.refuseLink(folder)
    } catch {
      return .failure(error)
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return .failure(
        ShowcaseError(
          "cannot create the data folder \(Sanitizer.sanitizeLine(folder)): \(error.localizedDescription)"))
    }
    // Private before anything is read or written: tightened to 0700, or the run ends here.
    let dataFolder: OpenFolder
    let folderWarning: String?
    do throws(ShowcaseError) {
      (dataFolder, folderWarning) = try DataFolder.open(folder)
    } catch {
      return .failure(error)
    }
    // Every file is opened through the folder's descriptor, checked once above.
    let store = FilePrefsStore(name: "prefs.json", in: dataFolder, ownsFolder: options.dataDirectory == nil)
    let prefs = Prefs(store: store)
    if options.reset { prefs.reset() }
    if let theme = options.theme { prefs.themeName = theme == AppSettings.automatic ? nil : theme }
    if let language = options.language { prefs.languageCode = language.rawValue }
    // `--reset` empties the log through the descriptor the logger opened and checked, so a link
    // or a second name at the path empties nothing.
    let logger = FileLogger(
      name: "showcase.log", in: dataFolder, level: options.logLevel ?? options.environment.logLevel,
      emptying: options.reset)
    logger.info(
      "app",
      "start: env \(options.environment.rawValue), data \(folder)\(options.headless ? ", headless" : "")")
    // The first of LC_ALL, LC_MESSAGES and LANG that is set and not empty, as POSIX reads them.
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    let language = Language.from(locale: locale)
    let dependencies = AppDependencies.live(
      environment: options.environment, prefs: prefs, language: language, runner: runner, logger: logger,
      wait: wait, serverConfiguration: AppConfiguration(minimumVersion: options.requiredVersion ?? "0"))
    let coordinator = AppCoordinator(dependencies: dependencies)
    coordinator.start()
    if let folderWarning { logger.warning("app", folderWarning) }
    return .success(
      Setup(
        prefs: prefs, logger: logger, dependencies: dependencies, coordinator: coordinator,
        folderWarning: folderWarning))
  }

  /// The index just past the first bracketed-paste end marker (`ESC [ 2 0 1 ~`) at or after
  /// `start`; nil when the chunk holds none.
  static func endOfPaste(in chunk: [UInt8], from start: Int) -> Int? {
    let marker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    var index = start
    while index + marker.count <= chunk.count {
      if chunk[index] == 0x1B && chunk[index..<(index + marker.count)].elementsEqual(marker) {
        return index + marker.count
      }
      index += 1
    }
    return nil
  }

  /// What one read(2) of standard input gives, at most 64 KiB; empty at its end (or on an
  /// error). Input is handled as it comes, so `q` quits mid-stream and endless input never
  /// piles up. Not isolated to the main actor: the headless run calls it from its task.
  static func readStandardInput() -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        Platform.readBytes(Platform.standardInput, $0.baseAddress, $0.count)
      }
      if count < 0 && Platform.lastError == Platform.ErrorCode.interrupted { continue }
      return Array(chunk.prefix(max(0, count)))
    }
  }

  /// Runs the app; the exit status. `input` gives the next chunk of standard input for
  /// `--headless` (empty at its end); it is called as the run goes, never to gather it all.
  static func run(
    _ arguments: [String], environment: [String: String], input: () -> [UInt8], error: (String) -> Void,
    output: (String) -> Void
  ) async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      output(usage)
      return 0
    }
    let options: Options
    switch parse(arguments, environment: environment) {
    case .success(let parsed): options = parsed
    case .failure(let failure):
      error("ShowcaseApp: \(failure)\n\nRun `ShowcaseApp --help` for the options.")
      return 2
    }
    if options.doctor {
      for line in TerminalDoctor.run(environment: environment, isTerminal: true) { output(line) }
      return 0
    }
    // Headless, requests wait for the driver and their latency passes on the virtual clock;
    // on a terminal they run in tasks and come back through the loop's queue.
    let queue = LoopQueue()
    let manual = ManualEffectRunner()
    let virtualWait: @Sendable (Duration) async -> Void = { _ in }
    let setup: Setup
    switch setUp(
      options, environment: environment,
      runner: options.headless ? manual : LoopEffectRunner(queue: queue),
      wait: options.headless ? virtualWait : nil)
    {
    case .success(let made): setup = made
    case .failure(let failure):
      error("ShowcaseApp: \(failure)")
      return 1
    }
    if options.headless {
      return await headless(
        setup, runner: manual, options: options, environment: environment, input: input, error: error,
        output: output)
    }
    let (coordinator, navigator, settings) = (setup.coordinator, setup.navigator, setup.settings)
    let mode = ColorDetection.detect(environment: environment, isTerminal: true, choice: options.color)
    do {
      try TerminalApp.run(
        environment: environment, choice: options.color, queue: queue,
        theme: { Theme.forOutput(mode, preferred: settings.theme) },
        strings: { settings.strings.componentStrings }, isAnimating: { navigator.isAnimating },
        onTick: { navigator.tick() },
        onBackground: { settings.automaticTheme = .automatic(background: $0) }
      ) {
        AppScreen(coordinator: coordinator)
      }
    } catch let failure {
      _ = report(setup, error: error)
      error("ShowcaseApp: \(failure)")
      return 2
    }
    setup.logger.info("app", "quit")
    return report(setup, error: error) ? 1 : 0
  }

  /// The headless run: input bytes from a script, a virtual clock, the last screen printed.
  static func headless(
    _ setup: Setup, runner: ManualEffectRunner, options: Options, environment: [String: String],
    input: () -> [UInt8], error: (String) -> Void, output: (String) -> Void
  ) async -> Int32 {
    let (coordinator, navigator, settings) = (setup.coordinator, setup.navigator, setup.settings)
    // Printed to a pipe, colour only when asked for (or forced by the environment).
    let mode = ColorDetection.detect(environment: environment, isTerminal: false, choice: options.color)
    var profile = ColorProfile.none
    if case .styled(let detected) = mode { profile = detected }
    let driver = AppDriver(
      size: options.size, profile: profile, theme: { Theme.forOutput(mode, preferred: settings.theme) },
      strings: { settings.strings.componentStrings },
      isAnimating: { navigator.isAnimating }, onTick: { navigator.tick() },
      effects: runner.finishPending
    ) {
      AppScreen(coordinator: coordinator)
    }
    await driver.settle()
    // Settled after an event only when something is pending (a request, a timer, a spinner):
    // the loop itself settles the screen between events that change it, so a run of typing
    // costs no frame per key.
    // Input is read a chunk at a time as it comes, never gathered whole: `q` quits while more
    // is on its way, and endless input costs what one chunk costs.
    reading: while !driver.isFinished {
      let chunk = input()
      if chunk.isEmpty { break }
      var index = 0
      while index < chunk.count {
        if driver.isFinished { break reading }
        // Keys one at a time, with what they start settled in between; the inside of a paste
        // in one piece, up to its end marker: a paste over the cap costs what the cap costs.
        var end = index + 1
        if driver.loop.isReceivingPaste {
          end = Self.endOfPaste(in: chunk, from: index) ?? chunk.count
        }
        if driver.feed(Array(chunk[index..<end])) && (runner.count > 0 || navigator.isAnimating) {
          await driver.settle()
        }
        index = end
      }
    }
    if !driver.isFinished {
      driver.endInput()
      await driver.settle()
    }
    output(driver.canvas.ansiText(mode, anchoringClusters: false))
    setup.logger.info("app", "headless run ended on \(navigator.current?.name ?? "nothing")")
    return report(setup, error: error) ? 1 : 0
  }

  /// Writes the prefs' and the log's warnings and problems to standard error, one line each,
  /// once the terminal is restored: `ShowcaseApp: warning: …` for what was repaired (the app
  /// ran as usual) and `ShowcaseApp: error: …` when the prefs could not be read or saved; true
  /// when there was an error, which makes the exit status 1.
  static func report(_ setup: Setup, error: (String) -> Void) -> Bool {
    for warning in (setup.folderWarning.map { [$0] } ?? []) + setup.prefs.warnings {
      error(Sanitizer.sanitizeMessage("ShowcaseApp: warning: \(warning)"))
    }
    if let problem = setup.logger.problem {
      error(Sanitizer.sanitizeMessage("ShowcaseApp: warning: \(problem)"))
    }
    guard let problem = setup.prefs.problem else { return false }
    error(Sanitizer.sanitizeMessage("ShowcaseApp: error: \(problem)"))
    return true
  }
}
