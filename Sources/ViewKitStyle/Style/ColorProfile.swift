/// How many colours the output can show. Components always describe full colour; encoders
/// downsample to the profile at the edge.
public enum ColorProfile: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No colour, but attributes (bold, underline, reverse …) still show.
  case none
  /// The 16 palette colours.
  case ansi16
  /// The 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case truecolor

  /// The name used on the command line and in snapshot headers.
  public var description: String { rawValue }
}

/// What an output can take: plain text with no escape byte at all, or styled text.
public enum OutputMode: Sendable, Hashable, CustomStringConvertible {
  /// No escape sequences at all: not a terminal, or `TERM=dumb`.
  case plain
  /// Escape sequences with colours downsampled to the profile.
  case styled(ColorProfile)

  /// `plain`, or the profile's name.
  public var description: String {
    switch self {
    case .plain: return "plain"
    case .styled(let profile): return profile.rawValue
    }
  }
}

/// An explicit colour choice, such as a `--color` command-line option; it beats the environment.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
  /// Decide from the environment and whether the output is a terminal.
  case auto
  /// Plain text: no escape byte at all.
  case never
  /// Force escapes; detect the level, at least 16 colours.
  case always
  /// Force 16 colours.
  case ansi16 = "16"
  /// Force 256 colours.
  case ansi256 = "256"
  /// Force 24-bit colour.
  case truecolor
}

/// Decides the output mode once, at the edge, from an injected environment.
///
/// The order, first match wins:
/// 1. An explicit ``ColorChoice`` other than `auto`.
/// 2. `NO_COLOR` set and not empty: no colour, attributes kept (it beats `FORCE_COLOR`).
/// 3. `FORCE_COLOR` set, not empty, not `0`/`false`: escapes even when not a terminal; `1`,
///    `2`, `3` pick 16, 256 or 24-bit colour. `FORCE_COLOR=0` or `false` turns colour off.
/// 4. `CLICOLOR_FORCE` set and not `0`: as `FORCE_COLOR`. `CLICOLOR=0`: colour off.
/// 5. Not a terminal, or `TERM=dumb`: plain text.
/// 6. `COLORTERM` is `truecolor` or `24bit`, `TERM` ends in `-direct`, or a terminal known for
///    24-bit colour (`TERM_PROGRAM`): 24-bit. `TERM` contains `256color`: 256. Else 16.
///
/// ```swift
/// let mode = ColorDetection.detect(environment: ProcessInfo.processInfo.environment,
///                                  isTerminal: isatty(1) == 1)
/// ```
public enum ColorDetection {
  /// The output mode for the given environment variables and terminal-ness.
  ///
  /// - Parameters:
  ///   - environment: the process's environment variables.
  ///   - isTerminal: whether the output is a terminal (`isatty`).
  ///   - choice: an explicit choice, such as a `--color` option; `.auto` leaves it to the environment.
  /// - Returns: plain text, or escapes at the colour level the rules above pick.
  public static func detect(
    environment: [String: String], isTerminal: Bool, choice: ColorChoice = .auto
  ) -> OutputMode {
    switch choice {
    case .never: return .plain
    case .ansi16: return .styled(.ansi16)
    case .ansi256: return .styled(.ansi256)
    case .truecolor: return .styled(.truecolor)
    case .always: return .styled(noColor(environment) ? .none : level(environment))
    case .auto: break
    }
    let term = environment["TERM"] ?? ""
    let force = environment["FORCE_COLOR"] ?? ""
    let forcedOff = force == "0" || force.lowercased() == "false"
    let cliForce = environment["CLICOLOR_FORCE"] ?? ""
    let forced = (!force.isEmpty && !forcedOff) || (!cliForce.isEmpty && cliForce != "0")
    if !forced && (!isTerminal || term == "dumb") { return .plain }
    // NO_COLOR beats everything; a force (CLICOLOR_FORCE, FORCE_COLOR) beats CLICOLOR=0.
    if noColor(environment) || forcedOff || (!forced && environment["CLICOLOR"] == "0") {
      return .styled(.none)
    }
    switch force {
    case "1": return .styled(.ansi16)
    case "2": return .styled(.ansi256)
    case "3": return .styled(.truecolor)
    default: return .styled(level(environment))
    }
  }

  static func noColor(_ environment: [String: String]) -> Bool {
    !(environment["NO_COLOR"] ?? "").isEmpty
  }

  static func level(_ environment: [String: String]) -> ColorProfile {
    let term = environment["TERM"] ?? ""
    let colorTerm = environment["COLORTERM"] ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .truecolor
    }
    let program = environment["TERM_PROGRAM"] ?? ""
    if ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) || term == "xterm-kitty"
      || term == "xterm-ghostty" || term == "wezterm"
    {
      return .truecolor
    }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }
}
