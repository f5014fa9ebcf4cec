import ViewKit
import ViewKitPlatform

/// The `Benchmarks` command line: the dashboard workload of `shared/bench/README.md` and
/// ViewKit's own cases. Kept out of `main.swift` so tests can call it.
enum BenchmarkCLI {
  static let usage = """
    usage: Benchmarks dashboard frame|frame2        the frame as truecolor ANSI text
           Benchmarks dashboard styles              the frame's styled runs
           Benchmarks dashboard bench N             time N renders (JSON)
           Benchmarks dashboard diff DIR            write the diff renderer's bytes to DIR
           Benchmarks keys N                        press N keys in a running app, most of them
                                                    changing nothing; the peak memory (JSON)
           Benchmarks first-frame [--runs N] PROGRAM [ARG...]
                                                    start PROGRAM N times (10) in a pseudo-terminal
                                                    that never answers; milliseconds from its first
                                                    byte to its first frame (JSON)
           Benchmarks work [--update] [--file PATH]
                                                    count what each case that draws makes the
                                                    renderer do, against its baseline (the work
                                                    ratchet); --update writes the counts
           Benchmarks [--json] [--iterations N] [--case TEXT]
                                                    every case (or those whose name contains
                                                    TEXT), as a table or JSON lines
    """

  /// Runs a command; returns the exit status. `output` gets exactly the text to print: a frame
  /// has no trailing newline, every other answer ends with one.
  static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) -> Int32 {
    if arguments.first == "dashboard" {
      return dashboard(Array(arguments.dropFirst()), output: output, error: error)
    }
    if arguments.first == "first-frame" {
      var rest = Array(arguments.dropFirst())
      var runs = 10
      if rest.first == "--runs" {
        guard rest.count >= 2, let count = Int(rest[1]), (1...1000).contains(count) else {
          error("Benchmarks: --runs needs a whole number from 1 to 1000\n" + usage)
          return 2
        }
        runs = count
        rest.removeFirst(2)
      }
      guard let program = rest.first else {
        error("Benchmarks: first-frame needs a program to start\n" + usage)
        return 2
      }
      return report(
        firstFrame(program: program, arguments: Array(rest.dropFirst()), runs: runs), output, error)
    }
    if arguments.first == "work" {
      return work(Array(arguments.dropFirst()), output: output, error: error)
    }
    if arguments.first == "keys" {
      guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else {
        error("Benchmarks: keys needs a whole number of keys above 0\n" + usage)
        return 2
      }
      output(keys(count) + "\n")
      return 0
    }
    var json = false
    var iterations = 200
    var filter: String?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--json": json = true
      case "--iterations":
        guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
          error("Benchmarks: --iterations needs a whole number above 0\n" + usage)
          return 2
        }
        iterations = count
        index += 1
      case "--case":
        guard index + 1 < arguments.count else {
          error("Benchmarks: --case needs part of a case's name\n" + usage)
          return 2
        }
        filter = arguments[index + 1]
        index += 1
      case "-h", "--help":
        output(usage + "\n")
        return 0
      case "goldens":
        error(
          "Benchmarks: the golden suite at scale is `swift run -c release Storybook snapshots scale` now\n")
        return 2
      default:
        error("Benchmarks: unknown argument \"\(Sanitizer.sanitizeLine(arguments[index]))\"\n" + usage)
        return 2
      }
      index += 1
    }
    let cases = Case.all.filter { filter == nil || $0.name.contains(filter ?? "") }
    guard !cases.isEmpty else {
      error("Benchmarks: no case's name contains \"\(Sanitizer.sanitizeLine(filter ?? ""))\"\n" + usage)
      return 2
    }
    let results = cases.map { $0.measure(iterations: iterations) }
    if json {
      for result in results { output(result.json + "\n") }
    } else {
      output(Measurement.table(results) + "\n")
    }
    return 0
  }

  /// Presses `count` keys in the browsing screen, each drawn: nine in ten are ↑ at the top of
  /// the list (nothing changes, the frame is drawn again), one in ten moves the selection down
  /// and back. Memory must not grow with the keys: `keys 100000` peaks where `keys 1000` does.
  static func keys(_ count: Int) -> String {
    let model = BrowsingModel()
    let loop = AppLoop(size: Size(width: 100, height: 30), profile: .truecolor, theme: { .dark }) {
      BrowsingScreen(model: model)
    }
    _ = loop.render()
    let start = monotonicNanoseconds()
    for index in 0..<count {
      let key: Key = index % 10 == 8 ? .down : .up
      loop.receive(key.terminalBytes)
      _ = loop.render()
    }
    let perKey = (monotonicNanoseconds() - start) / UInt64(count)
    return "{\"keys\":\(count),\"peak_rss_kib\":\(Platform.peakResidentKiB()),\"ns_per_key\":\(perKey)}"
  }

  /// Prints a JSON line and returns 0, or says why not and returns 1.
  static func report<Failure: Error & CustomStringConvertible>(
    _ result: Result<String, Failure>, _ output: (String) -> Void, _ error: (String) -> Void
  ) -> Int32 {
    switch result {
    case .success(let json):
      output(json + "\n")
      return 0
    case .failure(let failure):
      error("Benchmarks: " + Sanitizer.sanitizeMessage(failure.description))
      return 1
    }
  }

  static func renderDashboard(frame: Int, counter: WorkCounter? = nil) -> Canvas {
    var environment = EnvironmentValues()
    environment.paintsSurface = false
    environment.workCounter = counter
    return Renderer.render(Dashboard(frame: frame), size: Dashboard.size, environment: environment)
  }

  static func dashboard(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) -> Int32 {
    switch (arguments.first, arguments.count) {
    case ("frame", 1):
      output(renderDashboard(frame: 1).ansiText(.styled(.truecolor)))
    case ("frame2", 1):
      output(renderDashboard(frame: 2).ansiText(.styled(.truecolor)))
    case ("styles", 1):
      output(styleRuns(renderDashboard(frame: 1)) + "\n")
    case ("bench", 2):
      guard let count = Int(arguments[1]), count > 0 else {
        error("Benchmarks: bench needs a whole number of iterations above 0")
        return 2
      }
      let warmup = Platform.environmentValue("PEER_WARMUP").flatMap { Int($0) } ?? count / 10
      var bytes = 0
      for _ in 0..<warmup { bytes = renderDashboard(frame: 1).ansiBytes(.styled(.truecolor)).count }
      var samples: [UInt64] = []
      samples.reserveCapacity(count)
      for _ in 0..<count {
        let start = monotonicNanoseconds()
        bytes = renderDashboard(frame: 1).ansiBytes(.styled(.truecolor)).count
        samples.append(monotonicNanoseconds() - start)
      }
      let list = samples.map(String.init).joined(separator: ",")
      output("{\"peer\":\"viewkit\",\"unit\":\"ns\",\"samples\":[\(list)],\"frame_bytes\":\(bytes)}\n")
    case ("diff", 2):
      let directory = arguments[1]
      let first = renderDashboard(frame: 1)
      let second = renderDashboard(frame: 2)
      let frameBytes = FrameDiff.update(from: nil, to: first, profile: .truecolor, synchronized: true)
      let updateBytes = FrameDiff.update(from: first, to: second, profile: .truecolor, synchronized: true)
      // The same frame drawn again, as an idle app's next frame: nothing to write at all.
      let unchangedBytes = FrameDiff.update(
        from: second, to: renderDashboard(frame: 2), profile: .truecolor, synchronized: true)
      if let problem = makeFolder(directory)
        ?? write(frameBytes, to: directory + "/viewkit.frame1.ansi")
        ?? write(updateBytes, to: directory + "/viewkit.update.ansi")
      {
        error("Benchmarks: cannot write to \(Sanitizer.sanitizeLine(directory)): \(problem)")
        return 1
      }
      output(
        "{\"peer\":\"viewkit\",\"frame_bytes\":\(frameBytes.count),\"update_bytes\":\(updateBytes.count),"
          + "\"unchanged_bytes\":\(unchangedBytes.count)}\n")
    default:
      error("Benchmarks: unknown dashboard command\n" + usage)
      return 2
    }
    return 0
  }

  /// Nanoseconds on the monotonic clock.
  static func monotonicNanoseconds() -> UInt64 {
    Platform.monotonicNanoseconds()
  }

  /// Creates a folder and its parents; the problem, if any.
  static func makeFolder(_ path: String) -> String? {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/" + part
      if Platform.makeDirectory(built, 0o755) != 0 && Platform.lastError != Platform.ErrorCode.exists {
        return Platform.errorText(Platform.lastError)
      }
    }
    return nil
  }

  /// Writes bytes to a file, replacing it whole: into a new file beside it
  /// (`.<name>.<pid>.tmp`, created exclusively), every byte checked, flushed and closed, then
  /// renamed over the path. A failed write (a full disk) leaves the old file or none, never a
  /// truncated one that looks complete, and the temporary is removed. The problem, if any.
  static func write(_ bytes: [UInt8], to path: String) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = folder + ".\(name).\(Platform.processID()).tmp"
    let file = Platform.openFile(
      temporary,
      Platform.OpenFlag.writeOnly | Platform.OpenFlag.create | Platform.OpenFlag.exclusive
        | Platform.OpenFlag.closeOnExec, 0o644)
    guard file >= 0 else { return Platform.errorText(Platform.lastError) }
    var failure = bytes.withUnsafeBytes { Platform.writeAll(file, $0) }
    if failure == nil && Platform.syncFile(file) != 0 { failure = Platform.lastError }
    if Platform.closeFile(file) != 0 && failure == nil { failure = Platform.lastError }
    if failure == nil && Platform.renameFile(temporary, path) != 0 { failure = Platform.lastError }
    guard let failure else { return nil }
    Platform.removeFile(temporary)
    return Platform.errorText(failure)
  }

  /// Styled runs in the format of `shared/bench/dashboard-styles.txt`.
  static func styleRuns(_ canvas: Canvas) -> String {
    var lines: [String] = []
    for y in 0..<canvas.height {
      var x = 0
      while x < canvas.width {
        let style = canvas.style(x: x, y: y)
        var end = x + 1
        while end < canvas.width && canvas.style(x: end, y: y) == style { end += 1 }
        if style != .plain {
          var parts: [String] = style.attributes.names
          if case .rgb(let rgb) = style.foreground.kind { parts.append("fg=" + rgb.hex.dropFirst()) }
          if case .rgb(let rgb) = style.background.kind { parts.append("bg=" + rgb.hex.dropFirst()) }
          let text = (x..<end).map { canvas.grapheme(x: $0, y: y) }.joined()
          lines.append("row \(y) cols \(x)-\(end - 1) \(parts.joined(separator: " ")) \"\(text)\"")
        }
        x = end
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// One benchmark case.
struct Case: Sendable {
  var name: String
  /// Whether the case draws views, so that its work can be counted (`Benchmarks work`).
  var renders = true
  /// One iteration: the counter (nil when timing) goes into the environment of what it draws;
  /// returns a number that depends on the work (bytes, lines), so none of it is optimised away.
  var work: @Sendable (WorkCounter?) -> Int

  static let longDocument: String = (0..<200).map { index in
    "Paragraph \(index): ViewKit wraps 日本語テキスト, emoji such as 👍🏽 and 🇯🇵, and plain ASCII words "
      + "greedily at spaces, breaking between wide characters when it has to."
  }.joined(separator: " ")

  /// Frames 1 and 2 of the dashboard, drawn once.
  static let dashboardFrames = (
    BenchmarkCLI.renderDashboard(frame: 1), BenchmarkCLI.renderDashboard(frame: 2)
  )

  /// Every case, made anew at each use: a case that keeps state (a log, a document, an app)
  /// starts from the same state each time.
  static var all: [Case] {
    [
      Case(name: "dashboard frame (build + render + ANSI)") {
        BenchmarkCLI.renderDashboard(frame: 1, counter: $0).ansiBytes(.styled(.truecolor)).count
      },
      // What an update costs beyond drawing the new frame: the cell diff and its bytes (both
      // frames are drawn once, outside the timing).
      Case(name: "dashboard update (diff frame 1 -> 2)", renders: false) { _ in
        FrameDiff.update(from: dashboardFrames.0, to: dashboardFrames.1, profile: .truecolor).count
      },
      Case(name: "dashboard frame 2 + diff (an app's update)") {
        FrameDiff.update(
          from: dashboardFrames.0, to: BenchmarkCLI.renderDashboard(frame: 2, counter: $0),
          profile: .truecolor
        )
        .count
      },
      Case(name: "load the built-in themes (resolver, 4 contexts)", renders: false) { _ in
        Theme.loadBuiltIn().themes.count
      },
      // What a program pays instead at its first use of a built-in theme (Theme.builtIn).
      Case(name: "read the compiled built-in themes", renders: false) { _ in
        Theme.readCompiledBuiltIn()?.count ?? 0
      },
      // A hostile resolver document: one set naming base 998 times, 256 contexts (63–105 s before
      // a source was merged once).
      Case(name: "check a resolver document naming one file 998 times, 256 contexts", renders: false) { _ in
        let files = Dictionary(uniqueKeysWithValues: Theme.builtInFiles.map { ($0.name, $0.text) })
        return ThemeLoader.loadResolver(text: repeatedSourceDocument, file: "many.resolver.json") {
          (files[$0], $0)
        }
        .diagnostics.count
      },
      Case(name: "list frame, 100 rows (80x24)") { listFrame(rows: 100, counter: $0) },
      Case(name: "list frame, 10,000 rows (80x24)") { listFrame(rows: 10_000, counter: $0) },
      Case(name: "table 100 rows") { tableFrame(rows: 100, counter: $0) },
      Case(name: "table 100000 rows") { tableFrame(rows: 100_000, counter: $0) },
      Case(name: "wrap 200 mixed-script paragraphs at 80", renders: false) { _ in
        TextLayout.wrap(Glyph.glyphs(of: longDocument), width: 80).count
      },
      Case(name: "display width of mixed-script text", renders: false) { _ in
        DisplayWidth.of(longDocument)
      },
    ] + interaction + components + textArea + tree
  }

  /// One set naming `base.tokens.json` 998 times and a theme modifier of 256 contexts, each over
  /// base and dark: the shape of a document an adversarial run found.
  static let repeatedSourceDocument: String = {
    let base = Array(repeating: #"{"$ref": "base.tokens.json"}"#, count: 998).joined(separator: ", ")
    let contexts = (0..<256).map {
      #""c\#($0)": [{"$ref": "base.tokens.json"}, {"$ref": "dark.tokens.json"}]"#
    }
    return #"{"version": "2025.10", "sets": {"base": {"sources": [\#(base)]}}, "#
      + #""modifiers": {"theme": {"contexts": {\#(contexts.joined(separator: ", "))}}}, "#
      + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
  }()

  /// A view drawn in an 80x24 frame, its work counted by `counter`, encoded as ANSI: the bytes.
  static func frameBytes<V: View>(_ view: V, counter: WorkCounter?) -> Int {
    var environment = EnvironmentValues()
    environment.workCounter = counter
    return Renderer.render(view, size: Size(width: 80, height: 24), environment: environment)
      .ansiBytes(.styled(.truecolor)).count
  }

  /// A focused list in an 80x24 frame with the selection in the middle, encoded as ANSI.
  static func listFrame(rows: Int, counter: WorkCounter? = nil) -> Int {
    let view = List(count: rows, state: ListState(selection: rows / 2)) { index in
      Text("Row \(index): a message subject that is long enough to be cut at the edge of the screen")
    }
    .focused()
    return frameBytes(view, counter: counter)
  }

  static let tableColumns = [
    Table.Column("Subject", width: .flexible(min: 12)),
    Table.Column("From", width: .fraction(0.2, min: 8, max: 16)),
    Table.Column("Size", width: .fixed(7), alignment: .trailing), Table.Column("Date", width: .fixed(10)),
  ]

  /// A focused, sorted table of four columns in an 80x24 frame with the cursor in the middle,
  /// encoded as ANSI.
  static func tableFrame(rows: Int, counter: WorkCounter? = nil) -> Int {
    let view = Table(
      rows: rows, columns: tableColumns, state: TableState(cursor: rows / 2), sort: Table.Sort(column: 2)
    ) { row, column in
      switch column {
      case 0: return "Row \(row): a message subject that is long enough to be cut at its column's edge"
      case 1: return "sender\(row % 97)@example.com"
      case 2: return "\(row % 9_973) kB"
      default: return "2026-11-\(row % 28 + 1)"
      }
    }
    .focused()
    return frameBytes(view, counter: counter)
  }

  func measure(iterations: Int) -> Measurement {
    var checksum = 0
    for _ in 0..<max(1, iterations / 10) { checksum &+= work(nil) }
    var samples: [UInt64] = []
    for _ in 0..<iterations {
      let start = BenchmarkCLI.monotonicNanoseconds()
      checksum &+= work(nil)
      samples.append(BenchmarkCLI.monotonicNanoseconds() - start)
    }
    samples.sort()
    return Measurement(
      name: name, median: samples[samples.count / 2], p90: samples[samples.count * 9 / 10],
      checksum: checksum)
  }
}

/// The timing of one case.
struct Measurement {
  var name: String
  var median: UInt64
  var p90: UInt64
  var checksum: Int

  var json: String {
    "{\"case\":\"\(name)\",\"unit\":\"ns\",\"median\":\(median),\"p90\":\(p90)}"
  }

  static func table(_ results: [Measurement]) -> String {
    let width = results.map(\.name.count).max() ?? 10
    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    /// Microseconds with one decimal, right-aligned in 12 columns.
    func micros(_ nanoseconds: UInt64) -> String {
      let tenths = (nanoseconds + 50) / 100
      let text = "\(tenths / 10).\(tenths % 10)"
      return String(repeating: " ", count: max(0, 12 - text.count)) + text
    }
    var lines = [padded("case", width) + "   median µs      p90 µs"]
    for result in results {
      lines.append(padded(result.name, width) + micros(result.median) + micros(result.p90))
    }
    return lines.joined(separator: "\n")
  }
}
