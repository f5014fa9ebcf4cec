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
    --max-height ROWS  the most rows the live region takes
    q or Ctrl-C cancels.
  """

var layout = InlineLayout()
var commands: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--clear":
    layout.keepsFinalFrame = false
  case "--max-height":
    guard let value = arguments.popFirst(), let rows = Int(value), rows > 0 else {
      FileHandle.standardError.write(
        Data("InlineRunner: --max-height needs a number of rows above 0\n\(usage)\n".utf8))
      exit(2)
    }
    layout.maxHeight = rows
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
let queue = LoopQueue()
let scrollback = Scrollback()
let worker = Worker(steps: steps, queue: queue, scrollback: scrollback, model: OnLoop(model))
Thread.detachNewThread { worker.run() }

let environment = ProcessInfo.processInfo.environment
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
