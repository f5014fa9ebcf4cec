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

  /// `--stdin`: steps read from standard input as they are run, after those on the command
  /// line; a bad line is a usage error naming its line, made inert; stats only on request.
  @Test func stepsComeFromStandardInputAsTheyAreRun() {
    func run(_ arguments: [String], lines: [String]) -> (Int32, String, String, Int) {
      var out = ""
      var err = ""
      var remaining = lines[...]
      var read = 0
      let cli = StorybookCLI(
        output: { out += $0 + "\n" }, error: { err += $0 + "\n" }, environment: [:], isTerminal: false,
        input: {
          read += 1
          return remaining.popFirst()
        }, book: Catalog.book)
      return (cli.run(arguments), out, err, read)
    }
    let (status, out, err, _) = run(
      ["headless", "--size", "90x20", "--stdin", "/"], lines: ["text=avatar/busy", "", "enter"])
    #expect(status == 0)
    #expect(out.contains("avatar/busy"))
    #expect(err.isEmpty, "no stats unless asked")
    // The run stops reading once the browser quits: the lines after `q` are never read.
    let (quit, _, _, read) = run(["headless", "--stdin"], lines: ["down", "q", "down", "down", "down"])
    #expect(quit == 0)
    #expect(read == 2)
    let (bad, _, badErr, _) = run(["headless", "--stdin"], lines: ["down", "\u{1B}]0;pwned\u{7}"])
    #expect(bad == 2)
    #expect(badErr.contains("line 2 of standard input"))
    #expect(!badErr.contains("\u{1B}"))
    // A huge bad line is quoted short.
    let (long, _, longErr, _) = run(["headless", "--stdin"], lines: [String(repeating: "x", count: 100_000)])
    #expect(long == 2)
    #expect(!longErr.contains(String(repeating: "x", count: 81)))
    #expect(longErr.contains("…"))
  }

  @Test func stdinIsRefusedFromATerminal() {
    var err = ""
    var cli = StorybookCLI(
      output: { _ in }, error: { err += $0 + "\n" }, environment: [:], isTerminal: false, book: Catalog.book)
    cli.inputIsTerminal = true
    #expect(cli.run(["headless", "--stdin"]) == 2)
    #expect(err.contains("not a terminal"))
  }
}
