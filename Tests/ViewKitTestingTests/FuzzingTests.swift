import Foundation
import Testing

@testable import ViewKitDriver

@Suite struct FuzzingTests {
  @Test func theSameSeedGivesTheSameSequence() {
    var first = SeededRandom(seed: 42)
    var second = SeededRandom(seed: 42)
    var other = SeededRandom(seed: 43)
    let a = (0..<8).map { _ in first.next() }
    let b = (0..<8).map { _ in second.next() }
    let c = (0..<8).map { _ in other.next() }
    #expect(a == b)
    #expect(a != c)
  }

  @Test func aBudgetStopsAtItsCount() {
    var budget = FuzzBudget(50, seconds: 60, minimum: 10, environment: [:])
    var runs = 0
    while budget.next() { runs += 1 }
    #expect(runs == 50 && budget.count == 50)
    let more = budget.next()
    #expect(!more, "and stays stopped")
  }

  @Test func aSpentBudgetStillRunsItsMinimum() {
    // No time at all: the minimum runs, nothing past it.
    var budget = FuzzBudget(1_000, seconds: 0, minimum: 25, environment: [:])
    var runs = 0
    while budget.next() { runs += 1 }
    #expect(runs == 25)
    var small = FuzzBudget(5, seconds: 0, minimum: 25, environment: [:])
    runs = 0
    while small.next() { runs += 1 }
    #expect(runs == 5, "the minimum is at most the count")
  }

  @Test func aLongRunTakesItsCountAndNoTimeLimit() {
    var budget = FuzzBudget(10, seconds: 0, minimum: 1, environment: ["VIEWKIT_FUZZ_ITERATIONS": "300"])
    var runs = 0
    while budget.next() { runs += 1 }
    #expect(runs == 300 && budget.duration == nil)
    #expect(fuzzIterations(7, environment: [:]) == 7)
  }
}

extension FuzzingTests {
  @Test func aScaledRunMultipliesEveryStandardCount() {
    #expect(fuzzIterations(200, environment: ["VIEWKIT_FUZZ_SCALE": "5"]) == 1_000)
    #expect(
      fuzzIterations(200, environment: ["VIEWKIT_FUZZ_SCALE": "5", "VIEWKIT_FUZZ_ITERATIONS": "3"]) == 3)
    for ignored in ["0", "-2", "x", "10001"] {
      #expect(fuzzIterations(200, environment: ["VIEWKIT_FUZZ_SCALE": ignored]) == 200, "\(ignored)")
    }
    var budget = FuzzBudget(4, seconds: 0, minimum: 1, environment: ["VIEWKIT_FUZZ_SCALE": "3"])
    var runs = 0
    while budget.next() { runs += 1 }
    #expect(runs == 12)
  }
}
