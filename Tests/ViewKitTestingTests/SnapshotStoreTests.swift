import Foundation
import Testing
import ViewKit

@testable import ViewKitDriver
@testable import ViewKitTesting

/// A fresh temporary folder per test.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

@Suite struct SnapshotSettingsTests {
  @Test func defaultsToMissingOutsideCI() {
    #expect(SnapshotSettings.from(environment: [:]) == SnapshotSettings(mode: .missing, isCI: false))
  }

  @Test(arguments: [
    ("true", true), ("1", true), ("yes", true), ("0", false), ("false", false), ("FALSE", false), ("", false),
  ])
  func detectsCI(_ value: String, _ expected: Bool) {
    #expect(SnapshotSettings.from(environment: ["CI": value]).isCI == expected)
  }

  @Test func readsTheRecordMode() {
    for mode in SnapshotRecordMode.allCases {
      #expect(SnapshotSettings.from(environment: ["VIEWKIT_RECORD": mode.rawValue]).mode == mode)
    }
  }

  @Test func anUnknownModeIsAProblemAndWritesNothing() {
    let settings = SnapshotSettings.from(environment: ["VIEWKIT_RECORD": "sometimes"])
    #expect(settings.mode == .never)
    #expect(settings.problem?.contains("never, missing, failed, all") == true)
  }
}

@Suite struct SnapshotStoreTests {
  @Test func missingGoldenIsRecordedAndFailsOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("a/b.dark.txt")
    let outcome = SnapshotStore.check("hello", golden: golden, settings: SnapshotSettings())
    guard case .recorded = outcome else { throw Failure("expected recorded, got \(outcome)") }
    #expect(outcome.failure?.contains("Recorded a new golden") == true)
    #expect(read(golden) == "hello")
    #expect(SnapshotStore.check("hello", golden: golden, settings: SnapshotSettings()) == .matched)
  }

  @Test func underCINothingIsWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("x.txt")
    let ci = SnapshotSettings(mode: .all, isCI: true)
    let missing = SnapshotStore.check("hello", golden: golden, settings: ci)
    guard case .missing = missing else { throw Failure("expected missing, got \(missing)") }
    #expect(missing.failure?.contains("swift test") == true)
    #expect(missing.failure?.contains(SnapshotStore.displayPath(golden)) == true)
    try Data("old".utf8).write(to: golden)
    let mismatch = SnapshotStore.check("new", golden: golden, settings: ci)
    guard case .mismatch(_, _, let pending) = mismatch else { throw Failure("expected mismatch") }
    #expect(pending == nil)
    #expect(read(golden) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.txt"])
  }

  @Test func mismatchWritesAPendingFileAndMatchClearsIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("x.txt")
    try Data("old".utf8).write(to: golden)
    let outcome = SnapshotStore.check("new", golden: golden, settings: SnapshotSettings())
    guard case .mismatch(_, let diff, let pending) = outcome else { throw Failure("expected mismatch") }
    #expect(pending != nil)
    #expect(diff.contains("-    1 │ old"))
    #expect(read(URL(fileURLWithPath: golden.path + ".new")) == "new")
    #expect(read(golden) == "old")
    #expect(SnapshotStore.check("old", golden: golden, settings: SnapshotSettings()) == .matched)
    #expect(!FileManager.default.fileExists(atPath: golden.path + ".new"))
  }

  @Test func neverModeDoesNotRecordMissingGoldens() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("x.txt")
    let outcome = SnapshotStore.check("x", golden: golden, settings: SnapshotSettings(mode: .never))
    guard case .missing = outcome else { throw Failure("expected missing") }
    #expect(!FileManager.default.fileExists(atPath: golden.path))
  }

  @Test(arguments: [SnapshotRecordMode.failed, .all])
  func failedAndAllRewriteMismatches(_ mode: SnapshotRecordMode) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("x.txt")
    try Data("old".utf8).write(to: golden)
    let outcome = SnapshotStore.check("new", golden: golden, settings: SnapshotSettings(mode: mode))
    guard case .rerecorded = outcome else { throw Failure("expected rerecorded") }
    #expect(outcome.failure != nil)
    #expect(read(golden) == "new")
  }

  @Test func failedPassesAMatchButAllFailsEvenAMatch() throws {
    // Regression: the two modes did the same thing.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("x.txt")
    try Data("same".utf8).write(to: golden)
    #expect(
      SnapshotStore.check("same", golden: golden, settings: SnapshotSettings(mode: .failed)) == .matched)
    let all = SnapshotStore.check("same", golden: golden, settings: SnapshotSettings(mode: .all))
    guard case .matchedWhileRecordingAll = all else { throw Failure("expected a failure under all") }
    #expect(all.failure?.contains("record mode `all`") == true)
    // Under CI nothing is recorded, so a match passes whatever the mode.
    #expect(
      SnapshotStore.check("same", golden: golden, settings: SnapshotSettings(mode: .all, isCI: true))
        == .matched)
  }

  @Test func anUnreadableGoldenIsAnErrorAndIsNeverOverwritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notText = folder.appendingPathComponent("binary.txt")
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: notText)
    let outcome = SnapshotStore.check("x", golden: notText, settings: SnapshotSettings(mode: .all))
    guard case .unreadable(_, let reason) = outcome else {
      throw Failure("expected unreadable, got \(outcome)")
    }
    #expect(reason == "it is not UTF-8 text")
    #expect(FileManager.default.contents(atPath: notText.path) == Data([0xFF, 0xFE, 0x00, 0xC3]))
    let aFolder = folder.appendingPathComponent("folder.txt")
    try FileManager.default.createDirectory(at: aFolder, withIntermediateDirectories: true)
    guard
      case .unreadable(_, "it is a folder") = SnapshotStore.check(
        "x", golden: aFolder, settings: SnapshotSettings())
    else { throw Failure("expected a folder to be unreadable") }
  }

  @Test func aFailedWriteIsReported() throws {
    // A golden whose folder cannot be made: a file stands where the folder should be.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("a file".utf8).write(to: folder.appendingPathComponent("blocker"))
    let golden = folder.appendingPathComponent("blocker/x.txt")
    let outcome = SnapshotStore.check("x", golden: golden, settings: SnapshotSettings())
    guard case .writeFailed(let path, let reason) = outcome else {
      throw Failure("expected writeFailed, got \(outcome)")
    }
    #expect(path.hasSuffix("blocker/x.txt"))
    // The C library's words, not an error type's dump, after the path that failed: the file
    // standing where the folder should be.
    #expect(
      reason.hasSuffix("blocker: File exists") || reason.hasSuffix("blocker: Not a directory"), "\(reason)")
    #expect(outcome.failure?.hasPrefix("Cannot write") == true)
  }

  @Test(.snapshots(record: .failed)) func aTraitSetsTheRecordModeForOneTest() throws {
    #expect(SnapshotSettings.current.mode == .failed)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("x.txt")
    try Data("old".utf8).write(to: golden)
    var settings = SnapshotSettings.current
    settings.isCI = false
    guard case .rerecorded = SnapshotStore.check("new", golden: golden, settings: settings) else {
      throw Failure("expected the trait's mode to rewrite the golden")
    }
  }

  @Test func withoutTheTraitTheEnvironmentDecides() {
    let environment = ProcessInfo.processInfo.environment[SnapshotSettings.recordVariable]
    #expect(
      SnapshotSettings.current.mode == (environment.flatMap { SnapshotRecordMode(rawValue: $0) } ?? .missing))
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
