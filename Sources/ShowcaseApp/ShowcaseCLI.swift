import Foundation
import ShowcaseKit
import ViewKit

/// The ShowcaseApp command line: options, wiring, and the interactive loop.
enum ShowcaseCLI {
  static let usage = """
    usage: swift run ShowcaseApp [--env dev|staging|prod] [--prefs PATH] [--scenario normal|offline|expired-token|server-error]
                             [--theme NAME|auto] [--reset]

    The splash -> tutorial -> sign in -> tab bar app, built on ViewKit. Sign in with any email
    and the password "\(SampleData.password)". Its API answers from stubs with a little latency;
    --scenario makes it fail the way a real network does.
      --env        dev (default), staging or prod; also SHOWCASE_ENV
      --prefs      where the prefs file lives (default ~/.config/viewkit-showcase/prefs.json)
      --theme      dark, light, high-contrast, mono, or auto (the default: light or dark, whichever
                   matches the terminal's background); remembered like the t key's choice
      --reset      forget the session, the tutorial and the theme first (also with a damaged
                   prefs file, which is moved aside)
    """

  struct Options {
    var environment = AppEnvironment.dev
    var prefsPath: String?
    var scenario = StubTransport.Scenario.normal
    var reset = false
    var theme: String?
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
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      switch argument {
      case "--env":
        guard let value else { return .failure(ShowcaseError("--env needs a value")) }
        switch AppEnvironment.named(value) {
        case .success(let environment): options.environment = environment
        case .failure(let error): return .failure(error)
        }
        index += 1
      case "--prefs":
        guard let value else { return .failure(ShowcaseError("--prefs needs a path")) }
        options.prefsPath = value
        index += 1
      case "--scenario":
        guard let value, let scenario = StubTransport.Scenario(rawValue: value) else {
          let names = StubTransport.Scenario.allCases.map(\.rawValue).joined(separator: ", ")
          return .failure(ShowcaseError("--scenario takes one of \(names)"))
        }
        options.scenario = scenario
        index += 1
      case "--reset":
        options.reset = true
      case "--theme":
        guard let value, value == MainViewModel.automatic || Theme.named(value) != nil else {
          let names = ([MainViewModel.automatic] + Theme.builtInNames).joined(separator: ", ")
          return .failure(ShowcaseError("--theme takes one of \(names)"))
        }
        options.theme = value
        index += 1
      default:
        return .failure(ShowcaseError("unknown argument \"\(argument)\""))
      }
      index += 1
    }
    return .success(options)
  }

  /// Runs the app; the exit status.
  static func run(
    _ arguments: [String], environment: [String: String], error: (String) -> Void, output: (String) -> Void
  )
    -> Int32
  {
    if arguments.contains("--help") || arguments.contains("-h") {
      output(usage)
      return 0
    }
    let options: Options
    switch parse(arguments, environment: environment) {
    case .success(let parsed): options = parsed
    case .failure(let failure):
      error("ShowcaseApp: \(failure)\n\n\(usage)")
      return 2
    }
    // The default folder is the app's own, so it may be tightened to 0700; a folder named with
    // --prefs may be shared and is left as it is.
    let store = FilePrefsStore(
      path: options.prefsPath ?? FilePrefsStore.defaultPath(environment: environment),
      ownsFolder: options.prefsPath == nil)
    let prefs = Prefs(store: store)
    if options.reset { prefs.reset() }
    if let theme = options.theme { prefs.themeName = theme == MainViewModel.automatic ? nil : theme }
    let queue = LoopQueue()
    let log = LoggingPlugin()
    let api = APIProvider(
      environment: options.environment,
      transport: StubTransport(latency: options.environment.stubLatency, scenario: options.scenario),
      plugins: [AccessTokenPlugin { [prefs] in prefs.accessToken }, log, ErrorProcessingPlugin()])
    let coordinator = AppCoordinator(
      services: AppServices(prefs: prefs, api: api, runner: LoopEffectRunner(queue: queue)))
    coordinator.start()
    let mode = ColorDetection.detect(environment: environment, isTerminal: true)
    do {
      try TerminalApp.run(
        environment: environment, queue: queue,
        theme: { Theme.forOutput(mode, preferred: coordinator.theme) },
        isAnimating: { coordinator.isAnimating },
        onTick: { coordinator.tick() },
        onBackground: { coordinator.automaticTheme = .automatic(background: $0) }
      ) {
        AppScreen(coordinator: coordinator)
      }
    } catch let failure {
      _ = report(prefs, error: error)
      error("ShowcaseApp: \(failure)")
      return 2
    }
    return report(prefs, error: error) ? 1 : 0
  }

  /// Writes the prefs' warnings and problem to standard error, one line each, once the terminal
  /// is restored: `ShowcaseApp: warning: …` for what was repaired (the app ran as usual) and
  /// `ShowcaseApp: error: …` when the prefs could not be read or saved; true when there was an
  /// error, which makes the exit status 1.
  static func report(_ prefs: Prefs, error: (String) -> Void) -> Bool {
    for warning in prefs.warnings { error(Sanitizer.sanitizeMessage("ShowcaseApp: warning: \(warning)")) }
    guard let problem = prefs.problem else { return false }
    error(Sanitizer.sanitizeMessage("ShowcaseApp: error: \(problem)"))
    return true
  }
}
