import ViewKitCore
import ViewKitStyle

/// Stories of toasts (`toast/`).
enum ToastStories {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// The component part of story ids.
    static let storyComponent = "toast"
    /// An information toast.
    case info
    /// A success toast.
    case success
    /// A warning toast.
    case warning
    /// An error toast with a long message, wrapped.
    case error
    /// Three toasts stacked, newest last.
    case stacked
    /// The focused field is at the top: the toast goes to the bottom.
    case avoidsFocus = "avoids-focus"
  }

  /// The component as the storybook, the snapshot tests and `check` know it.
  static let component = ComponentStories(
    "toast",
    docs: """
      Notifications stacked in front of the screen with a severity mark and colour, in the top-right \
      corner or the bottom-right when the top would cover the focused control; each goes when its time \
      on the app's clock runs out, or on a click, or Escape for the newest. ToastStack holds them.
      """,
    tags: ["notification", "notify", "snackbar", "flash message"],
    states: [StateDeclaration(StoryState.self)],
    contrast: contrast, stories: stories)

  /// The colour pairs it draws, with the contrast each needs.
  static var contrast: [ComponentTokenPair] {
    [ComponentTokenPair("toast", .textDefault, on: .toastSurface, minimum: ComponentContrast.text)]
      + [ThemeKey<Color>.toastInfo, .toastSuccess, .toastWarning, .toastError].flatMap { key in
        [
          ComponentTokenPair("toast", key, on: .toastSurface, minimum: ComponentContrast.mark),
          ComponentTokenPair("toast", key, on: .backgroundDefault, minimum: ComponentContrast.mark),
        ]
      }
  }

  /// A screen for toasts to stand in front of.
  struct Screen: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Deploys").textStyle(.title)
        ForEach(0..<8) { index in Text("build \(120 + index): main, 3 checks passed") }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  static func story(_ state: StoryState, _ make: @escaping @Sendable (inout ToastStack) -> Void) -> Story {
    Story(
      "toast/\(state.rawValue)", title: state.rawValue.storyCapitalized,
      summary: "Toasts: \(state.rawValue).",
      layout: .fill(default: Size(width: 60, height: 12))
    ) { args in
      var initial = ToastStack()
      let _ = make(&initial)
      let stack = args.state("toasts", initial: initial)
      Screen().toasts(stack)
    }
  }

  static var stories: [Story] {
    [
      story(.info) { $0.show("A new version is available.", title: "Update") },
      story(.success) { $0.show("Deployed build 127 to production.", severity: .success) },
      story(.warning) { $0.show("The disk is 91% full.", title: "Low space", severity: .warning) },
      story(.error) {
        $0.show(
          "Could not reach the registry: the connection timed out after 30 seconds. Check the network and retry.",
          title: "Deploy failed", severity: .error, timeout: nil)
      },
      story(.stacked) {
        $0.show("Build 126 started.")
        $0.show("Tests passed.", severity: .success)
        $0.show("Deploy is waiting for approval.", title: "Approval", severity: .warning)
      },
      Story(
        "toast/avoids-focus", title: "Avoids focus", summary: "Toasts: avoids-focus.",
        layout: .fill(default: Size(width: 60, height: 12)),
        args: [StoryArg("search", .text(default: "deploys"))]
      ) { args in
        var initial = ToastStack()
        let _ = initial.show("Saved the draft.", severity: .success)
        let stack = args.state("toasts", initial: initial)
        VStack(alignment: .leading) {
          HStack {
            Spacer()
            TextField("Search", text: args.textBinding("search")).frame(width: 30).defaultFocus()
          }
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .toasts(stack)
      },
    ]
  }
}
