import ViewKitStyle

/// A key that does something while its view is on screen, with the words the hints line and
/// the help overlay show for it.
///
/// Declare bindings on views with ``View/keyBinding(_:_:visibility:scope:action:)``; the
/// components declare their own (a button's ⏎, a list's ↑↓).
///
/// ```swift
/// KeyBinding(["j", .down], "next", display: "↓") { model.next() }
/// ```
public struct KeyBinding {
  /// Where a binding acts.
  public enum Scope: Sendable, Hashable {
    /// While its view, or a view inside it, has focus. A binding on a view that holds nothing
    /// focusable acts for its whole screen instead, since focus can never be inside it.
    case focus
    /// Whenever its screen or dialog is on top, wherever the focus is in it (after the
    /// bindings nearer the focus).
    case screen
    /// Everywhere, even under a modal (quit).
    case app
    /// Before anything inside its view takes the key: the focused view's typing and bindings,
    /// a modal shown inside it. The way out of a view that hosts others, such as the Storybook's
    /// Esc while a story has the keys (a story's alert binds Esc too). Outermost first.
    case capture
  }

  /// Where a binding is listed.
  public enum Visibility: Sendable, Hashable {
    /// In the key-hints line and the help overlay.
    case hints
    /// In the help overlay only.
    case help
    /// Nowhere (an alias, such as `j` for ↓).
    case hidden
  }

  /// The keys that trigger it.
  public var keys: [Key]
  /// What it does, in a few words: `quit`, `next field`.
  public var description: String
  /// How its keys are written; by default the first key's symbol.
  public var display: String
  /// Where it is listed.
  public var visibility: Visibility
  /// Where it acts: the focused view, its screen, or the whole app.
  public var scope: Scope
  /// Whether it acts everywhere, even under a modal.
  public var isGlobal: Bool { scope == .app }
  let handler: (Key) -> Bool

  /// A binding whose action runs for any of `keys`.
  ///
  /// - Parameters:
  ///   - keys: the keys that trigger it.
  ///   - description: what it does, in a few words: `quit`, `next field`.
  ///   - display: how its keys are written; by default the first key's symbol.
  ///   - visibility: where it is listed.
  ///   - scope: where it acts.
  ///   - action: what the key does; the key counts as used.
  public init(
    _ keys: [Key], _ description: String, display: String? = nil, visibility: Visibility = .hints,
    scope: Scope = .focus, action: @escaping () -> Void
  ) {
    self.init(keys, description, display: display, visibility: visibility, scope: scope) { _ in
      action()
      return true
    }
  }

  /// A binding whose handler sees the key and says whether it used it; a key it declines
  /// goes on to the next handler outward.
  ///
  /// - Parameters:
  ///   - keys: the keys that trigger it.
  ///   - description: what it does, in a few words: `quit`, `next field`.
  ///   - display: how its keys are written; by default the first key's symbol.
  ///   - visibility: where it is listed.
  ///   - scope: where it acts.
  ///   - handler: gets the key pressed and returns whether it used it.
  public init(
    _ keys: [Key], _ description: String, display: String? = nil, visibility: Visibility = .hints,
    scope: Scope = .focus, handler: @escaping (Key) -> Bool
  ) {
    self.keys = keys
    self.description = description
    self.display = display ?? keys.first?.symbol ?? ""
    self.visibility = visibility
    self.scope = scope
    self.handler = handler
  }

  /// A binding for one key.
  ///
  /// - Parameters:
  ///   - key: the key that triggers it.
  ///   - description: what it does, in a few words: `quit`, `next field`.
  ///   - visibility: where it is listed.
  ///   - scope: where it acts.
  ///   - action: what the key does; the key counts as used.
  public init(
    _ key: Key, _ description: String, visibility: Visibility = .hints, scope: Scope = .focus,
    action: @escaping () -> Void
  ) {
    self.init([key], description, visibility: visibility, scope: scope, action: action)
  }

  /// A command with no key: the command palette lists it, and runs `action` when it is chosen;
  /// the hints line and the help, which list keys, leave it out.
  ///
  /// - Parameters:
  ///   - title: what it does, as the palette lists it: `Sign out`, `Mark all read`.
  ///   - scope: where it is offered: while its screen is on top (the default), only while its
  ///     view has focus, or everywhere.
  ///   - action: what choosing it does.
  /// - Returns: a binding without keys.
  public static func command(_ title: String, scope: Scope = .screen, action: @escaping () -> Void)
    -> KeyBinding
  {
    KeyBinding([], title, display: "", visibility: .help, scope: scope, action: action)
  }

  /// Whether it is a command without keys, offered by the command palette only.
  public var isCommand: Bool { keys.isEmpty }

  /// Runs a keyless command's action (``command(_:scope:action:)``).
  func perform() {
    // A command's handler ignores the key it is given.
    _ = handler(.enter)
  }

  /// Whether `key` triggers it.
  ///
  /// - Parameter key: the key pressed.
  /// - Returns: `true` when `key` is one of ``keys``.
  public func matches(_ key: Key) -> Bool { keys.contains(key) }
}

/// One line of the hints line or the help overlay: keys and what they do.
public struct KeyHint: Hashable, Sendable {
  /// The keys, as written: `↑↓`, `q`.
  public var keys: String
  /// What the keys do, in a few words: `next`, `quit`.
  public var description: String
  /// Which part of the help it belongs to.
  public var section: Section
  /// Whether the hints line shows it (otherwise only the help overlay does).
  public var showsInLine: Bool

  /// Groups of the help overlay, from the focused view outward.
  public enum Section: String, Hashable, Sendable, CaseIterable {
    /// Bindings of the focused view and the views around it.
    case focused = "Focused"
    /// Bindings of the screen or the open dialog.
    case screen = "Screen"
    /// Moving focus.
    case navigation = "Focus"
    /// Bindings that work everywhere.
    case app = "App"
  }

  /// Creates a hint for the hints line or the help overlay.
  ///
  /// - Parameters:
  ///   - keys: the keys, as written: `↑↓`, `q`.
  ///   - description: what they do, in a few words.
  ///   - section: the group of the help overlay it belongs to.
  ///   - showsInLine: whether the hints line shows it as well as the help overlay.
  public init(keys: String, description: String, section: Section, showsInLine: Bool = true) {
    self.keys = keys
    self.description = description
    self.section = section
    self.showsInLine = showsInLine
  }
}
