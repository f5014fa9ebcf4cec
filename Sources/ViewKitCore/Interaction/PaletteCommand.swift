import ViewKitStyle

/// One entry of the command palette: a key binding active when the palette opened, or a
/// keyless command an app offers (``View/command(_:scope:action:)``).
public struct PaletteCommand {
  /// What choosing a command does.
  public enum Action {
    /// Presses a key on the screen as it was before the palette opened, so the binding acts
    /// exactly as if the key had been typed there.
    case key(Key)
    /// Runs an action.
    case perform(() -> Void)
  }

  /// What it does, as listed: `next field`, `Sign out`.
  public var title: String
  /// Its keys, as written in the hints (`^S`, `↑↓`); empty for a command without keys.
  public var keys: String
  /// Where it comes from: the focused view, the screen, focus movement or the app.
  public var section: KeyHint.Section
  /// What choosing it does.
  public var action: Action

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - title: what it does, as listed.
  ///   - keys: its keys as written; empty for none.
  ///   - section: where it comes from.
  ///   - action: what choosing it does.
  public init(_ title: String, keys: String = "", section: KeyHint.Section = .screen, action: Action) {
    self.title = title
    self.keys = keys
    self.section = section
    self.action = action
  }
}

extension FocusEngine {
  /// The commands the palette offers now: every binding that acts on the frame on screen (with
  /// the first of its keys that still reaches it, which choosing it presses) and every keyless
  /// command, in dispatch order, from the focused view outward. Aliases are left out.
  ///
  /// - Returns: the commands; none before the first frame.
  public func commands() -> [PaletteCommand] {
    guard let frame else { return [] }
    return frame.listedBindings(scope: frame.activeScope, focused: focusedRegion).map { listed in
      let binding = listed.binding
      guard let key = listed.keys.first else {
        return PaletteCommand(binding.description, section: listed.section, action: .perform(binding.perform))
      }
      return PaletteCommand(
        binding.description, keys: listed.display, section: listed.section, action: .key(key))
    }
  }
}
