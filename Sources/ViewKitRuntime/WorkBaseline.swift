import ViewKitCore
import ViewKitPlatform
import ViewKitStyle

/// The work-counter ratchet: each story's counted work (``WorkCounter``: views, nodes,
/// measures, draws, passes, and the bytes of its frame) kept in a text file in the repository,
/// and a check that fails when a count rises above its baseline by more than a margin. Counts
/// are the same on every machine and run, so the check is exact where timings are noise; a
/// change that makes rendering do more (an extra draw pass, a layout measured twice) fails it,
/// and one that does less is told to lower the baseline so the gain is kept.
///
/// The file: a header line naming the counts, then a line per story, `<id> <count> <count> …`
/// in the order of ``names``:
///
/// ```text
/// # viewkit-work 1: id views nodes measures draws passes bytes
/// button/primary-normal 9 7 11 7 1 412
/// ```
///
/// The benchmark cases' work is kept the same way (`swift run Benchmarks work`), a line per
/// case, with a seventh count where a program counts its heap allocations
/// (`# viewkit-work 1: id views nodes measures draws passes bytes allocations`). A count that
/// one side of a comparison lacks is not compared.
public struct WorkBaseline: Sendable, Equatable {
  /// The counts a line can hold, in order: the first six always, `allocations` only where a
  /// program can count them.
  public static let names = ["views", "nodes", "measures", "draws", "passes", "bytes", "allocations"]
  /// The counts every line holds: all of ``names`` but `allocations`.
  public static let counted = names.count - 1
  /// The file's first line when its lines hold the six counts every program counts.
  public static let header = header(columns: counted)

  /// The file's first line when its lines hold the first `columns` of ``names``.
  ///
  /// - Parameter columns: how many counts each line holds (``counted`` or `names.count`).
  /// - Returns: the line.
  public static func header(columns: Int) -> String {
    "# viewkit-work 1: id " + names.prefix(columns).joined(separator: " ")
  }
  /// How far a count may rise before the check fails: 10% of the baseline, and at least 2
  /// (``slack``); the number of passes may not rise at all.
  public static let margin = 0.10
  /// The rise always allowed, so a small count can move by one or two.
  public static let slack = 2

  /// Each story's counts, in the order of ``names``.
  public var counts: [String: [Int]]

  /// A baseline of these counts.
  ///
  /// - Parameter counts: each story's counts, in the order of ``names``.
  public init(counts: [String: [Int]] = [:]) { self.counts = counts }

  /// A story's counts, as the file holds them: drawn in `theme` at its default size and
  /// arguments, with the bytes of the frame as truecolor ANSI text.
  ///
  /// - Parameters:
  ///   - story: the story.
  ///   - theme: the theme it is drawn in.
  ///   - allocations: the calling thread's heap allocations so far, where the program counts
  ///     them (`Storybook.allocations`): the story is then drawn once uncounted first, and what
  ///     the counted drawing and its bytes allocated is the seventh count.
  /// - Returns: its counts, in the order of ``names``.
  public static func measure(_ story: Story, theme: Theme, allocations: (() -> Int?)? = nil) -> [Int] {
    func draw(_ counter: WorkCounter?) -> Int {
      var environment = EnvironmentValues()
      environment.theme = theme
      environment.colorProfile = .truecolor
      environment.workCounter = counter
      let canvas = Renderer.render(story.view(), size: story.layout.defaultSize, environment: environment)
      return canvas.ansiBytes(.styled(.truecolor)).count
    }
    // Where allocations are counted, drawn once uncounted first: what a first drawing
    // allocates once (type metadata, caches) is no story's work. The other counts are the
    // same at every drawing.
    if allocations != nil { _ = draw(nil) }
    return counts(allocations: allocations ?? { nil }, of: draw)
  }

  /// The counts of one counted run of `work`: what its ``WorkCounter`` counted, the number it
  /// returns (its bytes), and, where `allocations` counts, the calling thread's heap
  /// allocations during it.
  ///
  /// - Parameters:
  ///   - allocations: the calling thread's heap allocations so far; nil where not counted.
  ///   - work: the run, counting into the counter it is given; returns its bytes.
  /// - Returns: the counts, in the order of ``names``.
  public static func counts(allocations: () -> Int?, of work: (WorkCounter) -> Int) -> [Int] {
    let counter = WorkCounter()
    let before = allocations()
    let bytes = work(counter)
    let allocated = allocations().flatMap { after in before.map { after - $0 } }
    return counter.counts.map(\.value) + [bytes] + (allocated.map { [$0] } ?? [])
  }

  /// Every story's counts.
  ///
  /// - Parameters:
  ///   - registry: the stories.
  ///   - theme: the theme they are drawn in.
  ///   - allocations: the calling thread's heap allocations so far, where the program counts
  ///     them (each story is drawn as the one-story `measure` draws it).
  /// - Returns: the baseline they make.
  public static func measure(
    _ registry: StoryRegistry, theme: Theme, allocations: (() -> Int?)? = nil
  ) -> WorkBaseline {
    var counts: [String: [Int]] = [:]
    for story in registry.stories {
      counts[story.id] = measure(story, theme: theme, allocations: allocations)
    }
    return WorkBaseline(counts: counts)
  }

  /// Whether every line holds allocations (and there is a line).
  public var countsAllocations: Bool {
    !counts.isEmpty && counts.values.allSatisfy { $0.count >= Self.names.count }
  }

  /// Whether the baseline file's first line names allocations, read even when a later line is
  /// broken: a run that cannot count them must not write over it. False when it cannot be read.
  ///
  /// - Parameter path: the baseline file.
  /// - Returns: true when its header is the seven-count one.
  public static func namesAllocations(path: String) -> Bool {
    guard case .success(let text) = TextFile.read(path, limit: maximumFileSize) else { return false }
    return text.hasPrefix(header(columns: names.count) + "\n")
  }

  /// Why a `work --update` must not write `measured` over the file at `path`: the file names
  /// allocations and this run counted none, so writing would drop them. nil when it may write.
  ///
  /// - Parameters:
  ///   - measured: this run's counts.
  ///   - path: the baseline file.
  ///   - shown: its name in messages.
  ///   - program: the program's name, in the update command the message names.
  /// - Returns: the message, or nil.
  public static func updateRefusal(
    _ measured: WorkBaseline, path: String, shown: String, program: String
  ) -> String? {
    guard !measured.countsAllocations && namesAllocations(path: path) else { return nil }
    return "\(program): \(shown) holds allocations, which this build does not count; update it from "
      + "a debug build on glibc (`swift run \(program) work --update`)"
  }

  /// Reads a baseline file's text.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - file: its name, for messages.
  /// - Returns: the baseline, or a message naming the file and line of the first problem.
  public static func parse(_ text: String, file: String) -> Result<WorkBaseline, WorkBaselineError> {
    var counts: [String: [Int]] = [:]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = lines.first.map(String.init)
    guard let columns = (counted...names.count).first(where: { header(columns: $0) == first }) else {
      return .failure(
        WorkBaselineError(
          "\(file):1: the first line must be \"\(header)\" or, with allocations, "
            + "\"\(header(columns: names.count))\""))
    }
    for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let fields = line.split(separator: " ")
      let values = fields.dropFirst().compactMap { Int($0) }.filter { $0 >= 0 }
      guard fields.count == columns + 1, values.count == columns, let id = fields.first else {
        return .failure(
          WorkBaselineError(
            "\(file):\(index + 1): expected an id and \(columns) whole numbers "
              + "(\(names.prefix(columns).joined(separator: ", ")))"))
      }
      guard counts[String(id)] == nil else {
        return .failure(
          WorkBaselineError("\(file):\(index + 1): \(Sanitizer.sanitizeLine(String(id))) is listed twice"))
      }
      counts[String(id)] = values
    }
    return .success(WorkBaseline(counts: counts))
  }

  /// The largest baseline file ``read(path:shown:)`` reads: 4 MiB, as for a golden file.
  public static let maximumFileSize = 4 << 20

  /// Reads a baseline file as goldens are read (no link followed, no FIFO waited on, at most
  /// ``maximumFileSize`` bytes), then its text (``parse(_:file:)``).
  ///
  /// - Parameters:
  ///   - path: the baseline file.
  ///   - shown: its name in messages.
  /// - Returns: the baseline, or what stopped it: ``WorkBaselineError/isUnreadable`` when the
  ///   file could not be read at all (a caller says how to write one).
  public static func read(path: String, shown: String) -> Result<WorkBaseline, WorkBaselineError> {
    switch TextFile.read(path, limit: maximumFileSize) {
    case .failure(let problem):
      let reason = problem.reason(limit: maximumFileSize, kind: "a work baseline")
      var problem = WorkBaselineError("cannot read the work baseline \(shown): \(reason)")
      problem.isUnreadable = true
      return .failure(problem)
    case .success(let text):
      return parse(text, file: shown)
    }
  }

  /// The file's text: the header, then the stories sorted by id. The lines hold
  /// `allocations` when every one of them counts it, and the six other counts otherwise.
  public var text: String {
    let columns = countsAllocations ? Self.names.count : Self.counted
    return
      ([Self.header(columns: columns)]
      + counts.keys.sorted().map { id in
        ([id] + (counts[id] ?? []).prefix(columns).map(String.init)).joined(separator: " ")
      })
      .joined(separator: "\n") + "\n"
  }

  /// What the check found.
  public struct Comparison: Sendable, Equatable {
    /// Counts above their baseline by more than the margin: the check fails.
    public var rises: [String] = []
    /// Stories (or cases) with no baseline yet: the check fails until the baseline is updated.
    public var missing: [String] = []
    /// Baselines of stories (or cases) that no longer exist.
    public var stale: [String] = []
    /// Counts below their baseline by more than the margin: worth a lower baseline.
    public var drops: [String] = []

    /// Whether the check passes.
    public var passes: Bool { rises.isEmpty && missing.isEmpty && stale.isEmpty }

    /// Why the check fails, a line each, inert: each rise, each story without a baseline, each
    /// baseline without a story.
    public var problems: [String] {
      rises.map { "more work: \(Sanitizer.sanitizeLine($0))" }
        + missing.map { "no baseline for \(Sanitizer.sanitizeLine($0))" }
        + stale.map { "a baseline for nothing measured: \(Sanitizer.sanitizeLine($0))" }
    }
  }

  /// Compares measured counts with this baseline.
  ///
  /// - Parameter measured: the counts of this run.
  /// - Returns: the rises, missing and stale stories, and drops.
  public func compare(_ measured: WorkBaseline) -> Comparison {
    var result = Comparison()
    for id in measured.counts.keys.sorted() {
      guard let base = counts[id] else {
        result.missing.append(id)
        continue
      }
      let now = measured.counts[id] ?? []
      for (index, name) in Self.names.enumerated() where index < base.count && index < now.count {
        // Passes are exact: one more is a whole extra resolve, layout and draw.
        let allowed =
          name == "passes" ? 0 : max(Int((Double(base[index]) * Self.margin).rounded(.up)), Self.slack)
        // Differences, not sums: counts are never negative, so a count near `Int.max` in a
        // hostile file cannot overflow.
        if now[index] - base[index] > allowed {
          result.rises.append("\(id): \(name) \(base[index]) → \(now[index])")
        } else if base[index] - now[index] > allowed {
          result.drops.append("\(id): \(name) \(base[index]) → \(now[index])")
        }
      }
    }
    result.stale = counts.keys.filter { measured.counts[$0] == nil }.sorted()
    return result
  }
}

extension WorkBaseline {
  /// A `work` command's check, as `Storybook work` and `Benchmarks work` run it: reads the
  /// baseline file, compares `measured` with it, and says what it found, a line per call of
  /// `output` or `error`.
  ///
  /// - Parameters:
  ///   - measured: this run's counts.
  ///   - path: the baseline file.
  ///   - shown: its name in messages.
  ///   - program: the program's name, before each problem and in the update command it names.
  ///   - noun: what a line counts (`stories`, `cases`).
  ///   - output: takes each line of the report.
  ///   - error: takes each problem.
  /// - Returns: the exit status: 0 within the baseline, 1 a rise, a line without a baseline or
  ///   a baseline without a line, 2 a file that cannot be read.
  public static func check(
    _ measured: WorkBaseline, against path: String, shown: String, program: String, noun: String,
    output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    let baseline: WorkBaseline
    switch read(path: path, shown: shown) {
    case .failure(let problem):
      error(
        "\(program): \(problem.description)"
          + (problem.isUnreadable ? "; write one with `swift run \(program) work --update`" : ""))
      return 2
    case .success(let read): baseline = read
    }
    // A count one side lacks is not compared; say so where it is allocations.
    if !measured.countsAllocations && baseline.countsAllocations {
      output("Allocations are not counted in this build (only in a debug build on glibc).")
    } else if measured.countsAllocations && !baseline.countsAllocations {
      output("The baseline holds no allocations: `swift run \(program) work --update` records them.")
    }
    let comparison = baseline.compare(measured)
    for problem in comparison.problems { error("\(program): \(problem)") }
    for drop in comparison.drops { output("less work: \(Sanitizer.sanitizeLine(drop))") }
    output(
      "Work: \(measured.counts.count) \(noun) "
        + (comparison.passes ? "within the baseline" : "\(comparison.problems.count) problem(s)")
        + " (a count may rise by 10%, at least \(slack); passes not at all)"
        + (comparison.drops.isEmpty
          ? "" : "; \(comparison.drops.count) fell: keep the gain with `work --update`")
        + (comparison.passes ? "." : "; if the change is meant, `swift run \(program) work --update`."))
    return comparison.passes ? 0 : 1
  }
}

/// A baseline file that cannot be read, with the file and line.
public struct WorkBaselineError: Error, Sendable, CustomStringConvertible {
  /// The message.
  public let description: String
  /// Whether the file could not be read at all (rather than read and found wrong).
  public internal(set) var isUnreadable = false

  /// A problem, as said.
  init(_ description: String) { self.description = description }
}
