import ViewKitStyle

/// Whether a terminal can do something no query answers (hyperlinks, the clipboard), and why
/// ViewKit thinks so: a decision made from the terminal's name and the environment, which
/// `doctor` prints as it is.
public struct TerminalFeature: Hashable, Sendable {
  /// Whether ViewKit uses the feature: ``TerminalCapabilities/Support/supported`` when it does.
  public var support: TerminalCapabilities.Support
  /// Why, in plain words (`kitty shows OSC 8 links`, `FORCE_HYPERLINK=0`).
  public var reason: String

  /// Creates a decision.
  ///
  /// - Parameters:
  ///   - support: whether the feature is used.
  ///   - reason: why, in plain words.
  public init(_ support: TerminalCapabilities.Support, _ reason: String) {
    self.support = support
    self.reason = reason
  }

  /// Whether ViewKit uses the feature.
  public var isSupported: Bool { support == .supported }
}

extension TerminalCapabilities {
  /// Terminals that show hyperlinks (OSC 8), by their XTVERSION name.
  static let hyperlinkNames: Set<String> = ["kitty", "WezTerm", "foot", "ghostty", "iTerm2", "contour"]
  /// Terminals that take a copy to the clipboard (OSC 52) as they come, by XTVERSION name.
  static let clipboardNames: Set<String> = ["kitty", "WezTerm", "foot", "ghostty", "contour"]

  /// Whether to send hyperlinks (OSC 8), from the terminal's name (XTVERSION) and the
  /// environment; no terminal says whether it shows them. First match wins:
  /// `FORCE_HYPERLINK` (`0` or `false`: no, anything else: yes); `TERM=dumb` or `linux`: no;
  /// inside tmux: no (tmux before 3.4 drops links; 3.4 and later pass them on only where
  /// `terminal-features` gives the outer terminal `hyperlinks`, which tmux cannot be asked);
  /// kitty, WezTerm, foot, ghostty, iTerm2, contour (by XTVERSION, `TERM_PROGRAM` or `TERM`),
  /// alacritty, VTE 0.50 and later (GNOME Terminal and others), Windows Terminal: yes;
  /// anything else, xterm included: no. Where the answer is no, linked text writes its URL out
  /// (``LinkPresentation/inline``), so nothing is lost.
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Returns: the decision and its reason.
  public func hyperlinks(environment: [String: String]) -> TerminalFeature {
    if let forced = environment["FORCE_HYPERLINK"], !forced.isEmpty {
      let off = forced == "0" || forced.lowercased() == "false"
      return TerminalFeature(off ? .unsupported : .supported, "FORCE_HYPERLINK=\(forced)")
    }
    let term = environment["TERM"] ?? ""
    if term == "dumb" || term == "linux" {
      return TerminalFeature(.unsupported, "TERM=\(term) shows no links")
    }
    if isInsideTmux(environment) {
      return TerminalFeature(
        .unsupported,
        "tmux passes links on only where its terminal-features give the outer terminal hyperlinks "
          + "(tmux 3.4 and later); FORCE_HYPERLINK=1 sends them")
    }
    if let name = self.name {
      if Self.hyperlinkNames.contains(name) {
        return TerminalFeature(.supported, "\(name) shows OSC 8 links")
      }
      if name == "xterm" { return TerminalFeature(.unsupported, "xterm does not show OSC 8 links") }
    }
    switch environment["TERM_PROGRAM"] ?? "" {
    case "iTerm.app", "WezTerm", "ghostty", "vscode":
      return TerminalFeature(
        .supported, "TERM_PROGRAM=\(environment["TERM_PROGRAM"] ?? "") shows OSC 8 links")
    default: break
    }
    if term == "xterm-kitty" || term == "xterm-ghostty" || term == "wezterm" || term.hasPrefix("foot")
      || term.hasPrefix("alacritty") || environment["ALACRITTY_WINDOW_ID"] != nil
    {
      return TerminalFeature(.supported, "TERM=\(term) shows OSC 8 links")
    }
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 {
      return TerminalFeature(.supported, "VTE \(vte) shows OSC 8 links")
    }
    if environment["WT_SESSION"] != nil {
      return TerminalFeature(.supported, "Windows Terminal shows OSC 8 links")
    }
    return TerminalFeature(
      .unsupported,
      "not a terminal known to show OSC 8 links (FORCE_HYPERLINK=1 sends them); URLs are written out")
  }

  /// Whether a copy to the clipboard (OSC 52) reaches it, from the terminal's name and the
  /// environment; no terminal says whether it accepts one. First match wins:
  /// `VIEWKIT_CLIPBOARD` (`osc52`: yes, `off`: no); `TERM=dumb` or `linux`: no; inside tmux:
  /// no (tmux takes a program's copy only with `set -g set-clipboard on`; its default,
  /// `external`, ignores it); xterm: no (it takes one only with `allowWindowOps`, off by
  /// default); kitty, WezTerm, foot, ghostty, contour, alacritty, Windows Terminal: yes; iTerm2:
  /// no (it asks for "Applications in terminal may access clipboard"); VTE: no (it has no
  /// OSC 52); anything else: no.
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Returns: the decision and its reason.
  public func clipboard(environment: [String: String]) -> TerminalFeature {
    switch environment["VIEWKIT_CLIPBOARD"] ?? "" {
    case "osc52": return TerminalFeature(.supported, "VIEWKIT_CLIPBOARD=osc52")
    case "off": return TerminalFeature(.unsupported, "VIEWKIT_CLIPBOARD=off")
    default: break
    }
    let term = environment["TERM"] ?? ""
    if term == "dumb" || term == "linux" {
      return TerminalFeature(.unsupported, "TERM=\(term) has no clipboard")
    }
    if isInsideTmux(environment) {
      return TerminalFeature(
        .unsupported,
        "tmux takes a program's copy only with `set -g set-clipboard on` (VIEWKIT_CLIPBOARD=osc52 then sends it)"
      )
    }
    if let name = self.name {
      if Self.clipboardNames.contains(name) {
        return TerminalFeature(.supported, "\(name) takes OSC 52 copies")
      }
      if name == "xterm" {
        return TerminalFeature(
          .unsupported,
          "xterm takes OSC 52 copies only with allowWindowOps (VIEWKIT_CLIPBOARD=osc52 then sends them)")
      }
      if name == "iTerm2" {
        return TerminalFeature(.unsupported, "iTerm2 takes copies only when allowed to access the clipboard")
      }
    }
    switch environment["TERM_PROGRAM"] ?? "" {
    case "WezTerm", "ghostty":
      return TerminalFeature(
        .supported, "TERM_PROGRAM=\(environment["TERM_PROGRAM"] ?? "") takes OSC 52 copies")
    case "iTerm.app":
      return TerminalFeature(.unsupported, "iTerm2 takes copies only when allowed to access the clipboard")
    default: break
    }
    if term == "xterm-kitty" || term == "xterm-ghostty" || term == "wezterm" || term.hasPrefix("foot")
      || term.hasPrefix("alacritty") || environment["ALACRITTY_WINDOW_ID"] != nil
    {
      return TerminalFeature(.supported, "TERM=\(term) takes OSC 52 copies")
    }
    if environment["WT_SESSION"] != nil {
      return TerminalFeature(.supported, "Windows Terminal takes OSC 52 copies")
    }
    if environment["VTE_VERSION"] != nil {
      return TerminalFeature(.unsupported, "VTE terminals have no OSC 52")
    }
    return TerminalFeature(
      .unsupported, "not a terminal known to take OSC 52 copies (VIEWKIT_CLIPBOARD=osc52 sends them)")
  }

  /// Whether the program runs inside tmux: `TMUX` set, or tmux answered XTVERSION.
  private func isInsideTmux(_ environment: [String: String]) -> Bool {
    name == "tmux" || !(environment["TMUX"] ?? "").isEmpty || environment["TERM_PROGRAM"] == "tmux"
  }
}
