import ViewKitCore
import ViewKitStyle

/// An activity indicator that shows one frame of an animation, chosen by the caller.
///
/// The frame is an input, not a clock reading, so every frame can be snapshotted; the runtime
/// advances it every `motion.spinner.interval`. Colour: `spinner.color`.
///
/// ```swift
/// Spinner(frame: tick, label: "Loading…")
/// ```
public struct Spinner: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "spinner"
    /// Braille dots.
    case dots
    /// A quarter-circle arc.
    case arc
    /// ASCII `-\|/`, for terminals without Unicode.
    case ascii
    /// With a label beside it.
    case labelled
  }

  /// A named sequence of frames.
  public struct FrameSet: Hashable, Sendable {
    /// The frames, one glyph each, all one cell wide.
    public let frames: [String]

    /// Creates a frame set; an empty list shows a blank frame.
    ///
    /// - Parameter frames: the frames, shown in turn.
    public init(_ frames: [String]) { self.frames = frames.isEmpty ? [" "] : frames }

    /// Braille dots, the default: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`.
    public static let dots = FrameSet(["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])
    /// A turning arc: `◜◝◞◟`.
    public static let arc = FrameSet(["◜", "◝", "◞", "◟"])
    /// ASCII only, for any terminal: `-\|/`.
    public static let ascii = FrameSet(["-", "\\", "|", "/"])

    /// The frame for a tick; any integer works, negative ones too.
    ///
    /// - Parameter tick: the number of ticks so far.
    /// - Returns: the frame, cycling through the set.
    public func frame(_ tick: Int) -> String {
      let count = frames.count
      return frames[((tick % count) + count) % count]
    }
  }

  let frame: Int
  let set: FrameSet
  let label: String?
  @Environment(\.theme) private var theme

  /// Creates a spinner showing frame `frame` of a frame set.
  ///
  /// - Parameters:
  ///   - frame: the tick to show; the frame cycles through the set.
  ///   - set: the glyphs.
  ///   - label: text after the spinner; nil for none.
  public init(frame: Int = 0, set: FrameSet = .dots, label: String? = nil) {
    self.frame = frame
    self.set = set
    self.label = label
  }

  /// The spinner's frame in the spinner colour, then the label.
  public var body: some View {
    HStack(spacing: 1) {
      Text(set.frame(frame)).foregroundColor(theme[.spinnerColor]).bold()
      if let label { Text(label) }
    }
    .semantics(.busyIndicator, label: label ?? "")
  }
}
