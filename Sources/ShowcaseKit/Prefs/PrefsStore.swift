import Synchronization

/// Where prefs are kept: a dictionary of strings, loaded and saved whole.
public protocol PrefsStore: Sendable {
  /// The saved values, with warnings about anything repaired; throws only when the prefs can be
  /// neither read nor safely replaced (nothing should be saved over them then).
  func load() throws(ShowcaseError) -> LoadedPrefs
  /// Replaces the saved values.
  func save(_ values: [String: String]) throws(ShowcaseError)
}

/// What a store read: the values, and a one-line warning for each thing it repaired on the way
/// (loose permissions tightened, a damaged file moved aside). Warnings never stop the app.
public struct LoadedPrefs: Equatable, Sendable {
  /// The saved values, by key (`theme`, `userName`, `token`, …).
  public var values: [String: String]
  /// What was repaired, one line each.
  public var warnings: [String]

  /// Creates a result of loading prefs.
  ///
  /// - Parameters:
  ///   - values: the saved values, by key.
  ///   - warnings: what was repaired while loading, one line each.
  public init(values: [String: String] = [:], warnings: [String] = []) {
    self.values = values
    self.warnings = warnings
  }
}

/// Prefs in memory, for tests and previews.
public final class MemoryPrefsStore: PrefsStore {
  /// The values.
  private let values: Mutex<[String: String]>

  /// Creates a store held in memory, for tests and headless runs.
  ///
  /// - Parameter values: the values it starts with.
  public init(_ values: [String: String] = [:]) { self.values = Mutex(values) }

  /// The values held now, with no warnings (memory cannot be damaged).
  ///
  /// - Returns: the values.
  public func load() -> LoadedPrefs { LoadedPrefs(values: values.withLock { $0 }) }

  /// Replaces every value at once.
  ///
  /// - Parameter new: the values to hold from now on.
  public func save(_ new: [String: String]) { values.withLock { $0 = new } }
}
