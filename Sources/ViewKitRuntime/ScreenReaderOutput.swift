import ViewKitCore

/// What a screen-reader run writes instead of frames: lines in reading order that a screen
/// reader (or a braille display) follows as it follows any command's output.
///
/// The first frame is read whole: its ``SemanticTranscript``, a line per element, and so is a
/// frame where fewer than half the elements were there before (another screen). After that,
/// each frame that reads differently gives one line, what changed, chosen in this order:
///
/// 1. focus moved: the focused element's line, after the containers around it that just
///    appeared (`alert "Sign out?": button "Cancel", focused`);
/// 2. an alert, dialog, status, banner or busy indicator appeared: its line;
/// 3. the focused element changed (a value typed, a box checked): its line;
/// 4. anything else: the first line, in reading order, that is new.
///
/// A frame that reads the same says nothing, so redraws, animation and resizes that change
/// nothing a reader reads are silent. Lines are the transcript's, so no label or value can
/// emit an escape sequence or break a line (see ``SemanticTranscript``).
///
/// ```swift
/// var output = ScreenReaderOutput()
/// output.announce(transcript)  // every line of the first frame
/// output.announce(next)        // one line, or none
/// ```
public struct ScreenReaderOutput: Sendable {
  /// The transcript of the frame read last, nil before the first.
  public private(set) var previous: SemanticTranscript?
  /// The lines of ``previous``, made once: a transcript makes its lines anew at each ask.
  private var previousLines: [String] = []
  /// How many lines above the end of what was said the cursor sits: on the focused control's
  /// line, where a screen reader's review cursor starts; 0 at the end.
  public private(set) var raised = 0

  /// An announcer that has read nothing yet.
  public init() {}

  /// Whether a run reads its screen aloud: `VIEWKIT_SCREEN_READER` set to `1`, `true` or `yes`.
  ///
  /// - Parameter environment: the process environment.
  /// - Returns: whether screen-reader mode is asked for.
  public static func isRequested(environment: [String: String]) -> Bool {
    guard let value = environment["VIEWKIT_SCREEN_READER"]?.lowercased() else { return false }
    return ["1", "true", "yes", "on"].contains(value)
  }

  /// Roles whose appearing is news even when focus stays where it was.
  static let liveRoles: Set<SemanticRole> = [
    .alert, .dialog, .status, .banner, .busyIndicator, .commandPalette,
  ]

  /// The lines to say for a frame: all of the first, then at most one per change.
  ///
  /// - Parameter transcript: what the new frame reads.
  /// - Returns: the lines, without line breaks; empty when nothing a reader reads changed.
  public mutating func announce(_ transcript: SemanticTranscript) -> [String] {
    let lines = transcript.lines
    let previousLines = self.previousLines
    defer {
      previous = transcript
      self.previousLines = lines
    }
    guard let previous else { return lines.map(Self.unindented) }
    guard previousLines != lines else { return [] }
    if Self.isNewScreen(from: previous, to: transcript) { return lines.map(Self.unindented) }
    return Self.change(from: previous, to: transcript, oldLines: previousLines, newLines: lines).map { [$0] }
      ?? []
  }

  /// Whether a frame is another screen: fewer than half of its elements were there before (the
  /// splash gave way to the tutorial). Such a frame is read whole, like the first.
  static func isNewScreen(from old: SemanticTranscript, to new: SemanticTranscript) -> Bool {
    let known = Set(keys(old.elements))
    let kept = keys(new.elements).filter { known.contains($0) }.count
    return new.elements.count > 1 && kept * 2 < new.elements.count
  }

  /// The one line that says what changed between two transcripts that read differently, or
  /// nil when only something was taken away; `oldLines` and `newLines` are their lines.
  static func change(
    from old: SemanticTranscript, to new: SemanticTranscript, oldLines: [String], newLines: [String]
  ) -> String? {
    let oldKeys = keys(old.elements)
    let newKeys = keys(new.elements)
    let known = Set(oldKeys)
    let oldLines = Dictionary(zip(oldKeys, oldLines), uniquingKeysWith: { first, _ in first })
    let focusedIndex = new.elements.firstIndex { $0.traits.contains(.focused) }
    let oldFocus = old.elements.firstIndex { $0.traits.contains(.focused) }.map { oldKeys[$0] }
    // 1. Focus moved.
    if let focusedIndex, newKeys[focusedIndex] != oldFocus {
      var parts: [String] = []
      var level = new.elements[focusedIndex].level
      var index = focusedIndex - 1
      while index >= 0 && level > 0 {
        if new.elements[index].level < level {
          level = new.elements[index].level
          if !known.contains(newKeys[index]) { parts.insert(unindented(newLines[index]), at: 0) }
        }
        index -= 1
      }
      return (parts + [unindented(newLines[focusedIndex])]).joined(separator: ": ")
    }
    // 2. Something that speaks for itself appeared.
    if let live = new.elements.indices.first(where: {
      liveRoles.contains(new.elements[$0].role) && oldLines[newKeys[$0]] != newLines[$0]
    }) {
      return unindented(newLines[live])
    }
    // 3. The focused element changed.
    if let focusedIndex, oldLines[newKeys[focusedIndex]] != newLines[focusedIndex] {
      return unindented(newLines[focusedIndex])
    }
    // 4. The first line that is new.
    return new.elements.indices.first { oldLines[newKeys[$0]] != newLines[$0] }.map {
      unindented(newLines[$0])
    }
  }

  /// An element's identity across frames: its role, label and level, and how many elements
  /// with the same came before it.
  struct Key: Hashable {
    let role: SemanticRole
    let label: String
    let level: Int
    let occurrence: Int
  }

  static func keys(_ elements: [SemanticElement]) -> [Key] {
    var seen: [Key: Int] = [:]
    return elements.map { element in
      let base = Key(role: element.role, label: element.label, level: element.level, occurrence: 0)
      let count = seen[base, default: 0]
      seen[base] = count + 1
      return Key(role: element.role, label: element.label, level: element.level, occurrence: count)
    }
  }

  static func unindented(_ line: String) -> String {
    String(line.drop { $0 == " " })
  }

  // MARK: Terminal bytes

  /// Written once after the session starts (an inline session: on the main screen, so what is
  /// said stays in the scrollback, with no mouse reporting): the cursor shown.
  public static let start = "\u{1B}[?25h"

  /// The bytes for lines in raw mode: each line ended by CR LF, the cursor then at the start of
  /// the next line.
  ///
  /// - Parameter lines: lines from ``announce(_:)``.
  /// - Returns: the bytes to write; empty for no lines.
  public static func bytes(_ lines: [String]) -> [UInt8] {
    guard !lines.isEmpty else { return [] }
    var out: [UInt8] = []
    for line in lines {
      out += line.utf8
      out += [0x0D, 0x0A]
    }
    return out
  }

  /// Reads a drawn frame: the lines to write for its recorded semantics, as terminal bytes.
  /// The cursor goes back to the end of what was said before the lines, and afterwards up to
  /// the start of the focused control's line when the lines include it (a whole screen read,
  /// or focus moving to it), so a reader's review cursor starts on the control that has focus.
  /// ``finish()`` takes it back to the end.
  ///
  /// - Parameter canvas: a frame drawn with semantics recorded (``View/recordingSemantics(_:)``).
  /// - Returns: the bytes to write; empty when nothing changed.
  public mutating func bytes(for canvas: Canvas) -> [UInt8] {
    let transcript = SemanticTranscript(canvas.semanticElements ?? [])
    let lines = announce(transcript)
    guard !lines.isEmpty else { return [] }
    var out = finish()
    out += Self.bytes(lines)
    if let line = Self.focusedLine(of: transcript, in: lines) {
      raised = lines.count - line
      out += Array("\u{1B}[\(raised)A".utf8)
    }
    return out
  }

  /// The bytes that take the cursor back to the end of what was said (from the focused
  /// control's line): what a run writes before it ends, so the restore and the shell's prompt
  /// come after every line. Empty when it is there already.
  public mutating func finish() -> [UInt8] {
    guard raised > 0 else { return [] }
    defer { raised = 0 }
    return Array("\u{1B}[\(raised)B\r".utf8)
  }

  /// Which of the lines just said is the focused control's: its place in a whole transcript,
  /// or the last line when that one names it (focus moved to it, or it changed).
  static func focusedLine(of transcript: SemanticTranscript, in lines: [String]) -> Int? {
    guard let focused = transcript.elements.firstIndex(where: { $0.traits.contains(.focused) }) else {
      return nil
    }
    if lines.count == transcript.elements.count { return focused }
    let own = unindented(transcript.lines[focused])
    return lines.last.map { $0 == own || $0.hasSuffix(": " + own) } == true ? lines.count - 1 : nil
  }
}
