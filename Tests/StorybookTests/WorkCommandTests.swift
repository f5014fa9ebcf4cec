import Foundation
import StorybookCatalog
import Synchronization
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

  /// `work` over the two stories, with a count of allocations that rises by `step` at each
  /// reading (so each story counts `step`), or none.
  static func run(_ arguments: [String], step: Int?) -> (Int32, Capture) {
    let capture = Capture()
    var book = Catalog.book
    book.registry = registry
    if let step {
      let count = Mutex(0)
      book.allocations = {
        count.withLock {
          $0 += step
          return $0
        }
      }
    }
    let cli = StorybookCLI(
      output: { capture.out.append($0) }, error: { capture.err.append($0) }, environment: [:],
      isTerminal: false,
      book: book)
    return (cli.run(arguments), capture)
  }

  /// Where the storybook counts allocations, `work` holds them as a seventh count, checks
  /// them, and a run that does not count them neither fails on them nor writes them away.
  @Test func allocationsAreHeldWhereTheStorybookCountsThem() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewkit-work-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(Self.run(["work", "--update", "--file", file.path], step: 7).0 == 0)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.hasPrefix(WorkBaseline.header(columns: 7) + "\n"), "\(written)")
    #expect(written.split(separator: "\n").dropFirst().allSatisfy { $0.hasSuffix(" 7") }, "\(written)")
    #expect(Self.run(["work", "--file", file.path], step: 7).0 == 0)

    let more = Self.run(["work", "--file", file.path], step: 100)
    #expect(more.0 == 1)
    #expect(more.1.err.joined().contains("more work: demo/one: allocations 7 → 100"), "\(more.1.err)")

    let uncounted = Self.run(["work", "--file", file.path], step: nil)
    #expect(uncounted.0 == 0, "\(uncounted.1.err)")
    #expect(uncounted.1.out.contains { $0.hasPrefix("Allocations are not counted in this build") })
    let refused = Self.run(["work", "--update", "--file", file.path], step: nil)
    #expect(refused.0 == 2 && refused.1.err.joined().contains("holds allocations"), "\(refused.1.err)")
    #expect(try String(contentsOf: file, encoding: .utf8) == written, "the baseline is left as it was")

    // A six-count baseline: checked, and the run says how to record allocations.
    try FileManager.default.removeItem(at: file)
    #expect(Self.run(["work", "--update", "--file", file.path], step: nil).0 == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(WorkBaseline.header + "\n"))
    let counting = Self.run(["work", "--file", file.path], step: 7)
    #expect(counting.0 == 0 && counting.1.out.contains { $0.hasPrefix("The baseline holds no allocations") })
  }
}
