import Testing
import ViewKit
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// Screen-reader mode: the whole transcript first, then one line per change.
@Suite struct ScreenReaderOutputTests {
  func element(
    _ role: SemanticRole, _ label: String, value: String? = nil, traits: SemanticTraits = [], level: Int = 0
  ) -> SemanticElement {
    SemanticElement(role: role, label: label, value: value, traits: traits, level: level)
  }

  var form: [SemanticElement] {
    [
      element(.text, "Sign in"), element(.textField, "Email", value: "", traits: .focused),
      element(.textField, "Password", value: ""), element(.button, "Sign in"),
    ]
  }

  @Test func theFirstFrameIsReadWholeThenNothingWhileNothingChanges() {
    var output = ScreenReaderOutput()
    let lines = output.announce(SemanticTranscript(form))
    #expect(lines == SemanticTranscript(form).lines)
    #expect(output.announce(SemanticTranscript(form)).isEmpty)
  }

  @Test func movingFocusSaysTheFocusedElement() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    var next = form
    next[1].traits = []
    next[2].traits = .focused
    #expect(output.announce(SemanticTranscript(next)) == [#"text field "Password", value "", focused"#])
  }

  @Test func typingSaysTheNewValue() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    var next = form
    next[1].value = "a@b.c"
    #expect(output.announce(SemanticTranscript(next)) == [#"text field "Email", value "a@b.c", focused"#])
  }

  @Test func anAlertIsReadWholeSinceItHidesWhatIsUnderIt() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    let alert = [
      element(.alert, "Sign out?"), element(.text, "You will need your password again.", level: 1),
      element(.button, "Cancel", traits: .focused, level: 1), element(.button, "Sign out", level: 1),
    ]
    #expect(
      output.announce(SemanticTranscript(alert)) == [
        #"alert "Sign out?""#, #"text "You will need your password again.""#, #"button "Cancel", focused"#,
        #"button "Sign out""#,
      ])
  }

  @Test func focusMovingIntoANewGroupNamesTheGroupFirst() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    var next = form
    next[1].traits = []
    next += [element(.group, "Advanced"), element(.button, "Reset", traits: .focused, level: 1)]
    #expect(output.announce(SemanticTranscript(next)) == [#"group "Advanced": button "Reset", focused"#])
  }

  @Test func aStatusThatAppearsIsSaidWhileFocusStays() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    let next = form + [element(.status, "", value: "Saved the draft.")]
    #expect(output.announce(SemanticTranscript(next)) == [#"status, value "Saved the draft.""#])
  }

  @Test func anotherScreenIsReadWhole() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    let next = [
      element(.text, "Welcome"), element(.button, "Next", traits: .focused), element(.button, "Skip"),
    ]
    #expect(output.announce(SemanticTranscript(next)) == SemanticTranscript(next).lines)
  }

  @Test func somethingTakenAwaySaysNothing() {
    var output = ScreenReaderOutput()
    _ = output.announce(SemanticTranscript(form))
    #expect(output.announce(SemanticTranscript(Array(form.dropFirst()))).isEmpty)
  }

  @Test func linesEndInCRLFAndSaveTheCursor() {
    #expect(ScreenReaderOutput.bytes([]).isEmpty)
    #expect(ScreenReaderOutput.bytes(["a", "b"]) == Array("a\r\nb\r\n".utf8))
  }

  @Test func theEnvironmentTurnsItOn() {
    #expect(ScreenReaderOutput.isRequested(environment: ["VIEWKIT_SCREEN_READER": "1"]))
    #expect(ScreenReaderOutput.isRequested(environment: ["VIEWKIT_SCREEN_READER": "true"]))
    #expect(!ScreenReaderOutput.isRequested(environment: ["VIEWKIT_SCREEN_READER": "0"]))
    #expect(!ScreenReaderOutput.isRequested(environment: [:]))
  }

  @Test func aRunningAppIsReadThroughTheLoop() {
    // The hook TerminalApp uses: the loop's view recording semantics, its canvas read.
    final class Model: @unchecked Sendable { var checked = false }
    let model = Model()
    let loop = AppLoop(size: Size(width: 40, height: 6), profile: .none, theme: { .mono }) {
      VStack(alignment: .leading) {
        Button("Save", compact: true) {}
        Checkbox("Remember me", isOn: Binding(get: { model.checked }, set: { model.checked = $0 }))
      }
      .recordingSemantics()
    }
    var output = ScreenReaderOutput()
    _ = loop.render()
    #expect(
      output.announce(SemanticTranscript(loop.canvas.semanticElements ?? [])) == [
        #"button "Save", focused"#, #"checkbox "Remember me", not checked"#,
      ])
    loop.receive(Key.tab.terminalBytes)
    _ = loop.render()
    #expect(
      output.announce(SemanticTranscript(loop.canvas.semanticElements ?? [])) == [
        #"checkbox "Remember me", not checked, focused"#
      ])
    loop.receive(Key.space.terminalBytes)
    _ = loop.render()
    // The line said is the focused control's: the cursor goes up onto it, and back at the end.
    #expect(
      String(decoding: output.bytes(for: loop.canvas), as: UTF8.self)
        == "checkbox \"Remember me\", checked, focused\r\n\u{1B}[1A")
    #expect(output.raised == 1)
    #expect(String(decoding: output.finish(), as: UTF8.self) == "\u{1B}[1B\r")
    #expect(output.finish().isEmpty)
  }

  /// A whole screen read leaves the cursor on the focused control's line, where a screen
  /// reader's review cursor starts; the next lines are written after everything said.
  @Test func theCursorRestsOnTheFocusedControl() {
    final class Model: @unchecked Sendable { var checked = false }
    let model = Model()
    let loop = AppLoop(size: Size(width: 40, height: 6), profile: .none, theme: { .mono }) {
      VStack(alignment: .leading) {
        Text("Sign in")
        Button("Save", compact: true) {}
        Checkbox("Remember me", isOn: Binding(get: { model.checked }, set: { model.checked = $0 }))
      }
      .recordingSemantics()
    }
    var output = ScreenReaderOutput()
    _ = loop.render()
    let first = String(decoding: output.bytes(for: loop.canvas), as: UTF8.self)
    // Three lines, the button's second: two lines up from the end.
    #expect(first.hasSuffix("\r\n\u{1B}[2A"))
    #expect(first.components(separatedBy: "\r\n")[1].hasPrefix("button \"Save\""))
    #expect(output.raised == 2)
    loop.receive(Key.tab.terminalBytes)
    _ = loop.render()
    // Back down to the end first, then the line, then up onto it.
    #expect(
      String(decoding: output.bytes(for: loop.canvas), as: UTF8.self)
        == "\u{1B}[2B\rcheckbox \"Remember me\", not checked, focused\r\n\u{1B}[1A")
    // A redraw that reads the same writes nothing and leaves the cursor where it is.
    _ = loop.render()
    #expect(output.bytes(for: loop.canvas).isEmpty)
    #expect(output.raised == 1)
  }
}

/// Random labels, values and changes through the announcer, seeded and bounded: nothing it
/// writes holds a control character but its own line ends and cursor save, and it never traps.
@Suite struct ScreenReaderOutputFuzzTests {
  static let pieces: [String] = [
    "a", "Sign in", "\u{1B}", "[2J", "\u{9B}", "\n", "\r", "\t", "\"", "\\", "\u{202E}", "\u{2028}", "日本",
    "👍🏽",
    "\u{0301}", "\u{7F}", "\u{0}", "e\u{301}", " ", "]0;title\u{7}",
  ]
  static let roles: [SemanticRole] = [.text, .button, .textField, .alert, .status, .list, .listItem]

  static func text(_ random: inout SeededRandom) -> String {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
      .joined()
  }

  static func transcript(_ random: inout SeededRandom) -> SemanticTranscript {
    SemanticTranscript(
      (0..<Int.random(in: 0...8, using: &random)).map { _ in
        SemanticElement(
          role: roles.randomElement(using: &random) ?? .text, label: text(&random),
          value: Bool.random(using: &random) ? text(&random) : nil,
          details: Bool.random(using: &random) ? [text(&random)] : [],
          traits: SemanticTraits(rawValue: UInt16.random(in: 0...0x1FF, using: &random)),
          level: Int.random(in: 0...3, using: &random))
      })
  }

  @Test func announcementsNeverCarryControlCharacters() {
    var random = SeededRandom(seed: 0x5EAD_E4)
    var output = ScreenReaderOutput()
    for _ in 0..<fuzzIterations(3_000) {
      let bytes = ScreenReaderOutput.bytes(output.announce(Self.transcript(&random)))
      guard !bytes.isEmpty else { continue }
      #expect(Array(bytes.suffix(2)) == [0x0D, 0x0A])
      let body = String(decoding: bytes, as: UTF8.self)
      for line in body.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast() {
        #expect(
          !line.unicodeScalars.contains {
            Sanitizer.isControl($0.value) || SemanticTranscript.isReordering($0)
          })
      }
      #expect(body.hasSuffix("\r\n"))
    }
  }
}
