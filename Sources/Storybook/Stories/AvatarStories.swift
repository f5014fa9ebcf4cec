import ViewKit

/// Stories of `Avatar`.
enum AvatarStories {
  static func avatar(
    _ state: Avatar.StoryState, name: String?, size: Avatar.Size, status: Avatar.Status? = nil
  )
    -> Story
  {
    let height = size == .small ? 1 : size == .medium ? 3 : 5
    return Story(
      "avatar/\(state.rawValue)", title: state.rawValue.capitalized, summary: "An avatar: \(state.rawValue).",
      layout: .fixed(Size(width: 12, height: height)),
      args: [StoryArg("name", .text(default: name ?? ""))]
    ) { args in
      Avatar(name: args.text("name"), size: size, status: status)
    }
  }

  static var all: [Story] {
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
