import Foundation
import ViewKit
import ViewKitDriver

/// `work`: the work-counter ratchet (``WorkBaseline``) from the command line.
extension StorybookCLI {
  /// The baseline file, relative to the package root.
  static let workBaselinePath = "Tests/Snapshots/work-baselines.txt"

  /// `work [--update] [--file PATH]`: counts every story's work in the dark theme (and its
  /// allocations where ``Storybook/allocations`` counts them) and compares it with the baseline
  /// file (exit 1 when a count rose past the margin, a story has no
  /// baseline or a baseline has no story); `--update` writes the counts as the new baseline.
  func work(_ arguments: [String]) -> Int32 {
    var update = false
    var path = book.resolve(Self.workBaselinePath)
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--update": update = true
      case "--file":
        guard index + 1 < arguments.count else { return usageError("--file needs a path") }
        path = arguments[index + 1]
        index += 1
      default:
        return usageError("unknown argument \"\(Sanitizer.sanitizeLine(arguments[index]))\" for work")
      }
      index += 1
    }
    let shown = Sanitizer.sanitizeLine(path)
    let measured = WorkBaseline.measure(book.registry, theme: .dark, allocations: book.allocations)
    if update {
      if let refusal = WorkBaseline.updateRefusal(measured, path: path, shown: shown, program: book.name) {
        self.error(refusal)
        return 2
      }
      do {
        try measured.write(to: URL(fileURLWithPath: path))
      } catch {
        self.error(
          "\(book.name): cannot write \(shown): \(Sanitizer.sanitizeLine(error.localizedDescription))")
        return 1
      }
      output("Wrote the work of \(measured.counts.count) stories to \(shown).")
      return 0
    }
    return WorkBaseline.check(
      measured, against: URL(fileURLWithPath: path), shown: shown, program: book.name, noun: "stories",
      output: output, error: error)
  }
}
