import ViewKitComponents
import ViewKitCore
import ViewKitPlatform

/// Edits text in the user's editor through a private temporary file: what
/// ``ExternalEditAction`` does in a terminal app (``TerminalApp`` provides it, running the editor
/// with ``TerminalSession/runForeground(_:)``).
///
/// The editor is `VISUAL`, else `EDITOR`, run as a shell runs it (`/bin/sh -c 'EDITOR "$@"'`, so
/// `EDITOR="code --wait"` works), with the file's path as an argument of its own, never pasted
/// into the command. The file is created in `TMPDIR` (else `/tmp`) with `O_EXCL` and mode
/// 0600, holds the text and a final line break, and is removed on every path.
public enum ExternalEditor {
  /// The largest file read back, in bytes: 16 MiB.
  public static let sizeLimit = 16 * 1_048_576

  /// The editor command the environment names: `VISUAL`, else `EDITOR`; nil when neither is set
  /// to something other than blanks.
  ///
  /// - Parameter environment: the process environment.
  /// - Returns: the command, as a shell reads it.
  public static func command(environment: [String: String]) -> String? {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
    }
    return nil
  }

  /// Edits `text` in the editor the environment names.
  ///
  /// - Parameters:
  ///   - text: the text to start from.
  ///   - environment: the process environment (`VISUAL`, `EDITOR`, `TMPDIR`).
  ///   - limit: the largest file read back, in bytes.
  ///   - run: runs a program with the terminal and says how it ended
  ///     (``TerminalSession/runForeground(_:)``).
  /// - Returns: the edited text, without the final line break an editor adds, or why there is
  ///   none. Invalid UTF-8 comes back as U+FFFD.
  public static func edit(
    _ text: String, environment: [String: String], limit: Int = sizeLimit,
    run: ([String]) -> TerminalSession.ChildExit
  ) -> ExternalEditResult {
    guard let editor = command(environment: environment) else { return .noEditor }
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    guard let path = createFile(in: folder, text: text.isEmpty ? "" : text + "\n") else {
      return .unavailable("could not create a file in \(folder): \(Platform.errorText(Platform.lastError))")
    }
    defer { Platform.removeFile(path) }
    switch run(["/bin/sh", "-c", editor + " \"$@\"", editor, path]) {
    case .exited(0): break
    case .exited(let status): return .failed(status: status)
    case .signaled(let number): return .killed(signal: number)
    case .notStarted(let reason): return .unavailable(reason)
    }
    return readBack(path, limit: limit)
  }

  /// Creates a new private file in `folder` holding `text`; its path, or nil when that fails.
  static func createFile(in folder: String, text: String) -> String? {
    let flags =
      Platform.OpenFlag.writeOnly | Platform.OpenFlag.create | Platform.OpenFlag.exclusive
      | Platform.OpenFlag.noFollow | Platform.OpenFlag.closeOnExec
    for _ in 0..<16 {
      let name =
        "viewkit-edit-\(Platform.processID())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
      let path = (folder.hasSuffix("/") ? folder : folder + "/") + name + ".txt"
      let descriptor = Platform.openFile(path, flags, 0o600)
      if descriptor < 0 {
        if Platform.lastError == Platform.ErrorCode.exists { continue }
        return nil
      }
      let failed = Array(text.utf8).withUnsafeBytes { Platform.writeAll(descriptor, $0) } != nil
      Platform.closeFile(descriptor)
      if failed {
        Platform.removeFile(path)
        return nil
      }
      return path
    }
    return nil
  }

  /// The file's text, up to `limit` bytes, with one final line break (`\n` or `\r\n`) taken off.
  static func readBack(_ path: String, limit: Int) -> ExternalEditResult {
    let descriptor = Platform.openFile(
      path, Platform.OpenFlag.readOnly | Platform.OpenFlag.noFollow | Platform.OpenFlag.closeOnExec)
    guard descriptor >= 0 else {
      return .unavailable("the edited file could not be read: \(Platform.errorText(Platform.lastError))")
    }
    defer { Platform.closeFile(descriptor) }
    var info = FileStatus()
    if Platform.descriptorStatus(descriptor, &info) == 0, Int(info.st_size) > limit {
      return .tooLarge(limit: limit)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = Platform.readBytes(descriptor, &buffer, buffer.count)
      if count < 0 && Platform.lastError == Platform.ErrorCode.interrupted { continue }
      if count < 0 {
        return .unavailable("the edited file could not be read: \(Platform.errorText(Platform.lastError))")
      }
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    if bytes.count > limit { return .tooLarge(limit: limit) }
    if bytes.last == UInt8(ascii: "\n") {
      bytes.removeLast()
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    }
    return .edited(String(decoding: bytes, as: UTF8.self))
  }
}
