/// A small text file read with care, for the files tools read from a repository (goldens,
/// pending files, baselines): opened without following a symbolic link or waiting on a FIFO,
/// refused past a size limit before any of it is read (and never more read), decoded as UTF-8.
package enum TextFile {
  /// Why a file's text cannot be had.
  package enum Problem: Error, Equatable, Sendable {
    /// The path is a symbolic link.
    case symbolicLink
    /// Something other than a regular file is there (a folder, a FIFO, a device).
    case notRegular
    /// The file holds this many bytes, over the limit.
    case tooLarge(Int)
    /// The file grew past the limit while it was read.
    case grewPastLimit
    /// The bytes are not UTF-8.
    case notUTF8
    /// The system's error (`errno`).
    case system(Int32)

    /// Why, in a few words (`it is a symbolic link`), for a file of `kind` (`a golden file`)
    /// read with the limit `limit`.
    ///
    /// - Parameters:
    ///   - limit: the limit the file was read with, in bytes.
    ///   - kind: what the file is, with its article.
    /// - Returns: the reason, for a message that names the file first.
    package func reason(limit: Int, kind: String) -> String {
      let limitText = "\(limit >> 20) MiB (\(limit) bytes)"
      return switch self {
      case .symbolicLink: "it is a symbolic link"
      case .notRegular: "it is not a regular file"
      case .tooLarge(let size): "it is \(size) bytes, over the limit of \(limitText) for \(kind)"
      case .grewPastLimit: "it grew past the limit of \(limitText) for \(kind) while it was read"
      case .notUTF8: "it is not UTF-8 text"
      case .system(let code): Platform.errorText(code)
      }
    }
  }

  /// The text of the file at `path`.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - limit: the most bytes it may hold.
  /// - Returns: the text, or why it cannot be had.
  package static func read(_ path: String, limit: Int) -> Result<String, Problem> {
    let descriptor = Platform.openFile(
      path,
      Platform.OpenFlag.readOnly | Platform.OpenFlag.noFollow | Platform.OpenFlag.nonBlocking
        | Platform.OpenFlag.closeOnExec)
    guard descriptor >= 0 else {
      let code = Platform.lastError
      return .failure(code == Platform.ErrorCode.symbolicLinkLoop ? .symbolicLink : .system(code))
    }
    defer { Platform.closeFile(descriptor) }
    var info = FileStatus()
    guard Platform.descriptorStatus(descriptor, &info) == 0 else {
      return .failure(.system(Platform.lastError))
    }
    guard info.st_mode & Platform.FileType.mask == Platform.FileType.regular else {
      return .failure(.notRegular)
    }
    guard Int(info.st_size) <= limit else { return .failure(.tooLarge(Int(info.st_size))) }
    // Read to one byte past the limit at most: a file that grew since `fstat` is refused too.
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard bytes.count <= limit else { return .failure(.grewPastLimit) }
        bytes.append(contentsOf: repeatElement(0, count: min(64 << 10, limit + 1 - bytes.count)))
      }
      let count = bytes.withUnsafeMutableBytes { raw in
        Platform.readBytes(descriptor, raw.baseAddress?.advanced(by: filled), raw.count - filled)
      }
      if count < 0 && Platform.lastError == Platform.ErrorCode.interrupted { continue }
      if count < 0 { return .failure(.system(Platform.lastError)) }
      if count == 0 { break }
      filled += count
    }
    guard let text = String(validating: bytes[..<filled], as: UTF8.self) else { return .failure(.notUTF8) }
    return .success(text)
  }
}
