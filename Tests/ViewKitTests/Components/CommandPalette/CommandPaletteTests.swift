import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime

@Observable final class PaletteTestModel {
  var log: [String] = []
  var name = TextFieldState()
}

@Suite struct CommandPaletteTests {
  /// A screen with a field, a key on the screen, an alias, and a command without a key.
  static func screen(_ model: PaletteTestModel) -> some View {
    VStack(alignment: .leading) {
      TextField("Name", text: Bindable(model).name)
      Text("body")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .keyBindings([
      KeyBinding([.ctrl("s")], "save", scope: .screen) { model.log.append("save") },
      KeyBinding([.ctrl("r")], "refresh everything", visibility: .help, scope: .screen) {
        model.log.append("refresh")
      },
      KeyBinding([.ctrl("x")], "secret alias", visibility: .hidden, scope: .screen) {
        model.log.append("alias")
      },
    ])
    .command("Sign out") { model.log.append("sign out") }
  }

  static func harness(_ model: PaletteTestModel) -> Harness<some View> {
    Harness(width: 70, height: 20) { screen(model) }
  }

  @Test func ctrlPOpensEveryCommandActiveNowWithItsKeys() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    #expect(harness.loop.isPaletteShown)
    let screen = harness.screen
    #expect(screen.contains("Commands"))
    #expect(screen.contains("Save") && screen.contains("^S"))
    #expect(screen.contains("Refresh everything") && screen.contains("^R"), "help-only keys are listed too")
    #expect(screen.contains("Sign out"))
    #expect(screen.contains("Help"))
    #expect(!screen.contains("Secret alias"), "aliases are not")
    #expect(!screen.contains("Command palette"), "nor the palette's own key")
  }

  @Test func typingFiltersAndEnterPressesTheKeyOnTheScreenUnderneath() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    harness.type("refr")
    #expect(harness.screen.contains("Refresh everything"))
    #expect(!harness.screen.contains("Sign out"))
    #expect(model.name.text.isEmpty, "the query took the typing, not the field underneath")
    harness.send(.enter)
    #expect(model.log == ["refresh"])
    #expect(!harness.loop.isPaletteShown)
  }

  @Test func aCommandWithoutKeysRuns() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    harness.type("sgn")
    harness.send(.enter)
    #expect(model.log == ["sign out"])
  }

  @Test func printableKeysAreTypedNotRunEvenQ() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    harness.type("q?jk")
    #expect(!harness.loop.isFinished)
    #expect(!harness.loop.isHelpShown)
    #expect(harness.screen.contains("q?jk"))
  }

  @Test func arrowsMoveAmongTheMatchesAndEscCloses() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    harness.type("s")
    let first = harness.screen
    harness.send(.down)
    #expect(harness.screen != first)
    harness.send(.escape)
    #expect(!harness.loop.isPaletteShown)
    #expect(model.log.isEmpty)
    harness.send(.ctrl("p"))
    harness.send(.ctrl("p"))
    #expect(!harness.loop.isPaletteShown, "its key closes it too")
  }

  @Test func aClickOnAMatchRunsIt() throws {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    harness.type("save")
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(lines.firstIndex { $0.contains("Save") && $0.contains("^S") })
    let column = try #require(Array(lines[row]).firstIndex(of: "S"))
    harness.click(x: column, y: row)
    #expect(model.log == ["save"])
  }

  @Test func theKeyCanBeChangedOrTurnedOff() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.loop.commandPaletteKey = Key(.function(2))
    harness.send(.ctrl("p"))
    #expect(!harness.loop.isPaletteShown)
    harness.send(Key(.function(2)))
    #expect(harness.loop.isPaletteShown)
    harness.send(.escape)
    harness.loop.commandPaletteKey = nil
    harness.send(Key(.function(2)))
    #expect(!harness.loop.isPaletteShown)
  }

  @Test func theHelpListsThePaletteKey() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    #expect(harness.loop.engine.hints().contains { $0.keys == "^P" && $0.description == "command palette" })
    #expect(!harness.hints.contains("^P command palette"), "in the help, not the hints line")
  }

  /// The palette over a screen that shows its own alert is on top: it takes the typing and
  /// Esc, not the alert under it.
  @Test func overAnAlertThePaletteHasTheKeys() {
    let model = PaletteTestModel()
    let harness = Harness(width: 70, height: 20) {
      Self.screen(model).alert(
        Alert(
          title: "Sure?", message: "Really.",
          actions: [
            Alert.Action("Cancel", role: .cancel) { model.log.append("cancel") },
            Alert.Action("Go") { model.log.append("go") },
          ]))
    }
    harness.send(.ctrl("p"))
    harness.type("zq")
    #expect(harness.screen.contains("› zq"))
    harness.send(.escape)
    #expect(!harness.loop.isPaletteShown)
    #expect(model.log.isEmpty, "Esc closed the palette, not the alert")
    harness.send(.ctrl("p"))
    harness.type("canc")
    harness.send(.enter)
    #expect(model.log == ["cancel"], "the alert's focused action, chosen in the palette, pressed under it")
  }

  @Test func aHugePasteIsCappedAndInert() {
    let model = PaletteTestModel()
    let harness = Self.harness(model)
    harness.send(.ctrl("p"))
    harness.input(
      Array("\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "x"), count: 100_000) + [
        0x1B, 0x5B, 0x33, 0x31, 0x6D,
      ] + Array("\u{1B}[201~".utf8))
    #expect(!harness.screen.contains("\u{1B}"))
    #expect(harness.loop.isPaletteShown)
  }

  @Test func theStateSelectsTheBestMatchAgainWhenTheQueryChanges() {
    var state = CommandPaletteState()
    state.list = ListState(selection: 5, offset: 3)
    state.editQuery { $0.moveToStart() }
    #expect(state.list.selection == 5, "moving the caret keeps the selection")
    state.type("ab")
    #expect(state.list == ListState(selection: 0))
    state.type(String(repeating: "z", count: 500))
    #expect(state.query.count == CommandPaletteState.queryLimit)
  }
}
