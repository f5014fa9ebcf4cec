import ViewKitCore
import ViewKitStyle

/// Labelled values as horizontal bars, in eighths of a cell, with the values at the end.
///
/// Each bar is a line: its label (in `chart.label`, as wide as the widest label, cut with `…`
/// when the labels would take more than a third of the width), the bar in `█` and the partial
/// blocks `▏▎▍▌▋▊▉` (`chart.bar`), then its value (in `chart.value`). Bars are measured from
/// zero to the greatest value (or `max`); negative values draw no bar. `ascii` draws `#` and
/// `=` for a half cell. With no bars it shows "No data".
///
/// ```swift
/// BarChart([.init("Swift", 42), .init("Rust", 35.5), .init("Go", 18)])
/// ```
public struct BarChart: View {
  /// One labelled value.
  public struct Bar: Hashable, Sendable {
    /// What the value is of.
    public var label: String
    /// The value; not-a-number and negative values draw no bar.
    public var value: Double

    /// Creates a bar.
    ///
    /// - Parameters:
    ///   - label: what the value is of.
    ///   - value: the value.
    public init(_ label: String, _ value: Double) {
      self.label = label
      self.value = value
    }
  }

  let bars: [Bar]
  let max: Double?
  let showsValues: Bool
  let ascii: Bool
  @Environment(\.theme) private var theme
  @Environment(\.componentStrings) private var strings

  /// Creates a bar chart.
  ///
  /// - Parameters:
  ///   - bars: the labelled values, one line each, top first.
  ///   - max: the value of a bar across the whole width; nil for the greatest value.
  ///   - showsValues: show each value after its bar.
  ///   - ascii: draw with ASCII glyphs instead of blocks.
  public init(_ bars: [Bar], max: Double? = nil, showsValues: Bool = true, ascii: Bool = false) {
    self.bars = bars
    self.max = max
    self.showsValues = showsValues
    self.ascii = ascii
  }

  /// A value as the chart shows it: whole numbers as they are, others to one decimal place.
  ///
  /// - Parameter value: the value.
  /// - Returns: its text, such as `42`, `35.5` or `-0.3`; `–` for a value that is not finite.
  public static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "–" }
    let tenths = Int((value * 10).rounded())
    if tenths % 10 == 0 { return String(tenths / 10) }
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// The bar of a value `width` cells long at most: full cells, then at most one partial cell.
  ///
  /// - Parameters:
  ///   - value: the value.
  ///   - max: the value of a bar the whole width long.
  ///   - width: the cells a bar may take.
  ///   - ascii: use ASCII glyphs instead of blocks.
  /// - Returns: the bar's glyphs; empty for zero, negative and not-a-number values.
  public static func bar(value: Double, max: Double, width: Int, ascii: Bool = false) -> String {
    let width = Swift.min(Swift.max(0, width), Canvas.maxDimension)
    guard width > 0, max > 0, value > 0, !value.isNaN else { return "" }
    let fraction = Swift.min(1, value / max)
    let eighths = Int((fraction * Double(width * 8)).rounded(.down))
    let full = eighths / 8
    let partial = eighths % 8
    if ascii { return String(repeating: "#", count: full) + (partial >= 4 ? "=" : "") }
    let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    var text = String(repeating: "█", count: full)
    if partial > 0 { text.append(partials[partial - 1]) }
    return text
  }

  /// One line a bar, across the width offered.
  public var body: some View {
    if bars.isEmpty {
      Text(strings["No data"]).style(theme[.chartLabel]).lineLimit(1)
    } else {
      let (bars, showsValues, ascii) = (self.bars, self.showsValues, self.ascii)
      let top = max ?? bars.map(\.value).filter(\.isFinite).max() ?? 0
      let styles = (
        label: theme[.chartLabel], value: theme[.chartValue],
        bar: TextStyleToken(foreground: theme[.chartBar])
      )
      StyledText(
        sizing: .fill(ideal: 40),
        runs: { width in
          let labels = bars.map { Glyph.glyphs(of: $0.label) }
          let values = bars.map { Glyph.glyphs(of: showsValues ? BarChart.format($0.value) : "") }
          let valueWidth = values.map(\.displayWidth).max() ?? 0
          let labelWidth = Swift.min(labels.map(\.displayWidth).max() ?? 0, Swift.max(1, width / 3))
          let barWidth = Swift.max(0, width - labelWidth - 1 - (showsValues ? valueWidth + 1 : 0))
          return bars.indices.map { index in
            let label = TextLayout.truncate(labels[index], width: labelWidth, mode: .tail)
            let bar = Glyph.glyphs(
              of: BarChart.bar(value: bars[index].value, max: top, width: barWidth, ascii: ascii))
            var line = [
              StyledRun(label, style: styles.label),
              StyledRun(repeating: .space, count: labelWidth - label.displayWidth + 1, style: styles.label),
              StyledRun(bar, style: styles.bar),
            ]
            if showsValues {
              let gap = barWidth - bar.displayWidth + 1 + valueWidth - values[index].displayWidth
              line.append(StyledRun(repeating: .space, count: gap, style: styles.value))
              line.append(StyledRun(values[index], style: styles.value))
            }
            return line
          }
        }
      )
      .semantics(
        .chart, label: "",
        value: bars.map { "\($0.label) \(BarChart.format($0.value))" }.joined(separator: ", "),
        details: ["\(bars.count) bars"])
    }
  }
}
