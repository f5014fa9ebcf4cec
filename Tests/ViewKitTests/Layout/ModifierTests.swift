import Testing
import ViewKit

@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ModifierTests {
  @Test func padding() {
    #expect(rows(Text("x").padding(1), width: 3, height: 3) == ["   ", " x ", "   "])
    #expect(rows(Text("x").padding(.horizontal, 2), width: 5, height: 1) == ["  x  "])
    #expect(
      rows(Text("x").padding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)), width: 1, height: 2)
        == [" ", "x"])
  }

  @Test func fixedFrameAlignsItsChild() {
    #expect(rows(Text("ab").frame(width: 6, height: 1), width: 6, height: 1) == ["  ab  "])
    #expect(rows(Text("ab").frame(width: 6, alignment: .trailing), width: 6, height: 1) == ["    ab"])
    #expect(
      rows(Text("ab").frame(width: 4, height: 3, alignment: .bottomLeading), width: 4, height: 3) == [
        "    ", "    ", "ab  ",
      ])
  }

  @Test func flexibleFrames() {
    let filled = HStack {
      Text("a").frame(maxWidth: .infinity, alignment: .leading); Text("|")
    }
    #expect(rows(filled, width: 6, height: 1) == ["a    |"])
    let atLeast = HStack {
      Text("a").frame(minWidth: 3); Text("|")
    }
    #expect(rows(atLeast, width: 6, height: 1) == [" a |  "])
    let capped = Text("abcdef ghij").frame(maxWidth: 6, alignment: .leading)
    #expect(rows(capped, width: 10, height: 2) == ["abcdef    ", "ghij      "])
  }

  @Test func borderStyles() {
    #expect(rows(Text("x").border(.rounded), width: 3, height: 3) == ["╭─╮", "│x│", "╰─╯"])
    #expect(rows(Text("x").border(.single), width: 3, height: 3) == ["┌─┐", "│x│", "└─┘"])
    #expect(rows(Text("x").border(.double), width: 3, height: 3) == ["╔═╗", "║x║", "╚═╝"])
    #expect(rows(Text("x").border(.heavy), width: 3, height: 3) == ["┏━┓", "┃x┃", "┗━┛"])
    #expect(rows(Text("x").border(.ascii), width: 3, height: 3) == ["+-+", "|x|", "+-+"])
    #expect(rows(Text("x").border(.hidden), width: 3, height: 3) == ["   ", " x ", "   "])
  }

  @Test func borderTitlesAlignAndTruncate() {
    let body = Text("").frame(width: 14, height: 1)
    #expect(rows(body.border(.rounded, title: "Hi"), width: 16, height: 3)[0] == "╭─ Hi ─────────╮")
    #expect(
      rows(body.border(.rounded, title: "Hi", titleAlignment: .center), width: 16, height: 3)[0]
        == "╭───── Hi ─────╮")
    #expect(
      rows(body.border(.rounded, title: "Hi", titleAlignment: .trailing), width: 16, height: 3)[0]
        == "╭───────── Hi ─╮")
    #expect(
      rows(body.border(.rounded, title: "A very long title"), width: 16, height: 3)[0] == "╭─ A very lo… ─╮")
    #expect(rows(body.border(.rounded, title: "日本語のタイトル"), width: 16, height: 3)[0] == "╭─ 日本語の… ──╮")
    let tiny = Text("").frame(width: 4, height: 1).border(.rounded, title: "Hidden")
    #expect(rows(tiny, width: 6, height: 3)[0] == "╭────╮")
  }

  @Test func borderTitleStyleAndColourFromAToken() {
    let token = Theme.dark[.focus]
    let canvas = Renderer.render(
      Text("x").frame(width: 5).border(token, title: "T"), size: Size(width: 7, height: 3))
    #expect(canvas.style(x: 0, y: 0).foreground == token.color)
    #expect(canvas.style(x: 3, y: 0).attributes == .bold)
    #expect(canvas.grapheme(x: 0, y: 0) == "┏")
  }

  @Test func backgroundsAndOverlays() {
    let surface = Color.rgb(9, 9, 9)
    let canvas = Renderer.render(
      Text("ab").padding(.horizontal, 1).background(surface), size: Size(width: 5, height: 1),
      paintsSurface: false)
    for x in 0..<4 { #expect(canvas.style(x: x, y: 0).background == surface) }
    #expect(canvas.style(x: 4, y: 0).background == .default)
    let overlay = Text("....").overlay(alignment: .trailing) { Text("x") }
    #expect(rows(overlay, width: 4, height: 1) == ["...x"])
    // A layer behind shows where the content draws nothing; text cells, spaces too, are opaque.
    let behind = Text("ab").frame(width: 4, alignment: .leading).background(alignment: .trailing) {
      Text("zz")
    }
    #expect(rows(behind, width: 4, height: 1) == ["abzz"])
    let covered = Text("ab  ").background(alignment: .trailing) { Text("zz") }
    #expect(rows(covered, width: 4, height: 1) == ["ab  "])
  }

  @Test func scrollViewShowsAWindow() {
    let view = ScrollView(offset: 2) { VStack { ForEach(0..<10) { Text("line \($0)") } } }
    #expect(rows(view.frame(height: 3), width: 6, height: 3) == ["line 2", "line 3", "line 4"])
  }

  @Test func textLineLimitAndTruncation() {
    #expect(rows(Text("one two three four").lineLimit(1), width: 8, height: 1) == ["one two…"])
    #expect(rows(Text("one two three four").lineLimit(2), width: 8, height: 2) == ["one two ", "three…  "])
    #expect(rows(Text("abcdefghij").lineLimit(1).truncationMode(.middle), width: 5, height: 1) == ["ab…ij"])
    #expect(rows(Text("a\nb\nc").frame(height: 2), width: 2, height: 2) == ["a ", "b…"])
  }

  @Test func multilineAlignment() {
    let view = Text("a bb ccc").multilineTextAlignment(.trailing).frame(width: 3)
    #expect(rows(view, width: 3, height: 3) == ["  a", " bb", "ccc"])
    let centred = Text("a\nbbb").multilineTextAlignment(.center)
    #expect(rows(centred, width: 3, height: 2) == [" a ", "bbb"])
  }

  @Test func unlimitedSizesDoNotOverflow() {
    let view = HStack {
      Spacer().padding(1).border(.rounded); Text("x")
    }.frame(maxWidth: .infinity)
    #expect(rows(view, width: 8, height: 3)[1].hasSuffix("x"))
  }

  @Test func untrustedTextCannotEscape() {
    let canvas = Renderer.render(
      Text("\u{1B}]0;pwned\u{07}\u{1B}[2J"), size: Size(width: 20, height: 1), paintsSurface: false)
    let ansi = canvas.ansiText(.styled(.truecolor))
    #expect(!ansi.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(canvas.plainText() == "␛]0;pwned␇␛[2J")
  }
}

@Suite struct SimulatedProfileTests {
  @Test func coloursAreShownAsTheProfileWouldShowThem() {
    let view = Text("x").foregroundColor(Color(.rgb(RGB(0x5F, 0xAF, 0xFF)), ansi16Fallback: .brightBlue))
      .bold()
    let size = Size(width: 1, height: 1)
    #expect(
      Renderer.render(view.simulatingColorProfile(.ansi256), size: size).style(x: 0, y: 0).foreground.kind
        == .palette(75))
    // In 16 colours the pair goes down together, as it is sent: xterm's bright blue is too dark
    // to read on the theme's black, so the text takes the nearest colour that reads.
    let sixteen = Renderer.render(view.simulatingColorProfile(.ansi16), size: size).style(x: 0, y: 0)
    let sent = SentStyle(
      foreground: Color(.rgb(RGB(0x5F, 0xAF, 0xFF)), ansi16Fallback: .brightBlue),
      background: Theme.dark[.backgroundDefault], attributes: .bold, profile: .ansi16)
    #expect(sixteen.foreground.kind == sent.foreground && sixteen.attributes == sent.attributes)
    #expect(sent.foreground != .ansi(.brightBlue))
    let yellow = Text("x").foregroundColor(Color(.rgb(RGB(0xFF, 0xFF, 0x5F)), ansi16Fallback: .brightYellow))
    #expect(
      Renderer.render(yellow.simulatingColorProfile(.ansi16), size: size).style(x: 0, y: 0).foreground.kind
        == .ansi(.brightYellow))
    let none = Renderer.render(view.simulatingColorProfile(.none), size: size).style(x: 0, y: 0)
    #expect(none.foreground.kind == .default)
    #expect(none.attributes == .bold)
    #expect(
      Renderer.render(view.simulatingColorProfile(.truecolor), size: size).style(x: 0, y: 0).foreground.kind
        == .rgb(RGB(0x5F, 0xAF, 0xFF)))
  }
}
