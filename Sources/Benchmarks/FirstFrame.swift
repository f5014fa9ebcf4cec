import ViewKit
import ViewKitPlatform

/// `Benchmarks first-frame`: how long a program takes, in a pseudo-terminal that never answers
/// the capability probe, from the first byte it writes to its first frame (the first
/// synchronized-output update).
extension BenchmarkCLI {
  /// Measures `runs` starts of `program` (with `arguments`); JSON with every time in
  /// milliseconds, the median and the slowest, or nil with a reason.
  static func firstFrame(program: String, arguments: [String], runs: Int) -> Result<String, FirstFrameFailure>
  {
    var times: [Double] = []
    for _ in 0..<runs {
      switch firstFrameOnce(program: program, arguments: arguments) {
      case .success(let time): times.append(time)
      case .failure(let failure): return .failure(failure)
      }
    }
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2]
    let shown = times.map(format3).joined(separator: ", ")
    return .success(
      "{\"program\": \"\(program)\", \"runs\": \(runs), \"first_frame_ms\": [\(shown)], "
        + "\"median_ms\": \(format3(median)), \"max_ms\": \(format3(sorted.last ?? 0))}")
  }

  /// A number with three decimals (`null` for one that is not finite, as JSON has no infinity,
  /// or beyond a thousand million million).
  static func format3(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "null" }
    let thousandths = Int((abs(value) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return (value < 0 && thousandths > 0 ? "-" : "") + "\(thousandths / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Why a measurement could not be made.
  enum FirstFrameFailure: Error, CustomStringConvertible {
    case noTerminal
    case cannotStart(String)
    case noFrame(String)

    var description: String {
      switch self {
      case .noTerminal: return "no pseudo-terminal could be opened"
      case .cannotStart(let program): return "\(Sanitizer.sanitizeLine(program)) could not be started"
      case .noFrame(let program): return "\(Sanitizer.sanitizeLine(program)) drew no frame within 5 seconds"
      }
    }
  }

  private static func firstFrameOnce(program: String, arguments: [String]) -> Result<
    Double, FirstFrameFailure
  > {
    guard let pty = Platform.openPseudoTerminal() else { return .failure(.noTerminal) }
    defer { Platform.closeFile(pty.primary) }
    // TERM says the terminal is worth asking, so the program asks and waits for no answer.
    let command = ["env", "TERM=xterm-256color", "COLORTERM=truecolor", program] + arguments
    guard let child = Platform.spawnOnTerminal("/usr/bin/env", command, terminal: pty.secondary) else {
      Platform.closeFile(pty.secondary)
      return .failure(.cannotStart(program))
    }
    Platform.closeFile(pty.secondary)
    defer {
      _ = Array("\u{03}q".utf8).withUnsafeBytes { Platform.writeAll(pty.primary, $0) }
      // Drain until the child closes its end, so it never blocks on a full terminal.
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var fds = [PollDescriptor(fd: pty.primary, events: Platform.PollEvent.input, revents: 0)]
      while Platform.pollDescriptors(&fds, timeout: 2_000) > 0,
        Platform.readBytes(pty.primary, &buffer, buffer.count) > 0
      {}
      _ = Platform.waitForChild(child)
    }
    var seen: [UInt8] = []
    var first: UInt64?
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let marker = Array("\u{1B}[?2026h".utf8)
    let deadline = monotonicNanoseconds() + 5_000_000_000
    while monotonicNanoseconds() < deadline {
      var fds = [PollDescriptor(fd: pty.primary, events: Platform.PollEvent.input, revents: 0)]
      guard Platform.pollDescriptors(&fds, timeout: 50) > 0 else { continue }
      let count = Platform.readBytes(pty.primary, &buffer, buffer.count)
      guard count > 0 else { break }
      let now = monotonicNanoseconds()
      if first == nil { first = now }
      seen += buffer[..<count]
      if seen.count >= marker.count, contains(seen, marker), let first {
        return .success(Double(now - first) / 1_000_000)
      }
    }
    return .failure(.noFrame(program))
  }

  private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
    guard bytes.count >= marker.count else { return false }
    for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
      if Array(bytes[start..<start + marker.count]) == marker { return true }
    }
    return false
  }
}
