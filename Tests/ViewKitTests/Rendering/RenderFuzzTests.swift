import Foundation
import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Random view trees at random sizes into layout and render: nothing traps, every canvas is
/// sound. Seeded and bounded; VIEWKIT_FUZZ_ITERATIONS for a long run.
@Suite struct RenderFuzzTests {
  static let words = [
    "", "hi", "日本語のテキスト", "👨‍👩‍👧 family", "a much longer line of text that wraps", "\u{1B}[2J", "x\ny",
  ]

  /// A random view and a description of it, for a failing case's report.
  static func tree(_ random: inout SeededRandom, depth: Int) -> (AnyView, String) {
    let word = words.randomElement(using: &random) ?? ""
    let choice = depth <= 0 ? Int.random(in: 0..<3, using: &random) : Int.random(in: 0..<16, using: &random)
    let size = [0, 1, 3, 10, 200, Int.max].randomElement(using: &random) ?? 1
    func child() -> (AnyView, String) { tree(&random, depth: depth - 1) }
    switch choice {
    case 0: return (AnyView(Text(word)), "Text(\(word.debugDescription))")
    case 1: return (AnyView(Spacer()), "Spacer")
    case 2:
      let compact = Bool.random(using: &random)
      return (AnyView(Button(word.isEmpty ? "OK" : word, compact: compact)), "Button(compact: \(compact))")
    case 3:
      let spacing = Int.random(in: 0...2, using: &random)
      let (a, b, c) = (child(), child(), child())
      return (
        AnyView(
          HStack(spacing: spacing) {
            a.0; b.0; c.0
          }), "HStack(\(a.1), \(b.1), \(c.1))"
      )
    case 4:
      let (a, b) = (child(), child())
      return (
        AnyView(
          VStack(alignment: .center) {
            a.0; b.0
          }), "VStack(\(a.1), \(b.1))"
      )
    case 5:
      let (a, b) = (child(), child())
      return (
        AnyView(
          ZStack {
            a.0; b.0
          }), "ZStack(\(a.1), \(b.1))"
      )
    case 6:
      let padding = Int.random(in: 0...3, using: &random)
      let a = child()
      return (AnyView(a.0.padding(padding)), "\(a.1).padding(\(padding))")
    case 7:
      let height = [0, 1, 5].randomElement(using: &random)
      let a = child()
      return (
        AnyView(a.0.frame(width: size, height: height)),
        "\(a.1).frame(\(size), \(String(describing: height)))"
      )
    case 8:
      let a = child()
      return (AnyView(a.0.frame(maxWidth: .infinity, maxHeight: .infinity)), "\(a.1).frame(max)")
    case 9:
      let a = child()
      return (AnyView(a.0.border(.rounded, title: word)), "\(a.1).border")
    case 10:
      let a = child()
      return (AnyView(a.0.background(.rgb(10, 20, 30)).clipped()), "\(a.1).background.clipped")
    case 11:
      let count = [0, 1, 5, 10_000].randomElement(using: &random) ?? 1
      return (
        AnyView(List(count: count, state: ListState(selection: count / 2)) { Text("row \($0) \(word)") }),
        "List(\(count))"
      )
    case 12:
      let offset = [0, 3, 1_000].randomElement(using: &random) ?? 0
      let a = child()
      return (AnyView(ScrollView(offset: offset) { a.0 }), "ScrollView(\(offset), \(a.1))")
    case 13:
      let a = child()
      return (AnyView(a.0.alert(Alert(title: word, message: "message \(word)"))), "\(a.1).alert")
    case 14:
      return (
        AnyView(
          TextField(word, state: TextFieldState(word), placeholder: "type", error: word.isEmpty ? nil : word)
            .focused()),
        "TextField"
      )
    default:
      let vertical = Bool.random(using: &random)
      let (a, b) = (child(), child())
      return (
        AnyView(
          ViewThatFits(in: vertical ? .vertical : .horizontal) {
            a.0; b.0
          }),
        "ViewThatFits(\(vertical), \(a.1), \(b.1))"
      )
    }
  }

  @Test func randomTreesAtRandomSizes() {
    var random = SeededRandom(seed: 0x3E4D)
    for iteration in 0..<fuzzIterations(600) {
      let (view, description) = Self.tree(&random, depth: 4)
      if ProcessInfo.processInfo.environment["VIEWKIT_FUZZ_TRACE"] != nil {
        print("iteration \(iteration): \(description)")
      }
      let size = Size(
        width: [0, 1, 2, 7, 40, 80, 131, 5_000].randomElement(using: &random) ?? 80,
        height: [0, 1, 3, 24, 60].randomElement(using: &random) ?? 24)
      let canvas = Renderer.render(view, size: size)
      #expect(canvas.width == min(size.width, Canvas.maxDimension))
      #expect(canvas.invariantViolations().isEmpty)
    }
  }

  /// Found by the fuzzer: rectangles of `Int.max` cells made borders, dividers, bars and lists
  /// loop (or allocate) over every cell of the rectangle instead of what the clip shows.
  @Test func hugeRectanglesCostOnlyWhatShows() {
    let views: [AnyView] = [
      AnyView(
        Text("a much longer line of text that wraps").frame(width: .max, height: 0).padding(3).border(
          .rounded
        )
        .alert(Alert(title: "t", message: "m"))),
      AnyView(Divider("label").frame(width: .max)),
      AnyView(ProgressBar(value: 0.5, showsPercent: true).frame(width: .max)),
      AnyView(
        List(count: 10_000, state: ListState(selection: 5_000)) { Text("row \($0)") }.frame(height: .max)),
      AnyView(Text("x").border(.double).frame(width: .max, height: .max)),
    ]
    for view in views {
      let canvas = Renderer.render(view, size: Size(width: 40, height: 10))
      #expect(canvas.invariantViolations().isEmpty)
    }
  }

  @Test func thePublicCanvasAPINeverTraps() {
    var canvas = Canvas(width: 10, height: 4)
    canvas.clip = Rect(x: -50, y: -50, width: 500, height: 500)
    #expect(canvas.clip == canvas.bounds, "a clip outside the canvas is cut to it")
    canvas.draw("日本語の", at: Point(x: -3, y: 2), style: Style())
    canvas.draw("edge", at: Point(x: Int.max - 1, y: Int.min), style: Style())
    canvas.fill(Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max), background: .rgb(1, 2, 3))
    canvas.restyle(Rect(x: Int.max, y: Int.max, width: Int.max, height: Int.max)) { $0 }
    canvas.withClip(Rect(x: Int.max - 2, y: 0, width: Int.max, height: 2)) {
      $0.draw("x", at: Point(x: 0, y: 0), style: Style())
    }
    #expect(canvas.invariantViolations().isEmpty)
    #expect(Canvas(width: Int.max, height: 2).width == Canvas.maxDimension)
    #expect(Canvas(width: -4, height: -4).width == 0)
  }

  @Test func moreStylesThanTheTableHoldsFailLoudlyNotWrongly() {
    var canvas = Canvas(width: 300, height: 300)
    for index in 0..<70_000 {
      let style = Style(foreground: .rgb(UInt8(index & 0xFF), UInt8((index >> 8) & 0xFF), UInt8(index >> 16)))
      canvas.draw("x", at: Point(x: index % 300, y: (index / 300) % 300), style: style)
    }
    #expect(canvas.styles.count == 65_536)
    #expect(canvas.droppedStyles > 0)
    #expect(canvas.invariantViolations().first?.contains("did not fit") == true)
  }
}
