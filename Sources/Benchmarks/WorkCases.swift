import AllocationCount
import ViewKit

/// `Benchmarks work`: the work-counter ratchet (``WorkBaseline``) over the benchmark cases, as
/// `Storybook work` holds it over the stories. Timings move by 20% from run to run on a shared
/// machine; what a case makes the renderer do (views resolved, nodes made, measured and drawn,
/// passes, bytes written) is the same on every machine and run, so it can fail a check.
extension BenchmarkCLI {
  /// The baseline file, relative to the package root.
  static let workBaselinePath = "Tests/Snapshots/benchmark-work-baselines.txt"

  /// A case's id in the baseline file: its name in lower case, each run of other characters
  /// than letters and digits one hyphen (`dashboard frame (build + render + ANSI)` →
  /// `dashboard-frame-build-render-ansi`).
  static func workID(_ name: String) -> String {
    var id = ""
    for character in name.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        id.append(character)
      } else if !id.isEmpty && id.last != "-" {
        id.append("-")
      }
    }
    while id.last == "-" { id.removeLast() }
    return id
  }

  /// The heap allocations the calling thread has made so far (`AllocationCount`), where they
  /// are counted: in a debug build, which `swift run` makes and CI checks, on glibc. nil where
  /// `AllocationCount` answers -1: a release build, which allocates less than a debug baseline
  /// holds (and replaces nothing), and other C libraries.
  static func threadAllocations() -> Int? {
    let count = viewkit_thread_allocations()
    return count >= 0 ? Int(count) : nil
  }

  /// The counts of every case that draws: each run once uncounted (what a first use costs once,
  /// a theme parsed, a lazy table built, type metadata made, is no case's work) and once
  /// counted, with the number the counted run returned (its bytes) and, where `allocations`
  /// counts, the heap allocations of the counted run as the last counts.
  ///
  /// - Parameters:
  ///   - cases: the cases; those that draw nothing are left out.
  ///   - allocations: the calling thread's allocations so far, or nil where they are not counted.
  /// - Returns: their counts under their ids, or what makes the counts useless: two cases with
  ///   one id (one would hide the other), or a case said to draw that counted no pass (its
  ///   counter never reached the renderer, so its baseline would hold zeros for ever).
  static func measureWork(
    _ cases: [Case], allocations: () -> Int? = threadAllocations
  ) -> Result<WorkBaseline, WorkCaseError> {
    var counts: [String: [Int]] = [:]
    for item in cases where item.renders {
      let id = workID(item.name)
      guard counts[id] == nil else { return .failure(WorkCaseError("two cases have the id \(id)")) }
      _ = item.work(nil)
      let counted = WorkBaseline.counts(allocations: allocations) { item.work($0) }
      guard counted[WorkBaseline.names.firstIndex(of: "passes") ?? 0] > 0 else {
        return .failure(WorkCaseError("\(item.name) counted no pass: give its renders the counter"))
      }
      counts[id] = counted
    }
    return .success(WorkBaseline(counts: counts))
  }

  /// `work [--update] [--file PATH]`: counts every drawing case's work and compares it with the
  /// baseline file (exit 1 when a count rose past the margin, a case has no baseline or a
  /// baseline no case); `--update` writes the counts as the new baseline.
  ///
  /// - Parameter cases: makes the cases to count (every case; a test gives its own).
  static func work(
    _ arguments: [String], cases: () -> [Case] = { Case.all }, allocations: () -> Int? = threadAllocations,
    output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    var update = false
    var path = workBaselinePath
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--update": update = true
      case "--file" where index + 1 < arguments.count:
        path = arguments[index + 1]
        index += 1
      default:
        error(
          "Benchmarks: work takes --update and --file PATH, not \"\(Sanitizer.sanitizeLine(arguments[index]))\"\n"
            + usage)
        return 2
      }
      index += 1
    }
    let shown = Sanitizer.sanitizeLine(path)
    let measured: WorkBaseline
    switch measureWork(cases(), allocations: allocations) {
    case .failure(let problem):
      error("Benchmarks: \(problem.description)")
      return 2
    case .success(let counts): measured = counts
    }
    if update {
      if let refusal = WorkBaseline.updateRefusal(measured, path: path, shown: shown, program: "Benchmarks") {
        error(refusal)
        return 2
      }
      if let problem = write(Array(measured.text.utf8), to: path) {
        error("Benchmarks: cannot write \(shown): \(problem)")
        return 1
      }
      output("Wrote the work of \(measured.counts.count) cases to \(shown).\n")
      return 0
    }
    return WorkBaseline.check(
      measured, against: path, shown: shown, program: "Benchmarks", noun: "cases",
      output: { output($0 + "\n") }, error: error)
  }
}

/// Why the benchmark cases' work cannot be counted.
struct WorkCaseError: Error, CustomStringConvertible {
  /// The message.
  let description: String

  init(_ description: String) { self.description = description }
}
