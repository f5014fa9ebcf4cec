import Observation
import ViewKit

/// A form with one text field: what typing costs.
@Observable final class TypingModel {
  var text = TextFieldState()
}

struct TypingScreen: View {
  let model: TypingModel

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Notes", text: Bindable(model).text, placeholder: "Type here")
      KeyHints()
    }
  }
}

/// A story browser's shape: a list of 150 rows beside a detail pane, and the hints line.
@Observable final class BrowsingModel {
  var list = ListState(selection: 0)
}

struct BrowsingScreen: View {
  let model: BrowsingModel

  var body: some View {
    VStack(alignment: .leading) {
      HStack(alignment: .top, spacing: 1) {
        Card(title: "Stories") {
          List(count: 150, selection: Bindable(model).list) { Text("story \($0)") }
        }
        .frame(width: 32)
        Card(title: "story \(model.list.selection ?? 0)") {
          Text("A summary of the story, one line.")
          Button("Continue", variant: .primary)
          Avatar(name: "Story \(model.list.selection ?? 0)")
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      KeyHints()
    }
  }
}

/// A running loop kept between iterations of a case; the benchmark runs on one thread.
final class LoopBox<Content: View>: @unchecked Sendable {
  let loop: AppLoop<Content>
  init(_ loop: AppLoop<Content>) { self.loop = loop }

  /// Whether the next ``toggle(counter:)`` moves down.
  var down = true

  /// Moves a selection down, then back up at the next call, and draws the frame; the bytes.
  func toggle(counter: WorkCounter?) -> Int {
    down.toggle()
    return press(down ? .down : .up, counter: counter)
  }

  /// Feeds a key and draws the frame, its work counted by `counter`; the bytes written.
  func press(_ key: Key, counter: WorkCounter?) -> Int {
    loop.workCounter = counter
    defer { loop.workCounter = nil }
    loop.receive(key.terminalBytes)
    return loop.render().count
  }
}

extension Case {
  static func typing(after count: Int) -> LoopBox<TypingScreen> {
    let model = TypingModel()
    model.text.insert(String(repeating: "a", count: count))
    let loop = AppLoop(size: Size(width: 80, height: 24), profile: .truecolor, theme: { .dark }) {
      TypingScreen(model: model)
    }
    _ = loop.render()
    return LoopBox(loop)
  }

  static func browsing(inline: Bool) -> LoopBox<BrowsingScreen> {
    let model = BrowsingModel()
    let loop = AppLoop(size: Size(width: 100, height: 30), profile: .truecolor, theme: { .dark }) {
      BrowsingScreen(model: model)
    }
    if inline {
      // The same screen drawn inline, in a region of at most the same 30 rows.
      loop.inline = InlineLayout(maxHeight: 30)
    }
    _ = loop.render()
    // The comparison holds only for the same cells: the region takes all 30 rows.
    precondition(loop.canvas.height == 30, "the browsing case draws \(loop.canvas.height) rows, not 30")
    return LoopBox(loop)
  }

  /// Keys into running apps, each case with its own app, made anew at each use (so a count
  /// never depends on what ran before it).
  static var interaction: [Case] {
    let typingShort = typing(after: 0)
    let typingLong = typing(after: 20_000)
    let list = browsing(inline: false)
    let listInline = browsing(inline: true)
    return [
      Case(name: "keystroke into a field (empty)") { typingShort.press("x", counter: $0) },
      Case(name: "keystroke into a field (20,000 typed)") { typingLong.press("x", counter: $0) },
      Case(name: "keystroke moving a list selection") { list.toggle(counter: $0) },
      Case(name: "keystroke moving a list selection (inline)") { listInline.toggle(counter: $0) },
    ]
  }
}
