import Foundation
import Observation
import Synchronization
import Testing
import ViewKit
import ViewKitPlatform
import ViewKitTesting

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime

/// A folder of its own for one test, with a space and shell characters in its name so a path
/// pasted into a command would break; removed afterwards.
func withEditorFolder(_ body: (String) throws -> Void) throws {
  let folder = NSTemporaryDirectory() + "viewkit editor $(x) 'q' \(UInt64.random(in: 0...UInt64.max))"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  try body(folder)
}

/// Writes an executable shell script and returns its path.
///
/// Written through a descriptor that closes on exec: a program another test starts at the same
/// moment must not inherit it open for writing, or running the script fails with "text file
/// busy" (status 126) until that program has started.
func editorScript(in folder: String, _ body: String) throws -> String {
  let path = folder + "/editor.sh"
  _ = Platform.removeFile(path)
  let file = Platform.openFile(
    path,
    Platform.OpenFlag.writeOnly | Platform.OpenFlag.create | Platform.OpenFlag.exclusive
      | Platform.OpenFlag.closeOnExec, 0o755)
  try #require(file >= 0, "cannot create \(path): \(Platform.errorText(Platform.lastError))")
  let failure = Array(("#!/bin/sh\n" + body + "\n").utf8).withUnsafeBytes { Platform.writeAll(file, $0) }
  _ = Platform.closeFile(file)
  try #require(failure == nil, "cannot write \(path): \(failure.map(Platform.errorText) ?? "")")
  return path
}

/// A shell word for `path`, for an `EDITOR` value (the user's own quoting, as in a shell).
func quoted(_ path: String) -> String { "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }

@Suite struct ExternalEditorTests {
  /// Runs programs on a pseudo-terminal through a session that has not started: nothing of the
  /// test process's terminal or signals changes.
  func edit(_ text: String, _ environment: [String: String], limit: Int = ExternalEditor.sizeLimit) throws
    -> ExternalEditResult
  {
    let pty = try #require(Platform.openPseudoTerminal())
    defer { closeBothEnds(of: pty) }
    let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
    var result = ExternalEditor.edit(text, environment: environment, limit: limit, run: session.runForeground)
    // A program another test forks between our writing the script and running it holds the
    // script's descriptor until it execs: the kernel refuses to run the script meanwhile ("text
    // file busy", the shell's 126). That is the test process's race, not the editor's; try again.
    for _ in 0..<5 where result == .failed(status: 126) {
      Thread.sleep(forTimeInterval: 0.02)
      result = ExternalEditor.edit(text, environment: environment, limit: limit, run: session.runForeground)
    }
    return result
  }

  @Test func visualWinsOverEditorAndBlanksNameNone() {
    #expect(ExternalEditor.command(environment: ["VISUAL": "vim", "EDITOR": "nano"]) == "vim")
    #expect(ExternalEditor.command(environment: ["VISUAL": "  ", "EDITOR": "nano"]) == "nano")
    #expect(ExternalEditor.command(environment: ["EDITOR": ""]) == nil)
    #expect(ExternalEditor.command(environment: [:]) == nil)
  }

  @Test func noEditorIsSaidPlainly() throws {
    let result = try edit("x", ["TMPDIR": "/nonexistent"])
    #expect(result == .noEditor)
    #expect(result.description.contains("set VISUAL or EDITOR"))
  }

  /// The editor gets a private file (0600, in TMPDIR, its path one argument however odd the
  /// folder's name) holding the text and a final line break; what it saves comes back without
  /// the line break it added, and the file is gone after.
  @Test func aFakeEditorRoundTripsTheTextThroughAPrivateFile() throws {
    try withEditorFolder { folder in
      let log = folder + "/log"
      let script = try editorScript(
        in: folder,
        """
        printf '%s\\n' "$#" "$1" > \(quoted(log))
        stat -c %a "$1" >> \(quoted(log))
        cat "$1" >> \(quoted(log))
        printf 'edited\\nsecond line\\n' > "$1"
        """)
      let result = try edit("first\nsecond 日本", ["EDITOR": quoted(script), "TMPDIR": folder])
      #expect(result == .edited("edited\nsecond line"))
      let lines = try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "\n")
      #expect(lines.count >= 5)
      #expect(lines[0] == "1", "the path is one argument")
      #expect(lines[1].hasPrefix(folder + "/viewkit-edit-"))
      #expect(lines[2] == "600")
      #expect(Array(lines[3...]) == ["first", "second 日本", ""], "the text, and a final line break")
      #expect(!FileManager.default.fileExists(atPath: lines[1]), "the file is removed")
      let left = try FileManager.default.contentsOfDirectory(atPath: folder)
      #expect(left.sorted() == ["editor.sh", "log"])
    }
  }

  @Test func editorArgumentsAreSplitAsAShellSplitsThem() throws {
    try withEditorFolder { folder in
      let script = try editorScript(in: folder, #"printf '%s|%s' "$1" "$#" > "$2""#)
      let result = try edit("", ["VISUAL": quoted(script) + " --wait", "EDITOR": "false", "TMPDIR": folder])
      #expect(result == .edited("--wait|2"))
    }
  }

  @Test func failuresAreReportedAndTheFileIsRemoved() throws {
    try withEditorFolder { folder in
      #expect(try edit("x", ["EDITOR": "false", "TMPDIR": folder]) == .failed(status: 1))
      #expect(try edit("x", ["EDITOR": "exit 3;", "TMPDIR": folder]) == .failed(status: 3))
      let missing = try edit("x", ["EDITOR": "/nonexistent/editor", "TMPDIR": folder])
      #expect(missing == .failed(status: 127))
      #expect(missing.description.contains("could not be started"))
      let killed = try edit("x", ["EDITOR": "kill -TERM $$;", "TMPDIR": folder])
      #expect(killed == .killed(signal: Int(Platform.Signal.terminate)))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
      let noFolder = try edit("x", ["EDITOR": "true", "TMPDIR": folder + "/missing"])
      #expect(noFolder.text == nil)
      #expect(noFolder.description.contains("could not create a file"))
    }
  }

  @Test func aFileOverTheLimitIsRefusedAndInvalidUTF8IsReplaced() throws {
    try withEditorFolder { folder in
      let big = try edit("x", ["EDITOR": "printf 123456789 >", "TMPDIR": folder], limit: 8)
      #expect(big == .tooLarge(limit: 8))
      let exact = try edit("x", ["EDITOR": "printf '12345678\\n' >", "TMPDIR": folder], limit: 9)
      #expect(exact == .edited("12345678"))
      #expect(
        try edit("x", ["EDITOR": "printf 'a\\377b\\r\\n' >", "TMPDIR": folder]) == .edited("a\u{FFFD}b"))
      #expect(
        try edit("x", ["EDITOR": "printf 'a\\n\\n' >", "TMPDIR": folder]) == .edited("a\n"), "one only")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
  }
}

@Observable final class EditedNotes {
  var notes = TextAreaState("draft")
  var failure: String?
}

/// A text area with its failure handler, for the driver and the pseudo-terminal.
struct EditedNotesScreen: View {
  let model: EditedNotes
  var body: some View {
    VStack(alignment: .leading) {
      TextArea("Notes", text: Bindable(model).notes, rows: 3)
      Text(model.failure ?? "no failure")
    }
    .onExternalEditFailure { model.failure = $0.description }
  }
}

@Suite struct TextAreaExternalEditTests {
  @Test func altEReplacesTheTextAsOneUndoableChange() {
    let model = EditedNotes()
    let driver = AppDriver(size: Size(width: 40, height: 8)) { EditedNotesScreen(model: model) }
    driver.send(.alt("e"))
    #expect(model.notes.text == "draft", "no editor outside a terminal: the key is not taken")
    var seen: [String] = []
    driver.externalEdit = ExternalEditAction { text in
      seen.append(text)
      return .edited("one\ntwo three")
    }
    driver.type("!")
    driver.send(.alt("e"))
    #expect(seen == ["draft!"])
    #expect(model.notes.text == "one\ntwo three")
    #expect(driver.screen.contains("two three"))
    driver.send(.alt("z"))
    #expect(model.notes.text == "draft!", "one undo brings the text back")
    driver.send(.ctrl("y"))
    #expect(model.notes.text == "one\ntwo three")
    #expect(model.failure == nil)
  }

  @Test func aFailedEditLeavesTheTextAndIsReported() {
    let model = EditedNotes()
    let driver = AppDriver(size: Size(width: 60, height: 8)) { EditedNotesScreen(model: model) }
    driver.externalEdit = ExternalEditAction { _ in .failed(status: 2) }
    driver.send(.alt("e"))
    #expect(model.notes.text == "draft" && !model.notes.canUndo)
    #expect(model.failure == "the editor failed with status 2; the text is unchanged")
    #expect(driver.screen.contains("failed with status 2"))
  }

  @Test func anUnchangedTextRecordsNoUndo() {
    var state = TextAreaState("same\ntext")
    state.replaceText(with: "same\ntext")
    #expect(!state.canUndo)
    state.replaceText(with: "new")
    #expect(state.text == "new" && state.caret == TextAreaState.Position(line: 0, column: 3))
    state.undo()
    #expect(state.text == "same\ntext")
  }

  @Test func theHelpListsTheKeyOnlyWhereAnEditorCanRun() {
    let model = EditedNotes()
    let driver = AppDriver(size: Size(width: 60, height: 8)) { EditedNotesScreen(model: model) }
    #expect(!driver.loop.engine.hints().contains { $0.description == "edit in $EDITOR" })
    driver.externalEdit = ExternalEditAction { .edited($0) }
    #expect(driver.loop.engine.hints().contains { $0.description == "edit in $EDITOR" })
  }
}

@Observable private final class FieldModel {
  var name = TextFieldState("Ada")
  var password = TextFieldState("secret")
}

private struct FieldsScreen: View {
  let model: FieldModel
  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
      TextField(
        "Password", text: Binding(get: { model.password }, set: { model.password = $0 }), secure: true)
    }
  }
}

extension ExternalEditorTests {
  /// M-E in a text field puts the editor's text back on one line; a secure field never offers
  /// it, so a password is never written to a file.
  @Test func altEInATextFieldEditsOneLineAndNeverASecureOne() {
    let model = FieldModel()
    let driver = AppDriver(size: Size(width: 40, height: 10)) { FieldsScreen(model: model) }
    let asked = Mutex<[String]>([])
    driver.externalEdit = ExternalEditAction { text in
      asked.withLock { $0.append(text) }
      return .edited("Ada\nLovelace\t1815")
    }
    driver.send(.alt("e"))
    #expect(model.name.text == "Ada Lovelace 1815")
    #expect(driver.loop.engine.hints().contains { $0.description == "edit in $EDITOR" })
    driver.send(.tab)
    #expect(!driver.loop.engine.hints().contains { $0.description == "edit in $EDITOR" })
    driver.send(.alt("e"))
    #expect(model.password.text == "secret")
    #expect(asked.withLock { $0 } == ["Ada"], "the password never went to the editor")
  }
}
