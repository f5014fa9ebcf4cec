import Foundation
import Testing

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
}
