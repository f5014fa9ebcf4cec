import Observation
import Synchronization
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable
final class Counter: @unchecked Sendable {
  var value = 0
  var unrelated = 0
}

struct CounterView: View {
  let model: Counter
  var body: some View { Text("count \(model.value)") }
}

@Suite struct RedrawSignalTests {
  @Test func aChangeToWhatAFrameReadAsksForOneRedraw() {
    let model = Counter()
    let wakes = Atomic<Int>(0)
    let signal = RedrawSignal { wakes.add(1, ordering: .relaxed) }
    let canvas = signal.tracking {
      Renderer.render(CounterView(model: model), size: Size(width: 10, height: 1))
    }
    #expect(canvas.plainText() == "count 0")
    #expect(!signal.take())
    model.unrelated = 5
    #expect(!signal.take(), "a property the frame did not read changes nothing")
    model.value = 1
    model.value = 2
    #expect(signal.take())
    #expect(!signal.take())
    #expect(wakes.load(ordering: .relaxed) == 1)
  }

  @Test func changesFromAnotherTaskWakeTheLoop() async {
    let model = Counter()
    let signal = RedrawSignal()
    _ = signal.tracking { Renderer.render(CounterView(model: model), size: Size(width: 10, height: 1)) }
    await Task.detached { model.value = 7 }.value
    #expect(signal.take())
  }

  @Test func requestsCoalesce() {
    let wakes = Atomic<Int>(0)
    let signal = RedrawSignal { wakes.add(1, ordering: .relaxed) }
    for _ in 0..<100 { signal.request() }
    #expect(wakes.load(ordering: .relaxed) == 1)
    #expect(signal.take())
    signal.request()
    #expect(wakes.load(ordering: .relaxed) == 2)
  }

  /// Only the latest frame's reads are watched: a property only an earlier frame read no longer
  /// asks for a redraw, and the earlier tracking is gone from the model (nothing piles up per
  /// frame drawn again with nothing changed).
  @Test func drawingAgainEndsTheEarlierFramesTracking() {
    let model = Counter()
    let wakes = Atomic<Int>(0)
    let signal = RedrawSignal { wakes.add(1, ordering: .relaxed) }
    _ = signal.tracking { model.unrelated }
    _ = signal.tracking { model.value }
    #expect(!signal.take(), "ending a tracking is not a change")
    model.unrelated = 1
    #expect(!signal.take(), "only the first frame read it")
    model.value = 1
    #expect(signal.take())
    #expect(wakes.load(ordering: .relaxed) == 1)
  }

  @Test func aThousandFramesWithNothingChangedStillAskOnceOnTheNextChange() {
    let model = Counter()
    let wakes = Atomic<Int>(0)
    let signal = RedrawSignal { wakes.add(1, ordering: .relaxed) }
    for _ in 0..<1_000 { _ = signal.tracking { model.value } }
    #expect(!signal.take())
    model.value = 3
    #expect(signal.take())
    #expect(wakes.load(ordering: .relaxed) == 1)
  }
}
