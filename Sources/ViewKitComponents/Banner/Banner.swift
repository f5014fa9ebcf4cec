import ViewKitCore
import ViewKitStyle

/// A message band with a tone: info, success, warning or error. A `▌` bar and an icon in the
/// tone's colour, a bold title and a wrapped message; the icons (`ℹ ✔ ⚠ ✖`) tell the tones
/// apart without colour. Tokens: `banner.*`.
///
/// ```swift
/// Banner(.warning, title: "Offline", message: "Changes will sync when you reconnect.")
/// ```
public struct Banner: View {
  /// The tone, which is also the declared state.
  public enum Tone: String, StoryStates, Sendable {
    /// The component part of story ids.
    public static let storyComponent = "banner"
    /// Information.
    case info
    /// Something went well.
    case success
    /// Something needs care.
    case warning
    /// Something failed.
    case error

    /// The colour token of the tone.
    var colorKey: ThemeKey<Color> {
      switch self {
      case .info: return .bannerInfo
      case .success: return .bannerSuccess
      case .warning: return .bannerWarning
      case .error: return .bannerError
      }
    }

    /// The icon, one cell wide.
    public var icon: String {
      switch self {
      case .info: return "ℹ"
      case .success: return "✔"
      case .warning: return "⚠"
      case .error: return "✖"
      }
    }
  }

  let tone: Tone
  let title: String
  let message: String?
  @Environment(\.theme) private var theme

  /// Creates a banner.
  public init(_ tone: Tone, title: String, message: String? = nil) {
    self.tone = tone
    self.title = title
    self.message = message
  }

  /// The banner.
  public var body: some View {
    let color = theme[tone.colorKey]
    HStack(alignment: .top, spacing: 1) {
      // The bar and the icon keep their width: the title gives way first.
      Text("▌\(tone.icon)").foregroundColor(color).bold().layoutPriority(1)
      VStack(alignment: .leading) {
        Text(title).style(theme[.bannerTitle]).foregroundColor(color)
        if let message { Text(message).style(theme[.bannerMessage]) }
      }
    }
    .semantics(.banner, label: title, value: message, details: [tone.rawValue])
  }
}
