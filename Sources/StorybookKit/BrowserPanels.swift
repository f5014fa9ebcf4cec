import ViewKit

/// The browser's extra views of a story: its documentation, the tokens it reads with the
/// contrast of each colour pair it draws, and its actions.
enum BrowserPanel: Hashable {
  /// The story's id, title, summary, declaration and arguments.
  case docs
  /// Every colour pair the story draws in the current theme, its contrast and AA pass/fail, and
  /// every token it reads with its value.
  case tokens
  /// What the story did while interacted with (`i`): presses, toggles, submits, clicks.
  case actions
  /// The problems of a theme file tried with `--theme PATH` (a contrast failure), each naming
  /// the file and line.
  case problems
}

extension BrowserModel {
  /// `d`: no panel, then docs, tokens and actions.
  func nextPanel() {
    let hasProblems = !(themeProblems[theme.name] ?? []).isEmpty
    switch panel {
    case nil: panel = hasProblems ? .problems : .docs
    case .problems?: panel = .docs
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
    pendingChanges = []
    // Typing from now on starts a line of its own.
    if let last = actions.indices.last { actions[last].closed = true }
  }

  /// Adds an action to the log, newest last, keeping the last ``actionLimit`` lines, with the
  /// arguments the action changed as it ran (a toggle's `on`) on its line.
  func log(_ action: InteractionAction) {
    append(ActionLogEntry(story: story?.id ?? "", action: action, changes: pendingChanges))
    pendingChanges = []
  }

  /// Notes an argument the story's own controls changed. A binding's change waits for its
  /// action (``log(_:)`` runs right after the binding, in the same event); typing goes on an
  /// `edit` line, one line for a run of typing into one argument of one story.
  func logChange(_ name: String, _ value: StoryArgValue, story id: String, typing: Bool) {
    guard typing else {
      pendingChanges.removeAll { $0.name == name }
      pendingChanges.append((name, value))
      return
    }
    if let last = actions.last, last.action == nil, !last.closed, last.story == id,
      last.changes.map(\.name) == [name]
    {
      actions[actions.count - 1].changes = [(name, value)]
    } else {
      append(ActionLogEntry(story: id, action: nil, changes: [(name, value)]))
    }
  }

  private func append(_ entry: ActionLogEntry) {
    actions.append(entry)
    if actions.count > Self.actionLimit { actions.removeFirst(actions.count - Self.actionLimit) }
  }

  /// How many lines the log keeps.
  static let actionLimit = 50
}

/// One line of the actions log: what ran (a binding, a click) with the arguments it changed, or
/// a run of typing into one argument.
struct ActionLogEntry {
  /// The story it happened in.
  var story: String
  /// What ran; nil for a line of typing.
  var action: InteractionAction?
  /// The arguments changed, in the order they changed, each with its last value.
  var changes: [(name: String, value: StoryArgValue)] = []
  /// Whether typing may no longer join this line (the story was left and used again).
  var closed = false

  /// `on = true`, `text = “ada@”`: the changes as the log shows them.
  var changesText: String {
    changes.map { change in
      if case .text(let text) = change.value { return "\(change.name) = “\(text)”" }
      return "\(change.name) = \(change.value)"
    }
    .joined(separator: ", ")
  }
}

/// One story in every theme of the storybook: side by side when they fit across, else stacked
/// as many as fit from `start`, each on its own theme's surface and captioned with the theme's
/// name; `g` shows the next ones.
struct ThemeGrid: View {
  let story: Story
  let args: StoryArgs
  let themes: [Theme]
  let size: Size
  let profile: ColorProfile
  /// The first theme shown when they do not all fit.
  var start = 0
  /// Told how many themes fit, while the grid is drawn.
  var fitted: (Int) -> Void = { _ in }

  var body: some View {
    let story = self.story
    let (args, themes, size, profile, fitted) = (self.args, self.themes, self.size, self.profile, self.fitted)
    let start = min(max(0, self.start), max(0, themes.count - 1))
    SizeReader { room in
      let across = room.width >= themes.count * (size.width + 1) - 1
      if across {
        let _ = fitted(themes.count)
        HStack(alignment: .top, spacing: 1) {
          ForEach(themes) { theme in Self.cell(story, args, theme, size, profile) }
        }
      } else {
        // Stacked: a caption and the story per theme, as many as fit the height under a line
        // saying which are shown.
        let fit = max(1, (room.height - 1) / (size.height + 1))
        let shown = Array(themes.dropFirst(start).prefix(fit))
        let _ = fitted(fit)
        VStack(alignment: .leading, spacing: 0) {
          Text(Self.position(start: start, shown: shown.count, of: themes.count)).textStyle(.muted).lineLimit(
            1)
          ForEach(shown) { theme in Self.cell(story, args, theme, size, profile) }
        }
      }
    }
  }

  /// `Themes 2–3 of 4; g shows the next.`: which themes a stacked grid shows, and how to see the others.
  static func position(start: Int, shown: Int, of count: Int) -> String {
    let range = shown == 1 ? "\(start + 1)" : "\(start + 1)–\(start + shown)"
    let more = start + shown < count ? "g shows the next" : "g closes the grid"
    return "Themes \(range) of \(count); \(more)."
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
      if !story.tags.isEmpty {
        Text("tags: " + story.tags.joined(separator: ", ")).textStyle(.muted).lineLimit(1)
      }
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

/// What a story reads of a theme, found by drawing it with a theme that notes its reads: every
/// colour pair its glyphs are drawn in, with the contrast ratio and WCAG 2 AA pass/fail (4.5:1
/// for text, 3:1 for marks), failures first; then every token it read, with its value.
struct TokensPanel: View {
  let story: Story
  let args: StoryArgs
  let theme: Theme
  let size: Size
  /// The colours the pairs are judged in: what the terminal gets, or what the browser shows.
  var profile = ColorProfile.truecolor
  /// The most pair lines shown; the rest are counted (a failing pair always shows).
  var pairLines = 8

  var body: some View {
    let report = TokenReport(story: story, args: args, theme: theme, size: size, profile: profile)
    let shown = Array(report.pairs.prefix(max(pairLines, report.failures)))
    let theme = self.theme
    let tokens = report.tokens
    VStack(alignment: .leading, spacing: 0) {
      Text(
        "\(report.pairs.count) colour pair(s) drawn in \(theme.name)\(TokenReport.inProfile(profile)) at \(size), "
          + (report.failures == 0 ? "all meet AA" : "\(report.failures) below AA") + ":"
      )
      .textStyle(.muted).lineLimit(1)
      StyledText(sizing: .fill(ideal: 80)) { width in Self.pairTable(shown, theme, width: width) }
      if shown.count < report.pairs.count {
        Text("\(report.pairs.count - shown.count) more pair(s), none below AA.").textStyle(.muted)
      }
      Text("\(tokens.count) token(s) read:").textStyle(.muted).lineLimit(1)
      StyledText(sizing: .fill(ideal: 80)) { width in
        Self.tokenTable(tokens, width: width, muted: theme[.muted])
      }
    }
  }

  /// The pairs as a table that fits `width`: one row each, columns aligned (verdict, kind,
  /// cells, foreground, background), when they fit across; else each pair's verdict on one line
  /// and its two colours under it, each whole (a token is never cut mid-name or mid-value).
  static func pairTable(_ pairs: [TokenReport.Judged], _ theme: Theme, width: Int) -> [[TextSpan]] {
    let rows = pairs.map { judged -> (verdict: [TextSpan], foreground: String, background: String) in
      (
        verdictSpans(judged, theme), TokenReport.name(judged.pair.foreground, theme),
        TokenReport.name(judged.pair.background, theme)
      )
    }
    func length(_ spans: [TextSpan]) -> Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }
    let verdictWidth = rows.map { length($0.verdict) }.max() ?? 0
    let foregroundWidth = rows.map { DisplayWidth.of($0.foreground) }.max() ?? 0
    let backgroundWidth = rows.map { DisplayWidth.of($0.background) }.max() ?? 0
    if verdictWidth + 2 + foregroundWidth + 4 + backgroundWidth <= width {
      return rows.map { row in
        let pad = String(repeating: " ", count: verdictWidth - length(row.verdict) + 2)
        let gap = String(repeating: " ", count: foregroundWidth - DisplayWidth.of(row.foreground))
        return row.verdict + [TextSpan(pad + row.foreground + gap + " on " + row.background)]
      }
    }
    return rows.flatMap { row -> [[TextSpan]] in
      let both = "  " + row.foreground + " on " + row.background
      if DisplayWidth.of(both) <= width { return [row.verdict, [TextSpan(both)]] }
      return [row.verdict, [TextSpan("  fg " + row.foreground)], [TextSpan("  bg " + row.background)]]
    }
  }

  /// The tokens read as two columns, name and value, when they fit across; else each value on
  /// the line under its name.
  static func tokenTable(_ tokens: [(path: String, value: String)], width: Int, muted: TextStyleToken)
    -> [[TextSpan]]
  {
    let nameWidth = tokens.map { DisplayWidth.of($0.path) }.max() ?? 0
    let valueWidth = tokens.map { DisplayWidth.of($0.value) }.max() ?? 0
    if nameWidth + 2 + valueWidth <= width {
      return tokens.map { token in
        let pad = String(repeating: " ", count: nameWidth - DisplayWidth.of(token.path) + 2)
        return [TextSpan(token.path + pad), TextSpan(token.value, style: muted)]
      }
    }
    return tokens.flatMap { token in [[TextSpan(token.path)], [TextSpan("  " + token.value, style: muted)]] }
  }

  /// `✓ 7.2:1 AA text · 12 cells`: the verdict of a pair, what matters first.
  static func verdictSpans(_ judged: TokenReport.Judged, _ theme: Theme) -> [TextSpan] {
    let pair = judged.pair
    let verdict: String
    switch judged.verdict {
    case .terminals: verdict = "terminal's own colours "
    case .behindModal: verdict = "behind a modal "
    case .passes: verdict = "AA "
    case .fails: verdict = "below \(pair.minimum):1 "
    }
    // What the minimum is for: letters and digits need 4.5:1; marks (borders, bars, brackets),
    // and the disabled text components register, 3:1.
    let kind = pair.minimum > 3 ? "text" : "mark"
    let mark: (String, Color) =
      switch judged.verdict {
      case .terminals, .behindModal: ("· ", theme[.textMuted])
      case .passes: ("✓ ", theme[.statusSuccess])
      case .fails: ("✗ ", theme[.statusError])
      }
    return [
      TextSpan(mark.0, foreground: mark.1, attributes: .bold),
      TextSpan("\(judged.ratioText) ", style: TextStyleToken(attributes: .bold)),
      TextSpan(verdict + kind + " · \(pair.cells) cell\(pair.cells == 1 ? "" : "s")", style: theme[.muted]),
    ]
  }
}

/// A story drawn once with a recording theme: the pairs its glyphs show and the tokens it read.
struct TokenReport {
  /// A drawn pair with the panel's and `check`'s judgement of it.
  struct Judged {
    /// What the judgement is.
    enum Verdict {
      /// At or above its minimum.
      case passes
      /// Below its minimum.
      case fails
      /// A colour only the terminal knows (its default): nothing to judge.
      case terminals
      /// A modal's dimmed backdrop: inactive content, held to no minimum (WCAG 2, 1.4.3).
      case behindModal
    }

    /// The pair, its minimum the registered one where a component registers it.
    let pair: DrawnColorPair
    /// Its contrast in the theme; nil for the terminal's own colours.
    let ratio: Double?
    /// The judgement.
    let verdict: Verdict

    /// The ratio as shown, cut (never rounded up) to two decimals, so a failing 4.496 never
    /// reads 4.5: `4.49:1`, or `n/a`.
    var ratioText: String { ratio.map { "\(ColorMatcher.shownContrast($0)):1" } ?? "n/a" }

    /// `dark: alert/confirm draws color.border.default #6b7390 on alert.surface #59607a at
    /// 1.32:1, below 3.0:1 (104 cells, such as “╔”)`: a failure as `check` and the tests say it.
    func failure(story: String, theme: Theme, profile: ColorProfile = .truecolor) -> String {
      "\(theme.name)\(TokenReport.inProfile(profile)): \(story) draws \(TokenReport.name(pair.foreground, theme)) on "
        + "\(TokenReport.name(pair.background, theme)) at \(ratioText), below \(pair.minimum):1 "
        + "(\(pair.cells) cell\(pair.cells == 1 ? "" : "s"), such as “\(Sanitizer.sanitize(pair.sample))”)"
        + sent(profile)
    }

    /// ` sent as brightWhite on brightBlack`: what a terminal with fewer colours gets.
    func sent(_ profile: ColorProfile) -> String {
      guard profile == .ansi16 || profile == .ansi256, let variant = pair.variants.first else { return "" }
      let (fg, bg) =
        variant.reversed ? (pair.background, pair.foreground) : (pair.foreground, pair.background)
      let sent = SentStyle(
        foreground: fg, background: bg, attributes: variant.bold ? .bold : [], profile: profile)
      func name(_ kind: Color.Kind) -> String {
        switch kind {
        case .default: return "the terminal's default"
        case .ansi(let ansi): return ansi.name
        case .palette(let index): return "colour \(index)"
        case .rgb(let rgb): return rgb.hex
        }
      }
      let (shownFg, shownBg) =
        variant.reversed ? (sent.background, sent.foreground) : (sent.foreground, sent.background)
      return " sent as \(name(shownFg)) on \(name(shownBg))\(sent.attributes.contains(.bold) ? ", bold" : "")"
    }
  }

  /// Every pair drawn, failures first, then by how many cells show it.
  let pairs: [Judged]
  /// How many pairs fall below AA.
  let failures: Int
  /// Every token read, in the order first read, with its value as the panel shows it.
  private(set) var tokens: [(path: String, value: String)]

  /// Draws the story (its arguments' values alone: nothing it draws can write back) and reads
  /// the canvas and the log.
  init(story: Story, args: StoryArgs, theme: Theme, size: Size, profile: ColorProfile = .truecolor) {
    let log = TokenReadLog()
    let canvas = story.render(
      theme: theme.recordingReads(into: log), profile: .truecolor, size: size, args: StoryArgs(args.values))
    self.init(drawn: canvas.drawnColorPairs(), theme: theme, profile: profile)
    tokens = log.paths.map { ($0, Self.value(of: $0, in: theme)) }
  }

  /// Judges pairs a story drew in `theme` (``Canvas/drawnColorPairs()`` of a full-colour
  /// render) as a terminal with `profile` shows them; no tokens listed. One render judged in
  /// several profiles, as `check --color 16 --color 256` does.
  init(drawn: [DrawnColorPair], theme: Theme, profile: ColorProfile) {
    let judged = drawn.map { drawn in
      // A pair a component registers (ComponentContrast.pairs) needs what it registers: a
      // disabled button's text is an inactive control's, which WCAG 2 holds to 3:1 here, not 4.5.
      let registered = drawn.foreground.token.flatMap { foreground in
        drawn.background.token.flatMap { Self.registered[[foreground.path, $0.path]] }
      }
      let pair =
        registered.map {
          DrawnColorPair(
            foreground: drawn.foreground, background: drawn.background, minimum: $0.minimum,
            cells: drawn.cells, sample: drawn.sample, variants: drawn.variants)
        } ?? drawn
      let ratio = pair.ratio(in: theme, profile: profile)
      let verdict: Judged.Verdict
      if Self.isBehindModal(pair) {
        verdict = .behindModal
      } else if let ratio {
        verdict = ColorMatcher.meetsContrast(ratio, minimum: pair.minimum) ? .passes : .fails
      } else {
        verdict = .terminals
      }
      return Judged(pair: pair, ratio: ratio, verdict: verdict)
    }
    let failing = judged.filter { $0.verdict == .fails }
    pairs = failing + judged.filter { $0.verdict != .fails }
    failures = failing.count
    tokens = []
  }

  /// The pairs components register (``ComponentContrast/pairs``) by their foreground's and
  /// background's token paths, the first of each kept: looked up once a drawn pair, where a
  /// search compared every registered pair's paths with it.
  static let registered = Dictionary(
    ComponentContrast.pairs.map { ([$0.foreground.path, $0.background.path], $0) },
    uniquingKeysWith: { first, _ in first })

  /// ` in 16 colours` or ` in 256 colours` after a theme's name; nothing in full colour.
  static func inProfile(_ profile: ColorProfile) -> String {
    switch profile {
    case .ansi16: return " in 16 colours"
    case .ansi256: return " in 256 colours"
    case .truecolor, .none: return ""
    }
  }

  /// Whether a pair is a modal's dimmed backdrop: inactive content, which WCAG 2 (1.4.3) holds
  /// to no minimum.
  static func isBehindModal(_ pair: DrawnColorPair) -> Bool {
    pair.foreground.token?.path == "alert.scrim" || pair.background.token?.path == "alert.scrim"
  }

  /// A colour as the panel names it: its token and value, or its value alone.
  static func name(_ color: Color, _ theme: Theme) -> String {
    let value = hex(color, theme)
    return color.token.map { "\($0.path) \(value)" } ?? value
  }

  /// A colour's value in a theme as `#rrggbb`, or `default` for the terminal's own.
  static func hex(_ color: Color, _ theme: Theme) -> String {
    theme.previewColor(of: color)?.hex ?? "default"
  }

  /// A token's value in a few characters: `#e6e6e6`, `1`, `rounded #6b7390`, `bold`, `80 ms`.
  static func value(of path: String, in theme: Theme) -> String {
    switch theme.tokens[path] {
    case .color(let color, let preview)?: return color.isDefault ? "default (\(preview.hex))" : preview.hex
    case .number(let value)?: return Int(exactly: value).map(String.init) ?? String(value)
    case .duration(let milliseconds)?: return "\(milliseconds) ms"
    case .border(let border)?:
      return "\(border.style.rawValue) \(hex(border.color, theme))"
    case .textStyle(let style)?:
      var parts = style.attributes.names
      if let foreground = style.foreground { parts.append("fg " + hex(foreground, theme)) }
      if let background = style.background { parts.append("bg " + hex(background, theme)) }
      return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    case .dimension(let value, let unit)?: return "\(value) \(unit)"
    case .fontFamily(let names)?: return Sanitizer.sanitize(names.joined(separator: ", "))
    case .fontWeight(let weight)?: return "weight \(weight)"
    case .other(let type)?: return type.rawValue
    case nil: return "?"
    }
  }
}

/// The last actions of the story, newest at the bottom: `Dark mode: switch · on = true`.
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
            // `Dark mode: switch · on = true`; a view with no label is named by its region's id.
            StyledText([
              TextSpan(
                action.label.isEmpty ? "" : "\(action.label): ", style: TextStyleToken(attributes: .bold)),
              TextSpan(action.action),
              TextSpan(action.label.isEmpty ? " (\(action.region))" : "", style: theme[.muted]),
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

/// The problems of the theme on show, one per line as `themes check` prints them (the file, the
/// token and the line), when it was tried from a file that has some.
struct ProblemsPanel: View {
  let theme: String
  let problems: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(
        "\(problems.count) problem\(problems.count == 1 ? "" : "s") in theme \(theme); it is shown as it is:"
      )
      .textStyle(.muted).lineLimit(1)
      ForEach(Array(problems.prefix(8).enumerated())) { item in Text(item.element).lineLimit(3) }
      if problems.count > 8 {
        Text("\(problems.count - 8) more: swift run Storybook themes check FILE lists them all.").textStyle(
          .muted)
      }
    }
  }
}
