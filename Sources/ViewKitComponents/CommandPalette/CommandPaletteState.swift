import ViewKitCore

/// What the command palette holds while it is open: the query typed and the selected match
/// (with the scroll of the list of matches). Typing selects the best match again.
///
/// ```swift
/// var palette = CommandPaletteState()
/// palette.type("sign")
/// ```
public struct CommandPaletteState: Hashable, Sendable {
  /// The query and its caret.
  public private(set) var query: TextFieldState
  /// The selected match, by rank, and the scroll of the matches.
  public var list: ListState

  /// The most characters a query keeps; a longer paste is cut.
  public static let queryLimit = 200

  /// Creates a state with a query, the best match selected.
  ///
  /// - Parameter query: the query already typed.
  public init(query: String = "") {
    self.query = TextFieldState(query, limit: Self.queryLimit)
    list = ListState(selection: 0)
  }

  /// Types text at the caret, and selects the best match again.
  ///
  /// - Parameter text: the text typed or pasted.
  public mutating func type(_ text: String) {
    editQuery { $0.insert(text) }
  }

  /// Changes the query (typing, deleting, moving the caret); when the text changed, the best
  /// match is selected and the list scrolled to the top.
  ///
  /// - Parameter edit: the change.
  public mutating func editQuery(_ edit: (inout TextFieldState) -> Void) {
    let before = query.text
    edit(&query)
    if query.text != before { list = ListState(selection: 0) }
  }
}
