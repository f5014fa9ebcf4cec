import ViewKit

/// The browser's extra views of a story: every theme side by side, its documentation, and the
/// tokens its component reads with the contrast of each colour pair.
enum BrowserPanel: Hashable {
  /// The story's id, title, summary, declaration and arguments.
  case docs
  /// The component's colour pairs in the current theme: each colour, its contrast, AA pass/fail.
  case tokens
  /// What the story did while interacted with (`i`): presses, toggles, submits, clicks.
  case actions
}

extension BrowserModel {
  /// `d`: no panel, then docs, tokens and actions.
  func nextPanel() {
    switch panel {
    case nil: panel = .docs
    case .docs?: panel = .tokens
    case .tokens?: panel = .actions
    case .actions?: panel = nil
    }
  }

  /// `i`: hands the keys and the mouse to the story (Esc takes them back), with its actions
  /// logged and the actions panel open.
  func interact() {
    guard story != nil else { return }
    interacting = true
    panel = .actions
  }

  /// Adds an action to the log, newest last, keeping the last ``actionLimit``. The arguments
  /// the action changed (a toggle's `on`) join it on its line.
  func log(_ action: InteractionAction) {
    if let last = actions.last, last.action == nil {
      actions[actions.count - 1].action = action
    } else {
      append(ActionLogEntry(action: action))
    }
  }

  /// Notes an argument the story's own controls changed: on the line of the action that changes
  /// it, or on a line of its own for typing (one line for a run of edits to one argument).
  func logChange(_ name: String, _ value: StoryArgValue) {
    guard let last = actions.last, last.action == nil else {
      append(ActionLogEntry(changes: [(name, value)]))
      return
    }
    if let index = last.changes.firstIndex(where: { $0.name == name }) {
      actions[actions.count - 1].changes[index].value = value
    } else {
      actions[actions.count - 1].changes.append((name, value))
    }
  }

  private func append(_ entry: ActionLogEntry) {
    actions.append(entry)
    if actions.count > Self.actionLimit { actions.removeFirst(actions.count - Self.actionLimit) }
  }

  /// How many lines the log keeps.
  static let actionLimit = 50
}

/// One line of the actions log: what ran (a binding, a click), the arguments it changed, or both.
struct ActionLogEntry {
  /// What ran; nil for a line of edits alone (typing into the story's field).
  var action: InteractionAction?
  /// The arguments changed, in the order they changed, each with its last value.
  var changes: [(name: String, value: StoryArgValue)] = []

  /// `on = true`, `text = "ada@"`: the changes as the log shows them.
  var changesText: String {
    changes.map { change in
      if case .text(let text) = change.value { return "\(change.name) = “\(text)”" }
      return "\(change.name) = \(change.value)"
    }
    .joined(separator: ", ")
  }
}

/// One story in every theme of the storybook: side by side when they fit across, else stacked
/// as many as fit, each on its own theme's surface and captioned with the theme's name.
struct ThemeGrid: View {
  let story: Story
  let args: StoryArgs
  let themes: [Theme]
  let size: Size
  let profile: ColorProfile

  var body: some View {
    let story = self.story
    let (args, themes, size, profile) = (self.args, self.themes, self.size, self.profile)
    SizeReader { room in
      let across = room.width >= themes.count * (size.width + 1) - 1
      if across {
        HStack(alignment: .top, spacing: 1) {
          ForEach(themes) { theme in Self.cell(story, args, theme, size, profile) }
        }
      } else {
        // Stacked: a caption and the story per theme, as many as fit the height.
        let fit = max(1, room.height / (size.height + 1))
        VStack(alignment: .leading, spacing: 0) {
          ForEach(Array(themes.prefix(fit))) { theme in Self.cell(story, args, theme, size, profile) }
          if fit < themes.count {
            Text("\(themes.count - fit) more theme(s) below: make the window taller or wider.").textStyle(
              .muted)
          }
        }
      }
    }
  }

  /// The story drawn in one theme, on that theme's background, under its name.
  static func cell(_ story: Story, _ args: StoryArgs, _ theme: Theme, _ size: Size, _ profile: ColorProfile)
    -> some View
  {
    VStack(alignment: .leading, spacing: 0) {
      Text(theme.name).textStyle(.muted).lineLimit(1).frame(width: size.width, alignment: .leading)
      story.view(args)
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .clipped()
        .foregroundColor(theme[.textDefault])
        .background(theme[.backgroundDefault])
        .theme(theme)
        .simulatingColorProfile(profile)
        .stillPicture()
    }
  }
}

/// The story's documentation: what the declaration says, where it is, and its arguments.
struct DocsPanel: View {
  let story: Story
  let args: StoryArgs

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("\(story.title) — \(story.summary)").lineLimit(2)
      Text("id \(story.id) · declared at \(story.location)").textStyle(.muted).lineLimit(1)
      if story.args.isEmpty {
        Text("No arguments.").textStyle(.muted)
      } else {
        ForEach(story.args) { arg in
          Text(
            "\(arg.name): \(arg.control.accepted), now \(args.values[arg.name]?.description ?? arg.control.defaultValue.description)"
              + (arg.summary.isEmpty ? "" : " — \(arg.summary)")
          )
          .lineLimit(1)
        }
      }
    }
  }
}

/// The component's colour pairs in a theme: each pair's colours, its contrast ratio and whether
/// it meets WCAG 2 AA (4.5:1 for text, 3:1 for marks).
struct TokensPanel: View {
  let component: String
  let theme: Theme

  var body: some View {
    let pairs = ComponentContrast.pairs.filter { $0.component == component }
    VStack(alignment: .leading, spacing: 0) {
      if pairs.isEmpty {
        Text("No colour pairs are registered for \(component) (ComponentContrast.pairs).").textStyle(.muted)
      } else {
        Text("\(pairs.count) colour pair(s) of \(component) in \(theme.name):").textStyle(.muted)
        ForEach(pairs) { pair in Self.row(pair, theme) }
      }
    }
  }

  /// `✓ 7.2:1 AA  text.default #e6e6e6 on background.default #101010`, or `✗` and the minimum.
  static func row(_ pair: ComponentTokenPair, _ theme: Theme) -> some View {
    let ratio = pair.ratio(in: theme)
    let passes = ratio.map { $0 >= pair.minimum } ?? false
    let shown = ratio.map { String(Double(Int(($0 * 10).rounded())) / 10) + ":1" } ?? "n/a"
    let fg = theme.previewColor(pair.foreground).map(\.hex) ?? "?"
    let bg = theme.previewColor(pair.background).map(\.hex) ?? "?"
    return StyledText([
      TextSpan(
        passes ? "✓ " : "✗ ", foreground: passes ? theme[.statusSuccess] : theme[.statusError],
        attributes: .bold),
      TextSpan("\(shown) ", style: TextStyleToken(attributes: .bold)),
      TextSpan(passes ? "AA " : "below \(pair.minimum):1 ", style: theme[.muted]),
      TextSpan("\(pair.foreground.path) \(fg) on \(pair.background.path) \(bg)"),
    ])
  }
}

/// The last actions of the story, newest at the bottom: `switch on Dark mode (focus:Dark mode) · on = true`.
struct ActionsPanel: View {
  let actions: [ActionLogEntry]
  let interacting: Bool
  let height: Int
  @Environment(\.theme) private var theme

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if actions.isEmpty {
        Text(
          interacting
            ? "Use the story: its presses, toggles, submits and clicks show here. Esc gives the keys back."
            : "Press i to use the story; what it does shows here."
        )
        .textStyle(.muted)
      } else {
        ForEach(Array(actions.suffix(height).enumerated())) { item in
          let entry = item.element
          if let action = entry.action {
            StyledText([
              TextSpan(action.action, style: TextStyleToken(attributes: .bold)),
              TextSpan(" on \(action.label) (\(action.region))"),
              TextSpan(entry.changes.isEmpty ? "" : " · " + entry.changesText, style: theme[.muted]),
            ])
            .lineLimit(1)
          } else {
            StyledText([
              TextSpan("edit", style: TextStyleToken(attributes: .bold)), TextSpan(" " + entry.changesText),
            ])
            .lineLimit(1)
          }
        }
      }
    }
  }
}
