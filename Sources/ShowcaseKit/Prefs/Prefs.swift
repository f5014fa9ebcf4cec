import Foundation
import Synchronization

/// Stores the access token.
public protocol AccessTokenPrefs: AnyObject, Sendable {
  /// The token, when signed in.
  var accessToken: String? { get set }
}

/// Stores who is signed in.
public protocol UserInfoPrefs: AnyObject, Sendable {
  /// The signed-in user's name.
  var userName: String? { get set }
  /// The signed-in user's email.
  var userEmail: String? { get set }
}

/// Stores whether the tutorial has been shown.
public protocol TutorialPrefs: AnyObject, Sendable {
  /// Whether the tutorial was seen.
  var tutorialShown: Bool { get set }
}

/// Stores the chosen theme.
public protocol ThemePrefs: AnyObject, Sendable {
  /// The name of the chosen theme.
  var themeName: String? { get set }
}

/// Where prefs are kept: a dictionary of strings, loaded and saved whole.
public protocol PrefsStore: Sendable {
  /// The saved values.
  func load() throws(ShowcaseError) -> [String: String]
  /// Replaces the saved values.
  func save(_ values: [String: String]) throws(ShowcaseError)
}

/// Prefs in memory, for tests and previews.
public final class MemoryPrefsStore: PrefsStore {
  private let values: Mutex<[String: String]>

  /// Creates a store with some values.
  public init(_ values: [String: String] = [:]) { self.values = Mutex(values) }

  /// The values.
  public func load() -> [String: String] { values.withLock { $0 } }

  /// Replaces the values.
  public func save(_ new: [String: String]) { values.withLock { $0 = new } }
}

/// Prefs in a JSON file, written atomically (a temporary file renamed over the old one) and
/// readable by its owner only (mode 0600), since it holds an access token.
public struct FilePrefsStore: PrefsStore {
  /// The file.
  public let path: String

  /// Creates a store at a path; the folder is created on the first save.
  public init(path: String) { self.path = path }

  /// `$XDG_CONFIG_HOME/viewkit-showcase/prefs.json`, or under `~/.config`.
  public static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.config"
    return base + "/viewkit-showcase/prefs.json"
  }

  /// The saved values; none when the file does not exist yet.
  public func load() throws(ShowcaseError) -> [String: String] {
    guard FileManager.default.fileExists(atPath: path) else { return [:] }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ShowcaseError("\(path): cannot read the prefs file; check its permissions")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data),
      let dictionary = object as? [String: Any]
    else {
      throw ShowcaseError("\(path): the prefs file is not a JSON object; delete it to start afresh")
    }
    var values: [String: String] = [:]
    for (key, value) in dictionary {
      guard let text = value as? String else {
        throw ShowcaseError("\(path): key \"\(key)\" is not a string; delete the file to start afresh")
      }
      values[key] = text
    }
    return values
  }

  /// Writes every value at once: temporary file (0600), then a rename over the old file.
  public func save(_ values: [String: String]) throws(ShowcaseError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let data = try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys, .prettyPrinted])
      guard
        FileManager.default.createFile(
          atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
      else { throw ShowcaseError("\(temporary.path): cannot write") }
      guard rename(temporary.path, path) == 0 else {
        throw ShowcaseError("\(path): cannot replace the prefs file")
      }
    } catch let error as ShowcaseError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw ShowcaseError("\(path): cannot save prefs (\(error.localizedDescription))")
    }
  }
}

/// The app's prefs over a store: each protocol is a small view of the same values, saved on
/// every change. A store that cannot be read starts empty and says why in ``problem``.
public final class Prefs: AccessTokenPrefs, UserInfoPrefs, TutorialPrefs, ThemePrefs {
  private let store: any PrefsStore
  private let values: Mutex<[String: String]>
  /// Why the stored prefs could not be read or saved, if they could not.
  public let problem: Mutex<String?>

  /// Loads prefs from a store.
  public init(store: any PrefsStore) {
    self.store = store
    do {
      values = Mutex(try store.load())
      problem = Mutex(nil)
    } catch {
      values = Mutex([:])
      problem = Mutex(error.description)
    }
  }

  private func value(_ key: String) -> String? { values.withLock { $0[key] } }

  private func set(_ key: String, _ value: String?) {
    let snapshot = values.withLock { values -> [String: String] in
      values[key] = value
      return values
    }
    do {
      try store.save(snapshot)
    } catch {
      problem.withLock { $0 = error.description }
    }
  }

  /// The token, when signed in.
  public var accessToken: String? {
    get { value("accessToken") }
    set { set("accessToken", newValue) }
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

  /// Remembers who signed in, and their token when there is one.
  public func signIn(_ user: User, token: String? = nil) {
    if let token { accessToken = token }
    userName = user.name
    userEmail = user.email
  }

  /// Forgets the signed-in user (the tutorial and theme choices stay).
  public func signOut() {
    accessToken = nil
    userName = nil
    userEmail = nil
  }
}
