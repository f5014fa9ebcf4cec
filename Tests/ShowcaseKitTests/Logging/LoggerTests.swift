import Foundation
import Testing
import ViewKitPlatform

@testable import ShowcaseKit

@Suite struct LoggerTests {
  @Test func linesBelowTheLevelAreDroppedAndTheMessageIsNotEvenBuilt() {
    let logger = MemoryLogger(level: .warning)
    var built = 0
    func message() -> String {
      built += 1
      return "m"
    }
    logger.debug("app", message())
    logger.info("app", message())
    logger.warning("app", message())
    logger.log(.fatal, "app", message())
    #expect(logger.lines == ["WARNING [app] m", "FATAL   [app] m"])
    #expect(built == 2)
  }

  @Test func levelsByNameAndOrder() {
    #expect(LogLevel.allCases.map(\.description) == ["trace", "debug", "info", "warning", "error", "fatal"])
    #expect(LogLevel(name: "WARNING") == .warning && LogLevel(name: "loud") == nil)
    #expect(LogLevel.trace < .fatal)
    #expect(AppEnvironment.dev.logLevel == .debug && AppEnvironment.prod.logLevel == .warning)
  }

  @Test func theFileLoggerAppendsOneLineEachWithNoEscapes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("showcase.log").path
    let logger = FileLogger(path: path, level: .info)
    logger.info("api", "first")
    logger.debug("api", "dropped")
    logger.error("app", "evil \u{1B}]0;title\u{07} line\nbreak")
    let again = FileLogger(path: path, level: .trace)
    again.trace("app", "appended")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasSuffix("INFO    [api] first"))
    #expect(!lines[1].contains("\u{1B}") && lines[1].contains("ERROR   [app] evil"))
    #expect(lines[2].hasSuffix("[app] appended"))
    #expect(logger.problem == nil)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  /// The log's time comes from the C library, never from Foundation's date formatter, which goes
  /// through ICU: `LANG=aaaaaaaaaaaa` (any long or malformed locale) crashed the ShowcaseApp at
  /// its first log line, inside ICU's locale set-up. The environment of this process is not
  /// changed here (the crash is ICU's own, once a process); the stamp's source and form are.
  @Test func theLogsTimeIsRFC3339InUTCWithoutFoundationsFormatter() throws {
    #expect(POSIX.timestamp(at: 0, separated: true) == "1970-01-01T00:00:00Z")
    #expect(POSIX.timestamp(at: 1_767_225_599, separated: true) == "2025-12-31T23:59:59Z")
    #expect(POSIX.timestamp(at: 1_767_225_599, separated: false) == "20251231T235959Z")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("showcase.log").path
    let before = Platform.currentTime()
    FileLogger(path: path, level: .info).info("app", "start")
    let after = Platform.currentTime()
    let line = try String(contentsOfFile: path, encoding: .utf8)
    let stamps = (before...after).map { POSIX.timestamp(at: $0, separated: true) + " INFO    [app] start\n" }
    #expect(stamps.contains(line), "\(line)")
    let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/ShowcaseKit/Logging/Logger.swift"), encoding: .utf8)
    #expect(!source.contains("DateFormatter"))
  }

  @Test func aLogThatCannotBeOpenedIsAProblemNotACrash() {
    let logger = FileLogger(path: "/nonexistent-folder/showcase.log", level: .trace)
    logger.error("app", "lost")
    #expect(logger.problem?.contains("cannot open the log /nonexistent-folder/showcase.log") == true)
  }

  @Test func aLinkIsRefusedAndALargeLogStartsAfresh() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("elsewhere").path
    let link = folder.appendingPathComponent("linked.log").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let linked = FileLogger(path: link, level: .trace)
    linked.error("app", "lost")
    #expect(linked.problem?.contains("it is a symbolic link") == true)
    #expect(!FileManager.default.fileExists(atPath: target))
    let path = folder.appendingPathComponent("showcase.log").path
    try Data(repeating: 0x61, count: FileLogger.maximumSize + 1).write(to: URL(fileURLWithPath: path))
    let fresh = FileLogger(path: path, level: .trace)
    fresh.info("app", "new")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("INFO    [app] new\n"))
    #expect(
      (try FileManager.default.attributesOfItem(atPath: path + ".1")[.size] as? Int) == FileLogger.maximumSize
        + 1)
  }

  @Test(.timeLimit(.minutes(1))) func aFIFOAtTheLogIsRefusedAndNeverWaitedOn() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let path = folder.path + "/showcase.log"
    #expect(Platform.makeFIFO(path, 0o600) == 0)
    for emptying in [false, true] {
      let logger = FileLogger(path: path, level: .trace, emptying: emptying)
      logger.error("app", "lost")
      #expect(logger.problem == "cannot open the log \(path): it is not a regular file; nothing is logged")
    }
    // With a reader at the other end, the open would succeed: the descriptor is checked too.
    let reader = Platform.openFile(path, Platform.OpenFlag.readOnly | Platform.OpenFlag.nonBlocking)
    #expect(reader >= 0)
    defer { Platform.closeFile(reader) }
    let logger = FileLogger(path: path, level: .trace)
    logger.error("app", "lost")
    #expect(logger.problem?.contains("it is not a regular file") == true)
  }

  @Test func aLinkedLogIsNeitherWrittenNorEmptiedOnReset() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let path = folder.path + "/showcase.log"
    let victim = folder.path + "/victim"
    try folder.write(Array("precious\n".utf8), to: victim, mode: 0o644)
    #expect(Platform.makeSymbolicLink(victim, path) == 0)
    let linked = FileLogger(path: path, level: .trace, emptying: true)
    linked.error("app", "lost")
    #expect(linked.problem == "cannot open the log \(path): it is a symbolic link; nothing is logged")
    Platform.removeFile(path)
    try FileManager.default.linkItem(atPath: victim, toPath: path)
    let hardLinked = FileLogger(path: path, level: .trace, emptying: true)
    hardLinked.error("app", "lost")
    #expect(
      hardLinked.problem
        == "cannot open the log \(path): it has 2 names (hard links), not one; nothing is logged")
    #expect(FileManager.default.contents(atPath: victim) == Data("precious\n".utf8))
    #expect(permissions(victim) == 0o644)
  }

  @Test func aLooseLogIsMadePrivateAndResetEmptiesIt() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let path = folder.path + "/showcase.log"
    try folder.write(Array("old line\n".utf8), to: path, mode: 0o644)
    let logger = FileLogger(path: path, level: .trace)
    #expect(permissions(path) == 0o600 && logger.problem == nil)
    let reset = FileLogger(path: path, level: .trace, emptying: true)
    reset.info("app", "new")
    #expect(reset.problem == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("Z INFO    [app] new\n"))
    #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("old line"))
  }

  @Test(.enabled(if: runningAsRoot, "only root can give a file to another user"))
  func anotherUsersLogIsRefused() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let path = folder.path + "/showcase.log"
    try folder.write(Array("theirs\n".utf8), to: path, mode: 0o644)
    try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: path)
    let logger = FileLogger(path: path, level: .trace, emptying: true)
    logger.error("app", "lost")
    #expect(logger.problem?.contains("it belongs to another user (uid 65534)") == true)
    #expect(FileManager.default.contents(atPath: path) == Data("theirs\n".utf8))
  }
}
