import Foundation
import Synchronization
import ViewKit
import ViewKitPlatform

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

/// Stores the chosen language.
public protocol LanguagePrefs: AnyObject, Sendable {
  /// The chosen language's code (`en`, `ja`); nil to follow `LANG`.
  var languageCode: String? { get set }
}

/// The session as a whole: who is signed in and their token, changed together.
public protocol SessionPrefs: AccessTokenPrefs, UserInfoPrefs {
  /// The signed-in user as last stored, when there is one.
  var user: User? { get }
  /// Remembers who signed in, and their token, in one save.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - token: the session token to keep, if any.
  func signIn(_ user: User, token: String?)
  /// Forgets the signed-in user and the token, in one save.
  func signOut()
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

/// Where prefs are kept: a dictionary of strings, loaded and saved whole.
public protocol PrefsStore: Sendable {
  /// The saved values, with warnings about anything repaired; throws only when the prefs can be
  /// neither read nor safely replaced (nothing should be saved over them then).
  func load() throws(ShowcaseError) -> LoadedPrefs
  /// Replaces the saved values.
  func save(_ values: [String: String]) throws(ShowcaseError)
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

/// Prefs in a JSON file that holds an access token, so it is kept private and whole:
///
/// - Saving writes a temporary file in the same folder, created `O_EXCL` with mode 0600 (never
///   readable by others, not even for its first byte), writes every byte, `fsync`s it, renames
///   it over the file and then `fsync`s the folder. The file on disk is always the old content
///   or the new, never half of either; the temporary is removed on any failure, and temporaries
///   left by a process that was killed are removed on the next load.
/// - The folder is created 0700 when missing (missing parents too). When the store owns the
///   folder (``ownsFolder``, true for ``defaultPath(environment:)``), a folder open to the group
///   or others is tightened to 0700; only that folder, never its parents, and never a folder the
///   user named, which might be shared (`/tmp`, a project folder). A folder that is a link to a
///   folder is used as the folder it points to.
/// - Loading tightens a file readable by the group or others to 0600, with a warning. A file that
///   is not valid (larger than ``maximumSize``, not UTF-8, not a JSON object of strings) is
///   renamed to `<name>.corrupt-<UTC timestamp>` (0600), with a warning naming both paths, and
///   the prefs start empty.
/// - A symbolic link at the path is an error: prefs are neither read nor written through a link,
///   since a rename would replace the link and a write through it could land anywhere.
///
/// Paths in messages are passed through ``Sanitizer/sanitize(_:)``: every message is one line
/// with no control characters.
public struct FilePrefsStore: PrefsStore {
  /// The prefs file's path.
  public let path: String
  /// Whether the folder holding the file belongs to the prefs alone, so it may be tightened.
  public let ownsFolder: Bool
  /// The largest prefs file read (1 MiB); a larger one is treated as damaged.
  public static let maximumSize = 1 << 20

  /// Creates a store at a path; the folder is created on the first save.
  ///
  /// - Parameters:
  ///   - path: the prefs file.
  ///   - ownsFolder: whether the folder holds the prefs alone, so its permissions may be
  ///     tightened to the user's.
  public init(path: String, ownsFolder: Bool = true) {
    self.path = path
    self.ownsFolder = ownsFolder
  }

  /// `$XDG_CONFIG_HOME/viewkit-showcase/prefs.json`, or under `~/.config`.
  ///
  /// - Parameter environment: the process's environment variables (`XDG_CONFIG_HOME`, `HOME`).
  /// - Returns: the path of the prefs file.
  public static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.config"
    return base + "/viewkit-showcase/prefs.json"
  }

  /// The folder holding the file.
  var folder: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }
  /// The file's name.
  var name: String { URL(fileURLWithPath: path).lastPathComponent }
  /// The path as messages show it.
  var shown: String { Sanitizer.sanitize(path) }

  /// The saved values; none when the file does not exist yet. Loose permissions are tightened
  /// and a damaged file is moved aside, each with a warning.
  ///
  /// - Returns: the values and what was repaired.
  /// - Throws: ``ShowcaseError`` when the file exists but cannot be read or moved aside.
  public func load() throws(ShowcaseError) -> LoadedPrefs {
    var warnings: [String] = []
    if let warning = tightenFolder() { warnings.append(warning) }
    removeStaleTemporaries()
    var info = FileStatus()
    guard Platform.linkStatus(path, &info) == 0 else {
      let code = Platform.lastError
      if code == Platform.ErrorCode.noEntry { return LoadedPrefs(warnings: warnings) }
      throw ShowcaseError("\(shown): cannot read the prefs file (\(POSIX.describe(code)))")
    }
    try requireRegularFile(info)
    let file = Platform.openFile(
      path,
      Platform.OpenFlag.readOnly | Platform.OpenFlag.closeOnExec | Platform.OpenFlag.noFollow
        | Platform.OpenFlag.nonBlocking)
    guard file >= 0 else {
      let code = Platform.lastError
      if code == Platform.ErrorCode.symbolicLinkLoop { throw symbolicLinkError }
      throw ShowcaseError("\(shown): cannot read the prefs file (\(POSIX.describe(code)))")
    }
    defer { Platform.closeFile(file) }
    guard Platform.descriptorStatus(file, &info) == 0 else {
      throw ShowcaseError("\(shown): cannot read the prefs file (\(POSIX.describe(Platform.lastError)))")
    }
    try requireRegularFile(info)
    let mode = info.st_mode & 0o7777
    if mode & 0o077 != 0 {
      if Platform.changeDescriptorMode(file, 0o600) == 0 {
        warnings.append(
          "\(shown): the prefs file was readable by other users (mode \(POSIX.octal(mode))); it is now 0600")
      } else {
        warnings.append(
          "\(shown): the prefs file is readable by other users (mode \(POSIX.octal(mode))) and cannot be"
            + " made 0600 (\(POSIX.describe(Platform.lastError)))")
      }
    }
    let values: [String: String]
    do throws(InvalidPrefs) {
      guard info.st_size <= Self.maximumSize else { throw InvalidPrefs("larger than 1 MiB") }
      values = try Self.decode(try readAll(file))
    } catch {
      _ = Platform.changeDescriptorMode(file, 0o600)
      let aside = try moveAside(because: error.reason)
      warnings.append(
        "\(shown): the prefs file is not valid (\(error.reason)); moved it to \(Sanitizer.sanitize(aside))"
          + " and started with empty prefs")
      return LoadedPrefs(warnings: warnings)
    }
    return LoadedPrefs(values: values, warnings: warnings)
  }

  /// Writes every value at once; see the type's description for the steps.
  ///
  /// - Parameter values: every value to keep.
  /// - Throws: ``ShowcaseError`` naming the path when the file cannot be written; the old file
  ///   is left as it was.
  public func save(_ values: [String: String]) throws(ShowcaseError) {
    let data: Data
    do {
      data = try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys, .prettyPrinted])
    } catch {
      throw ShowcaseError("\(shown): cannot save prefs (\(error.localizedDescription))")
    }
    try prepareFolder()
    var info = FileStatus()
    if Platform.linkStatus(path, &info) == 0 { try requireRegularFile(info) }
    let temporary =
      folder + "/.\(name).\(Platform.processID()).\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
    let file = Platform.openFile(
      temporary,
      Platform.OpenFlag.writeOnly | Platform.OpenFlag.create | Platform.OpenFlag.exclusive
        | Platform.OpenFlag.closeOnExec, 0o600)
    guard file >= 0 else {
      throw saveError("cannot create \(Sanitizer.sanitize(temporary))", Platform.lastError)
    }
    var isOpen = true
    do throws(ShowcaseError) {
      // The mode given to open() is narrowed by the umask; make it exactly 0600.
      guard Platform.changeDescriptorMode(file, 0o600) == 0 else {
        throw saveError("cannot make the temporary file 0600", Platform.lastError)
      }
      if let code = POSIX.writeAll(file, data) { throw saveError("cannot write", code) }
      guard Platform.syncFile(file) == 0 else { throw saveError("cannot flush to disk", Platform.lastError) }
      isOpen = false
      guard Platform.closeFile(file) == 0 else { throw saveError("cannot write", Platform.lastError) }
      guard Platform.renameFile(temporary, path) == 0 else {
        throw saveError("cannot replace the file", Platform.lastError)
      }
    } catch {
      if isOpen { Platform.closeFile(file) }
      Platform.removeFile(temporary)
      throw error
    }
    if let code = POSIX.syncFolder(folder) {
      throw ShowcaseError(
        "\(shown): prefs were saved but the folder could not be flushed to disk (\(POSIX.describe(code)))")
    }
  }

  /// Why a file's content is not valid prefs.
  struct InvalidPrefs: Error {
    /// Why, in a few words.
    let reason: String

    /// Creates the error.
    init(_ reason: String) { self.reason = reason }
  }

  /// The values in a prefs file's bytes: UTF-8 JSON, an object whose values are all strings.
  static func decode(_ bytes: [UInt8]) throws(InvalidPrefs) -> [String: String] {
    guard let text = String(validating: bytes, as: UTF8.self) else { throw InvalidPrefs("not UTF-8") }
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
      throw InvalidPrefs("not JSON")
    }
    guard let dictionary = object as? [String: Any] else { throw InvalidPrefs("not a JSON object") }
    var values: [String: String] = [:]
    for (key, value) in dictionary {
      guard let text = value as? String else { throw InvalidPrefs("a value is not a string") }
      values[key] = text
    }
    return values
  }

  /// The error for a symbolic link at the path.
  private var symbolicLinkError: ShowcaseError {
    ShowcaseError(
      "\(shown): the prefs file is a symbolic link; prefs are not read or saved through a link"
        + " (put the file itself there)")
  }

  /// The error for a save step that failed with an error number.
  private func saveError(_ step: String, _ code: Int32) -> ShowcaseError {
    ShowcaseError("\(shown): cannot save prefs: \(step) (\(POSIX.describe(code)))")
  }

  /// Throws unless `info` describes a regular file (not a link, folder, FIFO or device).
  private func requireRegularFile(_ info: FileStatus) throws(ShowcaseError) {
    switch info.st_mode & POSIX.typeMask {
    case POSIX.regularFile: return
    case POSIX.symbolicLink: throw symbolicLinkError
    default:
      throw ShowcaseError("\(shown): the prefs path is not a regular file; prefs are not read or saved")
    }
  }

  /// Tightens the folder to 0700 when the store owns it and it is open to others; a warning
  /// saying so, or saying it could not.
  private func tightenFolder() -> String? {
    var info = FileStatus()
    guard ownsFolder, Platform.fileStatus(folder, &info) == 0,
      info.st_mode & POSIX.typeMask == POSIX.directory
    else {
      return nil
    }
    let mode = info.st_mode & 0o7777
    guard mode & 0o077 != 0 else { return nil }
    let folderShown = Sanitizer.sanitize(folder)
    guard Platform.changeMode(folder, 0o700) == 0 else {
      return "\(folderShown): the prefs folder is open to other users (mode \(POSIX.octal(mode))) and cannot"
        + " be made 0700 (\(POSIX.describe(Platform.lastError)))"
    }
    return
      "\(folderShown): the prefs folder was open to other users (mode \(POSIX.octal(mode))); it is now 0700"
  }

  /// Makes sure the folder exists (created 0700) and, when owned, is 0700.
  private func prepareFolder() throws(ShowcaseError) {
    var info = FileStatus()
    if Platform.fileStatus(folder, &info) == 0 {
      guard info.st_mode & POSIX.typeMask == POSIX.directory else {
        throw ShowcaseError("\(Sanitizer.sanitize(folder)): cannot save prefs: not a folder")
      }
      _ = tightenFolder()
      return
    }
    if let code = POSIX.makeFolder(folder) {
      throw ShowcaseError(
        "\(Sanitizer.sanitize(folder)): cannot create the prefs folder (\(POSIX.describe(code)))")
    }
  }

  /// Reads the whole file, stopping just past ``maximumSize``.
  private func readAll(_ file: Int32) throws(InvalidPrefs) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= Self.maximumSize {
      let count = chunk.withUnsafeMutableBytes { Platform.readBytes(file, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if Platform.lastError == Platform.ErrorCode.interrupted { continue }
        throw InvalidPrefs("cannot be read: \(POSIX.describe(Platform.lastError))")
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
    throw InvalidPrefs("larger than 1 MiB")
  }

  /// Renames the damaged file to `<path>.corrupt-<timestamp>`, never over an existing file; the
  /// new path.
  private func moveAside(because reason: String) throws(ShowcaseError) -> String {
    let base = "\(path).corrupt-\(POSIX.timestamp())"
    var aside = base
    var info = FileStatus()
    var attempt = 1
    while Platform.linkStatus(aside, &info) == 0 {
      attempt += 1
      aside = "\(base)-\(attempt)"
    }
    guard Platform.renameFile(path, aside) == 0 else {
      throw ShowcaseError(
        "\(shown): the prefs file is not valid (\(reason)) and cannot be moved aside"
          + " (\(POSIX.describe(Platform.lastError))); fix or delete it")
    }
    _ = POSIX.syncFolder(folder)
    return aside
  }

  /// Removes temporaries (`.<name>.<pid>….tmp`) left by a process that no longer runs.
  private func removeStaleTemporaries() {
    let prefix = ".\(name)."
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let pid = middle.split(separator: ".").first.flatMap({ ProcessID($0) }), pid > 0,
        pid != Platform.processID()
      else { continue }
      if Platform.sendSignal(pid, 0) != 0 && Platform.lastError == Platform.ErrorCode.noProcess {
        Platform.removeFile(folder + "/" + entry)
      }
    }
  }
}

/// The few system calls the prefs file needs, with `errno` turned into text.
enum POSIX {
  /// The bits of `st_mode` naming the file's type.
  static let typeMask: FileMode = 0o170000
  /// A regular file.
  static let regularFile: FileMode = 0o100000
  /// A folder.
  static let directory: FileMode = 0o040000
  /// A symbolic link.
  static let symbolicLink: FileMode = 0o120000

  /// The system's text for an error number.
  static func describe(_ code: Int32) -> String { Platform.errorText(code) }

  /// A mode as four octal digits, as `ls` and `chmod` show it: `0644`.
  static func octal(_ mode: FileMode) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The time now in UTC, for file names: `20250102T030405Z`.
  static func timestamp() -> String {
    let now = Platform.currentTime()
    guard let parts = Platform.utcCalendarTime(now) else { return String(now) }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }

  /// Writes all of `data`, going on after partial writes and interruptions; the error number
  /// when it cannot.
  static func writeAll(_ file: Int32, _ data: Data) -> Int32? {
    data.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Platform.writeBytes(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if Platform.lastError == Platform.ErrorCode.interrupted { continue }
          return Platform.lastError
        }
        if written == 0 { return Platform.ErrorCode.inputOutput }
        offset += written
      }
      return nil
    }
  }

  /// Flushes a folder's entries (a rename in it) to disk; the error number when it cannot.
  /// A file system that cannot sync folders (`EINVAL`) is not an error.
  static func syncFolder(_ path: String) -> Int32? {
    let folder = Platform.openFile(
      path, Platform.OpenFlag.readOnly | Platform.OpenFlag.directory | Platform.OpenFlag.closeOnExec)
    guard folder >= 0 else { return Platform.lastError }
    defer { Platform.closeFile(folder) }
    guard Platform.syncFile(folder) == 0 else {
      return Platform.lastError == Platform.ErrorCode.invalid ? nil : Platform.lastError
    }
    return nil
  }

  /// Creates a folder with mode 0700, and its missing parents too; the error number when it
  /// cannot. A folder this creates is made exactly 0700, whatever the umask.
  static func makeFolder(_ path: String) -> Int32? {
    if Platform.makeDirectory(path, 0o700) == 0 {
      return Platform.changeMode(path, 0o700) == 0 ? nil : Platform.lastError
    }
    let code = Platform.lastError
    if code == Platform.ErrorCode.exists { return nil }
    guard code == Platform.ErrorCode.noEntry else { return code }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard parent != path else { return code }
    if let failure = makeFolder(parent) { return failure }
    if Platform.makeDirectory(path, 0o700) == 0 {
      return Platform.changeMode(path, 0o700) == 0 ? nil : Platform.lastError
    }
    return Platform.lastError == Platform.ErrorCode.exists ? nil : Platform.lastError
  }
}

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
      state = Mutex(State(values: [:], loadError: "\(error.description); prefs are not saved this time"))
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

  /// Remembers who signed in, and their token when there is one, in one save.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - token: the session token to keep, if any.
  public func signIn(_ user: User, token: String? = nil) {
    change { values in
      if let token { values["accessToken"] = token }
      values["userName"] = user.name
      values["userEmail"] = user.email
    }
  }

  /// Forgets the signed-in user (the tutorial and theme choices stay), in one save.
  public func signOut() {
    change { values in
      for key in ["accessToken", "userName", "userEmail"] { values[key] = nil }
    }
  }

  /// Forgets the session, the tutorial, the theme and the language (`--reset`), in one save.
  public func reset() {
    change { values in
      for key in ["accessToken", "userName", "userEmail", "tutorialShown", "themeName", "language"] {
        values[key] = nil
      }
    }
  }
}
