import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class FormModel {
  enum Field: Hashable { case name, email, notes }
  var name = TextFieldState()
  var email = TextFieldState()
  var notes = TextFieldState()
  var focus: Field? = .email
  var submitted = 0
  var log: [String] = []
  var alert: Alert?
  var agree = false
}

/// Two fields side by side, one below, a row of buttons, a checkbox: reading order is
/// top-to-bottom, then left-to-right, whatever order the views are declared in.
struct FormView: View {
  let model: FormModel

  var body: some View {
    let focus = Bindable(model).focus
    VStack(alignment: .leading) {
      HStack(spacing: 1) {
        TextField("Name", text: Bindable(model).name).focused(focus, equals: .name).frame(width: 20)
        TextField("Email", text: Bindable(model).email).focused(focus, equals: .email).frame(width: 20)
      }
      TextField("Notes", text: Bindable(model).notes).focused(focus, equals: .notes)
      HStack(spacing: 1) {
        Button("Save", compact: true) { model.log.append("save") }
        Button("Delete", variant: .destructive, compact: true) {
          model.alert = Alert(
            title: "Delete?", message: "Gone for good.",
            actions: [
              .init("Delete", role: .destructive) { model.log.append("deleted") },
              .init("Cancel", role: .cancel),
            ])
        }
      }
      .focusGroup()
      .keyBinding("x", "inner") { model.log.append("inner x") }
      Checkbox("I agree", isOn: Bindable(model).agree)
      KeyHints()
    }
    .onSubmit("send") { model.submitted += 1 }
    .keyBindings([
      KeyBinding("x", "outer") { model.log.append("outer x") },
      KeyBinding(.escape, "clear") { model.log.append("escape") },
    ])
    .alert(Bindable(model).alert)
  }
}

@Suite struct FocusEngineTests {
  func form() -> (FormModel, Harness<FormView>) {
    let model = FormModel()
    return (model, Harness(height: 20) { FormView(model: model) })
  }

  @Test func theBindingDecidesTheFirstFocus() {
    let (model, harness) = form()
    #expect(model.focus == .email)
    #expect(harness.focusedID == "focus:Field.email")
  }

  @Test func tabFollowsReadingOrderAndWraps() {
    let (model, harness) = form()
    var seen: [String] = []
    for _ in 0..<6 {
      harness.send(.tab)
      seen.append(harness.focusedID ?? "-")
    }
    #expect(
      seen == [
        "focus:Field.notes", "focus:Save", "focus:Delete", "focus:I agree", "focus:Field.name",
        "focus:Field.email",
      ])
    #expect(model.focus == .email, "the binding follows Tab")
    harness.send(.backTab, .backTab)
    #expect(harness.focusedID == "focus:I agree")
    #expect(model.focus == nil, "focus on a control bound to nothing clears the binding")
  }

  @Test func aModelMovesFocusWithoutAKey() {
    let (model, harness) = form()
    model.focus = .notes
    harness.send(.ctrl("l"))  // any input redraws; nothing binds ^L
    #expect(harness.focusedID == "focus:Field.notes")
    harness.type("hi")
    #expect(model.notes.text == "hi")
  }

  @Test func arrowsMoveWithinAGroupOnly() {
    let (_, harness) = form()
    harness.send(.tab, .tab)
    #expect(harness.focusedID == "focus:Save")
    harness.send(.right)
    #expect(harness.focusedID == "focus:Delete")
    harness.send(.right)
    #expect(harness.focusedID == "focus:Delete", "the group's end stops the arrow")
    harness.send(.left)
    #expect(harness.focusedID == "focus:Save")
  }

  @Test func dispatchGoesFromTheFocusedViewOutward() {
    let (model, harness) = form()
    harness.type("x")
    #expect(model.email.text == "x", "a focused field takes printable keys first")
    #expect(model.log.isEmpty)
    harness.send(.tab, .tab)  // Save, inside the group with the inner binding
    harness.type("x")
    #expect(model.log == ["inner x"], "the nearer binding wins")
    harness.send(.tab, .tab)  // the checkbox, outside the group
    harness.type("x")
    #expect(model.log == ["inner x", "outer x"])
    harness.send(.escape)
    #expect(model.log.last == "escape", "Esc bubbles out of the focused view")
  }

  @Test func enterInAnyFieldSubmits() {
    let (model, harness) = form()
    harness.send(.enter)
    harness.send(.tab, .enter)
    #expect(model.submitted == 2)
    #expect(harness.hints.first == "⏎ send")
  }

  @Test func modalsTrapFocusAndGiveItBack() {
    let (model, harness) = form()
    harness.send(.tab, .tab, .tab)  // Delete
    #expect(harness.focusedID == "focus:Delete")
    harness.send(.enter)
    #expect(harness.screen.contains("Delete?"))
    #expect(harness.focusedID == "focus:Cancel", "an alert opens on its cancel action")
    harness.type("x")
    #expect(model.log.isEmpty, "keys outside the modal do not act")
    for _ in 0..<3 { harness.send(.tab) }
    #expect(
      ["focus:Cancel", "focus:Delete#1"].contains(harness.focusedID ?? ""), "Tab cycles inside the alert")
    harness.send(.escape)
    #expect(model.alert == nil)
    #expect(model.log.isEmpty, "Esc picks cancel")
    #expect(harness.focusedID == "focus:Delete", "focus returns where it was")
    harness.send(.enter)
    harness.send(.left, .enter)
    #expect(model.log == ["deleted"])
    #expect(model.alert == nil)
  }

  @Test func theHintsLineUnderAnAlertListsTheAlertsKeysOnly() {
    let (model, harness) = form()
    harness.send(.tab, .tab, .tab, .enter)  // Delete opens the alert
    let line = harness.screen.split(separator: "\n").last { $0.contains("help") }.map(String.init) ?? ""
    #expect(line.contains("⏎ cancel") && line.contains("esc cancel") && line.contains("←→ choose"), "\(line)")
    #expect(!line.contains("inner") && !line.contains("send"), "nothing under the alert acts: \(line)")
    harness.send(.left)
    #expect(harness.focusedID == "focus:Delete#1", "←→ still move between the actions")
    model.alert = Alert(title: "Saved", message: "Done.")
    harness.send(.escape)
    harness.type("x")
    #expect(model.log == ["inner x"])
  }

  @Test func anAlertThatReplacesAnotherStartsOnItsOwnCancel() {
    let (model, harness) = form()
    model.alert = Alert(
      title: "Delete?", message: "Gone.",
      actions: [
        .init("Cancel", role: .cancel),
        .init("Delete", role: .destructive) {
          model.alert = Alert(
            title: "Really delete?", message: "For good.",
            actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)])
        },
      ])
    harness.send(.ctrl("l"))
    harness.send(.tab, .enter)  // Delete on the first alert
    #expect(model.alert?.title == "Really delete?")
    #expect(harness.focusedID?.hasPrefix("focus:Cancel") == true, "not the first alert's Delete")
  }

  @Test func oneFocusBindingOnARowNamesOneViewAndSettles() async {
    final class Box { var focus: FormModel.Field? = .name }
    let box = Box()
    let harness = Harness {
      HStack {
        Button("A") {}
        Button("B") {}
      }
      .focused(Binding(get: { box.focus }, set: { box.focus = $0 }), equals: .name)
    }
    harness.send(.ctrl("l"))
    #expect(harness.focusedID == "focus:Field.name")
    harness.send(.tab)
    #expect(harness.focusedID == "focus:B")
    #expect(box.focus == nil, "focus on the unbound button clears the binding")
  }

  @Test func aListClipsAndStillClicksTheRowUnderThePointer() {
    final class Box { var list = ListState(selection: 0) }
    let box = Box()
    let harness = Harness(width: 30, height: 6) {
      ScrollView(offset: 5) {
        VStack(alignment: .leading) {
          Text("one")
          Text("two")
          Text("three")
          List(count: 20, selection: Binding(get: { box.list }, set: { box.list = $0 })) { Text("row \($0)") }
            .frame(height: 8)
        }
      }
    }
    // Its first two lines are scrolled away above the screen: row 0 shows line 2.
    harness.click(x: 5, y: 0)
    #expect(box.list.selection == 2)
  }

  @Test func hintsAreTheBindingsActiveNow() {
    let (_, harness) = form()
    #expect(harness.hints == ["⏎ send", "esc clear", "⇥ next", "F1 help"], "typing hides x and ?")
    harness.send(.tab, .tab)
    #expect(harness.hints == ["⏎ save", "x inner", "esc clear", "⇥ next", "? help"])
    #expect(harness.screen.contains("⏎ save · x inner · esc clear · ⇥ next · ? help"))
    let help = harness.loop.engine.hints()
    #expect(help.contains { $0.keys == "^C" && !$0.showsInLine }, "Ctrl-C is listed in the help only")
    #expect(help.contains { $0.keys == "←→" && $0.section == .navigation })
  }

  @Test func helpOpensOverTheScreenAndEscClosesIt() {
    let (_, harness) = form()
    harness.send(.tab, .tab)
    harness.type("?")
    #expect(harness.loop.isHelpShown)
    #expect(harness.screen.contains("Keys"))
    #expect(harness.screen.contains("inner"))
    #expect(harness.hints.first == "esc close help")
    harness.send(.escape)
    #expect(!harness.loop.isHelpShown)
    #expect(harness.focusedID == "focus:Save")
  }

  @Test func helpScrollsWhenTheScreenIsShort() {
    // Regression: in a short window the help showed only its last section, and the content
    // taller than the screen pushed it off the bottom.
    let model = FormModel()
    let harness = Harness(width: 60, height: 9) { FormView(model: model) }
    harness.send(.tab, .tab)
    harness.type("?")
    let first = harness.screen
    #expect(first.contains("Keys"))
    #expect(first.contains("Focused"), "the most specific keys come first")
    #expect(first.contains("esc closes"), "the whole panel is on screen")
    #expect(first.contains("⋮"))
    for _ in 0..<30 { harness.send(.down) }
    #expect(harness.screen.contains("suspend"), "scrolled to the end")
    harness.send(.up)
    #expect(harness.screen.contains("Keys"))
  }

  @Test func helpPagesByWhatShows() {
    // Regression: PgDn jumped ten lines, so a short window skipped keys for good.
    let model = FormModel()
    let harness = Harness(width: 60, height: 9) { FormView(model: model) }
    harness.send(.tab, .tab)
    harness.type("?")
    var seen = Set<String>()
    for _ in 0..<12 {
      for line in harness.screen.split(separator: "\n") { seen.insert(String(line)) }
      harness.send(.pageDown)
    }
    let all = seen.joined(separator: "\n")
    for word in ["inner", "clear", "next", "previous", "help", "suspend"] {
      #expect(all.contains(word), "\(word) was shown on some page")
    }
  }

  @Test func aFieldClippedAwayKeepsItsFocus() {
    // Regression: in a window one column wide the focused field lost focus, and q quit.
    let model = FormModel()
    let harness = Harness(width: 60, height: 20) {
      FormView(model: model).keyBinding("q", "quit", scope: .screen) { model.log.append("quit") }
    }
    harness.loop.resize(to: Size(width: 1, height: 1))
    _ = harness.loop.render()
    harness.type("q")
    #expect(model.email.text == "q")
    #expect(model.log.isEmpty)
  }

  @Test func clicksFocusAndPress() {
    let (model, harness) = form()
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let row = lines.firstIndex(where: { $0.contains("Save") }),
      let range = lines[row].range(of: "Save")
    else {
      Issue.record("no Save button on screen")
      return
    }
    harness.click(x: lines[row][..<range.lowerBound].count, y: row)
    #expect(model.log == ["save"])
    #expect(harness.focusedID == "focus:Save")
    harness.click(x: 59, y: 0)  // empty space: not a control
    #expect(harness.focusedID == "focus:Save")
  }

  @Test func ctrlCQuitsFromAnywhereEvenUnderAModal() {
    let (model, harness) = form()
    model.alert = Alert(title: "t", message: "m")
    harness.send(.ctrl("l"))
    harness.send(.ctrl("c"))
    #expect(harness.loop.isFinished)
  }

  @Test func stillRendersShowDeclaredFocusOnly() {
    let model = FormModel()
    let text = Renderer.render(FormView(model: model), size: Size(width: 60, height: 20)).plainText()
    #expect(text.contains("┏"), "the bound field draws focused")
    model.focus = nil
    let none = Renderer.render(FormView(model: model), size: Size(width: 60, height: 20)).plainText()
    #expect(!none.contains("┏"), "nothing is focused by guesswork in a still picture")
  }
}

@Suite struct CaptureBindingTests {
  @Observable final class Host {
    var hosting = true
    var text = TextFieldState()
    var alert: Alert? = Alert(
      title: "Inside", message: "An alert of the hosted view.", actions: [.init("OK")])
    var log: [String] = []
  }

  /// A host around a view with its own text field and a modal alert, both of which take Esc.
  struct HostView: View {
    let host: Host
    var body: some View {
      let host = self.host
      VStack(alignment: .leading) {
        TextField("Inside", text: Bindable(host).text)
          .keyBindings([KeyBinding(.escape, "field's own esc") { host.log.append("field") }])
          .alert(Bindable(host).alert)
      }
      .keyBindings(
        host.hosting ? [KeyBinding(.escape, "leave", scope: .capture) { host.log.append("leave") }] : [])
    }
  }

  @Test func aCaptureBindingRunsBeforeAModalAndAFieldInsideIt() {
    let host = Host()
    let harness = Harness(width: 60, height: 16) { HostView(host: host) }
    #expect(harness.hints.contains("esc leave"), "\(harness.hints)")
    harness.send(.escape)
    #expect(host.log == ["leave"])
    #expect(host.alert != nil, "the alert inside never saw Esc")
    host.hosting = false
    _ = harness.loop.render()
    harness.send(.escape)
    #expect(host.log == ["leave"])
    #expect(host.alert == nil, "without the capture the alert's Esc cancels it")
  }
}
