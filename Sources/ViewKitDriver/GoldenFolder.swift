import ViewKitPlatform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The first line of every golden file, as ``SnapshotFormat/encode(_:header:profile:)`` writes
/// it: `viewkit-snapshot <version> id=… theme=… size=WxH profile=…`.
///
/// The tools that delete or rename golden files (`Storybook snapshots prune` and `review`) touch
/// only files that start with it, so a mistyped folder can never cost a user their own files.
public enum GoldenHeader {
  /// The word every golden file starts with.
  public static let magic = "viewkit-snapshot"

  /// How many bytes ``isGoldenFile(at:)`` reads at most.
  public static let bytesRead = 256

  /// The bytes a header starts with: the magic word and one space.
  static let prefix = Array((magic + " ").utf8)

  /// Whether `bytes`, the start of a file, begin with the golden header: the magic word, one
  /// space, a version number (1 to 9 digits) and a space or a line break.
  ///
  /// - Parameter bytes: the first bytes of a file.
  /// - Returns: `true` when they start with the golden header.
  public static func matches(_ bytes: some Collection<UInt8>) -> Bool {
    guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return false }
    var digits = 0
    for byte in bytes.dropFirst(prefix.count) {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits += 1
        guard digits <= 9 else { return false }
        continue
      }
      return digits > 0 && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n"))
    }
    return false
  }

  /// Whether `url` names a regular file, not a symbolic link, whose first bytes are the golden
  /// header. Reads at most ``bytesRead`` bytes; a symbolic link is never followed.
  ///
  /// - Parameter url: the file to look at.
  /// - Returns: `true` for a golden file.
  public static func isGoldenFile(at url: URL) -> Bool {
    let descriptor = Platform.openFile(
      url.path,
      Platform.OpenFlag.readOnly | Platform.OpenFlag.noFollow | Platform.OpenFlag.nonBlocking
        | Platform.OpenFlag.closeOnExec)
    guard descriptor >= 0 else { return false }
    defer { Platform.closeFile(descriptor) }
    var info = FileStatus()
    guard Platform.descriptorStatus(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
      return false
    }
    var buffer = [UInt8](repeating: 0, count: bytesRead)
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes { raw in
        Platform.readBytes(descriptor, raw.baseAddress?.advanced(by: filled), raw.count - filled)
      }
      if count < 0 && Platform.lastError == Platform.ErrorCode.interrupted { continue }
      guard count > 0 else { break }
      filled += count
    }
    return matches(buffer[..<filled])
  }
}

/// What a path is, as `lstat` sees it: a symbolic link is never followed.
enum FileKind: Equatable {
  /// A regular file.
  case regular
  /// A folder.
  case folder
  /// A symbolic link (to anything, or to nothing).
  case symbolicLink
  /// A device, a pipe, a socket.
  case other

  /// The file-type bits of `st_mode`.
  static let typeMask: FileMode = 0o170000

  /// The kind `st_mode` describes.
  init(mode: FileMode) {
    switch mode & Self.typeMask {
    case 0o100000: self = .regular
    case 0o040000: self = .folder
    case 0o120000: self = .symbolicLink
    default: self = .other
    }
  }

  /// The kind of the file at `path`, without following a final symbolic link; nil when there
  /// is nothing there (or it cannot be looked at).
  init?(path: String) {
    var info = FileStatus()
    guard Platform.linkStatus(path, &info) == 0 else { return nil }
    self.init(mode: info.st_mode)
  }
}

/// Why a golden file was not deleted or renamed.
public struct GoldenFileError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in a few words.
  public let description: String

  /// An error saying `description`.
  ///
  /// - Parameter description: what went wrong, in one line.
  public init(_ description: String) { self.description = description }

  /// The error `errno` holds now.
  static func system() -> GoldenFileError { GoldenFileError(Platform.errorText(Platform.lastError)) }
}

/// A folder of golden files, opened so that the tools which delete and rename goldens touch
/// only regular files that carry ``GoldenHeader``, strictly inside the folder, never through a
/// symbolic link.
///
/// The folder is resolved once, when it is opened (a folder given as a symbolic link is
/// refused); ``scan()`` walks it without descending into symbolically linked folders, and
/// ``delete(_:)`` and ``accept(_:)`` check each file again just before they change it.
public struct GoldenFolder: Sendable {
  /// Why a folder cannot be opened.
  public enum Problem: Error, Sendable, Equatable {
    /// Nothing is there.
    case missing
    /// The path itself is a symbolic link.
    case symbolicLink
    /// Something other than a folder is there.
    case notAFolder
  }

  /// What ``scan()`` found; every list is sorted by path.
  public struct Contents: Sendable {
    /// Regular `.txt` files that carry the golden header.
    public var goldens: [URL] = []
    /// Regular pending (`.new`) files that carry the golden header.
    public var pending: [URL] = []
    /// Regular `.txt` goldens that hold git conflict markers (``GoldenConflict``): conflicts to
    /// resolve, never counted among ``goldens``.
    public var conflicts: [URL] = []
    /// Everything else that is not a real folder: files without the header or with another
    /// suffix, symbolic links (to files or folders; never followed), pipes, devices, sockets
    /// and folders that could not be read. Never touched.
    public var skipped: [URL] = []

    /// Whether the folder holds any ViewKit golden file at all (pending and conflicted ones
    /// included).
    public var hasGoldens: Bool { !goldens.isEmpty || !pending.isEmpty || !conflicts.isEmpty }
  }

  /// The folder, with every symbolic link in its path resolved.
  public let root: URL

  /// The suffix of a golden file.
  public static let goldenSuffix = ".txt"

  /// A folder already resolved.
  init(resolved root: URL) { self.root = root }

  /// Opens the folder at `path`: refuses a path where nothing is, a path that is not a folder,
  /// and a path that is itself a symbolic link; resolves the rest of the path once.
  ///
  /// - Parameter path: the folder's path.
  /// - Returns: the folder, or the problem that stops it from being opened.
  public static func open(_ path: String) -> Result<GoldenFolder, Problem> {
    var trimmed = path
    // `lstat("link/")` follows the link, so the trailing slashes go first.
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    switch FileKind(path: trimmed) {
    case nil: return .failure(.missing)
    case .symbolicLink?: return .failure(.symbolicLink)
    case .regular?, .other?: return .failure(.notAFolder)
    case .folder?: break
    }
    guard let resolved = Platform.resolvedPath(trimmed) else { return .failure(.missing) }
    let root = URL(fileURLWithPath: resolved, isDirectory: true)
    return .success(GoldenFolder(resolved: root))
  }

  /// Walks the folder and its real subfolders (never a symbolically linked one) and sorts what
  /// it finds; reads at most ``GoldenHeader/bytesRead`` bytes of each regular file.
  ///
  /// - Returns: the goldens, pending files and skipped entries found, sorted.
  public func scan() -> Contents {
    var contents = Contents()
    var folders = [root.path]
    while let folder = folders.popLast() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        if folder != root.path { contents.skipped.append(URL(fileURLWithPath: folder, isDirectory: true)) }
        continue
      }
      // Hidden files (`.gitkeep` holding an empty golden folder in Git, `.DS_Store`) are neither
      // goldens nor worth a mention.
      for name in names where !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        let url = URL(fileURLWithPath: path, isDirectory: false)
        switch FileKind(path: path) {
        case .folder?:
          folders.append(path)
        case .regular? where GoldenHeader.isGoldenFile(at: url):
          if name.hasSuffix(SnapshotStore.pendingSuffix) {
            contents.pending.append(url)
          } else if name.hasSuffix(Self.goldenSuffix) {
            // Read whole (up to the limit of a golden) only to look for conflict markers.
            if case .success(let text) = Self.readText(url), GoldenConflict.hasMarkers(text) {
              contents.conflicts.append(url)
            } else {
              contents.goldens.append(url)
            }
          } else {
            contents.skipped.append(url)
          }
        case .regular? where name.hasSuffix(Self.goldenSuffix) && GoldenConflict.isConflictedGolden(at: url):
          // A conflict whose first line is a marker, the header below it.
          contents.conflicts.append(url)
        default:
          contents.skipped.append(url)
        }
      }
    }
    contents.goldens.sort { $0.path < $1.path }
    contents.pending.sort { $0.path < $1.path }
    contents.conflicts.sort { $0.path < $1.path }
    contents.skipped.sort { $0.path < $1.path }
    return contents
  }

  /// The golden a pending file replaces: its path without the `.new` suffix.
  ///
  /// - Parameter pending: a pending file, ending in `.new`.
  /// - Returns: the golden it replaces.
  public static func golden(replacedBy pending: URL) -> URL {
    URL(
      fileURLWithPath: String(pending.path.dropLast(SnapshotStore.pendingSuffix.count)), isDirectory: false)
  }

  /// Why `url` may not be changed, or nil when it is a regular file carrying the golden header
  /// (or a golden a merge left with conflict markers), strictly inside the folder, reached
  /// through real folders only.
  ///
  /// - Parameter url: the file to change.
  /// - Returns: the reason for refusing, or nil.
  public func refusal(toChange url: URL) -> String? {
    guard isInside(url) else {
      return "it is not inside \(root.path), or is reached through a symbolic link"
    }
    switch FileKind(path: url.path) {
    case nil: return "it is not there"
    case .symbolicLink?: return "it is a symbolic link"
    case .folder?, .other?: return "it is not a regular file"
    case .regular?: break
    }
    // A golden a merge left conflicted may be replaced too: accepting its `.new` resolves it.
    return GoldenHeader.isGoldenFile(at: url) || GoldenConflict.isConflictedGolden(at: url)
      ? nil : "it is not a ViewKit golden file"
  }

  /// Why accepting the pending file `pending` (renaming it over its golden) would be refused,
  /// or nil when it may go ahead: the pending file must be changeable, and its golden must be
  /// absent or a regular file carrying the header (never a symbolic link).
  ///
  /// - Parameter pending: the pending file to accept.
  /// - Returns: the reason for refusing, or nil.
  public func refusal(toAccept pending: URL) -> String? {
    let name = pending.lastPathComponent
    guard name.hasSuffix(SnapshotStore.pendingSuffix), name.count > SnapshotStore.pendingSuffix.count else {
      return "it is not a pending file"
    }
    if let reason = refusal(toChange: pending) { return reason }
    // A golden is compared as UTF-8 text: bytes that are not would make a golden no run can match.
    if case .failure(let reason) = Self.readText(pending) { return reason.description }
    let golden = Self.golden(replacedBy: pending)
    guard FileKind(path: golden.path) != nil else { return nil }
    return refusal(toChange: golden).map { "its golden \(golden.lastPathComponent): \($0)" }
  }

  /// The largest golden or pending file ``readText(_:)`` reads, and so the largest pending file
  /// `snapshots review` shows or accepts: 4 MiB, hundreds of times any golden a story makes (a
  /// 200×60 screen in truecolor is tens of kilobytes), so a larger file is not a snapshot.
  public static let maximumFileSize = 4 << 20

  /// The text of a golden or pending file: opened without following a symbolic link or waiting
  /// on a FIFO, refused past ``maximumFileSize`` bytes before any is read (and never more read),
  /// and decoded as UTF-8.
  ///
  /// - Parameter url: the golden or pending file.
  /// - Returns: the text, or why it cannot be had: too large (naming the limit), not a regular
  ///   file, not UTF-8 text, or the system's error.
  public static func readText(_ url: URL) -> Result<String, GoldenFileError> {
    TextFile.read(url.path, limit: maximumFileSize).mapError {
      GoldenFileError($0.reason(limit: maximumFileSize, kind: "a golden file"))
    }
  }

  /// Deletes a golden or pending file after checking it once more; never a folder, never a
  /// symbolic link, never a file without the golden header.
  ///
  /// - Parameter url: the golden or pending file to delete.
  /// - Throws: ``GoldenFileError`` when the file may not be changed or the system refuses to delete
  ///   it.
  public func delete(_ url: URL) throws {
    if let reason = refusal(toChange: url) { throw GoldenFileError(reason) }
    guard Platform.removeFile(url.path) == 0 else { throw GoldenFileError.system() }
  }

  /// Renames the pending file `pending` over its golden in one step, after checking both once
  /// more (see ``refusal(toAccept:)``).
  ///
  /// - Parameter pending: the pending file to accept.
  /// - Throws: ``GoldenFileError`` when accepting is refused or the system refuses the rename.
  public func accept(_ pending: URL) throws {
    if let reason = refusal(toAccept: pending) { throw GoldenFileError(reason) }
    guard Platform.renameFile(pending.path, Self.golden(replacedBy: pending).path) == 0 else {
      throw GoldenFileError.system()
    }
  }

  /// Whether `url` lies strictly inside the folder, every folder between them real (not a
  /// symbolic link), with no `.` or `..` component.
  func isInside(_ url: URL) -> Bool {
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let path = url.path
    guard path.hasPrefix(base) else { return false }
    let parts = path.dropFirst(base.count).split(separator: "/", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return false }
    var folder = String(base.dropLast())
    for part in parts.dropLast() {
      folder += "/" + part
      guard FileKind(path: folder) == .folder else { return false }
    }
    return true
  }
}
