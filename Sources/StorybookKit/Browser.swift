import Observation
import ViewKit

/// The state of the interactive story browser and what the user can ask of it. It never sees
/// a key: the browser's view declares which keys and controls call these intents.
@Observable
final class BrowserModel {
  /// What can have focus.
  enum Focus: Hashable {
    /// The story list.
    case stories
    /// The search field.
    case search
    /// An argument's control, by index.
    case argument(Int)
  }

  /// Every story, sorted by id, so each component's states sit together.
  let all: [Story]
  /// The stories matching the search, in order.
  private(set) var stories: [Story]
  /// A header before each component's first shown story.
  private(set) var sections: [ListSection] = []
  /// The list's selection and scroll.
  var list = ListState(selection: 0)
  /// The theme stories are drawn in.
  var themeIndex = 0
  /// Whether the theme was picked by `auto` (from the terminal's background) and not changed since.
  var themeIsAutomatic = false
  /// How the story's colours are shown: as this terminal shows them, or as a smaller profile would.
  var profile = ColorProfile.truecolor
  /// The colour profile that really reaches the terminal.
  var outputProfile = ColorProfile.truecolor
  /// The search text; ``search(_:)`` changes it and filters the stories.
  private(set) var query = TextFieldState(limit: 200)
  /// The story selected last, kept while a search matches nothing.
  private var lastSelectedID: String?
  /// Whether the search field shows.
  private(set) var searching = false
  /// The focused control.
  var focus: Focus? = .stories
  /// The size stories are drawn at: nil for each story's own (its fixed size, or the pane for
  /// a full-screen story), else one of ``viewports``.
  var viewport: Size?
  /// Whether the story shows in every theme side by side (`g`).
  var showsGrid = false
  /// The panel under the story (`d`): none, docs, tokens or actions.
  var panel: BrowserPanel?
  /// Whether the story has the keys and the mouse (`i`; Esc gives them back).
  var interacting = false {
    didSet { if !interacting { live = nil } }
  }
  /// The live story's view while it has the keys, built once for its arguments: a story that
  /// makes its own model (the ShowcaseApp's screens, a navigator and view models) keeps what is
  /// typed into it from frame to frame, instead of starting again at each frame.
  @ObservationIgnored private var live: (id: String, values: [String: StoryArgValue], view: AnyView)?
  /// What the story did while interacted with, oldest first.
  var actions: [ActionLogEntry] = []
  /// Arguments a binding changed while it ran, waiting for its action to be logged.
  var pendingChanges: [(name: String, value: StoryArgValue)] = []
  /// The viewport presets `v` steps through after the story's own size.
  static let viewports = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 100, height: 30),
    Size(width: 120, height: 40),
  ]
  /// The review queue while it shows (`r`, `--review`); nil for the stories.
  var review: ReviewState?
  /// Where the review queue comes from; nil when the storybook has no golden folder to review.
  var reviewSource: ReviewSource?
  /// Whether the story fills the screen, without the list and the frames (`z`).
  var zoomed = false
  /// The first theme the grid (`g`) shows when not all fit.
  var gridStart = 0
  /// How many themes the grid fitted when last drawn (written while drawing, read by `g`).
  @ObservationIgnored var gridFit = Int.max
  /// The terminal's background, once it said (for `auto`).
  var background: RGB?
  /// Problems of the themes tried with `--theme PATH`, by theme name: shown in the browser.
  var themeProblems: [String: [String]] = [:]
  /// Changed argument values, by story id.
  private(set) var argValues: [String: [String: StoryArgValue]] = [:]
  /// Text arguments being edited, with their carets, by story id.
  private var argTexts: [String: [String: TextFieldState]] = [:]
  /// The stories' own state that is no argument (a list's scroll offset), by story id.
  private var storyState: [String: [String: any Sendable]] = [:]

  /// The most characters a text argument's control takes.
  static let textLimit = 500

  /// The themes stories can be drawn in; `t` steps through them.
  private(set) var themes: [Theme]

  init(registry: StoryRegistry, themes: [Theme] = Theme.builtIn) {
    self.themes = themes.isEmpty ? Theme.builtIn : themes
    all = registry.stories.sorted { $0.id < $1.id }
    stories = all
    sections = Self.sections(of: all)
  }

  /// The selected story's index among those shown.
  var selection: Int {
    get { min(list.selection ?? 0, max(0, stories.count - 1)) }
    set { list.selection = newValue }
  }

  var theme: Theme { themes[themeIndex % themes.count] }
  var story: Story? { stories.isEmpty ? nil : stories[selection] }

  static func sections(of stories: [Story]) -> [ListSection] {
    var sections: [ListSection] = []
    var last = ""
    for (index, story) in stories.enumerated() {
      let component = story.storyID?.component ?? story.id
      if component != last {
        sections.append(ListSection(component, start: index))
        last = component
      }
    }
    return sections
  }

  /// Shows the stories whose id, title, summary or tags contain the query (ignoring case), keeping
  /// the selected one selected when it still shows.
  func filter() {
    if let id = story?.id { lastSelectedID = id }
    let current = lastSelectedID
    let text = query.text.lowercased()
    stories =
      text.isEmpty
      ? all
      : all.filter { $0.searchText.contains(text) }
    sections = Self.sections(of: stories)
    list = ListState(selection: stories.firstIndex { $0.id == current } ?? 0)
  }

  /// Changes the search text and shows the stories that match it.
  func search(_ text: TextFieldState) {
    query = text
    filter()
  }

  /// Opens the search field and puts focus in it.
  func startSearch() {
    searching = true
    focus = .search
  }

  /// Leaves the search field for the list, keeping the filter.
  func endSearch() {
    searching = false
    focus = .stories
  }

  /// Clears the search and goes back to the list.
  func cancelSearch() {
    search(TextFieldState(limit: 200))
    endSearch()
  }

  /// Escape from the list: clears a filter left in place; otherwise nothing (Escape never quits).
  func escape() {
    if !query.isEmpty { cancelSearch() }
  }

  /// Jumps to the first story of the next component.
  func nextComponent() {
    list.selection = sections.first { $0.start > selection }?.start ?? selection
  }

  /// Jumps to the first story of this component, or of the previous one.
  func previousComponent() {
    list.selection = sections.last { $0.start < selection }?.start ?? 0
  }

  /// The next theme: each of the storybook's in turn, then `auto` (light or dark, as the
  /// terminal's background is), then the first again.
  func nextTheme() {
    if themeIsAutomatic {
      themeIndex = 0
      themeIsAutomatic = false
    } else if themeIndex + 1 < themes.count {
      themeIndex += 1
    } else {
      use(automaticTheme(background: background), automatic: true)
    }
  }

  /// `g`: the grid of every theme; when they do not all fit, the next ones; after the last, off.
  func nextGrid() {
    guard showsGrid else {
      showsGrid = true
      gridStart = 0
      return
    }
    if gridStart + gridFit < themes.count {
      gridStart += max(1, gridFit)
    } else {
      showsGrid = false
      gridStart = 0
    }
  }

  /// Draws stories in `theme`; `automatic` when `auto` chose it.
  func use(_ theme: Theme, automatic: Bool = false) {
    themeIndex = themes.firstIndex { $0.name == theme.name } ?? 0
    themeIsAutomatic = automatic
  }

  /// Shows a theme made while the browser runs (`system`, from the terminal's own colours): it
  /// takes the place of the theme of its name, or comes first.
  ///
  /// - Parameter theme: the theme to show.
  func use(made theme: Theme) {
    if let index = themes.firstIndex(where: { $0.name == theme.name }) {
      themes[index] = theme
    } else {
      themes.insert(theme, at: 0)
    }
    use(theme)
  }

  /// The theme `auto` picks for a terminal background: the first of the storybook's themes
  /// whose appearance matches it (light or dark; dark when the terminal did not say).
  func automaticTheme(background: RGB?) -> Theme {
    let appearance = background.map { Appearance(background: $0) } ?? .dark
    return themes.first { $0.appearance == appearance } ?? themes[0]
  }

  /// The theme's name as the browser shows it: `light (auto)` when `auto` chose it.
  var themeLabel: String { theme.name + (themeIsAutomatic ? " (auto)" : "") }

  /// The next viewport: the story's own size, then each preset in turn.
  func nextViewport() {
    guard let viewport, let index = Self.viewports.firstIndex(of: viewport) else {
      viewport = Self.viewports[0]
      return
    }
    self.viewport = index + 1 < Self.viewports.count ? Self.viewports[index + 1] : nil
  }

  /// The next colour profile the story is shown in.
  func nextProfile() {
    // Only what this terminal can show, then less.
    let order = Array(Self.richestFirst.drop { $0 != outputProfile })
    profile = order[((order.firstIndex(of: profile) ?? 0) + 1) % max(1, order.count)]
  }

  /// The colour profiles, the richest first.
  static let richestFirst: [ColorProfile] = [.truecolor, .ansi256, .ansi16, .none]

  /// Starts on the profile the terminal gets.
  func useOutput(_ profile: ColorProfile) {
    outputProfile = profile
    self.profile = profile
  }

  /// The colours as the footer names them: what is sent, and what is simulated when that differs.
  var profileLabel: String {
    profile == outputProfile
      ? Self.label(outputProfile) : "\(Self.label(profile)) shown on \(Self.label(outputProfile))"
  }

  /// A profile as a person names it: `truecolor`, `256 colours`, `16 colours`, `no colour`.
  static func label(_ profile: ColorProfile) -> String {
    switch profile {
    case .truecolor: return "truecolor"
    case .ansi256: return "256 colours"
    case .ansi16: return "16 colours"
    case .none: return "no colour"
    }
  }

  /// Puts focus on the first argument of the story, if it has any.
  func editArguments() {
    if !(story?.args.isEmpty ?? true) { focus = .argument(0) }
  }

  /// Back from the arguments to the list.
  func leaveArguments() { focus = .stories }

  /// Puts the selected story's arguments back to their defaults.
  func resetArguments() {
    guard let id = story?.id else { return }
    argValues[id] = nil
    argTexts[id] = nil
    storyState[id] = nil
  }

  /// The value an argument of the selected story has now.
  func value(of arg: StoryArg) -> StoryArgValue {
    story.flatMap { argValues[$0.id]?[arg.name] } ?? arg.control.defaultValue
  }

  /// An argument of a story, by name: its declaration and the value it has now (its default
  /// until changed); nil when the story has no such argument.
  private func argument(_ name: String, story id: String) -> (arg: StoryArg, value: StoryArgValue)? {
    guard let arg = all.first(where: { $0.id == id })?.args.first(where: { $0.name == name }) else {
      return nil
    }
    return (arg, argValues[id]?[name] ?? arg.control.defaultValue)
  }

  /// The text and caret of a text argument as last edited, while the argument still holds that
  /// text; nil when it was never edited or has changed since (the caret then goes to the end).
  private func editedText(_ name: String, story id: String) -> TextFieldState? {
    guard let state = argTexts[id]?[name], argument(name, story: id)?.value == .text(state.text) else {
      return nil
    }
    return state
  }

  /// The view of the story that has the keys, kept while its arguments stay the same (``live``).
  /// A change of argument builds it again: its controls read the values it was built with.
  func liveView(of story: Story) -> AnyView {
    let args = currentArgs
    if let live, live.id == story.id, live.values == args.values { return live.view }
    let view = story.view(args)
    live = (story.id, args.values, view)
    return view
  }

  /// The selected story's arguments as they are now, with an editor through which the story's
  /// own controls (a toggle, a field, a selection) change them while it is used (`i`).
  var currentArgs: StoryArgs {
    guard let id = story?.id else { return StoryArgs() }
    let editor = StoryArgEditor(
      value: { [weak self] name in self?.argValues[id]?[name] },
      set: { [weak self] name, value in self?.set(name, value, story: id, typing: false) },
      caret: { [weak self] name in self?.editedText(name, story: id)?.cursor },
      setText: { [weak self] name, text, caret in
        // The story's own field may have no limit; its argument has the browser's, so a paste
        // past it is cut here and the field shows what the argument holds.
        var state = TextFieldState(String(text.prefix(BrowserModel.textLimit)), limit: BrowserModel.textLimit)
        state.moveCaret(to: caret)
        self?.argTexts[id, default: [:]][name] = state
        self?.set(name, .text(state.text), story: id, typing: true)
      },
      state: { [weak self] key in self?.storyState[id]?[key] },
      setState: { [weak self] key, value in self?.storyState[id, default: [:]][key] = value })
    return StoryArgs(argValues[id] ?? [:], editor: editor)
  }

  /// Changes an argument of a story, as its own controls do while it is used, and logs the
  /// change: a value outside what the argument accepts (a selection past a choice's last option)
  /// is refused, and writing the value it has (a list keeping its selection in view while it is
  /// drawn) is no change.
  ///
  /// - Parameters:
  ///   - name: the argument's name.
  ///   - value: its new value.
  ///   - id: the story's id.
  ///   - typing: whether the change is typing into a field (logged on an `edit` line of its
  ///     own) rather than a binding's (logged on the line of the action that ran it).
  func set(_ name: String, _ value: StoryArgValue, story id: String, typing: Bool) {
    guard let (arg, current) = argument(name, story: id), arg.control.parse(value.description) == value,
      value != current
    else { return }
    argValues[id, default: [:]][name] = value
    logChange(name, value, story: id, typing: typing)
  }

  /// Changes an argument of the selected story.
  func set(_ arg: StoryArg, _ value: StoryArgValue) {
    guard let id = story?.id else { return }
    argValues[id, default: [:]][arg.name] = value
  }

  /// The text and caret of a text argument being edited.
  func textState(of arg: StoryArg) -> TextFieldState {
    story.flatMap { editedText(arg.name, story: $0.id) }
      ?? TextFieldState(value(of: arg).description, limit: BrowserModel.textLimit)
  }

  /// Edits a text argument, keeping its caret.
  func setText(_ arg: StoryArg, _ state: TextFieldState) {
    guard let id = story?.id else { return }
    argTexts[id, default: [:]][arg.name] = state
    set(arg, .text(state.text))
  }
}

/// The browser's screen: stories on the left, the selected one drawn on the right, the keys
/// that act now below. Every key is a binding declared here or by the controls.
struct BrowserView: View {
  let model: BrowserModel
  @Environment(\.quit) private var quit

  /// The smallest terminal the browser draws in; below it, one line says how big it must be.
  static let minimumSize = Size(width: 50, height: 12)

  var body: some View {
    let model = self.model
    // One reader around everything, the hints line included: the controls register before the
    // line is measured, so it lists what acts on the focused one (a field's keys, not `t theme`).
    SizeReader { size in
      if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
        Text(
          "Terminal \(size.width)×\(size.height): the Storybook needs "
            + "\(Self.minimumSize.width)×\(Self.minimumSize.height) or more."
        )
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
      } else {
        VStack(alignment: .leading, spacing: 0) {
          if model.review != nil {
            ReviewView(model: model, size: Size(width: size.width, height: size.height - 1))
          } else if model.zoomed, let story = model.story {
            zoomed(story, size: Size(width: size.width, height: size.height - 1))
          } else {
            HStack(alignment: .top, spacing: 1) {
              storiesCard(width: size.width).frame(
                width: Self.listWidth(for: size.width), height: size.height - 1)
              canvas.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          }
          if model.interacting {
            // Built while drawing, after the live story above it has registered its controls:
            // the line lists what the story's focused control does, not only Esc.
            SizeReader { _ in KeyHints() }.frame(height: 1)
          } else {
            hintsLine
          }
        }
        .keyBindings(
          model.review != nil || model.interacting || model.zoomed ? [] : browserKeys(width: size.width))
      }
    }
    // While the story has the keys (i) the browser's own cannot run, and Esc gives them back
    // before the story sees it (an alert or a help panel in the story binds Esc too).
    .keyBindings(
      model.interacting
        ? [KeyBinding(.escape, "give the keys back", scope: .capture) { model.interacting = false }]
        : (model.zoomed && model.review == nil ? zoomKeys : []) + [KeyBinding("q", "quit") { quit() }])
  }

  /// The keys that act now, after what typing does while a text field has focus (the field's
  /// printable keys are its own, so the line names F1 for help).
  @ViewBuilder var hintsLine: some View {
    if let typing = typingHint {
      HStack(spacing: 0) {
        Text(typing + " · ").textStyle(.muted).lineLimit(1).layoutPriority(1)
        KeyHints()
      }
    } else {
      KeyHints()
    }
  }

  /// `typing searches`, `typing edits text`: what typing does in the focused field, if one is.
  var typingHint: String? {
    guard !model.interacting, model.review == nil, !model.zoomed else { return nil }
    switch model.focus {
    case .search?: return "typing searches"
    case .argument(let index)?:
      guard let arg = model.story?.args[safe: index], case .text = arg.control else { return nil }
      return "typing edits \(arg.name)"
    default: return nil
    }
  }

  /// The story alone on the screen (`z`): a line naming it, then the story at the full width.
  @ViewBuilder func zoomed(_ story: Story, size: Size) -> some View {
    let model = self.model
    VStack(alignment: .leading, spacing: 0) {
      Text("\(story.id) · \(model.themeLabel) · \(model.profileLabel) · z shows the list again")
        .textStyle(.muted).lineLimit(1)
      // Built while drawing, as in the pane: the story's own regions (a still picture's) must
      // not stand in for the browser's when the hints line is measured.
      SizeReader { room in preview(story, in: room) }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  /// The keys while the story fills the screen (`z`): on the reader's container, which is drawn
  /// before the hints are measured (nothing focusable is on screen to carry them).
  var zoomKeys: [KeyBinding] {
    let model = self.model
    return [
      KeyBinding([.up, .down], "story", display: "↑↓") { key in
        let next = model.selection + (key == .down ? 1 : -1)
        if model.stories.indices.contains(next) { model.selection = next }
        return true
      },
      KeyBinding("z", "show the list") { model.zoomed = false },
      KeyBinding("t", "theme") { model.nextTheme() },
    ]
  }

  /// Whether the line has room for `←→ component` (the list's extra keys): from 100 columns.
  static func showsComponentKey(width: Int) -> Bool { width >= 100 }

  /// The browser's own keys. `z`, `g`, `v`, `d`, `i` and `r` join the line as far as the width
  /// leaves room for them beside the rest, so `q quit` and `? help` always show.
  func browserKeys(width: Int) -> [KeyBinding] {
    let model = self.model
    // What the line holds without them: `↑↓ move`, `/ search`, `t theme`, `c colours`, `q quit`,
    // `? help` (58 columns), `←→ component` from 100 columns, `a arguments` for a story with some.
    let hasArgs = model.story?.args.isEmpty == false
    var room =
      width - (width < 80 ? 47 : 59) - (Self.showsComponentKey(width: width) ? 15 : 0) - (hasArgs ? 14 : 0)
    func fits(_ key: String, _ label: String) -> KeyBinding.Visibility {
      room -= key.count + label.count + 4
      return room >= 0 ? .hints : .help
    }
    let grid = model.showsGrid ? "more themes" : "themes"
    var keys = [
      KeyBinding("/", "search") { model.startSearch() },
      KeyBinding("a", "arguments", visibility: hasArgs ? .hints : .hidden) { model.editArguments() },
      KeyBinding("t", "theme") { model.nextTheme() },
      // Under 80 columns, in the help only, so `q quit` and `? help` keep their room.
      KeyBinding("c", "colours", visibility: width < 80 ? .help : .hints) { model.nextProfile() },
      KeyBinding("z", "zoom", visibility: fits("z", "zoom")) { model.zoomed = model.story != nil },
      KeyBinding("g", grid, visibility: fits("g", grid)) { model.nextGrid() },
      KeyBinding("v", "viewport", visibility: fits("v", "viewport")) { model.nextViewport() },
      KeyBinding("d", "panels", visibility: fits("d", "panels")) { model.nextPanel() },
      KeyBinding("i", "use", visibility: fits("i", "use")) { model.interact() },
    ]
    if model.reviewSource != nil {
      keys.append(KeyBinding("r", "review", visibility: fits("r", "review")) { model.openReview() })
    }
    return keys
  }

  /// The story list's width: 32 columns on a wide screen, narrower (down to 18) before the
  /// preview is squeezed.
  static func listWidth(for width: Int) -> Int { min(32, max(18, (width - 1) / 3)) }

  @ViewBuilder func storiesCard(width: Int) -> some View {
    let model = self.model
    let focus = Bindable(model).focus
    Card(title: "Stories (\(model.stories.count)/\(model.all.count))") {
      if model.searching || !model.query.isEmpty {
        TextField(
          text: Binding(get: { model.query }, set: { model.search($0) }),
          placeholder: "search ids, titles, summaries, tags"
        )
        .keyBindings([
          KeyBinding(.escape, "clear search") { model.cancelSearch() },
          KeyBinding(.down, "to the list") { model.endSearch() },
        ])
        .focused(focus, equals: .search)
        .onSubmit("done") { model.endSearch() }
      }
      List(
        count: model.stories.count, selection: Bindable(model).list, sections: model.sections,
        emptyText: "No story matches"
      ) { index in
        Text(model.stories[index].storyID?.state ?? model.stories[index].id)
      }
      .keyBindings([
        KeyBinding(
          [.right, .left], "component", display: "←→",
          visibility: Self.showsComponentKey(width: width) ? .hints : .help
        ) { key in
          key == .right ? model.nextComponent() : model.previousComponent()
          return true
        },
        KeyBinding(.escape, "clear filter", visibility: model.query.isEmpty ? .hidden : .help) {
          model.escape()
        },
      ])
      .focused(focus, equals: .stories)
    }
  }

  /// The story at its size, or at the pane's for a full-screen story; a story that does not fit
  /// says so, with the size it needs.
  @ViewBuilder func preview(_ story: Story, in room: Size) -> some View {
    let needed = model.viewport ?? story.layout.defaultSize
    switch model.viewport.map({ StoryLayout.fixed($0) }) ?? story.layout {
    case .fill:
      shown(story, size: room)
    case .fixed where needed.width <= room.width && needed.height <= room.height:
      shown(story, size: needed)
    case .fixed:
      VStack(alignment: .leading) {
        Text("Does not fit: this story needs \(needed), the pane has \(room).").textStyle(.muted)
        Text(
          model.viewport == nil
            ? "Make the window larger to see it." : "Make the window larger, or press v for another viewport."
        )
        .textStyle(.muted)
      }
    }
  }

  /// The story at a size: a still picture, or — while it has the keys (`i`) — live, in a focus
  /// scope of its own, its actions heard by the log.
  @ViewBuilder func shown(_ story: Story, size: Size) -> some View {
    let model = self.model
    let built = model.interacting ? model.liveView(of: story) : story.view(model.currentArgs)
    let view = built.frame(
      width: size.width, height: size.height, alignment: .topLeading
    )
    .clipped().simulatingColorProfile(model.profile)
    if model.interacting {
      view.onInteraction { action in model.log(action) }
        // An edit in $EDITOR that gave nothing back says why in the log.
        .onExternalEditFailure { result in
          model.log(InteractionAction(region: "editor", label: "edit in $EDITOR", action: result.description))
        }
        .focusScope("story")
    } else {
      view.stillPicture()
    }
  }

  func argumentControl(_ arg: StoryArg, index: Int) -> some View {
    let model = self.model
    let focus = Bindable(model).focus
    // Every getter reads the model when it is called, not the value this frame drew: keys
    // that arrive together each see the edit before them.
    return Group {
      switch arg.control {
      case .bool:
        Toggle(
          arg.name,
          isOn: Binding(get: { model.value(of: arg) == .bool(true) }, set: { model.set(arg, .bool($0)) }))
      case .choice(let options, _):
        Picker(
          arg.name, options: options,
          selection: Binding(
            get: { options.firstIndex(of: model.value(of: arg).description) ?? 0 },
            set: { if options.indices.contains($0) { model.set(arg, .text(options[$0])) } }))
      case .integer(let range, _):
        let numbers = Array(range.prefix(1_000))
        Picker(
          arg.name, options: numbers.map(String.init),
          selection: Binding(
            get: { numbers.firstIndex { .integer($0) == model.value(of: arg) } ?? 0 },
            set: { if numbers.indices.contains($0) { model.set(arg, .integer(numbers[$0])) } }))
      case .text:
        TextField(
          arg.name, text: Binding(get: { model.textState(of: arg) }, set: { model.setText(arg, $0) }))
      }
    }
    .focused(focus, equals: .argument(index))
  }

  @ViewBuilder var canvas: some View {
    if let story = model.story {
      let sizeLabel: String = {
        if let viewport = model.viewport { return "viewport \(viewport)" }
        switch story.layout {
        case .fixed(let size): return "\(size)"
        case .fill: return "fills the pane"
        }
      }()
      Card(title: story.id, footer: "\(model.themeLabel) · \(model.profileLabel) · \(sizeLabel)") {
        if let problems = model.themeProblems[model.theme.name], !problems.isEmpty, model.panel != .problems {
          Text(
            "Theme \(model.theme.name) has \(problems.count) problem\(problems.count == 1 ? "" : "s"): d shows them."
          )
          .foregroundColor(model.theme[.statusWarning]).lineLimit(1)
        } else {
          Text(story.summary).textStyle(.muted).lineLimit(1)
        }
        Text("")
        if model.showsGrid {
          ThemeGrid(
            story: story, args: model.currentArgs, themes: model.themes,
            size: model.viewport ?? story.layout.defaultSize, profile: model.profile, start: model.gridStart,
            fitted: { model.gridFit = $0 }
          )
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else {
          SizeReader { room in
            preview(story, in: room)
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        switch model.panel {
        case .docs?:
          Divider("Docs")
          DocsPanel(story: story, args: model.currentArgs)
        case .tokens?:
          Divider("Tokens")
          TokensPanel(
            story: story, args: model.currentArgs, theme: model.theme,
            size: model.viewport ?? story.layout.defaultSize, profile: model.profile)
        case .problems?:
          Divider("Theme problems")
          ProblemsPanel(theme: model.theme.name, problems: model.themeProblems[model.theme.name] ?? [])
        case .actions?:
          Divider(model.interacting ? "Actions · using the story, Esc to stop" : "Actions")
          ActionsPanel(
            actions: model.actions.filter { $0.story == story.id }, interacting: model.interacting, height: 6)
        case nil:
          EmptyView()
        }
        if !story.args.isEmpty {
          Text("")
          Divider("Arguments")
          VStack(alignment: .leading) {
            ForEach(story.args.indices) { index in
              argumentControl(story.args[index], index: index)
            }
          }
          .focusGroup()
          .keyBindings([
            KeyBinding(.escape, "back to the stories") { model.leaveArguments() },
            KeyBinding(.ctrl("r"), "reset arguments") { model.resetArguments() },
          ])
        }
      }
    } else {
      if model.all.isEmpty {
        Card(title: "No stories") { Text("Register stories to browse them.") }
      } else {
        Card(title: "No story matches") {
          Text("Nothing matches “\(model.query.text)”; Esc clears the search.")
        }
      }
    }
  }
}
