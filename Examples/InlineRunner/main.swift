// InlineRunner: an inline program, drawn below the prompt. It runs steps one after another —
// the shell commands given as arguments, or a demo — with a spinner, the last line each step
// printed and a progress bar in a live region, and leaves one line per finished step in the
// scrollback.
//
//   swift run InlineRunner                     # the demo
//   swift run InlineRunner "make" "make test"  # real commands, each run with /bin/sh -c
//   swift run InlineRunner --clear --max-height 4 "sleep 1"
import Foundation
import Synchronization
import ViewKit

let usage = """
  usage: InlineRunner [--clear] [--max-height ROWS] [COMMAND...]
    Runs each COMMAND with /bin/sh -c, one after another, below the prompt; with no COMMAND, a demo.
    --clear            erase the live region at the end (it stays by default)
    --max-height ROWS  the most rows the live region takes, from 1 to 1000
    --                 what follows is commands, even if it starts with -
    q or Ctrl-C cancels. Without a terminal (a pipe, TERM=dumb) it prints one line per step.
  """

var layout = InlineLayout()
var commands: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]

/// Ends with a usage error: the message and the usage on standard error, status 2.
func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("InlineRunner: \(Sanitizer.sanitizeMessage(message))\n\(usage)\n".utf8))
  exit(2)
}

while let argument = arguments.popFirst() {
  switch argument {
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--clear":
    layout.keepsFinalFrame = false
  case "--max-height":
    guard let value = arguments.popFirst() else { usageError("--max-height needs a number of rows") }
    guard let rows = Int(value), (1...1000).contains(rows) else {
      usageError("--max-height needs a whole number of rows from 1 to 1000, not \"\(value)\"")
    }
    layout.maxHeight = rows
  case "--":
    commands += arguments
    arguments = []
  case let option where option.hasPrefix("-") && option.count > 1:
    usageError("unknown option \"\(option)\" (a command starting with - goes after --)")
  default:
    commands.append(argument)
  }
}

let steps: [RunnerStep] =
  commands.isEmpty
  ? [
    RunnerStep(
      name: "Resolve packages", duration: .milliseconds(700), output: ["Fetching 12 packages", "Resolved"]),
    RunnerStep(
      name: "Compile ViewKit", duration: .milliseconds(1800),
      output: (1...24).map {
        "Compiling \($0)/24 " + ["Canvas.swift", "FrameDiff.swift", "Layout.swift"][$0 % 3]
      }),
    RunnerStep(name: "Link Storybook", duration: .milliseconds(900), output: ["ld: Storybook"]),
    RunnerStep(
      name: "Run 1,005 tests", duration: .milliseconds(2000),
      output: (1...20).map { "Test suite \($0) of 20 passed" }),
    RunnerStep(name: "Check goldens", duration: .milliseconds(800), output: ["1,122 goldens match"]),
  ]
  : commands.map { RunnerStep(name: $0, command: $0) }

let model = RunnerModel(steps: steps)
let environment = ProcessInfo.processInfo.environment

// No terminal to draw on (a pipe, a file, CI, TERM=dumb): run the steps and print their lines.
guard isatty(0) == 1, isatty(1) == 1, environment["TERM"] != "dumb" else {
  let worker = Worker(steps: steps, queue: nil, model: OnLoop(model)) { spans in
    print(Sanitizer.sanitizeLine(spans.map(\.text).joined()))
  }
  exit(worker.run() == 0 ? 0 : 1)
}

let queue = LoopQueue()
let scrollback = Scrollback()
let worker = Worker(steps: steps, queue: queue, model: OnLoop(model)) { scrollback.commit($0) }
Thread.detachNewThread { worker.run() }

var theme = Theme.dark
do {
  try TerminalApp.runInline(
    environment: environment, queue: queue, scrollback: scrollback, layout: layout, theme: { theme },
    isAnimating: { model.isRunning }, onTick: { model.tick += 1 },
    onBackground: { background in theme = Theme.automatic(background: background) }
  ) {
    RunnerView(model: model)
  }
} catch {
  FileHandle.standardError.write(Data("InlineRunner: \(error)\n".utf8))
  worker.cancel()
  exit(1)
}
worker.cancel()
exit(model.failures == 0 && model.finished == steps.count ? 0 : 1)
