import Synchronization
import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Whether an app asked to quit; set from any thread, read by the loop.
final class QuitFlag: Sendable {
  private let value = Atomic<Bool>(false)
  func set() { value.store(true, ordering: .releasing) }
  var isSet: Bool { value.load(ordering: .acquiring) }
}

/// Bytes a view asked to send (a copy to the clipboard), from any thread, written before the
/// next frame.
final class PendingOutput: Sendable {
  private let state = Mutex<(bytes: [UInt8], copies: [String])>(([], []))
  private let feature = Mutex(TerminalFeature(.unsupported, "not running in a terminal"))
  /// Whether copies reach the clipboard; read when a copy is made, so an action kept from an
  /// earlier frame sees the current decision.
  var clipboard: TerminalFeature {
    get { feature.withLock { $0 } }
    set { feature.withLock { $0 = newValue } }
  }
  /// Adds a copy's text and its bytes.
  func append(_ bytes: [UInt8], copying text: String) {
    state.withLock {
      $0.bytes += bytes
      $0.copies.append(text)
    }
  }
  /// Takes everything added so far.
  func take() -> (bytes: [UInt8], copies: [String]) {
    state.withLock { value in
      defer { value = ([], []) }
      return value
    }
  }
}

/// The heart of an interactive app, without any I/O: input bytes in, frames out.
///
/// It decodes input (``InputDecoder``), quits on Ctrl-C whatever the screen says, dispatches
/// everything else through a ``FocusEngine``, toggles the generated `?` help overlay and the
/// Ctrl-P command palette (``CommandPalette``), renders
/// frames with focus settled and diffs them (``FrameDiff``). ``TerminalApp`` runs it against a
/// real terminal and clock; the headless driver in ViewKitTesting runs the very same loop
/// against memory and a virtual clock, so what a test sees is what a terminal shows.
public final class AppLoop<Content: View> {
  /// The focus engine: which view has focus and who receives each key and click.
  public let engine = FocusEngine()
  /// The size frames are drawn at.
  public private(set) var size: Size
  /// The colour profile frames are encoded for.
  public let profile: ColorProfile
  /// The last frame drawn.
  public private(set) var canvas: Canvas
  /// Bytes written by the last ``render()``.
  public private(set) var lastFrameBytes = 0
  /// Whether the app asked to quit (Ctrl-C, or a view's `quit()`).
  public var isFinished: Bool { quitFlag.isSet }
  /// Whether the `?` help overlay shows.
  public private(set) var isHelpShown = false
  /// Whether the command palette shows.
  public private(set) var isPaletteShown = false
  /// The key that opens and closes the command palette; nil for no palette. Ctrl-P unless an
  /// app chooses another (one its screens do not bind).
  public var commandPaletteKey: Key? = .ctrl("p") {
    didSet { engine.appBindings = appBindings() }
  }
  /// What the terminal said it can do, for the environment (`\.terminalCapabilities`); unknown
  /// unless the runtime probed a terminal.
  public var terminalCapabilities = TerminalCapabilities.unknown
  /// Whether the terminal shows hyperlinks (OSC 8): linked text then shows its label and is sent
  /// as a link (``LinkPresentation/hyperlink``); otherwise its URL is written out. Off unless the
  /// runtime decided the terminal shows them.
  public var sendsHyperlinks = false {
    didSet { if sendsHyperlinks != oldValue { previous = nil } }
  }
  /// Whether a copy (`\.copy`) reaches the clipboard: sent as OSC 52 when supported, refused
  /// with the reason otherwise. Unsupported unless the runtime decided the terminal takes copies.
  public var clipboard: TerminalFeature {
    get { pendingOutput.clipboard }
    set { pendingOutput.clipboard = newValue }
  }
  /// The last 16 copies sent, oldest first: what a test checks (the bytes go out before the
  /// next frame).
  public private(set) var copies: [String] = []
  private let pendingOutput = PendingOutput()
  /// Called for Ctrl-Z; the terminal runtime suspends the process.
  public var onSuspend: () -> Void = {}
  /// Called with each reply the terminal sends while the app runs (a colour-scheme
  /// notification, the colours asked for after it); views never see replies.
  public var onReply: (TerminalReply) -> Void = { _ in }
  /// What `@Environment(\.editExternally)` gives views: the terminal runtime runs the user's
  /// editor (``ExternalEditor``); elsewhere ``ExternalEditAction/unavailable``, or a stub a
  /// test sets.
  public var externalEdit = ExternalEditAction.unavailable
  /// Counts the work of every frame drawn from now on (``WorkCounter``): the views resolved,
  /// nodes made, measured and drawn, and the passes; nil (the default) counts nothing.
  public var workCounter: WorkCounter?
  /// Draw inline, below the prompt, as tall as the content (nil: full-screen frames of
  /// ``size``). Set before the first ``render(synchronized:)``.
  public var inline: InlineLayout? {
    didSet { previous = nil }
  }
  /// Lines printed above the inline region before each frame (``Scrollback``).
  public var scrollback: Scrollback?
  /// Where an inline frame is on the terminal.
  private var region = InlineRegion()

  /// Turns the terminal's bytes into events; internal so that a test can give it a smaller paste
  /// limit (`InputDecoder(pasteLimit:)`).
  var decoder = InputDecoder()
  private let view: () -> Content
  private let theme: () -> Theme
  private let strings: () -> ComponentStrings
  private let redraw: RedrawSignal
  private let quitFlag = QuitFlag()
  private var previous: Canvas?
  private var helpHints: [KeyHint] = []
  /// Something changed since the frame input goes to was settled.
  private var needsSettle = false
  private var continuesTyping = false
  private var helpOffset = 0
  /// The help overlay opened or closed since the last frame.
  private var structureChanged = false
  private var paletteCommands: [PaletteCommand] = []
  private var paletteState = CommandPaletteState()
  /// The command chosen in the palette, run once the palette's frame is gone.
  private var chosenCommand: PaletteCommand?

  /// Creates a loop drawing `view` at `size`.
  ///
  /// - Parameters:
  ///   - size: the columns and rows frames are drawn at.
  ///   - profile: the colour profile frames are encoded for.
  ///   - theme: gives the theme for each frame.
  ///   - strings: gives the words ViewKit's components show, for each frame (the help overlay
  ///     included); English by default.
  ///   - redraw: raised when a model a frame read changes (observation tracking).
  ///   - view: builds the screen, again for every frame.
  public init(
    size: Size, profile: ColorProfile, theme: @escaping () -> Theme,
    strings: @escaping () -> ComponentStrings = { ComponentStrings() }, redraw: RedrawSignal = RedrawSignal(),
    view: @escaping () -> Content
  ) {
    self.size = size
    self.profile = profile
    self.theme = theme
    self.strings = strings
    self.redraw = redraw
    self.view = view
    canvas = Canvas(size: size)
    engine.appBindings = appBindings()
  }

  /// The help's bindings and the palette's.
  private func appBindings() -> [KeyBinding] {
    var bindings = FocusEngine.standardBindings { [weak self] in self?.toggleHelp() }
    if let key = commandPaletteKey {
      bindings.insert(
        KeyBinding([key], "command palette", visibility: .help, scope: .app) { [weak self] in
          self?.togglePalette()
        }, at: 1)
    }
    return bindings
  }

  /// How often something that moves (a spinner) advances, in milliseconds: the theme's
  /// `motion.spinner.interval`, at least one frame.
  public var tickInterval: Int {
    let interval = theme()[.motionSpinnerInterval].components
    return max(16, Int(interval.seconds) * 1000 + Int(interval.attoseconds / 1_000_000_000_000_000))
  }

  /// Whether input waits for more bytes, and how long to wait before ``flushInput()``.
  public var inputFlushDelay: Int? { decoder.flushDelay }

  /// Whether a bracketed paste is open: the bytes that come are pasted text until its end
  /// marker, so a driver may hand them over in one piece.
  public var isReceivingPaste: Bool { decoder.isInPaste }

  /// Bytes of pastes dropped for being over the limit.
  public var droppedPasteBytes: Int { decoder.droppedPasteBytes }

  /// Decodes and dispatches input bytes; true when any event arrived.
  ///
  /// - Parameter bytes: bytes read from the terminal.
  /// - Returns: `true` when any event arrived.
  @discardableResult
  public func receive(_ bytes: [UInt8]) -> Bool {
    let events = decoder.feed(bytes)
    dispatch(events)
    return !events.isEmpty
  }

  /// Ends a waiting sequence (a lone ESC, a paste without its end) and dispatches it.
  ///
  /// - Returns: `true` when any event was waiting.
  @discardableResult
  public func flushInput() -> Bool {
    let events = decoder.flush()
    dispatch(events)
    return !events.isEmpty
  }

  /// Dispatches events. Each goes to the screen as the events before it left it, whether they
  /// came in the same read or in an earlier one not yet drawn (frames are at most one per
  /// 16 ms): when one changed something (`2` showing the Search tab, `/` opening the search
  /// field) the frame is settled again before the next, so `2q` types `q` into the field
  /// instead of quitting. A run of typing into one field needs no new frame in between, and a
  /// flood of keys settles at most ``settleBudget`` times per read.
  private func dispatch(_ events: [InputEvent]) {
    var settled = 0
    var changed = false
    for event in events {
      if needsSettle && !(continuesTyping && Self.isTyping(event)) && settled < Self.settleBudget {
        settleFrame()
        settled += 1
      }
      send(event)
      // A model that moved focus by writing a focus binding may have changed nothing a frame
      // observes; the next event must still go to where focus went.
      if redraw.take() || structureChanged || !engine.focusStillRequested {
        needsSettle = true
        changed = true
      }
      structureChanged = false
      // Typing continues into the same field only while the model leaves focus there.
      continuesTyping = engine.lastEventWasTyping && engine.focusStillRequested
    }
    // The observation requests taken here still ask the loop for a frame.
    if changed { redraw.request() }
  }

  /// The most frames settled between the events of one read.
  static var settleBudget: Int { 32 }

  private static func isTyping(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): return key.printable != nil
    case .paste: return true
    case .mouse, .unknown, .reply: return false
    }
  }

  /// Dispatches one decoded event: Ctrl-C quits, Ctrl-Z suspends, the rest goes to focus.
  ///
  /// - Parameter event: the key, click, paste or resize to handle.
  public func send(_ event: InputEvent) {
    guard !isFinished else { return }
    // A terminal's reply (a late answer to the background query, a colour-scheme notification)
    // is not input: the runtime may act on it.
    if case .reply(let reply) = event { return onReply(reply) }
    if case .key(let key) = event {
      if key == .ctrl("c") { return quitFlag.set() }
      if key == .ctrl("z") { return onSuspend() }
    }
    EnvironmentValues.$current.withValue(environment(frame: nil)) {
      _ = engine.handle(event)
    }
    // A command chosen in the palette acts on the screen under it, as that screen is now.
    if let command = chosenCommand {
      chosenCommand = nil
      settleFrame()
      switch command.action {
      case .key(let key): send(.key(key))
      case .perform(let action):
        EnvironmentValues.$current.withValue(environment(frame: nil)) { action() }
        structureChanged = true
      }
    }
  }

  /// Asks the loop to stop after the current event.
  public func quit() { quitFlag.set() }

  /// Shows or hides the command palette, offering the commands active when it opened.
  public func togglePalette() {
    structureChanged = true
    if isPaletteShown {
      isPaletteShown = false
      paletteCommands = []
    } else {
      let key = commandPaletteKey
      paletteCommands = engine.commands().filter { command in
        if case .key(let pressed) = command.action { return pressed != key }
        return true
      }
      paletteState = CommandPaletteState()
      isHelpShown = false
      isPaletteShown = true
    }
  }

  /// Closes the palette and runs `command` once its frame is gone.
  private func choose(_ command: PaletteCommand) {
    guard isPaletteShown else { return }
    togglePalette()
    chosenCommand = command
  }

  /// Shows or hides the help overlay, listing the keys active when it opened.
  public func toggleHelp() {
    structureChanged = true
    if isPaletteShown {
      isPaletteShown = false
      paletteCommands = []
    }
    if isHelpShown {
      isHelpShown = false
    } else {
      helpHints = engine.hints()
      helpOffset = 0
      isHelpShown = true
    }
  }

  /// The window changed size: the next frame is drawn whole at the new size.
  ///
  /// - Parameter size: the window's new columns and rows.
  public func resize(to size: Size) {
    self.size = size
    previous = nil
    region.invalidate()
  }

  /// The bytes that end an inline program: the last frame stays above the prompt, or is
  /// erased, as ``InlineLayout/keepsFinalFrame`` says; nothing for a full-screen one.
  ///
  /// - Returns: the bytes to write before the terminal is restored.
  public func finish() -> [UInt8] {
    guard let inline else { return [] }
    return region.finish(keepingFrame: inline.keepsFinalFrame)
  }

  private func environment(frame: InteractionFrame?) -> EnvironmentValues {
    var values = EnvironmentValues()
    values.theme = theme()
    values.componentStrings = strings()
    values.colorProfile = profile
    values.terminalCapabilities = terminalCapabilities
    values.linkPresentation = sendsHyperlinks ? .hyperlink : .inline
    values.interactionFrame = frame
    values.workCounter = workCounter
    let flag = quitFlag
    values.quit = QuitAction { flag.set() }
    values.editExternally = externalEdit
    let (pending, redraw) = (pendingOutput, redraw)
    values.copy = CopyAction { text in
      let clipboard = pending.clipboard
      guard clipboard.isSupported else { return .unsupported(reason: clipboard.reason) }
      guard let bytes = OSC52.sequence(text) else { return .tooLong(limit: OSC52.maxTextBytes) }
      pending.append(bytes, copying: text)
      redraw.request()
      return .copied
    }
    return values
  }

  /// Draws the frame the next input goes to, without writing it: what the screen would show.
  private func settleFrame() {
    needsSettle = false
    let root = AppRoot(
      content: view(), help: isHelpShown ? helpHints : nil,
      helpOffset: Binding(
        get: { [weak self] in self?.helpOffset ?? 0 }, set: { [weak self] in self?.helpOffset = $0 }),
      closeHelp: { [weak self] in self?.toggleHelp() },
      palette: isPaletteShown ? paletteCommands : nil,
      paletteState: Binding(
        get: { [weak self] in self?.paletteState ?? CommandPaletteState() },
        set: { [weak self] in self?.paletteState = $0 }),
      choose: { [weak self] in self?.choose($0) },
      closePalette: { [weak self] in self?.togglePalette() })
    for _ in 0..<2 {
      let frame = engine.makeFrame()
      var values = environment(frame: frame)
      if let inline {
        // As tall as the content, up to the screen; tall enough for the help or the palette.
        let most = max(1, min(inline.maxHeight ?? size.height, size.height))
        let least = isHelpShown || isPaletteShown ? min(most, InlineLayout.overlayHeight) : 1
        values.paintsSurface = false
        canvas = redraw.tracking {
          Renderer.render(root, width: size.width, heights: least...most, environment: values)
        }
      } else {
        canvas = redraw.tracking { Renderer.render(root, size: size, environment: values) }
      }
      if !engine.commit(frame) { break }
    }
  }

  /// Draws a frame with focus settled and returns the bytes that update the terminal.
  ///
  /// - Parameter synchronized: wrap the update in synchronized output so the terminal shows it at once.
  /// - Returns: the bytes that update the terminal; empty when nothing changed and not `synchronized`.
  public func render(synchronized: Bool = true) -> [UInt8] {
    // A copy asked for since the last frame goes out first, outside the frame's update.
    let pending = pendingOutput.take()
    if !pending.copies.isEmpty { copies = Array((copies + pending.copies).suffix(16)) }
    return pending.bytes + renderFrame(synchronized: synchronized)
  }

  private func renderFrame(synchronized: Bool) -> [UInt8] {
    settleFrame()
    if inline != nil {
      let lines = (scrollback?.take() ?? []).map {
        InlineRegion.line($0, profile: profile, hyperlinks: sendsHyperlinks)
      }
      let bytes = region.update(
        to: canvas, committing: lines, profile: profile, synchronized: synchronized,
        hyperlinks: sendsHyperlinks)
      lastFrameBytes = bytes.count
      return bytes
    }
    let bytes = FrameDiff.update(
      from: previous, to: canvas, profile: profile, synchronized: synchronized, hyperlinks: sendsHyperlinks)
    previous = canvas
    lastFrameBytes = bytes.count
    return bytes
  }
}

/// How an inline program takes the terminal (``TerminalApp/runInline(environment:choice:queue:scrollback:layout:theme:strings:isAnimating:onTick:onBackground:onCapabilities:commandPaletteKey:view:)``).
public struct InlineLayout: Hashable, Sendable {
  /// The most rows the region takes; nil for the terminal's height (never more than it).
  public var maxHeight: Int?
  /// Whether the last frame stays on the screen, and in the scrollback, when the program ends
  /// (true), or is erased (false).
  public var keepsFinalFrame: Bool

  /// The rows the region takes at least while the help or the command palette shows.
  public static let overlayHeight = 16

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - maxHeight: the most rows the region takes; nil for the terminal's height.
  ///   - keepsFinalFrame: keep the last frame when the program ends (true), or erase it.
  public init(maxHeight: Int? = nil, keepsFinalFrame: Bool = true) {
    self.maxHeight = maxHeight.map { max(1, $0) }
    self.keepsFinalFrame = keepsFinalFrame
  }
}

/// An app's view with the help overlay or the command palette on top when it shows.
struct AppRoot<Content: View>: View {
  let content: Content
  let help: [KeyHint]?
  let helpOffset: Binding<Int>
  let closeHelp: () -> Void
  let palette: [PaletteCommand]?
  let paletteState: Binding<CommandPaletteState>
  let choose: (PaletteCommand) -> Void
  let closePalette: () -> Void

  var body: some View {
    content
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .modal(
        help.map { HelpPanel(hints: $0, offset: helpOffset, close: closeHelp) }, label: "help", maxWidth: 72
      )
      .modal(
        palette.map { CommandPalette(commands: $0, state: paletteState, run: choose, close: closePalette) },
        label: "commands", maxWidth: 72)
  }
}
