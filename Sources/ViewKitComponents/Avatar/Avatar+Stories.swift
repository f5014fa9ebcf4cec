import ViewKitCore
import ViewKitStyle

/// Stories of `Avatar`.
enum AvatarStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "avatar",
    docs: """
      A person's initials on a colour chosen from their name, in three sizes, with an optional presence \
      dot (online, away, busy, offline); a placeholder when there is no name.
      """,
    tags: ["profile picture", "initials"], states: [StateDeclaration(Avatar.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    var pairs: [ComponentTokenPair] = []
    for ground in ComponentContrast.grounds {
      for status: Avatar.Status in [.online, .away, .busy] {
        pairs.append(
          ComponentTokenPair("avatar", status.colorKey, on: ground, minimum: ComponentContrast.mark))
      }
    }
    for background in ThemeKey.avatarPalette {
      pairs.append(
        ComponentTokenPair("avatar", .avatarForeground, on: background, minimum: ComponentContrast.text))
    }
    pairs.append(
      ComponentTokenPair(
        "avatar", .avatarPlaceholderForeground, on: .avatarPlaceholderBackground,
        minimum: ComponentContrast.text))
    return pairs
  }

  static func avatar(
    _ state: Avatar.StoryState, name: String?, size: Avatar.Size, status: Avatar.Status? = nil
  )
    -> Story
  {
    let height = size == .small ? 1 : size == .medium ? 3 : 5
    return Story(
      "avatar/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "An avatar: \(state.rawValue).",
      layout: .fixed(Size(width: 12, height: height)),
      args: [StoryArg("name", .text(default: name ?? ""))]
    ) { args in
      Avatar(name: args.text("name"), size: size, status: status)
    }
  }

  static var stories: [Story] {
    [
      avatar(.small, name: "Ada Lovelace", size: .small),
      avatar(.medium, name: "Grace Hopper", size: .medium),
      avatar(.large, name: "Alan Turing", size: .large),
      avatar(.online, name: "Ada Lovelace", size: .small, status: .online),
      avatar(.away, name: "Grace Hopper", size: .medium, status: .away),
      avatar(.busy, name: "Alan Turing", size: .large, status: .busy),
      avatar(.offline, name: "Edsger Dijkstra", size: .small, status: .offline),
      avatar(.placeholder, name: nil, size: .medium),
      avatar(.cjk, name: "山田太郎", size: .medium),
    ]
  }
}
