import Observation
import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Observable final class ToastTestModel {
  var toasts = ToastStack()
  var name = TextFieldState()
}

@Suite struct ToastStackTests {
  @Test func toastsGoWhenTheirTimeRunsOut() {
    var stack = ToastStack()
    stack.show("short", timeout: .seconds(1))
    stack.show("long", timeout: .seconds(3))
    stack.show("sticky", timeout: nil)
    #expect(stack.isCounting)
    stack.advance(by: .milliseconds(999))
    #expect(stack.toasts.map(\.message) == ["short", "long", "sticky"])
    stack.advance(by: .milliseconds(1))
    #expect(stack.toasts.map(\.message) == ["long", "sticky"])
    stack.advance(by: .seconds(5))
    #expect(stack.toasts.map(\.message) == ["sticky"])
    #expect(!stack.isCounting)
  }

  @Test func theLimitPushesTheOldestOut() {
    var stack = ToastStack(limit: 2)
    for index in 0..<5 { stack.show("\(index)") }
    #expect(stack.toasts.map(\.message) == ["3", "4"])
  }

  @Test func dismissingByIDAndTheNewest() {
    var stack = ToastStack()
    let first = stack.show("a")
    stack.show("b")
    stack.show("c")
    stack.dismiss(first)
    stack.dismissNewest()
    #expect(stack.toasts.map(\.message) == ["b"])
    stack.dismiss(99)
    #expect(stack.toasts.count == 1)
  }
}

@Suite struct ToastTests {
  static func screen(_ model: ToastTestModel, fieldAtTop: Bool) -> some View {
    VStack(alignment: .leading) {
      if fieldAtTop { TextField("Name", text: Bindable(model).name).frame(width: 30) }
      Spacer()
      if !fieldAtTop { TextField("Name", text: Bindable(model).name).frame(width: 30) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .toasts(Bindable(model).toasts, width: 24)
  }

  @Test func aToastSitsTopRightUnlessTheFocusedControlIsThere() {
    let model = ToastTestModel()
    model.toasts.show("Saved", severity: .success)
    let bottomField = Harness(width: 60, height: 12) { Self.screen(model, fieldAtTop: false) }
    let lines = bottomField.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].contains("✓ Saved"))
    let topField = Harness(width: 60, height: 12) { Self.screen(model, fieldAtTop: true) }
    let top = topField.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!top[1].contains("Saved"))
    #expect(top[top.count - 3].contains("✓ Saved") || top[top.count - 2].contains("✓ Saved"))
  }

  @Test func escapeDismissesTheNewestAndAClickDismissesOne() {
    let model = ToastTestModel()
    model.toasts.show("first", timeout: nil)
    model.toasts.show("second", timeout: nil)
    let harness = Harness(width: 60, height: 14) { Self.screen(model, fieldAtTop: false) }
    #expect(harness.screen.contains("second"))
    harness.send(.escape)
    #expect(model.toasts.toasts.map(\.message) == ["first"])
    let row = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains("first")
    }
    harness.click(x: 50, y: row ?? 1)
    #expect(model.toasts.toasts.isEmpty)
  }

  @Test func typingStillGoesToTheField() {
    let model = ToastTestModel()
    model.toasts.show("Saved")
    let harness = Harness(width: 60, height: 12) { Self.screen(model, fieldAtTop: false) }
    harness.type("ada")
    #expect(model.name.text == "ada")
    #expect(model.toasts.toasts.count == 1)
  }

  @Test func severityShowsByMarkAndColour() {
    var stack = ToastStack()
    stack.show("boom", severity: .error)
    let view = Text("").frame(maxWidth: .infinity, maxHeight: .infinity).toasts(.constant(stack), width: 20)
    let canvas = Renderer.render(view, size: Size(width: 30, height: 5))
    let text = canvas.plainText()
    #expect(text.contains("✖ boom"))
    let markRow =
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("✖") } ?? 0
    let markColumn =
      Array(text.split(separator: "\n", omittingEmptySubsequences: false)[markRow]).firstIndex(of: "✖") ?? 0
    #expect(canvas.style(x: markColumn, y: markRow).foreground.token?.path == "toast.error")
  }
}
