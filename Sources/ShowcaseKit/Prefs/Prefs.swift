import Synchronization
import ViewKit

/// The app's prefs over a store: each protocol is a small view of the same values, saved on
/// every change (a change that leaves the values as they were is not written).
///
/// Reading the store can leave ``warnings`` (something was repaired; the app runs as usual).
/// A store that cannot be read starts empty and is never written this session, so nothing is
/// saved over prefs that could not be read; ``problem`` says why. A save that fails is also a
/// ``problem``, until a later save succeeds. The app reports both after the terminal is
/// restored, and a ``problem`` makes it exit with status 1.
public final class Prefs: SessionPrefs, TutorialPrefs, ThemePrefs, LanguagePrefs {
  /// Everything that changes, behind one lock.
  private struct State {
    /// The values.
    var values: [String: String]
    /// The store's warnings from loading.
    var warnings: [String] = []
    /// Why the store could not be read; nothing is saved while this is set.
    var loadError: String?
    /// Why the latest save failed, until one succeeds.
    var saveError: String?
  }

  /// Where the values are kept.
  private let store: any PrefsStore
  /// The values and what went wrong.
  private let state: Mutex<State>

  /// Loads prefs from a store.
  ///
  /// - Parameter store: where the values are kept (a file, or memory in tests).
  public init(store: any PrefsStore) {
    self.store = store
    do {
      let loaded = try store.load()
      state = Mutex(State(values: loaded.values, warnings: loaded.warnings))
    } catch {
      // Said once: the store's own message may say already that nothing is read or saved.
      let said = error.description.contains("not read or saved")
      state = Mutex(
        State(values: [:], loadError: error.description + (said ? "" : "; prefs are not saved this time")))
    }
  }

  /// What was repaired when the prefs were read, one line each; the app runs as usual.
  public var warnings: [String] { state.withLock { $0.warnings } }

  /// Why the prefs could not be read or the latest change could not be saved, if so.
  public var problem: String? { state.withLock { $0.loadError ?? $0.saveError } }

  /// One value.
  private func value(_ key: String) -> String? { state.withLock { $0.values[key] } }

  /// Applies a change and saves the result once. Saving happens under the lock, so saves reach
  /// the store in the order the changes were made. The change is applied to what the store
  /// holds now, not only to what this process read at launch: another instance of the app on
  /// the same folder may have saved since, and its changes to other keys are kept.
  private func change(_ body: (inout [String: String]) -> Void) {
    state.withLock { state in
      if state.loadError == nil, state.saveError == nil, let current = try? store.load() {
        state.values = current.values
      }
      var values = state.values
      body(&values)
      guard values != state.values || state.saveError != nil else { return }
      state.values = values
      guard state.loadError == nil else { return }
      do throws(ShowcaseError) {
        try store.save(values)
        state.saveError = nil
      } catch {
        state.saveError = error.description
      }
    }
  }

  /// Sets or removes one value.
  private func set(_ key: String, _ value: String?) { change { $0[key] = value } }

  /// The token, when signed in.
  public var accessToken: String? {
    get { value("accessToken") }
    set { set("accessToken", newValue) }
  }
  /// The refresh token, when signed in.
  public var refreshToken: String? {
    get { value("refreshToken") }
    set { set("refreshToken", newValue) }
  }
  /// The signed-in user's name.
  public var userName: String? {
    get { value("userName") }
    set { set("userName", newValue) }
  }
  /// The signed-in user's email.
  public var userEmail: String? {
    get { value("userEmail") }
    set { set("userEmail", newValue) }
  }
  /// Whether the tutorial was seen.
  public var tutorialShown: Bool {
    get { value("tutorialShown") == "true" }
    set { set("tutorialShown", newValue ? "true" : nil) }
  }
  /// The chosen theme's name.
  public var themeName: String? {
    get { value("themeName") }
    set { set("themeName", newValue) }
  }

  /// The chosen language's code, nil to follow `LANG`.
  public var languageCode: String? {
    get { value("language") }
    set { set("language", newValue) }
  }

  /// The signed-in user as last stored, when both the name and the email are.
  public var user: User? {
    state.withLock { state in
      guard let name = state.values["userName"], let email = state.values["userEmail"] else { return nil }
      return User(name: name, email: email)
    }
  }

  /// Remembers who signed in, and their tokens when there are new ones, in one save.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - token: the access token to keep; nil keeps both tokens as they are.
  ///   - refreshToken: the refresh token that goes with `token`; nil for none.
  public func signIn(_ user: User, token: String?, refreshToken: String?) {
    change { values in
      if let token {
        values["accessToken"] = token
        values["refreshToken"] = refreshToken
      }
      values["userName"] = user.name
      values["userEmail"] = user.email
    }
  }

  /// Remembers the signed-in user, the tokens as they are.
  ///
  /// - Parameter user: the signed-in user.
  public func signIn(_ user: User) { signIn(user, token: nil, refreshToken: nil) }

  /// Keeps a refreshed pair of tokens, in one save.
  ///
  /// - Parameter tokens: the new access and refresh tokens.
  public func saveTokens(_ tokens: TokenPair) {
    change { values in
      values["accessToken"] = tokens.accessToken
      values["refreshToken"] = tokens.refreshToken
    }
  }

  /// Forgets the signed-in user (the tutorial and theme choices stay), in one save.
  public func signOut() {
    change { values in
      for key in ["accessToken", "refreshToken", "userName", "userEmail"] { values[key] = nil }
    }
  }

  /// Forgets the session, the tutorial, the theme and the language (`--reset`), in one save.
  public func reset() {
    change { values in
      for key in [
        "accessToken", "refreshToken", "userName", "userEmail", "tutorialShown", "themeName", "language",
      ] {
        values[key] = nil
      }
    }
  }
}
