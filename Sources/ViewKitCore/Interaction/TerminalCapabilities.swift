import ViewKitStyle

/// What the terminal said it can do, from its answers to one burst of queries at start
/// (``TerminalReply``s; the runtime's `TerminalProbe` sends them). Everything it did not answer
/// stays unknown: ``unknown`` is a terminal that said nothing, or one that was never asked (not
/// a terminal, `TERM=dumb` or `linux`, a headless run).
///
/// Views read it from the environment (`@Environment(\.terminalCapabilities)`); an app gets it
/// from `TerminalApp.run(onCapabilities:)` before the first frame.
///
/// ```swift
/// var capabilities = TerminalCapabilities.unknown
/// capabilities.record(.mode(2026, state: 2))
/// capabilities.synchronizedOutput  // .supported
/// ```
public struct TerminalCapabilities: Hashable, Sendable {
  /// Whether the terminal has a feature, as far as its answers tell.
  public enum Support: String, Hashable, Sendable {
    /// The terminal said it has the feature.
    case supported
    /// The terminal said it does not know the feature, or that it can never be turned on.
    case unsupported
    /// The terminal did not say.
    case unknown

    /// What a DECRPM state means: 1 (set), 2 (reset) and 3 (permanently set) are supported,
    /// 0 (not recognised) and 4 (permanently reset) are not; anything else is unknown.
    ///
    /// - Parameter state: the state a `CSI ? mode ; state $ y` reply gave.
    public init(modeState state: Int?) {
      switch state {
      case 1, 2, 3: self = .supported
      case 0, 4: self = .unsupported
      default: self = .unknown
      }
    }
  }

  /// The private mode of synchronized output (`CSI ? 2026 h`).
  public static let synchronizedOutputMode = 2026
  /// The private mode of grapheme clustering (`CSI ? 2027 h`).
  public static let graphemeClusteringMode = 2027
  /// The private mode of colour-scheme update notifications (`CSI ? 2031 h`).
  public static let colorSchemeUpdatesMode = 2031

  /// A terminal that said nothing, or was never asked.
  public static let unknown = TerminalCapabilities()

  /// The terminal's XTVERSION answer as it wrote it, controls made visible (`xterm(390)`,
  /// `tmux 3.4`, `kitty(0.35.2)`); nil when it did not answer.
  public var versionText: String?
  /// The DECRPM state reported for each mode asked about (see ``Support/init(modeState:)``).
  public var modeStates: [Int: Int] = [:]
  /// The kitty keyboard protocol's flags the terminal reported; nil when it did not answer the
  /// query, which means it does not speak the protocol.
  public var keyboardFlags: Int?
  /// The default text colour (OSC 10); nil when the terminal did not say.
  public var foreground: RGB?
  /// The default background colour (OSC 11); nil when the terminal did not say.
  public var background: RGB?
  /// The primary device attributes (DA1); nil when the terminal did not answer, so the probe
  /// ended on its timeout.
  public var deviceAttributes: [Int]?
  /// The palette colours the terminal reported (OSC 4), by index; the probe asks for 0 to 15.
  public var palette: [Int: RGB] = [:]
  /// The colour scheme the terminal last said it shows (a 2031 notification); nil until it says.
  public var colorScheme: Appearance?

  /// The terminal's own colours when it reported them all: default text and background and
  /// the 16 palette colours; nil when any is missing. A ``Theme/system(_:)`` theme is made from it.
  public var reportedPalette: TerminalPalette? {
    guard let foreground, let background else { return nil }
    let colors = (0..<16).compactMap { palette[$0] }
    guard colors.count == 16 else { return nil }
    return TerminalPalette(foreground: foreground, background: background, colors: colors)
  }

  /// Capabilities with nothing known.
  public init() {}

  /// Adds what one reply says; a later reply of the same kind replaces an earlier one.
  ///
  /// - Parameter reply: a reply the decoder delivered.
  public mutating func record(_ reply: TerminalReply) {
    switch reply {
    case .backgroundColor(let color): background = color
    case .foregroundColor(let color): foreground = color
    case .deviceAttributes(let parameters): deviceAttributes = parameters
    case .terminalVersion(let text): versionText = text
    case .mode(let mode, let state): modeStates[mode] = state
    case .keyboardFlags(let flags): keyboardFlags = flags
    case .paletteColor(let index, let color): palette[index] = color
    case .colorScheme(let appearance): colorScheme = appearance
    }
  }

  /// Whether the terminal answered anything at all.
  public var answeredAnything: Bool { self != .unknown }

  /// The terminal's name from XTVERSION: the text before the version (`xterm` of
  /// `xterm(390)`, `tmux` of `tmux 3.4`); nil when it did not answer.
  public var name: String? {
    guard let text = versionText else { return nil }
    let end = text.firstIndex { $0 == "(" || $0 == " " } ?? text.endIndex
    let name = text[..<end]
    return name.isEmpty ? text : String(name)
  }

  /// The terminal's version from XTVERSION: what follows the name, without parentheses
  /// (`390` of `xterm(390)`); nil when there is none.
  public var version: String? {
    guard let text = versionText, let name, text.count > name.count else { return nil }
    var rest = text.dropFirst(name.count).drop { $0 == " " || $0 == "(" }
    if rest.last == ")" { rest = rest.dropLast() }
    return rest.isEmpty ? nil : String(rest)
  }

  /// Whether a private mode is supported, from its DECRPM report.
  ///
  /// - Parameter mode: the mode's number (2026).
  /// - Returns: supported, unsupported, or unknown when the terminal did not report it.
  public func support(ofMode mode: Int) -> Support { Support(modeState: modeStates[mode]) }

  /// Synchronized output (mode 2026): frames show whole, without tearing.
  public var synchronizedOutput: Support { support(ofMode: Self.synchronizedOutputMode) }
  /// Grapheme clustering (mode 2027): the terminal gives a cluster the cells Unicode says.
  public var graphemeClustering: Support { support(ofMode: Self.graphemeClusteringMode) }
  /// Whether ViewKit turns grapheme clustering (mode 2027) on while it runs: only where the
  /// terminal reported the mode as reset (DECRPM state 2), so it can be set and is not. A mode
  /// set already (1) or always (3) is left as it is, and one the terminal does not know, or did
  /// not report, is never set.
  public var turnsOnGraphemeClustering: Bool { modeStates[Self.graphemeClusteringMode] == 2 }
  /// Colour-scheme updates (mode 2031): the terminal says when it switches light and dark.
  public var colorSchemeUpdates: Support { support(ofMode: Self.colorSchemeUpdatesMode) }

  /// Whether the terminal speaks the kitty keyboard protocol (it answered the flags query).
  public var kittyKeyboard: Support {
    keyboardFlags != nil ? .supported : deviceAttributes != nil ? .unsupported : .unknown
  }

  /// Terminals known to show 24-bit colour, by their XTVERSION name.
  static let truecolorNames: Set<String> = ["kitty", "WezTerm", "foot", "ghostty", "iTerm2", "contour"]

  /// The output mode for this terminal: ``ColorDetection/detect(environment:isTerminal:choice:)``,
  /// where an explicit choice or variable (`--color`, `NO_COLOR`, `FORCE_COLOR`, `COLORTERM`,
  /// a `TERM` ending in `-direct`) always wins; only when the environment merely guessed (16 or
  /// 256 colours from `TERM`) does a terminal that named itself as one known for 24-bit colour
  /// (kitty, WezTerm, foot, ghostty, iTerm2, contour) get 24-bit colour.
  ///
  /// - Parameters:
  ///   - environment: the process's environment variables.
  ///   - choice: an explicit colour choice, such as a `--color` option.
  /// - Returns: the output mode to draw with.
  public func outputMode(environment: [String: String], choice: ColorChoice = .auto) -> OutputMode {
    let detected = ColorDetection.detect(environment: environment, isTerminal: true, choice: choice)
    guard choice == .auto, case .styled(let profile) = detected, profile == .ansi16 || profile == .ansi256,
      let name, Self.truecolorNames.contains(name)
    else { return detected }
    let explicit = ["FORCE_COLOR", "CLICOLOR_FORCE", "COLORTERM"].contains {
      !(environment[$0] ?? "").isEmpty
    }
    return explicit ? detected : .styled(.truecolor)
  }
}

struct TerminalCapabilitiesKey: EnvironmentKey {
  static let defaultValue = TerminalCapabilities.unknown
}

extension EnvironmentValues {
  /// What the terminal the app runs in said it can do (``TerminalCapabilities``); unknown in a
  /// headless run, a test, or a terminal that answered nothing.
  public var terminalCapabilities: TerminalCapabilities {
    get { self[TerminalCapabilitiesKey.self] }
    set { self[TerminalCapabilitiesKey.self] = newValue }
  }
}
