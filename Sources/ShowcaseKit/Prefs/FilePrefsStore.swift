import Foundation
import ViewKit
import ViewKitPlatform

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
///   user named, which might be shared (`/tmp`, a project folder). A folder that is itself a
///   symbolic link is refused (links above it are followed).
/// - Every file is reached through the folder's open descriptor (`openat`, `renameat`,
///   `unlinkat`), so the folder checked is the folder used: it cannot be swapped for a link
///   or another folder between the check and the write. The app passes the data folder it has
///   already opened and checked (``init(name:in:ownsFolder:)``); a store made from a path opens
///   the folder for each load and save.
/// - Loading opens the file as `POSIX.openPrivate` does: never through a link, never
///   blocking on a FIFO, refusing a file with other names (hard links) or of another user, and
///   tightening a file readable by the group or others to 0600, with a warning. A file that
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
    self.openFolder = nil
  }

  /// Creates a store for a file in a folder already open and checked (the app's data folder),
  /// so every load and save goes through that same folder.
  ///
  /// - Parameters:
  ///   - name: the prefs file's name in the folder (no `/`).
  ///   - folder: the open folder.
  ///   - ownsFolder: whether the folder holds the prefs alone, so its permissions may be
  ///     tightened to the user's.
  package init(name: String, in folder: OpenFolder, ownsFolder: Bool) {
    self.path = folder.path(of: name)
    self.ownsFolder = ownsFolder
    self.openFolder = folder
  }

  /// The folder given at creation, or nil to open it by path for each use.
  private let openFolder: OpenFolder?

  /// `$XDG_CONFIG_HOME/viewkit-showcase/prefs.json`, or under `~/.config`, or under
  /// `$XDG_RUNTIME_DIR` when there is no home and it is a folder only the user owns and can
  /// use (``isPrivateFolder(_:)``); nil when there is
  /// none of them. A relative `XDG_CONFIG_HOME`, `HOME` or `XDG_RUNTIME_DIR` is ignored (the XDG
  /// specification says so): it would be read against whatever folder the app starts in, and
  /// there is never a fallback to a shared folder such as `/tmp`, which another user could
  /// make first.
  ///
  /// - Parameter environment: the process's environment variables (`XDG_CONFIG_HOME`, `HOME`,
  ///   `XDG_RUNTIME_DIR`).
  /// - Returns: the path of the prefs file, or nil when the environment names no folder.
  public static func defaultPath(environment: [String: String]) -> String? {
    func absolute(_ name: String) -> String? {
      environment[name].flatMap { $0.hasPrefix("/") ? $0 : nil }
    }
    guard
      let base = absolute("XDG_CONFIG_HOME") ?? absolute("HOME").map({ $0 + "/.config" })
        ?? absolute("XDG_RUNTIME_DIR").flatMap({ isPrivateFolder($0) ? $0 : nil })
    else { return nil }
    return base + "/viewkit-showcase/prefs.json"
  }

  /// Whether a path is a folder (not a link) of this user's that no one else can use: what
  /// the XDG specification requires of `XDG_RUNTIME_DIR` (owned by the user, mode 0700). One
  /// that is not (`XDG_RUNTIME_DIR=/tmp`) is ignored, so the session never goes to a shared
  /// folder.
  static func isPrivateFolder(_ path: String) -> Bool {
    var info = FileStatus()
    return Platform.linkStatus(String(POSIX.folderName(path)), &info) == 0
      && info.st_mode & POSIX.typeMask == POSIX.directory && UInt32(info.st_uid) == Platform.userID()
      && info.st_mode & 0o077 == 0
  }

  /// The folder holding the file.
  var folder: String { openFolder?.path ?? POSIX.split(path).folder }
  /// The file's name.
  var name: String { POSIX.split(path).name }
  /// The path as messages show it.
  var shown: String { Sanitizer.sanitizeLine(path) }

  /// The saved values; none when the file does not exist yet. Loose permissions are tightened
  /// and a damaged file is moved aside, each with a warning.
  ///
  /// - Returns: the values and what was repaired.
  /// - Throws: ``ShowcaseError`` when the file exists but cannot be read or moved aside.
  public func load() throws(ShowcaseError) -> LoadedPrefs {
    var warnings: [String] = []
    guard let folder = try open(creating: false) else { return LoadedPrefs(warnings: warnings) }
    if let warning = tighten(folder) { warnings.append(warning) }
    removeStaleTemporaries(in: folder)
    let opened: POSIX.PrivateFile
    switch POSIX.openPrivate(name, in: folder, Platform.OpenFlag.readOnly) {
    case .success(let file): opened = file
    case .failure(.failed(let code)) where code == Platform.ErrorCode.noEntry:
      return LoadedPrefs(warnings: warnings)
    case .failure(let refusal): throw refused(refusal)
    }
    let file = opened.descriptor
    defer { Platform.closeFile(file) }
    if let mode = opened.loosened {
      warnings.append(
        "\(shown): the prefs file was readable by other users (mode \(POSIX.octal(mode))); it is now 0600")
    }
    let values: [String: String]
    do throws(InvalidPrefs) {
      guard opened.size <= Self.maximumSize else { throw InvalidPrefs("larger than 1 MiB") }
      values = try Self.decode(try readAll(file))
    } catch {
      let aside = try moveAside(in: folder, because: error.reason)
      warnings.append(
        "\(shown): the prefs file is not valid (\(error.reason)); moved it to \(Sanitizer.sanitizeLine(aside))"
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
    let data = Self.encode(values)
    guard let folder = try open(creating: true) else {
      throw saveError("cannot open the folder", Platform.ErrorCode.noEntry)
    }
    _ = tighten(folder)
    var info = FileStatus()
    if Platform.linkStatusRelative(folder.descriptor, name, &info) == 0 { try requireRegularFile(info) }
    let temporary =
      ".\(name).\(Platform.processID()).\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
    let file = Platform.openFileRelative(
      folder.descriptor, temporary,
      Platform.OpenFlag.writeOnly | Platform.OpenFlag.create | Platform.OpenFlag.exclusive
        | Platform.OpenFlag.noFollow | Platform.OpenFlag.closeOnExec, 0o600)
    guard file >= 0 else {
      throw saveError(
        "cannot create \(Sanitizer.sanitizeLine(folder.path(of: temporary)))", Platform.lastError)
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
      guard Platform.renameFileRelative(folder.descriptor, temporary, name) == 0 else {
        throw saveError("cannot replace the file", Platform.lastError)
      }
    } catch {
      if isOpen { Platform.closeFile(file) }
      Platform.removeFileRelative(folder.descriptor, temporary)
      throw error
    }
    if let code = folder.sync() {
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

  /// A prefs file's bytes: a JSON object of strings, one key per line in the order of their
  /// Unicode scalars. Written by hand: Foundation's sorted-key JSON compares keys through ICU's
  /// collator, and ICU crashes on a long or malformed locale in the environment
  /// (`LANG=aaaaaaaaaaaa` ended the app at its first save).
  static func encode(_ values: [String: String]) -> Data {
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        // U+FEFF too: Foundation's reader drops one it takes for a byte-order mark.
        case _
        where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value)
          || scalar.value == 0xFEFF:
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    let keys = values.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    let lines = keys.map { "  \(quoted($0)) : \(quoted(values[$0] ?? ""))" }
    return Data((lines.isEmpty ? "{\n}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
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

  /// The error for a prefs file `POSIX.openPrivate` refused.
  private func refused(_ refusal: POSIX.Refusal) -> ShowcaseError {
    switch refusal {
    case .symbolicLink: return symbolicLinkError
    case .notRegular:
      return ShowcaseError("\(shown): the prefs path is not a regular file; prefs are not read or saved")
    case .failed(let code):
      return ShowcaseError("\(shown): cannot read the prefs file (\(POSIX.describe(code)))")
    case .hardLinked, .notOwned, .notPrivate:
      return ShowcaseError("\(shown): the prefs file is refused: \(refusal.reason)")
    }
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

  /// The folder, open: the one given at creation, or opened by its path (created 0700 with
  /// its missing parents first when `creating`); nil when it does not exist and is not to be
  /// created.
  private func open(creating: Bool) throws(ShowcaseError) -> OpenFolder? {
    if let openFolder { return openFolder }
    let folder = self.folder
    let folderShown = Sanitizer.sanitizeLine(folder)
    if creating, let code = POSIX.makeFolder(folder) {
      throw ShowcaseError("\(folderShown): cannot create the prefs folder (\(POSIX.describe(code)))")
    }
    switch OpenFolder.open(folder) {
    case .success(let opened): return opened
    case .failure(.failed(let code)) where code == Platform.ErrorCode.noEntry && !creating: return nil
    case .failure(.symbolicLink):
      throw ShowcaseError(
        "\(folderShown): the prefs folder is a symbolic link; prefs are not read or saved through a link"
          + " (use the folder itself)")
    case .failure(.notRegular):
      throw ShowcaseError("\(folderShown): cannot \(creating ? "save" : "read") prefs: not a folder")
    case .failure(let refusal):
      throw ShowcaseError("\(folderShown): cannot open the prefs folder (\(refusal.reason))")
    }
  }

  /// Tightens the folder to 0700 (on its descriptor) when the store owns it and it is open to
  /// others; a warning saying so, or saying it could not.
  private func tighten(_ folder: OpenFolder) -> String? {
    guard ownsFolder, let info = folder.status() else { return nil }
    let mode = info.st_mode & 0o7777
    guard mode & 0o077 != 0 else { return nil }
    let folderShown = Sanitizer.sanitizeLine(folder.path)
    guard Platform.changeDescriptorMode(folder.descriptor, 0o700) == 0 else {
      return "\(folderShown): the prefs folder is open to other users (mode \(POSIX.octal(mode))) and cannot"
        + " be made 0700 (\(POSIX.describe(Platform.lastError)))"
    }
    return
      "\(folderShown): the prefs folder was open to other users (mode \(POSIX.octal(mode))); it is now 0700"
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

  /// Renames the damaged file to `<name>.corrupt-<timestamp>` in its folder, never over an
  /// existing file; the new path.
  private func moveAside(in folder: OpenFolder, because reason: String) throws(ShowcaseError) -> String {
    let base = "\(name).corrupt-\(POSIX.timestamp())"
    var aside = base
    var info = FileStatus()
    var attempt = 1
    while Platform.linkStatusRelative(folder.descriptor, aside, &info) == 0 {
      attempt += 1
      aside = "\(base)-\(attempt)"
    }
    guard Platform.renameFileRelative(folder.descriptor, name, aside) == 0 else {
      throw ShowcaseError(
        "\(shown): the prefs file is not valid (\(reason)) and cannot be moved aside"
          + " (\(POSIX.describe(Platform.lastError))); fix or delete it")
    }
    _ = folder.sync()
    return folder.path(of: aside)
  }

  /// Removes temporaries (`.<name>.<pid>….tmp`) left by a process that no longer runs.
  private func removeStaleTemporaries(in folder: OpenFolder) {
    let prefix = ".\(name)."
    guard let entries = Platform.directoryEntries(folder.descriptor) else { return }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let pid = middle.split(separator: ".").first.flatMap({ ProcessID($0) }), pid > 0,
        pid != Platform.processID()
      else { continue }
      if Platform.sendSignal(pid, 0) != 0 && Platform.lastError == Platform.ErrorCode.noProcess {
        Platform.removeFileRelative(folder.descriptor, entry)
      }
    }
  }
}
