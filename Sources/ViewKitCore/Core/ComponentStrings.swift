import ViewKitStyle

/// The words ViewKit's own components show (key hints, the help overlay, a secure field's
/// `show`, an empty list), in the app's language.
///
/// ViewKit writes them in English; an app that speaks another language gives a translation
/// for each English text it wants changed, and every other text stays as it is (an app's own
/// descriptions, already in its language, are left alone):
///
/// ```swift
/// let japanese = ComponentStrings(["help": "ヘルプ", "move": "移動"])
/// content.environment(\.componentStrings, japanese)
/// ```
///
/// The help overlay is drawn outside the app's views, so the runtime takes the strings too
/// (`TerminalApp.run(strings:)`, `AppDriver(strings:)`). ``texts`` lists every English text
/// there is to translate.
public struct ComponentStrings: Sendable, Hashable {
  /// The translation of each English text; texts not in it are shown as they are.
  public var translations: [String: String]

  /// Creates the strings from translations.
  ///
  /// - Parameter translations: the translation of each English text to change.
  public init(_ translations: [String: String] = [:]) { self.translations = translations }

  /// A text in the app's language: its translation, or the text itself.
  ///
  /// - Parameter english: the text as ViewKit writes it (or an app's own text, left as it is).
  /// - Returns: the text to show.
  public subscript(_ english: String) -> String { translations[english] ?? english }

  /// Every English text ViewKit's components and runtime show, for a translator's checklist.
  public static let texts: [String] = [
    // Keys every app has.
    "help", "quit, from anywhere", "suspend (fg resumes)", "next", "previous",
    // Lists, pickers, tab bars, scrolling.
    "move", "open", "page", "first / last", "scroll", "scroll a page", "choose", "tab",
    "Nothing to show",
    // Text fields.
    "submit", "move the caret", "start / end", "by word", "delete", "delete a word",
    "delete to the start", "delete to the end", "show", "hide",
    // Toggles and checkboxes.
    "switch", "check",
    // The help overlay.
    "Focused", "Screen", "Focus", "App", "Keys", "esc closes", "No keys act here.",
    // The command palette.
    "command palette", "Commands", "Type a command", "No commands match", "run", "close",
  ]
}

/// Where ``EnvironmentValues/componentStrings`` is kept.
struct ComponentStringsKey: EnvironmentKey {
  static var defaultValue: ComponentStrings { ComponentStrings() }
}

extension EnvironmentValues {
  /// The words ViewKit's components show, in the app's language; English by default.
  public var componentStrings: ComponentStrings {
    get { self[ComponentStringsKey.self] }
    set { self[ComponentStringsKey.self] = newValue }
  }
}
