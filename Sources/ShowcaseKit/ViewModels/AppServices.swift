/// What the view models need from outside, injected as one value: the prefs, the API and the
/// runner that carries requests to and from the app loop.
public struct AppServices {
  /// The stored prefs: session, user, theme and tutorial flag.
  public let prefs: Prefs
  /// The API provider that sends the requests.
  public let api: APIProvider
  /// Runs requests and brings their results back to the loop.
  public let runner: EffectRunner

  /// Groups the services for the view models.
  ///
  /// - Parameters:
  ///   - prefs: the stored prefs.
  ///   - api: the API provider.
  ///   - runner: runs requests and brings their results back to the loop.
  public init(prefs: Prefs, api: APIProvider, runner: EffectRunner) {
    self.prefs = prefs
    self.api = api
    self.runner = runner
  }
}
