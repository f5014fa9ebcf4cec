import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct StyledTextTests {
  let red = Color.rgb(0xFF, 0, 0)
  let blue = Color.rgb(0, 0, 0xFF)

  func style(_ canvas: Canvas, x: Int, y: Int) -> Style { canvas.styles[Int(canvas.cell(x: x, y: y).style)] }

  @Test func spansDrawSideBySideEachInItsStyle() {
    let view = StyledText([
      TextSpan("ab", foreground: red, attributes: .bold),
      TextSpan("cd", style: TextStyleToken(foreground: blue)),
    ])
    let canvas = Renderer.render(view, size: Size(width: 6, height: 1), paintsSurface: false)
    #expect(canvas.plainText() == "abcd")
    #expect(style(canvas, x: 1, y: 0) == Style(foreground: red, attributes: .bold))
    #expect(style(canvas, x: 2, y: 0) == Style(foreground: blue))
  }

  @Test func anUnsetColourTakesTheEnvironmentsAndAttributesAdd() {
    let view = StyledText([TextSpan("x")]).foregroundColor(red).bold()
    let canvas = Renderer.render(view, size: Size(width: 3, height: 1), paintsSurface: false)
    #expect(style(canvas, x: 0, y: 0) == Style(foreground: red, attributes: .bold))
  }

  @Test func linesStackAndTheWidestSetsTheWidth() {
    let text = StyledText(lines: [[TextSpan("one")], [TextSpan("three")]])
    let node = Resolve.node(text, EnvironmentValues())
    #expect(node.measure(ProposedSize(width: nil, height: nil)) == Size(width: 5, height: 2))
    #expect(node.measure(ProposedSize(width: 4, height: 1)) == Size(width: 4, height: 1))
  }

  @Test func aLineTooWideEndsInAnEllipsisInTheStyleItCuts() {
    let view = StyledText([TextSpan("abc"), TextSpan("defgh", foreground: red)])
    let canvas = Renderer.render(view, size: Size(width: 5, height: 1), paintsSurface: false)
    #expect(canvas.plainText() == "abcd…")
    #expect(style(canvas, x: 4, y: 0).foreground == red)
  }

  @Test func aWideCharacterThatDoesNotFitBeforeTheEllipsisIsDropped() {
    let view = StyledText([TextSpan("a日本")])
    #expect(rows(view, width: 4, height: 1) == ["a日…"])
    #expect(rows(view, width: 3, height: 1) == ["a… "])
  }

  @Test func alignmentPlacesNarrowLines() {
    let view = StyledText(lines: [[TextSpan("ab")], [TextSpan("abcd")]]).alignment(.trailing)
      .frame(width: 6, alignment: .leading)
    // The text is as wide as its widest line; narrower lines move to its trailing edge.
    #expect(rows(view, width: 6, height: 2) == ["  ab  ", "abcd  "])
  }

  @Test func aFillingTextTakesTheWidthOfferedOrItsIdeal() {
    let bar = StyledText(sizing: .fill(ideal: 7)) { width in
      [[TextSpan(String(repeating: "=", count: width))]]
    }
    let node = Resolve.node(bar, EnvironmentValues())
    #expect(node.measure(ProposedSize(width: nil, height: nil)) == Size(width: 7, height: 1))
    #expect(node.measure(ProposedSize(width: 30, height: nil)) == Size(width: 30, height: 1))
    #expect(
      rows(
        HStack(spacing: 0) {
          Text("[");
          bar; Text("]")
        }, width: 12, height: 1) == ["[==========]"])
  }

  @Test func linesBuiltForAWidthAreBuiltAgainOnlyWhenItChanges() {
    final class Counter: @unchecked Sendable { var builds: [Int] = [] }
    let counter = Counter()
    let text = StyledText { width in
      counter.builds.append(width)
      return [[TextSpan(width >= 10 ? "long enough" : "short")]]
    }
    let node = Resolve.node(text, EnvironmentValues())
    _ = node.measure(ProposedSize(width: 20, height: 1))
    var canvas = Canvas(size: Size(width: 20, height: 1))
    // Drawn at the width it measured (11 cells), it keeps the lines built for 20.
    node.draw(in: Rect(x: 0, y: 0, width: 11, height: 1), canvas: &canvas)
    #expect(canvas.plainText() == "long enough")
    #expect(counter.builds == [20])
    node.draw(in: Rect(x: 0, y: 0, width: 5, height: 1), canvas: &canvas)
    #expect(counter.builds == [20, 5])
  }

  @Test func controlCharactersInASpanAreInert() {
    let view = StyledText([TextSpan("a\u{1B}[31mb")])
    let ansi = Renderer.render(view, size: Size(width: 10, height: 1)).plainText()
    #expect(!ansi.contains("\u{1B}"))
    #expect(ansi.hasPrefix("a␛[31mb"))
  }
}

@Suite struct RuleTests {
  @Test func aHorizontalRuleFillsTheWidthOneRowHigh() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("a")
      Rule()
      Text("b")
    }
    #expect(rows(view, width: 5, height: 3) == ["a    ", "─────", "b    "])
  }

  @Test func aVerticalRuleFillsTheHeightOneColumnWide() {
    let view = HStack(spacing: 0) {
      Text("a\na")
      Rule(.vertical, color: .rgb(1, 2, 3))
      Text("b")
    }
    .frame(height: 2, alignment: .topLeading)
    #expect(rows(view, width: 4, height: 2) == ["a│b ", "a│  "])
  }

  @Test func aWideGlyphBecomesAQuestionMark() {
    #expect(rows(Rule(glyph: "日"), width: 3, height: 1) == ["???"])
    #expect(rows(Rule(glyph: "="), width: 3, height: 1) == ["==="])
  }
}

@Suite struct LazyRowsTests {
  final class Made: @unchecked Sendable { var rows: [Int] = [] }

  func rowsView(count: Int, offset: Int, made: Made, scrollbar: Bool = true) -> LazyRows {
    LazyRows(
      count: count, offset: { _ in offset },
      row: { index in
        made.rows.append(index)
        return AnyView(Text("row \(index)"))
      },
      placeholder: AnyView(Text("none")),
      scrollbar: scrollbar ? LazyRows.Scrollbar(track: .default, thumb: .default) : nil)
  }

  @Test func onlyTheRowsThatShowAreMade() {
    let made = Made()
    let lines = rows(rowsView(count: 10_000, offset: 500, made: made), width: 10, height: 3)
    #expect(lines == ["row 500  ┃", "row 501  │", "row 502  │"])
    #expect(made.rows == [500, 501, 502])
  }

  @Test func withoutAScrollbarOrWhenAllFitRowsKeepTheLastColumn() {
    let made = Made()
    #expect(
      rows(rowsView(count: 2, offset: 0, made: made), width: 6, height: 3) == ["row 0 ", "row 1 ", "      "])
    #expect(
      rows(rowsView(count: 9, offset: 0, made: made, scrollbar: false), width: 6, height: 1) == ["row 0 "])
  }

  @Test func noRowsShowThePlaceholderOnTheMiddleLine() {
    let made = Made()
    #expect(
      rows(rowsView(count: 0, offset: 0, made: made), width: 8, height: 4) == [
        "        ", "        ", "  none  ", "        ",
      ])
    #expect(made.rows.isEmpty)
  }
}
