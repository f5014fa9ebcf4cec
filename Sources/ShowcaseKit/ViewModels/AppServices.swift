/// What the view models need from outside, injected as one value: the prefs, the API and the
/// runner that carries requests to and from the app loop.
public struct AppServices {
  /// The stored prefs.
  public let prefs: Prefs
  /// The API.
  public let api: APIProvider
  /// Runs requests and brings their results back to the loop.
  public let runner: EffectRunner

  /// Groups the services.
  public init(prefs: Prefs, api: APIProvider, runner: EffectRunner) {
    self.prefs = prefs
    self.api = api
    self.runner = runner
  }
}
