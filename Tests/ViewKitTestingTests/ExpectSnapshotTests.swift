import Testing
import ViewKit
import ViewKitTesting

// The example from README.md, run for real: its golden is Snapshots/greeting.dark.txt.
@Test func greeting() {
  let view = Text("Hello, you!").bold().padding(.horizontal, 1).border(.rounded)
  expectSnapshot(of: view, named: "greeting", size: Size(width: 15, height: 3))
}
