import ViewKitCore
import ViewKitStyle

/// A series of values as a line of block glyphs, one column a value, in eighths of a cell.
///
/// Each column rises from the bottom in `▁▂▃▄▅▆▇█` (`chart.line`); a sparkline taller than a
/// line stacks full blocks under the partial one. When the width offered is narrower than the
/// series, the latest values show (the series scrolls left as values arrive); when it is wider,
/// the columns sit at the right. `ascii` draws `_ . - = #` instead of blocks. Values outside the
/// range are clamped; not-a-number is a gap.
///
/// ```swift
/// Sparkline(cpu, range: 0...100, label: "CPU")      // CPU ▂▃▅▇█▆▃▂▁
/// ```
public struct Sparkline: View {
  let values: [Double]
  let range: ClosedRange<Double>?
  let height: Int
  let label: String?
  let ascii: Bool
  @Environment(\.theme) private var theme

  /// Creates a sparkline.
  ///
  /// - Parameters:
  ///   - values: the series, oldest first.
  ///   - range: the values at the bottom and the top; nil for zero (or the least value, when
  ///     lower) to the greatest value.
  ///   - height: the lines it takes, from 1 to 100.
  ///   - label: a label before the line, in `chart.label`; nil for none.
  ///   - ascii: draw with ASCII glyphs instead of blocks.
  public init(
    _ values: [Double], range: ClosedRange<Double>? = nil, height: Int = 1, label: String? = nil,
    ascii: Bool = false
  ) {
    self.values = values
    self.range = range
    self.height = min(100, max(1, height))
    self.label = label
    self.ascii = ascii
  }

  /// The glyph for a cell filled `eighths` of its height (0 to 8).
  ///
  /// - Parameters:
  ///   - eighths: how much of the cell is filled, from 0 (blank) to 8 (full).
  ///   - ascii: use ASCII glyphs instead of blocks.
  /// - Returns: the glyph's character.
  public static func glyph(eighths: Int, ascii: Bool = false) -> Character {
    let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    let plain: [Character] = [" ", "_", "_", ".", ".", "-", "-", "=", "#"]
    return (ascii ? plain : blocks)[min(8, max(0, eighths))]
  }

  /// The eighths each value fills, from 0 to `height * 8`; nil for a value that is not a number.
  ///
  /// - Parameters:
  ///   - values: the series.
  ///   - range: the values at the bottom and the top; nil for zero (or the least value) to the
  ///     greatest.
  ///   - height: the lines the sparkline takes.
  /// - Returns: one entry a value.
  public static func levels(_ values: [Double], range: ClosedRange<Double>?, height: Int) -> [Int?] {
    let finite = values.filter(\.isFinite)
    let low = range?.lowerBound ?? min(0, finite.min() ?? 0)
    let high = range?.upperBound ?? (finite.max() ?? 0)
    let top = max(1, height) * 8
    return values.map { value in
      guard !value.isNaN else { return nil }
      guard high > low else { return value > low ? top : 0 }
      let fraction = (min(high, max(low, value)) - low) / (high - low)
      return Int((fraction * Double(top)).rounded())
    }
  }

  /// The rows of a sparkline `width` columns wide, top row first: the latest values, right-aligned.
  ///
  /// - Parameters:
  ///   - levels: each value's eighths, from ``levels(_:range:height:)``.
  ///   - width: the columns to fill.
  ///   - height: the lines.
  ///   - ascii: use ASCII glyphs instead of blocks.
  /// - Returns: `height` strings, each `width` cells wide.
  public static func rows(levels: [Int?], width: Int, height: Int, ascii: Bool = false) -> [String] {
    let width = min(max(0, width), Canvas.maxDimension)
    let shown = levels.suffix(width)
    let padding = width - shown.count
    return (0..<max(1, height)).map { row in
      let floor = (max(1, height) - 1 - row) * 8
      var line = String(repeating: " ", count: padding)
      for level in shown { line.append(glyph(eighths: (level ?? 0) - floor, ascii: ascii)) }
      return line
    }
  }

  /// The label and the columns across the width offered.
  public var body: some View {
    HStack(alignment: .bottom, spacing: 1) {
      if let label { Text(label).style(theme[.chartLabel]).lineLimit(1).layoutPriority(1) }
      let (levels, height, ascii) = (
        Self.levels(values, range: range, height: height), self.height, self.ascii
      )
      let style = TextStyleToken(foreground: theme[.chartLine])
      StyledText(
        sizing: .fill(ideal: max(1, values.count)),
        runs: { width in
          Sparkline.rows(levels: levels, width: width, height: height, ascii: ascii).map {
            [StyledRun(Glyph.glyphs(of: $0), style: style)]
          }
        })
    }
    .semantics(.chart, label: label ?? "", value: Self.spoken(values))
  }

  /// The values in words: how many, the lowest, the highest and the last.
  static func spoken(_ values: [Double]) -> String {
    let finite = values.filter(\.isFinite)
    guard let last = finite.last, let low = finite.min(), let high = finite.max() else { return "no data" }
    return
      "\(finite.count) values, low \(BarChart.format(low)), high \(BarChart.format(high)), last \(BarChart.format(last))"
  }
}
