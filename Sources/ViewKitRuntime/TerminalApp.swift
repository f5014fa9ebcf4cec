import ViewKitComponents
import ViewKitCore
import ViewKitStyle

/// Runs an interactive program in the terminal: draws a view, dispatches keys, paste and mouse
/// through the views' own bindings and focus (see ``FocusEngine``), and redraws only what
/// changed, until Ctrl-C or a view calls `quit()` from the environment.
///
/// Nothing runs while nothing happens: no timer, no write, until a key, a click, a paste or a
/// resize. `?` (or F1) shows every key that acts on the screen. Ctrl-Z suspends the program
/// (the terminal is restored first) and `fg` brings it back. Updates are cell diffs in
/// synchronized output. The terminal is restored on return, on a thrown error and on signals
/// (see ``TerminalSession``).
///
/// ```swift
/// @Observable final class Counter { var count = 0 }
/// struct CounterView: View {
///   let model: Counter
///   @Environment(\.quit) var quit
///   var body: some View {
///     VStack {
///       Text("Pressed \(model.count) times")
///       Button("Add one") { model.count += 1 }
///       KeyHints()
///     }
///     .keyBinding("q", "quit") { quit() }
///   }
/// }
/// let counter = Counter()
/// try TerminalApp.run(environment: ProcessInfo.processInfo.environment) { CounterView(model: counter) }
/// ```
public enum TerminalApp {
  /// Why interactive mode cannot run here.
  public enum Failure: Error, CustomStringConvertible {
    /// The session could not start.
    case session(TerminalSession.Failure)
    /// `TERM=dumb`: no cursor addressing.
    case dumbTerminal

    /// A one-line explanation for the user of why the app cannot run.
    public var description: String {
      switch self {
      case .session(let failure): return failure.description
      case .dumbTerminal: return "TERM=dumb cannot show an interactive screen"
      }
    }
  }

  /// How long, in milliseconds, a terminal has to answer the capability probe at start
  /// (``TerminalProbe``), its background colour among the rest.
  public static let backgroundTimeout = TerminalProbe.timeout

  /// The shortest time between two frames.
  static let frameInterval = Duration.milliseconds(16)

  /// Runs until Ctrl-C, a view's `quit()`, or the terminal going away (a hang-up seen as
  /// `POLLHUP`, end of input or `EIO`, with or without SIGHUP), restoring the terminal as far as
  /// it still exists.
  ///
  /// - Parameters:
  ///   - environment: the process environment, for colour detection; with
  ///     `VIEWKIT_SCREEN_READER=1` the run writes lines for a screen reader instead of frames
  ///     (``ScreenReaderOutput``): no alternate screen, no animation.
  ///   - choice: an explicit colour choice (a `--color` option).
  ///   - queue: work posted from other threads, run on this loop's thread before drawing.
  ///   - theme: the theme views are drawn with.
  ///   - strings: the words ViewKit's components and the help overlay show, in the app's
  ///     language (``ComponentStrings``); English by default.
  ///   - isAnimating: whether something moves (a spinner); only then does the loop tick, every
  ///     `motion.spinner.interval` of the theme, calling `onTick` to advance it.
  ///   - onTick: advances the animation one step; called on each tick while `isAnimating` is true.
  ///   - onBackground: called before the first frame with the terminal's background colour
  ///     from the capability probe, or nil when the terminal does not say; a theme set to `auto`
  ///     picks light or dark from it with ``Theme/automatic(background:)``. Called again with
  ///     the new colour when the user switches the terminal between dark and light, where it
  ///     sends colour-scheme notifications (mode 2031): the theme follows, live.
  ///   - onCapabilities: called before the first frame with what the terminal said it can
  ///     do (``TerminalCapabilities``; also in the environment, `\.terminalCapabilities`), and
  ///     again, with its new colours (``TerminalCapabilities/reportedPalette``), after a switch.
  ///   - commandPaletteKey: the key that opens the command palette; nil for none.
  ///   - view: the screen, built again for every frame.
  /// - Throws: ``Failure/dumbTerminal`` when `TERM` is `dumb`, or ``Failure/session(_:)`` when
  ///   the terminal cannot be taken over.
  public static func run<Content: View>(
    environment: [String: String], choice: ColorChoice = .auto, queue: LoopQueue? = nil,
    theme: @escaping () -> Theme = { .dark },
    strings: @escaping () -> ComponentStrings = { ComponentStrings() },
    isAnimating: () -> Bool = { false }, onTick: () -> Void = {},
    onBackground: ((RGB?) -> Void)? = nil, onCapabilities: ((TerminalCapabilities) -> Void)? = nil,
    commandPaletteKey: Key? = .ctrl("p"), view: @escaping () -> Content
  ) throws(Failure) {
    let session = try terminalSession(environment: environment)
    try run(
      session: session, environment: environment, choice: choice, queue: queue, theme: theme,
      strings: strings,
      isAnimating: isAnimating, onTick: onTick, onBackground: onBackground, onCapabilities: onCapabilities,
      commandPaletteKey: commandPaletteKey, view: view)
  }

  /// Runs an interactive program inline: below the prompt, on the main screen, in a region as
  /// tall as its content (up to ``InlineLayout/maxHeight`` and the terminal's height) that grows
  /// and shrinks with it, while lines committed to `scrollback` are printed above it and stay in
  /// the terminal's scrollback. When the program ends its last frame stays (or is erased, as
  /// `layout` says) and the prompt comes back below it.
  ///
  /// Everything else is as in
  /// ``run(environment:choice:queue:theme:strings:isAnimating:onTick:onBackground:onCapabilities:commandPaletteKey:view:)``:
  /// the same views, keys, focus, help and palette; the theme's surface is not painted, so the
  /// region takes the terminal's own background. The mouse is not captured (the wheel scrolls
  /// the terminal). A resize redraws the region whole where it is: the rows the terminal
  /// re-wrapped are erased first, so no copy of a frame is left in the scrollback (see
  /// ``InlineRegion``). Write output through `scrollback`, not to standard output, while it runs.
  ///
  /// ```swift
  /// let scrollback = Scrollback()
  /// try TerminalApp.runInline(environment: ProcessInfo.processInfo.environment, scrollback: scrollback) {
  ///   TaskRunner(model: model, scrollback: scrollback)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - environment: the process environment, for colour detection.
  ///   - choice: an explicit colour choice (a `--color` option).
  ///   - queue: work posted from other threads, run on this loop's thread before drawing.
  ///   - scrollback: lines to print above the region, from any thread.
  ///   - layout: the region's largest height and what happens to the last frame.
  ///   - theme: the theme views are drawn with.
  ///   - strings: the words ViewKit's components and the help overlay show.
  ///   - isAnimating: whether something moves; only then does the loop tick.
  ///   - onTick: advances the animation one step.
  ///   - onBackground: called once before the first frame with the terminal's background colour.
  ///   - onCapabilities: called once before the first frame with what the terminal can do.
  ///   - commandPaletteKey: the key that opens the command palette; nil for none.
  ///   - view: the region's content, built again for every frame.
  /// - Throws: ``Failure/dumbTerminal`` when `TERM` is `dumb`, or ``Failure/session(_:)`` when
  ///   the terminal cannot be taken over.
  public static func runInline<Content: View>(
    environment: [String: String], choice: ColorChoice = .auto, queue: LoopQueue? = nil,
    scrollback: Scrollback? = nil, layout: InlineLayout = InlineLayout(),
    theme: @escaping () -> Theme = { .dark },
    strings: @escaping () -> ComponentStrings = { ComponentStrings() },
    isAnimating: () -> Bool = { false }, onTick: () -> Void = {},
    onBackground: ((RGB?) -> Void)? = nil, onCapabilities: ((TerminalCapabilities) -> Void)? = nil,
    commandPaletteKey: Key? = .ctrl("p"), view: @escaping () -> Content
  ) throws(Failure) {
    let session = try terminalSession(environment: environment)
    try run(
      session: session, environment: environment, choice: choice, queue: queue, inline: layout,
      scrollback: scrollback, theme: theme, strings: strings, isAnimating: isAnimating, onTick: onTick,
      onBackground: onBackground, onCapabilities: onCapabilities, commandPaletteKey: commandPaletteKey,
      view: view)
  }

  /// A session on standard input and output, refused for `TERM=dumb`.
  private static func terminalSession(environment: [String: String]) throws(Failure) -> TerminalSession {
    guard environment["TERM"] != "dumb" else { throw .dumbTerminal }
    do {
      return try TerminalSession()
    } catch {
      throw .session(error)
    }
  }

  /// ``run(environment:choice:queue:theme:strings:isAnimating:onTick:onBackground:onCapabilities:commandPaletteKey:view:)``
  /// on a session not started yet (a pseudo-terminal in tests); it ends on Ctrl-C, a view's `quit()`
  /// or the terminal going away (``TerminalSession/hasHungUp``).
  static func run<Content: View>(
    session: TerminalSession, environment: [String: String], choice: ColorChoice = .auto,
    queue: LoopQueue? = nil, inline: InlineLayout? = nil, scrollback: Scrollback? = nil,
    theme: @escaping () -> Theme = { .dark },
    strings: @escaping () -> ComponentStrings = { ComponentStrings() },
    isAnimating: () -> Bool = { false }, onTick: () -> Void = {},
    onBackground: ((RGB?) -> Void)? = nil, onCapabilities: ((TerminalCapabilities) -> Void)? = nil,
    commandPaletteKey: Key? = .ctrl("p"), view: @escaping () -> Content
  ) throws(Failure) {
    // A screen reader reads lines on the main screen, as an inline program draws.
    let reading = ScreenReaderOutput.isRequested(environment: environment)
    session.presentsInline = inline != nil || reading
    do {
      try session.start()
    } catch {
      throw .session(error)
    }
    defer { session.stop() }
    // One burst of questions before the first frame; nothing is asked of a terminal that would
    // print them (the Linux console) or where TERM says nothing.
    let capabilities =
      BackgroundProbe.isWorthAsking(environment: environment)
      ? session.probe(timeout: TerminalProbe.timeout(environment: environment)) : .unknown
    onCapabilities?(capabilities)
    onBackground?(capabilities.background)
    // Where the terminal speaks it, the kitty keyboard protocol: Esc without a wait, Ctrl-I
    // apart from Tab. Popped by every restore (see TerminalSession).
    if capabilities.keyboardFlags != nil { session.pushKittyKeyboard() }
    // Where the terminal can cluster graphemes but does not yet (mode 2027 reported reset), it is
    // set: the terminal then gives each cluster the cells ViewKit counts. Reset by every restore.
    if capabilities.turnsOnGraphemeClustering { session.setGraphemeClustering() }
    // Screen-reader mode (VIEWKIT_SCREEN_READER=1): lines in reading order instead of frames.
    var reader = reading ? ScreenReaderOutput() : nil
    if reading { session.write(ScreenReaderOutput.start) }
    // `--color never` on a screen means no colour, not no styling: attributes (reverse for the
    // selection, bold, faint) are how the screen reads without colour.
    let mode =
      choice == .never
      ? OutputMode.styled(.none) : capabilities.outputMode(environment: environment, choice: choice)
    var profile = ColorProfile.none
    if case .styled(let detected) = mode { profile = detected }
    let redraw = session.makeRedrawSignal()
    let loop = AppLoop(
      size: session.size(), profile: profile, theme: theme, strings: strings, redraw: redraw,
      view: { view().recordingSemantics(reading) })
    loop.commandPaletteKey = commandPaletteKey
    loop.terminalCapabilities = capabilities
    // Hyperlinks where the terminal is known to show them (a screen reader hears the URL written out).
    loop.sendsHyperlinks = !reading && capabilities.hyperlinks(environment: environment).isSupported
    loop.clipboard = capabilities.clipboard(environment: environment)
    loop.onSuspend = { session.suspend() }
    // Themes that follow the terminal: with colour-scheme notifications on, a switch between
    // dark and light asks for the colours again, and the background's answer (asked last) hands
    // the new colours to the app, whose theme the next frame reads.
    let followsScheme = capabilities.colorSchemeUpdates == .supported
    if followsScheme { session.write(TerminalProbe.colorSchemeUpdatesOn) }
    // Only the answers to that question count: the probe's own replies reach the loop's
    // decoder too, after the wait.
    var askedForColours = false
    loop.onReply = { [unowned loop] reply in
      loop.terminalCapabilities.record(reply)
      switch reply {
      case .colorScheme:
        askedForColours = true
        session.write(TerminalProbe.coloursQuery)
      case .backgroundColor(let color) where askedForColours:
        askedForColours = false
        onCapabilities?(loop.terminalCapabilities)
        onBackground?(color)
      default: break
      }
    }
    loop.externalEdit = ExternalEditAction {
      ExternalEditor.edit($0, environment: environment, run: session.runForeground)
    }
    loop.inline = inline
    loop.scrollback = scrollback
    queue?.attach(redraw)
    scrollback?.attach(redraw)
    defer {
      queue?.attach(nil)
      scrollback?.attach(nil)
    }
    let clock = ContinuousClock()
    var dirty = true
    var lastFrame = clock.now - .seconds(1)
    var lastTick = clock.now
    var lastInput = clock.now
    func milliseconds(_ duration: Duration) -> Int {
      Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }
    func readInput(timeout: Int?) {
      let bytes = session.read(timeout: timeout)
      if !bytes.isEmpty {
        lastInput = clock.now
        if loop.receive(bytes) { dirty = true }
      } else if let delay = loop.inputFlushDelay, milliseconds(clock.now - lastInput) >= delay {
        if loop.flushInput() { dirty = true }
      }
    }
    while !loop.isFinished && !session.hasHungUp {
      if session.takeResize() {
        loop.resize(to: session.size())
        // Back from a suspension (which turned every mode off), or only resized: on again.
        if followsScheme { session.write(TerminalProbe.colorSchemeUpdatesOn) }
        dirty = true
      }
      if redraw.take() { dirty = true }
      if queue?.drain() == true { dirty = true }
      if queue?.isQuitRequested == true { loop.quit() }
      if dirty {
        // At most one frame per 16 ms: a burst of changes becomes one frame.
        let elapsed = clock.now - lastFrame
        if elapsed < frameInterval {
          readInput(timeout: milliseconds(frameInterval - elapsed) + 1)
          continue
        }
        let frame = loop.render()
        session.write(reader?.bytes(for: loop.canvas) ?? frame)
        dirty = false
        lastFrame = clock.now
      }
      let interval = loop.tickInterval
      let animating = !reading && isAnimating()
      let waiting = loop.inputFlushDelay.map { max(1, $0 - milliseconds(clock.now - lastInput)) }
      readInput(timeout: waiting.map { animating ? min($0, interval) : $0 } ?? (animating ? interval : nil))
      if animating && clock.now - lastTick >= .milliseconds(interval) {
        lastTick = clock.now
        onTick()
        dirty = true
      }
    }
    // A screen reader's cursor sat on the focused control: back below every line said.
    if let end = reader?.finish(), !end.isEmpty, !session.hasHungUp { session.write(end) }
    guard inline != nil, !reading, !session.hasHungUp else { return }
    // Lines committed since the last frame are printed, then the region ends.
    if scrollback?.hasPending == true || dirty { session.write(loop.render()) }
    session.write(loop.finish())
  }
}
