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
  public enum State: String, StoryStates {
    /// The component part of story ids.
    public static let storyComponent = "progress-bar"
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
  @Environment(\.theme) private var theme

  /// Creates a bar for a value from 0 to 1 (clamped; not-a-number counts as 0).
  public init(value: Double, showsPercent: Bool = false, ascii: Bool = false) {
    self.value = value.isNaN ? 0 : min(1, max(0, value))
    self.showsPercent = showsPercent
    self.ascii = ascii
  }

  /// The glyphs of a bar `width` cells wide: full cells, then at most one partial cell, then track.
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

  /// The bar.
  public var body: some View {
    HStack(spacing: 1) {
      BarView(
        value: value, ascii: ascii, fill: theme[.progressFill], track: theme[.progressTrack])
      if showsPercent {
        Text("\(Int((value * 100).rounded(.down)))%").style(theme[.progressLabel]).frame(
          width: 4, alignment: .trailing)
      }
    }
  }
}

struct BarView: PrimitiveView {
  let value: Double
  let ascii: Bool
  let fill: Color
  let track: Color

  func makeNode(environment: EnvironmentValues) -> LayoutNode {
    BarNode(value: value, ascii: ascii, fill: fill, track: track)
  }
}

final class BarNode: LayoutNode {
  let value: Double
  let ascii: Bool
  let fill: Color
  let track: Color

  init(value: Double, ascii: Bool, fill: Color, track: Color) {
    self.value = value
    self.ascii = ascii
    self.fill = fill
    self.track = track
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let width = proposal.width.map { min($0, 10_000) } ?? 20
    let inner = ascii ? max(0, width - 2) : width
    return Size(width: ascii ? inner + 2 : inner, height: proposal.height == 0 ? 0 : 1)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    guard rect.height > 0, rect.width > 0 else { return }
    var x = rect.minX
    let width = ascii ? max(0, rect.width - 2) : rect.width
    if ascii {
      canvas.draw([Glyph("[")], at: Point(x: x, y: rect.minY), foreground: track)
      x += 1
    }
    let (filled, rest) = ProgressBar.cells(value: value, width: width, ascii: ascii)
    let filledGlyphs = Glyph.glyphs(of: filled)
    canvas.draw(filledGlyphs, at: Point(x: x, y: rect.minY), foreground: fill)
    x += filledGlyphs.displayWidth
    let trackGlyphs = Glyph.glyphs(of: rest)
    canvas.draw(trackGlyphs, at: Point(x: x, y: rect.minY), foreground: track)
    x += trackGlyphs.displayWidth
    if ascii { canvas.draw([Glyph("]")], at: Point(x: x, y: rect.minY), foreground: track) }
  }
}
