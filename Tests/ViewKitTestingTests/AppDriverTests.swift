import Observation
import Testing
import ViewKit
import ViewKitTesting

@Observable final class Ticker {
  var frame = 0
  var spinning = true
  var pressed = 0
  var items = (1...40).map { "Item \($0)" }
  var list = ListState(selection: 0)
}

struct TickerView: View {
  let model: Ticker
  @Environment(\.quit) private var quit

  var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 1) {
        if model.spinning { Spinner(frame: model.frame, label: "Working") }
        Button("Press", compact: true) { model.pressed += 1 }
      }
      List(count: model.items.count, selection: Bindable(model).list) { Text(model.items[$0]) }
        .frame(height: 5)
      KeyHints()
    }
    .keyBinding("q", "quit") { quit() }
  }
}

@Suite struct AppDriverTests {
  func driver(_ model: Ticker) -> AppDriver<TickerView> {
    AppDriver(
      size: Size(width: 40, height: 8), isAnimating: { model.spinning }, onTick: { model.frame += 1 }
    ) { TickerView(model: model) }
  }

  @Test func theVirtualClockTicksAnimations() {
    let model = Ticker()
    let driver = driver(model)
    let start = driver.screen
    driver.advance(by: .milliseconds(80 * 3 + 1))
    #expect(model.frame >= 3)
    #expect(driver.screen != start)
    model.spinning = false
    let frame = model.frame
    driver.advance(by: .seconds(5))
    #expect(model.frame == frame, "nothing ticks while nothing moves")
  }

  @Test func settleRunsQueuedWorkAndEffectsUntilIdle() async {
    let model = Ticker()
    let queue = LoopQueue()
    var pending = 3
    let driver = AppDriver(
      size: Size(width: 40, height: 8), queue: queue, isAnimating: { model.spinning },
      onTick: { model.frame += 1 },
      effects: {
        guard pending > 0 else { return false }
        pending -= 1
        if pending == 0 { model.spinning = false }
        return true
      }
    ) { TickerView(model: model) }
    nonisolated(unsafe) let posted = model  // the queue runs it on this thread, in settle()
    queue.post { posted.items = ["Only one"] }
    let idle = await driver.settle()
    #expect(idle)
    #expect(pending == 0)
    #expect(driver.screen.contains("Only one"))
    #expect(!driver.screen.contains("Working"))
  }

  @Test func keysClicksWheelAndResize() {
    let model = Ticker()
    let driver = driver(model)
    #expect(driver.focusedID == "focus:Press", "the first control in reading order takes focus")
    driver.send(.enter)
    #expect(model.pressed == 1)
    #expect(driver.click("Press"))
    #expect(model.pressed == 2)
    #expect(!driver.click("No such text"))
    driver.send(.tab, .down, .down)
    #expect(model.list.selection == 2)
    driver.wheel(x: 5, y: 3, steps: 4)
    #expect(model.list.offset > 0)
    driver.resize(to: Size(width: 20, height: 4))
    #expect(driver.canvas.width == 20)
    #expect(driver.canvas.invariantViolations().isEmpty)
    driver.type("q")
    #expect(driver.isFinished)
  }

  @Test func theScreenCanEndAFlowInAGolden() {
    let model = Ticker()
    model.spinning = false
    let driver = driver(model)
    driver.send(.tab, .down)
    let snapshot = driver.snapshot
    #expect(snapshot.hasPrefix("viewkit-snapshot"))
    #expect(snapshot.contains("Item 2"))
    #expect(driver.hints.map(\.description).contains("move"))
    #expect(driver.bytesWritten > 0 && driver.frames >= 3)
  }

  /// Found with the ShowcaseApp's headless mode, which feeds a script without a frame between
  /// keys: Esc moved focus from the search field by its binding alone (no observed property
  /// changed), and the next key of the same read was still typed into the field.
  @Test func aKeyAfterFocusMovedByABindingGoesWhereFocusWent() {
    final class Form {
      enum Field: Hashable { case first, second }
      var focus: Field? = .first
      var first = TextFieldState()
      var second = TextFieldState()
    }
    struct FormView: View {
      let form: Form
      var body: some View {
        let form = self.form
        let focus = Binding(get: { form.focus }, set: { form.focus = $0 })
        VStack {
          TextField("First", text: Binding(get: { form.first }, set: { form.first = $0 }))
            .keyBinding(.escape, "next") { form.focus = .second }
            .focused(focus, equals: .first)
          TextField("Second", text: Binding(get: { form.second }, set: { form.second = $0 }))
            .focused(focus, equals: .second)
        }
      }
    }
    let form = Form()
    let driver = AppDriver(size: Size(width: 30, height: 10)) { FormView(form: form) }
    driver.input(Array("a\u{1B}[27ub".utf8))
    #expect(form.first.text == "a" && form.second.text == "b")
  }

  @Test func componentStringsTranslateTheKitsOwnWordsEverywhere() {
    struct Screen: View {
      var body: some View {
        VStack {
          TextField("Password", text: Binding(get: { TextFieldState("pw") }, set: { _ in }), secure: true)
          KeyHints()
        }
      }
    }
    let french = ComponentStrings([
      "help": "aide", "show": "voir", "Keys": "Touches", "esc closes": "échap ferme",
    ])
    let driver = AppDriver(size: Size(width: 60, height: 20), strings: { french }) { Screen() }
    #expect(driver.screen.contains("voir") && driver.screen.contains("F1 aide"))
    #expect(!driver.screen.contains("show"))
    driver.send(Key(.function(1)))
    #expect(driver.screen.contains("Touches") && driver.screen.contains("échap ferme"))
    let english = AppDriver(size: Size(width: 60, height: 20)) { Screen() }
    #expect(english.screen.contains("show") && english.screen.contains("F1 help"))
  }
}
