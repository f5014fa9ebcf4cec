import Synchronization
import Testing
import ViewKit
import ViewKitTesting

@testable import ShowcaseKit

/// The app wired as it runs, in memory: prefs in memory, the stub server with no latency, and
/// effects that wait until the test (or the driver) finishes them.
final class Fixture {
  let prefs: Prefs
  let runner = ManualEffectRunner()
  let logger = MemoryLogger()
  let environment: AppEnvironment
  let dependencies: AppDependencies

  let store: MemoryPrefsStore

  init(
    environment: AppEnvironment = .dev, language: Language = .en, values: [String: String] = [:],
    serverConfiguration: AppConfiguration = AppConfiguration()
  ) {
    store = MemoryPrefsStore(values)
    prefs = Prefs(store: store)
    self.environment = environment
    dependencies = AppDependencies.live(
      environment: environment, prefs: prefs, language: language, runner: runner, logger: logger,
      wait: { _ in }, serverConfiguration: serverConfiguration)
  }

  /// Runs every waiting effect, and those they start.
  func settle() async { await runner.finishAll() }

  /// A root coordinator, started.
  func start() -> AppCoordinator {
    let coordinator = AppCoordinator(dependencies: dependencies)
    coordinator.start()
    return coordinator
  }

  /// Drives the whole app the way a terminal would: keys, clicks and the wheel go through the
  /// decoder and the focus engine; effects run when the driver settles.
  func drive(_ coordinator: AppCoordinator, size: Size = Size(width: 80, height: 24)) -> AppDriver<AppScreen>
  {
    let runner = self.runner
    let navigator = coordinator.navigator
    let settings = dependencies.settings
    return AppDriver(
      size: size, theme: { settings.theme }, strings: { settings.strings.componentStrings },
      isAnimating: { navigator.isAnimating },
      onTick: { navigator.tick() },
      effects: runner.finishPending
    ) { AppScreen(coordinator: coordinator) }
  }

  /// Starts the app and drives it until it is idle.
  func launch(size: Size = Size(width: 80, height: 24)) async -> (AppCoordinator, AppDriver<AppScreen>) {
    let coordinator = start()
    let driver = drive(coordinator, size: size)
    await driver.settle()
    return (coordinator, driver)
  }

  /// Signs in with a demo account through the stub server, without the screens.
  func signIn(_ email: String = "demo@viewkit.dev") async {
    prefs.tutorialShown = true
    let useCase = SignInUseCase(auth: dependencies.auth, session: prefs)
    _ = try? await useCase.execute(email: email, password: SampleData.password)
  }
}

/// Gateways whose answers a test sets, recording what they were asked.
final class FakeGateway: AuthGateway, FeedGateway, SearchGateway, NotificationsGateway, SessionsGateway,
  ConfigurationGateway, @unchecked Sendable
{
  let lock = Mutex<Void>(())
  var signInResult: Result<AuthResponse, APIError> = .failure(.noConnection)
  var userResult: Result<User, APIError> = .failure(.noConnection)
  var pages: [Result<FeedPage, APIError>] = []
  var likeResult: Result<Post, APIError>?
  var searchResult: Result<SearchResults, APIError> = .success(SearchResults())
  var noticesResult: Result<[Notice], APIError> = .success([])
  var sessionsResult: Result<[DeviceSession], APIError> = .success([])
  var configurationResult: Result<AppConfiguration, APIError> = .success(AppConfiguration())
  var personResult: Result<PersonPage, APIError> = .failure(.noConnection)
  var calls: [String] = []

  private func record(_ call: String) { lock.withLock { _ in calls.append(call) } }

  func signIn(email: String, password: String) async throws(APIError) -> AuthResponse {
    record("signIn \(email)")
    return try signInResult.get()
  }

  func register(name: String, email: String, password: String) async throws(APIError) -> AuthResponse {
    record("register \(email)")
    return try signInResult.get()
  }

  func requestPasswordReset(email: String) async throws(APIError) { record("reset \(email)") }

  func currentUser() async throws(APIError) -> User {
    record("me")
    return try userResult.get()
  }

  func feed(page: Int) async throws(APIError) -> FeedPage {
    record("feed \(page)")
    return try pages.isEmpty ? FeedPage(posts: [], hasMore: false) : pages.removeFirst().get()
  }

  func setLiked(_ liked: Bool, postID: Int) async throws(APIError) -> Post {
    record("\(liked ? "like" : "unlike") \(postID)")
    guard let likeResult else { throw .noConnection }
    return try likeResult.get()
  }

  func search(_ query: String) async throws(APIError) -> SearchResults {
    record("search \(query)")
    return try searchResult.get()
  }

  func person(handle: String) async throws(APIError) -> PersonPage {
    record("person \(handle)")
    return try personResult.get()
  }

  func notifications() async throws(APIError) -> [Notice] {
    record("notifications")
    return try noticesResult.get()
  }

  func markAllRead() async throws(APIError) { record("markAllRead") }

  func sessions() async throws(APIError) -> [DeviceSession] {
    record("sessions")
    return try sessionsResult.get()
  }

  func configuration() async throws(APIError) -> AppConfiguration {
    record("configuration")
    return try configurationResult.get()
  }
}

/// A basic view model over a manual runner and English, for view models built by hand.
func makeBasic(_ runner: ManualEffectRunner, language: Language = .en) -> BasicViewModel {
  let prefs = Prefs(store: MemoryPrefsStore())
  return BasicViewModel(
    settings: AppSettings(themePrefs: prefs, languagePrefs: prefs, fallbackLanguage: language),
    runner: runner,
    logger: MemoryLogger())
}

/// A post for tests.
func samplePost(_ id: Int, likes: Int = 10, liked: Bool = false) -> Post {
  Post(
    id: id, author: "Ada Lovelace", handle: "ada", minutesAgo: 5, title: "Post \(id)", body: "Body",
    likes: likes, liked: liked)
}
