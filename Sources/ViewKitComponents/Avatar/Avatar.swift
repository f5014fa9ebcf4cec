import ViewKitCore
import ViewKitStyle

/// A person's initials on a colour picked from the theme's avatar palette by their name, in
/// three sizes, with an optional status badge.
///
/// Initials are the first grapheme of the first and last words, uppercased; a name in CJK gives
/// its first (wide) character alone. The colour is the same for a name on every run (a stable
/// FNV-1a hash, not Swift's per-process seeded one). Status glyphs differ in shape (`●` online,
/// `◐` away, `⊘` busy, `○` offline) so they read without colour.
///
/// ```swift
/// Avatar(name: "Ada Lovelace", size: .medium, status: .online)
/// ```
public struct Avatar: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "avatar"
    /// One line.
    case small
    /// Three lines.
    case medium
    /// Five lines, rounded.
    case large
    /// Online badge.
    case online
    /// Away badge.
    case away
    /// Busy badge.
    case busy
    /// Offline badge.
    case offline
    /// No name: a placeholder.
    case placeholder
    /// A name in CJK: one wide initial.
    case cjk
  }

  /// How big the avatar is.
  public enum Size: String, Sendable, CaseIterable {
    /// ` AL ` on one line.
    case small
    /// Three lines, six cells wide; seven with a status badge, which sits beside the tile's top
    /// corner.
    case medium
    /// Five lines, eight cells wide, with a rounded border.
    case large
  }

  /// Presence, shown as a badge.
  public enum Status: String, Sendable, CaseIterable {
    /// Available.
    case online
    /// Away.
    case away
    /// Do not disturb.
    case busy
    /// Not connected.
    case offline

    /// The colour token of the badge.
    var colorKey: ThemeKey<Color> {
      switch self {
      case .online: return .avatarStatusOnline
      case .away: return .avatarStatusAway
      case .busy: return .avatarStatusBusy
      case .offline: return .avatarStatusOffline
      }
    }

    /// The badge glyph; each has its own shape.
    public var glyph: String {
      switch self {
      case .online: return "●"
      case .away: return "◐"
      case .busy: return "⊘"
      case .offline: return "○"
      }
    }
  }

  let name: String?
  let size: Size
  let status: Status?
  @Environment(\.theme) private var theme

  /// Creates an avatar; a nil or blank name shows a placeholder.
  ///
  /// - Parameters:
  ///   - name: the person's name, from which the initials and colour come.
  ///   - size: one line, three lines or five lines.
  ///   - status: a presence badge shown beside it; nil for none.
  public init(name: String?, size: Size = .small, status: Status? = nil) {
    self.name = name
    self.size = size
    self.status = status
  }

  /// The initials of a name: up to two graphemes, one when the first is wide; `?` for none.
  ///
  /// - Parameter name: the person's name; words split at spaces and hyphens.
  /// - Returns: one or two graphemes, upper-cased, or `?`.
  public static func initials(of name: String?) -> String {
    let words = (name ?? "").split(whereSeparator: { $0.isWhitespace || $0 == "-" })
    guard let first = words.first?.first else { return "?" }
    if DisplayWidth.of(first) == 2 { return String(first) }
    var result = String(first).uppercased()
    if words.count > 1, let last = words.last?.first, DisplayWidth.of(last) == 1 {
      result += String(last).uppercased()
    }
    return result
  }

  /// The palette slot (1...count) for a name: FNV-1a over its UTF-8, stable across runs.
  ///
  /// - Parameters:
  ///   - name: the person's name.
  ///   - count: the number of palette colours.
  /// - Returns: a slot from 1 to `count`, the same for the same name.
  public static func paletteIndex(for name: String, count: Int = 6) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return Int(hash % UInt32(max(1, count))) + 1
  }

  var isPlaceholder: Bool { (name ?? "").allSatisfy(\.isWhitespace) }

  var colors: (background: Color, foreground: Color) {
    if isPlaceholder {
      return (theme[.avatarPlaceholderBackground], theme[.avatarPlaceholderForeground])
    }
    let index = Avatar.paletteIndex(for: name ?? "")
    return (
      theme[ThemeKey.avatarPalette[(index - 1) % ThemeKey.avatarPalette.count]], theme[.avatarForeground]
    )
  }

  var initialsText: some View {
    Text(Avatar.initials(of: isPlaceholder ? nil : name)).style(theme[.avatarLabel])
      .foregroundColor(colors.foreground)
  }

  @ViewBuilder var badge: some View {
    if let status {
      Text(status.glyph).foregroundColor(theme[status.colorKey]).bold()
    }
  }

  /// The initials on the name's palette colour, with the status badge.
  public var body: some View {
    tile.semantics(
      .avatar, label: isPlaceholder ? "" : name ?? "", details: status.map { [$0.rawValue] } ?? [])
  }

  @ViewBuilder var tile: some View {
    switch size {
    case .small:
      HStack(spacing: 1) {
        initialsText.frame(width: 4).background(colors.background)
        badge
      }
    // The badge sits beside the tile's top corner, on the ground the avatar is on: on the tile
    // itself some palette colours hid it (away on violet was 1.03:1 in the light theme).
    case .medium:
      HStack(alignment: .top, spacing: 0) {
        initialsText.frame(width: 6, height: 3).background(colors.background)
        badge
      }
    case .large:
      // Here the badge takes the border's corner, which is drawn on the ground.
      initialsText.frame(width: 6, height: 3).background(colors.background)
        .border(.rounded, color: colors.background)
        .overlay(alignment: .topTrailing) { badge }
    }
  }
}
