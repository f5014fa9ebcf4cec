import Observation
import ViewKit

/// The app-wide choices a user can change while it runs: theme and language. Screens read them
/// every frame, so a change in Settings shows at once; each change is remembered in the prefs.
@Observable
public final class AppSettings {
  /// The name that stands for the theme matching the terminal's background.
  public static let automatic = "auto"

  /// The theme's name, or ``automatic``.
  public private(set) var themeName: String
  /// The language spoken.
  public private(set) var language: Language
  /// The theme ``automatic`` stands for: set once the terminal has said its background colour.
  public var automaticTheme = Theme.dark
  @ObservationIgnored let themePrefs: any ThemePrefs
  @ObservationIgnored let languagePrefs: any LanguagePrefs

  /// Creates the settings from the prefs, and the language the environment asks for when the
  /// prefs name none.
  ///
  /// - Parameters:
  ///   - themePrefs: where the theme choice is kept.
  ///   - languagePrefs: where the language choice is kept.
  ///   - fallbackLanguage: the language when the prefs name none (from `LANG`).
  public init(themePrefs: any ThemePrefs, languagePrefs: any LanguagePrefs, fallbackLanguage: Language = .en)
  {
    self.themePrefs = themePrefs
    self.languagePrefs = languagePrefs
    themeName = themePrefs.themeName.flatMap { Theme.named($0) == nil ? nil : $0 } ?? Self.automatic
    language = languagePrefs.languageCode.flatMap(Language.init(rawValue:)) ?? fallbackLanguage
  }

  /// The phrasebook of the language spoken.
  public var strings: Strings { Strings(language) }

  /// The theme to draw with.
  public var theme: Theme { Theme.named(themeName) ?? automaticTheme }

  /// Every theme a user can pick, `auto` first.
  public static var themeNames: [String] { [automatic] + Theme.builtInNames }

  /// Uses and remembers a theme.
  ///
  /// - Parameter name: a built-in theme's name, or ``automatic``.
  public func setTheme(_ name: String) {
    themeName = name
    themePrefs.themeName = name == Self.automatic ? nil : name
  }

  /// Switches to the next theme (`auto`, then each built-in theme) and remembers it.
  public func nextTheme() {
    let names = Self.themeNames
    setTheme(names[((names.firstIndex(of: themeName) ?? 0) + 1) % names.count])
  }

  /// Uses and remembers a language.
  ///
  /// - Parameter language: the language.
  public func setLanguage(_ language: Language) {
    self.language = language
    languagePrefs.languageCode = language.rawValue
  }

  /// Switches to the next language and remembers it.
  public func nextLanguage() {
    let all = Language.allCases
    setLanguage(all[((all.firstIndex(of: language) ?? 0) + 1) % all.count])
  }
}

/// Everything the modules are built from, made once at launch (or by a test with fakes).
public struct AppDependencies {
  /// The environment: base URL, log level, label.
  public let environment: AppEnvironment
  /// The stored session.
  public let session: any SessionPrefs
  /// Whether the tutorial was seen.
  public let tutorial: any TutorialPrefs
  /// Theme and language.
  public let settings: AppSettings
  /// Signs in, registers, resets passwords, checks tokens.
  public let auth: any AuthGateway
  /// The feed and likes.
  public let feed: any FeedGateway
  /// Search.
  public let search: any SearchGateway
  /// Notifications.
  public let notifications: any NotificationsGateway
  /// The places the user is signed in.
  public let sessions: any SessionsGateway
  /// The app's configuration, for the force-update check.
  public let configuration: any ConfigurationGateway
  /// Runs requests and brings their results back to the loop.
  public let runner: any EffectRunner
  /// The log.
  public let logger: any Logger

  /// Groups the dependencies.
  ///
  /// - Parameters:
  ///   - environment: the environment.
  ///   - session: the stored session.
  ///   - tutorial: whether the tutorial was seen.
  ///   - settings: theme and language.
  ///   - auth: the auth gateway.
  ///   - feed: the feed gateway.
  ///   - search: the search gateway.
  ///   - notifications: the notifications gateway.
  ///   - sessions: the sessions gateway.
  ///   - configuration: the configuration gateway.
  ///   - runner: runs requests.
  ///   - logger: the log.
  public init(
    environment: AppEnvironment, session: any SessionPrefs, tutorial: any TutorialPrefs,
    settings: AppSettings,
    auth: any AuthGateway, feed: any FeedGateway, search: any SearchGateway,
    notifications: any NotificationsGateway, sessions: any SessionsGateway,
    configuration: any ConfigurationGateway,
    runner: any EffectRunner,
    logger: any Logger
  ) {
    self.environment = environment
    self.session = session
    self.tutorial = tutorial
    self.settings = settings
    self.auth = auth
    self.feed = feed
    self.search = search
    self.notifications = notifications
    self.sessions = sessions
    self.configuration = configuration
    self.runner = runner
    self.logger = logger
  }

  /// The app as it runs: prefs, the stub server behind the API with its plugins, and a runner.
  ///
  /// - Parameters:
  ///   - environment: the environment.
  ///   - prefs: the prefs.
  ///   - language: the language when the prefs name none.
  ///   - runner: runs requests.
  ///   - logger: the log.
  ///   - wait: waits out the stub's latency (nothing, on a virtual clock).
  ///   - serverConfiguration: what the stub server's `/config` answers (`--require-version`).
  /// - Returns: the dependencies.
  public static func live(
    environment: AppEnvironment, prefs: Prefs, language: Language, runner: any EffectRunner,
    logger: any Logger,
    wait: (@Sendable (Duration) async -> Void)? = nil,
    serverConfiguration: AppConfiguration = AppConfiguration()
  ) -> AppDependencies {
    let secrets = environment.secrets
    let server = StubServer(
      clientKey: secrets.clientKey, signingKey: secrets.tokenSigningKey, configuration: serverConfiguration)
    let transport =
      if let wait {
        StubTransport(server: server, latency: environment.stubLatency, wait: wait)
      } else {
        StubTransport(server: server, latency: environment.stubLatency)
      }
    let languageNow: @Sendable () -> Language = { [prefs] in
      prefs.languageCode.flatMap(Language.init(rawValue:)) ?? language
    }
    let basic = APIProvider.basic(
      baseURL: environment.baseURL, clientKey: secrets.clientKey, transport: transport, logger: logger,
      language: languageNow)
    let refresher = TokenRefresher(session: prefs, api: basic, logger: logger)
    let plain = APIProvider.plain(
      baseURL: environment.baseURL, clientKey: secrets.clientKey, transport: transport, logger: logger)
    let gateway = APIGateway(
      plain: plain, basic: basic,
      authorised: AccessTokenProvider(base: basic, session: prefs, refresher: refresher))
    return AppDependencies(
      environment: environment, session: prefs, tutorial: prefs,
      settings: AppSettings(themePrefs: prefs, languagePrefs: prefs, fallbackLanguage: language),
      auth: gateway, feed: gateway, search: gateway, notifications: gateway, sessions: gateway,
      configuration: gateway,
      runner: runner, logger: logger)
  }

  /// The phrasebook of the language spoken now.
  public var strings: Strings { settings.strings }
}
