import ViewKitCore
import ViewKitStyle

/// A help line of key bindings: `↑↓ move · ⏎ select · q quit`.
///
/// `KeyHints()` makes the line from the bindings active right now (the focused view's, its
/// screen's or the open dialog's, then the app's), so it is never out of date; pass pairs to
/// show a fixed line.
///
/// When the line is too narrow, whole hints are dropped from the end and an `…` marks that
/// some are hidden: a hint is never cut in half. Styles come from `keyHints.key`,
/// `keyHints.label` and `keyHints.separator`.
///
/// ```swift
/// KeyHints([("↑↓", "move"), ("⏎", "select"), ("q", "quit")])
/// ```
public struct KeyHints: View {
  /// The declared states, each shown by a story.
  enum StoryState: String, StoryStates {
    /// Every hint fits.
    case complete
    /// Too narrow: trailing hints are dropped.
    case narrow
    /// The component part of story ids.
    static let storyComponent = "key-hints"
  }

  let hints: [(key: String, label: String)]?
  @Environment(\.theme) private var theme

  /// Creates a help line from key and action pairs.
  ///
  /// - Parameter hints: the keys, as written, and what each does, in order.
  public init(_ hints: [(key: String, label: String)]) { self.hints = hints }

  /// Creates a help line of the key bindings active now.
  public init() { hints = nil }

  /// One line of keys and what they do, cut to fit.
  public var body: some View {
    KeyHintsView(
      hints: hints, key: theme[.keyHintsKey], label: theme[.keyHintsLabel],
      separator: theme[.keyHintsSeparator]
    )
    .semantics(.keyHints, label: "", contains: .merged)
  }
}

struct KeyHintsView: View {
  let hints: [(key: String, label: String)]?
  let key: TextStyleToken
  let label: TextStyleToken
  let separator: TextStyleToken
  @Environment(\.interactionFrame) private var frame
  @Environment(\.componentStrings) private var strings

  var body: some View {
    let source: () -> [(key: String, label: String)]
    let strings = self.strings
    if let hints {
      source = { hints }
    } else if let frame {
      // Every binding of the frame is recorded once it has resolved, which is before layout.
      source = { frame.currentHints().filter(\.showsInLine).map { ($0.keys, strings[$0.description]) } }
    } else {
      source = { [] }
    }
    let line = HintLine(source: source, key: key, label: label, separator: separator)
    // A generated line keeps its row when nothing acts (under a progress HUD), so the screen
    // does not move.
    let keepsRow = hints == nil
    return StyledText(runs: { width in
      let runs = line.runs(width: width)
      return runs.isEmpty && !keepsRow ? [] : [runs]
    })
  }
}

/// The hints of a help line, made on first use (layout time, when every binding is known), and
/// the runs of as many whole hints as fit a width.
final class HintLine {
  private let source: () -> [(key: String, label: String)]
  private var made: [(key: StyledRun, label: StyledRun)]?
  let key: TextStyleToken
  let label: TextStyleToken
  let separator: TextStyleToken

  init(
    source: @escaping () -> [(key: String, label: String)], key: TextStyleToken, label: TextStyleToken,
    separator: TextStyleToken
  ) {
    self.source = source
    self.key = key
    self.label = label
    self.separator = separator
  }

  var hints: [(key: StyledRun, label: StyledRun)] {
    if let made { return made }
    let runs = source().map {
      (
        StyledRun(Glyph.glyphs(of: $0.key), style: key),
        StyledRun(Glyph.glyphs(of: " " + $0.label), style: label)
      )
    }
    made = runs
    return runs
  }

  /// Whole hints separated by ` · ` while they fit; when some do not, an `…` after the last
  /// that does (with the two cells it needs kept free).
  func runs(width: Int) -> [StyledRun] {
    let hints = self.hints
    let separatorRun = StyledRun(Glyph.glyphs(of: " · "), style: separator)
    let full = hints.enumerated().reduce(0) {
      $0 + ($1.offset > 0 ? 3 : 0) + $1.element.key.width + $1.element.label.width
    }
    var line: [StyledRun] = []
    var used = 0
    for (index, hint) in hints.enumerated() {
      let needed = (index > 0 ? 3 : 0) + hint.key.width + hint.label.width
      if full > width && used + needed + 2 > width { break }
      if index > 0 { line.append(separatorRun) }
      line.append(hint.key)
      line.append(hint.label)
      used += needed
    }
    if full > width {
      line.append(StyledRun(line.isEmpty ? [.ellipsis] : [.space, .ellipsis], style: separator))
    }
    return line
  }
}
