import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct SparklineTests {
  @Test func levelsRunFromTheRangesBottomToItsTopInEighths() {
    #expect(Sparkline.levels([0, 50, 100], range: 0...100, height: 1) == [0, 4, 8])
    #expect(Sparkline.levels([0, 50, 100], range: 0...100, height: 3) == [0, 12, 24])
    // Outside the range is clamped; not-a-number is a gap; infinities clamp too.
    #expect(Sparkline.levels([-5, 200, .nan, .infinity], range: 0...100, height: 1) == [0, 8, nil, 8])
  }

  @Test func theDefaultRangeStartsAtZeroOrTheLeastValue() {
    #expect(Sparkline.levels([2, 4, 8], range: nil, height: 1) == [2, 4, 8])
    #expect(Sparkline.levels([-4, 0, 4], range: nil, height: 1) == [0, 4, 8])
    // A flat series of one value: full columns; of zeros: none; of nothing: nothing.
    #expect(Sparkline.levels([3, 3], range: nil, height: 1) == [8, 8])
    #expect(Sparkline.levels([0, 0], range: nil, height: 1) == [0, 0])
    #expect(Sparkline.levels([], range: nil, height: 1).isEmpty)
  }

  @Test func rowsStackFullBlocksUnderThePartialOne() {
    #expect(Sparkline.rows(levels: [0, 4, 8, 12, 16], width: 5, height: 2) == ["   ▄█", " ▄███"])
    #expect(Sparkline.rows(levels: [1, 2, 3, 4, 5, 6, 7, 8], width: 8, height: 1) == ["▁▂▃▄▅▆▇█"])
  }

  @Test func aNarrowSparklineShowsTheLatestValuesAndAWideOneSitsRight() {
    #expect(Sparkline.rows(levels: [8, 8, 1, 2], width: 2, height: 1) == ["▁▂"])
    #expect(Sparkline.rows(levels: [8, nil, 4], width: 5, height: 1) == ["  █ ▄"])
    #expect(Sparkline.rows(levels: [8], width: 0, height: 1) == [""])
  }

  @Test func asciiHasAGlyphForEveryEighth() {
    #expect(
      (0...8).map { Sparkline.glyph(eighths: $0, ascii: true) } == [
        " ", "_", "_", ".", ".", "-", "-", "=", "#",
      ])
    #expect(Sparkline.glyph(eighths: 99) == "█")
    #expect(Sparkline.glyph(eighths: -3) == " ")
  }

  @Test func itDrawsItsLabelAndColumnsInTheirTokens() {
    let view = Sparkline([0, 50, 100], range: 0...100, label: "CPU")
    #expect(rows(view, width: 7, height: 1) == ["CPU  ▄█"])
    let canvas = Renderer.render(view, size: Size(width: 7, height: 1))
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == "color.text.muted")
    #expect(canvas.style(x: 6, y: 0).foreground.token?.path == "chart.line")
  }

  @Test func aHugeOrHostileSeriesStaysInItsRectangle() {
    let values = (0..<100_000).map { Double($0 % 97) } + [.nan, -.infinity, .greatestFiniteMagnitude]
    let lines = rows(Sparkline(values, height: 3), width: 20, height: 3)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count == 20 })
  }
}

@Suite struct BarChartTests {
  static let bars = [BarChart.Bar("Swift", 40), BarChart.Bar("Go", 20), BarChart.Bar("C", 5)]

  @Test func valuesShowWholeOrToOneDecimal() {
    #expect(BarChart.format(42) == "42")
    #expect(BarChart.format(35.5) == "35.5")
    #expect(BarChart.format(27.25) == "27.3")
    #expect(BarChart.format(-0.3) == "-0.3")
    #expect(BarChart.format(.nan) == "–")
    #expect(BarChart.format(1e300) == "–")
  }

  @Test func barsAreMeasuredInEighthsFromZero() {
    #expect(BarChart.bar(value: 10, max: 10, width: 4) == "████")
    #expect(BarChart.bar(value: 5, max: 10, width: 3) == "█▌")
    #expect(BarChart.bar(value: 5, max: 10, width: 3, ascii: true) == "#=")
    #expect(BarChart.bar(value: -1, max: 10, width: 3).isEmpty)
    #expect(BarChart.bar(value: .nan, max: 10, width: 3).isEmpty)
    #expect(BarChart.bar(value: 50, max: 10, width: 3) == "███")
    #expect(BarChart.bar(value: 1, max: 0, width: 3).isEmpty)
  }

  @Test func labelsAlignAndValuesEndTheLine() {
    #expect(
      rows(BarChart(Self.bars), width: 20, height: 3) == [
        "Swift ███████████ 40",
        "Go    █████▌      20",
        "C     █▍           5",
      ])
  }

  @Test func longLabelsAreCutAtAThirdOfTheWidth() {
    let lines = rows(BarChart([BarChart.Bar("日本語のラベル", 10)], showsValues: false), width: 12, height: 1)
    #expect(lines == ["日…  ███████"])  // 4 cells for the label: 本 would straddle its end
  }

  @Test func noBarsSayNoData() {
    #expect(rows(BarChart([]), width: 10, height: 1) == ["No data   "])
  }

  @Test func itDrawsInItsTokens() {
    let canvas = Renderer.render(BarChart(Self.bars), size: Size(width: 20, height: 3))
    #expect(canvas.style(x: 0, y: 0).foreground.token?.path == "color.text.muted")
    #expect(canvas.style(x: 6, y: 0).foreground.token?.path == "chart.bar")
    #expect(canvas.style(x: 19, y: 0).foreground.token?.path == "color.text.default")
  }
}
