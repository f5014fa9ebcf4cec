import ViewKitStyle

/// What came of editing text in the user's editor (``ExternalEditAction``).
public enum ExternalEditResult: Hashable, Sendable, CustomStringConvertible {
  /// The editor exited with status 0; this is the file's text, with the one line break an editor
  /// adds at the end taken off.
  case edited(String)
  /// Neither `VISUAL` nor `EDITOR` names an editor.
  case noEditor
  /// The editor exited with this non-zero status (the text is unchanged); 127 usually means the
  /// shell could not find it.
  case failed(status: Int)
  /// A signal ended the editor (the text is unchanged).
  case killed(signal: Int)
  /// The file the editor left is larger than the limit, in bytes (the text is unchanged).
  case tooLarge(limit: Int)
  /// No editor can run here: no terminal to give it (a headless driver, a test), or a system
  /// call failed; the words say which.
  case unavailable(String)

  /// The edited text, or nil for every other result.
  public var text: String? {
    if case .edited(let text) = self { return text }
    return nil
  }

  /// A one-line message for the user, for a status line or an alert.
  public var description: String {
    switch self {
    case .edited: return "edited in the editor"
    case .noEditor: return "no editor: set VISUAL or EDITOR (for example EDITOR=vi)"
    case .failed(let status):
      return status == 127
        ? "the editor could not be started (status 127: not found?); the text is unchanged"
        : "the editor failed with status \(status); the text is unchanged"
    case .killed(let signal): return "the editor was ended by signal \(signal); the text is unchanged"
    case .tooLarge(let limit):
      return "the edited text is over the \(limit / 1_048_576) MiB limit; the text is unchanged"
    case .unavailable(let reason): return "no editor can run here: \(reason)"
    }
  }
}

/// Edits text in the user's editor (`$VISUAL`, else `$EDITOR`), with the terminal handed to it,
/// and gives back what came of it. Read it with `@Environment(\.editExternally)` and call it from
/// a key handler: the app waits while the editor runs, then redraws.
///
/// ```swift
/// @Environment(\.editExternally) private var editExternally
/// …
/// .keyBinding(.alt("e"), "edit in $EDITOR") {
///   switch editExternally(model.notes) {
///   case .edited(let text): model.notes = text
///   case let other: model.status = other.description
///   }
/// }
/// ```
///
/// The terminal runtime provides it (``isAvailable``); outside one (stories, previews) it gives
/// ``ExternalEditResult/unavailable(_:)``, and a headless driver can stand in a stub.
/// Call it on the app loop's thread only.
public struct ExternalEditAction: @unchecked Sendable {
  /// Whether an editor can run: false for the stand-in outside a terminal app, so a control
  /// offers its key only where it works.
  public let isAvailable: Bool
  let action: (String) -> ExternalEditResult

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - isAvailable: whether it can run an editor (a stub in tests may say yes).
  ///   - action: edits the text it is given and says what came of it.
  public init(isAvailable: Bool = true, _ action: @escaping (String) -> ExternalEditResult) {
    self.isAvailable = isAvailable
    self.action = action
  }

  /// The stand-in where no editor can run: every call gives
  /// ``ExternalEditResult/unavailable(_:)``.
  public static let unavailable = ExternalEditAction(isAvailable: false) { _ in
    .unavailable("not running in a terminal")
  }

  /// Edits `text` in the editor, waiting until it exits.
  ///
  /// - Parameter text: the text to start from.
  /// - Returns: the edited text, or why there is none.
  public func callAsFunction(_ text: String) -> ExternalEditResult { action(text) }
}

struct ExternalEditActionKey: EnvironmentKey {
  static let defaultValue = ExternalEditAction.unavailable
}

extension EnvironmentValues {
  /// Edits text in the user's editor (``ExternalEditAction``); unavailable outside a terminal app.
  public var editExternally: ExternalEditAction {
    get { self[ExternalEditActionKey.self] }
    set { self[ExternalEditActionKey.self] = newValue }
  }
}

/// What a text area or field inside does when editing in the editor gives no text
/// (``View/onExternalEditFailure(_:)``).
package struct ExternalEditFailureHandler: @unchecked Sendable {
  let handler: (ExternalEditResult) -> Void

  /// Calls the handler with a result that gave no text; does nothing for one that did.
  package func report(_ result: ExternalEditResult) {
    if result.text == nil { handler(result) }
  }
}

struct ExternalEditFailureKey: EnvironmentKey {
  static let defaultValue: ExternalEditFailureHandler? = nil
}

extension EnvironmentValues {
  /// Called by a text area or field when editing in the editor gave no text; nil for nothing.
  package var externalEditFailure: ExternalEditFailureHandler? {
    get { self[ExternalEditFailureKey.self] }
    set { self[ExternalEditFailureKey.self] = newValue }
  }
}

extension View {
  /// What happens when a text area or field inside (M-E) edits in the editor and no text comes
  /// back: no editor set, the editor failed, the file was too large. Show the result's
  /// `description` in a status line or an alert; without this the text just stays as it was.
  ///
  /// - Parameter handler: gets what came of the edit.
  /// - Returns: the view, whose text controls report failed edits to `handler`.
  public func onExternalEditFailure(_ handler: @escaping (ExternalEditResult) -> Void)
    -> EnvironmentModifiedView<Self>
  {
    transformEnvironment { $0.externalEditFailure = ExternalEditFailureHandler(handler: handler) }
  }
}
