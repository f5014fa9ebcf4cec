import ViewKitCore
import ViewKitStyle

/// A determinate progress bar with eighth-of-a-cell precision, and an optional percentage.
///
/// The filled part uses `█` and the partial blocks `▏▎▍▌▋▊▉` in `progress.fill`; the track is
/// `░` in `progress.track`, so the bar reads without colour too. `ascii` draws `[####....]`.
///
/// ```swift
/// ProgressBar(value: 0.42, showsPercent: true).frame(width: 30)
/// ```
public struct ProgressBar: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "progress-bar"
    /// Nothing done yet.
    case empty
    /// Part way, with a partial block.
    case partial
    /// Finished.
    case complete
    /// Plain ASCII glyphs.
    case ascii
  }

  let value: Double
  let showsPercent: Bool
  let ascii: Bool
  let label: String
  @Environment(\.theme) private var theme

  /// Creates a bar for a value from 0 to 1 (clamped; not-a-number counts as 0).
  ///
  /// - Parameters:
  ///   - value: the fraction done, from 0 to 1.
  ///   - showsPercent: show the percentage after the bar.
  ///   - ascii: draw with `#` and `.` instead of block glyphs.
  ///   - label: what a screen reader calls the bar ("Upload"); it is not drawn.
  public init(value: Double, showsPercent: Bool = false, ascii: Bool = false, label: String = "") {
    self.value = value.isNaN ? 0 : min(1, max(0, value))
    self.showsPercent = showsPercent
    self.ascii = ascii
    self.label = label
  }

  /// The glyphs of a bar `width` cells wide: full cells, then at most one partial cell, then track.
  ///
  /// - Parameters:
  ///   - value: the fraction done, from 0 to 1.
  ///   - width: the bar's width, in cells.
  ///   - ascii: use ASCII glyphs instead of blocks.
  /// - Returns: the glyphs of the done part, and those of the track.
  public static func cells(value: Double, width: Int, ascii: Bool = false) -> (filled: String, track: String)
  {
    guard width > 0 else { return ("", "") }
    // No bar is drawn wider than a canvas can be.
    let width = min(width, Canvas.maxDimension)
    let clamped = value.isNaN ? 0 : min(1, max(0, value))
    if ascii {
      let full = Int((clamped * Double(width)).rounded(.down))
      return (String(repeating: "#", count: full), String(repeating: ".", count: width - full))
    }
    let eighths = Int((clamped * Double(width * 8)).rounded(.down))
    let full = eighths / 8
    let partial = eighths % 8
    let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    var filled = String(repeating: "█", count: full)
    if partial > 0 { filled.append(partials[partial - 1]) }
    let used = full + (partial > 0 ? 1 : 0)
    return (filled, String(repeating: "░", count: width - used))
  }

  /// The bar across the width offered, with the percentage when asked for.
  public var body: some View {
    HStack(spacing: 1) {
      let (value, ascii) = (self.value, self.ascii)
      let fill = TextStyleToken(foreground: theme[.progressFill])
      let track = TextStyleToken(foreground: theme[.progressTrack])
      StyledText(
        sizing: .fill(ideal: 20),
        runs: { width in
          let inner = ascii ? max(0, width - 2) : width
          let (filled, rest) = ProgressBar.cells(value: value, width: inner, ascii: ascii)
          var line = [
            StyledRun(Glyph.glyphs(of: filled), style: fill), StyledRun(Glyph.glyphs(of: rest), style: track),
          ]
          if ascii {
            line.insert(StyledRun([Glyph("[")], style: track), at: 0)
            line.append(StyledRun([Glyph("]")], style: track))
          }
          return [line]
        })
      if showsPercent {
        Text("\(Int((value * 100).rounded(.down)))%").style(theme[.progressLabel]).frame(
          width: 4, alignment: .trailing)
      }
    }
    .semantics(.progressBar, label: label, value: "\(Int((value * 100).rounded(.down)))%")
  }
}
