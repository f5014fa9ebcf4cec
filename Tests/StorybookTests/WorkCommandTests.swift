import Foundation
import StorybookCatalog
import Testing
import ViewKit
import ViewKitTesting

@testable import StorybookKit

@Suite struct WorkCommandTests {
  static let registry = StoryRegistry([
    Story("demo/one", title: "One", summary: "", layout: .fixed(Size(width: 10, height: 1))) { _ in
      Text("one")
    },
    Story("demo/two", title: "Two", summary: "", layout: .fixed(Size(width: 20, height: 3))) { _ in
      VStack {
        Text("two")
        Text("lines")
      }
    },
  ])

  @Test func updateThenCheckThenARise() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-work-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let missing = runCLI(["work", "--file", file.path], registry: Self.registry)
    #expect(missing.0 == 2 && missing.1.err.joined().contains("work --update"))
    let updated = runCLI(["work", "--update", "--file", file.path], registry: Self.registry)
    #expect(updated.0 == 0 && updated.1.out.last == "Wrote the work of 2 stories to \(file.path).")
    let checked = runCLI(["work", "--file", file.path], registry: Self.registry)
    #expect(checked.0 == 0, "\(checked.1.err)")
    #expect(checked.1.out.last?.hasPrefix("Work: 2 stories within the baseline") == true)
    // A baseline that says the stack drew nothing: today's draws are a rise.
    var text = try String(contentsOf: file, encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("demo/two ") })
    var fields = line.split(separator: " ").map(String.init)
    fields[4] = "0"
    text = text.replacingOccurrences(of: String(line), with: fields.joined(separator: " "))
    try Data(text.utf8).write(to: file)
    let risen = runCLI(["work", "--file", file.path], registry: Self.registry)
    #expect(risen.0 == 1)
    #expect(risen.1.err.joined().contains("more work: demo/two: draws 0 → "))
    try Data("junk\n".utf8).write(to: file)
    let broken = runCLI(["work", "--file", file.path], registry: Self.registry)
    #expect(broken.0 == 2 && broken.1.err.joined().contains(":1: the first line must be"))
    #expect(runCLI(["work", "--bogus"], registry: Self.registry).0 == 2)
  }
}
