import ViewKit

/// `doctor`: what the terminal answered to ViewKit's capability probe, and what ViewKit will use.
extension StorybookCLI {
  /// Prints ``TerminalDoctor``'s report; asks nothing when standard output is not a terminal.
  func doctor(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return usageError("doctor takes no arguments") }
    for line in TerminalDoctor.run(environment: environment, isTerminal: isTerminal) { output(line) }
    return 0
  }
}
