import ViewKitCore
import ViewKitStyle

/// Stories of `ProgressHUD`.
enum ProgressHUDStories {
  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "progress-hud",
    docs: """
      A small panel over the dimmed screen while something runs: a spinner, a progress bar, or a success \
      or failure mark, with a line of text.
      """,
    tags: ["spinner", "loading", "overlay"], states: [StateDeclaration(ProgressHUD.StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    [ComponentTokenPair("progress-hud", .textDefault, on: .hudSurface, minimum: ComponentContrast.text)]
  }

  static func hud(_ state: ProgressHUD.StoryState, _ hud: ProgressHUD) -> Story {
    Story(
      "progress-hud/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "A progress HUD: \(state.rawValue).",
      layout: .fill(default: Size(width: 48, height: 10))
    ) { _ in
      StoryBackdrop().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).progressHUD(
        hud)
    }
  }

  static let stories: [Story] = [
    hud(.indeterminate, .indeterminate("Signing in…", frame: 3)),
    hud(.ascii, .indeterminate("Signing in…", frame: 1, set: .ascii)),
    hud(.determinate, .determinate("Uploading photos", progress: 0.63)),
    hud(.success, .success("Signed in")),
    hud(.failure, .failure("No connection")),
  ]
}
