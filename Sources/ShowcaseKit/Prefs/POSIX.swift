import Foundation
import ViewKitPlatform

/// The few system calls the data folder's files need, with `errno` turned into text.
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
  static func timestamp() -> String { timestamp(at: Platform.currentTime(), separated: false) }

  /// A time in UTC from the C library: `20250102T030405Z` for file names, or separated as the
  /// log writes it (RFC 3339, `2025-01-02T03:04:05Z`). Never through Foundation's date
  /// formatters, which go through ICU, and ICU crashes on a long or malformed locale in the
  /// environment (`LANG=aaaaaaaaaaaa` ended the app at its first log line).
  ///
  /// - Parameters:
  ///   - seconds: seconds since 1970 (`time(2)`).
  ///   - separated: whether the date and time have `-` and `:` between their parts.
  /// - Returns: the time as text; the number of seconds when the C library cannot break it up.
  static func timestamp(at seconds: Int, separated: Bool) -> String {
    guard let parts = Platform.utcCalendarTime(seconds) else { return String(seconds) }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let (dash, colon) = separated ? ("-", ":") : ("", "")
    let year = String(parts.tm_year + 1900)
    return "\(String(repeating: "0", count: max(0, 4 - year.count)))\(year)\(dash)\(two(parts.tm_mon + 1))"
      + "\(dash)\(two(parts.tm_mday))T\(two(parts.tm_hour))\(colon)\(two(parts.tm_min))\(colon)"
      + "\(two(parts.tm_sec))Z"
  }

  /// Why a file of the data folder was not opened.
  enum Refusal: Error, Equatable {
    /// A symbolic link is at the path: what is written through it could land anywhere.
    case symbolicLink
    /// A folder, FIFO, socket or device is at the path.
    case notRegular
    /// The file has this many names (hard links): a write or a change of mode would reach them.
    case hardLinked(Int)
    /// Another user (this user id) owns the file.
    case notOwned(UInt32)
    /// The file has this mode and cannot be made 0600, for this error number.
    case notPrivate(FileMode, Int32)
    /// A system call failed with this error number (`ENOENT` when there is no file).
    case failed(Int32)

    /// Why, in words that follow a file's path: `it is a symbolic link`.
    var reason: String {
      switch self {
      case .symbolicLink: return "it is a symbolic link"
      case .notRegular: return "it is not a regular file"
      case .hardLinked(let count): return "it has \(count) names (hard links), not one"
      case .notOwned(let user): return "it belongs to another user (uid \(user))"
      case .notPrivate(let mode, let code):
        return "it has mode \(octal(mode)) and cannot be made 0600 (\(describe(code)))"
      case .failed(let code): return describe(code)
      }
    }
  }

  /// A file of the data folder, open and checked by ``openPrivate(_:_:)``.
  struct PrivateFile {
    /// The open descriptor, blocking, closed on `exec`; the caller closes it.
    let descriptor: Int32
    /// The file's size when it was opened.
    let size: Int
    /// The file's mode before it was made 0600, when the group or others could use it.
    let loosened: FileMode?
  }

  /// Opens a file of the data folder without trusting what is there. Whatever is at `name`
  /// in the folder is refused unless it is a regular file with one name, owned by this user: it
  /// is looked at with `fstatat` first (a FIFO or a device is never opened), opened with
  /// `openat`, `O_NOFOLLOW` and `O_NONBLOCK` (so a FIFO put there in between cannot block; the
  /// flag is cleared once the file is known to be regular) and checked again with `fstat` on
  /// the descriptor. The file is then made exactly 0600 with `fchmod`. Everything is relative
  /// to the folder's descriptor, so the folder cannot be swapped for another between the
  /// checks and the use; anything done to the file afterwards (writing, truncating) is done on
  /// its descriptor, never on a path.
  ///
  /// - Parameters:
  ///   - name: the file's name in the folder (no `/`).
  ///   - folder: the data folder, open.
  ///   - flags: the access flags (`O_RDONLY`, or `O_WRONLY` with `O_CREAT`, `O_APPEND`);
  ///     `O_NOFOLLOW`, `O_NONBLOCK` and `O_CLOEXEC` are added. A file created is created 0600.
  /// - Returns: the open file, or why it was refused (`.failed(ENOENT)` when there is none and
  ///   `flags` does not create it).
  static func openPrivate(_ name: String, in folder: OpenFolder, _ flags: Int32) -> Result<
    PrivateFile, Refusal
  > {
    var info = FileStatus()
    if Platform.linkStatusRelative(folder.descriptor, name, &info) == 0 {
      if let refusal = refusal(info) { return .failure(refusal) }
    } else if Platform.lastError != Platform.ErrorCode.noEntry {
      return .failure(.failed(Platform.lastError))
    }
    let descriptor = Platform.openFileRelative(
      folder.descriptor, name,
      flags | Platform.OpenFlag.noFollow | Platform.OpenFlag.nonBlocking | Platform.OpenFlag.closeOnExec,
      0o600)
    guard descriptor >= 0 else {
      let code = Platform.lastError
      if code == Platform.ErrorCode.symbolicLinkLoop { return .failure(.symbolicLink) }
      // A FIFO with no reader, opened for writing without blocking.
      if code == Platform.ErrorCode.noDevice { return .failure(.notRegular) }
      return .failure(.failed(code))
    }
    func refuse(_ refusal: Refusal) -> Result<PrivateFile, Refusal> {
      Platform.closeFile(descriptor)
      return .failure(refusal)
    }
    guard Platform.descriptorStatus(descriptor, &info) == 0 else {
      return refuse(.failed(Platform.lastError))
    }
    if let refusal = refusal(info) { return refuse(refusal) }
    guard Platform.setBlocking(descriptor) == 0 else { return refuse(.failed(Platform.lastError)) }
    let mode = info.st_mode & 0o7777
    if mode != 0o600, Platform.changeDescriptorMode(descriptor, 0o600) != 0 {
      return refuse(.notPrivate(mode, Platform.lastError))
    }
    return .success(
      PrivateFile(descriptor: descriptor, size: Int(info.st_size), loosened: mode & 0o077 != 0 ? mode : nil))
  }

  /// Why a file with this status is refused, if it is: not regular, more than one name, or
  /// another user's.
  private static func refusal(_ info: FileStatus) -> Refusal? {
    switch info.st_mode & typeMask {
    case regularFile: break
    case symbolicLink: return .symbolicLink
    default: return .notRegular
    }
    if info.st_nlink != 1 { return .hardLinked(Int(info.st_nlink)) }
    if UInt32(info.st_uid) != Platform.userID() { return .notOwned(UInt32(info.st_uid)) }
    return nil
  }

  /// Writes all of `data`, going on after partial writes and interruptions; the error number
  /// when it cannot.
  static func writeAll(_ file: Int32, _ data: Data) -> Int32? {
    data.withUnsafeBytes { Platform.writeAll(file, $0) }
  }

  /// A folder's path without the trailing `/` and `/.` steps that would name what a link
  /// at its last real step points to: `link/`, `link/.` and `link/./` are all `link`, so a
  /// check for a link at the last step sees it.
  static func folderName(_ path: String) -> Substring {
    var trimmed = Substring(path)
    while trimmed.count > 1 {
      if trimmed.hasSuffix("/") {
        trimmed = trimmed.dropLast()
      } else if trimmed.hasSuffix("/.") {
        trimmed = trimmed.dropLast(2)
        if trimmed.isEmpty { trimmed = "/" }
      } else {
        break
      }
    }
    return trimmed
  }

  /// Splits a path into its folder and its last name, as `dirname` and `basename` do:
  /// `/a/b/prefs.json` → (`/a/b`, `prefs.json`), `prefs.json` → (`.`, `prefs.json`).
  static func split(_ path: String) -> (folder: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let folder = trimmed[..<slash]
    return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
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

/// A folder open by descriptor, so that every file in it is reached through the folder that
/// was checked, never through a path someone could change in between (a folder renamed away and
/// a link put in its place): files are opened with `openat`, renamed with `renameat` and removed
/// with `unlinkat` relative to ``descriptor``. Opened with `O_NOFOLLOW`: a symbolic link as the
/// folder's own name is refused (links above it, such as `~/.config` kept elsewhere, are the
/// user's own arrangement and are followed). Closed when the last reference goes.
package final class OpenFolder: Sendable {
  /// The open descriptor (`O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC`).
  let descriptor: Int32
  /// The path it was opened by, for messages and for naming its files.
  package let path: String

  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit { Platform.closeFile(descriptor) }

  /// Opens a folder, refusing a symbolic link (`.symbolicLink`) and anything that is not a
  /// folder (`.notRegular`); `.failed(ENOENT)` when there is nothing at the path.
  ///
  /// - Parameter path: the folder; trailing slashes are taken off first (`link/` would name
  ///   the folder a link points to).
  /// - Returns: the open folder, or why it was not opened.
  static func open(_ path: String) -> Result<OpenFolder, POSIX.Refusal> {
    let trimmed = POSIX.folderName(path)
    let descriptor = Platform.openFile(
      String(trimmed),
      Platform.OpenFlag.readOnly | Platform.OpenFlag.directory | Platform.OpenFlag.noFollow
        | Platform.OpenFlag.closeOnExec)
    guard descriptor >= 0 else {
      let code = Platform.lastError
      var info = FileStatus()
      if code == Platform.ErrorCode.symbolicLinkLoop
        || (Platform.linkStatus(String(trimmed), &info) == 0
          && info.st_mode & POSIX.typeMask == POSIX.symbolicLink)
      {
        return .failure(.symbolicLink)
      }
      if code == Platform.ErrorCode.notDirectory { return .failure(.notRegular) }
      return .failure(.failed(code))
    }
    return .success(OpenFolder(descriptor: descriptor, path: String(trimmed)))
  }

  /// The path of a file in the folder, for messages.
  func path(of name: String) -> String { path == "/" ? "/" + name : path + "/" + name }

  /// The folder's status from its descriptor (`fstat`).
  func status() -> FileStatus? {
    var info = FileStatus()
    return Platform.descriptorStatus(descriptor, &info) == 0 ? info : nil
  }

  /// Flushes the folder's entries (a rename in it) to disk; the error number when it cannot.
  /// A file system that cannot sync folders (`EINVAL`) is not an error.
  func sync() -> Int32? {
    guard Platform.syncFile(descriptor) == 0 else {
      return Platform.lastError == Platform.ErrorCode.invalid ? nil : Platform.lastError
    }
    return nil
  }
}
