import Foundation
import Synchronization
import ViewKit
import ViewKitPlatform

/// How much a log line matters, from the chattiest to the gravest.
public enum LogLevel: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
  /// Every step, for following a flow in detail.
  case trace
  /// What a developer wants while building.
  case debug
  /// What happened: a screen shown, a request answered.
  case info
  /// Something unexpected that the app handled.
  case warning
  /// Something failed that the user will notice.
  case error
  /// The app cannot go on.
  case fatal

  /// The level's name, as `--log-level` takes it.
  public var description: String {
    switch self {
    case .trace: return "trace"
    case .debug: return "debug"
    case .info: return "info"
    case .warning: return "warning"
    case .error: return "error"
    case .fatal: return "fatal"
    }
  }

  /// The level named by `--log-level`, in any case; nil for anything else.
  ///
  /// - Parameter name: `trace`, `debug`, `info`, `warning`, `error` or `fatal`.
  public init?(name: String) {
    guard let level = Self.allCases.first(where: { $0.description == name.lowercased() }) else { return nil }
    self = level
  }

  /// Orders levels from trace to fatal.
  ///
  /// - Parameters:
  ///   - lhs: one level.
  ///   - rhs: the other.
  /// - Returns: whether `lhs` is less grave than `rhs`.
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where the app's log lines go. Lines below ``level`` are dropped; nothing is ever written to
/// the screen.
public protocol Logger: Sendable {
  /// The least grave level that is kept.
  var level: LogLevel { get }
  /// Keeps one line, when its level is at least ``level``.
  ///
  /// - Parameters:
  ///   - level: how much the line matters.
  ///   - category: the part of the app it comes from (`api`, `app`, `prefs`).
  ///   - message: what happened; control characters are made visible before it is kept.
  func log(_ level: LogLevel, _ category: String, _ message: @autoclosure () -> String)
}

extension Logger {
  /// Logs at trace level.
  ///
  /// - Parameters:
  ///   - category: the part of the app the line comes from.
  ///   - message: what happened.
  public func trace(_ category: String, _ message: @autoclosure () -> String) {
    log(.trace, category, message())
  }
  /// Logs at debug level.
  ///
  /// - Parameters:
  ///   - category: the part of the app the line comes from.
  ///   - message: what happened.
  public func debug(_ category: String, _ message: @autoclosure () -> String) {
    log(.debug, category, message())
  }
  /// Logs at info level.
  ///
  /// - Parameters:
  ///   - category: the part of the app the line comes from.
  ///   - message: what happened.
  public func info(_ category: String, _ message: @autoclosure () -> String) {
    log(.info, category, message())
  }
  /// Logs at warning level.
  ///
  /// - Parameters:
  ///   - category: the part of the app the line comes from.
  ///   - message: what happened.
  public func warning(_ category: String, _ message: @autoclosure () -> String) {
    log(.warning, category, message())
  }
  /// Logs at error level.
  ///
  /// - Parameters:
  ///   - category: the part of the app the line comes from.
  ///   - message: what happened.
  public func error(_ category: String, _ message: @autoclosure () -> String) {
    log(.error, category, message())
  }
}

/// One log line as it is written: `LEVEL   [category] message`, line breaks written as `\\n` and
/// other control characters made visible, so one call is always one line.
///
/// - Parameters:
///   - level: the line's level.
///   - category: the part of the app it comes from.
///   - message: what happened.
/// - Returns: the line, without a time or a newline.
func logLine(_ level: LogLevel, _ category: String, _ message: String) -> String {
  let name = level.description.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0)
  let oneLine = message.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(
    of: "\n", with: "\\n"
  )
  .replacingOccurrences(of: "\r", with: "\\r")
  return "\(name) [\(category)] \(Sanitizer.sanitizeMessage(oneLine))"
}

/// Keeps log lines in memory: for tests and stories.
public final class MemoryLogger: Logger {
  /// The least grave level that is kept.
  public let level: LogLevel
  private let kept = Mutex<[String]>([])

  /// Creates a logger keeping lines at `level` and above.
  ///
  /// - Parameter level: the least grave level kept.
  public init(level: LogLevel = .trace) { self.level = level }

  /// The lines kept so far, oldest first.
  public var lines: [String] { kept.withLock { $0 } }

  /// Keeps a line when its level is high enough.
  ///
  /// - Parameters:
  ///   - level: how much the line matters.
  ///   - category: the part of the app it comes from.
  ///   - message: what happened.
  public func log(_ level: LogLevel, _ category: String, _ message: @autoclosure () -> String) {
    guard level >= self.level else { return }
    let line = logLine(level, category, message())
    kept.withLock { $0.append(line) }
  }
}

/// Appends log lines to a file, each with the time in UTC: `2026-11-24T07:31:03Z INFO    [api] …`.
///
/// The file is opened for appending once; a line is one `write`, so lines never interleave. A
/// log that cannot be opened or written is not an error the user sees: the app runs on, and
/// ``problem`` says why for the report after the terminal is restored.
public final class FileLogger: Logger {
  /// The least grave level that is kept.
  public let level: LogLevel
  /// The log file's path.
  public let path: String
  private let descriptor: Int32
  private let failure = Mutex<String?>(nil)

  /// The size past which the log is started afresh at launch (the old one kept as `<path>.1`).
  public static let maximumSize = 4 << 20

  /// Opens (or creates, mode 0600) a log file for appending; its folder must exist and must
  /// not itself be a symbolic link. See ``init(name:in:level:emptying:)``.
  ///
  /// - Parameters:
  ///   - path: the log file.
  ///   - level: the least grave level kept.
  ///   - emptying: whether to empty the log first (`--reset`).
  public convenience init(path: String, level: LogLevel, emptying: Bool = false) {
    let (folderPath, name) = POSIX.split(path)
    switch OpenFolder.open(folderPath) {
    case .success(let folder):
      self.init(name: name, in: folder, level: level, emptying: emptying)
    case .failure(let refusal):
      self.init(
        path: path, level: level,
        unopened: "cannot open the log \(Sanitizer.sanitizeLine(path)): its folder: \(refusal.reason); "
          + "nothing is logged")
    }
  }

  /// A logger that logs nothing, for a log that could not be opened; ``problem`` says why.
  private init(path: String, level: LogLevel, unopened problem: String) {
    self.path = path
    self.level = level
    descriptor = -1
    failure.withLock { $0 = problem }
  }

  /// Opens (or creates, mode 0600) a log file for appending in a folder already open and
  /// checked (the app's data folder). A log over ``maximumSize`` is moved to `<name>.1` first
  /// (replacing an older one). The log is opened as the prefs are, trusting nothing at its
  /// name and going through the folder's descriptor: a symbolic link, a FIFO (never waited
  /// on), a device, a folder, a file with other names (hard links) or another user's file is
  /// refused, and ``problem`` names it; the file is made 0600.
  ///
  /// - Parameters:
  ///   - name: the log file's name in the folder (no `/`).
  ///   - folder: the open folder.
  ///   - level: the least grave level kept.
  ///   - emptying: whether to empty the log first (`--reset`): the file opened and checked here
  ///     is cut on its descriptor, never by its path, so a link at the path empties nothing.
  package init(name: String, in folder: OpenFolder, level: LogLevel, emptying: Bool = false) {
    let path = folder.path(of: name)
    self.path = path
    self.level = level
    var info = FileStatus()
    if !emptying, Platform.linkStatusRelative(folder.descriptor, name, &info) == 0,
      (info.st_mode & Platform.FileType.mask) == Platform.FileType.regular,
      Int(info.st_size) > Self.maximumSize
    {
      _ = Platform.renameFileRelative(folder.descriptor, name, name + ".1")
    }
    let shown = Sanitizer.sanitizeLine(path)
    switch POSIX.openPrivate(
      name, in: folder, Platform.OpenFlag.writeOnly | Platform.OpenFlag.create | Platform.OpenFlag.append)
    {
    case .success(let file):
      descriptor = file.descriptor
      if emptying, Platform.truncateDescriptor(descriptor, 0) != 0 {
        let reason = Platform.errorText(Platform.lastError)
        failure.withLock { $0 = "cannot empty the log \(shown): \(reason)" }
      }
    case .failure(let refusal):
      descriptor = -1
      failure.withLock { $0 = "cannot open the log \(shown): \(refusal.reason); nothing is logged" }
    }
  }

  deinit {
    if descriptor >= 0 { Platform.closeFile(descriptor) }
  }

  /// Why the log could not be opened or written, if so.
  public var problem: String? { failure.withLock { $0 } }

  /// Appends a line when its level is high enough.
  ///
  /// - Parameters:
  ///   - level: how much the line matters.
  ///   - category: the part of the app it comes from.
  ///   - message: what happened.
  public func log(_ level: LogLevel, _ category: String, _ message: @autoclosure () -> String) {
    guard level >= self.level, descriptor >= 0 else { return }
    // From the C library: Foundation's formatter goes through ICU, which a long `LANG` crashes.
    let stamp = POSIX.timestamp(at: Platform.currentTime(), separated: true)
    let bytes = Array("\(stamp) \(logLine(level, category, message()))\n".utf8)
    let written = bytes.withUnsafeBytes { Platform.writeBytes(descriptor, $0.baseAddress, $0.count) }
    if written != bytes.count {
      failure.withLock { $0 = $0 ?? "cannot write the log \(Sanitizer.sanitizeLine(path))" }
    }
  }
}
