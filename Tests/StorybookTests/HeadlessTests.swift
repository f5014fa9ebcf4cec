import StorybookCatalog
import Testing
import ViewKit

@testable import StorybookKit

@Suite struct HeadlessTests {
  @Test func stepsAreSpelledAsInTheUsage() {
    #expect(HeadlessBrowser.step("down") == .key(.down))
    #expect(HeadlessBrowser.step("ESC") == .key(.escape))
    #expect(HeadlessBrowser.step("ctrl-A") == .key(.ctrl("a")))
    #expect(HeadlessBrowser.step("alt-b") == .key(.alt("b")))
    #expect(HeadlessBrowser.step("text=button/ghost") == .text("button/ghost"))
    #expect(HeadlessBrowser.step("click=3,4") == .click(x: 3, y: 4))
    #expect(HeadlessBrowser.step("wheel=3,4,-2") == .wheel(x: 3, y: 4, steps: -2))
    for bad in [
      "dwn", "ctrl-", "ctrl-ab", "click=1", "click=a,b", "wheel=1,2", "click=99999999999999999999,1",
    ] {
      #expect(HeadlessBrowser.step(bad) == nil, "\(bad)")
    }
  }

  func run(_ arguments: [String]) -> (Int32, String, String) {
    var out = ""
    var err = ""
    let cli = StorybookCLI(
      output: { out += $0 + "\n" }, error: { err += $0 + "\n" }, environment: [:], isTerminal: false,
      book: Catalog.book)
    return (cli.run(arguments), out, err)
  }

  @Test func theCommandPrintsTheLastScreen() {
    let (status, out, err) = run(["headless", "--size", "90x20", "--stats", "text=/avatar/busy", "enter"])
    #expect(status == 0)
    #expect(out.contains("avatar/busy"))
    #expect(err.contains("keystroke to frame"))
  }

  @Test func badInputIsAOneLineUsageError() {
    for arguments in [
      ["headless", "--size", "0x10"], ["headless", "--size", "5000x10"], ["headless", "--theme", "nope"],
      ["headless", "\u{1B}]0;pwned\u{7}"],
    ] {
      let (status, _, err) = run(arguments)
      #expect(status == 2)
      #expect(!err.contains("\u{1B}"), "untrusted text is made inert")
    }
  }
}
