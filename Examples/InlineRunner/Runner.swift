import Foundation
import Observation
import ViewKit

/// One step of a run: a shell command, or (in the demo) a simulated piece of work.
struct RunnerStep: Sendable {
  /// What the step is called on screen.
  var name: String
  /// The command run with `/bin/sh -c`; nil for a simulated step.
  var command: String?
  /// How long a simulated step takes.
  var duration: Duration = .milliseconds(600)
  /// Lines a simulated step prints while it runs.
  var output: [String] = []
}

/// How a step went.
enum StepOutcome: Equatable, Sendable {
  case succeeded
  case failed(status: Int32)
  case cancelled
}

/// What the live region shows: the step running, the last line it printed, how far the run is.
@Observable
final class RunnerModel {
  let steps: [RunnerStep]
  private(set) var running: Int?
  private(set) var finished = 0
  private(set) var failures = 0
  private(set) var lastLine = ""
  /// Whether the user cancelled the run (q).
  private(set) var isCancelled = false
  var tick = 0

  init(steps: [RunnerStep]) { self.steps = steps }

  /// Whether a step runs (the spinner turns).
  var isRunning: Bool { running != nil && !isCancelled }

  /// Stops showing progress: the last frame says the run was cancelled.
  func cancel() { isCancelled = true }

  func start(_ index: Int) {
    running = index
    lastLine = ""
  }

  /// The step's latest output line: what follows its last carriage return, as a terminal
  /// would show it.
  func print(_ line: String) {
    lastLine = String(line.split(separator: "\r", omittingEmptySubsequences: true).last ?? "")
  }

  func finish(_ index: Int, outcome: StepOutcome) {
    finished += 1
    if outcome != .succeeded { failures += 1 }
    if running == index { running = nil }
  }

  /// The line a finished step leaves in the scrollback.
  static func summary(of step: RunnerStep, outcome: StepOutcome, seconds: Double) -> [TextSpan] {
    let time = TextSpan(String(format: " (%.1fs)", seconds), style: TextStyleToken(attributes: .faint))
    switch outcome {
    case .succeeded:
      return [TextSpan("✓ ", foreground: .ansi(.green), attributes: .bold), TextSpan(step.name), time]
    case .failed(let status):
      return [
        TextSpan("✗ ", foreground: .ansi(.red), attributes: .bold), TextSpan(step.name),
        TextSpan(" exited with status \(status)", foreground: .ansi(.red)), time,
      ]
    case .cancelled:
      let faint = TextStyleToken(attributes: .faint)
      return [TextSpan("– ", style: faint), TextSpan(step.name), TextSpan(" cancelled", style: faint)]
    }
  }
}

/// The live region: a spinner with the step's name, the last line it printed, a progress bar.
struct RunnerView: View {
  let model: RunnerModel
  @Environment(\.theme) private var theme
  @Environment(\.quit) private var quit

  var body: some View {
    // Short of rows, the step and the bar stay and the hints go first.
    VStack(alignment: .leading) {
      if model.isCancelled {
        Text("Cancelled after \(model.finished) of \(model.steps.count) steps").bold().layoutPriority(2)
      } else if let index = model.running {
        HStack(spacing: 1) {
          Spinner(frame: model.tick)
          Text(model.steps[index].name).bold()
          Text("step \(index + 1) of \(model.steps.count)").foregroundColor(theme[.textMuted])
        }
        .layoutPriority(2)
        Text(model.lastLine.isEmpty ? " " : "  " + model.lastLine).foregroundColor(theme[.textMuted])
      } else {
        Text(
          model.failures == 0
            ? "All \(model.steps.count) steps done" : "\(model.failures) of \(model.steps.count) steps failed"
        )
        .bold()
        .layoutPriority(2)
      }
      HStack(spacing: 1) {
        ProgressBar(value: model.steps.isEmpty ? 1 : Double(model.finished) / Double(model.steps.count))
          .frame(maxWidth: 40)
        Text("\(model.finished)/\(model.steps.count)")
      }
      .layoutPriority(1)
      if model.isRunning { KeyHints().layoutPriority(-1) }
    }
    .keyBinding("q", "cancel") {
      model.cancel()
      quit()
    }
  }
}
