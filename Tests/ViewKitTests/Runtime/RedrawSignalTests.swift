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
}
