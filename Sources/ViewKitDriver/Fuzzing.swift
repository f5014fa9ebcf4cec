#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A seeded random number generator (SplitMix64) for fuzz tests that repeat exactly: the same
/// seed gives the same inputs on every machine and run.
///
/// ```swift
/// var random = SeededRandom(seed: 0x5EED)
/// for _ in 0..<fuzzIterations(1_000) {
///   let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
///   // feed them in, check invariants
/// }
/// ```
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: any number; the same seed gives the same sequence.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  ///
  /// - Returns: a uniformly distributed 64-bit value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many iterations a fuzz test runs: `standard` (a few seconds in `swift test`), or for a
/// long run `VIEWKIT_FUZZ_ITERATIONS` when set, else `standard` times `VIEWKIT_FUZZ_SCALE` when
/// set (`Scripts/fuzz.sh`).
///
/// - Parameters:
///   - standard: the number of iterations for an ordinary test run.
///   - environment: the process's environment variables.
/// - Returns: the number of iterations to run.
public func fuzzIterations(
  _ standard: Int, environment: [String: String] = ProcessInfo.processInfo.environment
) -> Int {
  longFuzzRun(standard, environment: environment) ?? standard
}

/// The iterations of a long run, from `VIEWKIT_FUZZ_ITERATIONS` or `VIEWKIT_FUZZ_SCALE`
/// (1 to 10,000); nil for an ordinary run.
func longFuzzRun(_ standard: Int, environment: [String: String]) -> Int? {
  if let count = environment["VIEWKIT_FUZZ_ITERATIONS"].flatMap(Int.init) { return max(0, count) }
  if let scale = environment["VIEWKIT_FUZZ_SCALE"].flatMap(Int.init), (1...10_000).contains(scale) {
    return max(0, standard).multipliedReportingOverflow(by: scale).partialValue
  }
  return nil
}

/// A fuzz test's iterations, bounded in number and in time: `swift test` stays fast on a slow
/// or busy machine while every seeded input it does run is the same on every machine. The
/// first `minimum` iterations always run (a budget can never make a test vacuous); after them
/// the loop ends at `standard` iterations or after `seconds`, whichever comes first. In a long
/// run (`Scripts/fuzz.sh`: `VIEWKIT_FUZZ_ITERATIONS` or `VIEWKIT_FUZZ_SCALE` set, see
/// ``fuzzIterations(_:environment:)``) all of its iterations run, with no time limit.
///
/// ```swift
/// var random = SeededRandom(seed: 0x5EED)
/// var budget = FuzzBudget(2_000, seconds: 1)
/// while budget.next() {
///   // one input, its invariants
/// }
/// ```
public struct FuzzBudget: Sendable {
  /// The most iterations this run makes.
  public let limit: Int
  /// The iterations that run whatever the time.
  public let minimum: Int
  /// The time after which no iteration past ``minimum`` starts; nil in a long run.
  public let duration: Duration?
  /// The iterations started so far.
  public private(set) var count = 0
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// A budget of `standard` iterations or `seconds`, whichever ends first, and never fewer
  /// than `minimum` iterations; a long run replaces both.
  ///
  /// - Parameters:
  ///   - standard: the most iterations of an ordinary test run.
  ///   - seconds: the time after which an ordinary run stops starting iterations.
  ///   - minimum: the iterations that always run (at most `standard`).
  ///   - environment: the process's environment variables.
  public init(
    _ standard: Int, seconds: Double = 1, minimum: Int = 20,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    start = clock.now
    if let long = longFuzzRun(standard, environment: environment) {
      limit = long
      self.minimum = limit
      duration = nil
    } else {
      limit = max(0, standard)
      self.minimum = min(max(0, minimum), limit)
      duration = .milliseconds(Int(max(0, seconds) * 1000))
    }
  }

  /// Whether another iteration runs; counts it when it does.
  ///
  /// - Returns: true to run one more iteration.
  public mutating func next() -> Bool {
    guard count < limit else { return false }
    if count >= minimum, let duration, clock.now - start >= duration { return false }
    count += 1
    return true
  }
}
