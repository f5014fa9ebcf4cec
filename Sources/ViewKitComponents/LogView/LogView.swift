import ViewKitCore
import ViewKitStyle

/// A scrolling view of appended lines that follows the newest until the user scrolls up, and
/// says so. Only the lines on screen are built: a log of 100,000 lines costs what 24 cost, and
/// so does appending to it.
///
/// While it follows, new lines scroll in at the bottom. ↑ (`k`), PgUp, Home or the wheel pause
/// it where it is; the last line then says `Paused · End follows` (`↓ 12 new` once lines
/// arrive), and the lines shown stay put as more arrive. ↓ (`j`) or PgDn back to the
/// bottom, or End, follow again. A scrollbar shows where the view is. Tokens: `logView.*`.
///
/// ```swift
/// LogView(model.log, state: Bindable(model).logState)    // model.log: LogLines
/// ```
public struct LogView<Line: View>: View {
  let count: Int
  let dropped: Int
  let state: LogViewState
  let binding: Binding<LogViewState>?
  let emptyText: String
  let line: (Int) -> Line

  /// Creates a log view of `count` lines, each built on demand by `line`, whose scroll a
  /// binding holds.
  ///
  /// - Parameters:
  ///   - count: the number of lines.
  ///   - dropped: how many lines have gone from the front since the first (so a paused view
  ///     keeps its lines); 0 when lines are never dropped.
  ///   - state: following or paused, written as the user scrolls.
  ///   - emptyText: what shows before the first line.
  ///   - line: builds the line at an index, 0 the oldest; called only for lines on screen.
  public init(
    count: Int, dropped: Int = 0, state: Binding<LogViewState>, emptyText: String = "No lines yet",
    @ViewBuilder line: @escaping (Int) -> Line
  ) {
    self.count = max(0, count)
    self.dropped = max(0, dropped)
    self.state = state.wrappedValue
    binding = state
    self.emptyText = emptyText
    self.line = line
  }

  /// Creates a picture of a log view (it takes no input).
  ///
  /// - Parameters:
  ///   - count: the number of lines.
  ///   - state: following, or paused and where.
  ///   - emptyText: what shows before the first line.
  ///   - line: builds the line at an index, 0 the oldest; called only for lines on screen.
  public init(
    count: Int, state: LogViewState = LogViewState(), emptyText: String = "No lines yet",
    @ViewBuilder line: @escaping (Int) -> Line
  ) {
    self.count = max(0, count)
    dropped = 0
    self.state = state
    binding = nil
    self.emptyText = emptyText
    self.line = line
  }

  /// The lines on screen with the scrollbar, and the paused line when it does not follow.
  public var body: some View {
    let geometry = LogGeometry()
    let face = LogFace(
      count: count, dropped: dropped, state: state, emptyText: emptyText, line: line, geometry: geometry)
    if let binding {
      let (count, dropped) = (self.count, self.dropped)
      face.focusable(
        "log", bindings: LogInput.bindings(binding, count: count, dropped: dropped, geometry: geometry),
        onScroll: { mouse, _ in
          guard mouse.wheelDelta != 0, geometry.height > 0 else { return false }
          binding.modify {
            $0.scroll(by: mouse.wheelDelta * 3, count: count, height: geometry.height, dropped: dropped)
          }
          return true
        })
    } else {
      face
    }
  }
}

extension LogView where Line == Text {
  /// Creates a log view of a ``LogLines`` buffer, each line as plain text cut with `…`.
  ///
  /// - Parameters:
  ///   - lines: the log.
  ///   - state: following or paused, written as the user scrolls.
  ///   - emptyText: what shows before the first line.
  public init(_ lines: LogLines, state: Binding<LogViewState>, emptyText: String = "No lines yet") {
    self.init(count: lines.count, dropped: lines.dropped, state: state, emptyText: emptyText) { index in
      Text(lines[index])
    }
  }
}

/// Where a log view drew: its height, for page keys and the wheel.
final class LogGeometry {
  var height = 0
}

/// How a log view looks.
struct LogFace<Line: View>: View {
  let count: Int
  let dropped: Int
  let state: LogViewState
  let emptyText: String
  let line: (Int) -> Line
  let geometry: LogGeometry
  @Environment(\.componentStrings) private var strings
  @Environment(\.theme) private var theme
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    let (count, dropped, state, line, geometry) = (
      self.count, self.dropped, self.state, self.line, self.geometry
    )
    let lineStyle = theme[.logViewLine]
    LazyRows(
      count: count, offset: { state.firstLine(count: count, height: $0, dropped: dropped) },
      row: { index in AnyView(line(index).lineLimit(1).truncationMode(.tail)) },
      placeholder: AnyView(Text(strings[emptyText]).style(theme[.logViewEmpty]).lineLimit(1)),
      scrollbar: LazyRows.Scrollbar(
        track: theme[.logViewScrollbarTrack], thumb: theme[.logViewScrollbarThumb]),
      configure: { $0.makeStillRows(foreground: lineStyle.foreground) },
      onDraw: { _, _, height in geometry.height = height }
    )
    .overlay(alignment: .bottomTrailing) {
      if !state.isFollowing {
        Text(LogFace.pausedText(newLines: state.newLines(count: count, dropped: dropped), strings: strings))
          .style(theme[.logViewStatus]).lineLimit(1).semanticsHidden()
      }
    }
    .semantics(
      .log, label: "",
      details: [
        "\(count) \(count == 1 ? "line" : "lines")",
        state.isFollowing
          ? "following"
          : LogFace.pausedText(newLines: state.newLines(count: count, dropped: dropped), strings: strings)
            .split(separator: " ").joined(separator: " "),
      ], traits: isFocused ? .focused : [], contains: .contained)
  }

  /// What the paused line says: `Paused · End follows`, or `↓ 12 new · End follows`.
  static func pausedText(newLines: Int, strings: ComponentStrings) -> String {
    let what = newLines > 0 ? "↓ \(newLines) \(strings["new"])" : strings["Paused"]
    return " \(what) · \(strings["End follows"]) "
  }
}

/// What keys do to a log view's state.
enum LogInput {
  static func bindings(
    _ state: Binding<LogViewState>, count: Int, dropped: Int, geometry: LogGeometry
  ) -> [KeyBinding] {
    [
      KeyBinding([.up, .down, "k", "j"], "scroll", display: "↑↓") { key in
        let delta = key == .up || key == "k" ? -1 : 1
        state.modify { $0.scroll(by: delta, count: count, height: geometry.height, dropped: dropped) }
        return true
      },
      KeyBinding([.pageUp, .pageDown], "page", display: "pgup pgdn", visibility: .help) { key in
        let page = max(1, geometry.height - 1)
        state.modify {
          $0.scroll(
            by: key == .pageUp ? -page : page, count: count, height: geometry.height, dropped: dropped)
        }
        return true
      },
      KeyBinding(.home, "oldest", visibility: .help) {
        state.modify { $0.scrollToTop(count: count, height: geometry.height, dropped: dropped) }
      },
      KeyBinding(.end, "follow") { state.modify { $0.follow() } },
    ]
  }
}
