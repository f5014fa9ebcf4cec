import ViewKit

/// Runs an app without a terminal, for tests and scripts: the same ``AppLoop`` the terminal
/// runtime runs, at a fixed size, on a virtual clock.
///
/// Keys, text, pastes and clicks are turned into the bytes a terminal would send and go
/// through the same decoder, focus engine and renderer; the screen is the canvas a terminal
/// would show, as plain text or snapshot text (so a whole flow can end in a golden file).
///
/// ```swift
/// let driver = AppDriver(size: Size(width: 60, height: 12)) { LoginScreen(model: model) }
/// driver.type("ada@example.com")
/// driver.send(.tab)
/// driver.type("correct horse")
/// driver.send(.enter)
/// await driver.settle()
/// #expect(driver.screen.contains("Home"))
/// ```
public final class AppDriver<Content: View> {
  /// The loop being driven.
  public let loop: AppLoop<Content>
  /// Time on the virtual clock since the driver started.
  public private(set) var now: Duration = .zero
  /// Bytes the frames so far would have written to a terminal.
  public private(set) var bytesWritten = 0
  /// How many frames were drawn.
  public private(set) var frames = 0

  private let redraw = RedrawSignal()
  private let queue: LoopQueue?
  private let isAnimating: () -> Bool
  private let onTick: () -> Void
  private let effects: (() async -> Bool)?
  private var lastTick: Duration = .zero

  /// What `@Environment(\.editExternally)` does here: ``ExternalEditAction/unavailable`` unless
  /// a test stands in an editor, for instance
  /// `driver.externalEdit = ExternalEditAction { .edited($0.uppercased()) }`. No program runs.
  public var externalEdit: ExternalEditAction {
    get { loop.externalEdit }
    set {
      loop.externalEdit = newValue
      draw()
    }
  }

  /// Starts an app and draws its first frame.
  ///
  /// - Parameters:
  ///   - size: the virtual terminal's columns and rows.
  ///   - profile: the colour profile frames are encoded for.
  ///   - theme: gives the theme for each frame.
  ///   - strings: gives the words ViewKit's components show, in the app's language.
  ///   - queue: work posted from other tasks, run before each frame and by ``settle()``.
  ///   - isAnimating: whether something moves; then the virtual clock ticks `onTick` every
  ///     `motion.spinner.interval` of the theme.
  ///   - onTick: advances the animation one step.
  ///   - effects: runs pending effects (for instance a manual effect runner's); returns whether
  ///     there were any. ``settle()`` calls it until nothing is left.
  ///   - view: builds the screen, again for every frame.
  public init(
    size: Size = Size(width: 80, height: 24), profile: ColorProfile = .truecolor,
    theme: @escaping () -> Theme = { .dark },
    strings: @escaping () -> ComponentStrings = { ComponentStrings() },
    queue: LoopQueue? = nil, isAnimating: @escaping () -> Bool = { false },
    onTick: @escaping () -> Void = {}, effects: (() async -> Bool)? = nil, view: @escaping () -> Content
  ) {
    loop = AppLoop(size: size, profile: profile, theme: theme, strings: strings, redraw: redraw, view: view)
    self.queue = queue
    self.isAnimating = isAnimating
    self.onTick = onTick
    self.effects = effects
    draw()
  }

  /// The screen as plain text, trailing spaces trimmed.
  public var screen: String { loop.canvas.plainText() }
  /// The screen in the golden-file format: text grid and style runs.
  public var snapshot: String {
    SnapshotFormat.encode(
      loop.canvas, header: [("driver", "\(loop.size)")], profile: loop.profile)
  }
  /// The last frame drawn.
  public var canvas: Canvas { loop.canvas }
  /// Whether the app quit.
  public var isFinished: Bool { loop.isFinished }
  /// Bytes the last frame wrote.
  public var lastFrameBytes: Int { loop.lastFrameBytes }
  /// The keys the hints line shows now.
  public var hints: [KeyHint] { loop.engine.hints(inLineOnly: true) }
  /// The identity of the focused view, if any.
  public var focusedID: String? { loop.engine.focusedID }

  private func draw() {
    _ = queue?.drain()
    _ = redraw.take()
    bytesWritten += loop.render().count
    frames += 1
  }

  /// Feeds raw bytes as a terminal would send them; a lone ESC (or an open paste) is ended
  /// as a terminal's silence would end it.
  ///
  /// - Parameter bytes: the bytes a terminal would send.
  public func input(_ bytes: [UInt8]) {
    loop.receive(bytes)
    if loop.inputFlushDelay != nil {
      now += .milliseconds(loop.inputFlushDelay ?? 0)
      loop.flushInput()
    }
    draw()
  }

  /// Feeds raw bytes as they arrive, with no silence after them: a sequence left open (a lone
  /// ESC, half a UTF-8 character, a paste without its end) waits for the next bytes, as a
  /// terminal's next read would continue it. Draws nothing: the loop settles the screen between
  /// events that change it, as it does for a terminal's read of many keys, and ``settle()`` or
  /// ``endInput()`` draws.
  ///
  /// A script reading input byte by byte calls this for each byte, settles when it returns
  /// true and work is waiting (a request, a timer), and calls ``endInput()`` at the end.
  ///
  /// - Parameter bytes: the bytes a terminal would send.
  /// - Returns: `true` when any event arrived.
  @discardableResult
  public func feed(_ bytes: [UInt8]) -> Bool {
    loop.receive(bytes)
  }

  /// Ends the input: whatever waits (a lone ESC, an open paste) is taken as the silence after
  /// it would take it, and a frame is drawn.
  ///
  /// - Returns: `true` when any event was waiting.
  @discardableResult
  public func endInput() -> Bool {
    defer { draw() }
    guard loop.inputFlushDelay != nil else { return false }
    now += .milliseconds(loop.inputFlushDelay ?? 0)
    return loop.flushInput()
  }

  /// Presses keys, one after another, each followed by a frame.
  ///
  /// - Parameter keys: the keys to press, in order.
  public func send(_ keys: Key...) {
    for key in keys { input(key.terminalBytes) }
  }

  /// Types text, one key per character, each followed by a frame.
  ///
  /// - Parameter text: the text to type.
  public func type(_ text: String) {
    for character in text { input(Key(character).terminalBytes) }
  }

  /// Pastes text with bracketed paste.
  ///
  /// - Parameter text: the text to paste, as it is.
  public func paste(_ text: String) {
    input(Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8))
  }

  /// Clicks (press and release) the left button at a cell.
  ///
  /// - Parameters:
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  public func click(x: Int, y: Int) {
    input(
      MouseEvent(.left, .press, x: x, y: y).terminalBytes
        + MouseEvent(.left, .release, x: x, y: y).terminalBytes)
  }

  /// Clicks the first cell showing `text`; false when the screen does not show it.
  ///
  /// - Parameter text: the text to look for, row by row.
  /// - Returns: `true` when the text was found and clicked.
  @discardableResult
  public func click(_ text: String) -> Bool {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in lines.enumerated() {
      guard let range = line.firstRange(of: text) else { continue }
      click(x: line[..<range.lowerBound].displayWidth, y: row)
      return true
    }
    return false
  }

  /// Turns the wheel at a cell: positive steps scroll down.
  ///
  /// - Parameters:
  ///   - x: the column, from 0.
  ///   - y: the row, from 0.
  ///   - steps: the number of wheel steps: negative up, positive down.
  public func wheel(x: Int, y: Int, steps: Int) {
    let button: MouseEvent.Button = steps < 0 ? .wheelUp : .wheelDown
    var bytes: [UInt8] = []
    for _ in 0..<abs(steps) { bytes += MouseEvent(button, x: x, y: y).terminalBytes }
    input(bytes)
  }

  /// Resizes the virtual terminal; the next frame is drawn whole.
  ///
  /// - Parameter size: the new columns and rows.
  public func resize(to size: Size) {
    loop.resize(to: size)
    draw()
  }

  /// Moves the virtual clock on, ticking animations that are due.
  ///
  /// - Parameter duration: how far to move the clock.
  public func advance(by duration: Duration) {
    let end = now + duration
    let interval = Duration.milliseconds(loop.tickInterval)
    while isAnimating() && lastTick + interval <= end {
      lastTick += interval
      now = lastTick
      onTick()
      draw()
    }
    now = end
    if !isAnimating() { lastTick = now }
    draw()
  }

  /// Runs queued work, effects and due animation ticks until nothing is left (at most
  /// `limit` rounds), drawing as the terminal would. Returns whether it went idle.
  ///
  /// - Parameter limit: the most rounds to run.
  /// - Returns: `true` when nothing was left to do within the limit.
  @discardableResult
  public func settle(limit: Int = 1_000) async -> Bool {
    for _ in 0..<limit {
      var worked = queue?.drain() ?? false
      if let effects, await effects() { worked = true }
      if redraw.take() { worked = true }
      if isAnimating() {
        advance(by: .milliseconds(loop.tickInterval))
        worked = true
      }
      draw()
      if !worked { return true }
    }
    return false
  }
}
