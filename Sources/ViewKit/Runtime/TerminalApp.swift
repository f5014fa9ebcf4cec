/// What an interactive program does after a key.
public enum AppAction: Sendable {
  /// Keep running; the screen is redrawn.
  case `continue`
  /// Stop; the terminal is restored.
  case quit
}

/// Runs an interactive program in the terminal: draws a view, hands each key to a handler, and
/// redraws only what changed, until the handler says ``AppAction/quit``.
///
/// Nothing runs while nothing happens: no timer, no write, until a key, a paste or a resize.
/// Ctrl-Z suspends the program (the terminal is restored first) and `fg` brings it back.
/// Updates are cell diffs in synchronized output. The terminal is restored on return, on a
/// thrown error and on signals (see ``TerminalSession``).
///
/// ```swift
/// var count = 0
/// try TerminalApp.run(environment: ProcessInfo.processInfo.environment) {
///   Text("Pressed \(count) keys; q quits")
/// } onKey: { key in
///   if key == .character("q") { return .quit }
///   count += 1
///   return .continue
/// }
/// ```
public enum TerminalApp {
  /// Why interactive mode cannot run here.
  public enum Failure: Error, CustomStringConvertible {
    /// The session could not start.
    case session(TerminalSession.Failure)
    /// `TERM=dumb`: no cursor addressing.
    case dumbTerminal

    /// What went wrong.
    public var description: String {
      switch self {
      case .session(let failure): return failure.description
      case .dumbTerminal: return "TERM=dumb cannot show an interactive screen"
      }
    }
  }

  /// The shortest time between two frames.
  static let frameInterval = Duration.milliseconds(16)

  /// Decodes input and hands the keys on; true when the handler asked to quit.
  private static func handle(
    _ bytes: [UInt8], _ decoder: inout KeyDecoder, _ dirty: inout Bool, _ session: TerminalSession,
    _ onKey: (KeyEvent) -> AppAction
  ) -> Bool {
    let events = bytes.isEmpty ? (decoder.hasPending ? decoder.flush() : []) : decoder.feed(bytes)
    for event in events {
      if event == .ctrl("z") {
        session.suspend()
        continue
      }
      if onKey(event) == .quit { return true }
      dirty = true
    }
    return false
  }

  /// Runs until `onKey` returns `.quit`.
  ///
  /// - Parameters:
  ///   - environment: the process environment, for colour detection.
  ///   - choice: an explicit colour choice (a `--color` option).
  ///   - queue: work posted from other threads, run on this loop's thread before drawing.
  ///   - theme: the theme views are drawn with.
  ///   - isAnimating: whether something moves (a spinner); only then does the loop tick, every
  ///     `motion.spinner.interval` of the theme, calling `onTick` to advance it.
  public static func run<Content: View>(
    environment: [String: String], choice: ColorChoice = .auto, queue: LoopQueue? = nil,
    theme: @escaping () -> Theme = { .dark }, isAnimating: () -> Bool = { false }, onTick: () -> Void = {},
    view: () -> Content, onKey: (KeyEvent) -> AppAction
  ) throws(Failure) {
    guard environment["TERM"] != "dumb" else { throw .dumbTerminal }
    let session: TerminalSession
    do {
      session = try TerminalSession()
      try session.start()
    } catch {
      throw .session(error)
    }
    defer { session.stop() }
    let mode = ColorDetection.detect(
      environment: environment, isTerminal: true, choice: choice == .never ? .auto : choice)
    var profile = ColorProfile.none
    if case .styled(let detected) = mode { profile = detected }
    var decoder = KeyDecoder()
    var previous: Canvas?
    var dirty = true
    let redraw = session.makeRedrawSignal()
    queue?.attach(redraw)
    defer { queue?.attach(nil) }
    let clock = ContinuousClock()
    var lastFrame = clock.now - .seconds(1)
    var lastTick = clock.now
    while true {
      if session.takeResize() {
        previous = nil
        dirty = true
      }
      if redraw.take() { dirty = true }
      if queue?.drain() == true { dirty = true }
      if dirty {
        // At most one frame per 16 ms: a burst of changes becomes one frame.
        let elapsed = clock.now - lastFrame
        if elapsed < frameInterval {
          let wait = frameInterval - elapsed
          let milliseconds = Int(wait.components.attoseconds / 1_000_000_000_000_000) + 1
          let bytes = session.read(timeout: milliseconds)
          if handle(bytes, &decoder, &dirty, session, onKey) { return }
          continue
        }
        var values = EnvironmentValues()
        values.theme = theme()
        values.colorProfile = profile
        let size = session.size()
        let canvas = redraw.tracking { Renderer.render(view(), size: size, environment: values) }
        session.write(FrameDiff.update(from: previous, to: canvas, profile: profile, synchronized: true))
        previous = canvas
        dirty = false
        lastFrame = clock.now
      }
      let interval = max(16, theme().duration("motion.spinner.interval"))
      let animating = isAnimating()
      let bytes = session.read(timeout: decoder.hasPending ? 30 : animating ? interval : nil)
      if handle(bytes, &decoder, &dirty, session, onKey) { return }
      if animating && clock.now - lastTick >= .milliseconds(interval) {
        lastTick = clock.now
        onTick()
        dirty = true
      }
    }
  }
}
