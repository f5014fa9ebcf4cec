import Foundation
import ViewKitPlatform

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
    data.withUnsafeBytes { Platform.writeAll(file, $0) }
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
