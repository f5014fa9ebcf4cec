import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitStyle

/// What a screen reader reads of a view: the semantic tree recorded while drawing and its
/// transcript lines.
@Suite struct SemanticTranscriptTests {
  func transcript<V: View>(_ view: V, width: Int = 40, height: Int = 12) -> [String] {
    Renderer.semanticTranscript(of: view, size: Size(width: width, height: height)).lines
  }

  @Test func linesHaveRoleLabelValueDetailsAndStatesInOrder() {
    let element = SemanticElement(
      role: .textField, label: "Email", value: "a@b.c", details: ["3 of 80 characters"],
      traits: [.focused, .disabled, .selected])
    #expect(
      SemanticTranscript.line(element)
        == #"text field "Email", value "a@b.c", 3 of 80 characters, selected, disabled, focused"#)
    #expect(SemanticTranscript.line(SemanticElement(role: .list, label: "", level: 2)) == "    list")
  }

  @Test func quotedTextCannotEscapeItsLineOrTheTerminal() {
    let line = SemanticTranscript.line(
      SemanticElement(role: .text, label: "a\"b\\c\nd\te\u{1B}[2J\u{9B}f\u{202E}g", details: ["x\u{1B}y"]))
    #expect(line == #"text "a\"b\\c\nd\te␛[2J␦f<U+202E>g", x␛y"#)
    #expect(!line.unicodeScalars.contains { Sanitizer.isControl($0.value) })
    let long = SemanticTranscript.quoted(String(repeating: "a", count: 5_000))
    #expect(long.count == SemanticTranscript.maxQuoted + 3)
    #expect(long.hasSuffix("…\""))
  }

  @Test func plainTextIsReadAsLinesAndMarksAreNot() {
    let view = VStack(alignment: .leading) {
      Text("Welcome back")
      Text("─────")
      Text("  ")
      Text("First\nSecond")
    }
    #expect(transcript(view) == [#"text "Welcome back""#, #"text "First""#, #"text "Second""#])
  }

  @Test func aWrappedOrTruncatedTextIsReadWhole() {
    #expect(
      transcript(Text("a long line of words").lineLimit(1), width: 8) == [#"text "a long line of words""#])
    #expect(transcript(Text("a long line of words"), width: 8) == [#"text "a long line of words""#])
  }

  @Test func textCutByTheScreenIsReadAsItShows() {
    let view = VStack(alignment: .leading) {
      Text("top")
      Text("one\ntwo\nthree")
    }
    // The cut line shows its `…`, and is read so.
    #expect(transcript(view, height: 3) == [#"text "top""#, #"text "one""#, #"text "two…""#])
  }

  @Test func componentsSayWhatTheyAre() {
    let view = VStack(alignment: .leading) {
      Button("Sign in", compact: true).focused()
      TextField("Email", state: TextFieldState("a@b.c"))
      Checkbox("Remember me", value: .checked)
      ProgressBar(value: 0.42, label: "Upload")
    }
    #expect(
      transcript(view, height: 12) == [
        #"button "Sign in", focused"#, #"text field "Email", value "a@b.c""#,
        #"checkbox "Remember me", checked"#,
        #"progress bar "Upload", value "42%""#,
      ])
  }

  /// A text area reads its whole document, though only the lines that show are drawn, and a
  /// masked field reads no value: both are made only when a screen reader records them.
  @Test func aTextAreaReadsItsWholeDocumentAndAMaskedFieldNoValue() {
    let view = VStack(alignment: .leading) {
      TextArea("Notes", state: TextAreaState((1...50).map { "line \($0)" }.joined(separator: "\n")), rows: 2)
      TextField("Password", state: TextFieldState("hunter2"), secure: true)
      TextField("Shown", state: TextFieldState("hunter2"), secure: true, revealed: true)
    }
    let lines = transcript(view, width: 40, height: 16)
    let area = lines.first { $0.hasPrefix(#"text area "Notes""#) }
    #expect(area?.contains(#"value "line 1"#) == true, "\(lines)")
    #expect(area?.contains("line 50") == true, "the last of 50 lines, far below what shows: \(lines)")
    #expect(lines.contains { $0.hasPrefix(#"text field "Password", secure, 7 characters"#) }, "\(lines)")
    #expect(!lines.joined().contains(#""Password", value"#), "\(lines)")
    #expect(lines.contains { $0.hasPrefix(#"text field "Shown", value "hunter2""#) }, "\(lines)")
  }

  @Test func anAlertHidesWhatIsUnderItAndHoldsItsButtons() {
    let view = Text("Inbox").frame(maxWidth: .infinity, maxHeight: .infinity).alert(
      Alert(
        title: "Delete file?", message: "This cannot be undone.",
        actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)]))
    let lines = transcript(view, width: 60, height: 12)
    #expect(lines.first == #"alert "Delete file?""#)
    #expect(lines.contains(#"  text "This cannot be undone.""#))
    #expect(lines.contains { $0.hasPrefix(#"  button "Cancel""#) })
    #expect(!lines.contains(#"text "Inbox""#))
  }

  @Test func hiddenViewsAreNotReadAndMergedOnesReadAsOne() {
    let view = VStack(alignment: .leading) {
      Text("scenery").semanticsHidden()
      HStack(spacing: 1) {
        Text("Ada")
        Text("3m")
      }
      .semantics(.listItem, label: "", details: ["1 of 2"], traits: .selected, contains: .merged)
    }
    #expect(transcript(view) == [#"item "Ada 3m", 1 of 2, selected"#])
  }

  @Test func nothingIsRecordedUnlessAsked() {
    let canvas = Renderer.render(Text("x").semantics(.button, label: "x"), size: Size(width: 4, height: 1))
    #expect(canvas.semanticElements == nil)
  }

  @Test func theTranscriptIsTheSameEveryTime() {
    let story = ComponentCatalog.stories.first { $0.id == "table/scrolled" }
    let first = story?.semanticTranscript()
    #expect(first != nil)
    #expect(first == story?.semanticTranscript())
  }
}
