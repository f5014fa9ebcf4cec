import Testing
import ViewKit

@testable import ViewKitDriver
@testable import ViewKitTesting

// The example from README.md, run for real: its golden is Snapshots/greeting.dark.txt.
@Test func greeting() {
  let view = Text("Hello, you!").bold().padding(.horizontal, 1).border(.rounded)
  expectSnapshot(of: view, named: "greeting", size: Size(width: 15, height: 3))
}

@Test func goldensAreNamedByThemeAndProfileAsStoryGoldensAre() {
  // Regression: the no-colour variant was `.none` here and `no-color` for story goldens.
  let file = "/p/Tests/T/GreetingTests.swift"
  #expect(
    snapshotGolden(named: "g", theme: .dark, profile: .truecolor, besideFile: file).path
      == "/p/Tests/T/Snapshots/g.dark.txt")
  #expect(
    snapshotGolden(named: "g", theme: .mono, profile: .none, besideFile: file).path
      == "/p/Tests/T/Snapshots/g.mono.no-color.txt")
  #expect(
    snapshotGolden(named: "g", theme: .light, profile: .ansi16, besideFile: file).path
      == "/p/Tests/T/Snapshots/g.light.ansi16.txt")
}
