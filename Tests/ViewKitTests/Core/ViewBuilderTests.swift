import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

private struct Badge: View {
  var label: String
  var body: some View { Text("[\(label)]") }
}

private struct ThemeName: View {
  @Environment(\.theme) var theme
  var body: some View { Text(theme.name) }
}

private struct Boxed: ViewModifier {
  func body(content: Content) -> some View { content.border(.ascii) }
}

private struct Shout: EnvironmentKey { static let defaultValue = false }

private struct Shouty: View {
  @Environment(\.self) var environment
  var text: String
  var body: some View { Text(environment[Shout.self] ? text.uppercased() : text) }
}

@Suite struct ViewBuilderTests {
  @Test func conditionalsAndOptionals() {
    func view(_ flag: Bool, _ name: String?) -> some View {
      VStack(alignment: .leading) {
        if flag { Text("yes") } else { Text("no") }
        if let name { Text(name) }
      }
    }
    #expect(rows(view(true, "x"), width: 3, height: 2) == ["yes", "x  "])
    #expect(rows(view(false, nil), width: 3, height: 2) == ["no ", "   "])
  }

  @Test func switchStatements() {
    func view(_ value: Int) -> some View {
      HStack {
        switch value {
        case 0: Text("zero")
        case 1: Text("one")
        default: Text("many")
        }
      }
    }
    #expect(rows(view(1), width: 4, height: 1) == ["one "])
    #expect(rows(view(7), width: 4, height: 1) == ["many"])
  }

  @Test func twelveChildrenAndLoops() {
    let view = HStack {
      Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
      Text("6"); Text("7"); Text("8"); Text("9"); Text("a"); Text("b")
    }
    #expect(rows(view, width: 12, height: 1) == ["0123456789ab"])
    let loop = HStack(spacing: 1) {
      for index in 0..<3 { Text("\(index)") }
    }
    #expect(rows(loop, width: 5, height: 1) == ["0 1 2"])
    let each = VStack { ForEach(["a", "b"]) { Badge(label: $0) } }
    #expect(rows(each, width: 3, height: 2) == ["[a]", "[b]"])
  }

  @Test func groupsAnyViewAndEmptyViews() {
    let view = HStack {
      Group {
        Text("a"); Text("b")
      }
      AnyView(Text("c"))
      EmptyView()
    }
    #expect(rows(view, width: 3, height: 1) == ["abc"])
  }

  @Test func environmentReachesBodiesAndCustomKeys() {
    #expect(rows(ThemeName(), width: 5, height: 1) == ["dark "])
    #expect(rows(ThemeName().theme(.light), width: 5, height: 1) == ["light"])
    let shouted = Shouty(text: "hi").transformEnvironment { $0[Shout.self] = true }
    #expect(rows(shouted, width: 2, height: 1) == ["HI"])
    #expect(rows(Shouty(text: "hi"), width: 2, height: 1) == ["hi"])
  }

  @Test func viewModifiers() {
    #expect(rows(Text("x").modifier(Boxed()), width: 3, height: 3) == ["+-+", "|x|", "+-+"])
  }

  @Test func textModifiersAndEnvironmentStyles() {
    let canvas = Renderer.render(
      VStack {
        Text("a"); Text("b").italic()
      }.bold().foregroundColor(.ansi(.green)), size: Size(width: 1, height: 2), paintsSurface: false)
    #expect(canvas.style(x: 0, y: 0) == Style(foreground: .ansi(.green), attributes: .bold))
    #expect(canvas.style(x: 0, y: 1).attributes == [.bold, .italic])
  }

  @Test func disabledAndFocusedFlowDown() {
    struct Probe: View {
      @Environment(\.isEnabled) var enabled
      @Environment(\.isFocused) var focused
      var body: some View { Text("\(enabled ? "E" : "e")\(focused ? "F" : "f")") }
    }
    #expect(rows(Probe(), width: 2, height: 1) == ["Ef"])
    #expect(rows(Probe().disabled().focused(), width: 2, height: 1) == ["eF"])
    #expect(rows(Probe().disabled().disabled(false), width: 2, height: 1) == ["ef"])
  }

  @Test func semanticTextStylesComeFromTheTheme() {
    let dark = Renderer.render(Text("T").textStyle(.title), size: Size(width: 1, height: 1), theme: .dark)
    #expect(dark.style(x: 0, y: 0).attributes.contains(.bold))
    #expect(dark.style(x: 0, y: 0).foreground.token?.path == "color.text.default")
    let mono = Renderer.render(Text("m").textStyle(.muted), size: Size(width: 1, height: 1), theme: .mono)
    #expect(mono.style(x: 0, y: 0).attributes == .faint)
    for name in TextStyleName.allCases {
      #expect(ThemeSchema.textStyles.contains(name.rawValue))
    }
  }
}
