import Foundation

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

/// How many iterations a fuzz test runs: `standard` (a few seconds in `swift test`), or
/// `VIEWKIT_FUZZ_ITERATIONS` when set, for a long run.
///
/// - Parameter standard: the number of iterations for an ordinary test run.
/// - Returns: the number of iterations to run.
public func fuzzIterations(_ standard: Int) -> Int {
  ProcessInfo.processInfo.environment["VIEWKIT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? standard
}
