import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct BadgeTests {
  @Test func countsCapAt99Plus() {
    #expect(Badge.text(for: 0) == "")
    #expect(Badge.text(for: -3) == "")
    #expect(Badge.text(for: 1) == "1")
    #expect(Badge.text(for: 99) == "99")
    #expect(Badge.text(for: 100) == "99+")
  }

  @Test func zeroDrawsNothing() {
    #expect(rows(Badge(count: 0), width: 4, height: 1) == ["    "])
    #expect(rows(Badge(count: 5), width: 4, height: 1) == [" 5  "])
  }
}

@Suite struct ProgressBarTests {
  @Test func eighthBlockPrecision() {
    #expect(ProgressBar.cells(value: 0, width: 4) == ("", "░░░░"))
    #expect(ProgressBar.cells(value: 1, width: 4) == ("████", ""))
    #expect(ProgressBar.cells(value: 0.5, width: 4) == ("██", "░░"))
    #expect(ProgressBar.cells(value: 1.0 / 32, width: 4) == ("▏", "░░░"))
    #expect(ProgressBar.cells(value: 0.42, width: 24) == ("██████████", "░░░░░░░░░░░░░░"))  // 80.6 eighths
    #expect(ProgressBar.cells(value: 0.43, width: 24) == ("██████████▎", "░░░░░░░░░░░░░"))  // 82.6 eighths
    #expect(ProgressBar.cells(value: .nan, width: 2) == ("", "░░"))
    #expect(ProgressBar.cells(value: 7, width: 2) == ("██", ""))
    #expect(ProgressBar.cells(value: 0.5, width: 4, ascii: true) == ("##", ".."))
  }

  @Test func percentLabel() {
    #expect(rows(ProgressBar(value: 0.5, showsPercent: true), width: 13, height: 1) == ["████░░░░  50%"])
  }
}

@Suite struct SpinnerTests {
  @Test func framesWrapBothWays() {
    #expect(Spinner.FrameSet.ascii.frame(0) == "-")
    #expect(Spinner.FrameSet.ascii.frame(5) == "\\")
    #expect(Spinner.FrameSet.ascii.frame(-1) == "/")
    #expect(Spinner.FrameSet([]).frame(3) == " ")
    for set in [Spinner.FrameSet.dots, .arc, .ascii] {
      for frame in set.frames { #expect(frame.displayWidth == 1) }
    }
  }
}

@Suite struct AvatarTests {
  @Test(arguments: [
    ("Ada Lovelace", "AL"), ("grace brewster murray hopper", "GH"), ("Émile Zola", "ÉZ"), ("cher", "C"),
    ("山田太郎", "山"), ("김 민준", "김"), ("  ", "?"), ("", "?"), ("Jean-Luc Picard", "JP"),
  ])
  func initials(_ name: String, _ expected: String) {
    #expect(Avatar.initials(of: name) == expected)
  }

  @Test func nilNameIsAPlaceholder() {
    #expect(Avatar.initials(of: nil) == "?")
  }

  @Test func colourIsStableAndSpread() {
    #expect(Avatar.paletteIndex(for: "Ada Lovelace") == Avatar.paletteIndex(for: "Ada Lovelace"))
    let names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken"]
    let slots = Set(names.map { Avatar.paletteIndex(for: $0) })
    #expect(slots.count >= 4)
    #expect(slots.allSatisfy { (1...6).contains($0) })
    // FNV-1a of "a" is 0xE40C292C = 3826002220, which is 4 mod 6: slot 5. Pinned: goldens depend on it.
    #expect(Avatar.paletteIndex(for: "a") == 5)
  }

  @Test func statusGlyphsDifferInShape() {
    #expect(Set(Avatar.Status.allCases.map(\.glyph)).count == 4)
  }
}

@Suite struct ButtonTests {
  func border(_ view: some View, theme: Theme = .dark) -> String {
    rows(view, width: 14, height: 3, theme: theme)[0]
  }

  @Test func focusComesFromTheStateOrTheEnvironment() {
    #expect(border(Button("Go")).hasPrefix("╭"))
    #expect(border(Button("Go", state: .focused)).hasPrefix("┏"))
    #expect(border(Button("Go").focused()).hasPrefix("┏"))
  }

  @Test func disabledEnvironmentWins() {
    let canvas = Renderer.render(Button("Go").disabled(), size: Size(width: 8, height: 3))
    #expect(canvas.style(x: 3, y: 1).attributes.contains(.faint))
    #expect(canvas.style(x: 3, y: 1).foreground.token?.path == "button.disabled.foreground")
  }

  @Test func loadingKeepsTheWidth() {
    let normal = rows(Button("Continue"), width: 20, height: 3)
    let loading = rows(Button("Continue", state: .loading), width: 20, height: 3)
    #expect(normal[0] == loading[0])
    #expect(!loading[1].contains("Continue"))
  }

  @Test func pressedReversesTheLabel() {
    let canvas = Renderer.render(Button("Go", state: .pressed), size: Size(width: 8, height: 3))
    #expect(canvas.style(x: 3, y: 1).attributes.contains(.reverse))
  }

  @Test func everyVariantIsDistinctWithoutColour() {
    var seen: Set<String> = []
    for variant in Button.Variant.allCases {
      let canvas = Renderer.render(
        Button("Go", variant: variant), size: Size(width: 8, height: 3), theme: .mono)
      seen.insert(SnapshotFormat.encode(canvas, header: [], profile: .none))
    }
    #expect(seen.count == Button.Variant.allCases.count)
  }

  @Test func declaredStatesCoverEveryCombination() {
    #expect(Button.declaredStates.states.count == 20)
    #expect(Button.declaredStates.storyIDs.contains("button/ghost-loading"))
  }
}

@Suite struct KeyHintsTests {
  let hints: [(key: String, label: String)] = [("↑↓", "move"), ("⏎", "select"), ("q", "quit")]

  @Test func fullLine() {
    #expect(rows(KeyHints(hints), width: 28, height: 1) == ["↑↓ move · ⏎ select · q quit "])
  }

  @Test(arguments: [20, 12, 9, 3, 1])
  func neverCutsAHint(_ width: Int) {
    let line = rows(KeyHints(hints), width: width, height: 1)[0]
    #expect(line.displayWidth == width)
    #expect(line.contains("…"))
    for fragment in ["mov ", "sel", "qui "] where !line.contains("move") {
      #expect(!line.contains(fragment + "…"))
    }
  }
}

@Suite struct CardTests {
  @Test func focusedBorderIsHeavy() {
    #expect(rows(Card { Text("x") }, width: 7, height: 3)[0] == "╭─────╮")
    #expect(rows(Card { Text("x") }.focused(), width: 7, height: 3)[0] == "┏━ ▸ ━┓")
    #expect(rows(Card(borderStyle: .heavy) { Text("x") }.focused(), width: 7, height: 3)[0] == "╔═ ▸ ═╗")
  }

  @Test func footerSitsInTheBottomEdge() {
    #expect(rows(Card(footer: "end") { Text("x") }, width: 12, height: 3)[2] == "╰──── end ─╯")
  }

  @Test func filledSurfaceUsesTheToken() {
    let canvas = Renderer.render(Card(filled: true) { Text("x") }, size: Size(width: 6, height: 3))
    #expect(canvas.style(x: 2, y: 1).background.token?.path == "box.surface")
  }
}

@Suite struct DividerTests {
  @Test func fillsTheWidthAndPlacesTheLabel() {
    #expect(rows(Divider(), width: 6, height: 1) == ["──────"])
    #expect(rows(Divider("ab", alignment: .center), width: 10, height: 1) == ["─── ab ───"])
    #expect(rows(Divider("a long label", alignment: .leading), width: 10, height: 1) == ["─ a lon… ─"])
  }
}

@Suite struct ButtonLegibilityTests {
  @Test(arguments: ["dark", "light", "high-contrast", "mono"])
  func variantsDifferWithoutColour(_ name: String) throws {
    let theme = try #require(Theme.named(name))
    var seen: Set<String> = []
    for variant in Button.Variant.allCases {
      let canvas = Renderer.render(
        Button("Go", variant: variant), size: Size(width: 8, height: 3), theme: theme)
      seen.insert(SnapshotFormat.encode(canvas, header: [], profile: .none))
    }
    #expect(seen.count == Button.Variant.allCases.count, "\(name): variants look alike without colour")
  }
}

@Suite struct ProgressHUDTests {
  @Test func onlySpinnersAdvance() {
    let hud = ProgressHUD.indeterminate("Working", frame: 3)
    #expect(hud.isAnimated)
    #expect(hud.advanced() == .indeterminate("Working", frame: 4))
    #expect(!ProgressHUD.success("Done").isAnimated)
    #expect(ProgressHUD.success("Done").advanced() == .success("Done"))
  }
}
