import ViewKitCore
import ViewKitStyle

/// A progress panel shown with ``View/progressHUD(_:)`` centred over a dimmed screen:
/// a spinner (indeterminate), a bar with a percentage (determinate), or a success or failure
/// end state with `✔` or `✖`. Tokens: `hud.*`, `progress.*`, `spinner.color`.
///
/// ```swift
/// content.progressHUD(model.isLoading ? .indeterminate("Signing in…", frame: tick) : nil)
/// ```
public struct ProgressHUD: View, Hashable, Sendable {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "progress-hud"
    /// A spinner and a message.
    case indeterminate
    /// An ASCII spinner.
    case ascii
    /// A bar and a percentage.
    case determinate
    /// Finished well.
    case success
    /// Failed.
    case failure
  }

  enum Kind: Hashable, Sendable {
    case spinner(frame: Int, set: Spinner.FrameSet)
    case bar(Double)
    case success
    case failure
  }

  let kind: Kind
  let message: String

  /// A spinner at a given frame, and a message.
  ///
  /// - Parameters:
  ///   - message: what is going on.
  ///   - frame: the spinner frame to show.
  ///   - set: the spinner's glyphs.
  /// - Returns: the HUD.
  public static func indeterminate(_ message: String, frame: Int = 0, set: Spinner.FrameSet = .dots)
    -> ProgressHUD
  {
    ProgressHUD(kind: .spinner(frame: frame, set: set), message: message)
  }

  /// A bar at a value from 0 to 1, and a message.
  ///
  /// - Parameters:
  ///   - message: what is going on.
  ///   - progress: the fraction done, from 0 to 1.
  /// - Returns: the HUD.
  public static func determinate(_ message: String, progress: Double) -> ProgressHUD {
    ProgressHUD(kind: .bar(progress), message: message)
  }

  /// A success end state: `✔` and a message.
  ///
  /// - Parameter message: what succeeded.
  /// - Returns: the HUD.
  public static func success(_ message: String) -> ProgressHUD {
    ProgressHUD(kind: .success, message: message)
  }

  /// A failure end state: `✖` and a message.
  ///
  /// - Parameter message: what failed.
  /// - Returns: the HUD.
  public static func failure(_ message: String) -> ProgressHUD {
    ProgressHUD(kind: .failure, message: message)
  }

  /// Whether the HUD shows a spinner that moves.
  public var isAnimated: Bool {
    if case .spinner = kind { return true }
    return false
  }

  /// The same HUD one spinner frame later (unchanged when it has no spinner).
  ///
  /// - Returns: the HUD at the next frame.
  public func advanced() -> ProgressHUD {
    guard case .spinner(let frame, let set) = kind else { return self }
    return ProgressHUD(kind: .spinner(frame: frame + 1, set: set), message: message)
  }

  /// The bordered panel with its spinner, bar or end mark and the message.
  public var body: some View {
    HUDBox(kind: kind, message: message)
  }
}

struct HUDBox: View {
  let kind: ProgressHUD.Kind
  let message: String
  @Environment(\.theme) private var theme

  var body: some View {
    VStack(alignment: .center) {
      switch kind {
      case .spinner(let frame, let set):
        Spinner(frame: frame, set: set, label: message)
      case .bar(let value):
        Text(message).style(theme[.hudMessage]).semanticsHidden()
        ProgressBar(value: value, showsPercent: true, label: message).frame(width: 26)
      case .success:
        Text("✔ \(message)").style(theme[.hudSuccess]).semantics(.status, label: message, value: "done")
      case .failure:
        Text("✖ \(message)").style(theme[.hudFailure]).semantics(.status, label: message, value: "failed")
      }
    }
    .padding(.horizontal, 2)
    .border(theme[.hudBorder])
    .background(theme[.hudSurface])
  }
}
