import Foundation
import Testing
import ViewKit

@testable import ViewKitDriver
@testable import ViewKitTesting

@Suite struct GoldenLayoutTests {
  let registry = StoryRegistry([
    Story("demo/one", title: "One", summary: "", layout: .fixed(Size(width: 3, height: 1))) { _ in Text("one")
    },
    Story("demo/two", title: "Two", summary: "", layout: .fixed(Size(width: 3, height: 1))) { _ in Text("two")
    },
  ])

  @Test func everyStoryInEveryThemeAndWithoutColour() {
    let layout = GoldenLayout(root: URL(fileURLWithPath: "/tmp/x"))
    let paths = layout.goldens(for: registry).map(\.relativePath)
    #expect(paths.count == 12)
    #expect(paths.contains("demo/one.dark.txt"))
    #expect(paths.contains("demo/two.high-contrast.txt"))
    #expect(paths.contains("demo/one.no-color.txt"))
    #expect(paths.contains("demo/one.semantic.txt"))
  }

  @Test func theSemanticGoldenIsTheTranscriptUnderAGoldenHeader() throws {
    let layout = GoldenLayout(root: URL(fileURLWithPath: "/tmp/x"))
    let golden = try #require(layout.goldens(for: registry).first { $0.isSemantic })
    #expect(golden.text == "viewkit-snapshot 2 id=demo/one size=3x1 kind=semantic\ntext \"one\"\n")
    #expect(GoldenHeader.matches(Array(golden.text.utf8)))
    #expect(golden.description == "demo/one · semantic")
  }

  @Test func findsOrphansAndPendingFiles() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = GoldenLayout(root: root)
    for golden in layout.goldens(for: registry) {
      SnapshotStore.write(golden.text, to: layout.url(of: golden))
    }
    #expect(layout.orphans(for: registry).isEmpty)
    SnapshotStore.write("stale", to: root.appendingPathComponent("demo/three.dark.txt"))
    SnapshotStore.write("pending", to: root.appendingPathComponent("demo/one.dark.txt.new"))
    #expect(layout.orphans(for: registry).map { layout.relative($0) } == ["demo/three.dark.txt"])
    #expect(layout.pending().map { layout.relative($0) } == ["demo/one.dark.txt.new"])
  }

  @Test func snapshotsOfUsersOwnViews() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let golden = root.appendingPathComponent("greeting.dark.txt")
    let canvas = Renderer.render(Text("hi").bold(), size: Size(width: 4, height: 1))
    let text = SnapshotFormat.encode(
      canvas, header: [("id", "greeting"), ("theme", "dark")], profile: .truecolor)
    #expect(SnapshotStore.check(text, golden: golden, settings: SnapshotSettings()) != .matched)
    #expect(SnapshotStore.check(text, golden: golden, settings: SnapshotSettings()) == .matched)
  }
}
