import Foundation
import Testing

@testable import ViewKitDriver

@Suite struct CheckedOutputTests {
  @Test func aFullDeviceIsAFailureTheCommandReports() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let output = CheckedOutput(descriptor: full.fileDescriptor)
    output.line("Storybook: 170 stories")
    output.line("a second line is not tried")
    #expect(output.failure != nil)
    var messages: [String] = []
    #expect(output.finish(0, program: "Storybook", report: { messages.append($0) }) == 1)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Storybook: could not write to standard output: ") == true)
    // A command that failed already keeps its own status.
    #expect(output.finish(2, report: { _ in }) == 2)
  }

  @Test func linesThatAreWrittenLeaveTheStatusAlone() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("checked-\(UUID().uuidString)")
      .path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    let output = CheckedOutput(descriptor: handle.fileDescriptor)
    output.line("one")
    output.line("twö")
    try handle.close()
    #expect(output.failure == nil)
    #expect(output.finish(0, report: { _ in Issue.record("no report expected") }) == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwö\n")
  }
}
