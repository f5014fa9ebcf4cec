import ViewKitComponents
import ViewKitCore
import ViewKitPlatform
import ViewKitStyle

/// What a `doctor` command prints (`swift run Storybook doctor`, `ShowcaseApp --doctor`): what
/// the terminal answered to the capability probe (``TerminalProbe``), in plain words, and what
/// ViewKit will use because of it — the colour profile, synchronized output, the keyboard
/// protocol, the light or dark theme `auto` picks.
///
/// Every piece of text that came from the terminal or the environment is made inert
/// (``Sanitizer``), so a hostile reply cannot act on the terminal the report is printed to.
///
/// ```swift
/// for line in TerminalDoctor.run(environment: ProcessInfo.processInfo.environment, isTerminal: true) {
///   print(line)
/// }
/// ```
public enum TerminalDoctor {
  /// Why the terminal was or was not asked.
  public enum Asking: Hashable, Sendable {
    /// The probe was sent; the capabilities are its answers.
    case asked
    /// Standard input or output is not a terminal, so nothing was asked.
    case notATerminal
    /// `TERM` is unset, empty, `dumb` or `linux` (see ``BackgroundProbe/isWorthAsking(environment:)``).
    case notWorthAsking
    /// The terminal could not be taken over for the probe; the reason.
    case failed(String)
  }

  /// Asks the terminal on standard input and output, when both are one and `TERM` is worth
  /// asking, and returns the report (``report(_:asking:environment:)``). The terminal is in raw
  /// mode on the alternate screen for the probe only (at most
  /// ``TerminalProbe/timeout(environment:)`` milliseconds) and restored before this returns.
  ///
  /// - Parameters:
  ///   - environment: the process's environment variables.
  ///   - isTerminal: whether the caller's output is a terminal; false asks nothing.
  /// - Returns: the report's lines.
  public static func run(environment: [String: String], isTerminal: Bool) -> [String] {
    guard isTerminal, Platform.isTerminal(0), Platform.isTerminal(1) else {
      return report(.unknown, asking: .notATerminal, environment: environment)
    }
    guard BackgroundProbe.isWorthAsking(environment: environment) else {
      return report(.unknown, asking: .notWorthAsking, environment: environment)
    }
    let capabilities: TerminalCapabilities
    do {
      let session = try TerminalSession()
      try session.start()
      capabilities = session.probe(timeout: TerminalProbe.timeout(environment: environment))
      session.stop()
    } catch {
      return report(.unknown, asking: .failed(error.description), environment: environment)
    }
    return report(capabilities, asking: .asked, environment: environment)
  }

  /// The report for what a terminal answered: the environment variables that decide colour,
  /// each answer (or that there was none), then what ViewKit will use.
  ///
  /// - Parameters:
  ///   - capabilities: what the terminal said.
  ///   - asking: whether it was asked, and if not, why.
  ///   - environment: the process's environment variables.
  /// - Returns: the report's lines, every one inert.
  public static func report(
    _ capabilities: TerminalCapabilities, asking: Asking, environment: [String: String]
  ) -> [String] {
    var lines = ["Environment"]
    for name in ["TERM", "COLORTERM", "TERM_PROGRAM", "NO_COLOR", "FORCE_COLOR"] {
      let value = environment[name].map { "\"\(Sanitizer.sanitizeLine($0))\"" } ?? "not set"
      lines.append("  \(name): \(value)")
    }
    lines.append("")
    lines.append("What the terminal answered")
    switch asking {
    case .asked:
      if capabilities.deviceAttributes == nil {
        lines.append(
          "  It did not answer the device attributes query within \(TerminalProbe.timeout(environment: environment)) ms; "
            + "whatever it did not say is unknown.")
      }
      lines += answers(capabilities)
    case .notATerminal:
      lines.append("  Nothing was asked: standard input and output are not both a terminal.")
    case .notWorthAsking:
      lines.append(
        "  Nothing was asked: TERM is unset, empty, dumb or linux, which would print the questions.")
    case .failed(let reason):
      lines.append("  Nothing was asked: \(Sanitizer.sanitizeLine(reason)).")
    }
    lines.append("")
    lines.append("What ViewKit will use")
    lines += decisions(capabilities, environment: environment)
    return lines.map { Sanitizer.sanitizeMessage($0) }
  }

  /// One line per question asked.
  static func answers(_ capabilities: TerminalCapabilities) -> [String] {
    func color(_ rgb: RGB?) -> String {
      guard let rgb else { return "no answer" }
      return rgb.hex
    }
    func mode(_ name: String, _ number: Int) -> String {
      let state = capabilities.modeStates[number]
      let said: String
      switch state {
      case nil: said = "no answer"
      case 0?: said = "not supported (the terminal does not know the mode)"
      case 1?: said = "supported, on"
      case 2?: said = "supported, off"
      case 3?: said = "supported, always on"
      case 4?: said = "not supported (always off)"
      case let other?: said = "an unknown state, \(other)"
      }
      return "  \(name) (mode \(number)): \(said)"
    }
    var lines: [String] = []
    lines.append(
      "  name and version (XTVERSION): \(capabilities.versionText.map(Sanitizer.sanitize) ?? "no answer")")
    lines.append(
      "  device attributes (DA1): "
        + (capabilities.deviceAttributes.map { $0.map(String.init).joined(separator: ";") } ?? "no answer"))
    lines.append(mode("synchronized output", TerminalCapabilities.synchronizedOutputMode))
    lines.append(mode("grapheme clustering", TerminalCapabilities.graphemeClusteringMode))
    lines.append(mode("colour-scheme updates", TerminalCapabilities.colorSchemeUpdatesMode))
    lines.append(
      "  kitty keyboard protocol: "
        + (capabilities.keyboardFlags.map { "supported (flags now \($0))" } ?? "no answer (not supported)"))
    lines.append("  text colour (OSC 10): \(color(capabilities.foreground))")
    var background = "  background colour (OSC 11): \(color(capabilities.background))"
    if let rgb = capabilities.background { background += ", \(BackgroundProbe.appearance(of: rgb).rawValue)" }
    lines.append(background)
    let reported = (0..<16).filter { capabilities.palette[$0] != nil }
    lines.append(
      "  palette colours 0–15 (OSC 4): "
        + (reported.isEmpty
          ? "no answer"
          : reported.count == 16
            ? (0..<16).compactMap { capabilities.palette[$0]?.hex }.joined(separator: " ")
            : "\(reported.count) of 16 answered"))
    return lines
  }

  /// What ViewKit does with the answers.
  static func decisions(_ capabilities: TerminalCapabilities, environment: [String: String]) -> [String] {
    func name(_ mode: OutputMode) -> String {
      switch mode {
      case .plain: return "plain text, no escape sequences"
      case .styled(.none): return "no colour (bold, underline and reverse still show)"
      case .styled(.ansi16): return "16 colours"
      case .styled(.ansi256): return "256 colours"
      case .styled(.truecolor): return "24-bit colour"
      }
    }
    let fromEnvironment = ColorDetection.detect(environment: environment, isTerminal: true)
    let used = capabilities.outputMode(environment: environment)
    var colour = "  colours: \(name(used))"
    if used != fromEnvironment, let terminal = capabilities.name {
      colour +=
        " (the environment alone says \(name(fromEnvironment)); \(Sanitizer.sanitizeLine(terminal)) is known "
        + "for 24-bit colour)"
    } else {
      colour += " (from the environment variables above)"
    }
    var lines = [colour]
    switch capabilities.synchronizedOutput {
    case .supported: lines.append("  synchronized output: every frame is drawn whole (mode 2026)")
    case .unsupported:
      lines.append(
        "  synchronized output: frames are still wrapped in mode 2026, which this terminal ignores; "
          + "a large update may show half-drawn")
    case .unknown:
      lines.append(
        "  synchronized output: frames are wrapped in mode 2026; whether this terminal draws them whole "
          + "is unknown")
    }
    if capabilities.keyboardFlags != nil {
      lines.append(
        "  keyboard: the kitty keyboard protocol (disambiguate): Esc needs no wait, and Ctrl-I, Ctrl-M "
          + "and Ctrl-[ are told from Tab, Enter and Esc")
    } else {
      lines.append(
        "  keyboard: legacy keys: a lone Esc waits 30 ms for the rest of a sequence, Ctrl-I is Tab, "
          + "Ctrl-M is Enter, Ctrl-[ is Esc")
    }
    switch capabilities.modeStates[TerminalCapabilities.graphemeClusteringMode] {
    case 2?:
      lines.append(
        "  grapheme clustering: ViewKit turns mode 2027 on while it runs (and off on exit), so the terminal "
          + "gives each emoji cluster the cells ViewKit counts")
    case 1?, 3?:
      lines.append(
        "  grapheme clustering: on already (mode 2027), left as it is: the terminal gives each emoji cluster "
          + "the cells ViewKit counts")
    default:
      let why = capabilities.graphemeClustering == .unknown ? "not reported" : "not available"
      lines.append(
        "  grapheme clustering: off (mode 2027 \(why)): where the terminal draws an emoji cluster in "
          + "other cells than ViewKit counts, every cell ViewKit reserves is still written and the next cell "
          + "placed explicitly")
    }
    if let background = capabilities.background {
      let appearance = BackgroundProbe.appearance(of: background).rawValue
      lines.append("  theme \"auto\": \(appearance), from the background colour")
    } else {
      lines.append("  theme \"auto\": dark, as the terminal did not say its background colour")
    }
    if capabilities.colorSchemeUpdates == .supported {
      lines.append(
        "  theme \"auto\" follows the terminal live: switching it between dark and light switches the theme "
          + "(colour-scheme notifications, mode 2031)")
    } else {
      lines.append(
        "  theme \"auto\" is chosen at start: this terminal does not say when it switches dark and light")
    }
    if let palette = capabilities.reportedPalette {
      let system = Theme.system(palette)
      if system.fallbacks.isEmpty {
        lines.append("  theme \"system\": made from the terminal's colours, every pair reads")
      } else {
        lines.append(
          "  theme \"system\": made from the terminal's colours, except where a pair would not read:")
        lines += system.fallbacks.map { "    " + $0 }
      }
    } else {
      lines.append(
        "  theme \"system\": not available (the terminal did not report its text, background and 16 palette "
          + "colours); \"auto\" is used instead")
    }
    lines += featureDecisions(capabilities, environment: environment)
    return lines
  }

  /// Links and copy: no terminal answers whether it has them, so the line says what ViewKit
  /// decided from the terminal's name and the environment, and why.
  static func featureDecisions(_ capabilities: TerminalCapabilities, environment: [String: String])
    -> [String]
  {
    let links = capabilities.hyperlinks(environment: environment)
    let copy = capabilities.clipboard(environment: environment)
    return [
      "  links: "
        + (links.isSupported
          ? "sent as hyperlinks (OSC 8): \(links.reason)"
          : "URLs written out after their text: \(links.reason)"),
      "  copy: "
        + (copy.isSupported
          ? "sent to the clipboard (OSC 52): \(copy.reason)" : "not sent, the app says so: \(copy.reason)"),
    ]
  }
}
