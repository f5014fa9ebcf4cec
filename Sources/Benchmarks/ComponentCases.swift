import ViewKit

/// A log and the state of its view, kept from one iteration to the next.
final class LogBench: @unchecked Sendable {
  var log: LogLines
  var next = 0

  /// A full log of `lines` lines: every append drops the oldest, so each iteration costs the same.
  init(lines: Int) {
    log = LogLines(limit: lines)
    for index in 0..<lines { log.append(Self.line(index)) }
    next = lines
  }

  static func line(_ index: Int) -> String {
    "10:\(index % 60):\(index % 60) GET /api/posts/\(index % 97) 200 \(index % 13) ms, a line long enough to be cut"
  }

  /// Appends one line and draws the log view following it in an 80x24 frame, as ANSI.
  func appendAndDraw(counter: WorkCounter?) -> Int {
    log.append(Self.line(next))
    next += 1
    let view = LogView(log, state: .constant(LogViewState()))
    return Case.frameBytes(view, counter: counter)
  }
}

extension Case {
  /// The new components' cases: each large one should cost what its small one does.
  static var components: [Case] {
    [
      Case(name: "log-view append 100") { smallLog.appendAndDraw(counter: $0) },
      Case(name: "log-view append 100000") { largeLog.appendAndDraw(counter: $0) },
    ]
  }

  // Made at a case's first run (its warm-up), so that listing or filtering the cases builds no
  // 100,000-line log (seconds in a debug build).
  static let smallLog = LogBench(lines: 100)
  static let largeLog = LogBench(lines: 100_000)
}
